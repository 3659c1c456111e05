/**
 * Terrain tiles and their effects. Star Sectors: VII.A (terrain), VII.B (mines), III (stations).
 */
import { z } from 'zod';
import { hex, hexesWithin, hexKey, neighbors, type HexCoord } from '../../hex/coords';

export const TERRAIN_KINDS = ['asteroids', 'ion-storm', 'metaphasic-nebula', 'moon', 'mutara-nebula', 'planet', 'star', 'wormhole', 'station', 'mine'] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

export const TERRAIN_NAMES: Record<TerrainKind, string> = {
  asteroids: 'Asteroid field',
  'ion-storm': 'Ion storm',
  'metaphasic-nebula': 'Metaphasic nebula',
  moon: 'Moon',
  'mutara-nebula': 'Mutara nebula',
  planet: 'Planet',
  star: 'Star',
  wormhole: 'Worm hole',
  station: 'Space station',
  mine: 'Mine',
};

/** What each kind does, in one line, for the board's legend and the docs. */
export const TERRAIN_EFFECTS: Record<TerrainKind, string> = {
  asteroids: 'Impassable; blocks fire.',
  'ion-storm': 'No weapons or cloaking inside; a ship wholly inside cannot be targeted.',
  'metaphasic-nebula': '+1 shield repair, 1 trilithium a turn; no cloaking; −1 MF; no fire in or out.',
  moon: 'Stops movement on entering orbit; half MF in orbit; 1 dilithium a turn.',
  'mutara-nebula': 'Seven hexes; −1 CF and DF; no cloaking; −1 MF; no fire in or out.',
  planet: 'Stops movement on entering orbit; half MF in orbit; 1 dilithium a turn.',
  star: 'Every ship next to it is destroyed.',
  wormhole: 'Carries a ship to its linked worm hole; one space of movement after.',
  station: 'Repairs 2 hits a turn to one docked ship; supplies dilithium and trilithium.',
  mine: '3 hits to any ship entering; can be shot.',
};

export const terrainSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(TERRAIN_KINDS),
  /** The tile's hex; a Mutara nebula's centre hex. */
  q: z.int(),
  r: z.int(),
  /** Worm holes: the id of the worm hole this one leads to. */
  link: z.string().optional(),
  /** Mines: the side that laid it (null for mines placed before the battle). */
  sideId: z.string().nullable().optional(),
});
export type Terrain = z.infer<typeof terrainSchema>;

/** The hexes a tile covers: seven for a Mutara nebula, one for the others. */
export function terrainHexes(tile: Pick<Terrain, 'kind' | 'q' | 'r'>): HexCoord[] {
  const center = hex(tile.q, tile.r);
  return tile.kind === 'mutara-nebula' ? hexesWithin(center, 1) : [center];
}

/** Star Sectors VII.A: asteroids, bodies and stations cannot be entered. */
export function isImpassable(kind: TerrainKind): boolean {
  return kind === 'asteroids' || kind === 'planet' || kind === 'moon' || kind === 'star' || kind === 'station';
}

export function isNebula(kind: TerrainKind): boolean {
  return kind === 'metaphasic-nebula' || kind === 'mutara-nebula';
}

/** An index of the board's terrain by hex key. */
export class TerrainMap {
  readonly byHex = new Map<string, Terrain>();
  readonly tiles: readonly Terrain[];
  constructor(tiles: readonly Terrain[]) {
    this.tiles = tiles;
    for (const tile of tiles) for (const h of terrainHexes(tile)) this.byHex.set(hexKey(h), tile);
  }
  at(h: { q: number; r: number }): Terrain | undefined {
    return this.byHex.get(hexKey(h));
  }
  /** A body (planet or moon) next to this hex: the ship is in orbit. */
  orbiting(h: HexCoord): Terrain | undefined {
    return neighbors(h)
      .map((n) => this.at(n))
      .find((t) => t !== undefined && (t.kind === 'planet' || t.kind === 'moon'));
  }
  /** A station next to this hex. */
  stationNextTo(h: HexCoord): Terrain | undefined {
    return neighbors(h)
      .map((n) => this.at(n))
      .find((t) => t?.kind === 'station');
  }
  nextToStar(h: HexCoord): boolean {
    return neighbors(h).some((n) => this.at(n)?.kind === 'star');
  }
}

/** Checks a layout: tiles on the board, no two tiles on one hex, worm holes linked to worm holes. */
export function checkTerrain(tiles: readonly Terrain[], onBoard: (h: HexCoord) => boolean): { where: string; message: string }[] {
  const problems: { where: string; message: string }[] = [];
  const seen = new Map<string, string>();
  for (const tile of tiles) {
    for (const h of terrainHexes(tile)) {
      const key = hexKey(h);
      if (!onBoard(h)) problems.push({ where: `terrain ${tile.id}`, message: `${TERRAIN_NAMES[tile.kind]} ${tile.id} lies off the board` });
      const other = seen.get(key);
      if (other) problems.push({ where: `terrain ${tile.id}`, message: `${TERRAIN_NAMES[tile.kind]} ${tile.id} overlaps ${other}` });
      seen.set(key, tile.id);
    }
    if (tile.kind === 'wormhole') {
      const target = tiles.find((t) => t.id === tile.link);
      if (!target || target.kind !== 'wormhole' || target.id === tile.id) problems.push({ where: `terrain ${tile.id}`, message: `Worm hole ${tile.id} must link to another worm hole` });
    }
  }
  return problems;
}
