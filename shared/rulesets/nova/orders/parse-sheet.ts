/**
 * The tolerant reader of typed order sheets (NOVA: 6.12 TURN ORDER SHEET). A typist
 * copies the paper line by line (docs/order-format.md); this turns every line into one
 * row, or into an error row that keeps the text and says why. It never throws and never
 * drops a line.
 *
 * Parser codes (the checker adds the rulebook's NT, DNE, NDC, CUSWLT…):
 *   UNREADABLE       the line fits nothing the sheet has in this section
 *   BAD-NUMBER       a number column holds something else
 *   MISSING-COLUMN   a row lacks a column it needs
 *   EXTRA-COLUMN     more columns than the section has
 *   BAD-SHIP         a SHIPS (CARGO) entry cannot be read
 *   BAD-ORDER        an order letter with a number or name it does not take
 *   UNKNOWN-ORDER    a letter that is no NOVA order
 *   TOO-MANY-CONTACT more than two contact orders on one row (NOVA: 6.8)
 *   NO-EMPIRE        order lines before any EMPIRE: header in a file of several sheets
 *   BAD-ROUTE        a route step that is neither a warp letter nor a system name
 *   NOTE (warning)   a note to the GM: kept, shown, never carried out
 *   LINE-TOO-LONG    a line longer than an order sheet may hold (shared/orders/line-limit.ts): kept, not read
 */
import { isOversizedLine, LINE_TOO_LONG, oversizedLineMessage } from '../../../orders/line-limit';
import { suggest } from '../../../text/fuzzy';
import { splitColumns, type Cell } from './columns';
import { readMovement } from './parse-movement';
import { readAmount } from './read-amounts';
import { generalLineKind } from './read-general';
import { isMessageLine, MESSAGE_ON_SHEET, MESSAGE_ON_SHEET_MESSAGE } from './message-line';
import { isCourtesy, isRule, markedNote, trailingNote } from './read-note';
import { readPurchase, readTotal } from './read-purchase';
import { columnHeads, ledgerThenExpenditures, readPageTitle, withoutBlanks } from './printed-form';
import type { LedgerField, OrderDiagnostic, SheetLine, SheetRow, SheetSection, TypedSheet } from './sheet';

/** Section headings as printed on the sheet, and the short forms typists use. */
const GENERAL_WORD = '(?:general|specific|special|conditional)';
const SECTION_HEADINGS: readonly [RegExp, SheetSection][] = [
  [/^(?:expenditures?|purchases?|spending|builds?)$/i, 'expenditures'],
  [/^commissions?$/i, 'commissions'],
  [/^research$/i, 'research'],
  [/^(movement|moves?|ships)$/i, 'movement'],
  // "GENERAL, SPECIFIC & CONDITIONAL ORDERS", "General orders"; not "General: all ships F".
  [new RegExp(`^${GENERAL_WORD}(?:\\s*(?:,|&|and)?\\s*${GENERAL_WORD})*(?:\\s+orders?)?$`, 'i'), 'general'],
];

const LEDGER_LABELS: readonly [RegExp, LedgerField][] = [
  [/^production$/i, 'production'],
  [/^treasury$/i, 'treasury'],
  [/^salvage\b/i, 'salvage'],
  [/^pillage\b/i, 'pillage'],
  [/^transfers?\b/i, 'transfers'],
  [/^bonus$/i, 'bonus'],
  // "Total cost" on the income side is what was spent (the sheet prints it under the purchases).
  [/^total\s+(?:cost|costs|spent|spending|expend(?:ed|itures?)?|expenses)$/i, 'expend'],
  [/^total(?:\s+income)?$/i, 'total'],
  [/^expend(?:ed|itures?)?$/i, 'expend'],
];

/** A number as written: a sign, thousands separators typed as `1,200` or `1 200`, MCr or `$` around it, or a number word (read-amounts.ts). */
function readNumber(text: string): number | null {
  return readAmount(text);
}

export interface LineContext {
  line: number;
  diagnostics: OrderDiagnostic[];
  error(column: number, code: string, message: string, suggestion?: string): void;
  warn(column: number, code: string, message: string, suggestion?: string): void;
}

