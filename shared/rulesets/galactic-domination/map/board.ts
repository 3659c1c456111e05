/**
 * The board as it is drawn (GD §2.1 hex map, §9.4.2 divided home hexes): the GM's board (the whole truth)
 * or one player's (made from that player's view only, view/player-view.ts), and the neutral map scene
 * (shared/map/scene.ts) both the screens' canvas and the printed sitreps draw. Pure.
 */
import { hexCentre } from '../../../map/hex-grid';
import type { MapScene, SceneBox, SceneHexCell, SceneHexRegion, SceneSystem } from '../../../map/scene';
import { raceOf } from '../rules/races';
import { specialHexLabel, type SpecialHex } from '../rules/special-hexes';
import { fleetSpeed } from '../rules/movement-chart';
import { UNIT_TYPES } from '../rules/units';
import { playerView } from '../view/player-view';
import type { World, WorldKind } from '../world/world';

export interface BoardHex {
  readonly id: string;
  readonly q: number;
  readonly r: number;
  readonly label: string;
  readonly divided: boolean;
  /** 'map', or `empire:<playerId>` for an Empire Segment hex. */
  readonly segment: string;
  readonly special: SpecialHex | null;
  readonly discoveryMarker: boolean;
}

export interface BoardPlanet {
  readonly id: string;
  readonly name: string;
  readonly hexId: string;
  readonly half: 0 | 1 | null;
  readonly kind: WorldKind;
  readonly ownerId: string | null;
  readonly resource: number | null;
}

export interface BoardFleet {
  readonly id: string;
  readonly ownerId: string;
  readonly number: number;
  readonly hexId: string;
  readonly half: 0 | 1 | null;
  readonly speed: number;
  /** Ships in it, where known to whoever looks (null: a fleet counter only). */
  readonly ships: number | null;
}

export interface BoardPlayer {
  readonly id: string;
  readonly name: string;
  readonly raceCode: string;
  readonly color: string;
}

/** What a board shows. */
export interface BoardModel {
  readonly title: string;
  readonly size: number;
  readonly hexes: readonly BoardHex[];
  readonly planets: readonly BoardPlanet[];
  readonly fleets: readonly BoardFleet[];
  readonly players: readonly BoardPlayer[];
}

const playersOf = (world: World): BoardPlayer[] => world.players.map((p) => ({ id: p.id, name: p.name, raceCode: p.raceCode, color: raceOf(p.raceCode)?.color ?? '#888888' }));

/** Centre to corner of a drawn hex, map units: large enough for a hex's worlds and fleet counters to be read. */
export const BOARD_HEX_SIZE = 48;

/** The GM's board: everything on the map, hidden Discovery Hexes shown as markers. */
export function gmBoard(world: World, size = BOARD_HEX_SIZE): BoardModel {
  return {
    title: `${world.name}: turn ${world.turn} (GM)`,
    size,
    hexes: world.hexes.map((h) => ({ id: h.id, q: h.q, r: h.r, label: h.label, divided: h.divided, segment: h.segment, special: h.special, discoveryMarker: !!h.discovery && !h.discovery.spent })),
    planets: world.planets.map((p) => ({ id: p.id, name: p.name, hexId: p.hexId, half: p.half, kind: p.kind, ownerId: p.ownerId, resource: p.resource })),
    fleets: world.fleets.map((f) => {
      const units = world.units.filter((u) => u.fleetId === f.id);
      return { id: f.id, ownerId: f.ownerId, number: f.number, hexId: f.hexId, half: f.half, speed: fleetSpeed(units.map((u) => UNIT_TYPES[u.code].speed + (u.hied ? 1 : 0))), ships: units.length };
    }),
    players: playersOf(world),
  };
}

/** One player's board, made from that player's view alone (what the player may know). */
export function playerBoard(world: World, playerId: string, size = BOARD_HEX_SIZE): BoardModel {
  const view = playerView(world, playerId);
  const numberOf = (id: string) => Number(/-F(\d+)$/.exec(id)?.[1] ?? 0);
  const segments = new Map(world.hexes.map((h) => [h.id, h.segment]));
  return {
    title: `${world.name}: the map as ${view.me.name} knows it at the start of turn ${world.turn}`,
    size,
    hexes: view.hexes.map((h) => ({ id: h.id, q: h.q, r: h.r, label: h.label, divided: h.divided, segment: segments.get(h.id) ?? 'map', special: h.special, discoveryMarker: h.discoveryMarker })),
    planets: view.planets.map((p) => ({ id: p.id, name: p.name, hexId: p.hexId, half: p.half, kind: p.kind, ownerId: p.ownerId, resource: p.resource })),
    fleets: view.fleets.map((f) => ({ id: f.id, ownerId: f.ownerId, number: numberOf(f.id), hexId: f.hexId, half: f.half, speed: f.speed, ships: f.units ? f.units.length : null })),
    players: playersOf(world).filter((p) => p.id === playerId || view.others.some((o) => o.id === p.id)),
  };
}

/** A colour mixed with white: `amount` 0 gives white, 1 the colour. */
export function tint(color: string, amount: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) return '#f1f3f5';
  const n = parseInt(m[1] as string, 16);
  const mix = (c: number) => Math.round(255 - (255 - c) * amount);
  const hex = (c: number) => mix(c).toString(16).padStart(2, '0');
  return `#${hex((n >> 16) & 255)}${hex((n >> 8) & 255)}${hex(n & 255)}`;
}

