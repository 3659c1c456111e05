/**
 * For tests: a game's records with its open turn run (battles auto-resolved with the default
 * tactics) and committed, as the Turn screen and `warpdesk turn run` write them.
 */
import type { GameRecords } from '../../../../shared/format/archive';
import { runTurnResolvingBattles } from '../../../../shared/rulesets/nova/turn/auto-battles';
import { commitRecords } from '../../../../shared/rulesets/nova/turn/commit';
import { engineOrders } from '../../../../shared/rulesets/nova/turn/orders-input';
import { worldFromRecords } from '../../../../shared/rulesets/nova/turn/world';

export function withCommittedTurn(records: GameRecords, committedAt = '2026-11-22T06:00:00.000Z'): GameRecords {
  const turn = records.game.turn;
  const { run, decisions, failed } = runTurnResolvingBattles({ world: worldFromRecords(records, turn), orders: engineOrders(records.empires, records.orders, turn), seed: records.game.seed, settings: records.game.settings });
  if (failed.length > 0) throw new Error(`turn ${turn} cannot be auto-resolved: ${failed.map((f) => f.reason).join('; ')}`);
  const committed = commitRecords(records, run, decisions, committedAt);
  if (!committed.ok) throw new Error(committed.reason);
  return committed.records;
}
