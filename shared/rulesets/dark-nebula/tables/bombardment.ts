/**
 * DN Charts BOMBARDMENT TABLE (惑星爆撃結果表, §5.0): the ships' pooled missile factor against one
 * unit or marker in a box, d6. Results: none, N (neutralized: flipped, cannot attack, still
 * defends), D (destroyed).
 */
export type BombardResult = 'none' | 'N' | 'D';

/** Column headings: total missile factor 0–6, 7–13, 14–20, 21–27, 28–34, 35–41, 42+. */
export const BOMBARD_COLUMNS: readonly string[] = ['0-6', '7-13', '14-20', '21-27', '28-34', '35-41', '42+'];

const R: Record<string, BombardResult> = { '-': 'none', N: 'N', D: 'D' };
/** Rows die 1–6, as printed. */
export const BOMBARD_TABLE: readonly (readonly BombardResult[])[] = ['-NNDDDD', '--NNDDD', '---NNDD', '----NNN', '-----NN', '------N'].map((row) =>
  row.split('').map((c) => R[c] as BombardResult),
);

/** The column index (0–6) of a total missile factor. */
export function bombardColumn(total: number): number {
  return Math.max(0, Math.min(6, Math.floor(total / 7)));
}

/** The result for a total missile factor and a die; a die outside 1–6 reads the nearest row. */
export function bombardResult(total: number, die: number): BombardResult {
  const row = Math.max(1, Math.min(6, die)) - 1;
  return (BOMBARD_TABLE[row] as readonly BombardResult[])[bombardColumn(total)] as BombardResult;
}
