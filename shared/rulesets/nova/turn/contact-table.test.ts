import { describe, expect, it } from 'vitest';
import type { ContactLetter } from '../orders/order-letters';
import { CONTACT_CODES, contactCode, standardDefault, TABLE_LETTERS } from './contact-table';

/** The CONTACT MODE INTERACTION TABLE as printed in the rulebook: "Orders given Side A" across, Side B down. */
const PRINTED = `
    F  G  H  K  N  Q  R  T  U
F   1  3  4  2  2  1  7  9  8
G   3  5  4 12 10 11  7  6  4
H   4  4  4  4  4  4  4  4  4
K   2 12  4  2  2  2  7 12 13
N   2 10  4  2  2  2  7 10  8
Q   1 11  4  2  2  1  7 10  8
R   7  7  4  7  7  7  7  7  7
T   9  6  4 12 10 10  7  6  4
U   8  4  4 13  8  8  7  4  4
`;

function printedCells(): { a: ContactLetter; b: ContactLetter; code: number }[] {
  const [head, ...rows] = PRINTED.trim().split('\n').map((l) => l.trim().split(/\s+/));
  const columns = head as ContactLetter[];
  return rows.flatMap((row) => {
    const [b, ...codes] = row;
    return codes.map((code, i) => ({ a: columns[i] as ContactLetter, b: b as ContactLetter, code: Number(code) }));
  });
}

describe('the contact mode interaction table', () => {
  const cells = printedCells();

  it('has 81 printed cells, one per pair of the nine letters', () => {
    expect(cells).toHaveLength(81);
    expect(new Set(cells.map((c) => `${c.a}${c.b}`)).size).toBe(81);
    expect([...new Set(cells.map((c) => c.a))]).toEqual([...TABLE_LETTERS]);
  });

  it.each(cells)('Side A $a, Side B $b = $code', ({ a, b, code }) => {
    expect(contactCode(a, b)).toBe(code);
  });

  it('is symmetric', () => {
    for (const a of TABLE_LETTERS) for (const b of TABLE_LETTERS) expect(contactCode(a, b)).toBe(contactCode(b, a));
  });

  it('H against anything is 4; R against anything but H is 7', () => {
    for (const x of TABLE_LETTERS) {
      expect(contactCode('H', x)).toBe(4);
      if (x !== 'H') expect(contactCode('R', x)).toBe(7);
    }
  });

  it('friendly codes (1, 3, 11, 5) arise only between contact-seeking orders F, G, Q', () => {
    for (const c of cells) if ([1, 3, 5, 11].includes(c.code)) expect(['F', 'G', 'Q']).toEqual(expect.arrayContaining([c.a, c.b]));
  });

  it('has the thirteen result codes with the book\'s text', () => {
    expect(Object.keys(CONTACT_CODES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(CONTACT_CODES[8]).toBe('The side without U orders reverts to default orders.');
    expect(new Set(cells.map((c) => c.code))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]));
  });

  it('refuses a letter that is not a contact order', () => {
    expect(() => contactCode('X' as ContactLetter, 'F')).toThrow(/not a contact order/);
  });
});

describe('standard defaults when hostilities occur (NOVA 6.6)', () => {
  it('follows the default column, armed and unarmed', () => {
    const armed = TABLE_LETTERS.map((l) => standardDefault(l, true)).join('');
    const unarmed = TABLE_LETTERS.map((l) => standardDefault(l, false)).join('');
    //                  F    G    H    K    N    Q    R    T    U
    expect(armed).toBe('R' + 'H' + 'H' + 'R' + 'H' + 'H' + 'R' + 'H' + 'H');
    expect(unarmed).toBe('R' + 'F' + 'H' + 'R' + 'R' + 'R' + 'R' + 'N' + 'R');
    expect(standardDefault('K', true, 'N')).toBe('N');
  });
});
