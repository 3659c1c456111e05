import { describe, expect, it } from 'vitest';
import { importLines, novaOrderSheetSchema, orderState, readStoredLines, splitTypedFile, type StoredLine } from './stored';

const FILE = `EMPIRE: AROMA  TURN: 1
Production : 200

EXPENDITURES
Scout | 2 | 45 | 90
Scuot | lots | 45 | 90
MOVEMENT
START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT
LYRA | DARING | C | F,X |
EMPIRE: MUDDY
GENERAL ORDERS
GO: F vs all`;

describe('importing a typed file', () => {
  it('keeps every line that says something as a row, with its original text and section', () => {
    const sheets = splitTypedFile(FILE);
    expect(sheets.map((s) => s.empire)).toEqual(['AROMA', 'MUDDY']);
    const lines = importLines(sheets[0] as never, (n) => `l${n}`);
    expect(lines.map((l) => [l.section, l.text])).toEqual([
      ['ledger', 'Production : 200'],
      ['expenditures', 'Scout | 2 | 45 | 90'],
      ['expenditures', 'Scuot | lots | 45 | 90'],
      ['movement', 'LYRA | DARING | C | F,X |'],
    ]);
    const read = readStoredLines(lines);
    expect(read[2]?.row).toBeNull();
    expect(read[2]?.diagnostics[0]?.code).toBe('BAD-NUMBER');
  });
});

describe('order status', () => {
  const sheet = (lines: Partial<StoredLine>[], status = 'entered') => novaOrderSheetSchema.parse({ gameId: 'g', id: 'o', empireId: 'e1', turn: 1, status, lines: lines.map((l, i) => ({ id: `l${i}`, section: 'movement', text: '', ...l })) });
  it('none, received, entered, errors, checked', () => {
    expect(orderState(null, [])).toBe('none');
    expect(orderState(sheet([], 'received'), [])).toBe('received');
    const bad = sheet([{ text: 'LYRA' }]);
    expect(orderState(bad, readStoredLines(bad.lines))).toBe('errors');
    const kept = sheet([{ text: 'LYRA', keepInvalid: true }], 'checked');
    expect(orderState(kept, readStoredLines(kept.lines))).toBe('checked');
    const good = sheet([{ text: 'LYRA | DARING' }]);
    expect(orderState(good, readStoredLines(good.lines))).toBe('entered');
  });
});
