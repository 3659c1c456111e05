/**
 * Seeded dice. Pure: every function takes a state and returns the next one, so the
 * state can be stored with a turn or a battle and the same seed replays the same rolls.
 *
 * Generator: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), 128 bits of
 * state as four unsigned 32-bit integers. Seeds are strings hashed with cyrb128.
 */

/** The generator's whole state; plain numbers so it serialises as JSON. */
export interface RngState {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

/** cyrb128: four 32-bit words from a string, used only to spread a seed over the state. */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A fresh state from a seed string; the same seed always gives the same state. */
export function seedRng(seed: string): RngState {
  const [a, b, c, d] = hashSeed(seed);
  let state: RngState = { a, b, c, d };
  // Discard the first outputs: sfc32 mixes poorly for its first few steps.
  for (let i = 0; i < 12; i++) state = nextUint32(state).state;
  return state;
}

/** One step: an unsigned 32-bit integer and the state after it. */
export function nextUint32(state: RngState): { value: number; state: RngState } {
  let { a, b, c, d } = state;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  return { value: t >>> 0, state: { a: a >>> 0, b: b >>> 0, c: c >>> 0, d: d >>> 0 } };
}

/**
 * A uniform integer in [0, n), without modulo bias (rejection sampling).
 * n must be a whole number from 1 to 2^32.
 */
export function nextInt(state: RngState, n: number): { value: number; state: RngState } {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`nextInt: n must be a whole number from 1 to 2^32, got ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  let current = state;
  for (;;) {
    const step = nextUint32(current);
    current = step.state;
    if (step.value < limit) return { value: step.value % n, state: current };
  }
}

/** One die with `sides` faces, reading 1..sides. */
export function rollDie(state: RngState, sides: number): { value: number; state: RngState } {
  const step = nextInt(state, sides);
  return { value: step.value + 1, state: step.state };
}

/** A stateful convenience over the pure functions, for generators that draw many numbers. */
export class Dice {
  private current: RngState;
  constructor(state: RngState) {
    this.current = state;
  }
  get state(): RngState {
    return this.current;
  }
  /** A uniform integer in [0, n). */
  int(n: number): number {
    const step = nextInt(this.current, n);
    this.current = step.state;
    return step.value;
  }
  /** One die reading 1..sides. */
  die(sides: number): number {
    return this.int(sides) + 1;
  }
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick: empty list');
    return items[this.int(items.length)] as T;
  }
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}
