import { describe, expect, it } from 'vitest';
import { parseOrderFile } from '../orders/parse';
import { readTypedOrders } from './orders';

// "An order line that cannot be read is shown to the GM, never dropped" (issue 19): the typed-orders
// reader of the import dialog, and files written with lone CR line ends (classic Mac OS, some mailers).
describe('Dark Nebula typed orders: no line dropped', () => {
  it('keeps an unknown [HEADING] line as a row, counted unreadable, and the lines under it', () => {
    const parts = readTypedOrders('PLAYER: Aslan\n[MOVE1]\nMOVE A3 Aokhtar > Ihrau\n[MOVE 3]\nMOVE A4 Aokhtar > Ihrau\n');
    expect(parts).toHaveLength(1);
    const part = parts[0]!;
    expect(part.lines.map((l) => l.text)).toEqual(['MOVE A3 Aokhtar > Ihrau', '[MOVE 3]', 'MOVE A4 Aokhtar > Ihrau']);
    expect(part.lines[1]).toMatchObject({ section: 'move1', original: '[MOVE 3]' });
    // The heading, and the line after it that is under no known sheet.
    expect(part.unreadable).toBe(2);
  });

  it('reads a lone CR as a line end, as CRLF and LF', () => {
    const lf = 'PLAYER: Aslan\n[MOVE1]\nMOVE A3 Aokhtar > Ihrau\n[MOVE2]\nMOVE A4 Ihrau > Aokhtar\n';
    const expected = readTypedOrders(lf);
    expect(expected[0]!.lines).toHaveLength(2);
    const strip = (parts: ReturnType<typeof readTypedOrders>) => parts.map((p) => ({ ...p, lines: p.lines.map(({ section, text }) => ({ section, text })) }));
    expect(strip(readTypedOrders(lf.replace(/\n/g, '\r')))).toEqual(strip(expected));
    expect(strip(readTypedOrders(lf.replace(/\n/g, '\r\n')))).toEqual(strip(expected));
  });

  it('the command line reader numbers lines ended by a lone CR', () => {
    const read = parseOrderFile('[MOVE1]\rMOVE A3 Aokhtar > Ihrau\rMOVE A4 Aokhtar > Ihrau\r');
    expect(read.sheets.move1.map((r) => r.line)).toEqual([2, 3]);
    expect(read.stray).toEqual([]);
  });
});
