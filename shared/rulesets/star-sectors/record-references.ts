/**
 * A Star Sectors archive read whole (issue 19, item 6): beyond each row's schema (record-rules.ts),
 * the battle's setup and rule settings under game.settings read without falling back to defaults, and
 * every id resolved — a ship's profile card, a worm hole's link, a mine's
 * side, the side that goes first, the sides and ships a round's log and dice name, and each resolved
 * round's battle kept for undo (its ships' sides, its orders' sides, its round number).
 *
 * Validation only: nothing is rewritten. Paths name the record by its index, as the shared checks do.
 */
import { issueMessage } from '../../format/archive';
import { formatPath, type Problem } from '../../format/problems';
import type { GameRecords } from '../../format/records';
import type { Battle } from './battle';
import { gameSetupSchema, RULES_KEY, roundFieldsOf } from './records';
import { starSectorsSettingsSchema } from './settings';
import type { Terrain } from './terrain';

const MAX = 50;

/** Every broken reference of a Star Sectors game's records (empty: the battle and its rounds load), at most 50. */
export function starSectorsReferenceProblems(records: GameRecords): Problem[] {
  const problems: Problem[] = [];
  const report = (where: string, message: string) => {
    if (problems.length < MAX) problems.push({ where, message });
  };
  const settings = records.game.settings as Record<string, unknown>;

  // game.settings: the board and the rule settings, which records.ts would otherwise read as defaults.
  const setupRead = gameSetupSchema.safeParse(settings.starSectors ?? {});
  if (!setupRead.success) for (const issue of setupRead.error.issues) report(formatPath(['game', 'settings', 'starSectors', ...issue.path]), issueMessage(issue, settings.starSectors));
  const rulesRead = starSectorsSettingsSchema.safeParse(settings[RULES_KEY] ?? {});
  if (!rulesRead.success) for (const issue of rulesRead.error.issues) report(formatPath(['game', 'settings', RULES_KEY, ...issue.path]), issueMessage(issue, settings[RULES_KEY]));
  if (!setupRead.success || !rulesRead.success) return problems;
  const setup = setupRead.data;

  const sides = new Set(records.empires.map((e) => e.id));
  const side = (where: string, id: string | null | undefined, of = 'the game', known = sides) => {
    if (id != null && !known.has(id)) report(where, `refers to side "${id}", which is not in ${of}`);
  };
  const terrainProblems = (at: string, terrain: readonly Terrain[], known: Set<string>, of: string) => {
    const ids = new Map<string, Terrain>();
    terrain.forEach((tile, i) => {
      if (ids.has(tile.id)) report(`${at}.terrain[${i}].id`, `"${tile.id}" is the id of two terrain tiles`);
      ids.set(tile.id, tile);
    });
    terrain.forEach((tile, i) => {
      if (tile.kind === 'wormhole' && tile.link !== undefined) {
        const target = ids.get(tile.link);
        if (!target || target.kind !== 'wormhole' || target.id === tile.id) report(`${at}.terrain[${i}].link`, `refers to worm hole "${tile.link}", which is not on the board`);
      }
      side(`${at}.terrain[${i}].sideId`, tile.sideId, of, known);
    });
  };
  terrainProblems('game.settings.starSectors', setup.terrain, sides, 'the game');
  side('game.settings.starSectors.firstSideId', setup.firstSideId);

  // Ships in play: their card. (`dockedAt` is not resolved: erasing a tile on the Board screen leaves it,
  // and the engine reads a tile no longer there as "docked at nothing", engineering.ts.)
  const designs = new Set(records.designs.map((d) => d.id));
  records.units.forEach((unit, i) => {
    const fields = (unit as Record<string, unknown>).starSectors as { designId: string };
    if (!designs.has(fields.designId)) report(`units[${i}].starSectors.designId`, `refers to profile card "${fields.designId}", which is not in the game`);
  });

  // Resolved rounds: no later than the game's round; the battle kept before each one (Undo last round puts it back).
  const round = records.game.turn;
  const later = (where: string, n: number) => {
    if (n > round) report(where, `is round ${n}, after the game's round ${round}`);
  };
  const ships = new Set(records.units.map((u) => u.id));
  records.turns.forEach((turn, i) => {
    const at = `turns[${i}]`;
    later(`${at}.number`, turn.number);
    const fields = roundFieldsOf(turn);
    if (!fields) return; // the schema has said why
    const before: Battle = fields.before;
    if (before.round !== turn.number - 1) report(`${at}.starSectors.before.round`, `is round ${before.round}: the battle kept before round ${turn.number} must be at round ${turn.number - 1}`);
    const battleSides = new Set<string>();
    before.sides.forEach((s, j) => {
      if (battleSides.has(s.id)) report(`${at}.starSectors.before.sides[${j}].id`, `"${s.id}" is the id of two sides`);
      battleSides.add(s.id);
      side(`${at}.starSectors.before.sides[${j}].id`, s.id);
    });
    const inBattle = (where: string, id: string | null) => side(where, id, 'the battle', battleSides);
    const shipIds = new Set<string>();
    before.ships.forEach((ship, j) => {
      if (shipIds.has(ship.id)) report(`${at}.starSectors.before.ships[${j}].id`, `"${ship.id}" is the id of two ships`);
      shipIds.add(ship.id);
      ships.add(ship.id);
      inBattle(`${at}.starSectors.before.ships[${j}].sideId`, ship.sideId);
    });
    inBattle(`${at}.starSectors.before.firstSideId`, before.firstSideId);
    inBattle(`${at}.starSectors.firstSideId`, fields.firstSideId);
    terrainProblems(`${at}.starSectors.before`, before.terrain, battleSides, 'the battle');
    for (const id of Object.keys(fields.orders)) if (!battleSides.has(id)) report(`${at}.starSectors.orders.${id}`, `are the orders of side "${id}", which is not in the battle`);
  });

  // The round log and its dice: the ships and sides they name (a ship in play, or one in a kept battle).
  const ship = (where: string, id: string | null) => {
    if (id !== null && !ships.has(id)) report(where, `refers to ship "${id}", which is not in the game`);
  };
  records.events.forEach((event, i) => {
    later(`events[${i}].turn`, event.turn);
    const entry = (event as Record<string, unknown>).starSectors as { shipId: string | null; otherId: string | null; sideId: string | null };
    ship(`events[${i}].starSectors.shipId`, entry.shipId);
    ship(`events[${i}].starSectors.otherId`, entry.otherId);
    side(`events[${i}].starSectors.sideId`, entry.sideId);
  });
  records.diceRolls.forEach((roll, i) => {
    later(`diceRolls[${i}].turn`, roll.turn);
    const fields = (roll as Record<string, unknown>).starSectors as { shipId: string | null; otherId: string | null; sideId: string | null };
    ship(`diceRolls[${i}].starSectors.shipId`, fields.shipId);
    ship(`diceRolls[${i}].starSectors.otherId`, fields.otherId);
    side(`diceRolls[${i}].starSectors.sideId`, fields.sideId);
  });
  // Order sheets are not bounded by the game's round: Undo last round keeps the undone round's orders.
  return problems;
}
