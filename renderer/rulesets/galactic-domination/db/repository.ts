/**
 * Reads and writes of a Galactic Domination game (the records: shared/rulesets/galactic-domination/world/
 * records.ts; the turns: turn/stored-turns.ts). Every write is one transaction through writeGame (the game
 * stamped, the "Saved" indicator told); what a write computes is computed inside it from the records as they
 * stand, so two quick edits cannot lose one another. A committed turn is never written again but by
 * reopening it (the last one only).
 */
import type { OrderLine } from '../../../../shared/orders/sheet-spec';
import { COLLECTIONS, type CollectionName, type GameRecords } from '../../../../shared/format/records';
import type { GmAction } from '../../../../shared/rulesets/galactic-domination/turn/gm-actions';
import type { SheetSection } from '../../../../shared/rulesets/galactic-domination/orders/order-sheet';
import { sheetText } from '../../../../shared/rulesets/galactic-domination/orders/order-sheet';
import { commitRecords, currentWorld, gmActionRecords, openTurn, openTurnFields, reopenRecords, runOpenTurn, type TurnFields } from '../../../../shared/rulesets/galactic-domination/turn/stored-turns';
import { KEY, orderFieldsOf, orderRecordId, toGameRecords, turnFieldsSchema, type GdRecords, type OrderFields } from '../../../../shared/rulesets/galactic-domination/world/records';
import { loadGameRecords } from '../../../db/games';
import { nowIso, writeGame } from '../../../db/game-write';
import type { WarpdeskDb } from '../../../db/schema';

/** A new row id for the order grid. */
export function newLineId(): string {
  return `l-${crypto.randomUUID().slice(0, 13)}`;
}

async function loadInside(db: WarpdeskDb, gameId: string): Promise<GameRecords> {
  const records = await loadGameRecords(db, gameId);
  if (!records) throw new Error('This game no longer exists');
  return records;
}

/** Replaces the game's rows of the named collections with `next`'s, and the game row itself. */
async function replace(db: WarpdeskDb, gameId: string, next: GameRecords, names: readonly CollectionName[]): Promise<void> {
  for (const name of names) {
    const table = db.collectionTable(name);
    await table.where('gameId').equals(gameId).delete();
    await table.bulkAdd(next[name].map((row) => ({ ...row, gameId })));
  }
  await db.games.put({ ...next.game, id: gameId, updatedAt: nowIso() });
}

const WORLD: readonly CollectionName[] = ['empires', 'systems', 'units', 'knowledge'];

/** A player's stored sheet for a turn, or null. */
export async function loadSheet(db: WarpdeskDb, gameId: string, turn: number, playerId: string): Promise<OrderFields | null> {
  const row = await db.orders.get([gameId, orderRecordId(turn, playerId)]);
  return row ? orderFieldsOf(row) : null;
}

/** Saves a player's sheet for a turn: its rows, the text the engine reads from them, and the typed text if imported. */
export async function saveSheet(db: WarpdeskDb, gameId: string, turn: number, playerId: string, lines: readonly OrderLine<SheetSection>[], source: OrderFields['source'] = 'grid', typed?: string): Promise<void> {
  await writeGame(db, gameId, [db.orders, db.turns], () => putSheet(db, gameId, turn, playerId, lines, source, typed));
}

/** The body of saveSheet, inside the caller's transaction. */
async function putSheet(db: WarpdeskDb, gameId: string, turn: number, playerId: string, lines: readonly OrderLine<SheetSection>[], source: OrderFields['source'], typed?: string): Promise<void> {
  const committed = await db.turns.get([gameId, turn]);
  if (committed?.status === 'committed') throw new Error(`Turn ${turn} is committed: its orders can no longer change (reopen it on the Turn screen)`);
  const id = orderRecordId(turn, playerId);
  const old = await db.orders.get([gameId, id]);
  const keptTyped = typed ?? (old ? orderFieldsOf(old)?.typed : undefined);
  const fields: OrderFields = { text: sheetText(lines), source, lines: lines.map((l) => ({ id: l.id, section: l.section, text: l.text, keepInvalid: l.keepInvalid, ...(l.original !== undefined ? { original: l.original } : {}) })), ...(keptTyped !== undefined ? { typed: keptTyped } : {}) };
  await db.orders.put({ gameId, id, empireId: playerId, turn, [KEY]: fields });
}

