/**
 * Amounts of MCr and counts as players write them on the front of the sheet
 * (docs/order-format.md, "Prices, totals and notes"), read as a person reads them:
 *
 *   10 · 1,200 · 10.5 · 10 MCr · 10mcr · $10 · ten · (10) · [10]
 *
 * and, on a purchase line, the role each number plays, from the marks around it:
 *
 *   @ 10 · at 10 · 10 each · 10 ea · 10 apiece · 10/ea · price 10   the price of one (@)
 *   x2 · 2x · 2 × · qty 2 · # 2 · 2 off                            how many (#)
 *   = 20 · total 20 · 20 total · cost 20                           the line's cost
 *   2 x 10 · 2 * 10                                                2 bought at 10 each
 *
 * Numbers without a mark take the sheet's columns in order (# then @ then Cost), after the
 * last one already placed. Words that are none of these are left over, with their column,
 * so the caller can flag them and say what it expected. Pure; never throws.
 */

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  dozen: 12,
  single: 1,
  couple: 2,
};

/** Words about money that say nothing about the number's role. */
const CURRENCY = /^(?:mcr|mcrs|mc|m\.?cr\.?|megacredits?|credits?|cr)$/i;
/** A price mark before the number: "@ 10", "at 10", "each 10", "price 10", "per unit 10". */
const PRICE_BEFORE = /^(?:at|each|price|unit|ea|per)$/i;
/** A price mark after the number: "10 each", "10 ea", "10 apiece", "10 per ship", "10/ea". */
const PRICE_AFTER = /^(?:each|ea|apiece|per|a|piece)$/i;
/** A cost mark before the number: "= 20", "total 20", "cost 20", "sum 20", "makes 20". */
const COST_BEFORE = /^(?:total|cost|costs|sum|makes|for|subtotal|gives|equals)$/i;
/** A cost mark after the number: "20 total", "20 in total", "20 altogether". */
const COST_AFTER = /^(?:total|altogether|overall)$/i;
/** A count mark before the number: "qty 2", "no. 2". */
const COUNT_BEFORE = /^(?:qty|quantity|no|count|number|times)$/i;
/** A count mark after the number: "2 off", "2 units", "2 ships", "2 pcs". */
const COUNT_AFTER = /^(?:off|units?|ships?|pcs|pieces|times)$/i;
/** Small words between numbers that change nothing ("2 of them at 10"). */
const FILLER = /^(?:of|them|the|and|in|is|are|=|which|so)$/i;

export type AmountRole = 'quantity' | 'price' | 'cost';
const ROLES: readonly AmountRole[] = ['quantity', 'price', 'cost'];

/** A number read from text, or null: a sign, thousands separators as `1,200`, a decimal point, a currency word or sign around it, or a number word. */
export function readAmount(text: string): number | null {
  const t = text
    .trim()
    .replace(/^[([]\s*|(?<!\s)\s*[)\]]$/g, '')
    .replace(/^\$\s*|^(?:mcr|mc)\s+/i, '')
    .replace(/(?<!\s)\s*(?:m\.?cr\.?|mcrs?|mc|megacredits?|credits?|cr)\.?$/i, '')
    .replace(/\.$/, '')
    .replace('−', '-')
    .trim();
  const word = NUMBER_WORDS[t.toLowerCase()];
  if (word !== undefined) return word;
  const cleaned = t.replace(/(?<=\d)[,\s](?=\d{3}\b)/g, '');
  return /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/.test(cleaned) ? Number(cleaned) : null;
}

/** The first number written in `text` (for "did you mean 10?" on a cell such as "10ish"), or null. */
export function firstNumber(text: string): number | null {
  const m = /[-+]?\d[\d,]*(?:\.\d+)?/.exec(text);
  return m ? readAmount(m[0]) : null;
}

interface Token {
  kind: 'number' | 'word' | 'mark';
  text: string;
  value?: number;
  /** 0-based offset in the text scanned. */
  at: number;
}