function context(line: number): LineContext {
  const diagnostics: OrderDiagnostic[] = [];
  return {
    line,
    diagnostics,
    error: (column, code, message, suggestion) => diagnostics.push({ line, column, severity: 'error', code, message, ...(suggestion ? { suggestion } : {}) }),
    warn: (column, code, message, suggestion) => diagnostics.push({ line, column, severity: 'warning', code, message, ...(suggestion ? { suggestion } : {}) }),
  };
}

/** The warning every note carries: the GM sees it on the sheet, in the list before the commit, and in the dry run. */
export const NOTE_MESSAGE = 'a note to the GM, not an order: kept on the sheet and listed before the turn is committed; it is not carried out';

/** `EMPIRE : Hegemony   TURN : 2`, or either alone. */
function readHeader(text: string): { empire?: string; turn?: number; turnText?: string } | null {
  // Linear (issue 19, item 4): the line is trimmed once, then each part is found by a regex with
  // no two quantifiers over the same characters side by side (the old single regex was cubic in
  // runs of spaces). Same reading: EMPIRE's value runs up to the first "TURN : x" that ends the line.
  const t = text.trim();
  const empire = /^empire\s*:/i.exec(t);
  const body = empire ? t.slice(empire[0].length) : t;
  const turn = /turn\s*:\s*(\S*)$/i.exec(body);
  if (!empire && (!turn || turn.index !== 0)) return null;
  const out: { empire?: string; turn?: number; turnText?: string } = {};
  if (empire) out.empire = body.slice(0, turn ? turn.index : body.length).trim();
  if (turn) {
    out.turnText = turn[1] ?? '';
    const n = readNumber(out.turnText);
    if (n !== null) out.turn = n;
  }
  return out;
}

/**
 * A ledger line's label, its "(…)" part and the rest after the separator (`:`, `=`, `|`, or spaces
 * before a number), or null: "Production (est) : 240" → ["Production", "est", "240"]. Read by hand,
 * one pass over the text: no regex backtracks over a run of spaces (issue 19).
 */
function ledgerParts(text: string): [label: string, note: string | undefined, rest: string] | null {
  const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
  const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);
  let i = 0;
  while (isSpace(text[i])) i++;
  if (!isLetter(text[i])) return null;
  const start = i;
  while (isLetter(text[i]) || text[i] === ' ') i++;
  const label = text.slice(start, i).trimEnd();
  let spaced = i > start + label.length;
  while (isSpace(text[i])) {
    i++;
    spaced = true;
  }
  let note: string | undefined;
  if (text[i] === '(') {
    const close = text.indexOf(')', i);
    if (close >= 0) {
      note = text.slice(i + 1, close);
      i = close + 1;
      spaced = false;
      while (isSpace(text[i])) {
        i++;
        spaced = true;
      }
    }
  }
  const c = text[i];
  if (c === ':' || c === '=' || c === '|') i++;
  else if (!(spaced && c !== undefined && /[-+$\d]/.test(c))) return null;
  return [label, note, text.slice(i).trimStart()];
}

function readLedger(text: string, seenExpend: boolean, ctx: LineContext, allowTotal = true): SheetRow | null | undefined {
  // "Production : 240", "Production = 240", "Production 240 MCr", "Production | 240".
  const match = ledgerParts(text);
  if (!match) return undefined;
  const label = match[0].trim();
  const entry = LEDGER_LABELS.find(([pattern]) => pattern.test(label));
  // Under the purchases only a ledger label alone is one ("Expend : 237"; "Transfer to Empire A 50" is a purchase line).
  if (!entry || (!allowTotal && (entry[1] === 'total' || !/^(?:production|treasury|bonus|expend(?:ed|itures?)?)$/i.test(label)))) return undefined;
  let field = entry[1];
  if (field === 'treasury' && seenExpend) field = 'treasury-after';
  // "Transfers : Amounts(Sender) : 50 (Empire B)" — the label's own second part is optional.
  const rest = match[2].replace(/^[A-Za-z]+\s*\([A-Za-z]+\)\s*:\s*/, '').trim();
  const amountMatch = /^\$?\s*([-+]?[\d][\d,]*(?:\.\d+)?)\s*(?:m\.?cr\.?|mc|\$)?\s*(.*)$/i.exec(rest);
  if (rest === '') return { kind: 'ledger', field, amount: 0, detail: '' };
  const amount = amountMatch ? readNumber(amountMatch[1] ?? '') : null;
  if (amount === null) {
    const near = /\d[\d,]*/.exec(rest)?.[0];
    ctx.error(text.indexOf(rest) + 1, 'BAD-NUMBER', `${label}: "${rest}" should start with an amount in MCr, such as "${label} : 240"`, near ? `${label} : ${near.replace(/,/g, '')}` : undefined);
    return null;
  }
  return { kind: 'ledger', field, amount, detail: (amountMatch?.[2] ?? '').trim() };
}

