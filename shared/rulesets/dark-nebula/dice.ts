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

  constructor(state: RngState, forced: readonly number[] = [], firstSeq = 0) {
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
    const raw = faces.map((f) => f.value);
    const mods = modifiers.filter((m) => m.value !== 0);
    const result = raw.reduce((a, b) => a + b, 0) + mods.reduce((a, m) => a + m.value, 0);
    const event: DieEvent = { seq: this.counter++, purpose, die, raw, modifiers: mods, result, forced: faces.every((f) => f.forced) };
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
    this.draws.push({ seq: this.counter++, purpose, poolSize: items.length, index, forced: next !== undefined });
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
}
