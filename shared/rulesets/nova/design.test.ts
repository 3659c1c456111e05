import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryOf, probeText } from './categories';
import { computeDesign, designTpForCost } from './design';
import { checkDesign } from './design-check';
import { novaDesignSchema, type DesignComponent, type DesignInput } from './design-model';
import { ceil, formatRational } from './exact';
import { forceBeamRange, missileAvailability, missileSize, plasmaAcceleratorSize, shieldRegeneration, warpCannonSize } from './weapons';

const ship = (name: string, components: DesignComponent[], intangibles: Record<string, number> = {}, parentId?: string): DesignInput => ({
  name,
  kind: 'ship',
  nova: novaDesignSchema.parse({ components, intangibles, ...(parentId ? { parentId } : {}) }),
});
const c = (code: DesignComponent['code'], level: number, count = 1, extra: Partial<DesignComponent> = {}): DesignComponent => ({ code, level, count, ...extra });

export const HORNET = ship('Hornet', [c('IE', 4), c('JD', 3), c('SI', 9, 2), c('AR', 1, 10), c('FP', 4, 4), c('SN', 10), c('FC', 2)], { FA: 120, FD: 4 });
const HARRY = { FC: 2, FA: 120, FD: 4, IE: 4, JD: 3, SN: 20, SI: 9, SM: 4, TC: 2 };

