import { describe, expect, it } from 'vitest';
import { maintainRangeOf, maintainSetup, oppositeDirection, pickMaintainTarget } from './maintain-range';

// NOVA: ACTIVITY ORDERS, Maintain (M)
describe('Maintain Range', () => {
  it('"with no modifier" keeps range zero; M+n keeps n; no M, no range', () => {
    expect(maintainRangeOf([{ letter: 'M' }])).toBe(0);
    expect(maintainRangeOf([{ letter: 'X' }, { letter: 'M', range: 2 }])).toBe(2);
    expect(maintainRangeOf([{ letter: 'X' }])).toBeNull();
  });

  it('"set up M+n hexes away from the aliens towards the warp point"', () => {
    // An alien at (4/7): M+2 sets up at (4/5), two hexes nearer the centre.
    expect(maintainSetup({ direction: 4, distance: 7 }, 2, 1)).toEqual({ direction: 4, distance: 5 });
    // Range 0: on the alien.
    expect(maintainSetup({ direction: 4, distance: 7 }, 0, 1)).toEqual({ direction: 4, distance: 7 });
    // Farther than the alien is from the centre: past the centre, on the other side.
    expect(maintainSetup({ direction: 4, distance: 2 }, 5, 1)).toEqual({ direction: 1, distance: 3 });
    // An alien at the centre: n hexes out in the ship's own direction.
    expect(maintainSetup({ direction: 1, distance: 0 }, 3, 2)).toEqual({ direction: 2, distance: 3 });
    expect([1, 2, 3, 4, 5, 6].map(oppositeDirection)).toEqual([4, 5, 6, 1, 2, 3]);
  });

  it('"if there are multiple targets one will be chosen at random": a seeded pick, the same for the same seed', () => {
    expect(pickMaintainTarget([], 's')).toBeNull();
    expect(pickMaintainTarget(['a'], 's')).toBe('a');
    const picks = new Set(Array.from({ length: 40 }, (_, i) => pickMaintainTarget(['a', 'b', 'c'], `b.3.s1/maintain/${i}`)));
    expect(picks.size).toBe(3);
    expect(pickMaintainTarget(['a', 'b', 'c'], 'x')).toBe(pickMaintainTarget(['a', 'b', 'c'], 'x'));
  });
});