const TOKEN = /([-+−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)|([A-Za-z]+\.?)|([@=×*#$/→:])|(\S)/g;

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (m[1] !== undefined) out.push({ kind: 'number', text: m[1], value: Number(m[1].replace(/,/g, '').replace('−', '-')), at });
    else if (m[2] !== undefined) {
      const w = m[2].replace(/\.$/, '').toLowerCase();
      const n = NUMBER_WORDS[w];
      if (n !== undefined && w !== 'a') out.push({ kind: 'number', text: m[2], value: n, at });
      else if (w === 'x') out.push({ kind: 'mark', text: 'x', at });
      else out.push({ kind: 'word', text: m[2], at });
    } else if (m[3] !== undefined) out.push({ kind: 'mark', text: m[3], at });
    else out.push({ kind: 'mark', text: m[4] ?? '', at });
  }
  return out;
}

/** What a stretch of a purchase line says: the numbers it places, and the words it could not place. */
export interface AmountsRead {
  quantity: number | null;
  price: number | null;
  cost: number | null;
  /** Words and marks that are neither numbers nor marks of a number's role, with their 0-based offsets. */
  leftover: { text: string; at: number }[];
  /** A number with nowhere to go (a fourth number, or two prices). */
  extra: { text: string; at: number }[];
}

/** A stretch of text split into cells: each cell's text, its offset in the line, and the column (0: #, 1: @, 2: Cost) an unmarked number in it starts at. */
export interface AmountCell {
  text: string;
  at: number;
  slot: number;
}

/**
 * Reads the numbers of a purchase line from its number cells (the cells after the Unit(s)
 * column, or the tail of a one-cell line). A marked number takes its role; an unmarked one
 * the first free column at or after its cell's and after the last number placed.
 */
export function readAmounts(cells: readonly AmountCell[]): AmountsRead {
  const placed: Record<AmountRole, number | null> = { quantity: null, price: null, cost: null };
  const leftover: { text: string; at: number }[] = [];
  const extra: { text: string; at: number }[] = [];
  let next = 0;
  const place = (role: AmountRole | null, token: Token, cellSlot: number) => {
    let index = role === null ? Math.max(next, cellSlot) : ROLES.indexOf(role);
    if (role === null) while (index < ROLES.length && placed[ROLES[index] as AmountRole] !== null) index++;
    const target = ROLES[index];
    if (target === undefined || placed[target] !== null) {
      extra.push({ text: token.text, at: token.at });
      return;
    }
    placed[target] = token.value ?? null;
    next = Math.max(next, index + 1);
  };
  for (const cell of cells) {
    const list = tokens(cell.text).map((t) => ({ ...t, at: t.at + cell.at }));
    const used = new Set<number>();
    const roleOf = new Map<number, AmountRole>();
    list.forEach((t, i) => {
      if (t.kind === 'number') return;
      const word = t.text.toLowerCase();
      const prev = list[i - 1];
      const nextToken = list[i + 1];
      const nextNumber = (skip = 1) => {
        for (let j = i + skip; j < list.length; j++) {
          const c = list[j] as Token;
          if (c.kind === 'number') return j;
          if (c.kind === 'word' && (CURRENCY.test(c.text) || FILLER.test(c.text))) continue;
          if (c.kind === 'mark' && c.text === '$') continue;
          return -1;
        }
        return -1;
      };
      const mark = (index: number, role: AmountRole) => {
        if (index >= 0 && !roleOf.has(index)) roleOf.set(index, role);
        used.add(i);
      };
      if (t.kind === 'mark') {
        if (t.text === '@') mark(nextNumber(), 'price');
        else if (t.text === '=' || t.text === '→') mark(nextNumber(), 'cost');
        else if (t.text === 'x' || t.text === '×' || t.text === '*') {
          // "2 x 10": 2 bought at 10 each; "x2" or "2x" alone: a count.
          const after = nextNumber();
          if (prev?.kind === 'number' && after >= 0) {
            if (!roleOf.has(i - 1)) roleOf.set(i - 1, 'quantity');
            mark(after, 'price');
          } else if (after >= 0) mark(after, 'quantity');
          else if (prev?.kind === 'number') mark(i - 1, 'quantity');
          else used.delete(i);
        } else if (t.text === '#') mark(nextNumber(), 'quantity');
        else if (t.text === '/' && prev?.kind === 'number' && nextToken?.kind === 'word' && /^(?:ea|each|unit|ship|piece|one)$/i.test(nextToken.text)) {
          mark(i - 1, 'price');
          used.add(i + 1);
        } else if (t.text === '$' || t.text === ':' || t.text === ',' || t.text === ';' || t.text === '-' || t.text === '(' || t.text === ')' || t.text === '[' || t.text === ']' || t.text === '|') used.add(i);
        return;
      }
      if (CURRENCY.test(word) || FILLER.test(word)) {
        used.add(i);
        return;
      }
      if (prev?.kind === 'number' && PRICE_AFTER.test(word) && word !== 'a') {
        mark(i - 1, 'price');
        // "10 per ship", "10 a piece": the word after "per"/"a" goes with it.
        if ((word === 'per' || word === 'a') && nextToken?.kind === 'word') used.add(i + 1);
        return;
      }
      if (prev?.kind === 'number' && COST_AFTER.test(word)) return mark(i - 1, 'cost');
      if (prev?.kind === 'number' && COUNT_AFTER.test(word)) return mark(i - 1, 'quantity');
      if (PRICE_BEFORE.test(word) && nextNumber() >= 0) return mark(nextNumber(), 'price');
      if (COST_BEFORE.test(word) && nextNumber() >= 0) return mark(nextNumber(), 'cost');
      if (COUNT_BEFORE.test(word) && nextNumber() >= 0) return mark(nextNumber(), 'quantity');
      // "in total", "per ship": already taken with their neighbour.
      if (used.has(i)) return;
      if (/^(?:in|a)$/i.test(word) && nextToken?.kind === 'word') {
        used.add(i);
        return;
      }
    });
    list.forEach((t, i) => {
      if (t.kind === 'number') place(roleOf.get(i) ?? null, t, cell.slot);
      else if (!used.has(i)) leftover.push({ text: t.text, at: t.at });
    });
  }
  return { ...placed, leftover, extra };
}

/** `n` written plainly: whole numbers as they are, others with their decimals. */
export function formatAmount(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(4)));
}
