/**
 * Galactic Domination dice (GD §1.2 A PRIMER ON THE NATURE AND USE OF DICE).
 *
 * Every die is an event {purpose, die, raw, modifiers, result, forced} (STYLE.md 4). A dice
 * source draws from the seeded RngState, or from queues of forced values (the players' physical
 * dice typed in by the referee, or a rulebook example) through the same path. Forced queues are
 * keyed by a roll group ("T2.S1.B1.R1.A", "T1.enc.S-F1"); a group marked physical that runs dry
 * records what is missing instead of inventing a value, so the caller can stop and ask.
 */
import { nextInt, type RngState } from '../../rng';

/** The die kinds the rules use. 'd10' reads 1–10 (face 0 = 10); 'd100' is percentile (00 00 = 100). */
export type DieKind = 'd3' | 'd6' | 'd10' | 'd20' | 'd30' | 'd100' | '2d6/2';

/** A modifier added to a roll, with what it is for. */
export interface DieModifier {
  readonly label: string;
  readonly value: number;
}

/** One die (or emulated die) rolled or forced, as logged. */
export interface DieEvent {
  /** Sequence number within its source, from 0. */
  readonly seq: number;
  /** What the roll decides ("battle B1 round 1: A CA SC3 battery 1", "neutral garrison"). */
  readonly purpose: string;
  readonly die: DieKind;
  /** The faces as read: one d10 face 0–9 (0 = 10), or the two faces of an emulation (control first). */
  readonly raw: readonly number[];
  readonly modifiers: readonly DieModifier[];
  /** The value the rules use, modifiers included. */
  readonly result: number;
  /** True when the value came from a forced queue (physical dice, a rulebook example). */
  readonly forced: boolean;
  /** The roll group it was drawn for. */
  readonly group: string;
}

/** Dice a physical roll group still needs (live mode): the caller stops and asks for them. */
export interface MissingDice {
  readonly group: string;
  readonly die: DieKind;
  readonly count: number;
  readonly purpose: string;
}

// GD §1.2: "a '1' is the lowest possible result and '0' [representing '10'] is the highest".
/** A d10 face (0–9, or 10 typed for the 0 face) as the rules read it: 1–10. */
export function d10Result(face: number): number {
  return face === 0 ? 10 : face;
}

// GD §1.2 percentile: control die gives the tens; the other die's 0 is 0; both 0 = 100.
/** Percentile from a control face and a units face (both 0–9). */
export function percentile(control: number, units: number): number {
  if (control === 0 && units === 0) return 100;
  return control * 10 + units;
}

// GD §1.2: D20 emulated with a D6 control: 1–3 take the D10, 4–6 add 10.
/** A d20 from a d6 control and a d10 result (1–10). */
export function d20FromD6D10(control: number, d10: number): number {
  return (control >= 4 ? 10 : 0) + d10;
}

// GD §1.2: D30 emulated: D6 1–2 add 0, 3–4 add 10, 5–6 add 20.
/** A d30 from a d6 control and a d10 result (1–10). */
export function d30FromD6D10(control: number, d10: number): number {
  return (control >= 5 ? 20 : control >= 3 ? 10 : 0) + d10;
}

// GD §11.11.1 RESOURCE VALUE ROLL: 2D6, halve, round up (1–6).
/** Half of a 2d6 total, rounded up. */
export function halfTwoD6(total: number): number {
  return Math.ceil(total / 2);
}

// GD §11.16 uses 1D3, never defined (digest A-32): ⌈1D6/2⌉.
/** A d3 from a d6 face. */
export function d3FromD6(d6: number): number {
  return Math.ceil(d6 / 2);
}

/** How many physical faces a die kind takes, and with how many sides each. */
function facesOf(die: DieKind): readonly number[] {
  switch (die) {
    case 'd3':
    case 'd6':
      return [6];
    case 'd10':
      return [10];
    case 'd20':
    case 'd30':
      return [6, 10];
    case 'd100':
      return [10, 10];
    case '2d6/2':
      return [6, 6];
  }
}

/** Reads the faces of a die kind into its value (before modifiers). Faces: d10 0–9 or 10; d6 1–6. */
export function readFaces(die: DieKind, raw: readonly number[]): number {
  const [a = 0, b = 0] = raw;
  switch (die) {
    case 'd3':
      return d3FromD6(a);
    case 'd6':
      return a;
    case 'd10':
      return d10Result(a);
    case 'd20':
      return d20FromD6D10(a, d10Result(b));
    case 'd30':
      return d30FromD6D10(a, d10Result(b));
    case 'd100':
      return percentile(a % 10, b % 10);
    case '2d6/2':
      return halfTwoD6(a + b);
  }
}

/** Checks one forced face for a die of `sides` sides: d10 accepts 0–10, a d6 1–6. */
export function validFace(sides: number, face: number): boolean {
  if (!Number.isInteger(face)) return false;
  return sides === 10 ? face >= 0 && face <= 10 : face >= 1 && face <= sides;
}

/** Whether a roll group matches a pattern where `*` stands for any run of characters ("T*.S*.B*" matches "T2.S1.B3.R1.terran"). */
export function globMatches(pattern: string, group: string): boolean {
  const re = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return re.test(group);
}