const SPECIAL_FILL: Readonly<Record<SpecialHex['kind'], string>> = {
  warped: '#e5dbff',
  storm: '#ffd8a8',
  'defensive-cover': '#d3f9d8',
  cloud: '#d0ebff',
  concealment: '#ced4da',
  swirl: '#fcc2d7',
  serendipity: '#fff3bf',
  'dead-space': '#868e96',
};

/** Short planet label for a box: the first letters of its name, and its value when known. */
function planetBox(p: BoardPlanet, color: string | null): SceneBox {
  const short = p.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
  const marks = p.kind === 'capitalM' ? ['★'] : p.kind === 'capitalS' ? ['☆'] : p.kind === 'subCapital' ? ['◆'] : p.kind === 'neutral' && p.ownerId === null ? ['N'] : [];
  return { label: `${short}${p.resource !== null ? p.resource : '?'}`, fill: color ?? (p.kind === 'neutral' ? '#adb5bd' : '#ffffff'), marks };
}

/** Node ids: a hex, or a half of a divided hex (`H0203:1`). */
export function nodeId(hexId: string, half: 0 | 1 | null): string {
  return half === null ? hexId : `${hexId}:${half}`;
}

/** The hex and half a node id stands for. */
export function nodePlace(id: string): { hexId: string; half: 0 | 1 | null } {
  const m = /^(.+):([01])$/.exec(id);
  return m ? { hexId: m[1] as string, half: Number(m[2]) as 0 | 1 } : { hexId: id, half: null };
}

/** Options of a board's scene. */
export interface SceneOptions {
  /** Hexes to outline, with their colour (a selected hex, the hexes a fleet may enter). */
  readonly outlines?: ReadonlyMap<string, string>;
}

/**
 * The board's scene: the hex grid (Empire Segments tinted and outlined in their owner's colour, Special
 * Hexes and Discovery markers filled), and a node in every hex or half with something in it, its worlds
 * and fleet counters as boxes (★ main capital, ☆ secondary capital, ◆ sub-capital, N neutral).
 */
export function boardScene(board: BoardModel, options: SceneOptions = {}): MapScene {
  const grid = { size: board.size, orientation: 'flat' as const };
  const colour = new Map(board.players.map((p) => [p.id, p.color]));
  const code = new Map(board.players.map((p) => [p.id, p.raceCode]));
  const cells: SceneHexCell[] = board.hexes.map((h) => {
    const owner = h.segment.startsWith('empire:') ? h.segment.slice(7) : null;
    const fill = h.special ? SPECIAL_FILL[h.special.kind] : h.discoveryMarker ? '#fff9db' : owner && colour.has(owner) ? tint(colour.get(owner) as string, 0.12) : undefined;
    const outline = options.outlines?.get(h.id);
    return { q: h.q, r: h.r, label: h.label, ...(fill ? { fill } : {}), ...(outline ? { outline } : {}), ...(h.divided ? { divided: true } : {}) };
  });
  const regions: SceneHexRegion[] = [];
  for (const p of board.players) {
    const mine = board.hexes.filter((h) => h.segment === `empire:${p.id}`);
    if (mine.length > 0) regions.push({ id: `segment-${p.id}`, label: p.name, cells: mine.map((h) => ({ q: h.q, r: h.r })), color: p.color });
  }
  const systems: SceneSystem[] = [];
  const half = (board.size * Math.sqrt(3)) / 2;
  for (const h of board.hexes) {
    const places: (0 | 1 | null)[] = h.divided ? [0, 1] : [null];
    for (const place of places) {
      const planets = board.planets.filter((p) => p.hexId === h.id && (h.divided ? (p.half ?? 0) === place : true));
      const fleets = board.fleets.filter((f) => f.hexId === h.id && (h.divided ? (f.half ?? 0) === place : true));
      if (planets.length === 0 && fleets.length === 0 && !h.special && !h.discoveryMarker) continue;
      const c = hexCentre(grid, h);
      const y = place === null ? c.y : c.y + (place === 0 ? -half / 2 : half / 2);
      const main = planets[0];
      const boxes: SceneBox[] = [
        ...planets.map((p) => planetBox(p, p.ownerId ? (colour.get(p.ownerId) ?? '#888888') : null)),
        ...fleets.map((f) => ({ label: `${code.get(f.ownerId) ?? '?'}${f.number}`, fill: colour.get(f.ownerId) ?? '#888888', marks: [`›${f.speed}`] })),
      ];
      systems.push({
        id: nodeId(h.id, place),
        x: c.x - board.size * 0.45,
        y,
        name: main ? main.name : h.special ? specialHexLabel(h.special) : h.discoveryMarker ? 'Discovery' : '',
        detail: '',
        fill: main?.ownerId ? (colour.get(main.ownerId) ?? '#ffffff') : '#ffffff',
        ring: main?.kind === 'capitalM',
        stubs: [],
        hex: { q: h.q, r: h.r },
        boxes,
      });
    }
  }
  return { title: board.title, systems, lines: [], grid: { ...grid, cells, regions } };
}