function numberCell(cell: Cell | undefined, name: string, ctx: LineContext): number | null {
  if (!cell || cell.text === '') return null;
  const value = readNumber(cell.text.replace(/^[([]|[)\]]$/g, ''));
  if (value === null) ctx.error(cell.column, 'BAD-NUMBER', `${name}: "${cell.text}" is not a number`);
  return value;
}

/** "ANVIL at LYRA, FORGE at LYRA", "ANVIL (LYRA)", "ANVIL @ LYRA": one cell naming each ship and its system. */
function commissionPairs(text: string): { ship: string; system: string }[] | null {
  const pairs = text.split(/\s*[,;]\s*|\s+and\s+/i).filter((p) => p.trim() !== '');
  const read = pairs.map((p) => /^(.+?)\s+(?:at|@|in|built at)\s+(.+)$/i.exec(p.trim()) ?? /^(.+?)\s*\(([^)]+)\)$/.exec(p.trim()));
  if (read.length === 0 || read.some((m) => m === null)) return null;
  return read.map((m) => ({ ship: (m?.[1] ?? '').trim().toUpperCase(), system: (m?.[2] ?? '').trim().toUpperCase() }));
}

function readCommissions(cells: Cell[], ctx: LineContext): SheetRow | null {
  const single = cells.length === 1 && cells[0] ? commissionPairs(cells[0].text) : null;
  if (single) return { kind: 'commission', entries: single };
  if (cells.length % 2 !== 0) {
    ctx.error(cells[cells.length - 1]?.column ?? 1, 'MISSING-COLUMN', 'Commissions: each new ship needs its name and the system where it was built: NAME | SYSTEM');
    return null;
  }
  const entries: { ship: string; system: string }[] = [];
  for (let i = 0; i < cells.length; i += 2) entries.push({ ship: cells[i]?.text.toUpperCase() ?? '', system: cells[i + 1]?.text.toUpperCase() ?? '' });
  return { kind: 'commission', entries };
}

/** `BL15-BL20 | B | (17) | [0] | +4 | [4]` (NOVA: 6.12, research rows); a design project is `NSD Hornet | C | (8) | …`. */
function readResearch(given: Cell[], ctx: LineContext): SheetRow | null {
  // "BL15-BL20 B (17) [0] +4 [4]": single spaces between the columns.
  const cells = given.length === 1 && given[0] && /^\S+(?:\s+\S+){1,5}$/.test(given[0].text) && /^[A-Za-z]+\s*\d+\s*(?:-|→|>)\s*[A-Za-z]+\s*\d+\s/.test(given[0].text) ? splitWords(given[0]) : given;
  const [project, table, goal, atStart, change, atEnd, ...extra] = cells;
  if (!project || project.text === '' || !table) {
    ctx.error(cells[0]?.column ?? 1, 'MISSING-COLUMN', 'Research: a row needs at least Project | Table: BL15-BL20 | B | (17) | [0] | +4 | [4]');
    return null;
  }
  if (extra.length > 0) ctx.error(extra[0]?.column ?? 1, 'EXTRA-COLUMN', 'Research: a row has 6 columns: Project | Table | (Goal) | [RDTs At Start] | Changes | [RDTs At End]');
  const ends = /^\s*([A-Za-z]+\s*\d+)\s*(?:-|→|>|to)\s*([A-Za-z]+\s*\d+)\s*$/i.exec(project.text);
  const design = /^\s*(NSD|RSD|NMD)\b[\s:-]*(.+)$/i.exec(project.text);
  if (!ends && !design) ctx.error(project.column, 'UNREADABLE', `Research: "${project.text}" is not a project such as BL15-BL20 (technology and level, from and to) or NSD HORNET (a design)`);
  const before = ctx.diagnostics.length;
  const row: SheetRow = {
    kind: 'research',
    project: ends ? project.text.toUpperCase().replace(/\s+/g, '') : project.text.toUpperCase().replace(/\s+/g, ' ').trim(),
    from: (ends?.[1] ?? '').toUpperCase().replace(/\s+/g, ''),
    to: (ends?.[2] ?? '').toUpperCase().replace(/\s+/g, ''),
    ...(design && !ends ? { design: { kind: (design[1] ?? 'NSD').toUpperCase() as 'NSD' | 'RSD' | 'NMD', name: (design[2] ?? '').trim().toUpperCase() } } : {}),
    table: table.text.toUpperCase(),
    goal: numberCell(goal, 'Research goal', ctx),
    rdtsAtStart: numberCell(atStart, 'Research RDTs at start', ctx),
    change: numberCell(change, 'Research changes', ctx),
    rdtsAtEnd: numberCell(atEnd, 'Research RDTs at end', ctx),
  };
  return (ends || design) && ctx.diagnostics.length === before ? row : null;
}

