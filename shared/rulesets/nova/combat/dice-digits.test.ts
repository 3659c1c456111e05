import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { CombatDice } from './dice';
import { readD10Digits } from './dice-digits';

// NOVA: DICE (digest §9 #1, DICE-001)
describe('NOVA: DICE — percentage and permillage rolls from d10s rolled in order', () => {
  it('the book\'s example: three die ten rolls of 3, 7 and 1 are read as 371; 000 is 1000, 00 is 100', () => {
    expect(readD10Digits([3, 7, 1])).toEqual({ ok: true, die: 'd1000', value: 371 });
    expect(readD10Digits([0, 0, 0])).toEqual({ ok: true, die: 'd1000', value: 1000 });
    expect(readD10Digits([0, 0])).toEqual({ ok: true, die: 'd100', value: 100 });
    // the first die is the high order: 0 then 7 is 7, not 70
    expect(readD10Digits([0, 7])).toEqual({ ok: true, die: 'd100', value: 7 });
    expect(readD10Digits([0, 0, 5])).toEqual({ ok: true, die: 'd1000', value: 5 });
  });
  it('refuses what is not a percentage or permillage roll, saying why', () => {
    expect(readD10Digits([3])).toEqual({ ok: false, reason: '1 ten-sided dice: a percentage roll takes 2, a permillage roll 3' });
    expect(readD10Digits([3, 10])).toEqual({ ok: false, reason: '10 is not a face of a ten-sided die (0–9)' });
  });
  it('the reading goes through the battle\'s dice as a forced die and is logged like any other: "0 is high or low as the rule says"', () => {
    const first = readD10Digits([3, 7, 1]);
    const second = readD10Digits([0, 0]);
    if (!first.ok || !second.ok) throw new Error('unread');
    const dice = new CombatDice(seedRng('x'), { queue: [first, second, { value: 0, die: 'd10t' }, { value: 0, die: 'd10z' }] });
    expect([dice.roll('d1000', 'crit'), dice.roll('d100', 'hit'), dice.roll('d10t', 'wc location'), dice.roll('d10z', 'laser')]).toEqual([371, 100, 10, 0]);
    expect(dice.log.map((e) => [e.die, e.raw, e.result, e.forced])).toEqual([
      ['d1000', 371, 371, true],
      ['d100', 0, 100, true],
      ['d10t', 0, 10, true],
      ['d10z', 0, 0, true],
    ]);
  });
});
