/**
 * Storage of a Beyond the Dark Nebula game (the wing's repository). Every change is made by a
 * pure function of the wing over the whole game's records (shared/rulesets/dark-nebula/play/),
 * inside one read-write transaction: the records are read, changed, and the collections that
 * changed are written back, with the game's updatedAt stamped and the "Saved" indicator told
 * (renderer/db/game-write.ts). A change that cannot be made throws with the reason and writes
 * nothing. Committing and reopening a turn write an automatic backup of the game first (the
 * shared backups of renderer/db/backups.ts: what changed since the one before, within the game's budget).
 */
import { COLLECTIONS, emptyGameRecords, type CollectionName, type GameRecords } from '../../../../shared/format/archive';
import type { GameMap } from '../../../../shared/rulesets/dark-nebula/model';
import { recordsWithMap } from '../../../../shared/rulesets/dark-nebula/play/map';
import { orderRowOf, type DnOrderLine } from '../../../../shared/rulesets/dark-nebula/play/orders';
import { applySetupDraft, finishSetup, setupDraftOf } from '../../../../shared/rulesets/dark-nebula/play/setup';
import { commitOpenTurn, reopenLastTurn, withOpenTurnFields } from '../../../../shared/rulesets/dark-nebula/play/turn';
import type { z } from 'zod';
import type { OrderSheet } from '../../../../shared/model/entities';
import { canonicalRecords, canonicalRow, DN_RECORDS } from '../../../../shared/rulesets/dark-nebula/records/record-rules';
import { RULES_KEY, type DnRecords, type OrderBase, type SetupDraft, type TurnFields } from '../../../../shared/rulesets/dark-nebula/records/schemas';
import { nowIso, writeGame } from '../../../db/game-write';
import { prepareBackup, storeBackup } from '../../../db/backups';
import type { WarpdeskDb } from '../../../db/schema';

/** An orders row as an archive reads it back (schemas' field order, defaults). */
function canonicalOrderRow(row: OrderBase): OrderSheet {
  return canonicalRow(DN_RECORDS.schemas.orders as z.ZodObject, row) as OrderSheet;
}

async function readAll(db: WarpdeskDb, gameId: string): Promise<DnRecords> {
  const game = await db.games.get(gameId);
  if (!game) throw new Error('This game no longer exists');
  const records: GameRecords = emptyGameRecords(game);
  for (const name of COLLECTIONS) (records as Record<CollectionName, unknown>)[name] = await db.collectionTable(name).where('gameId').equals(gameId).toArray();
  return records;
}

/** Writes the collections of `next` that differ from `before`, and the game row (inside the caller's transaction). */
async function writeChanged(db: WarpdeskDb, before: DnRecords, next: DnRecords): Promise<void> {
  const gameId = before.game.id;
  for (const name of COLLECTIONS) {
    if (JSON.stringify(before[name]) === JSON.stringify(next[name])) continue;
    const table = db.collectionTable(name);
    await table.where('gameId').equals(gameId).delete();
    await table.bulkAdd(next[name].map((row) => ({ ...row, gameId })));
  }
  if (JSON.stringify(before.game) !== JSON.stringify(next.game)) await db.games.put({ ...(next.game as GameRecords['game']), id: gameId });
}

/**
 * Reads the whole game, applies `change` (pure; it throws or returns the new records), and writes
 * what changed, all in one transaction.
 */
export async function changeGame<T = void>(db: WarpdeskDb, gameId: string, change: (records: DnRecords) => { records: DnRecords; result?: T }, backup?: (records: DnRecords) => string | null): Promise<T | undefined> {
  if (!backup) {
    return writeGame(db, gameId, db.gameTables(), async () => {
      const before = await readAll(db, gameId);
      const { records, result } = change(before);
      await writeChanged(db, before, canonicalRecords(records));
      return result;
    });
  }
  // A backup is compressed outside any transaction (IndexedDB would close it meanwhile): the game is
  // read in one, and written in a second that first checks it is still as read.
  const before = await db.transaction('r', [db.games, ...db.gameTables()], () => readAll(db, gameId));
  const reason = backup(before);
  const prepared = reason ? await prepareBackup(db, before, reason) : null;
  return writeGame(db, gameId, [...db.gameTables(), ...db.backupTables()], async () => {
    if (JSON.stringify(await readAll(db, gameId)) !== JSON.stringify(before)) throw new Error('The game changed while this was being saved: try again');
    if (prepared) await storeBackup(db, prepared, before.game);
    const { records, result } = change(before);
    await writeChanged(db, before, canonicalRecords(records));
    return result;
  });
}

/** The setup as the GM entered it: the game is set up again from its seed (the same draws). */
export async function saveSetupDraft(db: WarpdeskDb, gameId: string, draft: SetupDraft): Promise<void> {
  await changeGame(db, gameId, (records) => {
    if (records.game.turn !== 0 || records.turns.some((t) => t.status === 'committed')) throw new Error('The setup can no longer change: turn 0 has been committed');
    return { records: applySetupDraft(records, { ...draft, done: false }) };
  });
}

export async function finishGameSetup(db: WarpdeskDb, gameId: string): Promise<void> {
  await changeGame(db, gameId, (records) => {
    const done = finishSetup(records);
    if (!done.ok) throw new Error(`The setup was not finished: ${done.problem}`);
    return { records: done.records };
  });
}