function splitWords(cell: Cell): Cell[] {
  return [...cell.text.matchAll(/\S+/g)].map((m) => ({ text: m[0], column: cell.column + (m.index ?? 0) }));
}

/** The section a heading line opens, or null. A line with several columns is a row, not a heading (except the movement grid's own column line). */
export function sectionOf(text: string): SheetSection | null {
  if (/^start\s*(?:\|\s*)?ships/i.test(text.trim())) return 'movement';
  if (splitColumns(text).length > 1) return null;
  const heading = text.trim().replace(/[:\s]+$/, '').replace(/\s*\(in order of priority\)\s*$/i, '');
  for (const [pattern, section] of SECTION_HEADINGS) if (pattern.test(heading)) return section;
  return null;
}

const GENERAL_PREFIX = /^\s*(GO|CO|SO|general|conditional|special|specific)\b\s*(?:orders?\s*)?[:.-]/i;

/** A line of the GENERAL, SPECIFIC & CONDITIONAL ORDERS block; `GO:`, `CO:`, `SO:` (or the words) say which kind. */
export function readGeneral(text: string): SheetRow {
  const prefix = GENERAL_PREFIX.exec(text)?.[1]?.toUpperCase();
  const order = prefix === undefined ? null : prefix.startsWith('G') ? 'GO' : prefix.startsWith('C') ? 'CO' : 'SO';
  const noted = trailingNote(text);
  return noted ? { kind: 'general', text: noted.body.trim(), order, note: noted.note } : { kind: 'general', text: text.trim(), order };
}

/** A line of the general block: an order, a note, or a flagged line NOVA does not read. */
function readGeneralBlock(raw: string, ctx: LineContext): SheetRow | null {
  const noted = trailingNote(raw);
  const kind = generalLineKind(noted ? noted.body : raw);
  if (kind.kind === 'order') {
    const row = readGeneral(raw);
    if (row.kind === 'general' && row.note) ctx.warn(1, 'NOTE', `note on this order: "${row.note}" (kept for the GM; the order is read without it)`);
    return row;
  }
  if (kind.kind === 'note') {
    ctx.warn(1, 'NOTE', NOTE_MESSAGE);
    return { kind: 'note', text: raw.trim() };
  }
  ctx.error(1, 'UNKNOWN-ORDER', kind.message, kind.suggestion ?? undefined);
  return null;
}

/** A line with no column separator, no number and chat in it ("please send my sitrep early, thanks"). */
function isChat(text: string): boolean {
  return isCourtesy(text) && !/[|\t]|\d/.test(text);
}

/** Where the reader is in a sheet: the section lines go to, and whether the Expend line has passed (the second Treasury). */
export interface ReadState {
  section: SheetSection;
  seenExpend: boolean;
}

/**
 * Reads one line in `state.section` (headings and `EMPIRE:`/`TURN:` lines are the caller's
 * business). Returns the row, or null with an error saying why.
 */
