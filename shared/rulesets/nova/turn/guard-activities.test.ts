import { describe, expect, it } from 'vitest';
import { guardActivities } from './guard-activities';
import { cargoStep } from './step-d-cargo';
import { asTurnUnit } from './fleet';
import { sheet, stepInput, WorldBuilder } from './test-world';

const act = (...letters: string[]) => letters.map((letter) => ({ letter }) as never);

// NOVA: CONTACT ORDERS, Guard (G): "Ships with this order can't be given activity orders that will cause
// them to leave the Warp Point. If this occurs the activity orders are aborted."
describe('Guard ships keep no activity that takes them off the warp point', () => {
  it('G with X and I: X is aborted (it leaves the warp point), I stays; S is never aborted', () => {
    expect(guardActivities(['G'], act('X', 'I', 'S'), ['E', 'L', 'D', 'A', 'O', 'X'])).toEqual({ kept: act('I', 'S'), aborted: ['X'] });
    // Only a first contact order G: a G written as the default (used in hostilities) does not restrict.
    expect(guardActivities(['F', 'G'], act('X'), ['X']).aborted).toEqual([]);
    // The letters are the setting's (A24).
    expect(guardActivities(['G'], act('X', 'W'), ['W']).aborted).toEqual(['W']);
  });

  it('at step D the row\'s ship gets no X, and the empire is told (G-ACTIVITY)', () => {
    const world = new WorldBuilder(3)
      .empire('aroma', { treasury: 100 })
      .home('a', 'aroma')
      .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2], ['XC', 1], ['BL', 10]])
      .unit('s1', 'aroma', 'ship', 'a', { name: 'Picket', designId: 'scout' })
      .build();
    const out = cargoStep(stepInput(world, [sheet('aroma', [['movement', 'A | PICKET | A | G,X |']])]));
    expect(asTurnUnit(out.world.units.find((u) => u.id === 's1') as never).turnOrders?.activity).toEqual([]);
    expect(out.events.find((e) => e.kind === 'order-error')).toMatchObject({ code: 'G-ACTIVITY', empireId: 'aroma', reason: expect.stringContaining('X would take the ship away from its warp point') });
    // With the setting emptied, the GM keeps X.
    const kept = cargoStep(stepInput(world, [sheet('aroma', [['movement', 'A | PICKET | A | G,X |']])], { orders: { guardLeavesWarpPoint: [] } }));
    expect(asTurnUnit(kept.world.units.find((u) => u.id === 's1') as never).turnOrders?.activity.map((a) => a.letter)).toEqual(['X']);
  });
});

// NOVA: CONTACT ORDERS, Tolerate (T): "As per Guard except don't make contact." Guard's warp-point rule comes with it.
describe('Tolerate ships are held to their warp point "as per Guard" (setting tolerateKeepsWarpPoint)', () => {
  it('T with X and I: X is aborted, I stays; off, T keeps its X', () => {
    expect(guardActivities(['T'], act('X', 'I'), ['X'])).toEqual({ kept: act('I'), aborted: ['X'] });
    expect(guardActivities(['T'], act('X', 'I'), ['X'], false)).toEqual({ kept: act('X', 'I'), aborted: [] });
    // T written as the default only (used in hostilities) does not restrict, as for G.
    expect(guardActivities(['F', 'T'], act('X'), ['X']).aborted).toEqual([]);
  });

  it('at step D a T row\'s ship loses its X and the empire is told; the setting off keeps it', () => {
    const world = new WorldBuilder(3)
      .empire('aroma', { treasury: 100 })
      .home('a', 'aroma')
      .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2], ['XC', 1], ['BL', 10]])
      .unit('s1', 'aroma', 'ship', 'a', { name: 'Picket', designId: 'scout' })
      .build();
    const orders = [sheet('aroma', [['movement', 'A | PICKET | A | T,X |']])];
    const out = cargoStep(stepInput(world, orders));
    expect(asTurnUnit(out.world.units.find((u) => u.id === 's1') as never).turnOrders?.activity).toEqual([]);
    expect(out.events.find((e) => e.kind === 'order-error')).toMatchObject({ code: 'G-ACTIVITY', reason: expect.stringContaining('T (tolerate, "as per Guard"): X would take the ship away from its warp point') });
    const kept = cargoStep(stepInput(world, orders, { orders: { tolerateKeepsWarpPoint: false } }));
    expect(asTurnUnit(kept.world.units.find((u) => u.id === 's1') as never).turnOrders?.activity.map((a) => a.letter)).toEqual(['X']);
  });
});
