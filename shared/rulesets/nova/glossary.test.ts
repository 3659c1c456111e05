/**
 * NOVA: TECHNOLOGY GLOSSARY, TECHNOLOGY COMPONENT ABBREVIATIONS, TECHNOLOGY SUMMARY CHART FORMAT,
 * TECHNOLOGY SUMMARY CHART, SHIP SIZE CATEGORIES (digest 3.1–3.4) — the sentences about designs,
 * levels, sizes and costs, one by one, with the book's numbers. What a component does in battle
 * is tested by the combat chapter's tests (combat/*.test.ts); strategic uses by the turn's
 * (turn/*.test.ts); each place is named in docs/nova-turn.md "Rulebook coverage".
 */
import { describe, expect, it } from 'vitest';
import { categoryOf, SIZE_CATEGORIES } from './categories';
import { startBattle } from './combat/battle';
import { SPACE_EXAMPLE } from './combat/fixtures/space-example';
import { fromDesign } from './combat/from-design';
import { buildProfile } from './combat/profile';
import type { CombatShipSpec } from './combat/ship-spec';
import { chooseBestInstallations, installationLevel } from './combat/ship-state';
import { forceBeamChance, plasmaDamage, warpCannonChance } from './combat/weapons';
import { computeDesign } from './design';
import { checkDesign } from './design-check';
import { COMPONENT_CODES, designComponentSchema, novaDesignSchema, type DesignComponent, type DesignInput } from './design-model';
import { formatRational, ZERO } from './exact';
import { checkRedesign, refitCost } from './redesign';
import { DEFAULT_NOVA_RULES } from './rules-options';
import { TECH_CHART, techEntry, techTp } from './tech-chart';
import { techCost } from './technology';

const c = (code: DesignComponent['code'], level: number, count = 1, extra: Partial<DesignComponent> = {}): DesignComponent => ({ code, level, count, ...extra });
const ship = (components: DesignComponent[], intangibles: Record<string, number> = {}, parentId?: string): DesignInput => ({
  name: 'Test',
  kind: 'ship',
  nova: novaDesignSchema.parse({ components, intangibles, ...(parentId ? { parentId } : {}) }),
});
const line = (component: DesignComponent, intangibles: Record<string, number> = {}) => {
  const f = computeDesign(ship([component], intangibles));
  return [f.lines[0]?.size, formatRational(f.lines[0]?.cost ?? ZERO)];
};
const tp = (code: string, n: number) => formatRational(techTp(code, n) ?? ZERO);
const messages = (design: DesignInput, tech?: Record<string, number>) => checkDesign(design, tech).map((p) => `${p.severity}: ${p.message}`);

describe('NOVA: TECHNOLOGY COMPONENT ABBREVIATIONS (3.1)', () => {
  // The list as printed, alphabetical by name.
  const BOOK = ['AR', 'BL', 'CH', 'DC', 'DG', 'DS', 'EW', 'FA', 'FC', 'FD', 'FP', 'HF', 'IA', 'IE', 'JD', 'LB', 'LT', 'MA', 'MD', 'ML', 'MR', 'OS', 'PL', 'PA', 'PD', 'PR', 'PT', 'SI', 'SM', 'SN', 'SR', 'SS', 'SX', 'TC', 'TJ', 'WA', 'WC', 'WD', 'XC', 'XL'];
  it('every abbreviation is a row of the chart, except PT: the torpedo a PA fires (PLASMA ACCELERATORS "They launch PTs")', () => {
    expect(BOOK.filter((code) => !techEntry(code))).toEqual(['PT']);
    expect(TECH_CHART.map((e) => e.code).filter((code) => !BOOK.includes(code))).toEqual([]);
  });
  it('every component a design lists is one of them', () => {
    expect(COMPONENT_CODES.filter((code) => !BOOK.includes(code))).toEqual([]);
  });
});

