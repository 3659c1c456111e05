/**
 * The frame of every leak check (PRODUCT.md: "secret by construction"): what a leak is, and a
 * word-bounded search for the names of things a player may not know. A ruleset's check lists
 * the places its document says something and the secrets of its game; this module knows no
 * ruleset.
 */
import { foldForMatch } from '../text/fold';

/** One thing a player's document names that the player may not know, with where it appears. */
export interface Leak {
  /** What leaks: "system", "empire", "ship"… (the ruleset's words). */
  kind: string;
  /** The name (or letter) that leaks. */
  name: string;
  /** The document's section. */
  section: string;
  /** Index of the item within its section (report item, table row, map label). */
  item: number;
  /** Which part of the section: "movement", "ledger", "svg"…; empty when the section has one list. */
  part: string;
  /** The whole text of the item, to show the GM where. */
  text: string;
  reason: string;
}

/** A name the player may not know, and what it names. */
export interface Secret<K extends string = string> {
  name: string;
  kind: K;
}

/** A letter or digit of any script: what a word is made of. */
const WORD_CHAR = /[\p{L}\p{N}]/u;
const WORDS = /[\p{L}\p{N}]+/gu;

/** A name as the scanner compares it (shared/text/fold.ts): "Kestrel", "KESTREL", "Késtrel" are one. */
export const matchKey = foldForMatch;

/**
 * A word-bounded search for many names at once, blind to case and accents (issue 19, item 3:
 * "free traders of kessa" and "CORSAIR 1" are the names "Free Traders of Kessa" and "Corsair 1").
 * Names are indexed by their first word, so a text costs one pass over its words whatever the
 * number of secrets. A name with no leading word (punctuation first) is searched for as it is.
 * Returns the secrets found, each once, as they were given.
 */
export function nameScanner<S extends Secret>(secrets: readonly S[]): (text: string) => S[] {
  const byFirst = new Map<string, { secret: S; key: string }[]>();
  const odd: { secret: S; key: string }[] = [];
  for (const s of secrets) {
    const key = matchKey(s.name);
    const first = /^[\p{L}\p{N}]+/u.exec(key)?.[0];
    if (!first) {
      if (key.trim() !== '') odd.push({ secret: s, key });
      continue;
    }
    byFirst.set(first, [...(byFirst.get(first) ?? []), { secret: s, key }]);
  }
  const bounded = (text: string, at: number, name: string) => text.startsWith(name, at) && !WORD_CHAR.test(text[at - 1] ?? '') && !WORD_CHAR.test(text[at + name.length] ?? '');
  return (raw) => {
    const text = matchKey(raw);
    const found: S[] = [];
    for (const m of text.matchAll(WORDS)) {
      for (const { secret, key } of byFirst.get(m[0]) ?? []) if (bounded(text, m.index, key) && !found.includes(secret)) found.push(secret);
    }
    for (const { secret, key } of odd) if (text.includes(key) && !found.includes(secret)) found.push(secret);
    return found;
  };
}

/** The text of an SVG's labels and titles, unescaped: what a map says, for the search. */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<(text|title)\b[^>]*>([^<]*)<\/\1>/g)].map((m) => unescapeXml(m[2] ?? ''));
}

function unescapeXml(t: string): string {
  return t.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}
