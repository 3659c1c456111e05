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
 *
 * `known` are names the player may read. An occurrence of a secret that lies wholly inside an
 * occurrence of a known name is that known name, not the secret: with "Rodax Minor" known and
 * "Rodax" secret, "Rodax Minor" tells nothing, while "Rodax Minor and Rodax" names Rodax. An
 * occurrence only overlapping a known name, or longer than it, is still a leak.
 */
export function nameScanner<S extends Secret>(secrets: readonly S[], known: Iterable<string> = []): (text: string) => S[] {
  const findSecrets = occurrences(secrets);
  const knownNames = [...new Set(known)].filter((k) => k.trim() !== '');
  const findKnown = occurrences(knownNames.map((name) => ({ name, kind: 'known' })));
  return (raw) => {
    const text = matchKey(raw);
    const hits = findSecrets(text);
    if (hits.length === 0) return [];
    const cover = findKnown(text);
    const found: S[] = [];
    for (const h of hits) {
      if (found.includes(h.secret)) continue;
      if (cover.some((c) => c.at <= h.at && h.end <= c.end && c.end - c.at > h.end - h.at)) continue;
      found.push(h.secret);
    }
    return found;
  };
}

/** Every occurrence of each name in a text already folded by `matchKey`, word-bounded, as [at, end) spans in text order. */
function occurrences<S extends Secret>(names: readonly S[]): (text: string) => { secret: S; at: number; end: number }[] {
  const byFirst = new Map<string, { secret: S; key: string }[]>();
  const odd: { secret: S; key: string }[] = [];
  for (const s of names) {
    const key = matchKey(s.name);
    const first = /^[\p{L}\p{N}]+/u.exec(key)?.[0];
    if (!first) {
      if (key.trim() !== '') odd.push({ secret: s, key });
      continue;
    }
    byFirst.set(first, [...(byFirst.get(first) ?? []), { secret: s, key }]);
  }
  const bounded = (text: string, at: number, name: string) => text.startsWith(name, at) && !WORD_CHAR.test(text[at - 1] ?? '') && !WORD_CHAR.test(text[at + name.length] ?? '');
  return (text) => {
    const found: { secret: S; at: number; end: number }[] = [];
    for (const m of text.matchAll(WORDS)) {
      for (const { secret, key } of byFirst.get(m[0]) ?? []) if (bounded(text, m.index, key)) found.push({ secret, at: m.index, end: m.index + key.length });
    }
    for (const { secret, key } of odd) {
      for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) found.push({ secret, at, end: at + key.length });
    }
    return found.sort((a, b) => a.at - b.at);
  };
}

/** The text of an SVG's labels and titles, unescaped: what a map says, for the search. */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<(text|title)\b[^>]*>([^<]*)<\/\1>/g)].map((m) => unescapeXml(m[2] ?? ''));
}

function unescapeXml(t: string): string {
  return t.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}
