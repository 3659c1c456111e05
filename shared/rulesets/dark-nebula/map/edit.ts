/**
 * Editing the map (A2: the GM digitizes the seven printed sheets, since Fig. 1 and every
 * coordinate are lost): pure commands on a GameMap, each returning the new map and its name for
 * the undo list, or why it cannot be done. The map editor keeps the maps before each edit as its
 * undo history (STYLE 10: edits are commands; a drag is one command, on drop).
 * `checkMap` says what a map still lacks for the rules (DN §2.0, §14.0).
 */
import type { Problem } from '../../../format/problems';
import type { Box, GameMap, Route, Sheet, SheetRole, StarSystem, TechColumn } from '../model';
import { hex as toHex } from '../../../hex/coords';
import { offsetOf, sheetAt } from './scene';

export type MapEditResult = { ok: true; map: GameMap; label: string } | { ok: false; reason: string };

const fail = (reason: string): MapEditResult => ({ ok: false, reason });

function occupied(map: GameMap, col: number, row: number, except?: string): StarSystem | undefined {
  return map.systems.find((s) => s.col === col && s.row === row && s.id !== except);
}

/** A star hex added at a hex of a sheet: named "Star <sheet><hex>", no box yet (a Type-3 system). */
export function addSystem(map: GameMap, hex: { q: number; r: number }): MapEditResult {
  const { col, row } = offsetOf(toHex(hex.q, hex.r));
  const sheet = sheetAt(map, col, row);
  if (!sheet) return fail('that hex is on no map sheet');
  if (occupied(map, col, row)) return fail('a star is already in that hex');
  const id = `h${col}-${row}`;
  if (map.systems.some((s) => s.id === id)) return fail(`a system ${id} already exists`);
  const name = `Star ${sheet.id} ${String(col - sheet.col0 + 1).padStart(2, '0')}${String(row - sheet.row0 + 1).padStart(2, '0')}`;
  return { ok: true, map: { ...map, sample: false, systems: [...map.systems, { id, name, sheetId: sheet.id, col, row, binary: false, boxes: [] }] }, label: `add ${name}` };
}

/** Star hexes moved to other hexes (a drag, on drop): each must stay on a sheet, in an empty hex. */
export function moveSystems(map: GameMap, moves: ReadonlyMap<string, { q: number; r: number }>): MapEditResult {
  const target = new Map<string, { col: number; row: number; sheet: Sheet }>();
  for (const [id, hex] of moves) {
    const { col, row } = offsetOf(toHex(hex.q, hex.r));
    const sheet = sheetAt(map, col, row);
    if (!sheet) return fail('a star would leave the map sheets');
    target.set(id, { col, row, sheet });
  }
  const taken = new Set(map.systems.filter((s) => !moves.has(s.id)).map((s) => `${s.col},${s.row}`));
  for (const t of target.values()) {
    const key = `${t.col},${t.row}`;
    if (taken.has(key)) return fail('a star would land on another star');
    taken.add(key);
  }
  const systems = map.systems.map((s) => {
    const t = target.get(s.id);
    return t ? { ...s, col: t.col, row: t.row, sheetId: t.sheet.id } : s;
  });
  return { ok: true, map: { ...map, sample: false, systems }, label: moves.size === 1 ? `move ${map.systems.find((s) => moves.has(s.id))?.name}` : `move ${moves.size} stars` };
}

/** Systems removed with their routes; refused for a system where units are (`inUse`). */
export function removeSystems(map: GameMap, ids: ReadonlySet<string>, inUse: ReadonlySet<string> = new Set()): MapEditResult {
  const busy = [...ids].filter((id) => inUse.has(id));
  if (busy.length > 0) return fail(`units are in ${busy.map((id) => map.systems.find((s) => s.id === id)?.name ?? id).join(', ')}: move or remove them first`);
  const systems = map.systems.filter((s) => !ids.has(s.id));
  const routes = map.routes.filter((r) => !ids.has(r.a) && !ids.has(r.b));
  return { ok: true, map: { ...map, sample: false, systems, routes }, label: ids.size === 1 ? `remove ${map.systems.find((s) => ids.has(s.id))?.name}` : `remove ${ids.size} stars` };
}

export interface BoxPatch {
  /** Kept when given (a box units may be in); absent for a new box. */
  readonly id?: string;
  readonly name: string;
  readonly type: 1 | 2;
  readonly printed: 'aslan' | 'human' | null;
  readonly capital: boolean;
  readonly imperial: boolean;
  readonly techColumn: TechColumn | null;
}