describe('NOVA: TECHNOLOGY SUMMARY CHART FORMAT (3.2)', () => {
  it('"Non-integer technologies cannot be purchased. (Ex - MR 7.5 or EW 4.2 are not allowed.)"', () => {
    expect(techCost({ MR: 7.5, EW: 4.2 }).problems).toEqual([
      'EW4.2: levels are whole numbers (NOVA 3.2: "non-integer levels cannot be bought")',
      'MR7.5: levels are whole numbers (NOVA 3.2: "non-integer levels cannot be bought")',
    ]);
  });
  it('"The level of technology purchased may never be zero (ex EW-0 is not allowed)", nor a component of size or level 0', () => {
    expect(techCost({ EW: 0 }).problems).toEqual(['EW0: level 0 is never allowed (NOVA 3.2: "level 0 is never allowed")']);
    // The glossary says it again of DG, DS, EW, FC, FP, HF and LT.
    for (const code of ['DG', 'DS', 'EW', 'FC', 'FP'] as const) expect(messages(ship([c('IE', 1), c(code, 0)]))).toContain(`error: ${code}: a level or size of 0 is not allowed`);
    expect(messages(ship([c('IE', 1), c('AR', 0, 5)]))).toContain('error: HF 0 is not allowed');
    expect(messages(ship([c('IE', 1), c('JD', 2, 1, { lt: 0 })]))).toContain('error: JD2L0: LT 0 or less is not allowed');
  });
  it('"In all cases where a low level of the tech would result in a negative cost the cost is assumed to be zero TPs"', () => {
    for (const e of TECH_CHART.filter((x) => x.kind === 'tech')) for (let n = 1; n <= 40; n++) expect(Number((techTp(e.code, n) ?? ZERO).num)).toBeGreaterThanOrEqual(0);
  });
  it('"Some components may not be used unless the related technologies are purchased, denoted with an R"', () => {
    expect(techCost({ FP: 4 }).problems).toEqual(['FP: not a technology itself; buy FA, FD instead (NOVA 3.2 "R:")']);
    expect(messages(ship([c('IE', 1), c('PA', 8)]), { IE: 1 })).toContain('error: PA needs PR and PD technology');
    expect(messages(ship([c('IE', 1), c('WC', 9)]), { IE: 1, WA: 120 })).toContain('error: WC needs WD technology');
    expect(messages(ship([c('IE', 1), c('ML', 12)]), { IE: 1, MD: 10 })).toContain('error: ML needs MA and MR technology');
  });
  it('"Note that fractions don\'t round up individually; only fractional total-costs for ships are rounded up": 3 SN 12 cost 7.2 → 8, not 3 × 3', () => {
    const f = computeDesign(ship([c('SN', 12, 3)]));
    expect([formatRational(f.exactCost), f.cost]).toEqual(['7.2', 8]);
  });
  it('Size "-" means not applicable: IE, JD, FA, FD … add nothing to SSZ', () => {
    expect(computeDesign(ship([c('IE', 4), c('JD', 3)])).ssz).toBe(0);
    expect(computeDesign(ship([c('FP', 4)], { FA: 120, FD: 4 })).ssz).toBe(4);
  });
});

describe('NOVA: TECHNOLOGY SUMMARY CHART (3.2) — TP cost of level n, row by row', () => {
  it.each([
    ['BL', 15, '47'], ['PL', 14, '43'], ['XL', 14, '87'], ['DG', 20, '4'], ['DS', 15, '9'], ['EW', 1, '16'], ['FC', 4, '36'],
    ['FA', 120, '64'], ['FD', 4, '32'], ['IE', 4, '99'], ['HF', 2, '9'], ['JD', 3, '9'], ['LT', 4, '16'], ['MA', 80, '64'],
    ['MD', 9, '81'], ['MR', 14, '49'], ['OS', 3, '9'], ['PR', 3, '27'], ['PD', 4, '32'], ['SN', 25, '6.25'], ['SS', 30, '16'],
    ['SI', 12, '16'], ['SM', 3, '4.5'], ['TC', 2, '6'], ['TJ', 2, '8'], ['WA', 100, '16'], ['WD', 5, '64'],
  ])('%s%i costs %s TP', (code, n, expected) => {
    expect(tp(code, n)).toBe(expected);
  });
  it('AR, CH, DC, XC, IA, LB, SR, SX are free; FP, ML, PA, WC are "R:" (not technologies)', () => {
    expect(TECH_CHART.filter((e) => e.kind === 'free').map((e) => e.code)).toEqual(['AR', 'CH', 'DC', 'XC', 'IA', 'LB', 'SR', 'SX']);
    expect(TECH_CHART.filter((e) => e.kind === 'related').map((e) => e.code)).toEqual(['FP', 'ML', 'PA', 'WC']);
  });
});

