/** An oversized order line (issue 19, item 5): kept as typed, not read, one error with the shared limit's message. */
import { describe, expect, it } from 'vitest';
import { LINE_TOO_LONG, MAX_ORDER_LINE_CHARS } from '../../../orders/line-limit';
import { readTypedOrders, sheetRowsOfLines } from '../play/orders';
import { parseOrderFile, parseSheet } from './parse';

const LONG = `MOVE ${'A1, '.repeat(60_000)}Osa > Ria`;

describe('an order line longer than a sheet may hold', () => {
  it('is a row with one LINE-TOO-LONG problem; the line is kept whole and the lines around it are read', () => {
    const rows = parseSheet(`MOVE A1 Osa > Ria\n${LONG}\nLIFT A2`, 'move1');
    expect(rows.map((r) => [r.line, r.order?.verb ?? null, r.problems.map((p) => p.code)])).toEqual([[1, 'MOVE', []], [2, null, [LINE_TOO_LONG]], [3, 'LIFT', []]]);
    expect(rows[1]?.text).toBe(LONG);
    expect(rows[1]?.problems[0]?.message).toMatch(/^line 2 is 240,014 characters; the longest line an order sheet may hold is 4,000: /);
  });
  it('in a whole order file, under its section or as a stray line before any section', () => {
    const f = parseOrderFile(`${LONG}\n[MOVE1]\n${LONG}`);
    expect(f.stray.map((r) => [r.line, r.problems.map((p) => p.code)])).toEqual([[1, [LINE_TOO_LONG]]]);
    expect(f.sheets.move1.map((r) => [r.line, r.text.length, r.problems.map((p) => p.code)])).toEqual([[3, LONG.length, [LINE_TOO_LONG]]]);
  });
  it('a line exactly at the limit is still read', () => {
    const atLimit = `LIFT A2${' '.repeat(MAX_ORDER_LINE_CHARS - 7)}`;
    expect(parseSheet(atLimit, 'move1')[0]?.problems).toEqual([]);
  });
  it('typed text keeps the line under its sheet, counted unreadable, and the engine sees the error', () => {
    const parts = readTypedOrders(`PLAYER: Human\n[MOVE1]\nLIFT A2\nPLAYER: ${' '.repeat(50_000)}x`);
    expect(parts.map((p) => [p.player, p.lines.length, p.unreadable])).toEqual([['Human', 2, 1]]);
    expect(parts[0]?.lines[1]).toMatchObject({ section: 'move1' });
    const rows = sheetRowsOfLines(parts[0]!.lines.map((l) => ({ ...l, keepInvalid: false })), 'move1');
    expect(rows.map((r) => r.problems.map((p) => p.code))).toEqual([[], [LINE_TOO_LONG]]);
  });
});
