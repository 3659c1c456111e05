import { describe, expect, it } from 'vitest';
import { hex, neighbors, rectangleHexes } from '../hex/coords';
import { hexToPixel } from '../hex/pixels';
import { gridBounds, hexAt, hexCentre, hexCorners, nodeHex, regionOutline, sceneBounds, snapMove, snapToHexCentre, type HexGeometry } from './hex-grid';

const flat: HexGeometry = { size: 30, orientation: 'flat' };
const pointy: HexGeometry = { size: 30, orientation: 'pointy', origin: { x: 100, y: -50 } };
const some = [hex(0, 0), hex(1, 0), hex(0, 1), hex(-2, 3), hex(5, -4), hex(-3, -3)];

describe('scene hex grids', () => {
  it('places flat hexes as the hex boards do', () => {
    for (const h of some) expect(hexCentre(flat, h)).toEqual({ ...hexToPixel(h, 30) });
  });
  it('finds the hex under a point, in both orientations, from the centre out to near each corner', () => {
    for (const grid of [flat, pointy]) {
      for (const h of some) {
        const c = hexCentre(grid, h);
        expect(hexAt(grid, c)).toEqual(h);
        for (const corner of hexCorners(grid)) expect(hexAt(grid, { x: c.x + corner.x * 0.9, y: c.y + corner.y * 0.9 })).toEqual(h);
      }
    }
  });
  it('puts neighbours one hex width apart', () => {
    for (const grid of [flat, pointy]) {
      const c = hexCentre(grid, hex(2, 1));
      for (const n of neighbors(hex(2, 1))) {
        const p = hexCentre(grid, n);
        expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(30 * Math.sqrt(3), 9);
      }
    }
  });
  it('snaps a point to the centre of its hex', () => {
    const c = hexCentre(pointy, hex(3, -1));
    expect(snapToHexCentre(pointy, { x: c.x + 7, y: c.y - 9 })).toEqual(c);
    expect(nodeHex(pointy, { x: c.x + 7, y: c.y - 9 })).toEqual(hex(3, -1));
    expect(nodeHex(pointy, { x: 0, y: 0, hex: { q: 3, r: -1 } })).toEqual(hex(3, -1));
  });
  it('outlines a region along its outer sides only', () => {
    for (const grid of [flat, pointy]) {
      expect(regionOutline(grid, [hex(0, 0)])).toHaveLength(6);
      expect(regionOutline(grid, [hex(0, 0), hex(1, 0)])).toHaveLength(10);
      // A hex and its six neighbours: 6 × 3 outer sides.
      expect(regionOutline(grid, [hex(0, 0), ...neighbors(hex(0, 0))])).toHaveLength(18);
      // Every outer side is one hex side long.
      for (const [x1, y1, x2, y2] of regionOutline(grid, rectangleHexes(4, 3))) expect(Math.hypot(x2 - x1, y2 - y1)).toBeCloseTo(30, 9);
    }
  });
  it('bounds a scene by its systems and its grid', () => {
    const systems = [{ x: 10, y: 20 }, { x: -5, y: 40 }];
    expect(sceneBounds({ systems: systems as never })).toEqual({ minX: -5, minY: 20, maxX: 10, maxY: 40 });
    expect(sceneBounds({ systems: [] })).toBeNull();
    const grid = { ...flat, cells: [{ q: 0, r: 0 }, { q: 2, r: 0 }] };
    const close = (b: { minX: number; minY: number; maxX: number; maxY: number } | null) => b && [b.minX, b.minY, b.maxX, b.maxY].map((v) => Math.round(v * 1e6) / 1e6);
    // Hex (2, 0) of a flat grid lies one hex height lower than (0, 0).
    expect(close(gridBounds(grid))).toEqual(close({ minX: -30, minY: -15 * Math.sqrt(3), maxX: 120, maxY: 45 * Math.sqrt(3) }));
    expect(close(sceneBounds({ systems: systems as never, grid }))).toEqual(close({ minX: -30, minY: -15 * Math.sqrt(3), maxX: 120, maxY: 45 * Math.sqrt(3) }));
  });
});

describe('snapped moves', () => {
  it('lands a node at the centre of the hex it is dropped in', () => {
    const c = hexCentre(flat, hex(1, 1));
    const to = hexCentre(flat, hex(3, 0));
    expect(snapMove(flat, c, to.x - c.x + 8, to.y - c.y - 5)).toEqual({ dx: to.x - c.x, dy: to.y - c.y, dq: 2, dr: -1 });
    // Off centre and without a hex: to the centre, even when dropped in its own hex.
    const off = { x: c.x + 6, y: c.y + 4 };
    expect(snapMove(flat, off, 1, 1)).toEqual({ dx: -6, dy: -4, dq: 0, dr: 0 });
  });
  it('keeps a node in the same half of its new hex', () => {
    const c = hexCentre(pointy, hex(0, 0));
    const upper = { x: c.x, y: c.y - 10, hex: { q: 0, r: 0 } };
    const to = hexCentre(pointy, hex(-1, 2));
    const move = snapMove(pointy, upper, to.x - upper.x + 3, to.y - upper.y + 12);
    expect(move).toEqual({ dx: to.x - c.x, dy: to.y - c.y, dq: -1, dr: 2 });
    expect(upper.y + move.dy).toBeCloseTo(to.y - 10, 9);
  });
});
