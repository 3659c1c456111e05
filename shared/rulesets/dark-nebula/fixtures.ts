/**
 * Building blocks for tests, examples and the benchmark: a world on the sample map (or a small
 * custom map) with units put exactly where a scenario needs them, and a context with forced dice.
 */
import { seedRng } from '../../rng';
import { DiceSource } from './dice';
import { makeCtx, type Ctx } from './engine/context';
import { emptyWorld } from './engine/setup';
import { byId } from './engine/units';
import { sampleMap } from './data/sample-map';
import type { AslanDraws, AslanVariant, Box, GameMap, HumanVariant, Owner, Route, Sheet, StarSystem, Unit, World } from './model';
import type { DnSettings } from './settings';
import { refreshOwnership } from './state/ownership';
import { mapIndex } from './state/queries';

export const DN_DRAWS: AslanDraws = { SC: 'dn', DD: 'dn', CL: 'dn', CS: 'dn', B1: 'dn', B2: 'dn', missileBoats: false };

export interface FixtureOptions {
  aslan?: AslanVariant;
  human?: HumanVariant;
  map?: GameMap;
  settings?: Partial<DnSettings>;
  draws?: AslanDraws;
  ru?: { aslan?: number; human?: number };
  turn?: number;
}

/** A world with no units yet (independents' bag full), cursor at turn `turn`, human M&P. */
export function testWorld(opts: FixtureOptions = {}): World {
  const world = emptyWorld(opts.map ?? sampleMap(), opts.settings ?? {}, { aslan: opts.aslan ?? 'hierate', human: opts.human ?? 'solomani' });
  world.sides.aslan.draws = opts.draws ?? DN_DRAWS;
  world.sides.aslan.ru = opts.ru?.aslan ?? 0;
  world.sides.human.ru = opts.ru?.human ?? 0;
  world.turn = opts.turn ?? 1;
  world.cursor = { turn: world.turn, player: 'human', phase: 'mp' };
  world.sides.aslan.knowsEnemy = world.turn >= 1;
  world.sides.human.knowsEnemy = world.turn >= 1;
  return world;
}

/**
 * Puts a unit: `where` is a system id (its star hex), "system:box" (a box; "osa:osa" for Osa's
 * box), a box id that is not also a system id, or "carried:<id>". Returns the unit.
 */
export function put(world: World, classId: string, owner: Owner, where: string, extra: Partial<Unit> = {}): Unit {
  const idx = mapIndex(world.map);
  let loc: Unit['loc'];
  if (where.startsWith('carried:')) loc = { kind: 'carried', carrierId: where.slice(8) };
  else if (idx.boxes.has(where) && !idx.systems.has(where)) loc = { kind: 'box', systemId: (idx.boxes.get(where) as { system: StarSystem }).system.id, boxId: where };
  else if (where.includes(':')) {
    const [s, b] = where.split(':') as [string, string];
    loc = { kind: 'box', systemId: s, boxId: b };
  } else loc = { kind: 'space', systemId: where };
  world.seq += 1;
  const prefix = owner === 'aslan' ? 'A' : owner === 'human' ? 'H' : 'I';
  const unit: Unit = { id: `${prefix}${world.seq}`, classId, owner, loc, ...extra };
  if (world.classes[classId]?.category === 'pdm' && loc.kind === 'box' && extra.emplaced === undefined) unit.emplaced = true;
  world.units.push(unit);
  world.units.sort(byId);
  refreshOwnership(world);
  return unit;
}

/** A context on the world with forced dice (then a fixed seed) and given decisions. */
export function testCtx(world: World, forced: readonly number[] = [], decisions: Record<string, unknown> = {}, phase = 'test'): Ctx {
  return makeCtx(world, new DiceSource(seedRng('fixture'), forced), decisions, false, phase);
}

/** The dice a context has consumed (raw faces), for assertions. */
export function facesUsed(ctx: Ctx): number[] {
  return ctx.dice.log.flatMap((d) => [...d.raw]);
}

/**
 * A small map for path tests: systems on one "other" sheet in a row, with boxes by spec
 * ("1", "2", "12" for a binary, "" for Type-3) and routes between neighbours ("-" solid, "." dashed).
 * The first system holds the given side's capital.
 */
export function lineMap(spec: string, capitalSide: 'aslan' | 'human' = 'aslan'): GameMap {
  const tokens = spec.trim().split(/\s+/);
  const sheets: Sheet[] = [
    { id: 'HOME', name: 'Home', role: capitalSide === 'aslan' ? 'aslan-home' : 'human-home', col0: 0, row0: 0, cols: 2, rows: 2 },
    { id: 'X', name: 'Other', role: 'other', col0: 2, row0: 0, cols: 40, rows: 4 },
  ];
  const systems: StarSystem[] = [];
  const routes: Route[] = [];
  let i = 0;
  for (const token of tokens) {
    if (token === '-' || token === '.') {
      const a = systems[systems.length - 1] as StarSystem;
      routes.push({ id: `${a.id}:next`, a: a.id, b: '', kind: token === '-' ? 'solid' : 'dashed' });
      continue;
    }
    const [name, types] = token.split('=') as [string, string | undefined];
    const id = name.toLowerCase();
    const home = i === 0;
    const boxes: Box[] = (types ?? '').split('').filter((t) => t === '1' || t === '2').map((t, j, all) => ({
      id: all.length > 1 ? `${id}.${j + 1}` : id,
      name: all.length > 1 ? `${name}${j + 1}` : name,
      type: Number(t) as 1 | 2,
      printed: home ? capitalSide : null,
      capital: home && j === 0,
      imperial: false,
      techColumn: null,
    }));
    systems.push({ id, name, sheetId: home ? 'HOME' : 'X', col: home ? 0 : 2 + i * 2, row: 0, binary: boxes.length > 1, boxes });
    const open = routes.find((r) => r.b === '');
    if (open) routes.splice(routes.indexOf(open), 1, { ...open, id: `${open.a}:${id}`, b: id });
    i++;
  }
  return { sample: false, sheets, systems, routes };
}
