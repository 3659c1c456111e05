/**
 * Read-only questions about a world: where a unit is, what class it is, who it fights for, which
 * routes leave a system. The map index is built once per map object.
 */
import { hexDistance, offsetToHex } from '../../../hex/coords';
import type { Box, GameMap, Owner, Route, Side, StarSystem, Unit, UnitClass, World } from '../model';

export interface MapIndex {
  readonly systems: ReadonlyMap<string, StarSystem>;
  readonly boxes: ReadonlyMap<string, { box: Box; system: StarSystem }>;
  readonly routesFrom: ReadonlyMap<string, readonly Route[]>;
  readonly routes: ReadonlyMap<string, Route>;
  /** Systems by lower-case name and id, for order text. */
  readonly byName: ReadonlyMap<string, StarSystem>;
  readonly boxByName: ReadonlyMap<string, { box: Box; system: StarSystem }>;
}

const INDEX = new WeakMap<GameMap, MapIndex>();

export function mapIndex(map: GameMap): MapIndex {
  const cached = INDEX.get(map);
  if (cached) return cached;
  const systems = new Map(map.systems.map((s) => [s.id, s]));
  const boxes = new Map<string, { box: Box; system: StarSystem }>();
  const byName = new Map<string, StarSystem>();
  const boxByName = new Map<string, { box: Box; system: StarSystem }>();
  for (const s of map.systems) {
    byName.set(s.id.toLowerCase(), s);
    byName.set(s.name.toLowerCase(), s);
    for (const part of s.name.split('/')) if (!byName.has(part.trim().toLowerCase())) byName.set(part.trim().toLowerCase(), s);
    for (const b of s.boxes) {
      boxes.set(b.id, { box: b, system: s });
      boxByName.set(b.id.toLowerCase(), { box: b, system: s });
      boxByName.set(b.name.toLowerCase(), { box: b, system: s });
    }
  }
  const routesFrom = new Map<string, Route[]>();
  for (const r of map.routes) {
    for (const end of [r.a, r.b]) {
      const list = routesFrom.get(end) ?? [];
      list.push(r);
      routesFrom.set(end, list);
    }
  }
  const index: MapIndex = { systems, boxes, routesFrom, routes: new Map(map.routes.map((r) => [r.id, r])), byName, boxByName };
  INDEX.set(map, index);
  return index;
}

/** A system's or box's name for a text ("Osa", "Astek"), its id when the map has none of that id. */
export function placeName(world: World, id: string): string {
  const idx = mapIndex(world.map);
  return idx.systems.get(id)?.name ?? idx.boxes.get(id)?.box.name ?? id;
}

export function systemById(world: World, id: string): StarSystem | undefined {
  return mapIndex(world.map).systems.get(id);
}

/** The route joining two systems, if any. */
export function routeBetween(world: World, a: string, b: string): Route | undefined {
  return (mapIndex(world.map).routesFrom.get(a) ?? []).find((r) => (r.a === a && r.b === b) || (r.a === b && r.b === a));
}

/** Systems one route away. */
export function neighbours(world: World, systemId: string): { systemId: string; route: Route }[] {
  return (mapIndex(world.map).routesFrom.get(systemId) ?? []).map((r) => ({ systemId: r.a === systemId ? r.b : r.a, route: r }));
}

/** Hex distance between two star hexes (sublight: 1, DN §4.0). */
export function hexDistanceBetween(a: StarSystem, b: StarSystem): number {
  return hexDistance(offsetToHex(a.col, a.row), offsetToHex(b.col, b.row));
}

/** System type (DN §2.0): 1 with a Type-1 box, 2 with only a Type-2 box, 3 with none. */
export function printedSystemType(system: StarSystem): 1 | 2 | 3 {
  if (system.boxes.some((b) => b.type === 1)) return 1;
  return system.boxes.length > 0 ? 2 : 3;
}

export function classOf(world: World, unit: Unit): UnitClass {
  const cls = world.classes[unit.classId];
  if (!cls) throw new Error(`unit ${unit.id}: unknown class ${unit.classId}`);
  return cls;
}

export function unitById(world: World, id: string): Unit | undefined {
  return world.units.find((u) => u.id === id);
}

