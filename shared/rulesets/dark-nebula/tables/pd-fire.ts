/**
 * DN Charts PD FIRE TABLE (対空射撃表, "anti-space fire", §5.0): the box itself and each
 * non-neutralized PDM fire once at every approaching ship (bombarding or landing) and at each
 * dropping JT. d6: +1 when the target's screen is 7 or more (a dropping JT counts as screen 7),
 * −1 against a maintenance-failed ship (each firing unit). D destroys the target and its cargo.
 */
export type PdFirer = 'type1-box' | 'type2-box' | 'pdm';

/** The highest modified roll that destroys, by firer: Type-1 box ≤2, Type-2 box ≤1, PDM ≤3. */
export const PD_KILL_MAX: Readonly<Record<PdFirer, number>> = { 'type1-box': 2, 'type2-box': 1, pdm: 3 };

/** Rows die 1–6 as printed: [Type-1 box, Type-2 box, PDM]; 'D' destroyed, '-' no effect. */
export const PD_TABLE: readonly (readonly ('D' | '-')[])[] = [
  ['D', 'D', 'D'],
  ['D', '-', 'D'],
  ['-', '-', 'D'],
  ['-', '-', '-'],
  ['-', '-', '-'],
  ['-', '-', '-'],
];

/** The modifiers of one PD shot. */
export function pdModifiers(target: { screen: number; maintFailed?: boolean }): { label: string; value: number }[] {
  const mods: { label: string; value: number }[] = [];
  if (target.screen >= 7) mods.push({ label: 'screen 7 or more', value: 1 });
  if (target.maintFailed) mods.push({ label: 'target maintenance-failed', value: -1 });
  return mods;
}

/** Destroyed? A modified roll of 0 or less reads row 1, 7 or more reads row 6 (digest §6.5). */
export function pdDestroys(firer: PdFirer, modified: number): boolean {
  const row = Math.max(1, Math.min(6, modified));
  const col = firer === 'type1-box' ? 0 : firer === 'type2-box' ? 1 : 2;
  return (PD_TABLE[row - 1] as readonly string[])[col] === 'D';
}
