import { describe, expect, it } from 'vitest';
import { novaDesignSchema, type DesignComponent } from './design-model';
import { formatRational } from './exact';
import { homestarBonus, novaEmpireSchema, pregameBudget, type BudgetDesign } from './pregame';
import { checkRedesign, compareRedesign, refitCost } from './redesign';
import { production, buildSiteProblem, unitType } from './economy';
import { projectGoal, rdtCost, researchResult, researchTable } from './research';

const c = (code: DesignComponent['code'], level: number, count = 1, extra: Partial<DesignComponent> = {}): DesignComponent => ({ code, level, count, ...extra });
const design = (id: string, name: string, components: DesignComponent[], nova: Record<string, unknown> = {}): BudgetDesign => ({ id, name, kind: 'ship', nova: novaDesignSchema.parse({ components, ...nova }) });
const HORNET = design('hornet', 'Hornet', [c('IE', 4), c('JD', 3), c('SI', 9, 2), c('AR', 1, 10), c('FP', 4, 4), c('SN', 10), c('FC', 2)], { intangibles: { FA: 120, FD: 4 } });
const HARRY_TECH = { FC: 2, FA: 120, FD: 4, IE: 4, JD: 3, SN: 20, SI: 9, SM: 4, TC: 2 };

describe('NOVA 8.4 pregame', () => {
  it('START-001 variable homestar: Type 7 / 6 / 5 → +400 / +800 / +1200', () => {
    expect([8, 7, 6, 5].map(homestarBonus)).toEqual([0, 400, 800, 1200]);
  });
  it('TECH-TP-009 SN25 = 6.25 TP = 63 MCr', () => {
    const b = pregameBudget({ empire: novaEmpireSchema.parse({ tech: { SN: 25 } }), designs: [], purchases: [] });
    expect(formatRational(b.techTp)).toBe('6.25');
    expect(b.tpMcr).toBe(63);
  });
  it('START-002 Harry Hun: ERRATUM A2 — 247 TP at Type 7 leaves 1430 MCr (printed 233 → 1570)', () => {
    const b = pregameBudget({ empire: novaEmpireSchema.parse({ homestarType: 7, tech: HARRY_TECH }), designs: [], purchases: [] });
    expect(b.available).toBe(3900);
    expect(formatRational(b.techTp)).toBe('247');
    expect(b.left).toBe(1430);
    // the printed 233 as a GM override gives the book's 1570, and the override is shown
    const printed = pregameBudget({ empire: novaEmpireSchema.parse({ homestarType: 7, tech: HARRY_TECH, overrides: { techTp: { value: 233, note: 'as printed' } } }), designs: [], purchases: [] });
    expect(printed.left).toBe(1570);
    expect(formatRational(printed.computed.techTp)).toBe('247');
    expect(printed.problems).toContainEqual({ severity: 'warning', rule: 'GM override', message: 'techTp set to 233 by the GM: as printed' });
  });
  it('START-004 David Stomp: 1440 + 960 + 1984 = 4384 of 4700, 316 left', () => {
    const gas = design('gas', 'GAS', [c('IE', 1), c('JD', 3), c('BL', 15), c('CH', 90)], { overrides: { cost: { value: 124, note: 'printed 124; the rest of the design is lost' }, tp: { value: 10, note: 'inferred design TP' } } });
    const empire = novaEmpireSchema.parse({ homestarType: 5, tech: { BL: 18, FC: 4, JD: 4, SN: 20, SI: 9, SM: 4, TC: 2 }, overrides: { techTp: { value: 134, note: 'as printed (formula 136, ERRATUM A5)' } } });
    const b = pregameBudget({ empire, designs: [gas], purchases: [{ what: 'unit', abbr: 'C', count: 16 }, { what: 'ship', designId: 'gas', count: 16 }] });
    expect(b.available).toBe(4700);
    expect(b.tpMcr).toBe(1440);
    expect(b.forces.map((l) => l.total)).toEqual([960, 1984]);
    expect(b.spent).toBe(4384);
    expect(b.left).toBe(316);
    expect(production(5, 'world')).toBe(50);
    // without the overrides the formula gives 136 TP
    const formula = pregameBudget({ empire: novaEmpireSchema.parse({ homestarType: 5, tech: empire.tech }), designs: [], purchases: [] });
    expect(formatRational(formula.techTp)).toBe('136');
  });
  it('runs the verification checklist and names each rule', () => {
    const empire = novaEmpireSchema.parse({ homestarType: 4, tech: { ...HARRY_TECH, EW: 0 }, pregameRdts: 1 });
    const mk2 = design('mk2', 'Hornet', HORNET.nova.components, { intangibles: { FA: 120, FD: 5 }, parentId: 'hornet' });
    const b = pregameBudget({ empire, designs: [HORNET, mk2], purchases: [{ what: 'ship', designId: 'hornet', count: 40 }, { what: 'unit', abbr: 'RDT', count: 1 }] });
    const rules = b.problems.filter((p) => p.severity === 'error').map((p) => p.rule);
    expect(rules).toEqual(
      expect.arrayContaining(['NOVA 8.4 variable homestar', 'NOVA 8.4 checklist: tech levels', 'NOVA 3.5 tech limits', 'NOVA 3.7 / 8.4 no redesigns', 'NOVA 3.5 unique designation', 'NOVA 5.1 no pregame RDTs', 'NOVA 8.4 checklist: purchases', 'NOVA 8.4 total pregame spend']),
    );
    expect(b.left).toBeLessThan(0);
  });
  it('from turn 1 a redesign is research, not a pregame problem', () => {
    const mk2 = design('mk2', 'Hornet Mk2', HORNET.nova.components, { intangibles: { FA: 120, FD: 4 }, parentId: 'hornet' });
    const empire = novaEmpireSchema.parse({ homestarType: 7, tech: HARRY_TECH });
    expect(pregameBudget({ empire, designs: [HORNET, mk2], purchases: [], turn: 0 }).problems.map((p) => p.rule)).toContain('NOVA 3.7 / 8.4 no redesigns');
    const inPlay = pregameBudget({ empire, designs: [HORNET, mk2], purchases: [], turn: 1 });
    expect(inPlay.problems.map((p) => p.rule)).not.toContain('NOVA 3.7 / 8.4 no redesigns');
    expect(formatRational(inPlay.designTp)).toBe('2');
  });
  it('warns when a launcher fires none of the empire\'s missiles', () => {
    const hive = design('hive', 'Hive', [c('IE', 1), c('ML', 10)]);
    const empire = novaEmpireSchema.parse({ tech: { MD: 6, MA: 80, MR: 14 } });
    expect(pregameBudget({ empire, designs: [hive], purchases: [] }).problems.map((p) => p.message)).toContain('"Hive" mounts ML 10 but the empire has no missile design');
    const sting: BudgetDesign = { id: 'sting', name: 'Sting', kind: 'missile', nova: novaDesignSchema.parse({ missile: { md: 6, ma: 80, mr: 14 } }) };
    expect(pregameBudget({ empire, designs: [hive, sting], purchases: [] }).problems.map((p) => p.message)).toContain('"Hive": ML 10 fires no missile of the empire\'s designs (the smallest is size 11)');
  });
  it('a clean position passes', () => {
    const b = pregameBudget({ empire: novaEmpireSchema.parse({ homestarType: 7, tech: HARRY_TECH }), designs: [HORNET], purchases: [{ what: 'ship', designId: 'hornet', count: 8 }, { what: 'unit', abbr: 'C', count: 4 }] });
    expect(b.problems).toEqual([{ severity: 'warning', rule: 'NOVA 8.4 recommended spend', message: 'tech costs 247 TP; the book recommends 150–230 TP' }]);
    expect(b.tpMcr).toBe(2490);
    expect(b.spent).toBe(2490 + 8 * 83 + 240);
  });
});

