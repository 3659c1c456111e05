/**
 * The New game dialog of Galactic Domination (shared/ruleset.ts `NewGameRules`): the players in seating
 * order, each named with the empire (race) they play (GD §7.1, §7.2: seats, then empires, one player an
 * empire), how the game is played (at the table or by mail), its length; then the game's first records
 * from setup (setup/new-game.ts): the map, the starting forces, the decks and hands, with every die of
 * setup logged as turn 0.
 */
import { GALACTIC_DOMINATION_ABOUT } from '../about';
import { checkNewGame } from '../../../library/new-game';
import type { GameRecords } from '../../../format/records';
import type { Problem } from '../../../format/problems';
import type { NewGameField, NewGameInput } from '../../../ruleset';
import { layoutFor } from '../map/layouts';
import { RACES, type Race } from '../rules/races';
import { diceRecords, recordsFromWorld, toGameRecords, KEY } from '../world/records';
import { newGame } from './new-game';

/** What a player of Galactic Domination is called. */
export const PLAYER_WORDS = GALACTIC_DOMINATION_ABOUT.player;

export const MIN_PLAYERS = 2;
/** Nine empires can be chosen (GD §4.2); layouts exist for 2–9 players (5, 7, 8 and 9 the workstation's, digest A-02). */
export const MAX_PLAYERS = RACES.length;

export const NEW_GAME_FIELDS: readonly NewGameField[] = [
  {
    key: 'play',
    label: 'How it is played',
    description: 'At the table, Warpdesk is the banker and referee; by mail, the GM runs it with written orders and sitreps (house rules). Both screens stay available.',
    kind: 'choice',
    choices: [
      { value: 'mail', label: 'By mail with a GM (house rules)' },
      { value: 'table', label: 'At the table (Warpdesk as banker and referee)' },
    ],
    default: 'mail',
  },
  { key: 'turns', label: 'Turns', description: 'Basic is exactly 10 turns (§11.0).', kind: 'int', min: 1, max: 40, default: 10 },
];

/** The empire names a new form starts with: the book's empires in order. */
export function defaultPlayerNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => RACES[i % RACES.length]?.empire ?? `Player ${i + 1}`);
}

/**
 * The race a player's name names: the first of the nine empires whose id, empire name, counter
 * adjective or people appears in it ("Ann's Terrans" plays the Terran Empire). Null when none does.
 */
export function raceInName(name: string): Race | null {
  const text = name.toLowerCase();
  let best: { race: Race; at: number } | null = null;
  for (const race of RACES) {
    const words = [race.id, race.empire.toLowerCase(), race.adjective.toLowerCase(), ...race.people.toLowerCase().split(/[,&]\s*|\s+and\s+/).map((w) => w.trim()).filter((w) => w.length >= 4)];
    for (const w of words) {
      const at = text.indexOf(w);
      if (at >= 0 && (best === null || at < best.at)) best = { race, at };
    }
  }
  return best?.race ?? null;
}

/** Every problem of the form, each naming its field. */
export function checkGdNewGame(input: NewGameInput): Problem[] {
  const problems = checkNewGame(input, PLAYER_WORDS);
  const count = input.empireNames.length;
  if (count < MIN_PLAYERS || count > MAX_PLAYERS) {
    if (!problems.some((p) => p.where === 'empireNames')) problems.push({ where: 'empireNames', message: `Galactic Domination has from ${MIN_PLAYERS} to ${MAX_PLAYERS} players (nine empires, §4.2), not ${count}` });
    return problems;
  }
  if (!layoutFor(count)) problems.push({ where: 'empireNames', message: `There is no map layout for ${count} players` });
  const seen = new Map<string, number>();
  input.empireNames.forEach((name, i) => {
    if (name.trim() === '') return;
    const race = raceInName(name);
    if (!race) {
      problems.push({ where: `empireNames[${i}]`, message: `Player ${i + 1}'s name names no empire: put one of ${RACES.map((r) => r.id.charAt(0).toUpperCase() + r.id.slice(1)).join(', ')} in it (e.g. "${RACES[i % RACES.length]?.empire}")` });
      return;
    }
    const first = seen.get(race.code);
    if (first !== undefined) problems.push({ where: `empireNames[${i}]`, message: `Player ${i + 1} plays the ${race.empire}, as player ${first + 1} does: one player an empire (settle it by a die roll, §7.2)` });
    else seen.set(race.code, i);
  });
  const turns = input.options?.turns;
  if (turns !== undefined && (typeof turns !== 'number' || !Number.isInteger(turns) || turns < 1 || turns > 40)) problems.push({ where: 'turns', message: 'The game lasts from 1 to 40 turns' });
  const play = input.options?.play;
  if (play !== undefined && play !== 'mail' && play !== 'table') problems.push({ where: 'play', message: 'Choose at the table or by mail' });
  return problems;
}

/** The game's first records (the input has been checked): setup from the game's id as its seed. */
export function createGdGame(input: NewGameInput, id: string, now: string): GameRecords {
  const turns = typeof input.options?.turns === 'number' ? input.options.turns : 10;
  const play = input.options?.play === 'table' ? 'table' : 'mail';
  const players = input.empireNames.map((name) => {
    const race = raceInName(name) as Race;
    return { id: race.id, name: name.trim(), race: race.code };
  });
  const made = newGame({ gameId: id, name: input.name.trim(), seed: id, players, rules: { turns }, mail: { play } });
  if (!made.world) throw new Error(`setup failed: ${made.problems.join('; ')}`);
  const base = recordsFromWorld(made.world, { createdAt: now, updatedAt: now });
  const events = made.notes.map((text, seq) => ({ gameId: id, id: `t0-e${seq}`, turn: 0, seq, kind: 'gd.setup', [KEY]: { phase: 'setup', segment: null, visibleTo: 'all' as const, text, rule: 'GD §7, §9' } }));
  return toGameRecords({ ...base, orders: [], turns: [], events, diceRolls: diceRecords(id, 0, made.dice) });
}
