import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyForce, applyNormal, applyWarp, type Layers } from './damage';
import { DEFAULT_COMBAT_SETTINGS } from './settings';
import { shieldRecovery } from './tables';

function series(start: Layers, apply: (l: Layers, x: number) => Layers, hits: number[]): Layers {
  return hits.reduce(apply, start);
}

// NOVA: BURN THROUGH, DAMAGE CARRYOVER
describe('shields and burn-through (L943–955, L3258–3264)', () => {
  it('SM4 SI15 (SL 60) hit for 12, 24, 9 → absorbs 12, 15 (9 burns through), 9 → SL 24; recovery SR 15 → 39', () => {
    const start: Layers = { sl: 60, si: 15, ta: 20, sd: 0 };
    const steps = [12, 24, 9].map((d) => d);
    let l = start;
    const absorbed: number[] = [];
    for (const d of steps) {
      const r = applyNormal(l, d);
      absorbed.push(r.toShields);
      l = r.layers;
    }
    expect(absorbed).toEqual([12, 15, 9]);
    expect(l).toEqual({ sl: 24, si: 15, ta: 11, sd: 0 });
    expect(Math.min(60, l.sl + shieldRecovery(60))).toBe(39);
  });
  it('4 SI12 (48) hit for 32 → SL 36, 20 to armour', () => {
    const r = applyNormal({ sl: 48, si: 12, ta: 30, sd: 0 }, 32);
    expect(r).toMatchObject({ toShields: 12, toArmour: 20, toStructure: 0, layers: { sl: 36 } });
  });
  it('space example: Lewis SL 5, TA 8 hit for 20 → 5 to shields, 8 to armour, 7 SD (X1: the book prints 4)', () => {
    expect(applyNormal({ sl: 5, si: 12, ta: 8, sd: 0 }, 20)).toMatchObject({ toShields: 5, toArmour: 8, toStructure: 7 });
  });
});

// NOVA: FORCE BEAM ATTACKS ("FBs damage armour and structure … triple damage to structure")
describe('force beams (L773)', () => {
  it('TA6 hit by two FD4 → armour gone, 2 excess → 6 SD; shields untouched', () => {
    const l = series({ sl: 10, si: 5, ta: 6, sd: 0 }, (x, d) => applyForce(x, d).layers, [4, 4]);
    expect(l).toEqual({ sl: 10, si: 5, ta: 0, sd: 6 });
  });
});

// NOVA: WARP CANNON ATTACKS (step 5: shields, armour ×2, structure ×3)
describe('warp cannon damage (L1031, L3248)', () => {
  const s = DEFAULT_COMBAT_SETTINGS;
  it('glossary: SL6 TA5, four WD4 hits d10t 1, 0, 4, 5 → total 17 SD', () => {
    const locs = (['armour', 'shield', 'structure', 'shield'] as const);
    let l: Layers = { sl: 6, si: 6, ta: 5, sd: 0 };
    const trace: Layers[] = [];
    for (const loc of locs) {
      l = applyWarp(l, 4, loc, s).layers;
      trace.push(l);
    }
    expect(trace.map((t) => [t.sl, t.ta, t.sd])).toEqual([[6, 0, 3], [2, 0, 3], [2, 0, 15], [0, 0, 17]]);
  });
  it('attack example: 1SI9, TA10; d10t 3,7,0,2,5 → TA 10→2; SL 9→5→1; 12 SD; SL 1→0, TA 2→0, 1 SD (13 SD)', () => {
    const locs = (['armour', 'shield', 'shield', 'structure', 'shield'] as const);
    let l: Layers = { sl: 9, si: 9, ta: 10, sd: 0 };
    const trace: number[][] = [];
    for (const loc of locs) {
      l = applyWarp(l, 4, loc, s).layers;
      trace.push([l.sl, l.ta, l.sd]);
    }
    expect(trace).toEqual([[9, 2, 0], [5, 2, 0], [1, 2, 0], [1, 2, 12], [0, 0, 13]]);
  });
  it('a hit on an empty layer is upgraded with the next multiplier (setting), or carries the raw WD', () => {
    expect(applyWarp({ sl: 0, si: 9, ta: 10, sd: 0 }, 4, 'shield', s).layers).toEqual({ sl: 0, si: 9, ta: 2, sd: 0 });
    expect(applyWarp({ sl: 0, si: 9, ta: 0, sd: 0 }, 4, 'shield', s).layers.sd).toBe(12);
    const raw = { ...s, wcUpgradeUsesNextMultiplier: false };
    expect(applyWarp({ sl: 0, si: 9, ta: 10, sd: 0 }, 4, 'shield', raw).layers).toEqual({ sl: 0, si: 9, ta: 6, sd: 0 });
  });
});

describe('property: no damage value goes negative', () => {
  it('for any layers and hits, every layer stays ≥ 0 and SD only grows', () => {
    const layers = fc.record({ sl: fc.nat(100), si: fc.nat(30), ta: fc.nat(60), sd: fc.nat(50) });
    const hit = fc.oneof(
      fc.record({ kind: fc.constant('normal' as const), d: fc.nat(200) }),
      fc.record({ kind: fc.constant('force' as const), d: fc.nat(50) }),
      fc.record({ kind: fc.constant('warp' as const), d: fc.integer({ min: 1, max: 20 }), loc: fc.constantFrom('shield' as const, 'armour' as const, 'structure' as const) }),
    );
    fc.assert(
      fc.property(layers, fc.array(hit, { maxLength: 20 }), (start, hits) => {
        let l = start;
        for (const h of hits) {
          const r = h.kind === 'normal' ? applyNormal(l, h.d) : h.kind === 'force' ? applyForce(l, h.d) : applyWarp(l, h.d, h.loc, s);
          expect(r.layers.sl).toBeGreaterThanOrEqual(0);
          expect(r.layers.ta).toBeGreaterThanOrEqual(0);
          expect(r.layers.sd).toBeGreaterThanOrEqual(l.sd);
          expect(Math.min(r.toShields, r.toArmour, r.toStructure)).toBeGreaterThanOrEqual(0);
          l = r.layers;
        }
      }),
    );
  });
  const s = DEFAULT_COMBAT_SETTINGS;
});