export function readSectionLine(raw: string, state: ReadState, ctx: LineContext): SheetRow | null {
  const trimmed = raw.trim();
  if (trimmed === '' || isRule(trimmed)) return { kind: 'blank' };
  // NOVA: 6.4: "Messages submitted on the same page as other orders will not be sent" (message-line.ts), in any section.
  if (isMessageLine(raw)) {
    ctx.error(1, MESSAGE_ON_SHEET, MESSAGE_ON_SHEET_MESSAGE);
    return null;
  }
  if (state.section === 'general') return readGeneralBlock(raw, ctx);
  if (markedNote(raw) !== null || (state.section !== 'movement' && isChat(raw))) {
    ctx.warn(1, 'NOTE', NOTE_MESSAGE);
    return { kind: 'note', text: trimmed };
  }
  if (state.section === 'expenditures') {
    const total = readTotal(raw, (column, code, message, suggestion) => ctx.error(column, code, message, suggestion));
    if (total !== undefined) return total;
  }
  const front = state.section === 'header' || state.section === 'ledger' || state.section === 'expenditures';
  const ledger = front ? readLedger(raw, state.seenExpend, ctx, state.section !== 'expenditures') : undefined;
  if (ledger !== undefined) {
    if (state.section !== 'expenditures') state.section = 'ledger';
    if (ledger?.kind === 'ledger' && ledger.field === 'expend') state.seenExpend = true;
    return ledger;
  }
  const cells = splitColumns(raw);
  switch (state.section) {
    case 'expenditures': {
      const row = readPurchase(raw, (column, code, message, suggestion) => ctx.error(column, code, message, suggestion));
      if (row?.kind === 'expenditure' && row.note) ctx.warn(1, 'NOTE', `note on this line: "${row.note}" (kept for the GM; the purchase is read without it)`);
      return row;
    }
    case 'commissions':
      return readCommissions(cells, ctx);
    case 'research':
      return readResearch(cells, ctx);
    case 'movement':
      return readMovement(cells, ctx.line, ctx.diagnostics);
    default: {
      const word = /^[A-Za-z]+/.exec(trimmed)?.[0] ?? '';
      const known = ['Production', 'Treasury', 'Salvage', 'Pillage', 'Transfers', 'Bonus', 'Total', 'Expend', 'Expenditures', 'Commissions', 'Research', 'Movement'];
      const near = suggest(word, known);
      ctx.error(1, 'UNREADABLE', `this line is not part of the order sheet's ${state.section === 'header' ? 'front' : state.section} section; a section heading (EXPENDITURES, COMMISSIONS, RESEARCH, MOVEMENT, GENERAL ORDERS) must come before its rows`, near ?? undefined);
      return null;
    }
  }
}

/**
 * Reads the text of one or several order sheets. A file of several empires separates
 * them by `EMPIRE:` header lines; lines before the first header belong to an unnamed sheet.
 */
