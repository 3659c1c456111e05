/**
 * A typed orders file (one or several empires' sheets, split at `EMPIRE :` lines) turned
 * into the stored order sheet records of one turn, the way the Orders screen's import
 * stores them (renderer/db/orders.ts `importTypedOrders`): each sheet goes to the empire of
 * the same name (case and spacing aside), its lines are appended as rows after the rows the
 * empire's sheet already has, read or not, and the whole text is kept with the sheet.
 *
 * Pure: row ids are numbered (`l-<empire>-<n>`, `n` continuing after the sheet's rows), so
 * the same file gives the same records. A sheet that names no empire of the game, or another
 * turn, is not stored and is reported as a problem (the Orders screen asks the GM instead).
 */
import type { Problem } from '../../../format/problems';
import type { Empire, OrderSheet } from '../../../model/entities';
import { asOrderSheet, importLines, novaOrderSheetSchema, orderSheetId, parsedLines, splitTypedFile } from './stored';

export interface TypedImportInput {
  gameId: string;
  turn: number;
  empires: readonly Pick<Empire, 'id' | 'name'>[];
  /** The order sheets already stored (any turn); the turn's sheets get the new rows. */
  existing: readonly OrderSheet[];
  /** The file's name, kept with each sheet's text. */
  name: string;
  text: string;
}

export interface TypedImport {
  /** The stored sheets of the turn that the file added rows to (new or updated). */
  sheets: OrderSheet[];
  /** Sheets not stored: no empire of that name, another turn, lines before any EMPIRE line. */
  problems: Problem[];
  /** Rows stored, per empire id. */
  rows: Record<string, number>;
}

function key(name: string): string {
  return name.trim().toUpperCase().replace(/\s+/g, ' ');
}

export function importTypedSheets(input: TypedImportInput): TypedImport {
  const problems: Problem[] = [];
  const rows: Record<string, number> = {};
  const byId = new Map<string, OrderSheet>();
  for (const sheet of splitTypedFile(input.text)) {
    const first = sheet.lines.find((l) => l.row?.kind !== 'blank');
    const where = `${input.name} line ${first?.line ?? 1}`;
    if (sheet.empire === null) {
      if (first) problems.push({ where, message: 'these lines come before any "EMPIRE :" line: name the empire they belong to' });
      continue;
    }
    const empire = input.empires.find((e) => key(e.name) === key(sheet.empire ?? ''));
    if (!empire) {
      problems.push({ where, message: `no empire of this game is called "${sheet.empire}"; the sheet was not imported` });
      continue;
    }
    if (sheet.turn !== null && sheet.turn !== input.turn) {
      problems.push({ where, message: `${empire.name}'s sheet is for turn ${sheet.turn}, not turn ${input.turn}; it was not imported` });
      continue;
    }
    const id = orderSheetId(input.turn, empire.id);
    const before = byId.get(id) ?? input.existing.find((s) => s.id === id) ?? null;
    const stored = (before ? asOrderSheet(before) : null) ?? novaOrderSheetSchema.parse({ gameId: input.gameId, id, empireId: empire.id, turn: input.turn });
    const added = importLines(sheet, (n) => `l-${empire.id}-${stored.lines.length + n + 1}`);
    const text = sheet.lines.map((l) => l.text).join('\n');
    rows[empire.id] = (rows[empire.id] ?? 0) + added.length;
    byId.set(id, { ...(before ?? {}), ...stored, gameId: input.gameId, ...parsedLines([...stored.lines, ...added]), status: 'entered', imports: [...stored.imports, { name: input.name, text }] } as OrderSheet);
  }
  return { sheets: [...byId.values()], problems, rows };
}

/** The records' order sheets with a typed file imported into turn `turn` (sheets replaced by id). */
export function ordersWithTyped(existing: readonly OrderSheet[], imported: TypedImport): OrderSheet[] {
  const ids = new Set(imported.sheets.map((s) => s.id));
  return [...existing.filter((s) => !ids.has(s.id)), ...imported.sheets];
}
