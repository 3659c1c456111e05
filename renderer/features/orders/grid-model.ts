/**
 * The order grid's model, pure: how a stored line's text splits into the cells of its
 * section and joins back (through the ruleset's spec, shared/orders/sheet-spec.ts), the flat
 * list of rows the cursor moves through (each section's lines, then its blank rows to type
 * new lines into), and reading pasted text (tab-separated from a spreadsheet, or typed lines).
 */
import { blankRowsOf, sectionSpec, shownIn, type OrderLine, type OrderSheetSpec, type SheetGroup } from '../../../shared/orders/sheet-spec';

/** A spec whatever its contexts: the grid's model never looks at them. */
export type AnySheetSpec<S extends string> = OrderSheetSpec<S, unknown, unknown>;

/**
 * A line's cells. `raw` when the text has more columns than the section: the whole text
 * then stays in one cell, as typed, so nothing is hidden or rearranged.
 */
export function cellsOf<S extends string>(spec: AnySheetSpec<S>, text: string, section: S): { cells: string[]; raw: boolean } {
  const width = sectionSpec(spec, section).columns.length;
  const cells = spec.split(text, section);
  // More columns than the section has: the line stays whole, as typed. (A line with too few
  // stays in its columns, so typing cell by cell works; its message shows the whole text.)
  if (cells.length > width) return { cells: [text], raw: true };
  while (cells.length < width) cells.push('');
  return { cells, raw: false };
}

/** The line's text from its cells (each cleaned of tabs and line breaks, and trimmed, before the spec joins them). */
export function joinCells<S extends string>(spec: AnySheetSpec<S>, cells: readonly string[], section: S): string {
  return spec.join(
    cells.map((c) => c.replace(/[\t\r\n]+/g, ' ').trim()),
    section,
  );
}

/** The groups the sheet is shown in: the spec's, then any that a section names and the spec does not list (no section is ever hidden). */
export function sheetGroups<S extends string>(spec: AnySheetSpec<S>): SheetGroup[] {
  const groups = [...spec.groups];
  for (const section of spec.sections) if (!groups.some((g) => g.id === section.group)) groups.push({ id: section.group, title: section.group });
  return groups;
}

/** One row the cursor can stand on: a stored line, or one of the blank rows at the end of a section. */
export interface GridRow<S extends string = string> {
  /** The section the row is shown in. */
  section: S;
  /** Index into the sheet's lines; null for a blank row. */
  lineIndex: number | null;
  /** Which of the section's blank rows (0 for the first); absent for a line. */
  blank?: number;
}

/** The rows in display order: each section's lines in sheet order, then its blank rows. */
export function gridRows<S extends string>(spec: AnySheetSpec<S>, lines: readonly OrderLine<S>[]): GridRow<S>[] {
  const rows: GridRow<S>[] = [];
  for (const section of spec.sections) {
    lines.forEach((line, index) => {
      if (shownIn(spec, line.section) === section.id) rows.push({ section: section.id, lineIndex: index });
    });
    for (let blank = 0; blank < blankRowsOf(section); blank++) rows.push({ section: section.id, lineIndex: null, blank });
  }
  return rows;
}

/** Where a new line of `section` goes in the sheet: after that section's last line (sections stay in order). */
export function insertionIndex<S extends string>(spec: AnySheetSpec<S>, lines: readonly OrderLine<S>[], section: S): number {
  const order = spec.sections.map((s) => s.id);
  const rank = order.indexOf(section);
  let at = 0;
  lines.forEach((line, i) => {
    if (order.indexOf(shownIn(spec, line.section)) <= rank) at = i + 1;
  });
  return at;
}

/** Pasted text as rows of cells: tabs split columns (a spreadsheet); otherwise a typed line pasted into the first column splits as the spec splits it. */
export function readPaste<S extends string>(spec: AnySheetSpec<S>, text: string, section: S, startColumn: number): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => {
    if (line.includes('\t')) return line.split('\t');
    if (startColumn === 0 && sectionSpec(spec, section).columns.length > 1) return cellsOf(spec, line, section).cells;
    return [line];
  });
}

/** Selected cells as tab-separated text, for the clipboard. */
export function copyText(rows: readonly string[][]): string {
  return rows.map((cells) => cells.join('\t')).join('\n');
}
