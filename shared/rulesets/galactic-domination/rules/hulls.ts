/** Incomplete hulls (GD §11.9.1, §11.9.2): ships with a drive but no weapons. */
import type { UnitCode } from './units';

export interface HullRow {
  readonly attack: 0;
  readonly defense: number;
  /** VALUE column (digest A-26: its book value for VP). */
  readonly value: number;
  /** Cost to arm and bring to full Defense; the TT has none to arm but costs 1 to bring to full Defense. */
  readonly costToArm: number;
}

// GD §11.9.1 table.
export const INCOMPLETE_HULLS: Readonly<Partial<Record<UnitCode, HullRow>>> = {
  FF: { attack: 0, defense: 1, value: 2, costToArm: 2 },
  DD: { attack: 0, defense: 1, value: 2, costToArm: 3 },
  CA: { attack: 0, defense: 2, value: 4, costToArm: 3 },
  BB: { attack: 0, defense: 3, value: 6, costToArm: 4 },
  CV: { attack: 0, defense: 3, value: 4, costToArm: 3 },
  GS: { attack: 0, defense: 4, value: 5, costToArm: 3 },
  RA: { attack: 0, defense: 3, value: 5, costToArm: 4 },
  TT: { attack: 0, defense: 1, value: 2, costToArm: 1 },
};

/** The hull row of a ship class, or null when the class has none. */
export function hullOf(code: UnitCode): HullRow | null {
  return INCOMPLETE_HULLS[code] ?? null;
}

// GD §11.9: one 1D6 per hull trying to escape a blockade: 1–3 escapes as a hull, 4–5 destroyed, 6 captured.
/** The escape roll of a hull under construction at a blockaded Shipyard. */
export function hullEscape(d6: number): 'escapes' | 'destroyed' | 'captured' {
  return d6 <= 3 ? 'escapes' : d6 <= 5 ? 'destroyed' : 'captured';
}

// GD §11.9: Fighters roll for emergency readiness: 1–3 activated as normal, 4–6 destroyed.
/** The emergency readiness roll of a Fighter under construction at a blockaded Shipyard. */
export function fighterReadiness(d6: number): 'activated' | 'destroyed' {
  return d6 <= 3 ? 'activated' : 'destroyed';
}
