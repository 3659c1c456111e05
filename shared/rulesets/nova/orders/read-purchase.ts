/**
 * A line of EXPENDITURES (In Order of Priority), NOVA: 6.12, read in whatever shape the
 * player wrote it (docs/order-format.md, "Prices, totals and notes"):
 *
 *   Hornet | 2 | 10 | 20          the sheet's columns: Unit(s) | # | @ | Cost
 *   Hornet | 2 | @ 10 | = 20      with the marks players copy from the heading
 *   Hornet 2 @ 10                 one cell: the item, then its numbers
 *   2 Hornets @ 10 MCr = 20       a count in front, currency after
 *   Hornet x2 @10 = 20 // front   a note after the order
 *   Total Cost : 460              the sheet's "Total Cost" line: a total, never a purchase
 *
 * A line that cannot be read says what it expected and offers the likely reading.
 */
import type { Cell } from './columns';
import { splitColumns } from './columns';
import { formatAmount, readAmount, readAmounts, type AmountCell } from './read-amounts';
import { isCourtesy, trailingNote } from './read-note';
import type { SheetRow } from './sheet';

/** What the reader reports: (1-based column, code, message, suggestion). */
export type PurchaseReport = (column: number, code: string, message: string, suggestion?: string) => void;

export const PURCHASE_EXPECTED = 'Unit(s) | # | @ | Cost, such as "Hornet | 2 | 10 | 20" or "Hornet 2 @ 10 = 20"';

/** "Total Cost", "Total", "Grand total", "Sub-total", "Sum", "Total spent": the label of a total line. */
const TOTAL_LABEL = /^\s*((?:grand\s+|sub-?\s*)?total(?:\s+(?:cost|costs|spent|spending|expend(?:ed|itures?)?|expenses|purchases|mcr))?|sum(?:\s+total)?|(?:amount\s+|total\s+)?spent)\b\s*(?:[:=\-–]\s*)?/i;

/** Words that may follow a number inside the item cell and belong to its numbers (marks, currency). */
const TAIL_WORD = /^(?:x|×|\*|@|=|at|each|ea|apiece|per|price|total|cost|qty|off|mcr|mcrs|mc|cr|credits?|megacredits?|\$|→|:|,|\/)$/i;
/** Items paid as a sum, not bought by the piece: a lone number on their line is the MCr paid (the Cost column). */
const PAID_AS_SUM = /^(?:finish(?:ing)?|repairs?|refits?|transfer|mcr\s+transfer|debt|repay)/i;
/** Items whose first number is part of a name: "Finish HORNET 3", "Repair ANVIL 2", "Transfer to Player 2". */
const NAMED_BY_NUMBER = /^(?:finish(?:ing)?|repairs?|refits?)\b|\b(?:player|empire)$/i;
/** A count written before the item: "2 Hornets", "2x Hornet", "two Colonies". */
const LEADING_COUNT = /^\s*(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:x|×|\*)?\s+(?=[A-Za-z])/i;

/** A total line's amount, or undefined when the line is not a total line. */
export function readTotal(text: string, report: PurchaseReport): SheetRow | null | undefined {
  const cells = splitColumns(text);
  const first = cells[0]?.text ?? '';
  const label = TOTAL_LABEL.exec(first);
  if (!label) return undefined;
  const restOfFirst = first.slice(label[0].length).trim();
  // "Total Hornets | 2"? A label followed by words is an item, not a total.
  if (/^[A-Za-z]{3,}/.test(restOfFirst) && !/^(?:mcr|mc|cr)\b/i.test(restOfFirst)) return undefined;
  const amounts = [restOfFirst, ...cells.slice(1).map((c) => c.text)].filter((t) => t !== '');
  const name = label[1]?.replace(/\s+/g, ' ').trim() ?? 'Total';
  if (amounts.length === 0) return { kind: 'total', label: name, amount: null };
  const last = amounts[amounts.length - 1] ?? '';
  const amount = readAmount(last.replace(/^[=:]\s*/, ''));
  if (amount === null) {
    report(text.lastIndexOf(last) + 1, 'BAD-NUMBER', `${name}: "${last}" is not an amount of MCr; a total line reads "Total Cost : 460"`, firstNumberText(last));
    return null;
  }
  return { kind: 'total', label: name, amount };
}