/** A system's name and boxes (0–2; a binary star may have two, DN §2.0); box ids are kept, new ones made unique. */
export function updateSystem(map: GameMap, id: string, patch: { name: string; boxes: readonly BoxPatch[] }, boxesInUse: ReadonlySet<string> = new Set()): MapEditResult {
  const system = map.systems.find((s) => s.id === id);
  if (!system) return fail(`there is no system ${id}`);
  const name = patch.name.trim();
  if (name === '') return fail('a system needs a name');
  if (name.length > 32) return fail('a system name is at most 32 characters');
  if (map.systems.some((s) => s.id !== id && s.name.toLowerCase() === name.toLowerCase())) return fail(`another system is already called ${name}`);
  if (patch.boxes.length > 2) return fail('a system has at most two boxes (a binary star, one per star)');
  const names = patch.boxes.map((b) => b.name.trim());
  if (names.some((n) => n === '')) return fail('each box needs a name');
  if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) return fail('the two boxes need different names');
  const dropped = system.boxes.filter((b) => !patch.boxes.some((p) => p.id === b.id) && boxesInUse.has(b.id));
  if (dropped.length > 0) return fail(`units are in box ${dropped.map((b) => b.name).join(', ')}: move them before removing it`);
  const allBoxIds = new Set(map.systems.filter((s) => s.id !== id).flatMap((s) => s.boxes.map((b) => b.id)));
  const boxes: Box[] = [];
  for (const p of patch.boxes) {
    let boxId = p.id;
    if (!boxId || !system.boxes.some((b) => b.id === boxId)) {
      boxId = boxes.length === 0 && !allBoxIds.has(id) && !patch.boxes.some((x) => x.id === id) ? id : `${id}.${boxes.length + 1}`;
      for (let n = 2; allBoxIds.has(boxId) || boxes.some((b) => b.id === boxId) || patch.boxes.some((x) => x.id === boxId && x !== p); n++) boxId = `${id}.${n}`;
    }
    boxes.push({ id: boxId, name: p.name.trim(), type: p.type, printed: p.printed, capital: p.capital, imperial: p.imperial, techColumn: p.techColumn });
  }
  const systems = map.systems.map((s) => (s.id === id ? { ...s, name, boxes, binary: boxes.length === 2 } : s));
  return { ok: true, map: { ...map, sample: false, systems }, label: `edit ${name}` };
}

/** A jump route between two star hexes (solid, or dashed inside the Dark Nebula). */
export function addRoute(map: GameMap, a: string, b: string, kind: Route['kind'] = 'solid'): MapEditResult {
  if (a === b) return fail('a route joins two different stars');
  const sa = map.systems.find((s) => s.id === a);
  const sb = map.systems.find((s) => s.id === b);
  if (!sa || !sb) return fail('a route joins two stars of the map');
  if (map.routes.some((r) => (r.a === a && r.b === b) || (r.a === b && r.b === a))) return fail(`${sa.name} and ${sb.name} are already joined`);
  let id = `${a}:${b}`;
  for (let n = 2; map.routes.some((r) => r.id === id); n++) id = `${a}:${b}:${n}`;
  return { ok: true, map: { ...map, sample: false, routes: [...map.routes, { id, a, b, kind }] }, label: `join ${sa.name}–${sb.name}` };
}

export function removeRoutes(map: GameMap, ids: ReadonlySet<string>): MapEditResult {
  return { ok: true, map: { ...map, sample: false, routes: map.routes.filter((r) => !ids.has(r.id)) }, label: ids.size === 1 ? 'remove a route' : `remove ${ids.size} routes` };
}

/** Solid ↔ dashed (a dashed route lies in the Dark Nebula and must be explored, DN §11.0). */
export function setRouteKind(map: GameMap, ids: ReadonlySet<string>, kind: Route['kind']): MapEditResult {
  return { ok: true, map: { ...map, sample: false, routes: map.routes.map((r) => (ids.has(r.id) ? { ...r, kind } : r)) }, label: `make ${ids.size === 1 ? 'a route' : `${ids.size} routes`} ${kind}` };
}

/** A sheet's name and role (its role decides home control, imperial territory, the nebula). */
export function updateSheet(map: GameMap, id: string, patch: { name: string; role: SheetRole }): MapEditResult {
  const sheet = map.sheets.find((s) => s.id === id);
  if (!sheet) return fail(`there is no sheet ${id}`);
  if (patch.name.trim() === '') return fail('a sheet needs a name');
  return { ok: true, map: { ...map, sample: false, sheets: map.sheets.map((s) => (s.id === id ? { ...s, name: patch.name.trim(), role: patch.role } : s)) }, label: `edit sheet ${patch.name.trim()}` };
}

