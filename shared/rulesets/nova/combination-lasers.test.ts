// NOVA: COMBINATION LASERS — the glossary entry's design and research sentences, one by one
// (how an XL fires as a BL or a PL in battle: combat/decisions.test.ts, combat/weapons.test.ts).
import { describe, expect, it } from 'vitest';
import { laserDesignLimit, xlResearchProblem } from './combination-lasers';
import { checkDesign } from './design-check';
import { novaDesignSchema, type DesignComponent, type DesignInput } from './design-model';
import { checkSheet } from './orders/check';
import type { CheckInput } from './orders/check-context';
import { fixture } from './orders/check-fixture';
import { parseOrderText } from './orders/parse-sheet';
import { planResearch } from './turn/research-plan';
import { sheet, WorldBuilder } from './turn/test-world';

const c = (code: DesignComponent['code'], level: number, count = 1): DesignComponent => ({ code, level, count });
const ship = (components: DesignComponent[]): DesignInput => ({ name: 'Lancer', kind: 'ship', nova: novaDesignSchema.parse({ components }) });
const XL_EMPIRE = { XL: 14, FC: 4, IE: 2, JD: 3, SN: 35, SI: 12, SM: 4, TC: 2 }; // the book's "Combination lasers" start

describe('NOVA: COMBINATION LASERS — designs', () => {
  it('"Players who have XL tech may … also use both BL and PL tech at a level up to the XL researched"', () => {
    expect(laserDesignLimit(XL_EMPIRE, 'BL')).toBe(14);
    expect(laserDesignLimit(XL_EMPIRE, 'PL')).toBe(14);
    expect(checkDesign(ship([c('IE', 2), c('BL', 14), c('PL', 14)]), XL_EMPIRE)).toEqual([]);
    expect(checkDesign(ship([c('IE', 2), c('PL', 15)]), XL_EMPIRE).map((p) => p.message)).toEqual(["PL15 exceeds the empire's PL14"]);
  });
  it('"A single ship could mount all three types of lasers if desired"', () => {
    expect(checkDesign(ship([c('IE', 2), c('XL', 14, 2), c('BL', 10), c('PL', 12)]), XL_EMPIRE)).toEqual([]);
  });
  it('an own BL level above the XL level is the limit for BL ("unless started separately from 0")', () => {
    expect(laserDesignLimit({ XL: 14, BL: 20 }, 'BL')).toBe(20);
    expect(laserDesignLimit({ BL: 15 }, 'BL')).toBe(15);
    expect(laserDesignLimit({ BL: 15 }, 'PL')).toBeUndefined();
  });
});

describe('NOVA: COMBINATION LASERS — "The player can not research BL or PL independently, unless started separately from 0"', () => {
  it('the rule itself', () => {
    expect(xlResearchProblem('BL', 14, XL_EMPIRE)).toMatch(/XL14 is not BL technology; BL can be researched independently only from 0/);
    expect(xlResearchProblem('BL', 0, XL_EMPIRE)).toBeUndefined();
    expect(xlResearchProblem('PL', 10, XL_EMPIRE)).toMatch(/PL can be researched independently only from 0/);
    expect(xlResearchProblem('XL', 14, XL_EMPIRE)).toBeUndefined(); // "Research on XLs will allow bigger single type BL/PL guns"
    expect(xlResearchProblem('BL', 20, { XL: 14, BL: 20 })).toBeUndefined(); // started separately: its own level
    expect(xlResearchProblem('BL', 15, { BL: 15 })).toBeUndefined();
  });

  it('the turn refuses BL14-BL20 for an XL14 empire (RES-XL) and starts BL0-BL20 on Table A from 0', () => {
    const world = new WorldBuilder(2).empire('e1', { treasury: 500, nova: { tech: XL_EMPIRE } }).home('h1', 'e1').build();
    const orders = sheet('e1', [
      ['research', 'BL14-BL20 | B | (21) | [0] | +1 | [1]'],
      ['research', 'BL0-BL20 | A | (64) | [0] | +1 | [1]'],
      ['research', 'XL14-XL15 | B | (7) | [0] | +1 | [1]'],
    ]);
    const plan = planResearch(world.empires[0]!, orders, [], 2, {});
    expect(plan.errors.map((e) => [e.line?.line, e.code])).toEqual([[1, 'RES-XL']]);
    expect(plan.errors[0]?.reason).toMatch(/^BL14-BL20: BL14: the empire's XL14 is not BL technology/);
    expect(plan.projects.map((p) => [p.project.id, p.project.table, p.project.goal])).toEqual([
      ['BL0-BL20', 'A', '64'],
      ['XL14-XL15', 'B', '7'],
    ]);
  });

  it('the order check flags the row on its line and suggests starting from 0', () => {
    const base = fixture();
    const input: CheckInput = { ...base, empires: base.empires.map((e) => (e.id === 'e1' ? { ...e, nova: { tech: XL_EMPIRE } } : e)) };
    const lines = parseOrderText('RESEARCH\nBL14-BL20 | B | (21) | [0] | +1 | [1]\nBL0-BL20 | A | (64) | [0] | +1 | [1]')[0]?.lines ?? [];
    const found = checkSheet(lines, input).filter((d) => d.code.startsWith('RES'));
    expect(found.map((d) => [d.line, d.code, d.severity, d.suggestion])).toEqual([[2, 'RES-XL', 'error', 'BL0-BL20']]);
  });
});
