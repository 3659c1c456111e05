/**
 * How an archive of a Galactic Domination game is read (shared/format/records.ts `RecordRules`): each
 * collection's rows are the shared base fields plus this wing's fields under `galacticDomination`, read
 * with the schemas of world/records.ts (defaults filled, bad values refused with their place); then the
 * records must make a world (worldFromRecords): every fleet in a hex, every ship's fleet there.
 */
import { z } from 'zod';
import type { GameRecords, RecordRules } from '../../../format/records';
import { diceRollSchema, empireSchema, eventSchema, knowledgeSchema, orderSheetSchema, systemSchema, turnSchema, unitSchema } from '../../../model/entities';
import type { Problem } from '../../../format/problems';
import { worldReferenceProblems, type WorldReferenceProblem } from './references';
import type { World } from './world';
import { diceFieldsSchema, empireFieldsSchema, eventFieldsSchema, KEY, knowledgeFieldsSchema, orderFieldsSchema, systemFieldsSchema, turnFieldsSchema, turnFieldsOf, UNIT_KINDS, worldFromRecords } from './records';


export const GD_RECORDS: RecordRules = {
  schemas: {
    empires: empireSchema.extend({ [KEY]: empireFieldsSchema }),
    systems: systemSchema.extend({ [KEY]: systemFieldsSchema }),
    // A unit's fields depend on its kind (fleet counter, ship, build): check() reads each with its own schema.
    units: unitSchema.extend({ kind: z.enum([UNIT_KINDS.fleet, UNIT_KINDS.ship, UNIT_KINDS.build]), [KEY]: z.record(z.string(), z.unknown()) }),
    orders: orderSheetSchema.extend({ [KEY]: orderFieldsSchema }),
    turns: turnSchema.extend({ [KEY]: turnFieldsSchema }),
    events: eventSchema.extend({ [KEY]: eventFieldsSchema }),
    diceRolls: diceRollSchema.extend({ [KEY]: diceFieldsSchema }),
    knowledge: knowledgeSchema.extend({ [KEY]: knowledgeFieldsSchema }),
  },
  check(records: GameRecords) {
    const read = worldFromRecords(records);
    if (read.world === null && read.problems.length === 0) return [{ where: 'game', message: 'the records make no Galactic Domination game' }];
    if (read.problems.length > 0 || read.world === null) return read.problems;
    return [...worldReferenceProblems(read.world).map((p) => liveWhere(p, read.world as World)), ...turnProblems(records, read.world)].slice(0, 50);
  },
};

/** Where a broken reference of the live world is in the records (the world is read from them). */
function liveWhere(p: WorldReferenceProblem, world: World): Problem {
  const own = p.field === 'ownerId' ? 'empireId' : p.field === 'hexId' ? 'systemId' : `${KEY}.${p.field}`;
  const where: Record<string, string> = {
    players: `empires.${p.id}.${KEY}.${p.field}`,
    hexes: `systems.${p.id}.${KEY}.${p.field}`,
    planets: `systems.${world.planets[p.index]?.hexId ?? p.id}.${KEY}.planets.${p.id}.${p.field}`,
    fleets: `units.${p.id}.${own}`,
    units: `units.${p.id}.${p.field === 'ownerId' ? 'empireId' : `${KEY}.${p.field}`}`,
    builds: `units.${p.id}.${p.field === 'ownerId' ? 'empireId' : `${KEY}.${p.field}`}`,
    knowledge: `knowledge.${p.id}.${KEY}.${p.field}`,
    table: `game.settings.${KEY}.table.${p.field}`,
  };
  return { where: where[p.list] ?? `${p.list}.${p.id}.${p.field}`, message: p.message };
}

/**
 * Committed turn records read whole (issue 19, item 6): numbers no later than the game's turn, the world
 * kept before each committed turn (what reopening puts back and replaying runs) being that turn's world
 * with every reference resolved, and the players an event is shown to in the game.
 */
function turnProblems(records: GameRecords, world: World): Problem[] {
  const problems: Problem[] = [];
  const players = new Set(world.players.map((p) => p.id));
  records.turns.forEach((turn, i) => {
    const at = `turns[${i}]`;
    if (turn.number > records.game.turn) problems.push({ where: `${at}.number`, message: `is turn ${turn.number}, after the game's turn ${records.game.turn}` });
    const fields = turnFieldsOf(turn);
    const before = fields?.before;
    if (turn.status !== 'committed' || !before) return;
    if (before.turn !== turn.number) problems.push({ where: `${at}.${KEY}.before.turn`, message: `is turn ${before.turn}: the world kept before turn ${turn.number} must be at turn ${turn.number}` });
    if (before.gameId !== records.game.id) problems.push({ where: `${at}.${KEY}.before.gameId`, message: `is "${before.gameId}", not this game's id "${records.game.id}"` });
    for (const p of worldReferenceProblems(before)) problems.push({ where: `${at}.${KEY}.before.${p.list}${p.list === 'table' ? '' : `[${p.index}]`}.${p.field}`, message: p.message });
  });
  records.events.forEach((event, i) => {
    if (event.turn > records.game.turn) problems.push({ where: `events[${i}].turn`, message: `is turn ${event.turn}, after the game's turn ${records.game.turn}` });
    const seen = (event as Record<string, unknown>)[KEY] as { visibleTo?: unknown } | undefined;
    if (Array.isArray(seen?.visibleTo)) (seen.visibleTo as string[]).forEach((p, j) => {
      if (!players.has(p)) problems.push({ where: `events[${i}].${KEY}.visibleTo[${j}]`, message: `refers to player "${p}", who is not in the game` });
    });
  });
  records.orders.forEach((sheet, i) => {
    if (sheet.turn > records.game.turn) problems.push({ where: `orders[${i}].turn`, message: `is turn ${sheet.turn}, after the game's turn ${records.game.turn}` });
  });
  records.diceRolls.forEach((roll, i) => {
    if (roll.turn > records.game.turn) problems.push({ where: `diceRolls[${i}].turn`, message: `is turn ${roll.turn}, after the game's turn ${records.game.turn}` });
  });
  return problems;
}
