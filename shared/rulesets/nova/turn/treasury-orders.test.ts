// NOVA: MEGACREDITS, TREASURY & TRANSFER (4.1): "This may be changed by telling the GM, in the turn's orders, where the treasury is."
// "Stockpiled MCr may be voluntarily destroyed during the production phase of a turn, if requested in the turn's orders."
import { describe, expect, it } from 'vitest';
import { generalLineKind } from '../orders/read-general';
import { runTurn } from './run-turn';
import { sheet, stepInput, WorldBuilder } from './test-world';
import { treasuryLocation } from './treasury';
import { readTreasuryOrder, treasuryOrdersStep } from './treasury-orders';

function world(treasury = 500) {
  return new WorldBuilder(4)
    .empire('e1', { name: 'MUDDY', treasury })
    .empire('e2', { name: 'AROMA', treasury: 0 })
    .home('h1', 'e1', { name: 'ALGOL' })
    .system('s', { name: 'TEDDY', type: 5, status: 'settlement', colonies: 2, ownerId: 'e1' })
    .system('x', { name: 'VEGA', type: 5, status: 'outpost', colonies: 1, ownerId: 'e2' })
    .home('h2', 'e2', { name: 'MIRA' })
    .build();
}

describe('the treasury orders (NOVA 4.1)', () => {
  it('reads the two orders in their written forms, and nothing else', () => {
    expect(readTreasuryOrder('Treasury at TEDDY')).toEqual({ kind: 'move', system: 'TEDDY' });
    expect(readTreasuryOrder('GO: move the treasury to NEW HOPE.')).toEqual({ kind: 'move', system: 'NEW HOPE' });
    expect(readTreasuryOrder('Destroy 120 MCr')).toEqual({ kind: 'destroy', mcr: 120 });
    expect(readTreasuryOrder('destroy all stockpiled MCr')).toEqual({ kind: 'destroy', mcr: 'all' });
    expect(readTreasuryOrder('Destroy 50 MCr of the treasury')).toEqual({ kind: 'destroy', mcr: 50 });
    expect(readTreasuryOrder('Destroy HAMMER 1')).toBeNull();
    expect(readTreasuryOrder('all ships Hostile vs Empire A')).toBeNull();
    // The GENERAL block reads them as orders, not as unknown lines.
    expect(generalLineKind('Treasury at TEDDY')).toEqual({ kind: 'order' });
    expect(generalLineKind('Destroy 120 MCr')).toEqual({ kind: 'order' });
  });

  it('moves the treasury to a system the empire holds; its capture then follows it', () => {
    const out = treasuryOrdersStep(stepInput(world(), [sheet('e1', [['general', 'Treasury at TEDDY']])]));
    expect(treasuryLocation(out.world.empires[0]!)).toBe('s');
    expect(out.events).toEqual([expect.objectContaining({ kind: 'treasury-moved', step: 'E', empireId: 'e1', systemId: 's', fromSystemId: 'h1', mcr: 500, audience: ['e1'] })]);
  });

  it('refuses a system the empire does not hold: an order error, the treasury stays', () => {
    const out = treasuryOrdersStep(stepInput(world(), [sheet('e1', [['general', 'Treasury at VEGA'], ['general', 'Treasury at NOWHERE']])]));
    expect(treasuryLocation(out.world.empires[0]!)).toBe('h1');
    expect(out.events.map((e) => (e.kind === 'order-error' ? [e.code, e.reason] : e.kind))).toEqual([
      ['TREASURY-AT', 'VEGA is not a system this empire holds: the treasury stays at ALGOL (NOVA 4.1)'],
      ['TREASURY-AT', 'NOWHERE is not a system this empire holds: the treasury stays at ALGOL (NOVA 4.1)'],
    ]);
  });

  it('destroys stockpiled MCr, never more than there are; a debt has nothing to destroy', () => {
    const out = treasuryOrdersStep(stepInput(world(), [sheet('e1', [['general', 'Destroy 120 MCr']])]));
    expect(out.world.empires[0]?.treasury).toBe(380);
    expect(out.events).toEqual([expect.objectContaining({ kind: 'mcr-destroyed', mcr: 120, asked: 120, systemId: 'h1' })]);
    const more = treasuryOrdersStep(stepInput(world(80), [sheet('e1', [['general', 'Destroy 100 MCr']])]));
    expect(more.world.empires[0]?.treasury).toBe(0);
    expect(more.warnings?.map((w) => w.code)).toEqual(['DESTROY-MCR']);
    const all = treasuryOrdersStep(stepInput(world(), [sheet('e1', [['general', 'Destroy all MCr']])]));
    expect(all.world.empires[0]?.treasury).toBe(0);
    const debt = treasuryOrdersStep(stepInput(world(-35), [sheet('e1', [['general', 'Destroy 10 MCr']])]));
    expect(debt.world.empires[0]?.treasury).toBe(-35);
    expect(debt.events).toEqual([expect.objectContaining({ kind: 'order-error', code: 'DESTROY-MCR', reason: 'no MCr are stockpiled (the treasury is a debt of 35 MCr): nothing destroyed (NOVA 4.1)' })]);
  });

  it('in a whole turn: destroyed at E after the production and the builds, before the end-of-turn corruption; no GENERAL-LINE warning', () => {
    const run = runTurn({ world: world(), orders: [sheet('e1', [['general', 'Destroy 100 MCr'], ['general', 'Treasury at TEDDY']])], seed: 's' });
    const e = run.events.filter((x) => x.step === 'E').map((x) => x.kind);
    expect(e).toEqual(['mcr-destroyed', 'treasury-moved']);
    expect(run.warnings.filter((w) => w.code === 'GENERAL-LINE')).toEqual([]);
    expect(treasuryLocation(run.world.empires.find((x) => x.id === 'e1')!)).toBe('s');
    // 500 + 200 (Home Star) + 20 (Type 5 settlement) − 100 destroyed = 620; corruption 10% of 620 − 220 = 40 → 580.
    expect(run.world.empires.find((x) => x.id === 'e1')?.treasury).toBe(580);
  });
});
