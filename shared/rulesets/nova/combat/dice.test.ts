import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { CombatDice, DiceError, readForced, type DieType } from './dice';

describe('combat dice stream', () => {
  it('every die type reads in its range and is logged with round, phase, purpose, raw and result', () => {
    const dice = new CombatDice(seedRng('ranges'));
    dice.context = { round: 2, phase: 'G' };
    const ranges: Record<DieType, [number, number]> = { d6: [1, 6], d10z: [0, 9], d10t: [1, 10], d100: [1, 100], d1000: [1, 1000] };
    for (const [die, [lo, hi]] of Object.entries(ranges) as [DieType, [number, number]][]) {
      for (let i = 0; i < 300; i++) {
        const value = dice.roll(die, `${die}/${i}`, 'ship-1');
        expect(value).toBeGreaterThanOrEqual(lo);
        expect(value).toBeLessThanOrEqual(hi);
      }
    }
    const event = dice.log[0];
    expect(event).toMatchObject({ round: 2, phase: 'G', purpose: 'd6/0', die: 'd6', shipId: 'ship-1', forced: false });
    const d100s = dice.log.filter((e) => e.die === 'd100');
    expect(d100s.every((e) => e.raw === e.result % 100)).toBe(true);
  });
  it('the same seed gives the same draws', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const a = new CombatDice(seedRng(seed));
        const b = new CombatDice(seedRng(seed));
        const draws = (d: CombatDice) => [d.roll('d100', 'a'), d.roll('d10z', 'b'), d.roll('d1000', 'c')];
        expect(draws(a)).toEqual(draws(b));
        expect(a.state).toEqual(b.state);
      }),
      { numRuns: 50 },
    );
  });
  it('forced dice go through the same path and are logged the same way; 0 reads 10/100/1000', () => {
    const dice = new CombatDice(seedRng('x'), { queue: [{ value: 0, die: 'd10t' }, { value: 0 }, { value: 371 }], byPurpose: { named: 4 } });
    expect(dice.roll('d10t', 'loc')).toBe(10);
    expect(dice.roll('d6', 'named')).toBe(4);
    expect(dice.roll('d100', 'hit')).toBe(100);
    expect(dice.roll('d1000', 'crit')).toBe(371);
    expect(dice.log.map((e) => [e.raw, e.result, e.forced])).toEqual([[0, 10, true], [4, 4, true], [0, 100, true], [371, 371, true]]);
    // The generator was not touched by forced dice.
    expect(dice.state).toEqual(seedRng('x'));
  });
  it('a forced value that is not a face of the die, or for another die type, is an error with a reason', () => {
    expect(readForced('d6', 7)).toMatchObject({ ok: false });
    expect(readForced('d10z', 10)).toMatchObject({ ok: false });
    const dice = new CombatDice(seedRng('x'), { queue: [{ value: 3, die: 'd6' }] });
    expect(() => dice.roll('d100', 'p')).toThrow(DiceError);
  });
});