describe('NOVA 3.7 redesigns', () => {
  const mk2 = design('mk2', 'Hornet Mk2', [c('IE', 4), c('JD', 3), c('SI', 9, 2), c('AR', 1, 10), c('FP', 4, 4), c('SN', 10), c('FC', 4)], { intangibles: { FA: 120, FD: 5 }, parentId: 'hornet' });
  it('DES-002 the Mk2 changes FC and FD only: allowed from turn 1', () => {
    expect(checkRedesign(HORNET, mk2, 1)).toEqual([]);
    expect(compareRedesign(HORNET, mk2).filter((l) => l.status === 'improved').map((l) => l.child?.code)).toEqual(['FC']);
    expect(checkRedesign(HORNET, mk2, 0)[0]?.message).toBe('no redesigns are allowed before turn 1');
  });
  it('ECO-013 refitting a Hornet to the Mk2 costs FC4 12 + four FP4 16 = 28 MCr a ship, 140 for five', () => {
    expect(formatRational(refitCost(HORNET, mk2))).toBe('28');
  });
  it('may not add, remove or resize other components', () => {
    const bad = design('bad', 'Hornet X', [c('IE', 5), c('JD', 3), c('SI', 9, 2), c('AR', 1, 10), c('FP', 4, 4), c('SN', 10), c('FC', 2), c('EW', 1)], { intangibles: { FA: 120, FD: 4 }, parentId: 'hornet' });
    expect(checkRedesign(HORNET, bad, 3).map((p) => p.message)).toEqual(['IE 4 → IE 5: only EW, FC, FA, FD, HF, LT, OS, SN, SS, SI (and an intrinsic TC) may be improved', 'EW 1 is added: a redesign may only modify components that exist']);
  });
});

