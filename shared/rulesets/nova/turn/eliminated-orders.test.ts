// NOVA: PLAYER ELIMINATION (8.2): an eliminated empire is out of the game; its later sheets are not carried out, and say so line by line.
import { describe, expect, it } from 'vitest';
import { eliminatedBefore, setAsideEliminated } from './eliminated-orders';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';

function world(turn: number) {
  return new WorldBuilder(turn)
    .empire('e1', { name: 'MUDDY', treasury: 100, nova: { eliminatedTurn: 4, worldlessSince: 4 } })
    .empire('e2', { name: 'AROMA', treasury: 100 })
    .home('h2', 'e2')
    .system('s', { type: 3, status: 'outpost', colonies: 1, ownerId: 'e1' })
    .unit('u1', 'e1', 'ship', 's', { name: 'HAMMER 1' })
    .build();
}

describe('orders of an eliminated empire (NOVA 8.2)', () => {
  it('eliminated on turn 4: from turn 5 on, not before', () => {
    const w = world(5);
    expect(eliminatedBefore(w.empires[0]!, 5)).toBe(4);
    expect(eliminatedBefore(w.empires[0]!, 4)).toBeNull();
    expect(eliminatedBefore(w.empires[1]!, 5)).toBeNull();
  });

  it('each line of its sheet is an ELIMINATED order error, "empire eliminated on turn 4: not carried out", and nothing of it runs', () => {
    const orders = [sheet('e1', [['expenditures', 'Colony | 1 | 25 | 25'], ['general', 'Treasury at S']]), sheet('e2', [['expenditures', 'Colony | 1 | 25 | 25']])];
    const aside = setAsideEliminated(world(5), orders);
    expect(aside.orders.find((o) => o.empireId === 'e1')).toEqual({ empireId: 'e1', missing: false, lines: [] });
    expect(aside.orders.find((o) => o.empireId === 'e2')).toBe(orders[1]);
    expect(aside.events.map((e) => (e.kind === 'order-error' ? [e.empireId, e.code, e.reason] : null))).toEqual([
      ['e1', 'ELIMINATED', 'empire eliminated on turn 4: not carried out (NOVA 8.2 PLAYER ELIMINATION)'],
      ['e1', 'ELIMINATED', 'empire eliminated on turn 4: not carried out (NOVA 8.2 PLAYER ELIMINATION)'],
    ]);
    expect(aside.warnings).toEqual([expect.objectContaining({ code: 'ELIMINATED', empireId: 'e1', message: 'MUDDY was eliminated on turn 4 (NOVA 8.2): its 2 order lines are not carried out' })]);
  });

  it('in a whole turn: no purchase, no NO-ORDERS warning, the order errors are told to the empire; its holdings stay in play', () => {
    const run = runTurn({ world: world(5), orders: [sheet('e1', [['expenditures', 'Colony | 1 | 25 | 25']])], seed: 's' });
    const errors = run.events.filter((e) => e.kind === 'order-error' && e.empireId === 'e1');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.audience).toEqual(['e1']);
    expect(run.events.some((e) => e.kind === 'built' && e.empireId === 'e1')).toBe(false);
    expect(run.warnings.filter((w) => w.empireId === 'e1').map((w) => w.code)).toEqual(['ELIMINATED']);
    expect(run.world.units.find((u) => u.id === 'u1')?.systemId).toBe('s');
    expect(run.world.systems.find((s) => s.id === 's')?.ownerId).toBe('e1');
  });
});
