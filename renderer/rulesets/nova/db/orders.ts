/**
 * Repository of order sheets (the `orders` table: one record per game × turn × empire).
 * Every write is one transaction that also stamps the game's updatedAt, wrapped in
 * trackSave so the "Saved" indicator tells the truth. Lines are stored with their
 * parsed rows refreshed, so the archive carries both the text and what it was read as.
 */
import type { Game } from '../../../../shared/model/entities';
import type { CheckInput } from '../../../../shared/rulesets/nova/orders/check-context';
import { missedTurnSheet } from '../../../../shared/rulesets/nova/orders/missed-turn';
import { asOrderSheet, novaOrderSheetSchema, orderSheetId, parsedLines, readStoredLines, type NovaOrderSheet, type OrderStatus, type StoredLine } from '../../../../shared/rulesets/nova/orders/stored';
import { isPacked } from '../../../db/packed';
import type { WarpdeskDb } from '../../../db/schema';
import { unpackSheet } from './packed-sheets';
import { trackSave } from '../../../db/save-status';
import { novaTables } from './tables';

function nowIso(): string {
  return new Date().toISOString();
}

/** A fresh row id, unique within a sheet. */
export function newLineId(): string {
  return `l-${crypto.randomUUID().slice(0, 13)}`;
}

/** An empire's sheet for a turn, or null when nothing has been received or entered. */
export async function loadOrderSheet(db: WarpdeskDb, gameId: string, empireId: string, turn: number): Promise<NovaOrderSheet | null> {
  const record = await db.orders.get([gameId, orderSheetId(turn, empireId)]);
  return record ? asOrderSheet(await unpackSheet(record)) : null;
}

/** Every empire's sheet for a turn. */
export async function listOrderSheets(db: WarpdeskDb, gameId: string, turn: number): Promise<NovaOrderSheet[]> {
  const records = await db.orders.where('[gameId+turn+empireId]').between([gameId, turn, ''], [gameId, turn, '\uffff'], true, true).toArray();
  // A committed turn's sheets are packed (packed-sheets.ts).
  const sheets = await Promise.all(records.filter((r) => r.turn === turn).map((r) => unpackSheet(r)));
  return sheets.flatMap((r) => asOrderSheet(r) ?? []);
}

/** The stored sheet, unless it is a committed turn's (packed): those change only after the turn is reopened. */
function refuseCommitted<T>(stored: T, turn: number): T {
  if (isPacked(stored)) throw new Error(`Turn ${turn} is committed: reopen it (Turn screen, History) to change its orders`);
  return stored;
}

async function write(db: WarpdeskDb, gameId: string, empireId: string, turn: number, change: (sheet: NovaOrderSheet) => NovaOrderSheet): Promise<NovaOrderSheet> {
  return trackSave(() =>
    db.transaction('rw', [db.games, db.orders], async () => {
      if (!(await db.games.get(gameId))) throw new Error('This game no longer exists');
      const id = orderSheetId(turn, empireId);
      const before = refuseCommitted(await db.orders.get([gameId, id]), turn);
      const sheet = (before ? asOrderSheet(before) : null) ?? novaOrderSheetSchema.parse({ gameId, id, empireId, turn, status: 'entered' });
      const next = change(sheet);
      const stored = { ...(before ?? {}), ...next, ...parsedLines(next.lines) };
      await db.orders.put(stored);
      await db.games.update(gameId, { updatedAt: nowIso() });
      return stored;
    }),
  );
}

/** Replaces the sheet's lines (the grid saves every edit this way); a checked sheet that changes is no longer checked. */
export async function saveOrderLines(db: WarpdeskDb, gameId: string, empireId: string, turn: number, lines: readonly StoredLine[]): Promise<void> {
  await write(db, gameId, empireId, turn, (sheet) => ({ ...sheet, lines: [...lines], status: sheet.status === 'checked' ? 'entered' : lines.length > 0 ? 'entered' : sheet.status }));
}

