/**
 * NOVA combat tables by their closed forms (digest §15; every printed cell is checked against
 * printed-charts.ts in tables.test.ts). All values are integers; no floats are accumulated.
 */
import { categoryOf } from '../categories';

/** Code letters A (k = 1) … R (k = 18); beyond R (extrapolation) letters continue S, T, … */
export function codeLetter(k: number): string {
  return k <= 0 ? '-' : String.fromCharCode(64 + k);
}

/**
 * NOVA: BEAM LASER DAMAGE CHART. Letter index k (A = 1) for range `range` (hexes) and the
 * modified d10z roll; 0 = no damage. Exact for the whole printed grid (ranges 0–42, rolls −4…29).
 */
export function beamCode(range: number, roll: number): number {
  const x = 2 * roll - range;
  if (x <= -10) return 0;
  if (x <= 1) return 1;
  return 2 + Math.floor((6 * x - 9) / 44);
}

/** NOVA: PULSE LASER DAMAGE CHART, as `beamCode`. */
export function pulseCode(range: number, roll: number): number {
  const x = 2 * roll - range;
  if (x <= -2) return 0;
  return Math.ceil((3 * (x + 2)) / 10);
}

/** The printed laser charts' edges; outside them the closed form extrapolates (setting `extrapolateLaserCodes`). */
export const LASER_CHART_LIMITS = { minRange: 0, maxRange: 42, minRoll: -4, maxRoll: 29, maxCode: 18 } as const;

/**
 * A laser code with the chart edges applied: inside the printed grid the closed form; outside it,
 * the closed form when `extrapolate`, otherwise the roll and range are clamped to the printed edge
 * and the code to R.
 */
export function laserCode(kind: 'BL' | 'PL', range: number, roll: number, extrapolate: boolean): number {
  const f = kind === 'BL' ? beamCode : pulseCode;
  if (extrapolate) return f(range, roll);
  const d = Math.max(LASER_CHART_LIMITS.minRoll, Math.min(roll, LASER_CHART_LIMITS.maxRoll));
  const k = f(range, d);
  return Math.min(k, LASER_CHART_LIMITS.maxCode);
}

/** NOVA: LASER SIZE DROPOFF CHART. Size lost by a beam laser at `range` hexes: floor(R / 1.5). */
export function beamDropoff(range: number): number {
  return Math.floor((2 * range) / 3);
}

/** Pulse lasers lose one size per hex of range, counting the target hex. */
export function pulseDropoff(range: number): number {
  return range;
}

/** NOVA: LASER AND MISSILE DAMAGE CHART. Damage of code k against a (modified) size: ceil(k·size/4). */
export function chartDamage(k: number, size: number): number {
  if (k <= 0 || size <= 0) return 0;
  return Math.ceil((k * size) / 4);
}

/** NOVA: MISSILES. The d6 → code letter used for missile damage: ×0.5, ×0.75, ×1, ×1, ×1.5, ×2 (rounded up). */
export const MISSILE_D6_CODE: Readonly<Record<number, number>> = { 1: 2, 2: 3, 3: 4, 4: 4, 5: 6, 6: 8 };

/** Missile damage for MD and the damage d6. */
export function missileDamage(md: number, d6: number): number {
  return chartDamage(MISSILE_D6_CODE[d6] ?? 0, md);
}

/** Missile size: ceil(MD/2 + MR/2.5 + MA/50), computed over the common denominator 50. */
export function missileSize(md: number, ma: number, mr: number): number {
  return Math.ceil((25 * md + 20 * mr + ma) / 50);
}

/** Force-beam projector's maximum range in hexes: floor(0.75 · size). */
export function forceBeamMaxRange(size: number): number {
  return Math.floor((3 * size) / 4);
}

/** Plasma accelerator size: ceil(PR·PD/2). */
export function plasmaSize(pr: number, pd: number): number {
  return Math.ceil((pr * pd) / 2);
}

/** Warp cannon size: WD + ceil(WA/25). */
export function warpCannonSize(wa: number, wd: number): number {
  return wd + Math.ceil(wa / 25);
}

/**
 * "Net" FC against EW for percentage weapons (FP, WC): they cancel 1:1; a net FC adds 10 per
 * point, a net EW subtracts 20 per point (NOVA: FC, EW).
 */
export function netFcEwPercent(fc: number, ew: number): number {
  const net = fc - ew;
  return net >= 0 ? 10 * net : -20 * -net;
}

/** Intrinsic armour: 2 per full 20 SSZ. */
export function intrinsicArmour(ssz: number): number {
  return 2 * Math.floor(ssz / 20);
}

/** Shield recovery per round: max(1, floor(SLmax/4)); 0 for a ship with no working shields (setting `srZeroWithoutShields`). */
export function shieldRecovery(slMax: number, zeroWithoutShields = true): number {
  if (slMax <= 0) return zeroWithoutShields ? 0 : 1;
  return Math.max(1, Math.floor(slMax / 4));
}

/** Blow-up chance in percent: floor(100 · SD / SSZ) (NOVA: BLOW UPS). */
export function blowUpChance(sd: number, ssz: number): number {
  if (ssz <= 0) return 100;
  return Math.floor((100 * sd) / ssz);
}

/** NOVA: SURFACE COMBAT. Combat factor of each ground unit. */
export const GROUND_CF = { MA: 1, AA: 2, RA: 3, SDU: 4 } as const;
export type GroundUnitType = keyof typeof GROUND_CF;

/** Intrinsic militia armies by system status (NOVA: INTRINSIC GARRISONS). */
export const INTRINSIC_MILITIA = { homeStar: 10, world: 3, settlement: 2, outpost: 1 } as const;

/** Ship size categories (NOVA: SHIP SIZE CATEGORIES), [abbreviation, name, lowest SSZ]. */
/** Size class abbreviation of a ship of `ssz` (what a successful probe reports). */
export function sizeClass(ssz: number): string {
  return categoryOf(ssz).abbr;
}