describe('NOVA: TECHNOLOGY SUMMARY CHART (3.2) — what one component adds to SSZ and MCr', () => {
  it.each<[string, DesignComponent, Record<string, number>, [number, string]]>([
    ['AR n: n, n (HF1)', c('AR', 1, 9), {}, [9, '9']],
    ['AR with HF: SSZ n, cost HF × AR ("9 AR 2 … SSZ 9, Cost 18")', c('AR', 2, 9), {}, [9, '18']],
    ['BL n: n, n', c('BL', 15), {}, [15, '15']],
    ['CH n: n, n/30 ("A CH has a Ship Size (SSZ) of 30 and costs 1 MCr")', c('CH', 30), {}, [30, '1']],
    ['XL n: n, 1.5(n) rd', c('XL', 15), {}, [15, '22']],
    ['DC: 20, 20', c('DC', 0), {}, [20, '20']],
    ['DG n: n, n', c('DG', 20), {}, [20, '20']],
    ['DS n: n, n', c('DS', 15), {}, [15, '15']],
    ['EW n: 1, 5n', c('EW', 3), {}, [1, '15']],
    ['XC: 10, 10', c('XC', 0), {}, [10, '10']],
    ['FC n: 1, 3n', c('FC', 2), {}, [1, '6']],
    ['FP n: n, n', c('FP', 4), { FA: 120, FD: 4 }, [4, '4']],
    ['LB n: n, n/2', c('LB', 20), {}, [20, '10']],
    ['ML n: n, n', c('ML', 12), {}, [12, '12']],
    ['OS: 10, 10', c('OS', 3), {}, [10, '10']],
    ['PL n: n, n', c('PL', 14), {}, [14, '14']],
    ['PA: n = PR(PD/2) ru ("damage-5/range-3 … rounds up to 8")', c('PA', 0), { PR: 3, PD: 5 }, [8, '8']],
    ['SN n: 1, n/5', c('SN', 25), {}, [1, '5']],
    ['SS n: 10, 10 + n/5', c('SS', 30), {}, [10, '16']],
    ['SI: no size of its own, SI × SM in MCr; SM: 1 SSZ per shield ("2 SI 9" 2, 18)', c('SI', 9, 2), {}, [2, '18']],
    ['SX: 20, 20', c('SX', 0), {}, [20, '20']],
    ['TC n: 20/n ru, 20/n ru', c('TC', 3), {}, [7, '7']],
    ['TJ n: 20/n ru, 20/n', c('TJ', 3), {}, [7, '20/3 (≈6.67)']],
    ['WC: n = WD + (WA/25) ru', c('WC', 0), { WA: 120, WD: 4 }, [9, '9']],
  ])('%s', (_row, component, intangibles, expected) => {
    expect(line(component, intangibles)).toEqual(expected);
  });
  it('IE and JD: n(SSZ/10) + 5 of the final SSZ (the GAS CR: SSZ 105, IE1 15.5, JD3 36.5)', () => {
    const f = computeDesign(ship([c('IE', 1), c('JD', 3), c('BL', 15), c('CH', 90)]));
    expect(f.lines.slice(0, 2).map((l) => formatRational(l.cost))).toEqual(['15.5', '36.5']);
  });
  it('the XL cost as a setting (A8): exact 1.5n rounds only with the ship', () => {
    expect(formatRational(computeDesign(ship([c('XL', 15)]), { ...DEFAULT_NOVA_RULES, xlCost: 'exact' }).exactCost)).toBe('22.5');
  });
});

