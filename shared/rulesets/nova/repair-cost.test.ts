import { describe, expect, it } from 'vitest';
import type { DesignInput } from './design-model';
import { repairBill, repairWith, undamaged } from './repair-cost';
import { novaRulesOptionsSchema } from './rules-options';

const c = (code: string, level: number, count = 1) => ({ code, level, count }) as DesignInput['nova']['components'][number];
/** Harry's frigate: SSZ 30 (FP 4, 6 AR, BL 20), a JD; two shields SI 3 make it 32. */
const FRIGATE: DesignInput = { name: 'Frigate', kind: 'ship', nova: { components: [c('IE', 2), c('JD', 1), c('FP', 4), c('AR', 1, 6), c('BL', 20), c('SI', 3, 2)], intangibles: { FA: 2, FD: 2 }, text: '', overrides: {}, notes: '' } as DesignInput['nova'] };
const HARRY = { sd: 7, armourLost: 12, destroyed: ['FP#1'], ieLost: 0, jdLost: 1 };

describe('NOVA: REPAIRING SHIPS', () => {
  it("Harry's frigate: all 12 TA, 7 SD, an FP and a point of JD cost 12 + 7 + 4 + 3 = 26 MCr", () => {
    // Harry's frigate is SSZ 30: the design without its shields.
    const harry: DesignInput = { ...FRIGATE, nova: { ...FRIGATE.nova, components: FRIGATE.nova.components.filter((x) => x.code !== 'SI') } };
    const bill = repairBill(harry, HARRY);
    expect(bill.lines.map((l) => [l.part, l.mcr])).toEqual([
      ['FP#1', 4],
      ['JD', 3],
      ['SD', 7],
      ['AR', 12],
    ]);
    expect(bill.total).toBe(26);
  });

  it('a shield (SM) costs the SI it incorporates; IE/JD 10% of SSZ a level, a fraction rounding up', () => {
    const bill = repairBill(FRIGATE, { sd: 0, armourLost: 0, destroyed: ['SM#2'], ieLost: 1, jdLost: 0 });
    expect(bill.lines).toEqual([
      { part: 'SM#2', amount: 1, mcr: 3, text: 'SM#2 (SI 3)' },
      { part: 'IE', amount: 1, mcr: 4, text: '1 IE level (10% of SSZ 32 each)' },
    ]);
  });

  it('partial repairs: components first (whole), then drives, structure and armour as far as the money goes', () => {
    const harry: DesignInput = { ...FRIGATE, nova: { ...FRIGATE.nova, components: FRIGATE.nova.components.filter((x) => x.code !== 'SI') } };
    const part = repairWith(harry, HARRY, 10);
    expect(part.bill.lines.map((l) => [l.part, l.amount, l.mcr])).toEqual([
      ['FP#1', 1, 4],
      ['JD', 1, 3],
      ['SD', 3, 3],
    ]);
    expect(part.bill.total).toBe(10);
    expect(part.left).toEqual({ sd: 4, armourLost: 12, destroyed: [], ieLost: 0, jdLost: 0 });
    const all = repairWith(harry, HARRY, 40);
    expect([all.bill.total, undamaged(all.left)]).toEqual([26, true]);
  });

  // The book allows partial repairs but does not say what is mended first: setting repairOrder.
  it('partial repairs with the setting "hull": structure, then armour, then drives, then components', () => {
    const harry: DesignInput = { ...FRIGATE, nova: { ...FRIGATE.nova, components: FRIGATE.nova.components.filter((x) => x.code !== 'SI') } };
    const part = repairWith(harry, HARRY, 10, novaRulesOptionsSchema.parse({ repairOrder: 'hull' }));
    expect(part.bill.lines.map((l) => [l.part, l.amount, l.mcr])).toEqual([
      ['SD', 7, 7],
      ['AR', 3, 3],
    ]);
    expect(part.left).toEqual({ sd: 0, armourLost: 9, destroyed: ['FP#1'], ieLost: 0, jdLost: 1 });
  });

  it('partial repairs with the setting "cheapest": the cheapest parts first (1 MCr points, then the 3 MCr JD level, then the 4 MCr FP)', () => {
    const harry: DesignInput = { ...FRIGATE, nova: { ...FRIGATE.nova, components: FRIGATE.nova.components.filter((x) => x.code !== 'SI') } };
    const part = repairWith(harry, HARRY, 22, novaRulesOptionsSchema.parse({ repairOrder: 'cheapest' }));
    expect(part.bill.lines.map((l) => [l.part, l.amount, l.mcr])).toEqual([
      ['SD', 7, 7],
      ['AR', 12, 12],
      ['JD', 1, 3],
    ]);
    expect(part.left).toEqual({ sd: 0, armourLost: 0, destroyed: ['FP#1'], ieLost: 0, jdLost: 0 });
    // The whole bill is the same whatever the order.
    expect(repairWith(harry, HARRY, 26, novaRulesOptionsSchema.parse({ repairOrder: 'cheapest' })).bill.total).toBe(26);
  });
});
