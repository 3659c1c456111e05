/**
 * Edits of the order grid as pure functions of the sheet's lines: set a cell, clear a
 * range, paste a block, insert, delete and move rows. Each returns new lines (the caller
 * keeps the old ones for undo). Typing into a section's blank row creates a line there.
 * Lines keep whatever else the ruleset stores on them; new lines have only the contract's fields.
 */
import { sectionSpec, type OrderLine } from '../../../shared/orders/sheet-spec';
import { cellsOf, insertionIndex, joinCells, type AnySheetSpec, type GridRow } from './grid-model';

export type NewId = () => string;

/** The cells a grid row shows (an empty row has empty cells). */
export function rowCells<S extends string>(spec: AnySheetSpec<S>, lines: readonly OrderLine<S>[], row: GridRow<S>): { cells: string[]; raw: boolean } {
  const line = row.lineIndex === null ? undefined : lines[row.lineIndex];
  if (!line) return { cells: sectionSpec(spec, row.section).columns.map(() => ''), raw: false };
  return cellsOf(spec, line.text, row.section);
}

/** Sets rows of cells starting at (rows[0], column); rows past a section's lines are appended to it. */
export function setBlock<S extends string>(spec: AnySheetSpec<S>, lines: readonly OrderLine<S>[], rows: readonly GridRow<S>[], startRow: number, column: number, block: readonly (readonly string[])[], newId: NewId): OrderLine<S>[] {
  let next = [...lines];
  const first = rows[startRow];
  if (!first) return next;
  // Rows of the block go to the rows below in the same section; beyond its lines, new lines.
  const sectionRows = rows.slice(startRow).filter((r) => r.section === first.section && r.lineIndex !== null);
  block.forEach((values, i) => {
    const target = sectionRows[i];
    const { cells, raw } = target ? rowCells(spec, next, target) : { cells: sectionSpec(spec, first.section).columns.map(() => ''), raw: false };
    const width = sectionSpec(spec, first.section).columns.length;
    const updated = raw ? [cells[0] ?? ''] : [...cells];
    values.forEach((value, j) => {
      const c = raw ? 0 : column + j;
      if (c < (raw ? 1 : width)) updated[c] = value;
    });
    const text = raw ? (updated[0] ?? '') : joinCells(spec, updated, first.section);
    if (target && target.lineIndex !== null) {
      const old = next[target.lineIndex] as OrderLine<S>;
      next[target.lineIndex] = { ...old, text, keepInvalid: text === old.text ? old.keepInvalid : false };
    } else if (text !== '') {
      const at = insertionIndex(spec, next, first.section);
      next = [...next.slice(0, at), { id: newId(), section: first.section, text, keepInvalid: false }, ...next.slice(at)];
    }
  });
  return next;
}

/** One cell set to `value`. */
export function setCell<S extends string>(spec: AnySheetSpec<S>, lines: readonly OrderLine<S>[], rows: readonly GridRow<S>[], rowIndex: number, column: number, value: string, newId: NewId): OrderLine<S>[] {
  return setBlock(spec, lines, rows, rowIndex, column, [[value]], newId);
}

/** Empties the cells of a rectangular selection; a line left with no text is kept, empty (delete rows to remove it). */
export function clearRange<S extends string>(spec: AnySheetSpec<S>, lines: readonly OrderLine<S>[], rows: readonly GridRow<S>[], r0: number, r1: number, c0: number, c1: number): OrderLine<S>[] {
  const next = [...lines];
  for (let r = Math.min(r0, r1); r <= Math.max(r0, r1); r++) {
    const row = rows[r];
    if (!row || row.lineIndex === null) continue;
    const { cells, raw } = rowCells(spec, next, row);
    const updated = raw ? [''] : cells.map((cell, c) => (c >= Math.min(c0, c1) && c <= Math.max(c0, c1) ? '' : cell));
    const old = next[row.lineIndex] as OrderLine<S>;
    next[row.lineIndex] = { ...old, text: raw ? '' : joinCells(spec, updated, row.section), keepInvalid: false };
  }
  return next;
}

/** Inserts an empty line above the row (or at the end of its section for a blank row). */
export function insertRow<S extends string>(spec: AnySheetSpec<S>, lines: readonly OrderLine<S>[], row: GridRow<S>, newId: NewId): { lines: OrderLine<S>[]; index: number } {
  const at = row.lineIndex ?? insertionIndex(spec, lines, row.section);
  return { lines: [...lines.slice(0, at), { id: newId(), section: row.section, text: '', keepInvalid: false }, ...lines.slice(at)], index: at };
}

/** Deletes the lines of the given rows. */
export function deleteRows<L>(lines: readonly L[], rows: readonly GridRow[]): L[] {
  const gone = new Set(rows.flatMap((r) => (r.lineIndex === null ? [] : [r.lineIndex])));
  return lines.filter((_, i) => !gone.has(i));
}

/** Moves a line up or down among its section's lines (priority order); null when it cannot move. */
export function moveRow<L>(lines: readonly L[], rows: readonly GridRow[], rowIndex: number, by: -1 | 1): L[] | null {
  const row = rows[rowIndex];
  const other = rows[rowIndex + by];
  if (!row || !other || row.lineIndex === null || other.lineIndex === null || other.section !== row.section) return null;
  const next = [...lines];
  const a = next[row.lineIndex] as L;
  next[row.lineIndex] = next[other.lineIndex] as L;
  next[other.lineIndex] = a;
  return next;
}

/** Toggles "keep as written: invalid" on a line. */
export function toggleKeep<L extends { keepInvalid: boolean }>(lines: readonly L[], lineIndex: number): L[] {
  return lines.map((line, i) => (i === lineIndex ? { ...line, keepInvalid: !line.keepInvalid } : line));
}