/** Imports typed sheets: each player's rows added after the rows the sheet has, the whole typed text kept. */
export async function importSheets(db: WarpdeskDb, gameId: string, turn: number, parts: readonly { playerId: string; lines: OrderLine<SheetSection>[]; name: string; text: string }[]): Promise<void> {
  await writeGame(db, gameId, [db.orders, db.turns], async () => {
    const committed = await db.turns.get([gameId, turn]);
    if (committed?.status === 'committed') throw new Error(`Turn ${turn} is committed: its orders can no longer change`);
    for (const part of parts) {
      const id = orderRecordId(turn, part.playerId);
      const old = await db.orders.get([gameId, id]);
      const oldFields = old ? orderFieldsOf(old) : null;
      const lines = [...(oldFields?.lines ?? []), ...part.lines.map((l) => ({ id: l.id, section: l.section, text: l.text, keepInvalid: l.keepInvalid, ...(l.original !== undefined ? { original: l.original } : {}) }))];
      const typed = [oldFields?.typed, `# ${part.name}\n${part.text}`].filter(Boolean).join('\n');
      await db.orders.put({ gameId, id, empireId: part.playerId, turn, [KEY]: { text: sheetText(lines), source: 'typed', lines, typed } satisfies OrderFields });
    }
  });
}

/** Changes the open turn's stored inputs (decisions, typed dice, hand allocations, the desk's stop point, the mode). */
export async function updateOpenTurn(db: WarpdeskDb, gameId: string, change: (fields: TurnFields) => TurnFields): Promise<TurnFields> {
  return writeGame(db, gameId, [db.turns, ...db.gameTables()], () => putOpenTurn(db, gameId, change));
}

/** The body of updateOpenTurn, inside the caller's transaction. */
async function putOpenTurn(db: WarpdeskDb, gameId: string, change: (fields: TurnFields) => TurnFields): Promise<TurnFields> {
  const records = await loadInside(db, gameId);
  const w = currentWorld(records);
  if (!w.ok) throw new Error(w.problem);
  const stored = await db.turns.get([gameId, w.world.turn]);
  if (stored?.status === 'committed') throw new Error(`Turn ${w.world.turn} is already committed`);
  const next = change(openTurnFields(records, w.world));
  await db.turns.put({ gameId, number: w.world.turn, status: 'open', [KEY]: turnFieldsSchema.parse({ ...next, rngEnd: null, before: null, committedAt: null }) });
  return next;
}

/**
 * One answer at the desk's move-or-wait offers (GD §11.5.1), in one transaction: the open turn's fields
 * (the choice recorded) and, when the answer settles the fleet's move, the player's sheet (the cell written).
 */
export async function saveDeskChoice(db: WarpdeskDb, gameId: string, turn: number, change: (fields: TurnFields) => TurnFields, sheet: { playerId: string; lines: readonly OrderLine<SheetSection>[] } | null): Promise<void> {
  await writeGame(db, gameId, [db.turns, db.orders, ...db.gameTables()], async () => {
    await putOpenTurn(db, gameId, change);
    if (sheet) await putSheet(db, gameId, turn, sheet.playerId, sheet.lines, 'table');
  });
}

/**
 * Commits the open turn: it is run once more from the stored records (the same dice, the same answers), and
 * only a run that reaches its end is written: the world after, the turn record with the world before, every
 * event and die. Returns the turn committed.
 */
export async function commitOpenTurn(db: WarpdeskDb, gameId: string, mode: 'mail' | 'live'): Promise<number> {
  return writeGame(db, gameId, db.gameTables(), async () => {
    const records = await loadInside(db, gameId);
    const found = openTurn(records);
    if (!found.ok) throw new Error(found.problem);
    const open = { ...found.value, fields: { ...found.value.fields, mode, until: null } };
    const run = runOpenTurn(open, { until: null });
    if (!run.done) throw new Error(`Turn ${open.turn} stops at ${run.stoppedAt ?? 'a decision'}: answer it before committing`);
    const next = toGameRecords(commitRecords(records, open, run, nowIso()));
    await replace(db, gameId, next, COLLECTIONS);
    return open.turn;
  });
}

/** Reopens the last committed turn (its orders and answers kept); returns its number. */
export async function reopenLastTurn(db: WarpdeskDb, gameId: string): Promise<number> {
  return writeGame(db, gameId, db.gameTables(), async () => {
    const records = await loadInside(db, gameId);
    const r = reopenRecords(records, nowIso());
    if (!r.ok) throw new Error(r.problem);
    await replace(db, gameId, toGameRecords(r.value), COLLECTIONS);
    return r.turn;
  });
}

/** A GM act with its note (an override, a card act, a note): the world changed and the act logged. Returns its text. */
export async function gmAct(db: WarpdeskDb, gameId: string, action: GmAction, note: string): Promise<string> {
  return writeGame(db, gameId, db.gameTables(), async () => {
    const records = await loadInside(db, gameId);
    const r = gmActionRecords(records, action, note, nowIso());
    if (!r.ok) throw new Error(r.problem);
    const next: GdRecords = r.value;
    await replace(db, gameId, toGameRecords(next), [...WORLD, 'events', 'diceRolls']);
    return r.text;
  });
}
