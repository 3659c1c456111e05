/**
 * Free and Neutral Worlds (GD §11.11): the garrison table (dice by turn), the fight-or-not roll
 * (§11.11.2) and the resource value roll (§11.11.1).
 */
import type { DiceSource } from '../dice';
import type { Force } from './forces';

/** What a Neutral World holds: ships and GBDS defend in space and orbit, MIs on the ground. */
export interface Garrison {
  readonly ships: Force;
  readonly gbds: number;
  readonly mis: number;
}

// GD §11.11 DIE ROLL RESULT TABLE (blank = 0): FF DD CA BB GBDS CV Ftrs MIs.
const TABLE: readonly (readonly [number, number, number, number, number, number, number, number])[] = [
  [1, 0, 0, 0, 0, 0, 0, 1],
  [1, 0, 0, 0, 1, 0, 0, 1],
  [0, 1, 0, 0, 1, 0, 0, 1],
  [0, 0, 1, 0, 1, 0, 0, 1],
  [0, 0, 1, 0, 2, 0, 0, 2],
  [1, 1, 1, 0, 1, 0, 0, 2],
  [1, 1, 1, 0, 2, 0, 0, 2],
  [1, 1, 1, 1, 2, 0, 0, 3],
  [1, 2, 1, 1, 2, 0, 0, 3],
  [2, 2, 1, 1, 2, 0, 0, 3],
  [2, 2, 2, 1, 2, 0, 0, 3],
  [2, 2, 2, 2, 2, 0, 0, 3],
  [2, 2, 2, 2, 2, 1, 6, 4],
  [2, 2, 2, 2, 2, 1, 12, 4],
  [2, 2, 2, 2, 2, 2, 24, 5],
  [2, 2, 2, 2, 3, 2, 24, 6],
];

/** The garrison for a table roll of 1–16 (GD §11.11). */
export function neutralGarrison(roll: number): Garrison {
  const row = TABLE[Math.max(1, Math.min(16, roll)) - 1] as (typeof TABLE)[number];
  const [ff, dd, ca, bb, gbds, cv, ftr, mis] = row;
  const ships: Force = {};
  if (ff) ships.FF = ff;
  if (dd) ships.DD = dd;
  if (ca) ships.CA = ca;
  if (bb) ships.BB = bb;
  if (cv) ships.CV = cv;
  if (ftr) ships.Ftr = ftr;
  return { ships, gbds, mis };
}

// GD §11.11: turns 1–3 roll 1D6; 4–6 1D10; 7+ 1D10 + 1D6.
/** The dice of the garrison roll in a turn. */
export function garrisonDice(turn: number): readonly ('d6' | 'd10')[] {
  return turn <= 3 ? ['d6'] : turn <= 6 ? ['d10'] : ['d10', 'd6'];
}

/** Rolls a Neutral World's garrison for `turn` (GD §11.11); returns the roll and the garrison. */
export function rollGarrison(dice: DiceSource, turn: number, group: string): { roll: number; garrison: Garrison } {
  const roll = garrisonDice(turn).reduce((n, die) => n + dice.roll(`neutral garrison (turn ${turn})`, die, { group }), 0);
  return { roll, garrison: neutralGarrison(roll) };
}

// GD §11.11.2: 1–2 must fight; 3–6 may fight or leave (leaving bars the hex for the rest of the turn).
/** The fight-or-not roll's meaning. */
export function fightOrNot(d6: number): 'must-fight' | 'may-leave' {
  return d6 <= 2 ? 'must-fight' : 'may-leave';
}

// GD §11.11.1: 2D6, halve, round up.
/** Rolls a world's resource value once it is occupied (1–6). */
export function rollResourceValue(dice: DiceSource, group: string): number {
  return dice.roll('resource value (2D6 halved, rounded up)', '2d6/2', { group });
}