/** Options of a dice source. */
export interface DiceSourceOptions {
  /** Forced faces by roll group; the group '*' serves every group that has no queue of its own. */
  readonly forced?: Readonly<Record<string, readonly number[]>>;
  /** Groups whose dice are physical (live mode): when their queue runs dry, record the shortfall instead of rolling. */
  readonly physical?: readonly string[] | 'all';
  /** Keep the event log (false for odds runs: only the values). */
  readonly log?: boolean;
}

/**
 * A source of dice: seeded state plus forced queues. Mutable within one pure computation (like
 * shared/rng.ts Dice); read `state`, `events` and `missing` when done.
 */
export class DiceSource {
  private rng: RngState;
  private readonly queues = new Map<string, number[]>();
  private readonly physical: Set<string> | 'all';
  private readonly keepLog: boolean;
  private seq = 0;
  readonly events: DieEvent[] = [];
  readonly missing: MissingDice[] = [];

  constructor(state: RngState, options: DiceSourceOptions = {}) {
    this.rng = state;
    for (const [group, faces] of Object.entries(options.forced ?? {})) this.queues.set(group, [...faces]);
    this.physical = options.physical === 'all' ? 'all' : new Set(options.physical ?? []);
    this.keepLog = options.log ?? true;
  }

  /** The generator state after every die drawn so far. */
  get state(): RngState {
    return this.rng;
  }

  /** True when no physical group has run dry. */
  get complete(): boolean {
    return this.missing.length === 0;
  }

  /** Forced faces still unused, by group. */
  leftover(): Record<string, number[]> {
    const out: Record<string, number[]> = {};
    for (const [group, faces] of this.queues) if (faces.length > 0) out[group] = [...faces];
    return out;
  }

  private isPhysical(group: string): boolean {
    return this.physical === 'all' || this.physical.has(group) || [...this.physical].some((p) => p.includes('*') && globMatches(p, group));
  }

  /** One physical face of `sides` sides for `group`: forced if queued, else seeded (or missing). */
  private face(group: string, sides: number): { face: number; forced: boolean; missing: boolean } {
    const queue = this.queues.get(group) ?? this.queues.get('*');
    if (queue && queue.length > 0) {
      const face = queue.shift() as number;
      return { face: sides === 10 && face === 10 ? 0 : face, forced: true, missing: false };
    }
    if (this.isPhysical(group)) return { face: sides === 10 ? 0 : 1, forced: false, missing: true };
    const step = nextInt(this.rng, sides);
    this.rng = step.state;
    // A d10 face is 0–9; other dice read 1–sides.
    return { face: sides === 10 ? step.value : step.value + 1, forced: false, missing: false };
  }

  /**
   * Rolls one die (or emulated die) and logs it. Returns the result, modifiers included.
   * `group` names the forced queue the faces come from (default: the purpose).
   */
  roll(purpose: string, die: DieKind, options: { group?: string; modifiers?: readonly DieModifier[] } = {}): number {
    const group = options.group ?? purpose;
    const raw: number[] = [];
    let forced = true;
    let short = 0;
    for (const sides of facesOf(die)) {
      const f = this.face(group, sides);
      raw.push(f.face);
      forced &&= f.forced;
      if (f.missing) short++;
    }
    if (short > 0) {
      const last = this.missing.find((m) => m.group === group && m.die === die);
      if (last) (last as { count: number }).count += 1;
      else this.missing.push({ group, die, count: 1, purpose });
    }
    const modifiers = options.modifiers ?? [];
    const result = readFaces(die, raw) + modifiers.reduce((n, m) => n + m.value, 0);
    if (this.keepLog) this.events.push({ seq: this.seq, purpose, die, raw, modifiers, result, forced, group });
    this.seq++;
    return result;
  }

  /**
   * Rolls `count` d10s and counts those ≤ threshold (GD §11.6: a hit on 1D10 ≤ A; face 0 = 10 misses
   * unless the threshold is 10 or more). Logged one event per die when the log is kept.
   */
  hits(purpose: string, count: number, threshold: number, group: string): number {
    let hits = 0;
    if (!this.keepLog && this.queues.size === 0 && this.physical !== 'all' && this.physical.size === 0) {
      // Fast path (odds runs): the same draws as roll(), without the bookkeeping.
      let state = this.rng;
      for (let i = 0; i < count; i++) {
        const step = nextInt(state, 10);
        state = step.state;
        if ((step.value === 0 ? 10 : step.value) <= threshold) hits++;
      }
      this.rng = state;
      this.seq += count;
      return hits;
    }
    for (let i = 0; i < count; i++) if (this.roll(purpose, 'd10', { group }) <= threshold) hits++;
    return hits;
  }
}

/** A dice source over a seeded state and optional forced faces (all groups share one queue). */
export function diceFrom(state: RngState, forced?: readonly number[], options: Omit<DiceSourceOptions, 'forced'> = {}): DiceSource {
  return new DiceSource(state, { ...options, forced: forced ? { '*': forced } : {} });
}