describe('NOVA: TECHNOLOGY GLOSSARY (3.3) — design rules of each entry', () => {
  it('ARMOUR: "TA = ((AR * HF) + IA)"; HARDNESS FACTOR: "(14AR, HF-3) would pay 42 MCr …, 42 (+ IA) points of armour, but would only add 14 to the SSZ"', () => {
    const f = computeDesign(ship([c('AR', 3, 14), c('BL', 6)]));
    expect([f.ssz, f.cost, f.ia, f.ta]).toEqual([20, 48, 2, 44]);
  });
  it('HARDNESS FACTOR: "an option which, if used, is applied to all the AR built into the ship"; HF above the tech is refused', () => {
    expect(messages(ship([c('IE', 1), c('AR', 2, 5), c('AR', 1, 4)]), { HF: 2 })).toEqual(['error: HF applies to all AR on the ship: every AR line must have the same HF']);
    expect(messages(ship([c('IE', 1), c('AR', 3, 5)]), { HF: 2 })).toEqual(["error: 5 AR 3: HF3 exceeds the empire's HF2"]);
  });
  it('INTRINSIC ARMOUR: "2 * (SSZ/20 round down) = IA", only from SSZ 20, unaffected by HF, no SSZ or cost', () => {
    expect([19, 20, 39, 40, 105].map((n) => computeDesign(ship([c('BL', n)])).ia)).toEqual([0, 2, 2, 4, 10]);
    const f = computeDesign(ship([c('AR', 2, 10), c('BL', 10)]));
    expect([f.ssz, f.cost, f.ta]).toEqual([20, 30, 20 + 2]);
  });
  it('IMPULSE ENGINE: "No ship may be designed that doesn\'t include at least an IE of 1"; "may not incorporate an IE larger than the player\'s technology allows"', () => {
    expect(messages(ship([c('BL', 10)]))).toEqual(['error: every design needs an impulse engine of at least IE1']);
    expect(messages(ship([c('IE', 3)]), { IE: 2 })).toEqual(["error: IE3 exceeds the empire's IE2"]);
    expect(messages(ship([c('IE', 1)]), {})).toEqual([]); // IE1 is every empire's, at 0 TP
  });
  it('JUMP DRIVE: "more than one jump drive as insurance against damage, but only one may be in use at a time" — the combat ship uses the best one', () => {
    const { spec } = fromDesign({ name: 'Spare', nova: novaDesignSchema.parse({ components: [c('IE', 1), c('JD', 3, 1, { lt: 6 }), c('JD', 2, 1, { lt: 7 })] }) });
    expect([buildProfile(spec).jd, buildProfile(spec).lt]).toEqual([3, 6]);
  });
  it('LAG TIME: "The LT rating must be listed on the ship design submission. If none is listed the default assumed is 8."', () => {
    const { spec } = fromDesign({ name: 'Plain', nova: novaDesignSchema.parse({ components: [c('IE', 1), c('JD', 3)] }) });
    expect(buildProfile(spec).lt).toBe(8);
    // An empire with LT4 may list LT4 or worse, never better; none listed is 8 (worse): allowed.
    expect(messages(ship([c('IE', 1), c('JD', 3)]), { JD: 3, LT: 4 })).toEqual([]);
    expect(messages(ship([c('IE', 1), c('JD', 3, 1, { lt: 3 })]), { JD: 3, LT: 4 })).toEqual(["error: JD3L3: LT may not be better (lower) than the empire's LT4"]);
  });
  it('LAUNCH BAYS: "Minimum size of a LB is 10 … LB size must be a multiple of 10"; CARGO HOLDS: "n must be in units of 30"', () => {
    expect(messages(ship([c('IE', 1), c('LB', 5)]))).toEqual(['error: LB 5: launch bays are a multiple of 10, at least 10']);
    expect(messages(ship([c('IE', 1), c('LB', 25)]))).toEqual(['error: LB 25: launch bays are a multiple of 10, at least 10']);
    expect(messages(ship([c('IE', 1), c('CH', 45)]))).toEqual(['error: CH 45: cargo holds come in units of 30']);
  });
  it('MISSILE LAUNCHERS: "The ML can\'t have a non-integer size"', () => {
    expect(designComponentSchema.safeParse({ code: 'ML', count: 1, level: 12.5 }).success).toBe(false);
  });
  it('SHIELD INCREMENT: "All shields on a ship must be the same size. This can be less than the maximum SI but may not be greater"; SHIELD MULTIPLE: "Fewer may be incorporated"', () => {
    expect(messages(ship([c('IE', 1), c('SI', 9, 3)]), { SI: 12, SM: 4 })).toEqual([]);
    expect(messages(ship([c('IE', 1), c('SI', 15, 2)]), { SI: 12, SM: 4 })).toEqual(["error: SI 15 exceeds the empire's SI12"]);
    expect(messages(ship([c('IE', 1), c('SI', 12, 2), c('SI', 9)]), { SI: 12, SM: 4 })).toEqual(['error: all shields on a ship must be the same size']);
    expect(messages(ship([c('IE', 1), c('SI', 9, 5)]), { SI: 12, SM: 4 })).toEqual(['error: 5 shields mounted, SM4 allows 4']);
    // "(Ex - A ship (SM4, SI15) has a SL of 60 (4*15)"; SHIELD RECOVERY "SM-3, SI-15, will have an SR of 11".
    expect(computeDesign(ship([c('SI', 15, 4)])).shieldLevel).toBe(60);
    expect(computeDesign(ship([c('SI', 15, 3)])).shieldRegeneration).toBe(11);
  });
  it('ELECTRONIC WARFARE, FIRE CONTROL: "While a ship may have more than one installation of EW, only one may be active at a time" — the best working one each round', () => {
    const spec: CombatShipSpec = { className: 'Decoy', components: [c('IE', 1), c('EW', 2), c('EW', 4), c('FC', 1), c('FC', 3), c('AR', 1, 5)], missiles: [] };
    const battle = startBattle({ ...SPACE_EXAMPLE, ships: [{ id: 'd', name: 'Decoy', side: 'MINKY', spec, placement: { at: { q: 0, r: 0 } } }, { id: 'e', name: 'Other', side: 'PIGGY', spec, placement: { at: { q: 5, r: 0 } } }] });
    const decoy = battle.ships.find((s) => s.id === 'd')!;
    chooseBestInstallations(decoy);
    expect([installationLevel(decoy, 'EW'), installationLevel(decoy, 'FC')]).toEqual([4, 3]);
    // "Multiple EW installations on a ship only make it more difficult for lucky critical hits to render a ship defenseless."
    decoy.destroyed.push(decoy.active.EW as string);
    chooseBestInstallations(decoy);
    expect(installationLevel(decoy, 'EW')).toBe(2);
  });
  it('FORCE BEAM PROJECTORS: "The maximum range is … the FP size * .75 (round down)"; FA and FD are listed beside the design ("Hornet": FA120, FD4)', () => {
    const hornet = ship([c('IE', 4), c('FP', 4, 4)], { FA: 120, FD: 4 });
    expect(messages(hornet, { IE: 4, FA: 120, FD: 4 })).toEqual([]);
    expect(messages(ship([c('IE', 4), c('FP', 4, 4)]), { IE: 4, FA: 120, FD: 4 })).toEqual([
      "warning: FA should be listed beside the design (the empire's FA120 is assumed)",
      "warning: FD should be listed beside the design (the empire's FD4 is assumed)",
    ]);
    expect(messages(ship([c('IE', 4), c('FP', 4)], { FA: 130, FD: 4 }), { IE: 4, FA: 120, FD: 4 })).toEqual(["error: FA130 exceeds the empire's FA120 (FA is fixed by tech)"]);
  });
  it('PLASMA ACCELERATORS and WARP CANNON: a stated size must be the one their ratings give', () => {
    expect(messages(ship([c('IE', 1), c('PA', 7)], { PR: 3, PD: 5 }))).toEqual(['error: PA 7: the size must be 8']);
    expect(messages(ship([c('IE', 1), c('WC', 10)], { WA: 120, WD: 4 }))).toEqual(['error: WC 10: the size must be 9']);
  });
});

