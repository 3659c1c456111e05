/**
 * A Beyond the Dark Nebula archive read whole (issue 19, item 6): beyond each row's schema and the
 * world the rows make (convert.ts), every reference resolved — a unit's place (system, box, carrier),
 * a system's map sheet, the classes of the bag and the graveyard, the explorations' systems and boxes,
 * the open turn's GM edits — turn numbers no later than the game's, and the world kept before each
 * committed turn (`before`, which reopening the turn puts back) read exactly as the live records are.
 *
 * Validation only: nothing is rewritten, so an archive that passes imports back identical.
 */
import { checkIntegrity } from '../../../format/integrity';
import { formatPath, type Problem } from '../../../format/problems';
import type { GameRecords } from '../../../format/records';
import type { World } from '../model';
import { worldFromRecords } from './convert';
import { gameStateSchema, RECORD_KEY, STATE_KEY, turnFieldsSchema, type DnRecords } from './schemas';

const MAX = 50;

/** The record schemas of the wing by collection (record-rules.ts passes its own, so this module does not import it). */
export type RowSchemas = Partial<Record<keyof DnRecords, { safeParse(value: unknown): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } }>>;

/** Broken references of the live records, whose world reads (`world`). Paths name the record by its index. */
export function referenceProblems(records: DnRecords, world: World): Problem[] {
  const problems: Problem[] = [];
  const report = (where: string, message: string) => {
    if (problems.length < MAX) problems.push({ where, message });
  };
  const systems = new Map(world.map.systems.map((s) => [s.id, s]));
  const units = new Set(records.units.map((u) => u.id));
  const sheets = new Set(world.map.sheets.map((s) => s.id));
  const system = (where: string, id: string) => {
    if (!systems.has(id)) report(where, `refers to star system "${id}", which is not on the map`);
    return systems.get(id);
  };
  const box = (where: string, systemId: string, boxId: string) => {
    const s = systems.get(systemId);
    if (s && !s.boxes.some((b) => b.id === boxId)) report(where, `refers to box "${boxId}", which is not a box of star system "${systemId}"`);
  };
  const klass = (where: string, id: string) => {
    if (!world.classes[id]) report(where, `refers to unit class "${id}", which is not a class of the game`);
  };
  const later = (where: string, turn: number) => {
    if (turn > records.game.turn) report(where, `is turn ${turn}, after the game's turn ${records.game.turn}`);
  };

  records.systems.forEach((row, i) => {
    const sheet = (row as Record<string, unknown>)[RECORD_KEY] as { sheetId?: unknown } | undefined;
    if (typeof sheet?.sheetId === 'string' && !sheets.has(sheet.sheetId)) report(`systems[${i}].${RECORD_KEY}.sheetId`, `refers to map sheet "${sheet.sheetId}", which is not a sheet of the game`);
  });
  records.units.forEach((row, i) => {
    const unit = world.units.find((u) => u.id === row.id);
    if (!unit) return;
    const at = `units[${i}].${RECORD_KEY}.loc`;
    const loc = unit.loc;
    if (loc.kind === 'space') system(`${at}.systemId`, loc.systemId);
    else if (loc.kind === 'box') {
      if (system(`${at}.systemId`, loc.systemId)) box(`${at}.boxId`, loc.systemId, loc.boxId);
    } else if (loc.kind === 'carried') {
      if (!units.has(loc.carrierId)) report(`${at}.carrierId`, `refers to unit "${loc.carrierId}", which is not in the game`);
      else if (loc.carrierId === unit.id) report(`${at}.carrierId`, 'a unit cannot carry itself');
    } else if (loc.want) {
      if (system(`${at}.want.systemId`, loc.want.systemId) && loc.want.boxId) box(`${at}.want.boxId`, loc.want.systemId, loc.want.boxId);
    }
  });
  const state = `game.settings.${STATE_KEY}`;
  world.bag.forEach((b, i) => klass(`${state}.bag[${i}].classId`, b.classId));
  (world.graveyard ?? []).forEach((g, i) => klass(`${state}.graveyard[${i}].classId`, g.classId));
  world.explorations.forEach((e, i) => {
    if (system(`${state}.explorations[${i}].systemId`, e.systemId)) box(`${state}.explorations[${i}].boxId`, e.systemId, e.boxId);
  });
  records.turns.forEach((t, i) => later(`turns[${i}].number`, t.number));
  records.orders.forEach((o, i) => later(`orders[${i}].turn`, o.turn));
  records.events.forEach((e, i) => later(`events[${i}].turn`, e.turn));
  records.diceRolls.forEach((d, i) => later(`diceRolls[${i}].turn`, d.turn));
  // The open turn's GM edits name units and places of the game as it stands.
  records.turns.forEach((t, i) => {
    if (t.status === 'committed') return;
    const fields = turnFieldsSchema.safeParse((t as Record<string, unknown>)[RECORD_KEY] ?? {});
    if (!fields.success) return;
    for (const [phase, input] of Object.entries(fields.data.gm)) {
      (input.edits ?? []).forEach((edit, j) => {
        const at = `turns[${i}].${RECORD_KEY}.gm.${phase}.edits[${j}]`;
        if (edit.kind !== 'ru' && !units.has(edit.unitId)) report(`${at}.unitId`, `refers to unit "${edit.unitId}", which is not in the game`);
        if (edit.kind === 'move' && system(`${at}.systemId`, edit.systemId) && edit.boxId) box(`${at}.boxId`, edit.systemId, edit.boxId);
      });
    }
  });
  return problems;
}

