/**
 * The long campaign's game and its turns, played through the app's own repository code (issue 18):
 * shared by the Node runner (run.ts, fake-indexeddb) and the Chromium runner (chromium.ts, the
 * browser's IndexedDB). No Node or DOM specifics: the runners measure around these calls.
 *
 * A turn is played in two calls, so that a runner can measure the commit alone:
 * - prepareTurn: each empire's typed sheet of 200 lines written from where its ships are and
 *   imported into the turn's order sheets (as the Orders screen imports a typed file), then the
 *   dry run, battles entered from the players' table (nothing lost), as the GM rules them;
 * - commitPrepared: `commitTurn` (renderer/rulesets/nova/db/turns.ts: a backup first, the turn
 *   kept as what changed).
 */
import { emptyGameRecords, type GameRecords } from '../../../shared/format/records';
import { gameSchema, type Game, type OrderSheet } from '../../../shared/model/entities';
import { importTypedSheets } from '../../../shared/rulesets/nova/orders/import-typed';
import { runTurn, type TurnRun } from '../../../shared/rulesets/nova/turn/run-turn';
import type { TurnDecisions } from '../../../shared/rulesets/nova/turn/types';
import type { WarpdeskDb } from '../../../renderer/db/schema';
import { commitTurn, readTurnInputs, setTurnDecision } from '../../../renderer/rulesets/nova/db/turns';
import { benchGame, benchOrderTexts } from '../turn/game';

export const SEED = 'bench-turn';
export const GAME_ID = 'bench-campaign';
/** The time every record of the bench game is stamped with (the export's too). */
export const NOW = '2026-11-24T00:00:00.000Z';

/** The turn engine's base game (12 empires, 500 systems, 3,000 units) as a new game's records. */
export function campaignRecords(): GameRecords {
  const bench = benchGame({ empires: 12, systems: 500, unitsPerEmpire: 250, linesPerEmpire: 200, seed: SEED });
  const game: Game = gameSchema.parse({ id: GAME_ID, name: 'Bench campaign', ruleset: 'nova', turn: 1, seed: SEED, createdAt: NOW, updatedAt: NOW });
  const records = emptyGameRecords(game);
  Object.assign(records, {
    empires: bench.world.empires.map((r) => ({ ...r, gameId: GAME_ID })),
    systems: bench.world.systems.map((r) => ({ ...r, gameId: GAME_ID })),
    warpLines: bench.world.warpLines.map((r) => ({ ...r, gameId: GAME_ID })),
    units: bench.world.units.map((r) => ({ ...r, gameId: GAME_ID })),
    designs: bench.world.designs.map((r) => ({ ...r, gameId: GAME_ID })),
    knowledge: bench.world.knowledge.map((r) => ({ ...r, gameId: GAME_ID })),
  });
  return records;
}

/** A turn ready to commit: its dry run, the sheets and rulings it ran by. */
export interface PreparedTurn {
  turn: number;
  run: TurnRun;
  sheets: OrderSheet[];
  decisions: TurnDecisions;
  /** Units in the world before the turn, and the turn's events. */
  units: number;
  events: number;
}

/** Imports the players' sheets of the game's current turn and makes its dry run (see above). */
export async function prepareTurn(db: WarpdeskDb): Promise<PreparedTurn> {
  const current = (await db.games.get(GAME_ID)) as Game;
  const turn = current.turn;
  const world = (await readTurnInputs(db, current)).input.world;
  const texts = benchOrderTexts(world, SEED, 200);
  const existing = await db.orders.where('gameId').equals(GAME_ID).toArray();
  const imported = importTypedSheets({ gameId: GAME_ID, turn, empires: world.empires, existing, name: `orders-${turn}.txt`, text: texts.join('\n\n') });
  if (imported.problems.length > 0) throw new Error(`turn ${turn}: ${imported.problems[0]?.message}`);
  await db.orders.bulkPut(imported.sheets);
  const inputs = await readTurnInputs(db, current);
  const decisions: TurnDecisions = { battles: {} };
  let run = runTurn({ ...inputs.input, decisions });
  for (let pass = 0; pass < 4 && run.pending.length > 0; pass++) {
    for (const b of run.pending) (decisions.battles as NonNullable<TurnDecisions['battles']>)[b.id] = { value: { how: 'entered', destroyed: [], damaged: [], retreated: [] }, note: 'entered from the table' };
    run = runTurn({ ...inputs.input, decisions });
  }
  await setTurnDecision(db, GAME_ID, turn, () => decisions);
  return { turn, run, sheets: inputs.sheets, decisions, units: world.units.length, events: run.events.length };
}

/** Commits a prepared turn as the Turn screen's Commit does. */
export async function commitPrepared(db: WarpdeskDb, prepared: PreparedTurn): Promise<void> {
  await commitTurn(db, GAME_ID, prepared.run, prepared.sheets, prepared.decisions);
}