describe('NOVA: TECHNOLOGY GLOSSARY (3.3) — the worked examples of the weapon entries (their use in battle: combat/weapons.test.ts)', () => {
  it('WARP ACCURACY: "five WC (WA 115, FC5) fires at a target (EW4), seven hexes away … 76% … FC3 … 46% … not successfully SN probed … (76/3) = 26%"', () => {
    expect(warpCannonChance(115, { range: 7, fc: 5, ew: 4, probed: true })).toBe(76);
    expect(warpCannonChance(115, { range: 7, fc: 3, ew: 4, probed: true })).toBe(46);
    expect(warpCannonChance(115, { range: 7, fc: 5, ew: 4, probed: false })).toBe(26);
  });
  it('FORCE BEAM ACCURACY: "reduced by 20 … per point of EW …, and by 10 … per hex of range. Any FC left over … adds 10 per point"', () => {
    expect(forceBeamChance(8, 120, { range: 3, fc: 2, ew: 0 })).toBe(120 - 30 + 20);
    expect(forceBeamChance(8, 120, { range: 3, fc: 0, ew: 2 })).toBe(120 - 30 - 40);
    expect(forceBeamChance(4, 120, { range: 4, fc: 0, ew: 0 })).toBeNull(); // FP4 reaches 3 hexes
  });
  it('PLASMA DAMAGE: "5 (damage-6, range-3) PTs at a target 7 hexes away … 3 points … a total of 15"; PLASMA RANGE: "PR of 4 would subtract 3 … at ranges 9 through 12"', () => {
    expect(5 * plasmaDamage(3, 6, 7)).toBe(15);
    expect([8, 9, 12, 13].map((r) => 10 - plasmaDamage(4, 10, r))).toEqual([2, 3, 3, 4]);
    expect(plasmaDamage(4, 10, 0)).toBe(10);
  });
});