describe('NOVA 4 and 5 tables', () => {
  it('unit costs and build sites', () => {
    expect(unitType('sdu')?.cost).toBe(90);
    expect(unitType('SG')?.cost).toBe(360);
    // UNIT-002 cargo holds needed
    expect(['AA', 'RA', 'C', 'SDU', 'IC', 'PCB', 'SG', 'TFC'].map((a) => unitType(a)?.cargoHolds)).toEqual([1, 1, 2, 3, 4, 6, 6, 30]);
    expect(buildSiteProblem('ship', { status: 'world', hasIc: false })).toMatch(/established IC/);
    expect(buildSiteProblem(unitType('C')!, { status: 'settlement', hasIc: true })).toMatch(/World-status/);
    expect(production(8, 'world')).toBe(200);
    expect(production(2, 'world')).toBeUndefined();
  });
  it('RES-001 BL15 → BL20: goal 17 ≤ 47 → Table B; from nothing → A; designs → C', () => {
    expect(formatRational(projectGoal('BL', 15, 20))).toBe('17');
    expect(researchTable({ kind: 'tech', code: 'BL', from: 15, to: 20 })).toBe('B');
    expect(researchTable({ kind: 'tech', code: 'IE', from: 1, to: 2 })).toBe('A');
    expect(researchTable({ kind: 'tech', code: 'EW', from: undefined, to: 1 })).toBe('A');
    expect(researchTable({ kind: 'missile' })).toBe('C');
    expect(formatRational(projectGoal('DG', 20, 22))).toBe('1.76');
  });
  it('research tables average 0.5 / 1 / 1.5 and RDTs cost 40 then 10', () => {
    for (const [table, avg] of [['A', 0.5], ['B', 1], ['C', 1.5]] as const) {
      const total = Array.from({ length: 10 }, (_, i) => researchResult(table, i + 1)).reduce((a, b) => a + b, 0);
      expect(total / 10).toBe(avg);
    }
    expect(rdtCost(2, 3)).toBe(110);
  });
});
