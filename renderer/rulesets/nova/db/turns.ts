/**
 * Repository of NOVA turns (issue 6): the open turn's rulings, committing a dry run, and
 * reopening a committed turn. Records live in the `turns` table keyed [gameId+number]:
 * - open: `{ status: 'open', decisions, previousRun? }`, written as the GM rules;
 * - committed: an immutable record (NOVA: 6.2 + PRODUCT "each committed turn is kept"), kept as
 *   what changed (shared/rulesets/nova/turn/history.ts, issue 18): the rulings, the dice seed,
 *   every roll and event, the order sheets it ran by fingerprint, and the change it made to the
 *   world (the world before it whole every tenth turn). Nothing writes to a committed record;
 *   reopening removes it. Records of the older layout are compacted at the next commit.
 * Every write goes through writeGame (one transaction, updatedAt stamped, "Saved" indicator).
 * Committing and reopening write an automatic backup of the game first (renderer/db/backups.ts:
 * what changed since the one before), in the same transaction, so a backup always holds exactly
 * the game as it was before.
 */
import { emptyGameRecords, type CollectionName, type GameRecords } from '../../../../shared/format/archive';
import type { Game, OrderSheet, TurnRecord } from '../../../../shared/model/entities';
import { startOfPlay } from '../../../../shared/rulesets/nova/start-of-play';
import { committedTurnRecord, turnDiceRows, TURN_EVENT_KIND, type CommittedTurn } from '../../../../shared/rulesets/nova/turn/commit';
import { CHECKPOINT_EVERY, compactHistory, isCompact, needsCheckpoint, turnWorlds, type TurnWorlds } from '../../../../shared/rulesets/nova/turn/history';
import type { TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import type { TurnDecisions, TurnWorld } from '../../../../shared/rulesets/nova/turn/types';
import { changedCollections, sameWorld, worldFromRecords, worldRows } from '../../../../shared/rulesets/nova/turn/world';
import { decisionsOf, turnInputOf, type TurnInputOf } from '../../../../shared/rulesets/nova/turn/turn-input';
import { prepareBackup, readGameForBackup, restartBackupChain, storeBackup, type BackupRead } from '../../../db/backups';
import { isPacked, packRow, unpackRow } from '../../../db/packed';
import { packedSheetsFrom, packSheet } from './packed-sheets';
import { nowIso, writeGame } from '../../../db/game-write';
import type { WarpdeskDb } from '../../../db/schema';
import { loadGameRecords } from '../../../db/games';
import { novaTables } from './tables';

/** The kind of the `events` rows a committed turn writes (one per turn event; the event itself under `event`). */
export { TURN_EVENT_KIND };

/**
 * The committed record of a reopened turn, kept whole on its open record with the world
 * after it (`world`), so the re-run can show what changed.
 */
export type PreviousRun = CommittedTurnRecord & { world: TurnWorld };

export type OpenTurnRecord = TurnRecord & { status: 'open'; decisions: TurnDecisions; previousRun?: PreviousRun };

/** A committed turn (shared/rulesets/nova/turn/commit.ts: the same record the CLI's `turn run --out` writes). */
export type CommittedTurnRecord = CommittedTurn;

export type StoredTurn = OpenTurnRecord | CommittedTurnRecord;


export { decisionsOf };

export function isCommitted(record: TurnRecord | undefined): record is CommittedTurnRecord {
  return record?.status === 'committed';
}

/**
 * What a dry run of the game's current turn reads (shared/rulesets/nova/turn/turn-input.ts, the
 * one assembly of it), from storage: empires by position, the turn's order sheets as stored too.
 */
export async function readTurnInputs(db: WarpdeskDb, game: Pick<Game, 'id' | 'turn' | 'seed' | 'settings'>): Promise<TurnInputOf & { turn: number; sheets: OrderSheet[] }> {
  const byGame = { gameId: game.id };
  const [empires, systems, warpLines, units, designs, knowledge, turnSheets, record] = await Promise.all([
    db.empires.where(byGame).toArray(),
    novaTables(db).systems.where(byGame).toArray(),
    novaTables(db).warpLines.where(byGame).toArray(),
    db.units.where(byGame).toArray(),
    novaTables(db).designs.where(byGame).toArray(),
    db.knowledge.where(byGame).toArray(),
    // Only the open turn's sheets: never packed (packed-sheets.ts).
    db.orders.where('[gameId+turn+empireId]').between([game.id, game.turn, ''], [game.id, game.turn, '\uffff'], true, true).toArray(),
    db.turns.get([game.id, game.turn]),
  ]);
  const turn = game.turn;
  empires.sort((a, b) => a.position - b.position);
  const sheets = turnSheets.filter((s) => s.turn === turn);
  const of = turnInputOf({ game: game as Game, empires, systems, warpLines, units, designs, knowledge, orders: sheets, turns: record ? [record] : [] });
  return { ...of, turn, sheets };
}

/** Every turn record of a game, by number. */
export async function listTurnRecords(db: WarpdeskDb, gameId: string): Promise<StoredTurn[]> {
  const rows = await db.turns.where('gameId').equals(gameId).toArray();
  return (rows as StoredTurn[]).sort((a, b) => a.number - b.number);
}

/** The rulings of a turn: the open record's, or the committed record's (read-only); none when there is no record. */
export async function loadTurnDecisions(db: WarpdeskDb, gameId: string, turn: number): Promise<TurnDecisions> {
  return decisionsOf(await db.turns.get([gameId, turn]));
}

/**
 * Changes the open turn's rulings (the Turn screen's forms; the combat screen sends a battle's
 * result back with `decisions.battles[battleId] = { value, note }`). Refuses a committed turn.
 */
export async function setTurnDecision(db: WarpdeskDb, gameId: string, turn: number, patch: (d: TurnDecisions) => TurnDecisions): Promise<TurnDecisions> {
  return writeGame(db, gameId, [db.turns], async () => {
    const record = await db.turns.get([gameId, turn]);
    if (isCommitted(record)) throw new Error(`Turn ${turn} is committed: reopen it (Turn screen, History) to change its rulings`);
    const next = patch(structuredClone(decisionsOf(record)));
    await db.turns.put({ ...(record ?? {}), gameId, number: turn, status: 'open', decisions: next });
    return next;
  });
}

/**
 * Ends the pregame (turn 0): the game moves to turn 1, the first turn whose orders are run. What
 * the rules make of the pregame is carried out now (shared/rulesets/nova/start-of-play.ts): an
 * incomplete initial position is completed (NOVA: 8.4: the Home Star's IC and 2 SDUs, a portable
 * IC), each Home Star gets the Type its empire chose (VARIABLE HOMESTAR), and a treasury still at 0
 * gets the MCr the pregame leaves (OPTIONAL FORCES). Returns one line per change, for the GM.
 */
export async function startFirstTurn(db: WarpdeskDb, gameId: string): Promise<string[]> {
  const systemsTable = db.collectionTable('systems');
  const unitsTable = db.collectionTable('units');
  const empiresTable = db.collectionTable('empires');
  return writeGame(db, gameId, db.gameTables(), async () => {
    const game = await db.games.get(gameId);
    if (!game) throw new Error('This game no longer exists');
    if (game.turn !== 0) throw new Error(`The game is already at turn ${game.turn}`);
    const records = await loadGameRecords(db, gameId);
    if (!records) throw new Error('This game no longer exists');
    const made = startOfPlay(records);
    if (made.systems.length > 0) await systemsTable.bulkPut(made.systems);
    if (made.units.length > 0) await unitsTable.bulkAdd(made.units);
    if (made.empires.length > 0) await empiresTable.bulkPut(made.empires);
    await db.games.update(gameId, { turn: 1 });
    return made.notes;
  });
}

/**
 * Makes the game's world collections hold `world` (inside the caller's transaction): in each
 * collection that differs, only the rows that changed are written and the rows that are gone
 * deleted, compared with the rows as `stored` (issue 18: a turn moves some of the units, and a
 * commit no longer rewrites every row of the game's world).
 */
async function replaceWorld(db: WarpdeskDb, gameId: string, stored: GameRecords, current: TurnWorld, world: TurnWorld): Promise<void> {
  for (const name of changedCollections(current, world)) {
    const table = db.collectionTable(name);
    const before = new Map((stored[name] as unknown as { id: string }[]).map((row) => [row.id, JSON.stringify(row)]));
    const rows = worldRows({ ...world, gameId }, name);
    const kept = new Set(rows.map((row) => row.id));
    const gone = [...before.keys()].filter((id) => !kept.has(id));
    if (gone.length > 0) await table.bulkDelete(gone.map((id) => [gameId, id]));
    const changed = rows.filter((row) => before.get(row.id) !== JSON.stringify(row));
    if (changed.length > 0) await table.bulkPut(changed);
  }
}

const sheetsText = (sheets: readonly OrderSheet[]) => JSON.stringify([...sheets].sort((a, b) => (a.id < b.id ? -1 : 1)));

/** The fields of a committed record kept packed in storage (renderer/db/packed.ts); the rest stay plain for lists and checks. */
export const PACKED_FIELDS = ['events', 'rolls', 'warnings', 'battles', 'unitNames', 'change', 'checkpoint', 'start', 'orders'] as const;

/** A committed record as stored: its bulk packed. */
function packTurn(record: TurnRecord): Promise<TurnRecord> {
  return packRow(record, PACKED_FIELDS);
}

/** A committed record with its packed fields back (a record not packed, as it is). */
export function unpackTurn<T extends TurnRecord>(record: T): Promise<T> {
  return unpackRow(record);
}

/** The game has not changed since `read` (inside the write transaction that follows a read one). */
async function stillAsRead(db: WarpdeskDb, read: Game): Promise<void> {
  const now = await db.games.get(read.id);
  if (!now) throw new Error('This game no longer exists');
  if (now.updatedAt !== read.updatedAt || now.turn !== read.turn) throw new Error('The game changed while this was being saved: run the turn again');
}

/**
 * What a commit reads, in one transaction: the game for its backup (readGameForBackup), with
 * only the newest turn records when the backup chain goes on, and then, for needsCheckpoint, the
 * committed records of the last CHECKPOINT_EVERY turns (`history`; their bulk stays packed). So
 * a commit reads no more for turn 50 than for turn 5. Every record is read when any record read
 * is of the older layout, which the commit rewrites (compactHistory).
 */
async function readForCommit(db: WarpdeskDb, gameId: string): Promise<BackupRead & { history: TurnRecord[] | null }> {
  const tables = [db.games, ...db.gameTables(), ...db.backupTables()];
  const read = await db.transaction('r', tables, async () => {
    const part = await readGameForBackup(db, gameId, { recentTurns: true });
    if (!part.recentTurns) return { ...part, history: null };
    // Those of the window not read already (the backup read turns `from` and later).
    const from = part.from as number;
    const older = await db.turns.where('[gameId+number]').between([gameId, part.records.game.turn - CHECKPOINT_EVERY], [gameId, from], true, false).toArray();
    return { ...part, history: [...older, ...part.records.turns] };
  });
  if (read.history === null || read.history.every((t) => !isCommitted(t) || isCompact(t))) return read;
  return { ...(await db.transaction('r', tables, () => readGameForBackup(db, gameId))), history: null };
}

/**
 * Commits a dry run of the game's current turn, all or nothing: a backup of the game as it
 * was, the world after the turn in place of the game's, the committed record (kept as what
 * changed, its bulk packed), the turn's dice as rows, and the game moved to the next turn.
 * Refuses a run with battles still waiting, a run of another turn, or a run made before the
 * world, orders or rulings changed (run it again). The game is read in one transaction, the
 * record and the backup compressed, and everything written in a second one that first checks
 * that the game is still as it was read.
 */
export async function commitTurn(db: WarpdeskDb, gameId: string, run: TurnRun, orders: readonly OrderSheet[], decisions: TurnDecisions): Promise<CommittedTurnRecord> {
  const { records, from, recentTurns, history } = await readForCommit(db, gameId);
  const { game } = records;
  if (run.turn !== game.turn) throw new Error(`This dry run is of turn ${run.turn}, but the game is at turn ${game.turn}: run the turn again`);
  if (run.pending.length > 0) throw new Error(`${run.pending.length === 1 ? 'A battle still needs' : `${run.pending.length} battles still need`} a result (${run.pending.map((b) => b.id).join(', ')}): the turn stopped after step ${run.stoppedAt}`);
  const existing = records.turns.find((t) => t.number === run.turn);
  if (isCommitted(existing)) throw new Error(`Turn ${run.turn} is already committed`);
  const current = worldFromRecords(records, game.turn);
  if (!sameWorld(current, run.start)) throw new Error(`The game changed since this dry run (${changedCollections(current, run.start).join(', ')}): run the turn again before committing`);
  if (sheetsText(records.orders.filter((o) => o.turn === run.turn)) !== sheetsText(orders)) throw new Error('The orders changed since this dry run: run the turn again before committing');
  if (JSON.stringify(decisionsOf(existing)) !== JSON.stringify(decisions)) throw new Error('The rulings changed since this dry run: run the turn again before committing');

  const backup = await prepareBackup(db, records, `before committing turn ${run.turn}`, from, recentTurns);
  // Older records (the world before each turn whole, events also as rows) in the current layout first.
  const compacted = compactHistory(records);
  const rewritten = await Promise.all(compacted.turns.filter((t, i) => t !== records.turns[i]).map(packTurn));
  const record: CommittedTurnRecord = committedTurnRecord(gameId, game.seed, run, orders, decisions, nowIso(), needsCheckpoint(history ?? compacted.turns, run.turn));
  const stored = await packTurn(record);
  // The turn's sheets packed as it becomes committed, and any committed turn's sheets stored plain
  // before (packed-sheets.ts) among those read: every one when the backup read the whole game.
  const sheets = await Promise.all(records.orders.filter((o) => o.turn <= run.turn && !isPacked(o)).map(packSheet));

  const tables = [...db.gameTables(), ...db.backupTables()];
  return writeGame(db, gameId, tables, async () => {
    await stillAsRead(db, game);
    await storeBackup(db, backup, game);
    if (rewritten.length > 0) {
      await db.turns.bulkPut(rewritten);
      await deleteTurnRows(db, gameId, 0, Number.MAX_SAFE_INTEGER, 'events');
    }
    await replaceWorld(db, gameId, records, current, run.world);
    await db.turns.put(stored);
    await db.orders.bulkPut(sheets);
    await deleteTurnRows(db, gameId, run.turn, run.turn);
    await db.diceRolls.bulkAdd(turnDiceRows(gameId, run));
    await db.games.update(gameId, { turn: game.turn + 1 });
    return record;
  });
}

const TURN_DIE_ID = /^t\d+\.r\d+$/;

/**
 * Deletes the turn engine's rows of turns `from`..`to`: its dice, and the event rows turns
 * committed before issue 18 wrote (battles' own rows are kept). `only: 'events'` keeps the dice.
 */
async function deleteTurnRows(db: WarpdeskDb, gameId: string, from: number, to: number, only?: 'events'): Promise<void> {
  await db.events
    .where('[gameId+turn]')
    .between([gameId, from], [gameId, to], true, true)
    .filter((e) => e.kind === TURN_EVENT_KIND)
    .delete();
  if (only === 'events') return;
  await db.diceRolls
    .where('[gameId+turn]')
    .between([gameId, from], [gameId, to], true, true)
    .filter((d) => TURN_DIE_ID.test(d.id))
    .delete();
}

/**
 * Reopens committed turn `n`: a backup first, then the world as it was before turn n in
 * place of the game's, the committed records and turn events and dice of turns n and later
 * removed, and the game back at turn n. Every order sheet is kept, and so are battles fought
 * in the Combat screen. The open record of turn n keeps the rulings and, as `previousRun`,
 * the removed run, so a re-run can show its difference. Returns the removed record n.
 */
export async function reopenTurn(db: WarpdeskDb, gameId: string, n: number): Promise<CommittedTurnRecord> {
  const stored = await db.transaction('r', [db.games, ...db.gameTables(), ...db.backupTables()], () => readGameForBackup(db, gameId));
  const records = { ...stored.records, turns: await Promise.all(stored.records.turns.map((t) => unpackTurn(t))) };
  const record = records.turns.find((t) => t.number === n);
  if (!isCommitted(record)) throw new Error(`Turn ${n} is not committed: there is nothing to reopen`);
  const current = worldFromRecords(records, records.game.turn);
  // The worlds before and after turn n, restored from the history.
  const worlds = turnWorlds(records, n);
  if (!worlds.ok) throw new Error(`Turn ${n} cannot be reopened: ${worlds.message}`);
  const after = worlds.after;
  const backup = await prepareBackup(db, stored.records, `before reopening turn ${n}`, stored.from);
  const open: OpenTurnRecord = {
    gameId,
    number: n,
    status: 'open',
    decisions: record.decisions,
    previousRun: { ...record, world: { ...after, turn: n } },
  };
  const openStored = await packRow(open, ['previousRun']);
  // The sheets of the turns opened again, plain (only committed turns' sheets are packed).
  const sheets = await packedSheetsFrom(db, gameId, n);

  const tables = [...db.gameTables(), ...db.backupTables()];
  return writeGame(db, gameId, tables, async () => {
    await stillAsRead(db, records.game);
    await storeBackup(db, backup, records.game);
    // The rows the next backup would hold by their turn are going: it starts a chain of its own.
    await restartBackupChain(db, gameId);
    await replaceWorld(db, gameId, records, current, worlds.start);
    await db.turns
      .where('gameId')
      .equals(gameId)
      .filter((t) => t.number >= n)
      .delete();
    await deleteTurnRows(db, gameId, n, Number.MAX_SAFE_INTEGER);
    await db.turns.put(openStored);
    await db.orders.bulkPut(sheets);
    await db.games.update(gameId, { turn: n });
    return record;
  });
}

/**
 * The worlds before and after committed turn `n` (the History's view of a turn), restored from
 * the game's committed records and, for the last of an older layout, the world now.
 */
export async function loadTurnWorlds(db: WarpdeskDb, gameId: string, n: number): Promise<TurnWorlds> {
  // The records from a checkpoint before n (at most CHECKPOINT_EVERY back) to the one after it.
  const near = await db.transaction('r', [db.games, db.turns], async () => ({
    game: await db.games.get(gameId),
    turns: await db.turns.where('[gameId+number]').between([gameId, Math.max(0, n - CHECKPOINT_EVERY)], [gameId, n + 1], true, true).toArray(),
  }));
  if (!near.game) throw new Error('This game no longer exists');
  const turns = await Promise.all(near.turns.map((t) => unpackTurn(t)));
  const worlds = turnWorlds({ ...emptyGameRecords(near.game), turns }, n);
  const own = turns.find((t) => t.number === n);
  if (worlds.ok && own && isCompact(own)) return worlds;
  // Records of the older layout, or a history with no checkpoint this close: every record, and the world now.
  const records = await db.transaction('r', [db.games, db.turns, db.empires, db.systems, db.warpLines, db.units, db.designs, db.knowledge], () => readGameParts(db, gameId, ['turns', 'empires', 'systems', 'warpLines', 'units', 'designs', 'knowledge']));
  return turnWorlds({ ...records, turns: await Promise.all(records.turns.map((t) => unpackTurn(t))) }, n);
}

/** Committed turn `n` with its packed fields back, or undefined. */
export async function loadCommittedTurn(db: WarpdeskDb, gameId: string, n: number): Promise<CommittedTurnRecord | undefined> {
  const record = await db.turns.get([gameId, n]);
  return isCommitted(record) ? unpackTurn(record) : undefined;
}

/** The game with only the named collections read (the others empty). */
async function readGameParts(db: WarpdeskDb, gameId: string, names: readonly CollectionName[]): Promise<GameRecords> {
  const game = await db.games.get(gameId);
  if (!game) throw new Error('This game no longer exists');
  const records = emptyGameRecords(game);
  for (const name of names) (records as Record<CollectionName, unknown>)[name] = await db.collectionTable(name).where('gameId').equals(gameId).toArray();
  return records;
}
