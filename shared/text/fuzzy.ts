/**
 * Near-certain name matching for suggestions ("did you mean TEDDY?"). A suggestion is
 * offered, never applied: the caller shows it and the GM decides.
 */

/** Optimal string alignment distance (Levenshtein with adjacent transpositions), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toUpperCase();
  const t = b.toUpperCase();
  const rows = s.length + 1;
  const cols = t.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}

/**
 * The one candidate close enough to `typed` to suggest, or null: at most one edit for
 * names up to 4 characters, two up to 8, three beyond; and clearly closer than any other
 * candidate (a tie suggests nothing, since the choice would be a guess).
 */
export function suggest(typed: string, candidates: Iterable<string>): string | null {
  const word = typed.trim();
  if (word === '') return null;
  const limit = word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3;
  let best: string | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const candidate of candidates) {
    if (candidate.toUpperCase() === word.toUpperCase()) return candidate;
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance && candidate.toUpperCase() !== best?.toUpperCase()) {
      tie = true;
    }
  }
  return best !== null && bestDistance <= limit && !tie ? best : null;
}
