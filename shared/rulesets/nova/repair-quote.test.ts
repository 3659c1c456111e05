import { describe, expect, it } from 'vitest';
import { repairQuotes } from './repair-quote';
import { WorldBuilder } from './turn/test-world';

describe('the repair-cost calculator (NOVA: REPAIRING SHIPS)', () => {
  const world = new WorldBuilder(3)
    .empire('harry')
    .home('h', 'harry')
    .system('far', { name: 'FAROUT' })
    .design('frigate', 'harry', 'Frigate', [['IE', 2], ['JD', 1], ['FP', 4], ['AR', 1, 6], ['BL', 20]])
    .unit('u1', 'harry', 'ship', 'h', { name: 'Hornet', designId: 'frigate', damage: { sd: 7, armourLost: 12, destroyed: ['FP#1'], jdLost: 1 } })
    .unit('u2', 'harry', 'ship', 'far', { name: 'Anvil', designId: 'frigate', damage: { sd: 3 } })
    .unit('u3', 'harry', 'ship', 'h', { name: 'Whole', designId: 'frigate' })
    .build();
  it("lists each damaged ship with its bill, where it is, and the order line (Harry's 26 MCr)", () => {
    const quotes = repairQuotes(world, 'harry');
    expect(quotes.map((q) => [q.name, q.systemName, q.atIc, q.bill.total, q.orderLine])).toEqual([
      ['Anvil', 'FAROUT', false, 3, 'Repair ANVIL | | | 3'],
      ['Hornet', 'H', true, 26, 'Repair HORNET | | | 26'],
    ]);
  });
  it('with a budget, shows the partial repair it pays for', () => {
    const hornet = repairQuotes(world, 'harry', 10).find((q) => q.name === 'Hornet');
    expect([hornet?.bill.total, hornet?.fullCost, hornet?.bill.lines.map((l) => l.part)]).toEqual([10, 26, ['FP#1', 'JD', 'SD']]);
  });
});
