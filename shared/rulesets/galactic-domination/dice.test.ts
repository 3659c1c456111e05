import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../rng';
import { d10Result, d20FromD6D10, d30FromD6D10, d3FromD6, DiceSource, diceFrom, halfTwoD6, percentile } from './dice';

describe('GD §1.2 dice conventions', () => {
  it('a d10 face 0 counts as 10, the highest and worst result', () => {
    expect(d10Result(0)).toBe(10);
    expect(d10Result(1)).toBe(1);
    expect(d10Result(9)).toBe(9);
  });
  it('GD-DICE-02: percentile control 1 with 7 gives 17; double 0 gives 100; a units 0 is 0', () => {
    expect(percentile(1, 7)).toBe(17);
    expect(percentile(0, 0)).toBe(100);
    expect(percentile(2, 0)).toBe(20);
    expect(percentile(0, 7)).toBe(7);
  });
  it('GD-DICE-03: a D6 control of 4–6 adds 10 to the D10 (d20); d30 adds 0/10/20', () => {
    expect(d20FromD6D10(3, 7)).toBe(7);
    expect(d20FromD6D10(4, 7)).toBe(17);
    expect(d20FromD6D10(6, 10)).toBe(20);
    expect(d30FromD6D10(2, 5)).toBe(5);
    expect(d30FromD6D10(3, 5)).toBe(15);
    expect(d30FromD6D10(6, 10)).toBe(30);
  });
  it('2D6 halved rounds up (1–6); D3 is ⌈D6/2⌉ (digest A-32)', () => {
    expect(halfTwoD6(2)).toBe(1);
    expect(halfTwoD6(7)).toBe(4);
    expect(halfTwoD6(12)).toBe(6);
    expect([1, 2, 3, 4, 5, 6].map(d3FromD6)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('dice source', () => {
  it('logs every die as an event, forced or rolled, through the same path', () => {
    const dice = diceFrom(seedRng('t'), [0, 3]);
    expect(dice.roll('a', 'd10')).toBe(10);
    expect(dice.roll('b', 'd10', { modifiers: [{ label: '+1', value: 1 }] })).toBe(4);
    const rolled = dice.roll('c', 'd6');
    expect(rolled).toBeGreaterThanOrEqual(1);
    expect(dice.events.map((e) => [e.purpose, e.forced, e.result])).toEqual([['a', true, 10], ['b', true, 4], ['c', false, rolled]]);
    expect(dice.events[1]?.raw).toEqual([3]);
  });
  it('the same seed gives the same dice', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const a = diceFrom(seedRng(seed));
        const b = diceFrom(seedRng(seed));
        const ra = Array.from({ length: 20 }, () => a.roll('x', 'd10'));
        const rb = Array.from({ length: 20 }, () => b.roll('x', 'd10'));
        expect(ra).toEqual(rb);
        expect(ra.every((v) => v >= 1 && v <= 10)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
  it('a physical group that runs dry records the shortfall instead of inventing dice', () => {
    const dice = new DiceSource(seedRng('t'), { forced: { g: [5] }, physical: ['g'] });
    dice.roll('p', 'd10', { group: 'g' });
    dice.roll('p', 'd10', { group: 'g' });
    dice.roll('p', 'd10', { group: 'g' });
    expect(dice.missing).toEqual([{ group: 'g', die: 'd10', count: 2, purpose: 'p' }]);
    expect(dice.complete).toBe(false);
  });
  it('the fast hit count draws the same numbers as logged rolls', () => {
    const a = new DiceSource(seedRng('h'), { log: false });
    const b = new DiceSource(seedRng('h'));
    expect(a.hits('x', 50, 6, 'g')).toBe(b.hits('x', 50, 6, 'g'));
    expect(a.state).toEqual(b.state);
  });
});
