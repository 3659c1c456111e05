import { describe, expect, it } from 'vitest';
import { fixture } from './check-fixture';
import { NOVA_ORDER_SHEET } from './order-sheet';
import { importLines, splitTypedFile } from './stored';

const TYPED = `EMPIRE : Hegemony   TURN : x
EXPENDITURES
Scout | 2 | 45 | 90
Scout | lots | 45 | 90
MOVEMENT
LYRA | VALIANT | C | F
EMPIRE : Concord
GENERAL ORDERS
GO: all ships T
`;

describe("NOVA's order sheet as the shared grid reads it", () => {
  it('has the paper’s sections, front then back, with the header lines shown in the income block', () => {
    expect(NOVA_ORDER_SHEET.sections.map((s) => [s.group, s.id, s.columns.length])).toEqual([
      ['front', 'ledger', 2],
      ['front', 'expenditures', 4],
      ['front', 'commissions', 4],
      ['front', 'research', 6],
      ['back', 'movement', 5],
      ['back', 'general', 1],
    ]);
    expect(NOVA_ORDER_SHEET.sections[0]?.shows).toEqual(['header']);
  });

  it('checks each line with the parser’s and the rulebook’s codes, only the parser’s while the check input loads', () => {
    const lines = [
      { section: 'movement' as const, text: 'LYRA | VALIANT | C | F' },
      { section: 'expenditures' as const, text: 'Scout | lots' },
    ];
    const checked = NOVA_ORDER_SHEET.check(lines, fixture());
    expect(checked.map((c) => c.diagnostics.map((d) => d.code))).toEqual([['NT'], ['BAD-NUMBER']]);
    expect(checked.map((c) => c.unreadable)).toEqual([false, true]);
    expect(NOVA_ORDER_SHEET.check(lines, null).map((c) => c.diagnostics.map((d) => d.code))).toEqual([[], ['BAD-NUMBER']]);
  });

  it('reads typed text into the rows the import stores, one sheet per EMPIRE line, counting the rows the grid will mark unreadable (not the header)', () => {
    const parts = NOVA_ORDER_SHEET.typed?.read(TYPED) ?? [];
    const sheets = splitTypedFile(TYPED);
    expect(parts.map((p) => [p.player, p.turn, p.unreadable])).toEqual([
      ['Hegemony', null, 1],
      ['Concord', null, 0],
    ]);
    parts.forEach((part, i) => {
      const stored = importLines(sheets[i] as (typeof sheets)[number], (n) => `l${n}`).map(({ id: _id, keepInvalid: _keep, ...rest }) => ({ ...rest, original: rest.original ?? rest.text }));
      expect(part.lines).toEqual(stored);
    });
  });
});
