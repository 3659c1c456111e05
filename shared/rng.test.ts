import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dice, nextInt, nextUint32, rollDie, seedRng, type RngState } from './rng';

/** `count` dice of `sides` faces from a state, and the state after them. */
function rolls(state: RngState, sides: number, count: number): { values: number[]; state: RngState } {
  const values: number[] = [];
  let current = state;
  for (let i = 0; i < count; i++) {
    const step = rollDie(current, sides);
    values.push(step.value);
    current = step.state;
  }
  return { values, state: current };
}

describe('seedRng', () => {
  it('same seed, same sequence (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 2, max: 100 }), (seed, sides) => {
        expect(rolls(seedRng(seed), sides, 20).values).toEqual(rolls(seedRng(seed), sides, 20).values);
      }),
    );
  });

  it('different seeds give different sequences (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        const first = rolls(seedRng(a), 1_000_000, 4).values;
        const second = rolls(seedRng(b), 1_000_000, 4).values;
        expect(first).not.toEqual(second);
      }),
    );
  });

  it('is pinned: these values must never change, or saved games would replay differently', () => {
    expect(seedRng('warpdesk')).toEqual({ a: 3952885179, b: 1351454627, c: 3121094727, d: 1670637913 });
    expect(rolls(seedRng('orion-reach'), 6, 10).values).toEqual([3, 5, 3, 2, 6, 2, 4, 3, 2, 3]);
  });

  it('the state is four unsigned 32-bit integers', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const state = seedRng(seed);
        for (const key of ['a', 'b', 'c', 'd'] as const) {
          expect(Number.isInteger(state[key])).toBe(true);
          expect(state[key]).toBeGreaterThanOrEqual(0);
          expect(state[key]).toBeLessThan(2 ** 32);
        }
      }),
    );
  });
});

describe('rollDie', () => {
  it('stays within 1..sides (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, sides) => {
        for (const value of rolls(seedRng(seed), sides, 50).values) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(1);
          expect(value).toBeLessThanOrEqual(sides);
        }
      }),
    );
  });

  it.each([6, 10, 12, 20])('is roughly uniform on a d%i (chi-square, loose bound)', (sides) => {
    const n = 60_000;
    const counts = new Array<number>(sides).fill(0);
    for (const value of rolls(seedRng(`uniform-d${sides}`), sides, n).values) counts[value - 1] = (counts[value - 1] ?? 0) + 1;
    const expected = n / sides;
    const chi2 = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // Degrees of freedom = sides − 1; the 99.9th percentile for 19 dof is about 43.8.
    // A fair die passes this nearly always; a biased or stuck one fails by orders of magnitude.
    expect(chi2).toBeLessThan(3 * sides);
    for (const count of counts) expect(count).toBeGreaterThan(0);
  });

  it('every face of a d6 appears within the first few dozen rolls, for many seeds', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        expect(new Set(rolls(seedRng(seed), 6, 100).values).size).toBe(6);
      }),
    );
  });

  it('refuses impossible dice', () => {
    const state = seedRng('x');
    expect(() => rollDie(state, 0)).toThrow(RangeError);
    expect(() => rollDie(state, 2.5)).toThrow(RangeError);
    expect(() => nextInt(state, 2 ** 32 + 1)).toThrow(RangeError);
  });
});

describe('state is plain JSON', () => {
  it('a saved state, restored from JSON, continues the same sequence (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 50 }), (seed, before) => {
        const { state } = rolls(seedRng(seed), 6, before);
        const saved = JSON.stringify(state);
        const restored = JSON.parse(saved) as RngState;
        expect(restored).toEqual(state);
        expect(rolls(restored, 20, 30).values).toEqual(rolls(state, 20, 30).values);
      }),
    );
  });

  it('functions never change the state they are given', () => {
    const state = seedRng('frozen');
    const copy = { ...state };
    nextUint32(state);
    nextInt(state, 7);
    rollDie(state, 6);
    expect(state).toEqual(copy);
  });
});

describe('Dice', () => {
  it('draws the same numbers as the pure functions', () => {
    const dice = new Dice(seedRng('dice'));
    const pure = rolls(seedRng('dice'), 6, 20);
    expect(Array.from({ length: 20 }, () => dice.die(6))).toEqual(pure.values);
    expect(dice.state).toEqual(pure.state);
  });

  it('resumes from its saved state', () => {
    const dice = new Dice(seedRng('resume'));
    dice.int(100);
    const saved = JSON.parse(JSON.stringify(dice.state)) as RngState;
    const resumed = new Dice(saved);
    expect(Array.from({ length: 10 }, () => resumed.int(1000))).toEqual(Array.from({ length: 10 }, () => dice.int(1000)));
  });

  it('shuffle returns a permutation and leaves its input alone (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer()), (seed, items) => {
        const before = [...items];
        const shuffled = new Dice(seedRng(seed)).shuffle(items);
        expect(items).toEqual(before);
        expect([...shuffled].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
    );
  });

  it('pick takes an element of the list and refuses an empty list', () => {
    const dice = new Dice(seedRng('pick'));
    const list = ['A', 'B', 'C'];
    for (let i = 0; i < 30; i++) expect(list).toContain(dice.pick(list));
    expect(() => dice.pick([])).toThrow(RangeError);
  });
});
