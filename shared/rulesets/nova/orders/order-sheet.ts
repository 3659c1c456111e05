/**
 * NOVA's TURN ORDER SHEET as the shared order grid shows it (the contract is
 * shared/orders/sheet-spec.ts): the paper's sections front then back with their columns,
 * how a line's text splits into cells and joins back, its checks (the parser's codes and the
 * rulebook's, shared/rulesets/nova/orders/check.ts), completion of what the empire may name,
 * and typed text of one or several empires' sheets (docs/order-format.md).
 */
import type { LineCheck, OrderSheetSpec, SheetSectionSpec, TypedSheets } from '../../../orders/sheet-spec';
import { withChecks } from './check';
import type { CheckInput } from './check-context';
import { splitColumns } from './columns';
import { novaCandidates, type NovaCompletion } from './completion';
import type { SheetLine, SheetSection } from './sheet';
import { readStoredLines, splitTypedFile, typedRows } from './stored';

/** Separators of the list cells: SHIPS (CARGO) and ORDERS are comma lists; a ROUTE is steps joined by "-", "->", ",", ">" or spaces. */
const COMMAS = /\s*,\s*/g;
const ROUTE_STEPS = /\s*(?:->|-|,|>)\s*|\s+/g;

const column = (id: string, label: string, width: number, separators?: RegExp) => ({ id, label, width, ...(separators ? { separators } : {}) });

// NOVA: 6.12 TURN ORDER SHEET, front then back.
export const NOVA_SHEET_SECTIONS: readonly SheetSectionSpec<SheetSection>[] = [
  // The EMPIRE/TURN header lines a sheet may carry show with the income block.
  { id: 'ledger', title: 'Income', group: 'front', shows: ['header'], columns: [column('field', 'Field', 1), column('amount', 'Amount (detail)', 2)] },
  { id: 'expenditures', title: 'Expenditures (in order of priority)', group: 'front', columns: [column('units', 'Unit(s)', 4), column('count', '#', 1), column('price', '@', 1), column('cost', 'Cost', 1.3)] },
  { id: 'commissions', title: 'Commissions', group: 'front', columns: [column('unit', 'Unit(s)', 1), column('system', 'System', 1), column('unit2', 'Unit(s)', 1), column('system2', 'System', 1)] },
  {
    id: 'research',
    title: 'Research (in order of priority)',
    group: 'front',
    columns: [column('project', 'Project', 2.2), column('table', 'Table', 1), column('goal', '(Goal)', 1.1), column('start', '[At start]', 1.3), column('changes', 'Changes', 1.3), column('end', '[At end]', 1.2)],
  },
  {
    id: 'movement',
    title: 'Movement',
    group: 'back',
    columns: [column('start', 'START', 1.1), column('ships', 'SHIPS (CARGO)', 3, COMMAS), column('route', 'ROUTE', 2, ROUTE_STEPS), column('orders', 'ORDERS', 1.1, COMMAS), column('retreat', 'RETREAT', 1.4)],
  },
  { id: 'general', title: 'General, specific & conditional orders', group: 'back', columns: [column('order', 'Order', 1)] },
];

/** A line's cells: "Field : amount" in the income block, one cell for general orders, else the typist's columns (`|`, tab, two spaces). */
function split(text: string, section: SheetSection): string[] {
  if (section === 'general') return [text];
  if (section === 'ledger' || section === 'header') {
    const at = text.indexOf(':');
    if (at < 0) return [text.trim(), ''];
    return [text.slice(0, at).trim(), text.slice(at + 1).trim()];
  }
  return splitColumns(text).map((c) => c.text);
}

/** The line's text from its cells: "Field : amount" in the income block, else the columns joined by " | ", empty trailing columns left out. */
function join(cells: readonly string[], section: SheetSection): string {
  if (section === 'general') return cells[0] ?? '';
  if (section === 'ledger' || section === 'header') {
    const [label = '', value = ''] = cells;
    return label === '' && value === '' ? '' : `${label} : ${value}`.trimEnd();
  }
  let last = cells.length - 1;
  while (last >= 0 && cells[last] === '') last--;
  return cells.slice(0, last + 1).join(' | ');
}

/** The stored lines read, and checked against the empire when its check input is there (else the parser's diagnostics only). */
export function readChecked(lines: readonly { section: SheetSection; text: string }[], input: CheckInput | null): SheetLine[] {
  const read = readStoredLines(lines);
  return input ? withChecks(read, input) : read;
}

/** A line as read and checked, as the grid shows it. */
export function lineCheck(line: SheetLine): LineCheck {
  return { diagnostics: line.diagnostics, unreadable: line.row === null };
}

/** Typed text of one or several empires' sheets, split at `EMPIRE :` lines (docs/order-format.md). */
export const NOVA_TYPED_SHEETS: TypedSheets<SheetSection> = {
  help: 'Paste one sheet, or several separated by EMPIRE: lines. Every line becomes a row.',
  noPlayer: '(no EMPIRE: line)',
  read: (text) =>
    splitTypedFile(text).map((sheet) => {
      const lines = typedRows(sheet);
      // Counted as the grid will read the rows, each in its own section (so the dialog and the grid agree).
      return { player: sheet.empire, turn: sheet.turn, lines, unreadable: readStoredLines(lines).filter((l) => l.row === null).length };
    }),
};

export const NOVA_ORDER_SHEET: OrderSheetSpec<SheetSection, CheckInput, NovaCompletion> = {
  groups: [
    { id: 'front', title: 'Front', span: 5 },
    { id: 'back', title: 'Back', span: 7 },
  ],
  sections: NOVA_SHEET_SECTIONS,
  split,
  join,
  check: (lines, input) => readChecked(lines, input).map(lineCheck),
  candidates: novaCandidates,
  typed: NOVA_TYPED_SHEETS,
};
