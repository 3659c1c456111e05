/**
 * A new Star Sectors game from the library's "New game" form: two or more sides (stored as
 * empire rows, called sides in the UI) and the fleet point value (Star Sectors III).
 */
import { STAR_SECTORS_ABOUT } from './about';
import type { GameRecords } from '../../format/archive';
import type { Problem } from '../../format/problems';
import { checkNewGame, type NewGameInput } from '../../library/new-game';
import { gameSetupSchema } from './records';

export const MIN_SIDES = 2;
export const DEFAULT_FLEET_POINTS = 25;

/** A Star Sectors game has sides, not empires. */
export const SIDE_WORDS = STAR_SECTORS_ABOUT.player;

export function checkStarSectorsNewGame(input: NewGameInput, fleetPoints: number): Problem[] {
  const problems = checkNewGame(input, SIDE_WORDS);
  if (input.empireNames.length < MIN_SIDES) problems.push({ where: 'empireNames', message: `A Star Sectors battle needs at least ${MIN_SIDES} sides` });
  if (!Number.isInteger(fleetPoints) || fleetPoints < 1 || fleetPoints > 10000) problems.push({ where: 'fleetPoints', message: 'The fleet point value must be a whole number from 1 to 10000' });
  return problems;
}

export function defaultSideNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `Side ${String.fromCharCode(65 + (i % 26))}`);
}

/** Adds the Star Sectors setup (board, no terrain yet, the fleet points) to a new game's records. */
export function withStarSectorsSetup(records: GameRecords, fleetPoints: number): GameRecords {
  return { ...records, game: { ...records.game, settings: { ...records.game.settings, starSectors: gameSetupSchema.parse({ fleetPoints }) } } };
}