function firstNumberText(text: string): string | undefined {
  const m = /\d[\d,]*(?:\.\d+)?/.exec(text);
  return m ? m[0].replace(/,/g, '') : undefined;
}

/** Splits the item cell into the item and the numbers written after (or a count before) it. */
function splitItem(cell: Cell, columns: boolean): { item: string; numbers: AmountCell[] } {
  let text = cell.text;
  let offset = cell.column - 1;
  const numbers: AmountCell[] = [];
  const lead = LEADING_COUNT.exec(text);
  if (lead) {
    numbers.push({ text: `${lead[1]} x`, at: offset, slot: 0 });
    offset += lead[0].length;
    text = text.slice(lead[0].length);
  }
  // Walk back from the end over numbers and their marks: the longest tail of them is the item's numbers.
  const parts = [...text.matchAll(/[-+]?\d[\d,]*(?:\.\d+)?|[A-Za-z]+|[@=×*$→:,/]|\S/g)];
  let start = parts.length;
  while (start > 0) {
    const part = parts[start - 1];
    const p = part?.[0] ?? '';
    // A number glued to letters ("BL25", "MK2") is part of a name.
    const left = text.slice(0, part?.index ?? 0);
    const glued = /^[-+]?\d/.test(p) && /[A-Za-z-]$/.test(left) && !/(?:^|\s)[x×]$/i.test(left);
    if ((/^[-+]?\d/.test(p) && !glued) || TAIL_WORD.test(p)) start--;
    else break;
  }
  let tail = parts.slice(start);
  while (tail.length > 0 && /^[:,/]$/.test(tail[0]?.[0] ?? '')) tail = tail.slice(1);
  // "at" in a tail must lead to a number ("Colony at TEMORA" keeps its site).
  while (tail.length > 0 && /^(?:at|per|x)$/i.test(tail[0]?.[0] ?? '') && !tail.slice(1).some((p) => /^\d/.test(p[0]))) tail = tail.slice(1);
  // With columns, plain numbers after the item are part of its name ("Finish HORNET 3 | | | 43"); only marked ones are split off.
  const marked = tail.some((p) => /^[@=×*]$|^x$|^(?:each|ea|apiece|per|price|qty|total|cost|mcr|mc|cr|at)$/i.test(p[0]));
  if (!tail.some((p) => /^[-+]?\d/.test(p[0])) || (columns && !marked)) return { item: text.trim(), numbers };
  let before = text.slice(0, tail[0]?.index ?? text.length);
  // "Finish HORNET 3 43", "Transfer to Player 2 50": the first plain number belongs to the name.
  if (NAMED_BY_NUMBER.test(before.trim()) && /^\d+$/.test(tail[0]?.[0] ?? '')) {
    before = text.slice(0, (tail[0]?.index ?? 0) + (tail[0]?.[0].length ?? 0));
    tail = tail.slice(1);
  }
  const from = tail[0]?.index ?? text.length;
  const item = before.replace(/[\s:,=–-]+$/, '').trim();
  if (item === '' || tail.length === 0) return { item: text.trim(), numbers };
  numbers.push({ text: text.slice(from), at: offset + from, slot: PAID_AS_SUM.test(item) ? 2 : 0 });
  return { item, numbers };
}

/**
 * Reads a purchase line. `raw` is the whole line as typed. Returns the expenditure row, or
 * null with the reasons reported (the count, a price or a cost that is not a number, or
 * words that are no number), each with the reading it most likely meant.
 */