/** The pool counts the GM enters (settings.poolOverrides; a count removed goes back to the unit list). */
export async function savePoolOverrides(db: WarpdeskDb, gameId: string, overrides: Record<string, number>): Promise<void> {
  await changeGame(db, gameId, (records) => {
    const rules = { ...((records.game.settings[RULES_KEY] as Record<string, unknown> | undefined) ?? {}), poolOverrides: overrides };
    const next = { ...records, game: { ...records.game, settings: { ...records.game.settings, [RULES_KEY]: rules } } };
    // During the setup the purchases are checked again against the new pools.
    const draft = setupDraftOf(next);
    return { records: draft && !draft.done ? applySetupDraft(next, draft) : next };
  });
}

/**
 * Face-down ground pools entered by the GM (settings.groundPools, by `faction.code`): only during
 * the setup, which is run again so the draws come from the new pools; a game in play keeps its own.
 */
export async function saveGroundPools(db: WarpdeskDb, gameId: string, pools: Record<string, number[]>): Promise<void> {
  await changeGame(db, gameId, (records) => {
    const draft = setupDraftOf(records);
    if (!draft || draft.done) throw new Error('The setup is finished: the face-down pools are in play and change only as units are raised and lost');
    const rules = { ...((records.game.settings[RULES_KEY] as Record<string, unknown> | undefined) ?? {}), groundPools: pools };
    const next = { ...records, game: { ...records.game, settings: { ...records.game.settings, [RULES_KEY]: rules } } };
    return { records: applySetupDraft(next, draft) };
  });
}

/** A map edited in the map editor (its systems, routes and sheets); during the setup the game is set up again on it. */
export async function saveMap(db: WarpdeskDb, gameId: string, map: GameMap): Promise<void> {
  await changeGame(db, gameId, (records) => ({ records: recordsWithMap(records, map) }));
}

/** One player's lines for a game turn (the order grid's rows, every one kept). */
export async function saveOrderLines(db: WarpdeskDb, gameId: string, empireId: string, turn: number, lines: readonly DnOrderLine[]): Promise<void> {
  await writeGame(db, gameId, [db.orders], async () => {
    const game = await db.games.get(gameId);
    if (game && turn < game.turn) throw new Error(`Turn ${turn} is committed: its orders are kept as they were run`);
    const id = `${empireId}:t${turn}`;
    const existing = await db.orders.get([gameId, id]);
    const sources = ((existing as { darkNebula?: { sources?: { name: string; text: string }[] } } | undefined)?.darkNebula?.sources ?? []).slice();
    await db.orders.put(canonicalOrderRow(orderRowOf(gameId, empireId, turn, lines, sources)));
  });
}

/** Typed orders imported: each player's new lines after its existing ones, the whole text kept with the sheet. */
export async function importOrderLines(db: WarpdeskDb, gameId: string, turn: number, parts: readonly { playerId: string; lines: readonly DnOrderLine[]; name: string; text: string }[]): Promise<void> {
  await writeGame(db, gameId, [db.orders], async () => {
    for (const part of parts) {
      const id = `${part.playerId}:t${turn}`;
      const existing = (await db.orders.get([gameId, id])) as { darkNebula?: { lines?: DnOrderLine[]; sources?: { name: string; text: string }[] } } | undefined;
      const lines = [...(existing?.darkNebula?.lines ?? []), ...part.lines];
      const sources = [...(existing?.darkNebula?.sources ?? []), { name: part.name, text: part.text }];
      await db.orders.put(canonicalOrderRow(orderRowOf(gameId, part.playerId, turn, lines, sources)));
    }
  });
}

/** The open turn's rulings (decisions given, forced dice, die overrides, GM edits). */
export async function saveTurnFields(db: WarpdeskDb, gameId: string, change: (fields: TurnFields) => TurnFields): Promise<void> {
  await changeGame(db, gameId, (records) => {
    const next = withOpenTurnFields(records, change);
    if (!next.ok) throw new Error(next.problem);
    return { records: { ...records, turns: [...records.turns.filter((t) => t.number !== records.game.turn), next.row] } };
  });
}

/** Commits the open turn (a backup of the game first); returns the turn the game is at now. */
export async function commitTurn(db: WarpdeskDb, gameId: string): Promise<number | undefined> {
  return changeGame<number>(
    db,
    gameId,
    (records) => {
      const done = commitOpenTurn(records, nowIso());
      if (!done.ok) throw new Error(done.problems.map((p) => `${p.where}: ${p.message}`).join('; '));
      return { records: done.records, result: done.records.game.turn };
    },
    (records) => `before committing turn ${records.game.turn}`,
  );
}

/** Reopens the last committed turn (a backup first); returns its number. */
export async function reopenTurn(db: WarpdeskDb, gameId: string): Promise<number | undefined> {
  return changeGame<number>(
    db,
    gameId,
    (records) => {
      const done = reopenLastTurn(records, nowIso());
      if (!done.ok) throw new Error(done.problems.map((p) => p.message).join('; '));
      return { records: done.records, result: done.turn };
    },
    (records) => `before reopening turn ${records.game.turn - 1}`,
  );
}
