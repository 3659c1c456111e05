/**
 * Which screens a game has, by ruleset (docs/decisions/0001-what-a-ruleset-provides.md).
 * NOVA's list is GAME_SCREENS (screens.ts); another ruleset registers its list here with one line.
 */
import type { Ruleset } from '../../../shared/model/entities';
import { STAR_SECTORS_SCREENS } from '../star-sectors/screens';
import { GAME_SCREENS, type GameScreen } from './screens';

const RULESET_SCREENS: Partial<Record<Ruleset, readonly GameScreen[]>> = {
  'star-sectors': STAR_SECTORS_SCREENS,
};

export function screensFor(ruleset: Ruleset): readonly GameScreen[] {
  return RULESET_SCREENS[ruleset] ?? GAME_SCREENS;
}

/** A screen of a game of this ruleset, by id. */
export function findRulesetScreen(id: string, ruleset: Ruleset): GameScreen | undefined {
  return screensFor(ruleset).find((screen) => screen.id === id);
}
