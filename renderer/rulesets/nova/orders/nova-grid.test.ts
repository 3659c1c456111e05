import { describe, expect, it } from 'vitest';
import { NOVA_ORDER_SHEET as nova } from '../../../../shared/rulesets/nova/orders/order-sheet';
import type { StoredLine } from '../../../../shared/rulesets/nova/orders/stored';
import { clearRange, deleteRows, insertRow, moveRow, setBlock, setCell } from '../../../features/orders/grid-edit';
import { cellsOf, gridRows, joinCells, readPaste } from '../../../features/orders/grid-model';

const line = (id: string, section: StoredLine['section'], text: string): StoredLine => ({ id, section, text, keepInvalid: false });
let n = 0;
const newId = () => `n${n++}`;

describe('cells and text', () => {
  it('splits a line into the section columns and joins it back', () => {
    expect(cellsOf(nova, 'LYRA | DARING (2 COL) | C - ALGOL | F,X |', 'movement')).toEqual({ cells: ['LYRA', 'DARING (2 COL)', 'C - ALGOL', 'F,X', ''], raw: false });
    expect(joinCells(nova, ['LYRA', 'DARING', '', 'F', ''], 'movement')).toBe('LYRA | DARING |  | F');
    expect(cellsOf(nova, 'Transfers : 50 (Empire B)', 'ledger').cells).toEqual(['Transfers', '50 (Empire B)']);
    expect(joinCells(nova, ['Production', '250'], 'ledger')).toBe('Production : 250');
  });
  it('keeps a line with too many columns whole, as typed', () => {
    expect(cellsOf(nova, 'a | b | c | d | e | f | g', 'movement')).toEqual({ cells: ['a | b | c | d | e | f | g'], raw: true });
  });
});

describe('editing', () => {
  const lines = [line('a', 'ledger', 'Production : 200'), line('b', 'movement', 'LYRA | DARING'), line('c', 'general', 'GO: F vs all')];
  const rows = gridRows(nova, lines);

  it('has every section with its lines and one empty row', () => {
    expect(rows.map((r) => [r.section, r.lineIndex])).toEqual([
      ['ledger', 0],
      ['ledger', null],
      ['expenditures', null],
      ['commissions', null],
      ['research', null],
      ['movement', 1],
      ['movement', null],
      ['general', 2],
      ['general', null],
    ]);
  });

  it('sets a cell, and typing into an empty row adds a line in its section', () => {
    expect(setCell(nova, lines, rows, 5, 2, 'C', newId)[1]?.text).toBe('LYRA | DARING | C');
    const added = setCell(nova, lines, rows, 2, 0, 'Scout', newId);
    expect(added.map((l) => [l.section, l.text])).toEqual([
      ['ledger', 'Production : 200'],
      ['expenditures', 'Scout'],
      ['movement', 'LYRA | DARING'],
      ['general', 'GO: F vs all'],
    ]);
  });

  it('pastes a tab-separated block from a spreadsheet, adding rows', () => {
    const block = readPaste(nova, 'LYRA\tBOLD\tC\tF\nLYRA\tSWIFT\tD\tH,I\n', 'movement', 0);
    const next = setBlock(nova, lines, rows, 5, 0, block, newId);
    expect(next.filter((l) => l.section === 'movement').map((l) => l.text)).toEqual(['LYRA | BOLD | C | F', 'LYRA | SWIFT | D | H,I']);
  });

  it('pastes typed sheet lines split on |', () => {
    expect(readPaste(nova, 'LYRA | DARING | C | F,X |', 'movement', 0)).toEqual([['LYRA', 'DARING', 'C', 'F,X', '']]);
  });

  it('clears, inserts, deletes and moves rows', () => {
    expect(clearRange(nova, lines, rows, 5, 5, 1, 1)[1]?.text).toBe('LYRA');
    const inserted = insertRow(nova, lines, rows[5] as never, newId);
    expect(inserted.lines.map((l) => l.text)).toEqual(['Production : 200', '', 'LYRA | DARING', 'GO: F vs all']);
    expect(deleteRows(lines, [rows[5] as never]).map((l) => l.id)).toEqual(['a', 'c']);
    const two = [...lines, line('d', 'general', 'SO: x')];
    expect(moveRow(two, gridRows(nova, two), 7, 1)?.map((l) => l.id)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveRow(two, gridRows(nova, two), 5, 1)).toBeNull();
  });
});
