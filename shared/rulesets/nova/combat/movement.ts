/**
 * NOVA space-combat movement (digest §2; rulebook L781–787, L3108–3160): vectors, thrust,
 * scatter and set-up. Axial coordinates; directions D1–D6 clockwise with D(i) opposite D(i+3).
 *
 * A vector is a displacement in hexes per combat round. Each point of working IE adds one unit
 * vector in any direction; the new vector moves the ship in the same round.
 */
import { hexDistance } from '../../../hex/coords';

export interface Axial {
  q: number;
  r: number;
}

/** Unit vectors of D1…D6 (index 0 = D1). */
export const DIRECTIONS: readonly Axial[] = [
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
];

/** Range in hexes between two hexes: 0 = same hex, 1 = adjacent (counts the target hex, not the firer's). */
export function rangeBetween(a: Axial, b: Axial): number {
  return hexDistance(a, b);
}

export function addAxial(a: Axial, b: Axial, times = 1): Axial {
  return { q: a.q + b.q * times + 0, r: a.r + b.r * times + 0 };
}

/** Thrust points per direction, index 0 = D1; each ≥ 0, total ≤ working IE. */
export type Thrust = readonly number[];

export function thrustTotal(thrust: Thrust): number {
  return thrust.reduce((t, n) => t + n, 0);
}

/** The new vector after thrust. */
export function applyThrust(vector: Axial, thrust: Thrust): Axial {
  let v = { ...vector };
  thrust.forEach((n, i) => {
    if (n > 0) v = addAxial(v, DIRECTIONS[i] as Axial, n);
  });
  return v;
}

/** Why a thrust plot is not allowed for a ship with `ieWorking` points; null when fine. */
export function thrustProblem(thrust: Thrust, ieWorking: number): string | null {
  if (thrust.length !== 6) return 'a thrust plot has six entries, D1 to D6';
  if (thrust.some((n) => !Number.isInteger(n) || n < 0)) return 'thrust points are whole numbers, 0 or more';
  const total = thrustTotal(thrust);
  if (total > ieWorking) return `${total} thrust points plotted, the working IE gives ${ieWorking}`;
  return null;
}

/**
 * A vector as the book writes it: at most two adjacent directions, "a in Di and b in Di+1"
 * (L3118). Returns [] for the zero vector.
 */
export function simplifyVector(v: Axial): { direction: number; points: number }[] {
  if (v.q === 0 && v.r === 0) return [];
  for (let i = 0; i < 6; i++) {
    const d1 = DIRECTIONS[i] as Axial;
    const d2 = DIRECTIONS[(i + 1) % 6] as Axial;
    // Solve v = a·d1 + b·d2 (2×2 system); the determinant is ±1 for adjacent directions.
    const det = d1.q * d2.r - d1.r * d2.q;
    const a = (v.q * d2.r - v.r * d2.q) / det;
    const b = (d1.q * v.r - d1.r * v.q) / det;
    if (a >= 0 && b >= 0) {
      const out: { direction: number; points: number }[] = [];
      if (a > 0) out.push({ direction: i + 1, points: a });
      if (b > 0) out.push({ direction: ((i + 1) % 6) + 1, points: b });
      return out;
    }
  }
  return [];
}

/** "1 in D2 and 3 in D3". */
export function formatVector(v: Axial): string {
  const parts = simplifyVector(v);
  return parts.length === 0 ? '0' : parts.map((p) => `${p.points}·D${p.direction}`).join(' + ');
}

/** NOVA: WARP POINT SCATTER (L3088). d6 direction, d10z distance (0 = stays at the centre). */
export function scatterPosition(centre: Axial, d6: number, d10z: number): Axial {
  return addAxial(centre, DIRECTIONS[d6 - 1] as Axial, d10z);
}

/** Set-up (D/n) from orders: n hexes from the warp point in direction D (L3080). */
export function setupPosition(centre: Axial, direction: number, distance: number): Axial {
  return addAxial(centre, DIRECTIONS[direction - 1] as Axial, distance);
}
