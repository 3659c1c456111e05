/** Friendly Fleet encounter (GD §11.16): a training squadron that joins your fleet for good. */
import type { DiceSource } from '../dice';
import type { Force } from './forces';

// GD §11.16 table; ** a Gromar speed-3 fleet rolling 2 gets 1 RA + 1 FF.
const TABLE: readonly Force[] = [{ FF: 3 }, { CV: 1, Ftr: 4 }, { TT: 1, MI: 2, FF: 2 }, { DD: 2 }, { CA: 1, DD: 1 }, { BB: 1, MI: 1 }];

/** The squadron for a roll of 1–6; `gromar` swaps row 2 for 1 RA + 1 FF. */
export function friendlyFleet(roll: number, gromar: boolean): Force {
  if (roll === 2 && gromar) return { RA: 1, FF: 1 };
  return TABLE[Math.max(1, Math.min(6, roll)) - 1] as Force;
}

/** Rolls 1D3 (fleet speed 3 or more) or 1D3 + 3 (speed 2 or less) (GD §11.16). */
export function rollFriendlyFleet(dice: DiceSource, fleetSpeed: number, gromar: boolean, group: string): { roll: number; force: Force } {
  const d3 = dice.roll('friendly fleet (1D3)', 'd3', { group });
  const roll = fleetSpeed >= 3 ? d3 : d3 + 3;
  return { roll, force: friendlyFleet(roll, gromar) };
}
