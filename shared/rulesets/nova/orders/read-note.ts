/**
 * Notes players write to the GM on an order sheet ("please send my sitrep early, thanks",
 * "Note: HAMMER 2 is damaged", "// for the front", "(see you next week)"). A note is no
 * order: it is kept on the sheet as a note, shown to the GM as such, listed before the turn
 * is committed, and never carried out (NOVA 6.5: the GM never interprets orders). Pure.
 */

/** A line that says it is a note: "Note:", "NB", "PS", "FYI", "GM:", "To the GM", "Dear GM", "Question:". */
const NOTE_PREFIX = /^\s*(?:(?:notes?|nb|n\.b|pps|ps|p\.s|fyi|btw|comments?|remarks?|questions?|ooc|aside|reminder)\b\.?|(?:to\s+(?:the\s+)?|dear\s+|hi\s+|hello\s+)?gm\b)\s*[:.,!-]?\s*/i;
/** A comment mark at the start of a line: `//`, `#` (not `# 2`, a count), `--`, `;;`, `>`. */
const COMMENT_START = /^\s*(?:\/\/+|#+(?!\s*\d)|--+(?!\s*\d)|;;+|>+)\s*/;
/** A whole line in parentheses or brackets, with words in it: "(see you next week)". */
const WRAPPED = /^\s*[([{]\s*([^()[\]{}]*[A-Za-z]{2,}[^()[\]{}]*?)\s*[)\]}]\s*$/;
/** Courtesy and chat that no order contains. */
const COURTESY = /\b(?:please|pls|plz|thanks|thank\s+you|thx|cheers|sorry|apologies|hello|hi|hey|dear|regards|greetings|good\s+luck|have\s+fun|see\s+you|let\s+me\s+know|could\s+you|can\s+you|would\s+you|i\s+would\s+like|i'd\s+like|i\s+want|i\s+hope|i\s+think|i\s+am|i'm|lol|btw|by\s+the\s+way|send\s+my)\b/i;
/** A line drawn to separate parts of the sheet: `-----`, `=====`, `___`, `| --- | --- |`. */
const RULE = /^[\s\-=_*~+|.:]{3,}$/;

/** Whether the line is only a ruled line (read as a blank line). */
export function isRule(text: string): boolean {
  return RULE.test(text) && /[-=_*~]{3,}/.test(text);
}

/**
 * The note a line marks as one — a note prefix, a comment mark, or a whole line in
 * parentheses — as its text without the mark, or null. Used in every section first.
 */
export function markedNote(text: string): string | null {
  if (text.trim() === '') return null;
  const prefix = NOTE_PREFIX.exec(text);
  if (prefix) {
    const rest = text.slice(prefix[0].length).trim();
    // "GM" alone or "Note" alone is still a note, with nothing more to say.
    return rest === '' ? text.trim() : rest;
  }
  const comment = COMMENT_START.exec(text);
  if (comment && text.slice(comment[0].length).trim() !== '') return text.slice(comment[0].length).trim();
  const wrapped = WRAPPED.exec(text);
  if (wrapped && !/^\s*D\s*\/\s*\d+\s*$/i.test(wrapped[1] ?? '')) return (wrapped[1] ?? '').trim();
  return null;
}

/** Whether prose reads as chat with the GM (courtesy words), for a line that reads as no order. */
export function isCourtesy(text: string): boolean {
  return COURTESY.test(text);
}

/**
 * A note written at the end of an order line, after `//`, ` # ` followed by words, ` -- `,
 * or in parentheses starting with "note": the line's order part and the note, or null.
 */
export function trailingNote(text: string): { body: string; note: string; at: number } | null {
  const m = /\s(?:\/\/+|#+(?=\s*[A-Za-z])|--+(?=\s)|;;+)\s*(.+)$/.exec(text) ?? /(?<!\s)\s*[([]\s*(?:note|nb|n\.b\.|ps|gm)\b[:.,]?\s*([^)\]]*)[)\]]\s*$/i.exec(text);
  if (!m || m.index === undefined) return null;
  const note = (m[1] ?? '').trim();
  if (note === '') return null;
  return { body: text.slice(0, m.index).trimEnd(), note, at: m.index };
}
