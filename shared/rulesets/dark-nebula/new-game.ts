/**
 * A new Beyond the Dark Nebula game from the library's "New game" dialog (shared/ruleset.ts
 * `newGame`): the two players (the human player first), their secret choices (DN §14.0: Hierate
 * or Kingdom, Solomani or Vilani — or drawn by lot from the game's seed), the missile-boat
 * choice, and the map to start from (the sample layout, or the seven empty sheets to digitize).
 */
import { DARK_NEBULA_ABOUT } from './about';
import type { Problem } from '../../format/problems';
import { checkNewGame } from '../../library/new-game';
import type { NewGameField, NewGameInput } from '../../ruleset';
import { rollDie, seedRng } from '../../rng';
import type { AslanVariant, HumanVariant } from './model';
import type { NewDnGame } from './play/setup';

export const PLAYER_WORDS = DARK_NEBULA_ABOUT.player;

export const NEW_GAME_FIELDS: readonly NewGameField[] = [
  {
    key: 'humanVariant',
    label: "Human player's secret choice",
    description: 'DN §14.0: the Solomani or the Vilani (Ziru Sirka); by lot draws it from the game’s seed. The Aslan player is not told until turn 1.',
    kind: 'choice',
    choices: [
      { value: 'solomani', label: 'Solomani' },
      { value: 'vilani', label: 'Vilani (Ziru Sirka)' },
      { value: 'lot', label: 'By lot' },
    ],
    default: 'lot',
  },
  {
    key: 'aslanVariant',
    label: "Aslan player's secret choice",
    description: 'DN §14.0: a clan of the Hierate or the isolated Kingdom; by lot draws it. The human player is not told until turn 1.',
    kind: 'choice',
    choices: [
      { value: 'hierate', label: 'Hierate (a clan)' },
      { value: 'kingdom', label: 'Kingdom' },
      { value: 'lot', label: 'By lot' },
    ],
    default: 'lot',
  },
  {
    key: 'missileBoats',
    label: 'Aslan missile boats',
    description: 'Only when the scout draw is 2-0-1[1] (DN §14.0): the Aslan player’s choice, or a die (4–6 yes).',
    kind: 'choice',
    choices: [
      { value: 'roll', label: 'Roll a die' },
      { value: 'yes', label: 'Yes, if allowed' },
      { value: 'no', label: 'No' },
    ],
    default: 'roll',
  },
  {
    key: 'map',
    label: 'Map',
    description: 'The layout of the seven sheets is lost with Fig. 1: start from the sample layout, or from empty sheets to enter from the printed ones.',
    kind: 'choice',
    choices: [
      { value: 'sample', label: 'Sample layout (named systems)' },
      { value: 'empty', label: 'Empty sheets to digitize' },
    ],
    default: 'sample',
  },
];

const CHOICES: Record<string, readonly string[]> = Object.fromEntries(NEW_GAME_FIELDS.map((f) => [f.key, f.kind === 'choice' ? f.choices.map((c) => c.value) : []]));

function option(input: NewGameInput, key: string): string {
  const value = input.options?.[key];
  const field = NEW_GAME_FIELDS.find((f) => f.key === key);
  return typeof value === 'string' ? value : field?.kind === 'choice' ? field.default : '';
}

export function checkDnNewGame(input: NewGameInput): Problem[] {
  const problems = checkNewGame(input, PLAYER_WORDS);
  if (input.empireNames.length !== 2) problems.push({ where: 'empireNames', message: 'Beyond the Dark Nebula has two players: the human player, then the Aslan player' });
  for (const key of Object.keys(CHOICES)) {
    const value = option(input, key);
    if (!CHOICES[key]?.includes(value)) problems.push({ where: key, message: `must be one of ${CHOICES[key]?.join(', ')} (found ${JSON.stringify(value)})` });
  }
  return problems;
}

/** The form's choices as a new game's, the lots drawn from the game's id (its seed). */
export function dnNewGameOptions(input: NewGameInput, gameId: string): NewDnGame {
  const lot = (what: string) => rollDie(seedRng(`${gameId}/dark-nebula/lot/${what}`), 2).value === 1;
  const human = option(input, 'humanVariant');
  const aslan = option(input, 'aslanVariant');
  return {
    humanVariant: (human === 'lot' ? (lot('human') ? 'solomani' : 'vilani') : human) as HumanVariant,
    aslanVariant: (aslan === 'lot' ? (lot('aslan') ? 'hierate' : 'kingdom') : aslan) as AslanVariant,
    missileBoats: option(input, 'missileBoats') as NewDnGame['missileBoats'],
    map: option(input, 'map') as NewDnGame['map'],
  };
}