/** What the map still lacks for the rules, each problem naming where (DN §2.0, §11.0, §14.0). */
export function checkMap(map: GameMap): Problem[] {
  const problems: Problem[] = [];
  const roles = (role: SheetRole) => map.sheets.filter((s) => s.role === role);
  if (roles('aslan-home').length !== 1) problems.push({ where: 'sheets', message: 'exactly one sheet must be the Aslan home sheet (Aslan Hierate, △)' });
  if (roles('human-home').length !== 1) problems.push({ where: 'sheets', message: 'exactly one sheet must be the human home sheet (Solomani Quadrant, ○)' });
  if (roles('nebula').length !== 1) problems.push({ where: 'sheets', message: 'one sheet must be the Dark Nebula' });
  for (const side of ['aslan', 'human'] as const) {
    const capitals = map.systems.flatMap((s) => s.boxes.filter((b) => b.capital && b.printed === side).map((b) => `${s.name}:${b.name}`));
    if (capitals.length !== 1) problems.push({ where: 'capital', message: `the ${side} player needs exactly one capital box (☆ with ${side === 'aslan' ? '△' : '○'}); found ${capitals.length === 0 ? 'none' : capitals.join(', ')}` });
  }
  const named = (name: string) => map.systems.find((s) => s.name.toLowerCase() === name.toLowerCase() || s.id === name.toLowerCase() || s.boxes.some((b) => b.name.toLowerCase() === name.toLowerCase()));
  for (const name of ['VALKA', 'MIZAH', 'GODORO', 'Osa', 'Simsek', 'Dim']) if (!named(name)) problems.push({ where: name, message: `no system ${name}: the setup or the Solomani truce needs it (DN §9.0, §14.0)` });
  const ria = named('RIA') ?? named('ria');
  if (!ria || ria.boxes.length !== 2) problems.push({ where: 'RIA/Alis', message: 'RIA/Alis must be a binary star with two boxes, RIA Type 1 and Alis Type 2 (DN §2.0, §14.0)' });
  for (const col of ['N2', 'N3', 'N5', 'Osa'] as const) if (!map.systems.some((s) => s.boxes.some((b) => b.techColumn === col))) problems.push({ where: col, message: `no box has the exploration column ${col} (DN §11.0)` });
  for (const s of map.systems) {
    if (!sheetAt(map, s.col, s.row)) problems.push({ where: s.name, message: 'this star lies on no sheet' });
    if (!map.routes.some((r) => r.a === s.id || r.b === s.id)) problems.push({ where: s.name, message: 'no jump route reaches this star (only sublight movement can)' });
  }
  return problems;
}

/**
 * A sheet placed elsewhere on the table (Fig. 1 is lost: the GM lays the sheets out as the printed
 * ones lie), its stars moving with it. Columns move by an even number only, so every printed hex
 * keeps its neighbours (the columns of a hex map alternate up and down); sheets may not overlap.
 */
export function placeSheet(map: GameMap, id: string, col0: number, row0: number): MapEditResult {
  const sheet = map.sheets.find((s) => s.id === id);
  if (!sheet) return fail(`there is no sheet ${id}`);
  if (!Number.isInteger(col0) || !Number.isInteger(row0) || col0 < 0 || row0 < 0 || col0 > 200 || row0 > 200) return fail('a sheet’s place is a column and a row from 0 to 200');
  const dc = col0 - sheet.col0;
  const dr = row0 - sheet.row0;
  if (dc % 2 !== 0) return fail('move a sheet by an even number of columns, so its hexes keep their neighbours');
  const moved = { ...sheet, col0, row0 };
  const overlaps = map.sheets.find((s) => s.id !== id && s.col0 < moved.col0 + moved.cols && moved.col0 < s.col0 + s.cols && s.row0 < moved.row0 + moved.rows && moved.row0 < s.row0 + s.rows);
  if (overlaps) return fail(`the sheet would overlap ${overlaps.name}`);
  return {
    ok: true,
    map: { ...map, sample: false, sheets: map.sheets.map((s) => (s.id === id ? moved : s)), systems: map.systems.map((s) => (s.sheetId === id ? { ...s, col: s.col + dc, row: s.row + dr } : s)) },
    label: `move sheet ${sheet.name}`,
  };
}