describe('NOVA: TACHYON COMMUNICATORS (3.3) — intrinsic TCs', () => {
  it('"Designs exceeding a certain minimum ship size come equipped with TCs of zero cost, ship size, and critical factor size": TC1 CS, TC2 CC, TC3 CR, TC4 CL, TC5 DD & up', () => {
    const firstFree = [1, 2, 3, 4, 5].map((n) => DEFAULT_NOVA_RULES.intrinsicTcMinSsz[n - 1]);
    expect(firstFree.map((ssz) => categoryOf(ssz as number).abbr)).toEqual(['CS', 'CC', 'CR', 'CL', 'DD']);
    const big = computeDesign(ship([c('IE', 1), c('BL', 20, 6), c('TC', 3, 1, { intrinsic: true })]));
    expect([big.ssz, big.cost]).toEqual([120, 120 + 17]);
    const { spec } = fromDesign({ name: 'Big', nova: novaDesignSchema.parse({ components: [c('IE', 1), c('BL', 20, 6), c('TC', 3, 1, { intrinsic: true })] }) });
    expect(buildProfile(spec).components.find((x) => x.code === 'TC')?.size).toBe(0);
  });
  it('"Ships smaller than the minimum size may be designed with TCs … (20/TC Level) rounded up equals ship size, cost and CFS"', () => {
    expect(line(c('TC', 3))).toEqual([7, '7']);
    const { spec } = fromDesign({ name: 'Small', nova: novaDesignSchema.parse({ components: [c('IE', 1), c('BL', 10), c('TC', 3)] }) });
    expect(buildProfile(spec).components.find((x) => x.code === 'TC')?.size).toBe(7);
  });
  it('"Minimum ship size is determined by the TC tech level achieved by the position": an empire with TC3 gets the free TC from SSZ 106', () => {
    const cruiser = ship([c('IE', 1), c('BL', 20, 6), c('TC', 2, 1, { intrinsic: true })]);
    expect(messages(cruiser, { BL: 20, TC: 3 })).toEqual([]);
    expect(messages(cruiser, { BL: 20, TC: 2 })).toEqual(['error: TC2 is intrinsic (free) only on ships of SSZ 141 and up; this ship is SSZ 120']);
  });
  it('"Intrinsic TCs must be indicated on ship designs, in order to assist the GM" (a warning when it is not)', () => {
    expect(messages(ship([c('IE', 1), c('BL', 20, 8), c('TC', 2)]), { BL: 20, TC: 2 })).toEqual(['warning: a ship of SSZ 170 gets TC2 free: mark it intrinsic (it then adds no size or cost)']);
  });
  it('"Ships with intrinsic TCs may be refitted to new levels" — a redesign may raise an intrinsic TC (at no cost), not a paid one', () => {
    const parent = ship([c('IE', 1), c('BL', 20, 8), c('TC', 2, 1, { intrinsic: true })]);
    const child = ship([c('IE', 1), c('BL', 20, 8), c('TC', 3, 1, { intrinsic: true })], {}, 'parent');
    expect(checkRedesign(parent, child, 5)).toEqual([]);
    expect(refitCost(parent, child)).toEqual(ZERO);
    const paid = ship([c('IE', 1), c('BL', 10), c('TC', 2)]);
    const paidUp = ship([c('IE', 1), c('BL', 10), c('TC', 3)], {}, 'paid');
    expect(checkRedesign(paid, paidUp, 5).map((p) => p.message)).toEqual(['TC 2 → TC 3: only EW, FC, FA, FD, HF, LT, OS, SN, SS, SI (and an intrinsic TC) may be improved']);
  });
  it('"When TC tech improves all subsequent designs may take advantage …, but current designs & those undergoing research are not changed": a design keeps its paid TC', () => {
    const design = ship([c('IE', 1), c('BL', 20, 6), c('TC', 2)]);
    const before = computeDesign(design).cost;
    // The empire reaches TC3: the design's figures do not change (the flag is the design's own).
    expect(computeDesign(design).cost).toBe(before);
    expect(before).toBe(120 + 18 + 10); // BL 6 × 20, IE1 at SSZ 130: 18, TC2 paid: 10
  });
});