export function readPurchase(raw: string, report: PurchaseReport): SheetRow | null {
  const noted = trailingNote(raw);
  const body = noted ? noted.body : raw;
  const cells = splitColumns(body);
  const [first, ...rest] = cells;
  if (!first || first.text === '') {
    report(1, 'MISSING-COLUMN', `Expenditures: the row needs the unit(s) bought: ${PURCHASE_EXPECTED}`);
    return null;
  }
  const { item, numbers } = splitItem(first, cells.length > 1);
  rest.forEach((cell, i) => {
    if (cell.text !== '') numbers.push({ text: cell.text, at: cell.column - 1, slot: Math.min(i, 3) });
  });
  const read = readAmounts(numbers);
  const notes: string[] = noted ? [noted.note] : [];
  const bad: { text: string; at: number }[] = [];
  // Leftover words in parentheses, or chat ("thanks"), are a note; any other word means the line is not understood.
  const parens = [...body.matchAll(/\([^()]*\)/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  const inParens = (at: number) => parens.some(([from, to]) => at >= from && at < to);
  for (const word of read.leftover) if (!inParens(word.at) && !isCourtesy(word.text)) bad.push(word);
  const parenNotes = numbers.flatMap((n) => [...n.text.matchAll(/\(([^()]*)\)/g)].map((m) => (m[1] ?? '').trim()).filter((t) => /[A-Za-z]/.test(t)));
  notes.push(...parenNotes);
  const chat = read.leftover.filter((w) => isCourtesy(w.text)).map((w) => w.text);
  if (chat.length > 0) notes.push(chat.join(' '));
  const likely = canonical(item, read.quantity, read.price, read.cost);
  const before = bad.length + read.extra.length;
  if (bad.length > 0) {
    const word = bad.map((w) => w.text).join(' ');
    report((bad[0]?.at ?? 0) + 1, 'BAD-NUMBER', `Expenditures: "${word}" is not a number; a purchase line reads ${PURCHASE_EXPECTED}`, likely ?? undefined);
  }
  if (read.extra.length > 0) {
    report((read.extra[0]?.at ?? 0) + 1, 'EXTRA-COLUMN', `Expenditures: ${read.extra.map((w) => w.text).join(', ')} is one number too many; a purchase line has how many (#), the price of one (@) and the cost: ${PURCHASE_EXPECTED}`, likely ?? undefined);
  }
  let ok = before === 0;
  if (read.quantity !== null && (!Number.isInteger(read.quantity) || read.quantity < 1)) {
    const fix = Math.abs(Math.round(read.quantity));
    report(numberColumn(body, read.quantity), 'BAD-NUMBER', `Expenditures #: ${formatAmount(read.quantity)} is not how many are bought; # is a whole number of at least 1`, fix >= 1 ? canonical(item, fix, read.price, read.cost) ?? String(fix) : undefined);
    ok = false;
  }
  for (const [value, name] of [
    [read.price, '@ (the price of one)'],
    [read.cost, 'Cost'],
  ] as const) {
    if (value !== null && value < 0) {
      report(numberColumn(body, value), 'BAD-NUMBER', `Expenditures ${name}: ${formatAmount(value)} MCr is below 0; a purchase line reads ${PURCHASE_EXPECTED}`, String(Math.abs(value)));
      ok = false;
    }
  }
  if (!ok) return null;
  return { kind: 'expenditure', item, quantity: read.quantity, unitPrice: read.price, cost: read.cost, ...(notes.length > 0 ? { note: notes.join('; ') } : {}) };
}

function numberColumn(text: string, value: number): number {
  const at = text.indexOf(String(value));
  return at >= 0 ? at + 1 : 1;
}

/** The line in the sheet's columns, as the likely reading offered with a flag; null when nothing numeric was read. */
function canonical(item: string, quantity: number | null, price: number | null, cost: number | null): string | null {
  if (quantity === null && price === null && cost === null) return null;
  const q = quantity ?? (price !== null && cost !== null && price !== 0 ? cost / price : null);
  const c = cost ?? (q !== null && price !== null ? q * price : null);
  const cell = (n: number | null) => (n === null ? '' : formatAmount(n));
  return `${item} | ${cell(q)} | ${cell(price)} | ${cell(c)}`.replace(/( \| )+$/, '');
}
