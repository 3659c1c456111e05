/** An oversized order line (issue 19, item 5): kept as typed, not read, one error with the shared limit's message. */
import { describe, expect, it } from 'vitest';
import { LINE_TOO_LONG, MAX_ORDER_LINE_CHARS } from '../../../orders/line-limit';
import { GD_TYPED } from './order-sheet';
import { parseOrders } from './parse';

const LONG = `MOVE ${'F1 '.repeat(70_000)}`;

describe('an order line longer than a sheet may hold', () => {
  it('is one LINE-TOO-LONG error on its own line; the line is kept whole and the lines around it are read', () => {
    const r = parseOrders(`BUY TC\n${LONG}\nBUY RISK`, 'terran');
    expect(r.diagnostics).toEqual([expect.objectContaining({ line: 2, column: 1, severity: 'error', code: LINE_TOO_LONG, message: expect.stringMatching(/^line 2 is 210,005 characters; the longest line an order sheet may hold is 4,000: /) })]);
    expect(r.lines.map((l) => [l.line, l.kind])).toEqual([[1, 'order'], [2, 'error'], [3, 'order']]);
    expect(r.lines[1]?.text).toBe(LONG);
    expect(r.orders.buyTc).toBe(1);
  });
  it('a line exactly at the limit is still read', () => {
    const atLimit = `BUY TC${' '.repeat(MAX_ORDER_LINE_CHARS - 6)}`;
    expect(parseOrders(atLimit, 'terran').diagnostics).toEqual([]);
  });
  it('typed text keeps the line under its empire, counted unreadable', () => {
    const parts = GD_TYPED.read(`EMPIRE: Terran\nBUY TC\nEmpire ${' '.repeat(50_000)}x`);
    expect(parts.map((p) => [p.player, p.lines.length, p.unreadable])).toEqual([['Terran', 2, 1]]);
    expect(parts[0]?.lines[1]?.original).toHaveLength(50_008);
  });
});
