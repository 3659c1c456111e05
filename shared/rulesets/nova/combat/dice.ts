/**
 * The combat dice stream (NOVA: DICE; digest §1). Every die a battle rolls goes through one
 * `CombatDice`: it draws from the seeded generator of shared/rng.ts, or takes a forced value
 * (physical dice, a rulebook example), and logs both the same way as a `DieEvent`.
 *
 * Die types and readings:
 * - `d6`    1–6, face value.
 * - `d10z`  0–9, face value (laser attack roll, scatter distance).
 * - `d10t`  1–10, a face of 0 reads 10 (warp-cannon hit location).
 * - `d100`  1–100: two d10, tens then ones; "00" reads 100 (to-hit percentages, blow-ups).
 * - `d1000` 1–1000: three d10; "000" reads 1000 (critical-hit location).
 *
 * `raw` is the face as read off the dice (d10t 0–9, d100 0–99, d1000 0–999); `result` is the
 * reading the rules use. Forced values are given as the result; 0 is accepted for d10t/d100/d1000
 * and read as 10/100/1000, exactly as the dice would be.
 */
import { rollDie, type RngState } from '../../../rng';

export type DieType = 'd6' | 'd10z' | 'd10t' | 'd100' | 'd1000';
export const DIE_TYPES: readonly DieType[] = ['d6', 'd10z', 'd10t', 'd100', 'd1000'];

/** One die on record. `modifiers` are the named adjustments the rule applied to the result. */
export interface DieEvent {
  round: number;
  phase: string;
  /** What the die decided, e.g. `G/Huron/BL#1→Lewis/attack`. Unique within a battle. */
  purpose: string;
  die: DieType;
  raw: number;
  modifiers: { label: string; value: number }[];
  /** The die's reading (before modifiers: the modified value is stated by the rule's own event). */
  result: number;
  shipId?: string;
  forced: boolean;
}

/** A value supplied for a die instead of the generator. `die`/`purpose`, when given, must match the draw. */
export interface ForcedDie {
  value: number;
  die?: DieType;
  purpose?: string;
}

const FACES: Record<DieType, number> = { d6: 6, d10z: 10, d10t: 10, d100: 100, d1000: 1000 };
const LOW: Record<DieType, number> = { d6: 1, d10z: 0, d10t: 1, d100: 1, d1000: 1 };

/** Thrown by a draw whose forced value cannot be used; the battle engine turns it into `{ ok: false, reason }`. */
export class DiceError extends Error {}

/** The reading of a forced value, or a reason why it is not a face of that die. */
export function readForced(die: DieType, value: number): { ok: true; result: number; raw: number } | { ok: false; reason: string } {
  if (!Number.isInteger(value)) return { ok: false, reason: `${die}: ${value} is not a whole number` };
  const faces = FACES[die];
  if (die === 'd6' || die === 'd10z') {
    if (value < LOW[die] || value > LOW[die] + faces - 1) return { ok: false, reason: `${die}: ${value} is not a face (${LOW[die]}–${LOW[die] + faces - 1})` };
    return { ok: true, result: value, raw: value };
  }
  if (value < 0 || value > faces) return { ok: false, reason: `${die}: ${value} is out of range (1–${faces}, 0 reads ${faces})` };
  const result = value === 0 ? faces : value;
  return { ok: true, result, raw: result % faces };
}

/** Where the stream is in the battle; stamped on each event. */
export interface DiceContext {
  round: number;
  phase: string;
}

/**
 * A stream of typed draws. Stateful for convenience inside one engine step; `state` is the
 * generator state to store after the step. Forced dice are consumed first: a value forced for
 * an exact purpose wins, then the ordered queue, then the generator.
 */
export class CombatDice {
  private rng: RngState;
  readonly log: DieEvent[] = [];
  private readonly queue: ForcedDie[];
  private readonly byPurpose: Map<string, number>;
  context: DiceContext = { round: 0, phase: '' };

  /** `quiet`: draw without logging (the odds preview). */
  constructor(
    rng: RngState,
    forced: { queue?: readonly ForcedDie[]; byPurpose?: Readonly<Record<string, number>> } = {},
    private readonly quiet = false,
  ) {
    this.rng = rng;
    this.queue = [...(forced.queue ?? [])];
    this.byPurpose = new Map(Object.entries(forced.byPurpose ?? {}));
  }

  get state(): RngState {
    return this.rng;
  }

  /** Forced values not used yet (queue only). */
  get unusedForced(): readonly ForcedDie[] {
    return this.queue;
  }

  /**
   * Draws one die for `purpose` and logs it with the `modifiers` the rule applies (to the roll,
   * or for percentage dice to the chance it is compared with); returns the reading.
   */
  roll(die: DieType, purpose: string, shipId?: string, modifiers: { label: string; value: number }[] = []): number {
    let raw: number;
    let result: number;
    let forced = false;
    const named = this.byPurpose.get(purpose);
    const next = named === undefined ? this.takeQueued(die, purpose) : { value: named };
    if (named !== undefined) this.byPurpose.delete(purpose);
    if (next !== undefined) {
      const read = readForced(die, next.value);
      if (!read.ok) throw new DiceError(`forced die for ${purpose}: ${read.reason}`);
      raw = read.raw;
      result = read.result;
      forced = true;
    } else {
      const step = rollDie(this.rng, FACES[die]);
      this.rng = step.state;
      result = die === 'd10z' ? step.value - 1 : step.value;
      raw = die === 'd6' || die === 'd10z' ? result : result % FACES[die];
    }
    if (this.quiet) return result;
    const event: DieEvent = { round: this.context.round, phase: this.context.phase, purpose, die, raw, modifiers: modifiers.filter((m) => m.value !== 0), result, forced };
    if (shipId !== undefined) event.shipId = shipId;
    this.log.push(event);
    return result;
  }

  /** Adds the modifiers a rule applied to the last die drawn (for the log). */
  note(modifiers: { label: string; value: number }[]): void {
    const last = this.log[this.log.length - 1];
    if (last) last.modifiers.push(...modifiers.filter((m) => m.value !== 0));
  }

  private takeQueued(die: DieType, purpose: string): ForcedDie | undefined {
    const head = this.queue[0];
    if (head === undefined) return undefined;
    if (head.die !== undefined && head.die !== die) throw new DiceError(`forced die for ${purpose}: expected a ${die}, the next forced die is a ${head.die}`);
    if (head.purpose !== undefined && head.purpose !== purpose) throw new DiceError(`forced die for ${purpose}: the next forced die is for ${head.purpose}`);
    this.queue.shift();
    return head;
  }
}
