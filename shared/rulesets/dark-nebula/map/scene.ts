/**
 * The Dark Nebula map as a scene for the shared canvas and SVG (shared/map/scene.ts): the seven
 * sheets as hex regions, star hexes with their planetary boxes beside them (Type 1 white, Type 2
 * red, ☆ capital, ○ human, △ Aslan), jump routes solid or dashed (DN §2.0). Two scenes: the GM's
 * truth, and one player's view, drawn from that player's view only (view/player-view.ts) — the
 * map in a packet is the second, so it can show nothing the player may not know.
 */
import { hexToOffset, offsetToHex, type HexCoord } from '../../../hex/coords';
import { hexCentre } from '../../../map/hex-grid';
import type { SceneBox, SceneHexCell, SceneHexGrid, SceneLine, SceneSystem, SvgScene } from '../../../map/scene';
import type { Box, GameMap, Owner, Sheet, SheetRole, Side, World } from '../model';
import { coalitionOf, systemOfUnit } from '../state/queries';
import type { PlayerView, ViewBox } from '../view/player-view';

/** Centre to corner of a hex, map units. */
export const MAP_HEX_SIZE = 26;

export const SIDE_COLOURS: Record<Side | 'independent' | 'both' | 'none', string> = { aslan: '#2e6fd8', human: '#c0392b', independent: '#8a8a8a', both: '#8e44ad', none: '#ffffff' };
const ROLE_COLOURS: Record<SheetRole, string> = { 'aslan-home': '#2e6fd8', 'human-home': '#c0392b', nebula: '#5f3dc4', 'imperial-extra': '#b8860b', other: '#495057' };
const ROUTE = '#2f9e44';
const EXPLORED = '#1971c2';
const BOX_FILL = { 1: '#ffffff', 2: '#e03131' } as const;

/** The hex of a map position (global odd-q offset column and row). */
export function hexOf(col: number, row: number): HexCoord {
  return offsetToHex(col, row);
}

/** The global column and row of a hex. */
export function offsetOf(h: HexCoord): { col: number; row: number } {
  return hexToOffset(h);
}

/** The sheet a global column and row lie on, or undefined (off every sheet). */
export function sheetAt(map: Pick<GameMap, 'sheets'>, col: number, row: number): Sheet | undefined {
  return map.sheets.find((s) => col >= s.col0 && col < s.col0 + s.cols && row >= s.row0 && row < s.row0 + s.rows);
}

/** "0305": a hex's column and row on its own sheet, as printed on a map sheet. */
export function localLabel(sheet: Sheet, col: number, row: number): string {
  return `${String(col - sheet.col0 + 1).padStart(2, '0')}${String(row - sheet.row0 + 1).padStart(2, '0')}`;
}

/** The grid of the seven sheets: every hex of every sheet, the Dark Nebula shaded, each sheet outlined with its name. */
export function mapGrid(map: Pick<GameMap, 'sheets'>, opts: { labels?: boolean } = {}): SceneHexGrid {
  const cells: SceneHexCell[] = [];
  const regions = map.sheets.map((sheet) => {
    const list: { q: number; r: number }[] = [];
    for (let c = sheet.col0; c < sheet.col0 + sheet.cols; c++)
      for (let r = sheet.row0; r < sheet.row0 + sheet.rows; r++) {
        const h = hexOf(c, r);
        list.push({ q: h.q, r: h.r });
        cells.push({ q: h.q, r: h.r, ...(sheet.role === 'nebula' ? { fill: '#ece8f6' } : {}), ...(opts.labels === false ? {} : { label: localLabel(sheet, c, r) }) });
      }
    return { id: sheet.id, label: sheet.name, cells: list, color: ROLE_COLOURS[sheet.role] };
  });
  return { size: MAP_HEX_SIZE, orientation: 'flat', cells, regions };
}

const ownerTag = (o: Owner | null | undefined): string | null => (o === 'aslan' ? 'A' : o === 'human' ? 'H' : o === 'independent' ? 'I' : null);

function boxMarks(box: Box, extra: readonly (string | null)[]): string[] {
  return [box.capital ? '☆' : null, box.printed === 'human' ? '○' : box.printed === 'aslan' ? '△' : null, ...extra].filter((m): m is string => m !== null);
}

function presenceFill(present: ReadonlySet<Owner>): string {
  const players = (['aslan', 'human'] as const).filter((s) => present.has(s));
  if (players.length === 2) return SIDE_COLOURS.both;
  if (players.length === 1) return SIDE_COLOURS[players[0] as Side];
  return present.has('independent') ? SIDE_COLOURS.independent : SIDE_COLOURS.none;
}

function routeLines(map: GameMap, position: ReadonlyMap<string, { x: number; y: number }>, explored: (routeId: string) => boolean): SceneLine[] {
  const out: SceneLine[] = [];
  for (const r of map.routes) {
    const a = position.get(r.a);
    const b = position.get(r.b);
    if (!a || !b) continue;
    out.push({ id: r.id, aId: r.a, bId: r.b, a, b, style: r.kind === 'dashed' ? 'dashed' : 'solid', color: r.kind === 'dashed' && explored(r.id) ? EXPLORED : ROUTE });
  }
  return out;
}

/**
 * The GM's map: every system with its boxes (owner tagged A, H or I where it is not the printed
 * side), filled by who has units there, a second line counting units per side; every route,
 * dashed ones explored by anyone drawn blue. `world` absent: the map alone (the map editor).
 */
