import { describe, expect, it } from 'vitest';
import { splitColumns, splitTopLevel } from './columns';

describe('splitColumns', () => {
  it('splits on bars, tabs and runs of spaces, keeping columns', () => {
    expect(splitColumns('LYRA | DARING | D-TEDDY | F,R,E | LYRA')).toEqual([
      { text: 'LYRA', column: 1 },
      { text: 'DARING', column: 8 },
      { text: 'D-TEDDY', column: 17 },
      { text: 'F,R,E', column: 27 },
      { text: 'LYRA', column: 35 },
    ]);
    expect(splitColumns('LYRA\tDARING\t\tD')).toEqual([
      { text: 'LYRA', column: 1 },
      { text: 'DARING', column: 6 },
      { text: 'D', column: 14 },
    ]);
    expect(splitColumns('Scout   2   45   90').map((c) => c.text)).toEqual(['Scout', '2', '45', '90']);
  });

  it('keeps single spaces inside a cell and drops edge bars', () => {
    expect(splitColumns('| RDT maintenance | 4 | 10 | 40 |').map((c) => c.text)).toEqual(['RDT maintenance', '4', '10', '40']);
  });

  it('reads the commissions double bar as one separator', () => {
    expect(splitColumns('DARING | LYRA || BOLD | LYRA').map((c) => c.text)).toEqual(['DARING', 'LYRA', 'BOLD', 'LYRA']);
  });

  it('keeps empty cells between separators', () => {
    expect(splitColumns('LYRA | DARING |  | F').map((c) => c.text)).toEqual(['LYRA', 'DARING', '', 'F']);
  });
});

describe('splitTopLevel', () => {
  it('ignores commas inside parentheses', () => {
    expect(splitTopLevel('DARING (2 COL, 1 IC), BOLD')).toEqual([
      { text: 'DARING (2 COL, 1 IC)', offset: 0 },
      { text: 'BOLD', offset: 22 },
    ]);
  });
});
