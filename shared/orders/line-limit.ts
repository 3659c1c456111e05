/**
 * The longest line an order sheet may hold (issue 19, item 5). A typed line longer than this
 * is kept as written (nothing typed is dropped) but not read: one error says how long it is
 * and what the limit is, instead of thousands of diagnostics and events quoting it. Every
 * ruleset's order reader uses the same limit and the same words.
 */

/**
 * Characters (UTF-16 code units, as the text editor counts them). The longest real line of
 * the sample sheets is under 200 characters; a movement row of 60 ships is about 900, a
 * general order of a long paragraph about 2,000.
 */
export const MAX_ORDER_LINE_CHARS = 4000;

/** The error code every reader gives an oversized line. */
export const LINE_TOO_LONG = 'LINE-TOO-LONG';

/** Whether a line is longer than an order sheet may hold. */
export function isOversizedLine(text: string): boolean {
  return text.length > MAX_ORDER_LINE_CHARS;
}

/** "line 12 is 200,000 characters; the longest line an order sheet may hold is 4,000 …". `line` is 1-based. */
export function oversizedLineMessage(line: number, length: number): string {
  return (
    `line ${line} is ${grouped(length)} characters; the longest line an order sheet may hold is ` +
    `${grouped(MAX_ORDER_LINE_CHARS)}: the line is kept as written but not read. Split it into several lines (one per group of ships or per order)`
  );
}

/**
 * The oversized lines of a text, 1-based, in order: at most `max` of them (a dialog names the
 * first few). One pass over the text, no copy of its lines.
 */
export function oversizedLines(text: string, max = 5): { line: number; length: number }[] {
  const out: { line: number; length: number }[] = [];
  let line = 1;
  let start = 0;
  for (let i = 0; i <= text.length && out.length < max; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    if (c !== 10 && c !== 13) continue;
    if (i - start > MAX_ORDER_LINE_CHARS) out.push({ line, length: i - start });
    if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    line++;
    start = i + 1;
  }
  return out;
}

/** Longest part of a line echoed back (CLI listings, dialogs): a line longer than this is shown cut, with its length. */
export const SHOWN_LINE_CHARS = 240;

/** A line as echoed back: whole when short, else its first SHOWN_LINE_CHARS characters and its length. */
export function shownLine(text: string): string {
  return text.length <= SHOWN_LINE_CHARS ? text : `${text.slice(0, SHOWN_LINE_CHARS)}… (a line of ${grouped(text.length)} characters)`;
}

/** A whole number with thousands separated by commas (no locale involved): 200000 → "200,000". */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
