/**
 * Pirate Fleet (GD §11.13: 1D6 + turn number on the table) and Hostile Aliens' Fleet (§11.14: the same
 * table; pay-outs of Stellars equal to losses or to the aliens destroyed).
 */
import type { DiceSource } from '../dice';
import type { Force } from './forces';

// GD §11.13 table; [0] and [1] are empty.
const ROWS: readonly { readonly from: number; readonly to: number; readonly force: Force }[] = [
  { from: 2, to: 2, force: { FF: 1 } },
  { from: 3, to: 3, force: { DD: 1 } },
  { from: 4, to: 4, force: { CA: 1 } },
  { from: 5, to: 5, force: { CA: 1, FF: 1 } },
  { from: 6, to: 6, force: { CA: 1, FF: 2 } },
  { from: 7, to: 7, force: { CA: 1, FF: 3 } },
  { from: 8, to: 8, force: { CA: 1, DD: 3 } },
  { from: 9, to: 9, force: { CA: 2, DD: 2 } },
  { from: 10, to: 10, force: { CA: 2, DD: 3 } },
  { from: 11, to: 12, force: { BB: 1, CA: 1, DD: 3 } },
  { from: 13, to: 15, force: { BB: 1, CA: 2, DD: 3 } },
  { from: 16, to: 18, force: { BB: 1, CA: 2, DD: 5 } },
  { from: 19, to: 21, force: { BB: 1, CA: 3, DD: 6 } },
  { from: 22, to: 24, force: { CV: 1, FF: 5, Ftr: 12 } },
  { from: 25, to: 27, force: { CV: 2, FF: 6, Ftr: 24 } },
  { from: 28, to: 30, force: { CV: 1, RA: 2, FF: 6, Ftr: 12 } },
  { from: 31, to: 33, force: { BB: 2, CA: 4, DD: 6 } },
  { from: 34, to: 36, force: { BB: 3, CA: 6, DD: 10 } },
  { from: 37, to: Number.POSITIVE_INFINITY, force: { BB: 2, CV: 2, RA: 2, Ftr: 24 } },
];

/** The pirate (or alien) force for a table result (GD §11.13); results 0–1 are empty. */
export function pirateForce(result: number): Force {
  return ROWS.find((r) => result >= r.from && result <= r.to)?.force ?? {};
}

/** Rolls 1D6 + turn (GD §11.13). */
export function rollPirates(dice: DiceSource, turn: number, group: string, purpose = 'pirate fleet (1D6 + turn)'): { d6: number; result: number; force: Force } {
  const d6 = dice.roll(purpose, 'd6', { group });
  const result = d6 + turn;
  return { d6, result, force: pirateForce(result) };
}

// GD §11.14: lose → Stellars equal to the value of your losses; win → Stellars equal to the value
// of the alien ships destroyed (plus the battle's VP).
/** Stellars the government pays after a battle against Hostile Aliens. */
export function alienPayout(playerWon: boolean, playerLosses: number, alienLosses: number): number {
  return playerWon ? alienLosses : playerLosses;
}
