/**
 * A NOVA battle as the Combat screen stores it: an `events` row of kind `nova-battle` whose own
 * fields (typed here) hold the battle file, the seed, the steps taken and the decisions made.
 * Its dice go to `diceRolls` rows (renderer/db/battles.ts). The state shown is never stored as
 * truth: it is replayed from the battle file, the seed, the decisions and the forced dice of each
 * step, so a stored battle replays exactly (issue 7, requirement 4).
 */
import { z } from 'zod';
import { seedRng } from '../../../rng';
import { readBattleInput, startBattle, type Battle, type BattleInput } from './battle';
import { battleDecisionsSchema, roundDecisionsSchema, type BattleDecisions } from './decisions';
import { DIE_TYPES, type DieEvent, type ForcedDie } from './dice';
import { resolveBattle, type PendingDecision } from './engine';
import type { BattleEvent } from './log';
import { outcomeText } from './outcome';

export const BATTLE_EVENT_KIND = 'nova-battle';

const forcedDieSchema = z.object({ value: z.int(), die: z.enum(DIE_TYPES as [string, ...string[]]).optional(), purpose: z.string().optional() });

/** One step the GM took: resolve to the end (`until` null) or up to the start of round `until`, with the dice typed in for it. */
export const battleStepSchema = z.object({
  until: z.int().min(1).nullable(),
  forced: z.array(forcedDieSchema).default([]),
  /**
   * A step decided by hand ("I decide", renderer/features/combat/decisions/): the GM's answer to
   * the decision the battle waited for (null when the GM only switched to deciding by hand), then
   * the battle runs on without tactics to the next decision it has no answer for.
   */
  hand: z.object({ round: z.int().min(0), decided: roundDecisionsSchema.nullable(), by: z.enum(['gm', 'tactics']).default('gm') }).optional(),
});
export type BattleStep = z.infer<typeof battleStepSchema>;

export const battleStateSchema = z.enum(['set up', 'in progress', 'waiting', 'resolved', 'stopped']);
export type BattleState = z.infer<typeof battleStateSchema>;

/** The fields a `nova-battle` event carries besides the GameEvent's own. */
export const storedBattleSchema = z.looseObject({
  name: z.string(),
  /** The battle file's JSON (docs/nova-battle-format.md). */
  battle: z.unknown(),
  seed: z.string(),
  steps: z.array(battleStepSchema).default([]),
  /** Every decision made so far, the default tactics' included (so the battle replays without them). */
  decisions: battleDecisionsSchema.default({}),
  /** The decisions the battle file came with (kept for "Back to set-up"). */
  fileDecisions: battleDecisionsSchema.default({}),
  /** Summary of the last replay, for the list. */
  state: battleStateSchema.default('set up'),
  /** Rounds played so far. */
  round: z.int().min(0).default(0),
  outcome: z.string().default(''),
});
export type StoredBattle = z.infer<typeof storedBattleSchema>;

export interface Replay {
  input: BattleInput;
  battle: Battle;
  log: BattleEvent[];
  dice: DieEvent[];
  decisions: BattleDecisions;
  state: BattleState;
  /** Why the battle stopped, when it did not finish or pause. */
  problem: string | null;
  /** Forced dice typed in but not used (the battle needed fewer rolls). */
  unusedForced: number;
  /** The decision the battle waits for (state 'waiting'), else null. */
  pending: PendingDecision | null;
}

/**
 * Replays a stored battle from its file, seed, decisions and steps (default tactics answer the rest).
 * `upToRound` stops after that round (0 = the set-up), to show the battle as it was then.
 */
export function replayBattle(stored: Pick<StoredBattle, 'battle' | 'seed' | 'steps' | 'decisions'> & { fileDecisions?: BattleDecisions }, upToRound?: number): Replay | { problems: string[] } {
  const read = readBattleInput(stored.battle);
  if (!read.ok) return { problems: read.reasons };
  let battle = startBattle(read.input);
  let rng = seedRng(stored.seed);
  // With hand steps, each step adds its own decision: start from the file's (a later decision must not answer an earlier stop).
  const byHand = stored.steps.some((s) => s.hand !== undefined);
  let decisions: BattleDecisions = byHand ? structuredClone(stored.fileDecisions ?? {}) : stored.decisions;
  let pending: PendingDecision | null = null;
  const log: BattleEvent[] = [];
  const dice: DieEvent[] = [];
  let state: BattleState = 'set up';
  let problem: string | null = null;
  let unusedForced = 0;
  for (const step of stored.steps) {
    const forced: ForcedDie[] = step.forced.map((f) => ({ ...f }) as ForcedDie);
    const cap = upToRound === undefined ? null : Math.max(1, upToRound + 1);
    const until = cap === null ? step.until : step.until === null ? cap : Math.min(step.until, cap);
    if (step.hand?.decided) {
      const key = String(step.hand.round);
      decisions = { ...decisions, [key]: { ...decisions[key], ...step.hand.decided } };
      const who = step.hand.by === 'gm' ? 'the GM decides' : 'the default tactics decide (asked by the GM)';
      log.push({ round: step.hand.round, phase: battle.phase, type: 'decision', text: `${who} ${Object.keys(step.hand.decided).join(' and ')}`, data: { ...step.hand.decided } });
    }
    const result = resolveBattle(battle, decisions, rng, { tactics: step.hand ? null : 'default', forced: { queue: forced }, ...(until !== null ? { stopBeforeRound: until } : {}) });
    log.push(...result.log);
    dice.push(...result.dice);
    battle = result.battle;
    const usedForced = result.dice.filter((d) => d.forced).length;
    unusedForced += Math.max(0, forced.length - usedForced);
    if (!result.ok) {
      state = 'stopped';
      problem = result.reason;
      break;
    }
    rng = result.rng;
    decisions = result.decisions;
    state = result.status.kind === 'finished' ? 'resolved' : result.status.kind === 'paused' ? 'in progress' : 'waiting';
    pending = result.status.kind === 'pending' ? result.status.decision : null;
    problem = pending ? `waiting for a decision: round ${pending.round}, ${pending.kind}` : null;
    // A hand step that stops at a decision goes on with the next step (which answers it).
    if (state === 'resolved' || (state === 'waiting' && !step.hand) || (cap !== null && battle.round >= cap)) break;
  }
  return { input: read.input, battle, log, dice, decisions, state, problem, unusedForced, pending };
}

/** The summary fields stored with the battle after a replay. */
export function summaryOf(replay: Replay): Pick<StoredBattle, 'state' | 'round' | 'outcome' | 'decisions'> {
  return { state: replay.state, round: lastRound(replay), outcome: replay.battle.outcome ? outcomeText(replay.battle) : (replay.problem ?? ''), decisions: replay.decisions };
}

/** The last round whose events are on record (0 = set-up only). */
export function lastRound(replay: Replay): number {
  return replay.log.reduce((m, e) => Math.max(m, e.round), 0);
}
