/**
 * A new game's first records, from what the GM typed in the "New game" form, and the checks
 * every ruleset shares (the game's name, its players' names). A ruleset adds its own checks
 * and records (shared/ruleset.ts `newGame`). Pure: the id and the time come from the caller.
 */
import { emptyGameRecords, mapCollections, type GameRecords } from '../format/records';
import type { Problem } from '../format/problems';
import { gameName, NAME_MAX, type Empire } from '../model/entities';
import type { NewGameInput } from '../ruleset';

export type { NewGameInput } from '../ruleset';

/** How many players' forces any game may have; a ruleset may ask for more than one (shared/ruleset.ts `newGame.players`). */
export const MIN_EMPIRES = 1;
export const MAX_EMPIRES = 24;

/** Distinct colours for empires' marks, in order of position. */
export const EMPIRE_COLORS = [
  '#e03131', '#1971c2', '#2f9e44', '#f08c00', '#9c36b5', '#0c8599',
  '#c2255c', '#5c940d', '#3b5bdb', '#e8590c', '#6741d9', '#087f5b',
] as const;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The checks every game's form passes: its name, and its players' names (present, not too
 * long, not twice), in the ruleset's words (`player`: "empire", "side"). Every problem names
 * its field (`name`, `empireNames`, `empireNames[2]`).
 */
export function checkNewGame(input: NewGameInput, player: { one: string; many: string } = { one: 'empire', many: 'empires' }): Problem[] {
  const problems: Problem[] = [];
  const name = gameName.safeParse(input.name);
  if (!name.success) problems.push({ where: 'name', message: `The game's name ${name.error.issues[0]?.message ?? 'is not valid'}` });
  const count = input.empireNames.length;
  if (count < MIN_EMPIRES || count > MAX_EMPIRES) {
    problems.push({ where: 'empireNames', message: `A game has from ${MIN_EMPIRES} to ${MAX_EMPIRES} ${player.many}, not ${count}` });
  }
  const One = capital(player.one);
  const seen = new Map<string, number>();
  input.empireNames.forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '') problems.push({ where: `empireNames[${index}]`, message: `${One} ${index + 1} needs a name` });
    else if (trimmed.length > NAME_MAX) problems.push({ where: `empireNames[${index}]`, message: `${One} ${index + 1}'s name is longer than ${NAME_MAX} characters` });
    const key = trimmed.toLowerCase();
    const first = seen.get(key);
    if (trimmed !== '' && first !== undefined) problems.push({ where: `empireNames[${index}]`, message: `${One} ${index + 1} has the same name as ${player.one} ${first + 1}` });
    else seen.set(key, index);
  });
  return problems;
}

/** Default empire names for a form with `count` rows: "Empire 1" … */
export function defaultEmpireNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `Empire ${i + 1}`);
}

/**
 * The records of a new, empty game: the game and its empires (ids e1…eN, in order).
 * The caller has checked the input.
 */
export function createGameRecords(input: NewGameInput, id: string, now: string): GameRecords {
  const empires: Empire[] = input.empireNames.map((name, index) => ({
    gameId: id,
    id: `e${index + 1}`,
    name: name.trim(),
    position: index + 1,
    playerName: '',
    playerContact: '',
    color: EMPIRE_COLORS[index % EMPIRE_COLORS.length] ?? '#888888',
    homeSystemId: null,
    treasury: 0,
    notes: '',
  }));
  const game = { id, name: input.name.trim(), ruleset: input.ruleset, turn: 0, createdAt: now, updatedAt: now, seed: id, deadline: '', notes: '', settings: {} };
  return { ...emptyGameRecords(game), empires };
}

/** The same game under another id (and name): every record re-keyed, nothing else changed. */
export function rekeyGame(records: GameRecords, id: string, name: string, now: string): GameRecords {
  const { sample: _sample, ...game } = records.game;
  const moved = mapCollections(records, (rows) => rows.map((row) => ({ ...row, gameId: id })));
  return { ...moved, game: { ...game, id, name, createdAt: now, updatedAt: now } };
}

/** "Name (copy)", "Name (copy 2)"… the first not in `taken`, within the length limit. */
export function copyName(name: string, taken: ReadonlySet<string>, word = 'copy'): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ` (${word})` : ` (${word} ${n})`;
    const candidate = `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate) && !taken.has(candidate.trim().toLocaleLowerCase())) return candidate;
  }
}
