/** An oversized order line (issue 19, item 5): kept as typed, not read, one problem with the shared limit's message. */
import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINE_CHARS } from '../../orders/line-limit';
import { battle, ship } from './fixtures';
import { ORDER_CODES, parseOrders } from './orders';

describe('an order line longer than a sheet may hold', () => {
  const b = battle([ship('S', 'A', 5, 10, 0), ship('T', 'B', 5, 8, 3)]);
  it('is one problem naming its length and the limit; the line is kept whole and the lines around it are read', () => {
    const long = `S MOVE ${'F '.repeat(100_000)}`;
    const parsed = parseOrders(`S MOVE F\n${long}\nS MOVE F`, b, 'A');
    expect(parsed.lines.map((l) => l.line)).toEqual([1, 3]);
    expect(parsed.problems).toEqual([{ line: 2, text: long, code: 'LINE-TOO-LONG', message: expect.stringMatching(/^line 2 is 200,007 characters; the longest line an order sheet may hold is 4,000: /) }]);
  });
  it('a line exactly at the limit is still read', () => {
    expect(parseOrders(`S MOVE F${' '.repeat(MAX_ORDER_LINE_CHARS - 8)}`, b, 'A').problems).toEqual([]);
  });
});

describe('line ends', () => {
  const b = battle([ship('S', 'A', 5, 10, 0), ship('T', 'B', 5, 8, 3)]);
  it('a lone CR ends a line, as LF and CRLF do (issue 19: no line read into another)', () => {
    for (const end of ['\n', '\r\n', '\r']) {
      const parsed = parseOrders(['S MOVE F', 'S MOVE F', 'X MOVE F'].join(end), b, 'A');
      expect(parsed.lines.map((l) => l.line)).toEqual([1, 2]);
      expect(parsed.problems.map((p) => p.line)).toEqual([3]);
    }
  });
});

describe('problem codes (issue 19)', () => {
  const b = battle([ship('S', 'A', 5, 10, 0), ship('T', 'B', 5, 8, 3)]);
  it('gives every unreadable line a code, as the other wings do', () => {
    const parsed = parseOrders(['X MOVE F', 'T MOVE F', 'S', 'S DANCE', 'S MOVE Q'].join('\n'), b, 'A');
    expect(parsed.problems.map((p) => [p.line, p.code])).toEqual([
      [1, ORDER_CODES.ship],
      [2, ORDER_CODES.side],
      [3, ORDER_CODES.verb],
      [4, ORDER_CODES.unknown],
      [5, ORDER_CODES.syntax],
    ]);
  });
});
