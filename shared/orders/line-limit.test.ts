import { describe, expect, it } from 'vitest';
import { isOversizedLine, MAX_ORDER_LINE_CHARS, oversizedLineMessage, oversizedLines, shownLine } from './line-limit';

describe('the longest line an order sheet may hold (issue 19, item 5)', () => {
  it('says what is wrong and where, with the limit as a GM reads it', () => {
    expect(oversizedLineMessage(12, 200_000)).toMatch(/^line 12 is 200,000 characters; the longest line an order sheet may hold is 4,000: /);
    expect(isOversizedLine('x'.repeat(MAX_ORDER_LINE_CHARS))).toBe(false);
    expect(isOversizedLine('x'.repeat(MAX_ORDER_LINE_CHARS + 1))).toBe(true);
  });

  it('finds the oversized lines of a text by their 1-based numbers, whatever the line ends', () => {
    const long = 'y'.repeat(MAX_ORDER_LINE_CHARS + 5);
    expect(oversizedLines(`a\r\n${long}\rb\n\n${long}`)).toEqual([
      { line: 2, length: MAX_ORDER_LINE_CHARS + 5 },
      { line: 5, length: MAX_ORDER_LINE_CHARS + 5 },
    ]);
    expect(oversizedLines(`${long}\n`.repeat(20)).length).toBe(5);
    expect(oversizedLines('short\nlines')).toEqual([]);
  });

  it('echoes a long line cut, with its length', () => {
    expect(shownLine('A | B')).toBe('A | B');
    expect(shownLine('z'.repeat(300_000))).toBe(`${'z'.repeat(240)}… (a line of 300,000 characters)`);
  });
});
