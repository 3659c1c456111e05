import { describe, expect, it } from 'vitest';
import { turnLedgerSchema } from './money-state';
import { corruption, debtInterest, financeStep } from './step-end-finance';
import { stepInput, WorldBuilder } from './test-world';

function world(treasury: number, broughtForward: number, production: number) {
  return new WorldBuilder(2).empire('e1', { treasury, nova: { ledger: turnLedgerSchema.parse({ turn: 2, broughtForward, production }) } }).build();
}

describe('end of turn: debt interest and corruption (NOVA 4.3)', () => {
  it('loses 10% of the treasury in excess of the turn\'s production, rounded as the game says (A12)', () => {
    expect(corruption(500, 210, 'up')).toBe(29);
    expect(corruption(505, 210, 'up')).toBe(30);
    expect(corruption(505, 210, 'down')).toBe(29);
    expect(corruption(200, 210, 'up')).toBe(0);
    expect(corruption(-40, 210, 'up')).toBe(0);
    const out = financeStep(stepInput(world(505, 300, 210)));
    expect(out.world.empires[0]?.treasury).toBe(475);
    expect(out.events.map((e) => e.kind)).toEqual(['corruption', 'treasury']);
    expect(out.events[1]).toMatchObject({ before: 300, after: 475, audience: ['e1'] });
    expect(financeStep(stepInput(world(505, 300, 210), [], { turn: { corruptionRounding: 'down' } })).world.empires[0]?.treasury).toBe(476);
  });

  it('charges the one-time 100% interest on new borrowing: −35 becomes −70 (ECO-010)', () => {
    expect(debtInterest(100, -35)).toBe(35);
    const out = financeStep(stepInput(world(-35, 366, 210)));
    expect(out.world.empires[0]?.treasury).toBe(-70);
    expect(out.events[0]).toMatchObject({ kind: 'interest', mcr: 35, debt: 70 });
  });

  it('charges no second interest on a debt carried over (4.3)', () => {
    expect(debtInterest(-70, -20)).toBe(0);
    const out = financeStep(stepInput(world(-20, -70, 50)));
    expect(out.world.empires[0]?.treasury).toBe(-20);
    expect(out.events.map((e) => e.kind)).toEqual(['treasury']);
  });

  it('runs from the treasury itself when step A has not opened a ledger', () => {
    const w = new WorldBuilder(2).empire('e1', { treasury: 150 }).build();
    const out = financeStep(stepInput(w));
    expect(out.world.empires[0]?.treasury).toBe(135);
  });
});
