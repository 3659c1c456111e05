import { describe, expect, it } from 'vitest';
import { novaDesignSchema } from '../design-model';
import { generateCritChart, formatCritChart } from './critical-chart';
import { fromDesign } from './from-design';
import { buildProfile } from './profile';
import { TRIBAL } from './fixtures/space-example';

describe('fromDesign: a NOVA design record → CombatShipSpec', () => {
  it('the Tribal FG gives the same ship as the hand-written spec (SSZ 30, TA 7, the same chart)', () => {
    // The design record lists the same components as the hand-written spec (the rulebook's Tribal).
    const nova = novaDesignSchema.parse({ components: TRIBAL.components });
    const { spec, notes } = fromDesign({ name: 'Tribal', nova });
    expect(notes).toEqual([]);
    const p = buildProfile(spec);
    expect([p.ssz, p.ta0, p.ie, p.jd, p.lt]).toEqual([30, 7, 2, 3, 3]);
    expect(formatCritChart(generateCritChart(p))).toEqual(formatCritChart(generateCritChart(buildProfile(TRIBAL))));
  });

  it('moves intangibles onto FP/PA/WC lines, lists missiles, splits cargo holds into 30s', () => {
    const nova = novaDesignSchema.parse({
      components: [
        { code: 'IE', count: 1, level: 4 },
        { code: 'FP', count: 4, level: 4 },
        { code: 'WC', count: 2, level: 0 },
        { code: 'CH', count: 1, level: 60 },
        { code: 'ML', count: 1, level: 12 },
      ],
      intangibles: { FA: 120, FD: 4, WA: 120, WD: 4 },
    });
    const missile = { id: 'mk1', name: 'Type 1', nova: novaDesignSchema.parse({ missile: { md: 6, ma: 90, mr: 14 } }) };
    const { spec } = fromDesign({ name: 'Hornet', nova }, [missile]);
    expect(spec.components[1]).toMatchObject({ code: 'FP', fa: 120, fd: 4 });
    expect(spec.components[2]).toMatchObject({ code: 'WC', wa: 120, wd: 4 });
    expect(spec.components[3]).toMatchObject({ code: 'CH', count: 2, level: 30 });
    expect(spec.missiles).toEqual([{ id: 'mk1', name: 'Type 1', md: 6, ma: 90, mr: 14 }]);
    const p = buildProfile(spec);
    expect(p.weapons.find((w) => w.kind === 'WC')?.size).toBe(9);
    expect(p.ssz).toBe(16 + 18 + 60 + 12);
  });

  it('notes a weapon whose intangibles are missing', () => {
    const nova = novaDesignSchema.parse({ components: [{ code: 'IE', count: 1, level: 1 }, { code: 'PA', count: 1, level: 0 }] });
    expect(fromDesign({ name: 'X', nova }).notes).toEqual(['X: PA without PR/PD beside the design']);
  });
});
