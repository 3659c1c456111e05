/**
 * Order sheets of committed turns kept packed (issue 18): once a turn is committed its sheets
 * never change (reopening the turn makes them plain again), so their bulky fields (the typed
 * lines with their parsed rows, the imported texts) are stored compressed, as committed turn
 * records are (renderer/db/packed.ts). The fields lists and indexes read are copied beside, plain.
 *
 * Invariant: only sheets of turns before the game's current turn are packed; the open turn's
 * sheets are always plain, so the Turn screen and the dry run read them inside a transaction.
 * Every reader of a past turn's sheet unpacks it (unpackSheet); export, backups and copies
 * unpack every packed row (unpackRecords).
 */
import type { OrderSheet } from '../../../../shared/model/entities';
import { isPacked, packWholeRow, unpackRow } from '../../../db/packed';
import type { WarpdeskDb } from '../../../db/schema';

/** The fields of a sheet that stay plain when it is packed: its keys, indexes and status. */
export const PLAIN_SHEET_FIELDS: ReadonlySet<string> = new Set(['gameId', 'id', 'empireId', 'turn', 'status', 'missedTurn', 'kind']);

/** A sheet as stored for a committed turn: packed, with its plain fields readable beside (a packed sheet, as it is). */
export async function packSheet(sheet: OrderSheet): Promise<OrderSheet> {
  if (isPacked(sheet)) return sheet;
  // Packed whole (the plain fields copied beside it): unpacked, the sheet has its fields in their order, and exports the same bytes.
  return packWholeRow(sheet, PLAIN_SHEET_FIELDS);
}

/** A sheet with its packed fields back (a plain sheet, as it is). */
export function unpackSheet<T extends OrderSheet>(sheet: T): Promise<T> {
  return unpackRow(sheet);
}

/**
 * The packed sheets of turns `from` and later, unpacked: what reopening turn `from` writes back,
 * so the turns it opens again have plain sheets (the invariant above).
 */
export async function packedSheetsFrom(db: WarpdeskDb, gameId: string, from: number): Promise<OrderSheet[]> {
  const rows = await db.orders
    .where('[gameId+turn+empireId]')
    .between([gameId, from, ''], [gameId, Infinity, ''], true, true)
    .filter((row) => isPacked(row))
    .toArray();
  return Promise.all(rows.map((row) => unpackSheet(row)));
}
