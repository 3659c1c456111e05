/**
 * Blockade (GD §11.9): a planet of yours is blockaded when none of your ships is in its hex, there are
 * enemy ships (ships only, digest A-28) in the hex, and none of your space units is in an adjacent hex.
 */

/** What the blockade test needs to know about a planet's surroundings. */
export interface BlockadeInput {
  readonly friendlyShipsInHex: number;
  readonly enemyShipsInHex: number;
  readonly friendlySpaceUnitsAdjacent: number;
}

/** Whether the planet is blockaded (GD §11.9). */
export function isBlockaded(input: BlockadeInput): boolean {
  return input.friendlyShipsInHex === 0 && input.enemyShipsInHex > 0 && input.friendlySpaceUnitsAdjacent === 0;
}
