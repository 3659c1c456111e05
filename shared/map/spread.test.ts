import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadLayout } from './spread';

type Pt = { x: number; y: number };

describe('spreadLayout: a player map that uses the page', () => {
  it('two clusters far apart come closer: the empty middle shrinks, the extremes stay', () => {
    const systems = [
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 10, y: 10 },
      { id: 'c', x: 20, y: 5 },
      { id: 'd', x: 1000, y: 0 },
      { id: 'e', x: 1010, y: 10 },
    ];
    const out = spreadLayout(systems);
    expect(out.map((s) => s.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect((out[0] as { x: number }).x).toBe(0);
    expect((out[4] as { x: number }).x).toBe(1010);
    // The gap between the clusters was 980 of 1010; now it is much less of the width.
    const gap = (out[3] as { x: number }).x - (out[2] as { x: number }).x;
    expect(gap).toBeLessThan(980 * 0.75);
    // Inside a cluster the systems are farther apart than before.
    expect((out[1] as { x: number }).x - (out[0] as { x: number }).x).toBeGreaterThan(10);
  });

  it('keeps every system in its order on both axes (what is west, north of what stays so)', () => {
    const point = fc.record({ x: fc.integer({ min: -2000, max: 2000 }), y: fc.integer({ min: -2000, max: 2000 }) });
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 40 }), (systems) => {
        const out = spreadLayout(systems);
        for (let i = 0; i < systems.length; i++) {
          for (let j = 0; j < systems.length; j++) {
            const [p, q, pp, qq] = [systems[i], systems[j], out[i], out[j]] as [Pt, Pt, Pt, Pt];
            if (p.x < q.x) expect(pp.x).toBeLessThan(qq.x);
            if (p.x === q.x) expect(pp.x).toBe(qq.x);
            if (p.y < q.y) expect(pp.y).toBeLessThan(qq.y);
          }
        }
      }),
    );
  });

  it('one or two systems are left as they are', () => {
    const two = [{ x: 0, y: 0 }, { x: 500, y: 3 }];
    expect(spreadLayout(two)).toEqual(two);
  });
});
