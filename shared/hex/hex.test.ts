import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inArc, sectorsOf, straightAhead } from './arcs';
import {
  closestPair, hex, hexDistance, hexLine, hexToOffset, hexesWithin, hullHexes, lineOfSight, neighbor, neighbors, offsetToHex, parseHexKey, hexKey, turn, FACINGS,
  parseHexLabel, hexLabel, type Facing,
} from './coords';
import { hexToPixel, pixelToHex } from './pixels';

const coord = fc.record({ q: fc.integer({ min: -30, max: 30 }), r: fc.integer({ min: -30, max: 30 }) }).map(({ q, r }) => hex(q, r));
const facing = fc.constantFrom<Facing>(0, 1, 2, 3, 4, 5);

describe('hex geometry', () => {
  it('neighbours are at distance 1, six of them, all distinct', () => {
    fc.assert(fc.property(coord, (h) => {
      const ns = neighbors(h);
      expect(new Set(ns.map(hexKey)).size).toBe(6);
      for (const n of ns) expect(hexDistance(h, n)).toBe(1);
    }));
  });
  it('distance is a metric: symmetric, zero only on itself, triangle inequality', () => {
    fc.assert(fc.property(coord, coord, coord, (a, b, c) => {
      expect(hexDistance(a, b)).toBe(hexDistance(b, a));
      expect(hexDistance(a, b) === 0).toBe(hexKey(a) === hexKey(b));
      expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
    }));
  });
  it('a line has distance + 1 hexes, each step a neighbour', () => {
    fc.assert(fc.property(coord, coord, fc.constantFrom<1 | -1>(1, -1), (a, b, nudge) => {
      const line = hexLine(a, b, nudge);
      expect(line).toHaveLength(hexDistance(a, b) + 1);
      expect(hexKey(line[0]!)).toBe(hexKey(a));
      expect(hexKey(line.at(-1)!)).toBe(hexKey(b));
      for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1]!, line[i]!)).toBe(1);
    }));
  });
  it('pixels round-trip to the same hex', () => {
    fc.assert(fc.property(coord, fc.integer({ min: 5, max: 80 }), (h, size) => {
      expect(hexKey(pixelToHex(hexToPixel(h, size), size))).toBe(hexKey(h));
    }));
  });
  it('offset coordinates round-trip, and labels too', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (col, row) => {
      expect(hexToOffset(offsetToHex(col, row))).toEqual({ col, row });
      expect(hexKey(parseHexLabel(hexLabel(offsetToHex(col, row)))!)).toBe(hexKey(offsetToHex(col, row)));
    }));
    expect(parseHexKey('3,-2')).toEqual(hex(3, -2));
    expect(parseHexKey('x')).toBeNull();
  });
  it('turning six times comes back', () => {
    fc.assert(fc.property(facing, (f) => {
      expect(turn(f, 6)).toBe(f);
    }));
    expect(turn(0, -1)).toBe(5);
  });
  it('hexesWithin radius n holds 1 + 3n(n+1) hexes', () => {
    for (const n of [0, 1, 2, 3]) expect(hexesWithin(hex(0, 0), n)).toHaveLength(1 + 3 * n * (n + 1));
  });
});

describe('line of sight', () => {
  it('is blocked by anything strictly between, never by the ends', () => {
    const a = hex(0, 0);
    const b = neighbor(a, 2, 4);
    const middle = neighbor(a, 2, 2);
    expect(lineOfSight(a, b, () => false)).toBe(true);
    expect(lineOfSight(a, b, (h) => hexKey(h) === hexKey(middle))).toBe(false);
    expect(lineOfSight(a, b, (h) => hexKey(h) === hexKey(a) || hexKey(h) === hexKey(b))).toBe(true);
  });
  it('along a hex edge passes when either side is clear, by default', () => {
    // (0,0) → (1,1): the line runs between (1,0) and (0,1).
    const a = hex(0, 0);
    const b = hex(1, 1);
    const left = hex(1, 0);
    expect(lineOfSight(a, b, (h) => hexKey(h) === hexKey(left))).toBe(true);
    expect(lineOfSight(a, b, (h) => hexKey(h) === hexKey(left), 'both')).toBe(false);
    expect(lineOfSight(a, b, (h) => hexKey(h) === hexKey(left) || hexKey(h) === '0,1')).toBe(false);
  });
  it('is symmetric with the default edge rule', () => {
    const blocked = new Set(['2,0', '1,2', '-1,1', '3,-2']);
    fc.assert(fc.property(coord, coord, (a, b) => {
      const isBlocked = (h: { q: number; r: number }) => blocked.has(hexKey(h));
      expect(lineOfSight(a, b, isBlocked)).toBe(lineOfSight(b, a, isBlocked));
    }));
  });
});

describe('firing arcs', () => {
  it('puts each neighbour in exactly one sector: facing + k is sector k', () => {
    for (const f of FACINGS) for (const k of FACINGS) expect(sectorsOf(hex(0, 0), f, neighbor(hex(0, 0), turn(f, k)))).toEqual([k]);
  });
  it('continues the pattern at range: straight ahead is front, straight behind is aft', () => {
    fc.assert(fc.property(coord, facing, fc.integer({ min: 1, max: 10 }), (h, f, d) => {
      expect(sectorsOf(h, f, neighbor(h, f, d))).toEqual([0]);
      expect(sectorsOf(h, f, neighbor(h, turn(f, 3), d))).toEqual([3]);
      expect(straightAhead(h, f, neighbor(h, f, d))).toBe(true);
    }));
  });
  it('a hex on a corner line belongs to both wedges', () => {
    // From (0,0) facing N, the hex (1,-2) lies on the line between N and NE.
    expect(sectorsOf(hex(0, 0), 0, hex(1, -2))).toEqual([0, 1]);
    expect(inArc(hex(0, 0), 0, hex(1, -2), [1])).toBe(true);
    expect(straightAhead(hex(0, 0), 0, hex(1, -2))).toBe(false);
  });
});

describe('hulls', () => {
  it('extend aft of the base hex', () => {
    expect(hullHexes(hex(0, 0), 0, 3)).toEqual([hex(0, 0), hex(0, 1), hex(0, 2)]);
    const pair = closestPair(hullHexes(hex(0, 0), 0, 2), [hex(0, 4)]);
    expect(pair).toEqual({ from: hex(0, 1), to: hex(0, 4), distance: 3 });
  });
});