/** Marks the paper received, the sheet entered, or checked by the GM. */
export async function setOrderStatus(db: WarpdeskDb, gameId: string, empireId: string, turn: number, status: OrderStatus): Promise<void> {
  await write(db, gameId, empireId, turn, (sheet) => ({ ...sheet, status }));
}

/** The lines of each sheet an import changed, before and after it, by empire id (the rows as the grid edits them, without their parsed rows). */
export interface ImportedSheets {
  before: Record<string, StoredLine[]>;
  after: Record<string, StoredLine[]>;
}

const asEdited = (lines: readonly StoredLine[]): StoredLine[] => lines.map(({ row: _row, ...rest }) => rest);

/**
 * Imports typed sheets in one transaction: each part's lines replace the empire's rows or are
 * appended after them (`mode`), and the whole text is kept with the sheet. Returns every changed
 * sheet's lines before and after, so the Orders screen can take the import back as one step.
 */
export async function importTypedOrders(db: WarpdeskDb, gameId: string, turn: number, parts: readonly { empireId: string; lines: readonly StoredLine[]; name: string; text: string; mode?: 'replace' | 'append' }[]): Promise<ImportedSheets> {
  return trackSave(() =>
    db.transaction('rw', [db.games, db.orders], async () => {
      const result: ImportedSheets = { before: {}, after: {} };
      for (const part of parts) {
        const id = orderSheetId(turn, part.empireId);
        const before = refuseCommitted(await db.orders.get([gameId, id]), turn);
        const sheet = (before ? asOrderSheet(before) : null) ?? novaOrderSheetSchema.parse({ gameId, id, empireId: part.empireId, turn });
        const kept = part.mode === 'replace' ? [] : sheet.lines;
        const lines = [...kept, ...part.lines];
        result.before[part.empireId] ??= asEdited(sheet.lines);
        result.after[part.empireId] = asEdited(lines);
        await db.orders.put({ ...(before ?? {}), ...sheet, ...parsedLines(lines), status: 'entered', imports: [...sheet.imports, { name: part.name, text: part.text }] });
      }
      await db.games.update(gameId, { updatedAt: nowIso() });
      return result;
    }),
  );
}

/** What the checker needs about one empire, read from the game's tables. */
export async function loadCheckInput(db: WarpdeskDb, game: Game, empireId: string): Promise<CheckInput> {
  return db.transaction('r', [db.systems, db.warpLines, db.units, db.designs, db.knowledge, db.empires], async () => ({
    empireId,
    systems: await novaTables(db).systems.where('gameId').equals(game.id).toArray(),
    warpLines: await novaTables(db).warpLines.where('gameId').equals(game.id).toArray(),
    units: await db.units.where('[gameId+empireId]').equals([game.id, empireId]).toArray(),
    designs: await novaTables(db).designs.where('[gameId+empireId]').equals([game.id, empireId]).toArray(),
    knowledge: await db.knowledge.where('[gameId+empireId]').equals([game.id, empireId]).toArray(),
    empires: await db.empires.where('gameId').equals(game.id).toArray(),
    settings: game.settings,
    turn: game.turn,
  }));
}

/**
 * The missed-turn rule (NOVA: 6.3) for an empire that sent nothing for `turn`: its sheet is
 * made from the previous turn's. Refuses when the empire already has lines for the turn.
 * Returns the notes that say what was carried and cut.
 */
export async function applyMissedTurn(db: WarpdeskDb, game: Game, empireId: string, turn: number): Promise<string[]> {
  const existing = await loadOrderSheet(db, game.id, empireId, turn);
  if (existing && existing.lines.length > 0) throw new Error('This empire already has orders for this turn; the missed-turn rule applies only to an empire that sent nothing');
  const previous = await loadOrderSheet(db, game.id, empireId, turn - 1);
  const result = missedTurnSheet(previous ? readStoredLines(previous.lines) : null, await loadCheckInput(db, game, empireId), turn);
  await write(db, game.id, empireId, turn, (sheet) => ({ ...sheet, missedTurn: true, status: 'entered', lines: result.lines.map((l) => ({ ...l, id: newLineId(), keepInvalid: false })) }));
  return result.notes;
}
