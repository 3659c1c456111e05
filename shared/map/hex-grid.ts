/**
 * Where the hexes of a scene's grid (scene.ts, `SceneHexGrid`) lie, in map units: the one
 * module that converts between a scene's hexes and map points, for both orientations.
 * Axial (q, r) as in shared/hex/coords.ts; a flat grid places hexes exactly as
 * shared/hex/pixels.ts does (q to the east, r to the south), a pointy grid has q to the
 * east and r to the south-east. Positions are map units, y down.
 */
import { hex, hexKey, roundHex, type HexCoord } from '../hex/coords';
import type { SceneHexGrid, SvgScene } from './scene';

/** What fixes a grid's geometry. */
export type HexGeometry = Pick<SceneHexGrid, 'size' | 'orientation' | 'origin'>;

/** A rectangle of map units. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const SQRT3 = Math.sqrt(3);

/** Centre of hex `h`, map units. */
export function hexCentre(grid: HexGeometry, h: { q: number; r: number }): { x: number; y: number } {
  const o = grid.origin ?? { x: 0, y: 0 };
  const s = grid.size;
  return grid.orientation === 'flat' ? { x: o.x + s * 1.5 * h.q, y: o.y + s * SQRT3 * (h.r + h.q / 2) } : { x: o.x + s * SQRT3 * (h.q + h.r / 2), y: o.y + s * 1.5 * h.r };
}

/** The hex that contains map point `p`. */
export function hexAt(grid: HexGeometry, p: { x: number; y: number }): HexCoord {
  const o = grid.origin ?? { x: 0, y: 0 };
  const x = (p.x - o.x) / grid.size;
  const y = (p.y - o.y) / grid.size;
  return grid.orientation === 'flat' ? roundHex((2 / 3) * x, -x / 3 + (SQRT3 / 3) * y) : roundHex((SQRT3 / 3) * x - y / 3, (2 / 3) * y);
}

/** The centre of the hex that contains `p`: where a node dropped at `p` snaps to. */
export function snapToHexCentre(grid: HexGeometry, p: { x: number; y: number }): { x: number; y: number } {
  return hexCentre(grid, hexAt(grid, p));
}

/**
 * The six corners relative to a hex's centre, map units, clockwise on screen: from the
 * east corner (flat) or from the upper-right corner (pointy).
 */
export function hexCorners(grid: HexGeometry): { x: number; y: number }[] {
  const start = grid.orientation === 'flat' ? 0 : -30;
  return Array.from({ length: 6 }, (_, i) => {
    const angle = ((start + 60 * i) * Math.PI) / 180;
    return { x: grid.size * Math.cos(angle), y: grid.size * Math.sin(angle) };
  });
}

/** Half the width and half the height of one hex, map units. */
export function hexHalfExtent(grid: HexGeometry): { x: number; y: number } {
  return grid.orientation === 'flat' ? { x: grid.size, y: (grid.size * SQRT3) / 2 } : { x: (grid.size * SQRT3) / 2, y: grid.size };
}

/**
 * The outer edge of a group of hexes, as segments [x1, y1, x2, y2] in map units: each side
 * of a hex of the group whose hex across is not in the group. A group with holes has
 * their edges too.
 */
export function regionOutline(grid: HexGeometry, cells: readonly { q: number; r: number }[]): [number, number, number, number][] {
  const inside = new Set(cells.map(hexKey));
  const corners = hexCorners(grid);
  const out: [number, number, number, number][] = [];
  for (const cell of cells) {
    const c = hexCentre(grid, cell);
    for (let i = 0; i < 6; i++) {
      const p = corners[i] as { x: number; y: number };
      const q = corners[(i + 1) % 6] as { x: number; y: number };
      // The hex across this side has its centre twice as far as the side's middle.
      const across = hexAt(grid, { x: c.x + p.x + q.x, y: c.y + p.y + q.y });
      if (!inside.has(hexKey(across))) out.push([c.x + p.x, c.y + p.y, c.x + q.x, c.y + q.y]);
    }
  }
  return out;
}

/** The rectangle the grid's cells cover, corners included; null when it has none. */
export function gridBounds(grid: SceneHexGrid): Bounds | null {
  if (grid.cells.length === 0) return null;
  const half = hexHalfExtent(grid);
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const cell of grid.cells) {
    const c = hexCentre(grid, cell);
    b.minX = Math.min(b.minX, c.x - half.x);
    b.minY = Math.min(b.minY, c.y - half.y);
    b.maxX = Math.max(b.maxX, c.x + half.x);
    b.maxY = Math.max(b.maxY, c.y + half.y);
  }
  return b;
}

/** The rectangle a scene covers: its systems' centres and its grid's hexes; null when it has neither. */
export function sceneBounds(scene: Pick<SvgScene, 'systems' | 'grid'>): Bounds | null {
  let b: Bounds | null = scene.grid ? gridBounds(scene.grid) : null;
  for (const s of scene.systems) {
    if (b === null) b = { minX: s.x, minY: s.y, maxX: s.x, maxY: s.y };
    else b = { minX: Math.min(b.minX, s.x), minY: Math.min(b.minY, s.y), maxX: Math.max(b.maxX, s.x), maxY: Math.max(b.maxY, s.y) };
  }
  return b;
}

/** The hex a node stands in: its own `hex`, else the hex under its centre. */
export function nodeHex(grid: HexGeometry, node: { x: number; y: number; hex?: { q: number; r: number } }): HexCoord {
  return node.hex ? hex(node.hex.q, node.hex.r) : hexAt(grid, node);
}

/** Where a cell's label starts, below its top edge, relative to its centre (map units): text is written hanging from here. */
export function cellLabelOffset(grid: HexGeometry): number {
  return grid.orientation === 'flat' ? -0.78 * grid.size : -0.72 * grid.size;
}

/** The top-left corner of the rectangle a region covers, where its label is written; null for a region without cells. */
export function regionLabelAt(grid: HexGeometry, cells: readonly { q: number; r: number }[]): { x: number; y: number } | null {
  if (cells.length === 0) return null;
  const half = hexHalfExtent(grid);
  let x = Infinity;
  let y = Infinity;
  for (const cell of cells) {
    const c = hexCentre(grid, cell);
    x = Math.min(x, c.x - half.x);
    y = Math.min(y, c.y - half.y);
  }
  return { x, y };
}

/**
 * A drag of `node` by (dx, dy) map units, snapped: the node lands in the hex under its
 * dragged position, at the centre, or at the same place within the hex when the node
 * has a `hex` and stands off its centre (a hex half). The move is a whole number of hexes,
 * so every other node moved with it keeps its place within its own hex. Returns the
 * snapped offset and the offset in hexes.
 */
export function snapMove(grid: HexGeometry, node: { x: number; y: number; hex?: { q: number; r: number } }, dx: number, dy: number): { dx: number; dy: number; dq: number; dr: number } {
  const from = nodeHex(grid, node);
  const to = hexAt(grid, { x: node.x + dx, y: node.y + dy });
  const base = node.hex ? hexCentre(grid, from) : { x: node.x, y: node.y };
  const centre = hexCentre(grid, to);
  return { dx: centre.x - base.x, dy: centre.y - base.y, dq: to.q - from.q, dr: to.r - from.r };
}
