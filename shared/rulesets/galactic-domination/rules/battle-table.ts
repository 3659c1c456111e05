/**
 * Battle Tables (GD §11.6.1, App B): one D20 per unit instead of a die per attack. Only rows 1–3 are
 * printed; rows 4–20 here are the digest's derivation (smallest k with BinomialCDF(k; n, p) ≥ (roll − 0.5)/20),
 * which is NOT canonical (digest A-24): offered only as a labelled option (setting battleMethod 'table').
 */

/** Published rows 1–3 (App B), by column label. */
export const PUBLISHED_ROWS: Readonly<Record<string, readonly [number, number, number]>> = {
  '4*': [0, 0, 0],
  '4': [0, 0, 0],
  '5': [0, 1, 1],
  '6': [1, 2, 2],
  '7': [3, 3, 3],
  '8': [4, 5, 5],
  '9': [6, 7, 7],
  '4*x3': [0, 1, 1],
  '4*x4': [1, 1, 2],
  '4*x5': [1, 2, 2],
  '4*x6': [2, 3, 3],
  '6+6': [4, 5, 5],
  '8+8': [9, 10, 11],
};

function binomialCdf(k: number, n: number, p: number): number {
  let sum = 0;
  let term = (1 - p) ** n;
  for (let i = 0; i <= k; i++) {
    sum += term;
    term = (term * (n - i) * p) / ((i + 1) * (1 - p || 1));
  }
  return sum;
}

/** Hits for a D20 roll with `dice` dice at ≤threshold: published rows when they exist, else derived. */
export function battleTableHits(d20: number, dice: number, threshold: number, column?: string): number {
  const published = column ? PUBLISHED_ROWS[column] : undefined;
  if (published && d20 >= 1 && d20 <= 3) return published[d20 - 1] as number;
  const p = Math.max(0, Math.min(1, threshold / 10));
  if (p >= 1) return dice;
  if (p <= 0) return 0;
  const target = (d20 - 0.5) / 20;
  for (let k = 0; k <= dice; k++) if (binomialCdf(k, dice, p) >= target) return k;
  return dice;
}