describe('NOVA: SHIP SIZE CATEGORIES (3.4)', () => {
  it('the table as printed: twenty classes, each range starting one above the last', () => {
    expect(SIZE_CATEGORIES.map((k) => `${k.abbr} ${k.min}-${Number.isFinite(k.max) ? k.max : '+'}`).join(' ')).toBe(
      'CT 0-5 ES 6-15 FG 16-30 DE 31-50 DD 51-75 CL 76-105 CR 106-140 CC 141-180 CS 181-225 CA 226-275 BC 276-330 PB 331-390 BB 391-455 BM 456-525 DN 526-600 RD 601-680 BR 681-765 DR 766-855 SD 856-950 NT 951-+',
    );
    for (let i = 1; i < SIZE_CATEGORIES.length; i++) expect(SIZE_CATEGORIES[i]!.min).toBe(SIZE_CATEGORIES[i - 1]!.max + 1);
  });
  it('"It is one of his Hornet class frigates so he tells the other player that his ship is a FRIGATE (SSZ 16 - 30)"', () => {
    expect(categoryOf(30).name).toBe('Frigate');
    expect(categoryOf(16).abbr).toBe('FG');
    expect(categoryOf(15).abbr).toBe('ES');
    expect(categoryOf(5000).abbr).toBe('NT');
  });
});
