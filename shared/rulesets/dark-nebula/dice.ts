/**
 * Every die is an event (STYLE 4). A dice source draws from the seeded RngState, or from a
 * queue of forced values (physical dice, rulebook examples) through the same path: forced
 * values are used first, one per physical die, then the generator takes over.
 */
import { rollDie, type RngState } from '../../rng';

export type DieKind = 'd6' | '2d6';

export interface DieModifier {
  readonly label: string;
  readonly value: number;
}

/** One roll: the raw faces, the modifiers added to their sum, the result read on the table. */
export interface DieEvent {
  readonly seq: number;
  readonly purpose: string;
  readonly die: DieKind;
  readonly raw: readonly number[];
  readonly modifiers: readonly DieModifier[];
  /** Sum of the raw faces and the modifiers (before any table edge is applied). */
  readonly result: number;
  /** True when every face came from the forced queue. */
  readonly forced: boolean;
  /** The GM overrode this roll: the faces rolled, and the GM's note (kept with the turn). */
  readonly override?: { readonly rolled: readonly number[]; readonly note: string };
}

/** A GM's override of one roll: the value it reads instead (a d6 face, a 2d6 total, a draw's 1-based pick) and why. */
export interface DieOverride {
  readonly value: number;
  readonly note: string;
}

/**
 * A stateful dice source for one run of the engine. Read `state` and `forcedLeft` at the end
 * and save the state with the turn: the same state and the same forced queue replay exactly.
 */
export class DiceSource {
  private current: RngState;
  private readonly queue: number[];
  private counter: number;
  readonly log: DieEvent[] = [];
  readonly draws: DrawEvent[] = [];

  /**
   * `overrides` by roll sequence number: the GM's value replaces what was rolled. The generator
   * still moves on as if the die had been rolled, so every later die is the same as without it.
   */
  constructor(
    state: RngState,
    forced: readonly number[] = [],
    firstSeq = 0,
    private readonly overrides: ReadonlyMap<number, DieOverride> = new Map(),
  ) {
    this.current = state;
    this.queue = forced.filter((v) => Number.isInteger(v) && v >= 1 && v <= 6);
    this.counter = firstSeq;
  }

  get state(): RngState {
    return this.current;
  }

  /** Sequence number the next die or draw will take. */
  get nextSeq(): number {
    return this.counter;
  }

  get forcedLeft(): readonly number[] {
    return this.queue.slice();
  }

  private face(): { value: number; forced: boolean } {
    const next = this.queue.shift();
    if (next !== undefined) return { value: next, forced: true };
    const step = rollDie(this.current, 6);
    this.current = step.state;
    return { value: step.value, forced: false };
  }

  /** Rolls `die` for `purpose`; the result is the faces' sum plus the modifiers. */
  roll(purpose: string, die: DieKind = 'd6', modifiers: readonly DieModifier[] = []): DieEvent {
    const faces = die === '2d6' ? [this.face(), this.face()] : [this.face()];
    const rolled = faces.map((f) => f.value);
    const seq = this.counter++;
    const override = this.overrides.get(seq);
    const raw = override ? overrideFaces(die, override.value) : rolled;
    const mods = modifiers.filter((m) => m.value !== 0);
    const result = raw.reduce((a, b) => a + b, 0) + mods.reduce((a, m) => a + m.value, 0);
    const event: DieEvent = { seq, purpose, die, raw, modifiers: mods, result, forced: faces.every((f) => f.forced), ...(override ? { override: { rolled, note: override.note } } : {}) };
    this.log.push(event);
    return event;
  }

  /**
   * A random pick from a face-down pool (ground units, the independents' bag): not a die, but
   * logged the same way in `draws`. A forced value v picks index (v − 1) mod pool size, so
   * examples can fix a draw. Null for an empty pool.
   */
  draw<T>(purpose: string, items: readonly T[]): { item: T; index: number } | null {
    if (items.length === 0) return null;
    const next = this.queue.shift();
    let index: number;
    if (next !== undefined) index = (next - 1) % items.length;
    else {
      const step = rollDie(this.current, items.length);
      this.current = step.state;
      index = step.value - 1;
    }
    const seq = this.counter++;
    const override = this.overrides.get(seq);
    if (override) index = (((Math.trunc(override.value) - 1) % items.length) + items.length) % items.length;
    this.draws.push({ seq, purpose, poolSize: items.length, index, forced: next !== undefined, ...(override ? { note: override.note } : {}) });
    return { item: items[index] as T, index };
  }
}

/** A pick from a face-down pool. */
export interface DrawEvent {
  readonly seq: number;
  readonly purpose: string;
  readonly poolSize: number;
  /** 0-based index in the pool as it stood (sorted), for replay. */
  readonly index: number;
  readonly forced: boolean;
  /** The GM chose the pick (an override), with why. */
  readonly note?: string;
}

/** The faces a GM's value reads as: one d6 face (1–6), or two faces summing to a 2d6 total (2–12). */
export function overrideFaces(die: DieKind, value: number): number[] {
  if (die === 'd6') return [Math.min(6, Math.max(1, Math.trunc(value)))];
  const total = Math.min(12, Math.max(2, Math.trunc(value)));
  const first = Math.min(6, total - 1);
  return [first, total - first];
}
