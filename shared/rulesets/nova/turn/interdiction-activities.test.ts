// NOVA: ACTIVITIES AND INTERDICTIONS (digest §9 #40, ORD-003): "If a ship is stopped unexpectedly it won't A, D, E, or L …
// Contact orders are never altered by interdiction." The conditional order the book suggests ("if Interdicted do not modify
// orders unless the system identifies itself as belonging to Player D") is read by the engine, its "unless" ruled by the GM
// (turn/general-activities.ts; every case in general-activities.test.ts).
import { describe, expect, it } from 'vitest';
import { cargoStep } from './step-d-cargo';
import { movementStep } from './step-f-movement';
import { mayDo, ordersOf } from './fleet';
import { runTurn } from './run-turn';
import { sheet, stepInput, WorldBuilder } from './test-world';
import type { EmpireOrders, TurnWorld } from './types';

/** A chain A–B–C: AROMA's Scout goes from A through B to C; MUDDY's Warden (DG20) interdicts at B. */
function chain(): TurnWorld {
  return new WorldBuilder(5)
    .empire('aroma', { contacts: [] })
    .empire('muddy', { contacts: [] })
    .home('a', 'aroma')
    .system('b', { type: 5 })
    .system('c', { type: 3 })
    .line('w1', 'a', 'B', 'b', 'A')
    .line('w2', 'b', 'C', 'c', 'B')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2], ['XC', 0]])
    .design('warden', 'muddy', 'Warden', [['IE', 1], ['JD', 1], ['DG', 20]])
    .unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' })
    .unit('w', 'muddy', 'ship', 'b', { name: 'Warden', designId: 'warden' })
    .build();
}

const move = (world: TurnWorld, orders: EmpireOrders[]) => movementStep(stepInput(cargoStep(stepInput(world, orders)).world, orders));

describe('a ship stopped by an interdiction before its destination', () => {
  const orders = [sheet('aroma', [['movement', 'A | SCOUT 1 | B - C | H,X,A,D,E,L |']])];

  it('does not A, D, E or L (keyed to the destination); its other activities and its contact order stand', () => {
    const out = move(chain(), orders);
    const scout = out.world.units.find((u) => u.id === 's')!;
    expect(scout.systemId).toBe('b');
    expect(out.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ code: 'INTERDICTED' });
    expect(['A', 'D', 'E', 'L', 'X'].map((letter) => [letter, mayDo(scout, 5, letter)])).toEqual([
      ['A', false],
      ['D', false],
      ['E', false],
      ['L', false],
      ['X', true],
    ]);
    expect(ordersOf(scout, 5)?.contact).toEqual(['H']);
  });

  it('the same ship not interdicted keeps every activity', () => {
    const free = chain();
    free.units = free.units.filter((u) => u.id !== 'w');
    const scout = move(free, orders).world.units.find((u) => u.id === 's')!;
    expect(scout.systemId).toBe('c');
    expect(['A', 'D', 'E', 'L', 'X'].every((letter) => mayDo(scout, 5, letter))).toBe(true);
  });

  it('the book\'s conditional order is read, never dropped: the GM is asked to rule its "unless" for the stopped ship', () => {
    const book = 'CO: if Interdicted do not modify orders unless the system identifies itself as belonging to Player D';
    const run = runTurn({ world: chain(), orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B - C | H,X,A,D,E,L |'], ['general', book]])], seed: 's' });
    expect(run.events.filter((e) => e.kind === 'order-error' && e.empireId === 'aroma' && e.code === 'UNREAD')).toEqual([]);
    expect(run.warnings.find((w) => w.code === 'CONDITION')).toMatchObject({ step: 'F', message: expect.stringContaining('unless the system identifies itself as belonging to Player D') });
  });
});

// NOVA: CONDITIONAL ORDERS (digest §9 #36, ORD-002): "The GM will use a literal interpretation of such orders to determine
// outcome. (Ex - two players order their armies to Assault only if the other players' does. Since both are waiting for the
// other to move first, neither would assault.)"
describe('the conditional deadlock', () => {
  it('two empires each assaulting only if the other does: neither assaults, and both lines are shown for the GM to rule', () => {
    const orders = [sheet('aroma', [['general', 'CO: Assault B only if MUDDY does']]), sheet('muddy', [['general', 'CO: Assault B only if AROMA does']])];
    const run = runTurn({ world: chain(), orders, seed: 's' });
    expect(run.events.filter((e) => e.kind === 'order-error').map((e) => [e.empireId, e.code])).toEqual([
      ['aroma', 'UNREAD'],
      ['muddy', 'UNREAD'],
    ]);
    expect(run.pending.filter((b) => b.kind === 'surface')).toEqual([]);
    expect(run.events.some((e) => e.kind.startsWith('surface'))).toBe(false);
  });
});
