/**
 * The frame of every leak check (PRODUCT.md: "secret by construction"): what a leak is, and a
 * word-bounded search for the names of things a player may not know. A ruleset's check lists
 * the places its document says something and the secrets of its game; this module knows no
 * ruleset.
 */

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

const ALNUM = /[A-Za-z0-9]/;

/**
 * A word-bounded search for many names at once: names are indexed by their first word, so a
 * text costs one pass over its words whatever the number of secrets. A name with no leading
 * word (punctuation first) is searched for as it is.
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
  return (text) => {
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

/** Every occurrence of each name in a text, word-bounded, as [at, end) character spans in text order. */
function occurrences<S extends Secret>(names: readonly S[]): (text: string) => { secret: S; at: number; end: number }[] {
  const byFirst = new Map<string, S[]>();
  const odd: S[] = [];
  for (const s of names) {
    const first = /^[A-Za-z0-9]+/.exec(s.name)?.[0];
    if (!first) {
      odd.push(s);
      continue;
    }
    byFirst.set(first, [...(byFirst.get(first) ?? []), s]);
  }
  const bounded = (text: string, at: number, name: string) => text.startsWith(name, at) && !ALNUM.test(text[at - 1] ?? '') && !ALNUM.test(text[at + name.length] ?? '');
  return (text) => {
    const found: { secret: S; at: number; end: number }[] = [];
    for (const m of text.matchAll(/[A-Za-z0-9]+/g)) {
      for (const s of byFirst.get(m[0]) ?? []) if (bounded(text, m.index, s.name)) found.push({ secret: s, at: m.index, end: m.index + s.name.length });
    }
    for (const s of odd) {
      for (let at = text.indexOf(s.name); at >= 0; at = text.indexOf(s.name, at + 1)) found.push({ secret: s, at, end: at + s.name.length });
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
