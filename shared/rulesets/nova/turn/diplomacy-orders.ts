/**
 * The two diplomacy orders of a general-orders line, read in time linear in the line (issue 19,
 * item 4): `Transfer HAMMER 1 to Empire A` (NOVA 6.10) and `Full contact with Empire A`, each
 * optionally after `GO`, `SO` or `CO` and a colon. They were regexes whose lazy groups followed by
 * runs of spaces backtracked (a 20,000-character line took seconds); this is one scan from the left.
 *
 * Read by step H (step-h-diplomacy.ts) and by the order sheet's reader (orders/read-general.ts).
 */

const SPACE = /\s/;

function isSpace(text: string, i: number): boolean {
  return i < text.length && SPACE.test(text[i] as string);
}

function skipSpaces(text: string, i: number): number {
  while (isSpace(text, i)) i++;
  return i;
}

/** `word` (any case) at `i`. */
function wordAt(text: string, i: number, word: string): boolean {
  return text.slice(i, i + word.length).toLowerCase() === word;
}

/** Where the order proper starts: after an optional `GO`/`SO`/`CO`, spaces, and an optional colon with spaces. */
function afterPrefix(text: string): number {
  let i = /^(?:GO|SO|CO)/i.test(text) ? 2 : 0;
  i = skipSpaces(text, i);
  if (text[i] === ':') i = skipSpaces(text, i + 1);
  return i;
}

/** `keyword` then at least one space: the index after the spaces, or -1. */
function keyword(text: string, i: number, word: string): number {
  if (i < 0 || !wordAt(text, i, word) || !isSpace(text, i + word.length)) return -1;
  return skipSpaces(text, i + word.length);
}

/** The end of an order's last part: trailing spaces and one final full stop are not part of it. */
function lastPart(text: string, from: number): string | null {
  let end = text.length;
  if (text[end - 1] === '.') end--;
  while (end > from && isSpace(text, end - 1)) end--;
  return end > from ? text.slice(from, end) : null;
}

/** `Transfer <units> to <empire>`: the units as written and the receiving empire as written, or null. */
export function readTransfer(text: string): { units: string; to: string } | null {
  const start = keyword(text, afterPrefix(text), 'transfer');
  if (start < 0 || start >= text.length) return null;
  // The first run of spaces after the first character, followed by "to" and a space, separates the two parts.
  let j = start + 1;
  while (j < text.length) {
    if (!isSpace(text, j)) {
      j++;
      continue;
    }
    const k = skipSpaces(text, j);
    const rest = keyword(text, k, 'to');
    if (rest >= 0) {
      const to = lastPart(text, rest);
      return to === null ? null : { units: text.slice(start, j), to };
    }
    j = k;
  }
  return null;
}

/** `[Request] Full contact with|to <empire>`: the empire as written, or null. */
export function readFullContact(text: string): string | null {
  let i = afterPrefix(text);
  const request = keyword(text, i, 'request');
  if (request >= 0) i = request;
  i = keyword(text, i, 'full');
  i = keyword(text, i, 'contact');
  const withIt = keyword(text, i, 'with');
  i = withIt >= 0 ? withIt : keyword(text, i, 'to');
  return i < 0 ? null : lastPart(text, i);
}