/** The system a unit is in (following carriers); null on the turn-record chart. */
export function systemOfUnit(world: World, unit: Unit): string | null {
  let current: Unit | undefined = unit;
  for (let depth = 0; current && depth < 4; depth++) {
    const loc: Unit['loc'] = current.loc;
    if (loc.kind === 'space' || loc.kind === 'box') return loc.systemId;
    if (loc.kind !== 'carried') return null;
    current = unitById(world, loc.carrierId);
  }
  return null;
}

/** 'space', the box id, or null: where a unit is within its system (carried units: their carrier's place). */
export function placeOfUnit(world: World, unit: Unit): { systemId: string; boxId: string | null } | null {
  let current: Unit | undefined = unit;
  for (let depth = 0; current && depth < 4; depth++) {
    const loc: Unit['loc'] = current.loc;
    if (loc.kind === 'space') return { systemId: loc.systemId, boxId: null };
    if (loc.kind === 'box') return { systemId: loc.systemId, boxId: loc.boxId };
    if (loc.kind !== 'carried') return null;
    current = unitById(world, loc.carrierId);
  }
  return null;
}

export function onMap(unit: Unit): boolean {
  return unit.loc.kind !== 'pending';
}

export function isShip(world: World, unit: Unit): boolean {
  return classOf(world, unit).category === 'ship';
}

export function hasTag(world: World, unit: Unit, tag: UnitClass['tags'][number]): boolean {
  return classOf(world, unit).tags.includes(tag);
}

/**
 * The side a unit fights for: its owner; a mercenary its employer; an allied independent
 * unit in its home box its ally (DN §12.0).
 */
export function coalitionOf(world: World, unit: Unit): Owner {
  if (unit.owner !== 'independent') return unit.owner;
  if (unit.hiredBy) return unit.hiredBy;
  if (unit.home) {
    const ally = world.boxes[unit.home]?.alliedWith;
    const place = placeOfUnit(world, unit);
    if (ally && place && place.boxId === unit.home) return ally;
  }
  return 'independent';
}

/** Units directly in a system's star hex (not carried). */
export function unitsInSpace(world: World, systemId: string): Unit[] {
  return world.units.filter((u) => u.loc.kind === 'space' && u.loc.systemId === systemId);
}

/** Units directly in a box (not carried). */
export function unitsInBox(world: World, boxId: string): Unit[] {
  return world.units.filter((u) => u.loc.kind === 'box' && u.loc.boxId === boxId);
}

/** Cargo aboard a carrier. */
export function cargoOf(world: World, carrierId: string): Unit[] {
  return world.units.filter((u) => u.loc.kind === 'carried' && u.loc.carrierId === carrierId);
}

/** Every unit in a system (star hex, boxes and cargo). */
export function unitsInSystem(world: World, systemId: string): Unit[] {
  return world.units.filter((u) => systemOfUnit(world, u) === systemId);
}

/** The capital system of a side: the ☆ box of its printed home sheet (DN §2.0). */
export function capitalOf(world: World, side: Side): { system: StarSystem; box: Box } | null {
  for (const s of world.map.systems) for (const b of s.boxes) if (b.capital && b.printed === side) return { system: s, box: b };
  return null;
}

export function sheetOf(world: World, systemId: string) {
  const system = systemById(world, systemId);
  return system ? world.map.sheets.find((s) => s.id === system.sheetId) : undefined;
}

/** Boxes inside the Dark Nebula sheet (victory conditions 2, 4, 5; A42 Osa counts). */
export function nebulaBoxes(world: World): Box[] {
  const out: Box[] = [];
  for (const s of world.map.systems) {
    const sheet = world.map.sheets.find((sh) => sh.id === s.sheetId);
    if (sheet?.role !== 'nebula') continue;
    for (const b of s.boxes) if (world.settings.osaCountsForNebula || b.techColumn !== 'Osa') out.push(b);
  }
  return out;
}

/** A ship that can jump: not a monitor, not a fighter (DN §4.0). */
export function canJump(world: World, unit: Unit): boolean {
  const cls = classOf(world, unit);
  return cls.category === 'ship' && !cls.tags.includes('no-jump');
}

/** "turn:side" key of a player turn. */
export function playerTurnKey(turn: number, side: Side): string {
  return `${turn}:${side}`;
}