export function parseOrderText(text: string): TypedSheet[] {
  const sheets: TypedSheet[] = [];
  let sheet: TypedSheet = { empire: null, turn: null, lines: [] };
  const state: ReadState = { section: 'header', seenExpend: false };
  const rawLines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (rawLines.length > 1 && rawLines[rawLines.length - 1] === '') rawLines.pop();

  rawLines.forEach((typed, index) => {
    const ctx = context(index + 1);
    const oversized = isOversizedLine(typed);
    // NOVA: TURN ORDER SHEET as printed: its blanks (underscores) are nothing (printed-form.ts).
    const raw = oversized ? typed : withoutBlanks(typed);
    const trimmed = raw.trim();
    let row: SheetRow | null;
    const title = trimmed === '' || oversized ? null : readPageTitle(raw);
    const header = trimmed === '' || oversized ? null : readHeader(title ? title.rest : raw);
    const sameEmpire = title?.side === 'back' && header?.empire !== undefined && (header.empire === '' || header.empire.toUpperCase() === (sheet.empire ?? '').toUpperCase());
    if (oversized) {
      row = tooLong(raw, ctx);
    } else if (trimmed === '') {
      row = { kind: 'blank' };
    } else if (title && (!header || header.empire === undefined || header.empire === '' || sameEmpire)) {
      // A page title with no name, or the back of the sheet being read: the page's section opens.
      if (header?.turn !== undefined) sheet.turn = header.turn;
      state.section = title.side === 'front' ? 'header' : 'movement';
      row = { kind: 'section', section: state.section };
    } else if (header && header.empire !== undefined) {
      // Blank lines before a sheet's header go with it; anything else stays with the sheet before.
      const carried = sheet.lines.every((l) => l.row?.kind === 'blank') ? sheet.lines : [];
      if (carried.length === 0 && sheet.lines.length > 0) sheets.push(sheet);
      sheet = { empire: header.empire === '' ? null : header.empire, turn: header.turn ?? null, lines: [...carried] };
      state.section = title?.side === 'back' ? 'movement' : 'header';
      state.seenExpend = false;
      row = headerRow(header, title ? title.rest : raw, ctx);
    } else if (header && header.turn !== undefined) {
      sheet.turn = header.turn;
      row = { kind: 'turn', turn: header.turn };
    } else if (sectionOf(trimmed) || columnHeads(trimmed)) {
      state.section = (sectionOf(trimmed) ?? columnHeads(trimmed)) as SheetSection;
      row = { kind: 'section', section: state.section };
    } else if ((state.section === 'header' || state.section === 'ledger') && ledgerThenExpenditures(raw) !== null) {
      // The printed front's two columns run together: the income block's Total, then the EXPENDITURES heading.
      row = readSectionLine(ledgerThenExpenditures(raw) as string, state, ctx);
      state.section = 'expenditures';
    } else {
      row = readSectionLine(raw, state, ctx);
    }
    const line: SheetLine = { line: ctx.line, text: typed, section: state.section, row, diagnostics: ctx.diagnostics };
    sheet.lines.push(line);
  });
  sheets.push(sheet);
  const named = sheets.filter((s) => s.empire !== null);
  if (named.length > 0) {
    // In a file of several sheets, order lines before the first EMPIRE: line belong to nobody.
    for (const orphan of sheets.filter((s) => s.empire === null)) {
      for (const line of orphan.lines) {
        if (line.row?.kind === 'blank') continue;
        line.diagnostics.push({ line: line.line, column: 1, severity: 'error', code: 'NO-EMPIRE', message: 'this line comes before any EMPIRE: line, so it belongs to no empire' });
      }
    }
  }
  return sheets.filter((s) => s.lines.length > 0);
}

/** An oversized line: kept as typed, not read, one error saying its length and the limit. */
function tooLong(raw: string, ctx: LineContext): null {
  ctx.error(1, LINE_TOO_LONG, oversizedLineMessage(ctx.line, raw.length));
  return null;
}

function headerRow(header: { empire?: string; turn?: number; turnText?: string }, raw: string, ctx: LineContext): SheetRow | null {
  if (header.empire === '') ctx.error(1, 'MISSING-COLUMN', "EMPIRE: needs the empire's name");
  if (header.turnText !== undefined && header.turn === undefined) ctx.error(raw.search(/turn/i) + 1, 'BAD-NUMBER', `TURN: "${header.turnText}" is not a turn number`);
  if (header.empire === '') return null;
  if (header.empire === undefined) return header.turn !== undefined ? { kind: 'turn', turn: header.turn } : null;
  return { kind: 'empire', name: header.empire };
}

/**
 * Reads lines whose section is already known, as the order grid stores them: each line is
 * read in its own section, whatever it says (a heading typed into a row is a row, and
 * unreadable). `EMPIRE:`/`TURN:` lines are read in the header section. One row per line,
 * numbered from 1 in the order given.
 */
export function parseSectionLines(lines: readonly { section: SheetSection; text: string }[]): SheetLine[] {
  const state: ReadState = { section: 'header', seenExpend: false };
  let previous: SheetSection | null = null;
  return lines.map((input, index) => {
    const ctx = context(index + 1);
    if (input.section !== previous && input.section !== 'ledger') state.seenExpend = false;
    previous = input.section;
    state.section = input.section;
    if (isOversizedLine(input.text)) return { line: ctx.line, text: input.text, section: input.section, row: tooLong(input.text, ctx), diagnostics: ctx.diagnostics };
    const header = input.section === 'header' && input.text.trim() !== '' ? readHeader(input.text) : null;
    const row = header ? headerRow(header, input.text, ctx) : readSectionLine(input.text, state, ctx);
    return { line: ctx.line, text: input.text, section: input.section, row, diagnostics: ctx.diagnostics };
  });
}

/** Every line of every sheet, in input order: exactly one per input line. */
export function allLines(sheets: readonly TypedSheet[]): SheetLine[] {
  return sheets.flatMap((sheet) => sheet.lines).sort((a, b) => a.line - b.line);
}
