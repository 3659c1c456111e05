/**
 * The Exploration Fleet (GD §9.1.2): mobile units worth $32 (Destiny OPTIONS: $12); a shortfall is paid
 * in Stellars; 1 to 3 fleets; Gromar use RA and GS and have no CV or Ftr; each CV needs ≥4 Ftrs.
 */
import { CV_MINIMUM_FIGHTERS, ftrCapacity, miCapacity } from './carried-units';
import { forceValue, type Force } from './forces';
import { raceMayBuild, UNIT_TYPES, type UnitCode } from './units';

export const EXPLORATION_FLEET_VALUE = 32;
export const OPTIONS_EXPLORATION_FLEET_VALUE = 12;

// GD §9.1.2: "It may include BB, TT, FF, CA, DD, CV, MI and Ftr"; the Gromar RA and GS.
const ALLOWED: readonly UnitCode[] = ['BB', 'TT', 'FF', 'CA', 'DD', 'CV', 'MI', 'Ftr', 'RA', 'GS'];

export interface ExplorationCheck {
  readonly ok: boolean;
  readonly value: number;
  /** Stellars paid for the shortfall (GD §9.1.2). */
  readonly shortfall: number;
  readonly problems: readonly string[];
}

/** Checks the Exploration Fleet(s) of a race (GD §9.1.2). `budget` is 32, or 12 under Destiny OPTIONS. */
export function checkExplorationFleets(raceCode: string, fleets: readonly Force[], budget = EXPLORATION_FLEET_VALUE, options: { improvisedTroopship?: boolean } = {}): ExplorationCheck {
  const problems: string[] = [];
  if (fleets.length < 1 || fleets.length > 3) problems.push(`1 to 3 Exploration Fleets (§9.1.2), not ${fleets.length}`);
  let value = 0;
  fleets.forEach((f, i) => {
    const name = `fleet ${i + 1}`;
    for (const [code, n] of Object.entries(f) as [UnitCode, number][]) {
      if (!n) continue;
      if (!ALLOWED.includes(code)) problems.push(`${name}: ${code} is not allowed in an Exploration Fleet (§9.1.2)`);
      const race = raceMayBuild(raceCode, code);
      if (!race.ok) problems.push(`${name}: ${race.reason}`);
    }
    value += forceValue(f);
    const codes = (Object.entries(f) as [UnitCode, number][]).flatMap(([c, n]) => Array<UnitCode>(UNIT_TYPES[c].kind === 'ship' ? n : 0).fill(c));
    const cv = f.CV ?? 0;
    if (cv > 0 && (f.Ftr ?? 0) < cv * CV_MINIMUM_FIGHTERS) problems.push(`${name}: each CV needs at least ${CV_MINIMUM_FIGHTERS} Fighters (§10.8.1)`);
    if ((f.Ftr ?? 0) > ftrCapacity(codes)) problems.push(`${name}: ${f.Ftr} Fighters, room for ${ftrCapacity(codes)} (§10.1.1)`);
    // Improvised Troopship (GD §10.7.4.1): a CA may carry troops; its capacity is not stated: counted as a TT's 4.
    const extraMi = options.improvisedTroopship && (f.CA ?? 0) > 0 ? 4 : 0;
    if ((f.MI ?? 0) > miCapacity(codes) + extraMi) problems.push(`${name}: ${f.MI} MIs, room for ${miCapacity(codes) + extraMi} (§10.1.1)`);
  });
  if (value > budget) problems.push(`worth $${value}, more than $${budget} (§9.1.2)`);
  return { ok: problems.length === 0, value, shortfall: Math.max(0, budget - value), problems };
}

// GD §9.1.2 suggested fleets (each totals $32; the two-fleet options 21 + 11 and 16 + 16).
export const SUGGESTED_FLEETS: readonly { readonly name: string; readonly fleets: readonly Force[]; readonly gromar?: boolean }[] = [
  { name: 'Safe 1', fleets: [{ BB: 1, CA: 2, TT: 2, MI: 7 }] },
  { name: 'Safe 2', fleets: [{ BB: 1, CA: 2, DD: 1, TT: 1, MI: 5 }] },
  { name: 'Safe 3', fleets: [{ CV: 1, Ftr: 12, FF: 3, TT: 1, MI: 3 }] },
  { name: 'Safe 4', fleets: [{ CV: 2, Ftr: 12, TT: 2, MI: 4 }] },
  { name: 'Safe 5 (Gromar)', fleets: [{ RA: 2, FF: 2, TT: 2, MI: 6 }], gromar: true },
  { name: 'Safe 6 (Gromar)', fleets: [{ RA: 3, MI: 6, TT: 1 }], gromar: true },
  { name: 'Two fleets: strong and weak', fleets: [{ BB: 1, TT: 1, MI: 6, DD: 1 }, { TT: 1, MI: 3, FF: 2 }] },
  { name: 'Two equal task forces', fleets: [{ CA: 1, DD: 1, TT: 1, MI: 4 }, { CA: 1, DD: 1, TT: 1, MI: 4 }] },
  { name: 'Two equal task forces (2 TT)', fleets: [{ CA: 1, DD: 1, TT: 2, MI: 2 }, { CA: 1, DD: 1, TT: 2, MI: 2 }] },
];
