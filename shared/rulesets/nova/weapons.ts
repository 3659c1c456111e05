/** Sizes that follow from intangibles (NOVA: 3.2 PA, WC rows; 3.3 PT and WC; 3.6 missile size). */
import { add, ceil, rat } from './exact';

/** PA size = cost = ceil(PR × PD / 2) (NOVA: 3.3 PT/PA/PD/PR). PR3 PD5 → 8. */
export function plasmaAcceleratorSize(pr: number, pd: number): number {
  return ceil(rat(pr * pd, 2));
}

/** WC size = WD + ceil(WA / 25) (NOVA: 3.3 WC/WA/WD). WA120 WD4 → 9. */
export function warpCannonSize(wa: number, wd: number): number {
  return wd + ceil(rat(wa, 25));
}

/** Missile size = ceil(MA/50 + MR/2.5 + MD/2) (NOVA: 3.6). MD13 MA190 MR4 → 11.9 → 12. */
export function missileSize(md: number, ma: number, mr: number): number {
  return ceil(add(add(rat(ma, 50), rat(mr * 2, 5)), rat(md, 2)));
}

/** Force-beam range in hexes = floor(0.75 × FP size) (NOVA: 3.2 FP). */
export function forceBeamRange(size: number): number {
  return Math.floor((3 * size) / 4);
}

/** Shield recovery per round: floor(SI × shields / 4), minimum 1 (NOVA: 3.3 SI/SM/SR). */
export function shieldRegeneration(si: number, shields: number): number {
  return Math.max(1, Math.floor((si * shields) / 4));
}

/**
 * When ships may fire a missile design researched on turn `researched` (NOVA: 3.6): ships
 * starting a turn in a system with an established IC the empire controls from the next turn;
 * all other non-retreating ships the turn after. A retreating ship gets it only at the start
 * of the first turn after a turn in which it did not retreat.
 */
export function missileAvailability(researched: number): { atIc: number; others: number } {
  return { atIc: researched + 1, others: researched + 2 };
}
