/**
 * An order sheet as stored in the `orders` table (one record per game × turn × empire):
 * its lines in sheet order, each with its section, the text as typed (and as first
 * imported), the row it was read as, and the GM's "keep as written: invalid" mark.
 * The parsed rows are derived from the text, read once when the sheet is stored (withParsedRows,
 * the sheet's `parsedFrom` fingerprint beside them) and read back by the turn engine and the
 * checks as they are, as long as the lines are the ones they were read from (readStoredLines).
 */
import { z } from 'zod';
import { orderSheetSchema } from '../../../model/entities';
import type { OrderState } from '../../../orders/order-state';
import { checksum32 } from '../../../print/packet-code';
import { parseOrderText, parseSectionLines } from './parse-sheet';
import { SHEET_SECTIONS, type SheetLine, type SheetSection, type TypedSheet } from './sheet';

/** received: the paper is in, nothing typed yet; entered: lines typed or imported; checked: the GM has reviewed it. */
export const ORDER_STATUSES = ['received', 'entered', 'checked'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const storedLineSchema = z.looseObject({
  /** Stable id of the row within the sheet (the grid's undo and selection follow it). */
  id: z.string().min(1),
  section: z.enum(SHEET_SECTIONS),
  /** The line as it stands now; cells are joined with " | ". */
  text: z.string(),
  /** The line exactly as it came from a typed file, when it was imported. */
  original: z.string().optional(),
  /** The GM's mark on a line that cannot be read or checked: keep it as written, invalid, and let the turn run. */
  keepInvalid: z.boolean().default(false),
  /** What the text was read as (SheetRow), or null; derived, refreshed on every save. */
  row: z.unknown().optional(),
});
export type StoredLine = z.infer<typeof storedLineSchema>;

export const novaOrderSheetSchema = orderSheetSchema.extend({
  status: z.enum(ORDER_STATUSES).default('entered'),
  lines: z.array(storedLineSchema).default([]),
  /** Made by the missed-turn rule (NOVA: 6.3) from the previous turn's orders. */
  missedTurn: z.boolean().default(false),
  /** Every text imported into this sheet, whole, as it came (nothing typed is ever lost). */
  imports: z.array(z.looseObject({ name: z.string(), text: z.string() })).default([]),
  /** The fingerprint (linesFingerprint) of the lines the stored rows were read from. */
  parsedFrom: z.string().optional(),
});
export type NovaOrderSheet = z.infer<typeof novaOrderSheetSchema>;

/**
 * An order sheet as an archive holds it (issue 19, item 6): NOVA's fields read through their schema,
 * and each line's stored row read again from its text. A row is derived data the engine trusts
 * while the lines are those it was read from; a row edited in a file (a name that is a number)
 * once crashed the turn, so a file's rows are never taken as they are.
 */
const sheetFields = novaOrderSheetSchema.shape;
export const novaOrderSheetArchiveSchema = z.looseObject({
  // The fields in the order NOVA's archives write them (a parsed record takes its schema's order).
  gameId: sheetFields.gameId,
  id: sheetFields.id,
  empireId: sheetFields.empireId,
  turn: sheetFields.turn,
  status: sheetFields.status,
  lines: z
    .array(storedLineSchema)
    .default([])
    .transform((lines) => withParsedRows(lines)),
  parsedFrom: sheetFields.parsedFrom,
  missedTurn: sheetFields.missedTurn,
  imports: sheetFields.imports,
});

/** The record id of an empire's orders for a turn. */
export function orderSheetId(turn: number, empireId: string): string {
  return `o.${turn}.${empireId}`.slice(0, 64);
}

/** A stored record read with its typed fields (defaults filled); unreadable fields fall back to an empty sheet. */
export function asOrderSheet(record: unknown): NovaOrderSheet | null {
  const parsed = novaOrderSheetSchema.safeParse(record);
  return parsed.success ? parsed.data : null;
}

/**
 * The version of what a stored row holds. Raise it whenever the reader changes what a row holds:
 * rows stored by an older reader then no longer match their sheet's `parsedFrom` and are read
 * again from the stored text (sheetRows), so old games keep working.
 * 2: a movement row's `setup` is {direction, distance} (NOVA: IN-SYSTEM SETUP), was a number.
 * 3: a general line whose clause is an activity ("GO: abort all activities", turn/activity-clauses.ts) is a
 *    `general` row, was null (an unknown order).
 * 4: a line that is plainly a message to another player is unread (MESSAGE-ON-SHEET, NOVA 6.4), was a note or unknown.
 */
export const ROW_READER_VERSION = 4;

/** A sheet's lines as the text they were read from (sections and texts in order, checksummed, FNV-1a), and the reader's version. */
export function linesFingerprint(lines: readonly Pick<StoredLine, 'section' | 'text'>[]): string {
  return `r${ROW_READER_VERSION}:${lines.length}:${checksum32(lines.map((l) => `${l.section}\u0000${l.text}`).join('\u0001')).toString(36)}`;
}

/** The stored lines read (line numbers are 1-based positions in the sheet). */
export function readStoredLines(lines: readonly Pick<StoredLine, 'section' | 'text'>[]): SheetLine[] {
  return parseSectionLines(lines);
}

/**
 * What a stored sheet's lines were read as: the rows stored with them when they are still the
 * lines they were read from (the sheet's `parsedFrom`), else read again. Rows only: the checks
 * that need a line's diagnostics read the lines themselves (readStoredLines).
 */
export function sheetRows(sheet: Pick<NovaOrderSheet, 'lines' | 'parsedFrom'>): { line: number; text: string; row: SheetLine['row'] }[] {
  const current = sheet.parsedFrom !== undefined && sheet.parsedFrom === linesFingerprint(sheet.lines) && sheet.lines.every((l) => l.row !== undefined);
  const rows = current ? sheet.lines.map((l, i) => ({ line: i + 1, text: l.text, row: l.row as SheetLine['row'] })) : readStoredLines(sheet.lines).map((l) => ({ line: l.line, text: l.text, row: l.row }));
  // A line the GM kept "as written: invalid" is not carried out (NOVA 6.5): the engine gets it unread, and says so.
  return rows.map((r, i) => (sheet.lines[i]?.keepInvalid ? { ...r, row: null } : r));
}

/** Lines with their parsed row refreshed, ready to store. */
export function withParsedRows(lines: readonly StoredLine[]): StoredLine[] {
  const read = readStoredLines(lines);
  return lines.map((line, i) => ({ ...line, row: read[i]?.row ?? null }));
}

/** A sheet's lines read once, with the fingerprint of what they were read from: what every write of a sheet stores. */
export function parsedLines(lines: readonly StoredLine[]): { lines: StoredLine[]; parsedFrom: string } {
  return { lines: withParsedRows(lines), parsedFrom: linesFingerprint(lines) };
}

/**
 * A typed sheet's lines that become rows: blank lines, section headings and the EMPIRE/TURN
 * header are the sheet's structure (its empire, turn and sections); every other line is a
 * row, read or not, with its original text.
 */
export function typedRows(sheet: TypedSheet): { section: SheetSection; text: string; original: string }[] {
  const out: { section: SheetSection; text: string; original: string }[] = [];
  for (const line of sheet.lines) {
    const kind = line.row?.kind;
    if (kind === 'blank' || kind === 'section' || kind === 'empire' || kind === 'turn') continue;
    // A line read in the header section that is no ledger line goes to the ledger block, where the GM sees it.
    const section: SheetSection = line.section === 'header' ? 'ledger' : line.section;
    out.push({ section, text: line.text.trim(), original: line.text });
  }
  return out;
}

/** A typed sheet's rows (typedRows) as stored lines; `newId` numbers them. */
export function importLines(sheet: TypedSheet, newId: (n: number) => string): StoredLine[] {
  // The line as typed is kept once: `original` only where it differs from the row's text (issue 19, item 5).
  return typedRows(sheet).map((row, n) => ({ id: newId(n), section: row.section, text: row.text, ...(row.original !== row.text ? { original: row.original } : {}), keepInvalid: false }));
}

/** Splits a typed file into its empires' sheets (see parseOrderText). */
export function splitTypedFile(text: string): TypedSheet[] {
  return parseOrderText(text);
}

export type { OrderState };

/** Errors not marked "keep as written: invalid" decide "errors"; a sheet the GM checked with none left is "checked". */
export function orderState(sheet: NovaOrderSheet | null, checked: readonly SheetLine[]): OrderState {
  if (!sheet) return 'none';
  const errors = openErrors(sheet, checked);
  if (errors > 0) return 'errors';
  if (sheet.lines.length === 0 && !sheet.missedTurn) return 'received';
  return sheet.status === 'checked' ? 'checked' : 'entered';
}

/** Lines with an error that the GM has not marked "keep as written: invalid". */
export function openErrors(sheet: NovaOrderSheet, checked: readonly SheetLine[]): number {
  let n = 0;
  checked.forEach((line, i) => {
    if (sheet.lines[i]?.keepInvalid) return;
    if (line.diagnostics.some((d) => d.severity === 'error')) n++;
  });
  return n;
}
