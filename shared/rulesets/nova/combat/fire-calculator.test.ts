import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorRng, fireOdds, fireShot, parseWeapon, weaponText, type WeaponSpec } from './fire-calculator';
import type { ShotContext } from './weapons';

const ctx = (over: Partial<ShotContext> = {}): ShotContext => ({ range: 8, fc: 5, ew: 3, probed: false, extrapolateLaserCodes: true, ...over });

describe('fire calculator', () => {
  it('the beam laser example (NOVA: BEAM LASERS): BL20 at range 8, FC5 against EW3, d10z 7 → code C, 12 damage', () => {
    const odds = fireOdds({ kind: 'BL', size: 20 }, ctx());
    expect(odds.toHit.kind).toBe('laser');
    if (odds.toHit.kind === 'laser') {
      expect(odds.toHit.modSize).toBe(15);
      expect(odds.toHit.rows[7]).toEqual({ face: 7, modified: 9, code: 'C', damage: 12 });
    }
    const shot = fireShot({ kind: 'BL', size: 20 }, ctx(), { forced: [7] });
    expect(shot.ok && [shot.hit, shot.shot.kind, 'damage' in shot.shot ? shot.shot.damage : null]).toEqual([true, 'normal', 12]);
  });

  it('the warp cannon example: WA120 WD4 at range 5, FC5, unprobed → 49%; d100 49 and d10t 3 hit the armour for 8', () => {
    const w: WeaponSpec = { kind: 'WC', wa: 120, wd: 4 };
    const odds = fireOdds(w, ctx({ range: 5, ew: 0 }));
    expect(odds.toHit).toMatchObject({ kind: 'percent', chance: 49 });
    const shot = fireShot(w, ctx({ range: 5, ew: 0 }), { forced: [49, 3] }, { sl: 9, si: 9, ta: 10, sd: 0, ssz: 30 });
    if (!shot.ok) throw new Error(shot.reason);
    expect(shot.dice.map((d) => [d.die, d.result, d.forced])).toEqual([['d100', 49, true], ['d10t', 3, true]]);
    expect(shot.target?.text).toBe('target: 0 on shields, 8 on armour, 0 structural → SL 9, TA 2, SD 0/30');
  });

  it('structural damage: the blow-up chance and one critical; reaching the SSZ destroys', () => {
    const w: WeaponSpec = { kind: 'FP', size: 8, fa: 140, fd: 5 };
    const hurt = fireShot(w, ctx({ range: 1, fc: 0, ew: 0 }), { forced: [10] }, { sl: 12, si: 12, ta: 2, sd: 0, ssz: 30 });
    if (!hurt.ok || !hurt.target) throw new Error('no target effect');
    expect([hurt.target.applied.toShields, hurt.target.applied.toArmour, hurt.target.applied.toStructure]).toEqual([0, 2, 9]);
    expect([hurt.target.critical, hurt.target.blowUpChance, hurt.target.destroyed]).toEqual([true, 30, false]);
    const dead = fireShot(w, ctx({ range: 1, fc: 0, ew: 0 }), { forced: [10] }, { sl: 0, si: 0, ta: 0, sd: 20, ssz: 30 });
    expect(dead.ok && dead.target?.destroyed).toBe(true);
  });

  it('asks for a missing die, refuses a face the die does not have, rolls the rest when given a generator', () => {
    const w: WeaponSpec = { kind: 'WC', wa: 120, wd: 4 };
    const missing = fireShot(w, ctx({ range: 5 }), { forced: [10] });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.missing).toContain('d10t');
    const bad = fireShot({ kind: 'BL', size: 20 }, ctx(), { forced: [12] });
    expect(!bad.ok && bad.reason).toContain('not a face');
    const rolled = fireShot(w, ctx({ range: 0, fc: 9 }), { forced: [], rng: calculatorRng('x') });
    expect(rolled.ok && rolled.dice.every((d) => !d.forced)).toBe(true);
  });

  it('plasma always hits while its damage lasts; out of range is "none"', () => {
    expect(fireOdds({ kind: 'PA', pr: 3, pd: 6 }, ctx({ range: 4 })).toHit).toEqual({ kind: 'always', damage: 4 });
    expect(fireOdds({ kind: 'PA', pr: 1, pd: 2 }, ctx({ range: 4 })).toHit.kind).toBe('none');
    expect(fireOdds({ kind: 'ML', md: 6, ma: 90, mr: 14 }, ctx({ range: 15 })).toHit.kind).toBe('none');
  });

  it('a weapon written back reads the same (property)', () => {
    const arb = fc.oneof(
      fc.record({ kind: fc.constantFrom('BL' as const, 'PL' as const), size: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ kind: fc.constant('FP' as const), size: fc.integer({ min: 1, max: 20 }), fa: fc.nat(200), fd: fc.nat(20) }),
      fc.record({ kind: fc.constant('PA' as const), pr: fc.nat(9), pd: fc.nat(20) }),
      fc.record({ kind: fc.constant('WC' as const), wa: fc.nat(200), wd: fc.nat(10) }),
      fc.record({ kind: fc.constant('ML' as const), md: fc.nat(20), ma: fc.nat(150), mr: fc.nat(30) }),
    );
    fc.assert(
      fc.property(arb, (w) => {
        expect(parseWeapon(weaponText(w).split(' '))).toEqual(w);
      }),
    );
  });
});
