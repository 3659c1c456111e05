/**
 * NOVA: CONTACT MODE INTERACTION TABLE (digest §6.13). Rows are Side B's contact order,
 * columns Side A's; the printed matrix is symmetric, so `contactCode(a, b) === contactCode(b, a)`.
 */
import { CONTACT_ORDERS, type ContactLetter } from '../orders/order-letters';

/** The column (and row) order of the printed table. */
export const TABLE_LETTERS = ['F', 'G', 'H', 'K', 'N', 'Q', 'R', 'T', 'U'] as const satisfies readonly ContactLetter[];

/** The printed table, row = Side B, column = Side A, in `TABLE_LETTERS` order. */
const TABLE: readonly (readonly number[])[] = [
  /* F */ [1, 3, 4, 2, 2, 1, 7, 9, 8],
  /* G */ [3, 5, 4, 12, 10, 11, 7, 6, 4],
  /* H */ [4, 4, 4, 4, 4, 4, 4, 4, 4],
  /* K */ [2, 12, 4, 2, 2, 2, 7, 12, 13],
  /* N */ [2, 10, 4, 2, 2, 2, 7, 10, 8],
  /* Q */ [1, 11, 4, 2, 2, 1, 7, 10, 8],
  /* R */ [7, 7, 4, 7, 7, 7, 7, 7, 7],
  /* T */ [9, 6, 4, 12, 10, 10, 7, 6, 4],
  /* U */ [8, 4, 4, 13, 8, 8, 7, 4, 4],
];

/** A result code of the table, 1–13. */
export type ContactCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** The rulebook's explanations of the result codes, verbatim (NOVA: "Explanations of result codes"). */
export const CONTACT_CODES: Readonly<Record<ContactCode, string>> = {
  1: 'Friendly contact occurs, activity orders are executed.',
  2: 'Neutral contact occurs, activity orders are executed.',
  3: 'Friendly contact, the side with F orders abort activities.',
  4: 'Hostilities occur.',
  5: 'If either side has activity orders hostilities occur, otherwise friendly contact occurs.',
  6: 'If either side has activity orders hostilities occur, otherwise neutral contact occurs.',
  7: 'The side with R orders retreats.',
  8: 'The side without U orders reverts to default orders.',
  9: 'Neutral contact, the side with F orders aborts activities.',
  10: 'If the side with Q orders has activity orders hostilities occur, otherwise Neutral contact occurs.',
  11: 'If the side with Q orders has activity orders hostilities occur, otherwise Friendly contact occurs.',
  12: 'Neutral contact, side with K orders aborts activities.',
  13: 'The side with K orders retreats.',
};

/** The book's note under the codes: aborting activities never applies to S (surrender). */
export const ABORT_NOTE = 'Note: in cases where activities are aborted this does not apply to "S" orders.';

/** Orders that "try to make contact" and so identify the unit in IFF (NOVA: 6.4, 6.6). */
export const CONTACT_SEEKING: readonly ContactLetter[] = ['F', 'G', 'Q'];

/** The table's code for Side A's order `a` against Side B's order `b`; symmetric. */
export function contactCode(a: ContactLetter, b: ContactLetter): ContactCode {
  const row = TABLE[TABLE_LETTERS.indexOf(b as (typeof TABLE_LETTERS)[number])];
  const code = row?.[TABLE_LETTERS.indexOf(a as (typeof TABLE_LETTERS)[number])];
  if (code === undefined) throw new Error(`not a contact order: ${a} / ${b}`);
  return code as ContactCode;
}

/** "T (Tolerate)". */
export function letterName(letter: ContactLetter): string {
  return `${letter} (${CONTACT_ORDERS[letter]})`;
}

/**
 * The contact order a unit reverts to when hostilities occur, or when a code 8 makes it
 * revert (NOVA: 6.6, the "default" column): F → R; G armed H, unarmed F; N armed H,
 * unarmed R; Q armed H, unarmed R; T armed H, unarmed N; U armed H, unarmed R.
 * H and R stay as they are. K has no stated default (digest §10.4 A23): `kDefault`, R unless set.
 */
export function standardDefault(letter: ContactLetter, armed: boolean, kDefault: ContactLetter = 'R'): ContactLetter {
  switch (letter) {
    case 'F':
      return 'R';
    case 'G':
      return armed ? 'H' : 'F';
    case 'N':
    case 'Q':
    case 'U':
      return armed ? 'H' : 'R';
    case 'T':
      return armed ? 'H' : 'N';
    case 'K':
      return kDefault;
    case 'H':
    case 'R':
      return letter;
  }
}
