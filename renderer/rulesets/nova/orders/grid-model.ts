/**
 * The order grid's model, pure: which columns each section of the sheet has (the paper's
 * own), how a stored line's text splits into cells and joins back, the flat list of rows
 * the cursor moves through (each section's lines, then one empty row to type a new line
 * into), and reading pasted text (tab-separated from a spreadsheet, or typed sheet lines).
 */
import { splitColumns } from '../../../../shared/rulesets/nova/orders/columns';
import type { SheetSection } from '../../../../shared/rulesets/nova/orders/sheet';
import type { StoredLine } from '../../../../shared/rulesets/nova/orders/stored';

export type GridSection = Exclude<SheetSection, 'header'>;

export interface SectionSpec {
  section: GridSection;
  title: string;
  side: 'front' | 'back';
  columns: readonly string[];
  /** Relative widths of the columns (the check column is fixed). */
  widths: readonly number[];
}

// NOVA: 6.12 TURN ORDER SHEET, front then back.
export const SECTIONS: readonly SectionSpec[] = [
  { section: 'ledger', title: 'Income', side: 'front', columns: ['Field', 'Amount (detail)'], widths: [1, 2] },
  { section: 'expenditures', title: 'Expenditures (in order of priority)', side: 'front', columns: ['Unit(s)', '#', '@', 'Cost'], widths: [4, 1, 1, 1.3] },
  { section: 'commissions', title: 'Commissions', side: 'front', columns: ['Unit(s)', 'System', 'Unit(s)', 'System'], widths: [1, 1, 1, 1] },
  { section: 'research', title: 'Research (in order of priority)', side: 'front', columns: ['Project', 'Table', '(Goal)', '[At start]', 'Changes', '[At end]'], widths: [2.2, 1, 1.1, 1.3, 1.3, 1.2] },
  { section: 'movement', title: 'Movement', side: 'back', columns: ['START', 'SHIPS (CARGO)', 'ROUTE', 'ORDERS', 'RETREAT'], widths: [1.1, 3, 2, 1.1, 1.4] },
  { section: 'general', title: 'General, specific & conditional orders', side: 'back', columns: ['Order'], widths: [1] },
];

export function specOf(section: SheetSection): SectionSpec {
  return SECTIONS.find((s) => s.section === section) ?? (SECTIONS[0] as SectionSpec);
}

/** The section a stored line is shown in: header lines show with the income block. */
export function gridSection(section: SheetSection): GridSection {
  return section === 'header' ? 'ledger' : section;
}

/**
 * A line's cells. `raw` when the text has more columns than the section: the whole text
 * then stays in one cell, as typed, so nothing is hidden or rearranged.
 */
export function cellsOf(text: string, section: SheetSection): { cells: string[]; raw: boolean } {
  const spec = specOf(section);
  if (spec.columns.length === 1) return { cells: [text], raw: false };
  if (spec.section === 'ledger') {
    const at = text.indexOf(':');
    if (at < 0) return { cells: [text.trim(), ''], raw: false };
    return { cells: [text.slice(0, at).trim(), text.slice(at + 1).trim()], raw: false };
  }
  const cells = splitColumns(text).map((c) => c.text);
  // More columns than the section has: the line stays whole, as typed. (A line with too few
  // stays in its columns, so typing cell by cell works; its message shows the whole text.)
  if (cells.length > spec.columns.length) return { cells: [text], raw: true };
  while (cells.length < spec.columns.length) cells.push('');
  return { cells, raw: false };
}

/** The line's text from its cells (columns joined by " | ", empty trailing columns left out). */
export function joinCells(cells: readonly string[], section: SheetSection): string {
  const spec = specOf(section);
  const clean = cells.map((c) => c.replace(/[\t\r\n]+/g, ' ').trim());
  if (spec.columns.length === 1) return clean[0] ?? '';
  if (spec.section === 'ledger') {
    const [label = '', value = ''] = clean;
    return label === '' && value === '' ? '' : `${label} : ${value}`.trimEnd();
  }
  let last = clean.length - 1;
  while (last >= 0 && clean[last] === '') last--;
  return clean.slice(0, last + 1).join(' | ');
}

/** One row the cursor can stand on: a stored line, or the empty row at the end of a section. */
export interface GridRow {
  section: GridSection;
  /** Index into the sheet's lines; null for a section's empty new row. */
  lineIndex: number | null;
}

/** The rows in display order: each section's lines in sheet order, then its empty row. */
export function gridRows(lines: readonly StoredLine[]): GridRow[] {
  const rows: GridRow[] = [];
  for (const spec of SECTIONS) {
    lines.forEach((line, index) => {
      if (gridSection(line.section) === spec.section) rows.push({ section: spec.section, lineIndex: index });
    });
    rows.push({ section: spec.section, lineIndex: null });
  }
  return rows;
}

/** Where a new line of `section` goes in the sheet: after that section's last line (sections stay in order). */
export function insertionIndex(lines: readonly StoredLine[], section: GridSection): number {
  const order = SECTIONS.map((s) => s.section);
  const rank = order.indexOf(section);
  let at = 0;
  lines.forEach((line, i) => {
    if (order.indexOf(gridSection(line.section)) <= rank) at = i + 1;
  });
  return at;
}

/** Pasted text as rows of cells: tabs split columns (a spreadsheet); otherwise a typed line splits on `|`, tab or two spaces. */
export function readPaste(text: string, section: SheetSection, startColumn: number): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => {
    if (line.includes('\t')) return line.split('\t');
    if (startColumn === 0 && specOf(section).columns.length > 1) return cellsOf(line, section).cells;
    return [line];
  });
}

/** Selected cells as tab-separated text, for the clipboard. */
export function copyText(rows: readonly string[][]): string {
  return rows.map((cells) => cells.join('\t')).join('\n');
}
