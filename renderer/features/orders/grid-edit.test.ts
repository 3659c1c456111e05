import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../../shared/orders/sheet-spec';
import { clearRange, insertRow, setBlock, setCell } from './grid-edit';
import { cellsOf, gridRows, insertionIndex, joinCells, readPaste, sheetGroups } from './grid-model';
import { FAKE_SHEET as spec, type FakeSection } from './test-support/fake-sheet';

const line = (id: string, section: FakeSection, text: string): OrderLine<FakeSection> => ({ id, section, text, keepInvalid: false });
let n = 0;
const newId = () => `n${n++}`;

describe('the grid model of any ruleset’s sheet', () => {
  it('splits and joins through the spec, padding short lines and keeping long ones whole', () => {
    expect(cellsOf(spec, 'A | b, c', 'moves')).toEqual({ cells: ['A', 'b, c', ''], raw: false });
    expect(cellsOf(spec, 'A | b | c | d', 'moves')).toEqual({ cells: ['A | b | c | d'], raw: true });
    // Cells lose their tabs and line breaks before the spec joins them.
    expect(joinCells(spec, [' A ', 'b\tc', '', ''], 'moves')).toBe('A | b c');
  });

  it('lists each section’s lines then its blank rows; a stored section shows where the spec says, an unknown one in the first', () => {
    const lines = [line('a', 'notes', 'hello'), line('b', 'memo', 'a memo'), line('c', 'moves', 'A'), { ...line('d', 'moves', 'B'), section: 'gone' as FakeSection }];
    expect(gridRows(spec, lines).map((r) => [r.section, r.lineIndex, r.blank])).toEqual([
      ['moves', 2, undefined],
      ['moves', 3, undefined],
      ['moves', null, 0],
      ['notes', 0, undefined],
      ['notes', 1, undefined],
      ['notes', null, 0],
      ['notes', null, 1],
    ]);
    expect(insertionIndex(spec, lines, 'moves')).toBe(4);
  });

  it('types into a blank row as a new line at the end of its section, keeping the sections in order', () => {
    const lines = [line('a', 'moves', 'A'), line('b', 'notes', 'hello')];
    const rows = gridRows(spec, lines);
    const next = setCell(spec, lines, rows, 1, 1, 'x, y', newId);
    expect(next.map((l) => [l.section, l.text])).toEqual([
      ['moves', 'A'],
      ['moves', ' | x, y'],
      ['notes', 'hello'],
    ]);
    // The second blank row of a section adds a line as the first does.
    expect(setCell(spec, lines, rows, 4, 0, 'later', newId).map((l) => l.text)).toEqual(['A', 'hello', 'later']);
  });

  it('keeps what else the ruleset stores on a line, and drops the keep mark when the text changes', () => {
    const stored = [{ ...line('a', 'moves', 'A | b'), keepInvalid: true, extra: 42 }];
    const rows = gridRows(spec, stored);
    const edited = setCell(spec, stored, rows, 0, 2, 'n', newId)[0];
    expect(edited).toEqual({ id: 'a', section: 'moves', text: 'A | b | n', keepInvalid: false, extra: 42 });
    expect(clearRange(spec, stored, rows, 0, 0, 1, 1)[0]?.text).toBe('A');
    expect(insertRow(spec, stored, rows[1] as never, newId).lines.map((l) => l.text)).toEqual(['A | b', '']);
  });

  it('pastes tab-separated cells, and typed lines into the first column split as the spec splits them', () => {
    expect(readPaste(spec, 'A\tb\nB\tc\n', 'moves', 0)).toEqual([
      ['A', 'b'],
      ['B', 'c'],
    ]);
    expect(readPaste(spec, 'A | b | z', 'moves', 0)).toEqual([['A', 'b', 'z']]);
    expect(readPaste(spec, 'A | b', 'moves', 1)).toEqual([['A | b']]);
    const lines = [line('a', 'moves', 'A')];
    expect(setBlock(spec, lines, gridRows(spec, lines), 0, 0, [['X', 'y'], ['Z']], newId).map((l) => l.text)).toEqual(['X | y', 'Z']);
  });

  it('shows the spec’s groups, then any group a section names that the spec forgot', () => {
    expect(sheetGroups(spec).map((g) => g.id)).toEqual(['left', 'right']);
    const forgetful = { ...spec, groups: [{ id: 'left', title: 'Left side' }] };
    expect(sheetGroups(forgetful)).toEqual([
      { id: 'left', title: 'Left side' },
      { id: 'right', title: 'right' },
    ]);
  });
});
