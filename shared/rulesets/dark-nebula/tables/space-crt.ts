/**
 * The space combat results tables (DN Charts, §5.0): the hit number a shot needs on d6 plus
 * modifiers. A shot destroys its target when the modified roll is at least the hit number.
 */

/** DN §5.0 MISSILE CRT: rows missile factor 1–12, columns screen 1–9. */
export const MISSILE_CRT: readonly (readonly number[])[] = [
  [5, 6, 6, 6, 7, 7, 7, 8, 8],
  [5, 5, 6, 6, 6, 7, 7, 7, 8],
  [5, 5, 5, 6, 6, 6, 7, 7, 7],
  [4, 5, 5, 5, 6, 6, 6, 7, 7],
  [4, 4, 5, 5, 5, 6, 6, 6, 7],
  [4, 4, 4, 5, 5, 5, 6, 6, 6],
  [3, 4, 4, 4, 5, 5, 5, 6, 6],
  [3, 3, 4, 4, 4, 5, 5, 5, 6],
  [3, 3, 3, 4, 4, 4, 5, 5, 5],
  [2, 3, 3, 3, 4, 4, 4, 5, 5],
  [2, 2, 3, 3, 3, 4, 4, 4, 5],
  [2, 2, 2, 3, 3, 3, 4, 4, 4],
];

/** DN §5.0 BEAM CRT: rows beam factor 1–12, columns screen 1–9. */
export const BEAM_CRT: readonly (readonly number[])[] = [
  [4, 4, 5, 6, 6, 7, 7, 8, 9],
  [3, 4, 5, 5, 6, 7, 7, 8, 9],
  [3, 4, 4, 5, 6, 6, 7, 8, 8],
  [2, 3, 4, 5, 5, 6, 7, 7, 8],
  [2, 3, 4, 4, 5, 6, 6, 7, 8],
  [2, 3, 3, 4, 5, 5, 6, 7, 7],
  [1, 2, 3, 4, 4, 5, 6, 6, 7],
  [1, 2, 3, 3, 4, 5, 5, 6, 7],
  [1, 2, 2, 3, 4, 4, 5, 6, 6],
  [1, 1, 2, 2, 3, 4, 5, 5, 6],
  [1, 1, 1, 2, 3, 3, 4, 5, 5],
  [1, 1, 1, 1, 2, 2, 3, 3, 4],
];

export type WeaponKind = 'missile' | 'beam';

/**
 * The hit number for a factor against a screen, or null when the factor is 0 or less (the ship
 * cannot fire that weapon, DN §5.0). Edge columns: a factor above 12 reads row 12 (no printed
 * factor exceeds 12; concentrated fire caps at 12); a screen above 9 reads column 9 and below 1
 * column 1 (no printed screen is outside 1–9; a screen modified by technology is clamped).
 */
export function hitNumber(kind: WeaponKind, factor: number, screen: number): number | null {
  if (factor <= 0) return null;
  const row = Math.min(12, factor) - 1;
  const col = Math.max(1, Math.min(9, screen)) - 1;
  const table = kind === 'missile' ? MISSILE_CRT : BEAM_CRT;
  return (table[row] as readonly number[])[col] as number;
}

/** The modifiers of one space-combat shot (DN §5.0): close assault +1, firer failed −1, target failed +1. */
export function shotModifiers(opts: { closeAssault?: boolean; firerFailed?: boolean; targetFailed?: boolean }): { label: string; value: number }[] {
  const mods: { label: string; value: number }[] = [];
  if (opts.closeAssault) mods.push({ label: 'close assault', value: 1 });
  if (opts.firerFailed) mods.push({ label: 'firer maintenance-failed', value: -1 });
  if (opts.targetFailed) mods.push({ label: 'target maintenance-failed', value: 1 });
  return mods;
}

/**
 * The missile factor of one shot (DN §5.0): halved (rounded down) at short range; concentrated
 * fire doubles it, cap 12; A5 decides whether halving or doubling comes first. A ship whose
 * missiles were spent by concentrated fire this combat phase has 0.
 */
export function missileFactor(base: number, range: 'long' | 'short', concentrated: boolean, spent: boolean, order: 'halve-then-double' | 'double-then-halve' = 'halve-then-double'): number {
  if (spent || base <= 0) return 0;
  if (range === 'long') return concentrated ? Math.min(12, base * 2) : base;
  if (!concentrated) return Math.floor(base / 2);
  return order === 'halve-then-double' ? Math.min(12, Math.floor(base / 2) * 2) : Math.floor(Math.min(12, base * 2) / 2);
}
