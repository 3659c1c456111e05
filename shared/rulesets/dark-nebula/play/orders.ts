/**
 * A player's order lines for one game turn, as the Orders screen keeps them (one row of the
 * order grid each, shared/orders/sheet-spec.ts) and as the engine reads them (OrderRow per
 * sheet). Every line typed becomes a row: read, unreadable, or kept as written by the GM (not
 * carried out) — never dropped.
 */
import { isOversizedLine } from '../../../orders/line-limit';
import type { OrderLine, TypedLine, TypedSheetPart } from '../../../orders/sheet-spec';
import type { SideOrders } from '../engine/run-phase';
import type { Side } from '../model';
import { SIDES } from '../model';
import { parseSheet } from '../orders/parse';
import { KEPT_CODE, SHEET_KINDS, type OrderRow, type SheetKind } from '../orders/types';
import { orderFieldsSchema, type DnRecords, type OrderBase } from '../records/schemas';

export type DnOrderLine = OrderLine<SheetKind>;

const SECTION_NAMES: Record<string, SheetKind> = { MP: 'mp', 'M&P': 'mp', MOVE1: 'move1', COMBAT: 'combat', REACTION: 'reaction', MOVE2: 'move2' };

/** The lines stored on an orders row: its grid lines, or else its sheets' text line by line. */
export function linesOfOrderRow(row: OrderBase | undefined): DnOrderLine[] {
  if (!row) return [];
  const parsed = orderFieldsSchema.safeParse((row as Record<string, unknown>).darkNebula ?? {});
  if (!parsed.success) return [];
  if (parsed.data.lines) return parsed.data.lines.map((l) => ({ id: l.id, section: l.section, text: l.text, keepInvalid: l.keepInvalid, ...(l.original !== undefined ? { original: l.original } : {}) }));
  const out: DnOrderLine[] = [];
  for (const sheet of SHEET_KINDS) {
    const text = parsed.data.sheets[sheet];
    if (!text) continue;
    text.split(/\r\n|\n|\r/).forEach((raw, i) => {
      const trimmed = raw.trim();
      if (trimmed === '' || trimmed.startsWith('#')) return;
      out.push({ id: `${sheet}-${i + 1}`, section: sheet, text: trimmed, keepInvalid: false });
    });
  }
  return out;
}

/** The rows of one sheet: each line read on its own, numbered by its place in the sheet (1, 2 …). */
export function sheetRowsOfLines(lines: readonly Pick<DnOrderLine, 'section' | 'text' | 'keepInvalid'>[], sheet: SheetKind): OrderRow[] {
  const rows: OrderRow[] = [];
  lines
    .filter((l) => l.section === sheet)
    .forEach((line, i) => {
      for (const row of parseSheet(line.text, sheet, i + 1)) {
        rows.push(line.keepInvalid ? { ...row, order: null, problems: [...row.problems, { line: i + 1, code: KEPT_CODE, message: 'kept as written by the GM; not carried out', rule: 'docs/dark-nebula.md' }] } : row);
      }
    });
  return rows;
}

/** What the engine reads for one player: the rows of each of its sheets. */
export function sideOrdersOfLines(lines: readonly DnOrderLine[]): SideOrders {
  const out: SideOrders = {};
  for (const sheet of SHEET_KINDS) {
    const rows = sheetRowsOfLines(lines, sheet);
    if (rows.length > 0) out[sheet] = rows;
  }
  return out;
}

/** Both players' lines for a game turn, from the orders rows (empire ids of the two sides). */
export function ordersOfTurn(records: Pick<DnRecords, 'orders'>, turn: number, empireIds: Record<Side, string>): Record<Side, DnOrderLine[]> {
  const out = {} as Record<Side, DnOrderLine[]>;
  for (const side of SIDES) out[side] = linesOfOrderRow(records.orders.find((o) => o.turn === turn && o.empireId === empireIds[side]));
  return out;
}

/** The orders row of a player's lines (every line kept, the typed texts it came from kept too). */
export function orderRowOf(gameId: string, empireId: string, turn: number, lines: readonly DnOrderLine[], sources: readonly { name: string; text: string }[] = []): OrderBase {
  return { gameId, id: `${empireId}:t${turn}`, empireId, turn, darkNebula: { sheets: {}, lines: lines.map((l) => ({ ...l })), sources: [...sources] } } as OrderBase;
}

/** The lines as one typed text with its section headings (what a player mails back; the CLI reads it). */
export function linesAsText(lines: readonly DnOrderLine[]): string {
  const out: string[] = [];
  for (const sheet of SHEET_KINDS) {
    const mine = lines.filter((l) => l.section === sheet);
    if (mine.length === 0) continue;
    out.push(`[${sheet === 'mp' ? 'MP' : sheet.toUpperCase()}]`, ...mine.map((l) => l.text), '');
  }
  return out.join('\n');
}

/**
 * Reads typed order text of one or several players (docs/dark-nebula.md, "Orders"): a
 * `PLAYER: <name>` line starts a player's part, `TURN: <n>` names the turn, `[MP]`, `[MOVE1]`,
 * `[COMBAT]`, `[REACTION]`, `[MOVE2]` start the sheets. Blank lines and whole-line `#` comments
 * are the sheet's structure; every other line becomes a row of the sheet it is under — a line
 * before any heading, or under an unknown heading, goes to the MP sheet, where the check flags it.
 */
export function readTypedOrders(text: string): TypedSheetPart<SheetKind>[] {
  const parts: { player: string | null; turn: number | null; lines: TypedLine<SheetKind>[]; unreadable: number }[] = [];
  let part: (typeof parts)[number] | null = null;
  let section: SheetKind | null = null;
  const current = () => {
    if (!part) {
      part = { player: null, turn: null, lines: [], unreadable: 0 };
      parts.push(part);
    }
    return part;
  };
  for (const raw of text.split(/\r\n|\n|\r/)) {
    if (isOversizedLine(raw)) {
      // Kept as typed under the current sheet, counted unreadable; no heading regex runs over it.
      const p = current();
      p.unreadable += 1;
      p.lines.push({ section: section ?? 'mp', text: raw, original: raw });
      continue;
    }
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const player = /^PLAYER\s*:\s*(.+)$/i.exec(trimmed);
    if (player) {
      part = { player: (player[1] as string).trim(), turn: null, lines: [], unreadable: 0 };
      parts.push(part);
      section = null;
      continue;
    }
    const turn = /^TURN\s*:\s*(\d+)\s*$/i.exec(trimmed);
    if (turn) {
      current().turn = Number(turn[1]);
      continue;
    }
    const heading = /^\[(.+)\]$/.exec(trimmed);
    if (heading) {
      const kind = SECTION_NAMES[(heading[1] as string).trim().toUpperCase()];
      if (!kind) {
        // An unknown heading is a line the GM must see (a row of the sheet in force, counted unreadable), never dropped.
        const p = current();
        p.unreadable += 1;
        p.lines.push({ section: section ?? 'mp', text: trimmed, original: raw });
      }
      section = kind ?? null;
      continue;
    }
    const p = current();
    const sheet = section ?? 'mp';
    if (section === null) p.unreadable += 1;
    else if (parseSheet(trimmed, sheet).some((r) => r.problems.some((x) => x.code === 'DN-SYNTAX'))) p.unreadable += 1;
    p.lines.push({ section: sheet, text: trimmed, original: raw });
  }
  return parts;
}
