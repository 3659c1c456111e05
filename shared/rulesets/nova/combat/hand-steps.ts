/**
 * The steps the "I decide" panel stores in a battle record (renderer/features/combat/battle-record.ts):
 * a step with `hand` runs without tactics and stops at the next decision the battle has no answer
 * for; its `decided` is the GM's answer to the decision it waited for. Undo removes the last step
 * and the battle is replayed from its seed (renderer/db/battles.ts undoStep).
 */
import type { RoundDecisions } from './decisions';
import type { ForcedDie } from './dice';
import type { PendingDecision } from './engine';
import type { BattleStep } from './battle-record';
import { pickKind } from './decision-forms';

/** Switch to deciding by hand: run on without tactics to the first decision. */
export function startDecidingStep(round: number): BattleStep {
  return { until: null, forced: [], hand: { round, decided: null, by: 'gm' } };
}

/** The answer to `pending` (only the fields of its kind are kept), with the dice typed in for what follows. */
export function decideStep(pending: PendingDecision, decided: RoundDecisions, forced: readonly ForcedDie[] = [], by: 'gm' | 'tactics' = 'gm'): BattleStep {
  return { until: null, forced: forced.map((f) => ({ ...f })), hand: { round: pending.round, decided: pickKind(pending.kind, decided), by } };
}

/** Resolve the rest of the battle with the default tactics. */
export function finishStep(forced: readonly ForcedDie[] = []): BattleStep {
  return { until: null, forced: forced.map((f) => ({ ...f })) };
}

/** Whether the record is being decided by hand: its last step is a hand step. */
export function decidingByHand(steps: readonly BattleStep[]): boolean {
  return steps.at(-1)?.hand !== undefined;
}

/** The GM's decisions so far, in order (for the list beside the panel). */
export function handDecisions(steps: readonly BattleStep[]): { round: number; kinds: string[]; by: 'gm' | 'tactics' }[] {
  return steps.flatMap((s) => (s.hand?.decided ? [{ round: s.hand.round, kinds: Object.keys(s.hand.decided), by: s.hand.by }] : []));
}