/**
 * Problems of the world kept before each committed turn (`turns[i].darkNebula.before`): its rows
 * through the wing's schemas, the shared checks (ids unique, empires and systems resolved), the world
 * they make and its references — what reopening the turn would store, read as an archive is.
 */
export function snapshotProblems(records: DnRecords, schemas: RowSchemas): Problem[] {
  const problems: Problem[] = [];
  records.turns.forEach((turn, i) => {
    if (problems.length >= MAX || turn.status !== 'committed') return;
    const fields = turnFieldsSchema.safeParse((turn as Record<string, unknown>)[RECORD_KEY] ?? {});
    const before = fields.success ? fields.data.before : undefined;
    if (!before) return;
    const at = `turns[${i}].${RECORD_KEY}.before`;
    const state = gameStateSchema.safeParse(before.state);
    if (!state.success) {
      for (const issue of state.error.issues.slice(0, 5)) problems.push({ where: `${at}.${formatPath(['state', ...(issue.path as (string | number)[])])}`, message: issue.message });
      return;
    }
    if (state.data.cursor.turn !== turn.number) problems.push({ where: `${at}.state.cursor.turn`, message: `is turn ${state.data.cursor.turn}: the world kept before turn ${turn.number} must be at turn ${turn.number}` });
    const gameId = records.game.id;
    const snapshot: DnRecords = {
      game: { ...records.game, turn: turn.number, settings: { ...records.game.settings, [STATE_KEY]: before.state } },
      empires: [], systems: [], warpLines: [], units: [], designs: [], knowledge: [],
      orders: [], turns: [], events: [], diceRolls: [],
    };
    let readable = true;
    for (const name of ['empires', 'systems', 'warpLines', 'units', 'designs', 'knowledge'] as const) {
      const schema = schemas[name];
      before[name].forEach((row, j) => {
        const withId = { ...row, gameId };
        const read = schema?.safeParse(withId);
        if (read && !read.success) {
          readable = false;
          for (const issue of (read.error?.issues ?? []).slice(0, 3)) problems.push({ where: `${at}.${formatPath([name, j, ...(issue.path as (string | number)[])])}`, message: issue.message });
        }
        (snapshot[name] as unknown[]).push(withId);
      });
    }
    if (!readable) return;
    const shared = checkIntegrity(snapshot as unknown as GameRecords);
    const read = worldFromRecords(snapshot);
    const refs = shared.length === 0 && read.problems.length === 0 ? referenceProblems(snapshot, read.world) : [];
    for (const p of [...shared, ...read.problems, ...refs]) problems.push({ where: `${at}.${p.where.replace(/^game\.settings\.darkNebula/, 'state')}`, message: p.message });
  });
  return problems.slice(0, MAX);
}
