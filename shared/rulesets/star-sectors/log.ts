/**
 * The round log: every step, refusal and die of a round, in order. Star Sectors dice are d12;
 * forced dice (a table's physical dice, a rulebook example) go through the same path and are
 * logged the same way, marked `forced`.
 */
import { rollDie, type RngState } from '../../rng';

export interface DieRecord {
  purpose: string;
  sides: number;
  /** The face rolled, 1..sides. */
  raw: number;
  forced: boolean;
  /** What changed the number to roll for (range, aft, crew…), in order. */
  modifiers: { label: string; value: number }[];
  /** Roll this or lower to succeed. */
  target: number;
  /** False for the worse of two dice when the better one is kept. */
  kept: boolean;
  result: string;
}

export type LogKind = 'round' | 'initiative' | 'order' | 'move' | 'warp' | 'attack' | 'die' | 'damage' | 'destroyed' | 'refused' | 'engineering' | 'terrain' | 'note';

export interface LogEntry {
  seq: number;
  kind: LogKind;
  /** The acting ship, if any. */
  shipId: string | null;
  /** Another ship the entry concerns (target, victim), if any. */
  otherId: string | null;
  /** Line of the side's orders this entry carries out, if any. */
  line: number | null;
  sideId: string | null;
  text: string;
  die?: DieRecord;
  /** The command crew option chosen, on the entry that chooses it (reports read Science from it). */
  crew?: string;
}

/** Where the round's dice come from: forced faces first, then the seeded generator. */
export interface DiceSource {
  state: RngState;
  forced: number[];
}

export class RoundLog {
  readonly entries: LogEntry[] = [];
  private dice: DiceSource;
  constructor(dice: DiceSource) {
    this.dice = { state: dice.state, forced: [...dice.forced] };
  }
  get diceState(): DiceSource {
    return { state: this.dice.state, forced: [...this.dice.forced] };
  }
  add(kind: LogKind, text: string, at: { shipId?: string | null; otherId?: string | null; line?: number | null; sideId?: string | null } = {}): LogEntry {
    const entry: LogEntry = { seq: this.entries.length, kind, shipId: at.shipId ?? null, otherId: at.otherId ?? null, line: at.line ?? null, sideId: at.sideId ?? null, text };
    this.entries.push(entry);
    return entry;
  }
  /** Draws one die face (forced first), without logging it. */
  private draw(sides: number): { raw: number; forced: boolean } {
    const forced = this.dice.forced.shift();
    if (forced !== undefined) {
      if (!Number.isInteger(forced) || forced < 1 || forced > sides) throw new RangeError(`forced die ${forced} is not a face of a d${sides}`);
      return { raw: forced, forced: true };
    }
    const step = rollDie(this.dice.state, sides);
    this.dice.state = step.state;
    return { raw: step.value, forced: false };
  }
  /**
   * Rolls `count` d12 against `target` (success on or below it) and keeps the lowest.
   * Every die is its own log entry. Returns the kept face.
   */
  rollUnder(count: number, purpose: string, target: number, modifiers: DieRecord['modifiers'], at: { shipId: string | null; otherId?: string | null; line?: number | null; sideId?: string | null }, words: [success: string, failure: string]): { raw: number; success: boolean } {
    const faces = Array.from({ length: Math.max(1, count) }, () => this.draw(12));
    const best = Math.min(...faces.map((f) => f.raw));
    let keptOne = false;
    for (const face of faces) {
      const kept = !keptOne && face.raw === best;
      if (kept) keptOne = true;
      const success = face.raw <= target;
      const result = `${face.raw} vs ${target}: ${success ? words[0] : words[1]}${faces.length > 1 ? (kept ? ' (kept)' : ' (not kept)') : ''}`;
      const entry = this.add('die', `${purpose}: rolled ${result}`, at);
      entry.die = { purpose, sides: 12, raw: face.raw, forced: face.forced, modifiers, target, kept, result };
    }
    return { raw: best, success: best <= target };
  }
  /** One plain d12 with no target (initiative). */
  rollPlain(purpose: string, at: { sideId?: string | null }): number {
    const face = this.draw(12);
    const entry = this.add('die', `${purpose}: rolled ${face.raw}`, at);
    entry.die = { purpose, sides: 12, raw: face.raw, forced: face.forced, modifiers: [], target: 12, kept: true, result: String(face.raw) };
    return face.raw;
  }
}