describe('NOVA 3.5 design calculator — the rulebook examples', () => {
  it('DES-001 Hornet: SSZ 30, FG, TA 12, 2 TP, cost 83 (ERRATUM A1: printed 78)', () => {
    const f = computeDesign(HORNET);
    expect(f.ssz).toBe(30);
    expect(f.category.abbr).toBe('FG');
    expect(f.cost).toBe(83);
    expect(f.tp).toBe(2);
    expect(f.ta).toBe(12);
    expect(f.lines.map((l) => formatRational(l.cost))).toEqual(['17', '14', '18', '10', '16', '2', '6']);
    expect(checkDesign(HORNET, HARRY)).toEqual([]);
  });
  it('DES-011 a Hornet probed: FRIGATE (SSZ 16–30)', () => {
    expect(probeText(categoryOf(computeDesign(HORNET).ssz))).toBe('FRIGATE (SSZ 16–30)');
  });
  it('DES-002 Hornet Mk2: cost 89 = 83 + 6, the RSD costs 1 TP', () => {
    const mk2 = ship('Hornet Mk2', [c('IE', 4), c('JD', 3), c('SI', 9, 2), c('AR', 1, 10), c('FP', 4, 4), c('SN', 10), c('FC', 4)], { FA: 120, FD: 5 }, 'hornet');
    const f = computeDesign(mk2);
    expect(f.cost).toBe(89);
    expect(f.tp).toBe(1);
    expect(designTpForCost(89)).toBe(2);
    const errors = checkDesign(mk2, HARRY).filter((p) => p.severity === 'error');
    expect(errors.map((e) => e.message)).toEqual(["FC4 exceeds the empire's FC2", "FD5 exceeds the empire's FD4 (FD is fixed by tech)"]);
    expect(checkDesign(mk2, { ...HARRY, FC: 4, FD: 5 })).toEqual([]);
  });
  it('DES-003 Tribal (Huron): SSZ 30, cost 97, TP 3, TA 7', () => {
    const f = computeDesign(ship('Tribal', [c('IE', 2), c('JD', 3, 1, { lt: 3 }), c('SI', 12, 2), c('AR', 1, 5), c('EW', 2), c('BL', 20), c('FC', 3), c('SN', 20)]));
    expect([f.ssz, f.cost, f.tp, f.ta]).toEqual([30, 97, 3, 7]);
  });
  it('DES-004 Explorer (Lewis, Clark): SSZ 30, cost 64, TA 8', () => {
    const f = computeDesign(ship('Explorer', [c('IE', 1), c('JD', 3, 1, { lt: 8 }), c('SI', 12), c('AR', 1, 6), c('ML', 12), c('SN', 10), c('XC', 0)]));
    expect([f.ssz, f.cost, f.ta]).toEqual([30, 64, 8]);
  });
  it('DES-005 critical-hit-chart ship: SSZ 30, cost 88, TA 9', () => {
    const f = computeDesign(ship('Chart', [c('IE', 3), c('JD', 3, 1, { lt: 7 }), c('SI', 12, 2), c('AR', 1, 7), c('BL', 20), c('FC', 3)]));
    expect([f.ssz, f.cost, f.ta]).toEqual([30, 88, 9]);
  });
  it('DES-007/008 notation: 4 BL 15 = SSZ 60 cost 60; 9 AR 2 = armour 18, SSZ 9, cost 18', () => {
    const bl = computeDesign(ship('x', [c('BL', 15, 4)]));
    expect([bl.ssz, bl.cost]).toEqual([60, 60]);
    const ar = computeDesign(ship('x', [c('AR', 2, 9)]));
    expect([ar.ssz, ar.cost, ar.ta]).toEqual([9, 18, 18]);
  });
  it('DES-006 hardness: 14 AR HF3 = 42 MCr, 42 armour + IA, +14 SSZ', () => {
    const f = computeDesign(ship('x', [c('AR', 3, 14), c('BL', 6)]));
    expect([f.ssz, f.cost, f.ta]).toEqual([20, 48, 44]);
  });
  it('DES-009 GAS CR: IE1 15.5 and JD3 36.5 imply SSZ 105 — a CL, not a CR', () => {
    const f = computeDesign(ship('GAS', [c('IE', 1), c('JD', 3), c('BL', 15), c('CH', 90)]));
    expect(f.ssz).toBe(105);
    expect(formatRational(f.lines[0]!.cost)).toBe('15.5');
    expect(formatRational(f.lines[1]!.cost)).toBe('36.5');
    expect(f.category.abbr).toBe('CL');
  });
  it('design TP examples: 78 → 2, 97 → 3, 124 → 3, under 10 → 0', () => {
    expect([78, 97, 124, 9, 10, 39, 40].map(designTpForCost)).toEqual([2, 3, 3, 0, 1, 1, 2]);
  });
  it('DES-010 PA size: PR3 PD5 → 7.5 → 8; WC10 (WA120, WD4) computes to 9', () => {
    expect(plasmaAcceleratorSize(3, 5)).toBe(8);
    expect(warpCannonSize(120, 4)).toBe(9);
  });
  it('MIS-001/002 Mark 7 and Mark 8: sizes 12 and 21; the Explorer missiles compute to 11', () => {
    expect(missileSize(13, 190, 4)).toBe(12);
    expect(missileSize(13, 190, 26)).toBe(21);
    expect(missileSize(6, 90, 14)).toBe(11);
    expect(missileSize(4, 75, 17)).toBe(11);
  });
  it('MIS-003 researched turn 34: IC-system ships use it on turn 35, all other non-retreating ships on 36', () => {
    expect(missileAvailability(34)).toEqual({ atIc: 35, others: 36 });
  });
  it('CBT-SH-002 shield recovery SM3 SI15: SR 11; after losing a shield SR 7; FP1 hits only its own hex', () => {
    expect(shieldRegeneration(15, 3)).toBe(11);
    expect(shieldRegeneration(15, 2)).toBe(7);
    expect(shieldRegeneration(1, 1)).toBe(1);
    expect(forceBeamRange(1)).toBe(0);
    expect(forceBeamRange(4)).toBe(3);
  });
  it('DES-012 intrinsic TC: TC2 is free from Heavy Cruiser (SSZ 141) up', () => {
    const big = ship('Big', [c('IE', 1), c('BL', 15, 10), c('TC', 2, 1, { intrinsic: true })]);
    expect(checkDesign(big, { BL: 15, TC: 2 })).toEqual([]);
    const small = ship('Small', [c('IE', 1), c('BL', 15), c('TC', 2, 1, { intrinsic: true })]);
    expect(checkDesign(small, { BL: 15, TC: 2 })[0]?.rule).toBe('NOVA 3.3 TC intrinsic');
    expect(computeDesign(ship('x', [c('TC', 3)])).ssz).toBe(7);
    const bigPaid = ship('Big', [c('IE', 1), c('BL', 15, 10), c('TC', 2)]);
    expect(checkDesign(bigPaid, { BL: 15, TC: 2 }).map((p) => `${p.severity} ${p.message}`)).toEqual(['warning a ship of SSZ 160 gets TC2 free: mark it intrinsic (it then adds no size or cost)']);
  });
  it('names every rule a design breaks', () => {
    const bad = ship('Bad', [c('BL', 20), c('SI', 12, 5), c('SI', 9), c('AR', 2, 4), c('JD', 3, 1, { lt: 2 }), c('CH', 40), c('FP', 3)]);
    const messages = checkDesign(bad, { BL: 15, SI: 9, SM: 4, JD: 3, LT: 4 }).map((p) => `${p.rule}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'NOVA 3.3 IE: every design needs an impulse engine of at least IE1',
        "NOVA 3.5 tech limits: BL20 exceeds the empire's BL15",
        "NOVA 3.5 tech limits: SI 12 exceeds the empire's SI9",
        'NOVA 3.5 tech limits: 6 shields mounted, SM4 allows 4',
        'NOVA 3.3 SI/SM: all shields on a ship must be the same size',
        "NOVA 3.5 tech limits: 4 AR 2: HF2 exceeds the empire's HF1",
        "NOVA 3.5 tech limits: JD3L2: LT may not be better (lower) than the empire's LT4",
        'NOVA 3.2 CH: CH 40: cargo holds come in units of 30',
        'NOVA 3.2 related technologies: FP needs FA and FD technology',
      ]),
    );
  });
  it('XL empires may mount single-purpose BL up to the XL level', () => {
    expect(checkDesign(ship('x', [c('IE', 1), c('BL', 14)]), { XL: 14 })).toEqual([]);
  });
  it('property: the total is the exact sum rounded up once, never negative', () => {
    const component = fc.record({
      code: fc.constantFrom('IE', 'JD', 'AR', 'SI', 'BL', 'PL', 'XL', 'EW', 'FC', 'SN', 'SS', 'CH', 'LB', 'TJ', 'TC', 'XC'),
      level: fc.integer({ min: 1, max: 60 }),
      count: fc.integer({ min: 1, max: 6 }),
    }) as fc.Arbitrary<DesignComponent>;
    fc.assert(
      fc.property(fc.array(component, { maxLength: 12 }), (components) => {
        const f = computeDesign(ship('p', components));
        expect(f.cost).toBe(ceil(f.exactCost));
        expect(f.cost).toBeGreaterThanOrEqual(0);
        expect(f.cost - f.exactCost.num / f.exactCost.den).toBeLessThan(1);
        expect(f.tp * f.tp * 10).toBeLessThanOrEqual(f.cost);
        expect((f.tp + 1) * (f.tp + 1) * 10).toBeGreaterThan(f.cost);
      }),
    );
  });
});
