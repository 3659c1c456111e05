/**
 * Inputs, events, pending decisions and results of a turn (STYLE.md 1: a turn is
 * `(world, inputs, rngState) → { world, events, rngState, pending }`).
 */
import type { RngState } from '../../../rng';
import type { BattleDecisions, BattleLogEntry } from '../battle/resolve';
import type { Battle } from '../battle/model';
import type { DieEvent, MissingDice } from '../dice';
import type { PlayerOrders } from '../orders/model';

/** The phases of a turn (GD §11.1 ORDER OF PLAY). */
export const PHASE_IDS = ['AA', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;
export type PhaseId = (typeof PHASE_IDS)[number];

export const PHASE_NAMES: Readonly<Record<PhaseId, string>> = {
  AA: 'Collation',
  A: 'Major Marker Move',
  B: 'Stimulus Card Draw',
  C: 'Tactics Card Draw',
  D: 'Discovery',
  E: 'Diplomacy',
  F: 'New Units Placement',
  G: 'Exploration',
  H: 'Income',
  I: 'Special Purchases',
  J: 'Expenses (New Construction)',
  K: 'Victory',
  L: 'Reset',
};

/** An answer to a pending decision: a choice id (and a number where one is asked for). */
export interface DecisionAnswer {
  readonly choice: string;
  readonly value?: number;
  /** The GM's note, kept with the event. */
  readonly note?: string;
}

/** Everything a turn needs besides the world and the dice seed. */
export interface TurnInputs {
  /** Orders by player id (mail mode: parsed from the typed sheets; live mode: what the referee enters). */
  readonly orders: Readonly<Record<string, PlayerOrders>>;
  /** Answers to pending decisions, by decision id. */
  readonly decisions?: Readonly<Record<string, DecisionAnswer>>;
  /** Battle decisions (hand allocations, policies) by battle id. */
  readonly battles?: Readonly<Record<string, BattleDecisions>>;
  /** Forced dice faces by roll group (physical dice, or a replayed turn). */
  readonly forcedDice?: Readonly<Record<string, readonly number[]>>;
  /** Roll groups that must be typed in (live mode); 'all' for every die; `*` matches any run of characters ("T*.S*.B*"). */
  readonly physical?: readonly string[] | 'all';
  /** Live mode: players (allocators) who place the hits they receive by hand, round by round (GD §11.6); the others' policies stand. */
  readonly manualAllocation?: readonly string[];
  /**
   * Live mode: the move-or-wait offers of each segment at the desk (GD §11.5.1), by segment number. The moves
   * themselves are in the orders; these are the record of how the table chose them (logged with the segment),
   * or the GM's note where the table settled its moves otherwise.
   */
  readonly offers?: Readonly<Record<string, SegmentOffers>>;
}

/** The desk's record of a segment's move-or-wait protocol (GD §11.5.1). */
export interface SegmentOffers {
  /** The answers to the offers, in order: the fleet id, move (to a movement cell) or wait. */
  readonly choices: { readonly id: string; readonly choice: 'move' | 'wait'; readonly to?: string }[];
  /** The GM's note when the table settled this segment's moves without the protocol; null when it was played. */
  readonly override: string | null;
}

/**
 * How to run: 'mail' resolves the whole turn from written orders, every open choice taken from a
 * standing order or the house-rule default; 'live' stops at the first decision nobody has answered.
 * `until` stops after a segment, a battle or a phase (the referee's desk: one step at a time).
 */
export interface RunOptions {
  readonly mode: 'mail' | 'live';
  readonly until?: { readonly segment?: number; readonly battle?: string; readonly phase?: PhaseId };
}

/** One thing that happened, and who may know it. */
export interface GdEvent {
  readonly seq: number;
  readonly turn: number;
  readonly phase: PhaseId;
  readonly segment: number | null;
  readonly kind: string;
  /** 'all' (public at the table), 'gm' (the GM only), or the players who may know it. */
  readonly visibleTo: 'all' | 'gm' | readonly string[];
  readonly text: string;
  /** Rule cited (GD §…). */
  readonly rule?: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** Kinds of decisions a person makes (GD §7.7 digest). */
export const DECISION_KINDS = [
  'neutral-fight',
  'defend',
  'ally3',
  'invade',
  'bombard',
  'scuttle',
  'sy-capture',
  'occupy',
  'special-reroll',
  'spaceguard',
  'hied',
  'bob',
  'discovery-activate',
  'discovery-target',
  'teleport',
  'perilous-unit',
  'discovery-place',
  'tc-keep',
  'allocate',
  'dice',
  'gm-ruling',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** A decision waiting for a person (live mode), or taken by default (mail mode, logged). */
export interface PendingDecision {
  readonly id: string;
  readonly kind: DecisionKind;
  /** Who decides: a player id, or 'gm'. */
  readonly by: string;
  readonly prompt: string;
  readonly options: readonly { readonly id: string; readonly label: string }[];
  /** The choice the house rules take when nobody answers. */
  readonly defaultChoice: string;
  /** For allocations: the battle and round; for dice: the groups missing. */
  readonly battleId?: string;
  readonly round?: number;
  readonly hits?: number;
  /** For allocations: the side whose units take the hits, its units and what each can still take, and the LEVEL default. */
  readonly sideId?: string;
  readonly targets?: readonly { readonly id: string; readonly label: string; readonly remaining: number }[];
  readonly suggested?: Readonly<Record<string, number>>;
  /** For allocations: why the last hand allocation was refused. */
  readonly error?: string;
  readonly missing?: readonly MissingDice[];
  readonly rule: string;
}

/** A battle fought this turn, for reports. */
export interface BattleReport {
  readonly id: string;
  readonly turn: number;
  readonly segment: number;
  readonly hexId: string;
  readonly label: string;
  readonly battle: Battle;
  readonly log: readonly BattleLogEntry[];
  readonly dice: readonly DieEvent[];
  /** Player ids taking part. */
  readonly players: readonly string[];
}

export interface TurnResult<W> {
  readonly world: W;
  readonly events: readonly GdEvent[];
  readonly dice: readonly DieEvent[];
  readonly rngState: RngState;
  readonly pending: readonly PendingDecision[];
  readonly battles: readonly BattleReport[];
  /** The battle a live run stopped in (an allocation or dice to type): as it stands at the start of the round waiting. */
  readonly openBattle: BattleReport | null;
  /** True when the turn ran to its end (phase L done). */
  readonly done: boolean;
  /** Where it stopped when not done ("G.S2", "battle T1.S2.B1", "pending"). */
  readonly stoppedAt: string | null;
}
