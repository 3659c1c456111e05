/**
 * The bundled NOVA sample ("The Orion Reach") played turn by turn, the way a GM plays it:
 * turn 1 from the orders stored in the archive, turns 2 and 3 from the typed files
 * resources/samples/nova-sample-orders-turn-N.txt imported as the Orders screen imports
 * them, each run with every battle auto-resolved and committed with a fixed time.
 * Shared by the sample-turns scenario test and the turn engine's property tests.
 */
import { readFileSync } from 'node:fs';
import { readArchive, writeArchive, type GameRecords } from '../../../shared/format/archive';
import type { Problem } from '../../../shared/format/problems';
import { importTypedSheets, ordersWithTyped } from '../../../shared/rulesets/nova/orders/import-typed';
import { runTurnResolvingBattles, type AutoRun } from '../../../shared/rulesets/nova/turn/auto-battles';
import { commitRecords } from '../../../shared/rulesets/nova/turn/commit';
import { engineOrders } from '../../../shared/rulesets/nova/turn/orders-input';
import type { RunTurnInput } from '../../../shared/rulesets/nova/turn/run-turn';
import { worldFromRecords } from '../../../shared/rulesets/nova/turn/world';
import { RULESETS } from '../../../shared/rulesets/index';

export const SAMPLE_FILE = 'resources/samples/nova-sample.warpdesk.json';

export function sampleText(path: string): string {
  return readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
}

export function sampleRecords(): GameRecords {
  const read = readArchive(sampleText(SAMPLE_FILE), RULESETS);
  if (!read.ok) throw new Error(read.problems.map((p) => `${p.where}: ${p.message}`).join('\n'));
  return read.value.records;
}

/** The typed orders of turn `turn` imported into `records` (turn 1's are already stored). */
export function withTypedOrders(records: GameRecords, turn: number): { records: GameRecords; problems: Problem[]; rows: Record<string, number> } {
  if (turn === 1) return { records, problems: [], rows: {} };
  const name = `nova-sample-orders-turn-${turn}.txt`;
  const imported = importTypedSheets({ gameId: records.game.id, turn, empires: records.empires, existing: records.orders, name, text: sampleText(`resources/samples/${name}`) });
  return { records: { ...records, orders: ordersWithTyped(records.orders, imported) }, problems: imported.problems, rows: imported.rows };
}

/** The commit time of turn `turn` in these tests (fixed: the same run gives the same archive). */
export function committedAt(turn: number): string {
  return `2026-12-${String(5 + 7 * turn).padStart(2, '0')}T20:00:00.000Z`;
}

export function turnInput(records: GameRecords, seed = records.game.seed): RunTurnInput {
  const turn = records.game.turn;
  return { world: worldFromRecords(records, turn), orders: engineOrders(records.empires, records.orders, turn), seed, settings: records.game.settings };
}

export interface PlayedTurn {
  turn: number;
  /** The records the turn ran from (its orders in). */
  before: GameRecords;
  auto: AutoRun;
  /** The records after the commit (the game at the next turn). */
  after: GameRecords;
  problems: Problem[];
  rows: Record<string, number>;
}

/** Plays turns 1..`turns` of the sample; throws when a turn cannot be committed. */
export function playSample(turns = 3): PlayedTurn[] {
  let records = sampleRecords();
  const played: PlayedTurn[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    const loaded = withTypedOrders(records, turn);
    const before = loaded.records;
    const auto = runTurnResolvingBattles(turnInput(before));
    const committed = commitRecords(before, auto.run, auto.decisions, committedAt(turn));
    if (!committed.ok) throw new Error(`turn ${turn}: ${committed.reason}`);
    played.push({ turn, before, auto, after: committed.records, problems: loaded.problems, rows: loaded.rows });
    records = committed.records;
  }
  return played;
}

/** The archive text of committed records, as `warpdesk turn run --out` writes it. */
export function archiveText(records: GameRecords): string {
  return writeArchive(records, { exportedAt: records.game.updatedAt, exportedBy: 'sample-play' });
}
