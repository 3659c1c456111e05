/**
 * Text folded for matching names as a reader would: case, accents and the few Latin letters
 * Unicode does not decompose are set aside, so "kestrel", "KESTREL" and "Késtrel" are one name
 * (the leak check, issue 19 item 3). Folding keeps every other character, so names in other
 * scripts still match themselves, case-insensitively.
 */

/** Latin spellings of letters that Unicode decomposition (NFKD) does not reduce to a-z (lower case). */
export const LATIN_EXTRA: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ŋ: 'ng', ħ: 'h', ŧ: 't', ĸ: 'q', ſ: 's',
};

const MARKS = /\p{M}+/gu;
const EXTRA = /[ßæœøłđðþıŋħŧĸſ]/g;

/** Lower case, compatibility-decomposed (NFKD: "ﬁ" → "fi", full-width → ASCII), accents dropped, ß → ss… */
export function foldForMatch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(EXTRA, (ch) => LATIN_EXTRA[ch] ?? ch);
}