export function gmScene(map: GameMap, world?: World, title = 'Beyond the Dark Nebula — GM map'): SvgScene {
  const grid = mapGrid(map);
  const counts = new Map<string, Map<Owner, number>>();
  if (world)
    for (const u of world.units) {
      const s = systemOfUnit(world, u);
      if (!s) continue;
      const c = counts.get(s) ?? new Map<Owner, number>();
      const who = coalitionOf(world, u);
      c.set(who, (c.get(who) ?? 0) + 1);
      counts.set(s, c);
    }
  const position = new Map<string, { x: number; y: number }>();
  const systems: SceneSystem[] = map.systems.map((s) => {
    const hex = hexOf(s.col, s.row);
    const at = hexCentre(grid, hex);
    position.set(s.id, at);
    const c = counts.get(s.id) ?? new Map<Owner, number>();
    const boxes: SceneBox[] = s.boxes.map((b) => {
      const owner = world?.boxes[b.id]?.owner ?? null;
      const shown = owner !== null && owner !== b.printed ? ownerTag(owner) : null;
      return { label: b.name, fill: BOX_FILL[b.type], marks: boxMarks(b, [world?.boxes[b.id]?.opm ? '⌂' : null, shown]) };
    });
    const detail = [...c].sort(([a], [b]) => (a < b ? -1 : 1)).map(([o, n]) => `${ownerTag(o)}${n}`).join(' ');
    return { id: s.id, name: s.name, x: at.x, y: at.y, hex: { q: hex.q, r: hex.r }, detail, fill: presenceFill(new Set(c.keys())), ring: s.boxes.some((b) => b.capital), stubs: [], boxes };
  });
  const explored = (id: string) => (world?.explored[id] ?? []).length > 0;
  return { title, systems, lines: routeLines(map, position, explored), grid };
}

const VIEW_OWNER: Record<ViewBox['owner'], string | null> = { you: 'Y', enemy: 'E', independent: 'I', nobody: null, unknown: '?' };

/**
 * One player's map, from that player's view only: the systems it knows (the withheld sheet and,
 * under fog, unseen systems left out), its boxes' owners as it knows them (Y you, E enemy,
 * I independent, ? not seen), units it sees counted per side, dashed routes it explored in blue.
 */
export function viewScene(view: PlayerView, map: Pick<GameMap, 'sheets'>, title: string): SvgScene {
  const grid = mapGrid(map, { labels: false });
  const position = new Map<string, { x: number; y: number }>();
  const counts = new Map<string, { own: number; enemy: number; independent: number }>();
  for (const u of view.units) {
    if (!u.systemId || u.lastSeen !== null) continue;
    const c = counts.get(u.systemId) ?? { own: 0, enemy: 0, independent: 0 };
    if (u.relation === 'own' || u.relation === 'mercenary') c.own += 1;
    else if (u.relation === 'enemy') c.enemy += 1;
    else c.independent += 1;
    counts.set(u.systemId, c);
  }
  const systems: SceneSystem[] = view.systems.map((s) => {
    const hex = hexOf(s.col, s.row);
    const at = hexCentre(grid, hex);
    position.set(s.id, at);
    const c = counts.get(s.id) ?? { own: 0, enemy: 0, independent: 0 };
    const present = new Set<Owner>();
    if (c.own > 0) present.add(view.side);
    if (c.enemy > 0) present.add(view.side === 'aslan' ? 'human' : 'aslan');
    if (c.independent > 0) present.add('independent');
    const detail = [c.own > 0 ? `you ${c.own}` : '', c.enemy > 0 ? `enemy ${c.enemy}` : '', c.independent > 0 ? `ind. ${c.independent}` : ''].filter(Boolean).join(' · ');
    const boxes: SceneBox[] = s.boxes.map((b) => ({ label: b.name, fill: BOX_FILL[b.type], marks: [b.capital ? '☆' : null, VIEW_OWNER[b.owner], b.alliedWithYou ? 'ally' : null].filter((m): m is string => m !== null) }));
    return { id: s.id, name: s.name, x: at.x, y: at.y, hex: { q: hex.q, r: hex.r }, detail: s.current ? detail : 'not seen now', fill: s.current ? presenceFill(present) : '#e9ecef', ring: s.boxes.some((b) => b.capital), stubs: [], boxes };
  });
  const lines: SceneLine[] = [];
  for (const r of view.routes) {
    const a = position.get(r.a);
    const b = position.get(r.b);
    if (a && b) lines.push({ id: r.id, aId: r.a, bId: r.b, a, b, style: r.kind === 'dashed' ? 'dashed' : 'solid', color: r.kind === 'dashed' && r.exploredByYou ? EXPLORED : ROUTE });
  }
  // Only the sheets the player knows a system of are drawn (the SQ sheet stays off the Aslan's map until it is placed).
  const sheetsShown = new Set(view.systems.map((s) => s.sheetId));
  const regions = (grid.regions ?? []).filter((r) => sheetsShown.has(r.id));
  const cells = new Set(regions.flatMap((r) => r.cells.map((c) => `${c.q},${c.r}`)));
  return { title, systems, lines, grid: { ...grid, regions, cells: grid.cells.filter((c) => cells.has(`${c.q},${c.r}`)) } };
}
