/**
 * DN Charts GROUND COMBAT RESULTS TABLE (地上戦闘結果表, §5.0): attack total minus defence total
 * (the differential), d6. D destroys the target(s); '-' no effect. Differentials below −3 read
 * the −3 column (never kills), above +4 the +4 column (always kills on the printed rows).
 */

/** Column headings −3 … +4. */
export const GROUND_COLUMNS: readonly number[] = [-3, -2, -1, 0, 1, 2, 3, 4];

/** Rows die 1–6 as printed. */
export const GROUND_TABLE: readonly (readonly ('D' | '-')[])[] = ['-DDDDDDD', '--DDDDDD', '---DDDDD', '----DDDD', '-----DDD', '------DD'].map(
  (row) => row.split('') as ('D' | '-')[],
);

/** A23: how a modified roll outside 1–6 is read. */
export type OffTable = 'clamp' | 'no-effect' | 'extrapolate';

/**
 * Destroyed? `modified` is the die plus modifiers (mercenaries on both sides +2).
 * Within the table: D when modified ≤ differential + 3 (checked against every cell in the tests).
 */
export function groundDestroys(differential: number, modified: number, offTable: OffTable = 'clamp'): boolean {
  const diff = Math.max(-3, Math.min(4, differential));
  if (modified > 6 || modified < 1) {
    if (offTable === 'no-effect') return false;
    if (offTable === 'extrapolate') return modified <= diff + 3;
  }
  const row = Math.max(1, Math.min(6, modified));
  return (GROUND_TABLE[row - 1] as readonly string[])[diff + 3] === 'D';
}

/** Defence values (DN §5.0): ground units their strength, a PDM 2, any other unit (ships) 1. */
export function groundDefence(unit: { category: 'ship' | 'ground' | 'pdm'; strength?: number }): number {
  if (unit.category === 'ground') return unit.strength ?? 0;
  return unit.category === 'pdm' ? 2 : 1;
}
