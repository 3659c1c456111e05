/**
 * Carried units (GD §10.1.1, §10.1.1.1, §11.3 iv, §11.4.1, §10.8.1): capacities, the simple
 * carried-units system after a battle, and the CV minimum of 4 Fighters.
 */
import { UNIT_TYPES, type UnitCode } from './units';

/** MI capacity of a list of carriers (GD §10.1.1: TT 4; BB, GS, RA 2; BBS, BBX 4). */
export function miCapacity(codes: readonly UnitCode[]): number {
  return codes.reduce((n, c) => n + UNIT_TYPES[c].carriesMi, 0);
}

/** Fighter capacity of a list of carriers (GD §10.1.1: CV 12). */
export function ftrCapacity(codes: readonly UnitCode[]): number {
  return codes.reduce((n, c) => n + UNIT_TYPES[c].carriesFtr, 0);
}

// GD §11.4.1 "Carried Units – Simple System": those that can be are assumed to be in surviving units.
/** Carried units surviving a battle: min(before, capacity of the surviving carriers) (digest GD-CARRY-01). */
export function survivingCarried(before: number, survivingCapacity: number): number {
  return Math.max(0, Math.min(before, survivingCapacity));
}

/**
 * Spreads `count` carried units over carriers in order, each up to its capacity (the §11.4.1 default
 * assignment). Returns the load per carrier, and what did not fit.
 */
export function spreadCarried(count: number, capacities: readonly number[]): { loads: number[]; left: number } {
  let left = count;
  const loads = capacities.map((cap) => {
    const take = Math.min(cap, left);
    left -= take;
    return take;
  });
  return { loads, left };
}

// GD §10.8.1 CV MINIMUM FIGHTER CARRIAGE.
export const CV_MINIMUM_FIGHTERS = 4;

/**
 * The movement limit on a CV below its Fighter minimum (GD §10.8.1; digest A-29: count from the turn it
 * first fell short): the turn it fell short it acts normally (but must stay at a Shipyard planet); the
 * turn after, it may only move straight toward a planet with a Shipyard of its race; after that it must
 * head for the nearest planet of its empire and stay there.
 */
export function cvRestriction(shortSince: number | null, turn: number, atShipyardPlanet: boolean): 'none' | 'stay-at-shipyard' | 'toward-shipyard' | 'toward-own-planet' {
  if (shortSince === null) return 'none';
  if (atShipyardPlanet) return 'stay-at-shipyard';
  const turnsShort = turn - shortSince;
  if (turnsShort <= 0) return 'none';
  if (turnsShort === 1) return 'toward-shipyard';
  return 'toward-own-planet';
}

// GD §10.8.1 NOTE: another CV may bring Fighters only if it still meets its own minimum afterwards.
/** Whether a CV with `aboard` Fighters may give `give` of them to another CV. */
export function mayTransferFighters(aboard: number, give: number): boolean {
  return aboard - give >= CV_MINIMUM_FIGHTERS;
}
