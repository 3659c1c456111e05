/**
 * Runs a turn and resolves every battle it finds with the default tactics (the CLI's
 * `--battles auto`, the Turn screen's "Auto-resolve all"): run, resolve what is pending from
 * the world where the run stopped, record each result as a ruling, run again. Each battle's
 * dice come from the turn's seed and the battle's id, so the same turn gives the same battles.
 */
import { autoResolveBattle } from './battles';
import { combatSettingsOf } from '../combat/settings';
import { turnSettingsOf } from './settings';
import { runTurn, type RunTurnInput, type TurnRun } from './run-turn';
import type { TurnDecisions } from './types';

export const AUTO_NOTE = 'auto-resolved with the default tactics';

export interface AutoRun {
  run: TurnRun;
  decisions: TurnDecisions;
  /** Battles the default tactics could not resolve, with the reason; the run stopped before them. */
  failed: { battleId: string; reason: string }[];
}

export function runTurnResolvingBattles(input: RunTurnInput): AutoRun {
  let decisions: TurnDecisions = structuredClone(input.decisions ?? {});
  // Each pass resolves the battles of one combat step (G and I are the only two); several
  // invasions of one planet are fought one after another, a pass each (surface-invasions.ts).
  for (let pass = 0; pass < 16; pass++) {
    const run = runTurn({ ...input, decisions });
    if (run.pending.length === 0) return { run, decisions, failed: [] };
    const failed: AutoRun['failed'] = [];
    const battles = { ...(decisions.battles ?? {}) };
    for (const battle of run.pending) {
      const resolved = autoResolveBattle(battle, run.world, `${run.diceSeed}/${battle.id}`, combatSettingsOf(input.settings), turnSettingsOf(input.settings).kDefault);
      if (resolved.ok) battles[battle.id] = { value: resolved.result, note: AUTO_NOTE };
      else failed.push({ battleId: battle.id, reason: resolved.reason });
    }
    decisions = { ...decisions, battles };
    if (failed.length > 0) return { run: runTurn({ ...input, decisions }), decisions, failed };
  }
  const run = runTurn({ ...input, decisions });
  return { run, decisions, failed: run.pending.map((b) => ({ battleId: b.id, reason: 'still pending after resolving every combat step' })) };
}
