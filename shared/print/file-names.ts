/**
 * File names of exported documents, the same for the Reports screen, the command line and every
 * ruleset (issue 19, item 1):
 * - a player's document: `<game>-<CODE>-<player>` — the packet code printed on every page
 *   (`T12-03-K7Q`, shared/print/packet-code.ts) makes the name unique per player, whatever the
 *   player is called; the player's name, transliterated to Latin letters, keeps it readable;
 * - a document of the GM (master report, blank sheet): `<game>-turn-<N>-<what>`.
 * A batch of names goes through `uniqueFileNames` as well, so two documents never share a file
 * even when a name part is empty or two codes collide; names compare case-insensitively, as on
 * the file systems of Windows and macOS.
 */

import { LATIN_EXTRA as LATIN } from '../text/fold';

/** Greek, after NFKD has taken the accents off (ELOT 743, simplified). */
const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o',
  π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

/** Cyrillic (Russian, Ukrainian, Belarusian, Serbian, Bulgarian letters), after NFKD. */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ђ: 'dj', е: 'e', є: 'ye', ж: 'zh', з: 'z', ѕ: 'dz', и: 'i', і: 'i', ј: 'j',
  к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'c', у: 'u', ў: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', џ: 'dz', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Longest name part kept, in characters (a name of 255 bytes is the usual file-system limit). */
const MAX_PART = 48;

/**
 * The text in lower-case Latin letters where a letter has a usual Latin spelling (accents
 * dropped, Greek and Cyrillic transliterated); other characters are kept as they are.
 */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKD').toLowerCase()) {
    if (/\p{M}/u.test(ch)) continue;
    // Only the few tables above: a character in none of them stays for fileSlug to drop.
    out += LATIN[ch] ?? GREEK[ch] ?? CYRILLIC[ch] ?? ch;
  }
  return out;
}

/** A file-name part: lower case, letters and digits, words joined by "-", at most 48 characters; '' when nothing is left. */
export function fileSlugOrEmpty(text: string): string {
  return transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_PART + 1)
    .replace(/^-+/, '')
    .slice(0, MAX_PART)
    .replace(/-+$/, '');
}

/** A file-name part as `fileSlugOrEmpty`, or "x" when nothing readable is left. */
export function fileSlug(text: string): string {
  return fileSlugOrEmpty(text) || 'x';
}

/**
 * `<game>-turn-<N>-<what>` without extension: a document of the GM, or one printed alone through
 * a save dialog (which asks before replacing a file); `period` names what N counts ("round").
 */
export function documentFileBase(game: string, turn: number, what: string, period: 'turn' | 'round' = 'turn'): string {
  return `${fileSlug(game)}-${period}-${turn}-${fileSlug(what)}`;
}

/** The packet code as a file-name part: its letters, digits and dashes (`T12-03-K7Q`). */
function codePart(code: string): string {
  return code.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 32);
}

/**
 * `<game>-<CODE>-<player>` without extension: a document of one player, unique by its code
 * (`sample-T1-03-K7Q-free-traders-of-kessa`); `<game>-<CODE>` when the player's name has no
 * letter or digit with a Latin spelling. `suffix` names the kind of document ("orders").
 */
export function playerFileBase(game: string, code: string, player: string, suffix = ''): string {
  const name = fileSlugOrEmpty(player);
  const tail = fileSlugOrEmpty(suffix);
  return [fileSlug(game), codePart(code) || 'x', name, tail].filter((p) => p !== '').join('-');
}

/**
 * The names made distinct: a name met before (compared case-insensitively) gets `-2`, `-3`…
 * before its extension, so a batch never writes two documents into one file. Order is kept.
 */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
