/** A force as the random tables give it: unit counts by type. */
import { UNIT_TYPES, type UnitCode } from './units';

export type Force = Partial<Record<UnitCode, number>>;

/** Book value of a force (GD §5.3). */
export function forceValue(force: Force): number {
  let n = 0;
  for (const [code, count] of Object.entries(force)) n += UNIT_TYPES[code as UnitCode].cost * (count ?? 0);
  return n;
}

/** "1 BB, 2 CA, 3 DD" in the rulebook's order of listing. */
export function describeForce(force: Force): string {
  const order: UnitCode[] = ['BB', 'BBS', 'BBX', 'CV', 'RA', 'GS', 'CA', 'DD', 'FF', 'TT', 'Ftr', 'GBDS', 'MI', 'SY'];
  const parts = order.filter((c) => (force[c] ?? 0) > 0).map((c) => `${force[c]} ${c}`);
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

/** Sum of two forces. */
export function addForces(a: Force, b: Force): Force {
  const out: Force = { ...a };
  for (const [code, n] of Object.entries(b)) out[code as UnitCode] = (out[code as UnitCode] ?? 0) + (n ?? 0);
  return out;
}
