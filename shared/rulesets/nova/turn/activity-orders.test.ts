import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import { HOSTILE_ACTIONS, hostilityCause } from './hostile-actions';

/** AROMA's scout and MUDDY's frigate meet at C (B–C line); MUDDY's outpost is at C. */
function meeting(): WorldBuilder {
  return new WorldBuilder(3)
    .empire('aroma', { name: 'Aroma', treasury: 100 })
    .empire('muddy', { name: 'Muddy', treasury: 100 })
    .home('a', 'aroma')
    .system('c', { type: 5, status: 'outpost', ownerId: 'muddy', colonies: 1 })
    .line('w1', 'a', 'B', 'c', 'A')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2], ['XC', 1]])
    .design('razer', 'aroma', 'Razer', [['IE', 1], ['JD', 1], ['DC', 1], ['BL', 10]])
    .design('frigate', 'muddy', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15]]);
}
const explored = (empireId: string, systemId: string) => ({ gameId: 'g', id: `k.${empireId}.${systemId}`, empireId, systemId, how: 'explored', turn: 1, name: systemId.toUpperCase(), type: 5, status: null, warpPoints: [] }) as Knowledge;

// NOVA: ACTIVITY ORDERS, Surrender (S)
describe('S: units surrender control to the player named when it is contacted', () => {
  it('a scout with F,S(Muddy) meeting a Muddy frigate on F passes to Muddy; both are told', () => {
    const world = meeting().unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).unit('f1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    const orders = [sheet('aroma', [['movement', 'C | SCOUT 1 | | F,S(Muddy) |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | F |']])];
    const run = runTurn({ world, orders, seed: 's' });
    expect(run.world.units.find((u) => u.id === 's1')?.empireId).toBe('muddy');
    const told = run.events.filter((e) => e.kind === 'transfer');
    expect(told.map((e) => e.empireId).sort()).toEqual(['aroma', 'muddy']);
    expect(told[0]).toMatchObject({ step: 'G', systemId: 'c', unitIds: ['s1'], to: 'muddy', reason: expect.stringContaining('S order') });
  });

  it('"no combat would occur, but no surrender would either because the AROMAN ship has default T orders": no contact, no surrender', () => {
    const world = meeting().unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).unit('f1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    const orders = [sheet('aroma', [['movement', 'C | SCOUT 1 | | N,S(Muddy) |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | T |']])];
    const run = runTurn({ world, orders, seed: 's' });
    expect(run.pending).toEqual([]);
    expect(run.world.units.find((u) => u.id === 's1')?.empireId).toBe('aroma');
    expect(run.events.some((e) => e.kind === 'transfer')).toBe(false);
  });

  // Setting surrenderContact (the book leaves "contacted" open; its example reads it as friendly contact).
  it('with the setting "met", a meeting without hostilities (T vs N = 10, neutral contact) is contact enough: the scout surrenders', () => {
    const world = meeting().unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).unit('f1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    const orders = [sheet('aroma', [['movement', 'C | SCOUT 1 | | N,S(Muddy) |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | T |']])];
    const run = runTurn({ world, orders, seed: 's', settings: { turn: { surrenderContact: 'met' } } });
    expect(run.pending).toEqual([]);
    expect(run.world.units.find((u) => u.id === 's1')?.empireId).toBe('muddy');
    expect(run.events.find((e) => e.kind === 'transfer')).toMatchObject({ reason: expect.stringContaining('met without hostilities') });
  });

  it('with either setting, hostilities are no contact for S: a scout surrendering to a Hostile frigate stays in the battle', () => {
    for (const surrenderContact of ['friendly', 'met']) {
      const world = meeting().unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).unit('f1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
      const orders = [sheet('aroma', [['movement', 'C | SCOUT 1 | | F,S(Muddy) |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | H |']])];
      const run = runTurn({ world, orders, seed: 's', settings: { turn: { surrenderContact } } });
      expect(run.pending).toHaveLength(1);
      expect(run.events.some((e) => e.kind === 'transfer')).toBe(false);
    }
  });
});

// NOVA: ACTIVITY ORDERS, Zap (Z): "the equivalent of giving a ship H,X/O,D,I orders".
describe('Z: a Zap ship does everything it is equipped to do', () => {
  it('meets aliens as Hostile: the battle names the rule that made it', () => {
    const world = meeting().unit('z1', 'aroma', 'ship', 'c', { name: 'Razer 1', designId: 'razer' }).unit('f1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    const orders = [sheet('aroma', [['movement', 'C | RAZER 1 | | N,Z |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | T |']])];
    const run = runTurn({ world, orders, seed: 's' });
    expect(run.pending).toHaveLength(1);
    expect(run.pending[0]?.causes).toMatchObject([{ empireIds: ['aroma', 'muddy'], code: 4, action: 'zap' }]);
  });

  it('devastates the system it ends movement in (NOVA: DEVASTATION CAPABILITY), with no alien ship there', () => {
    const world = meeting().unit('z1', 'aroma', 'ship', 'c', { name: 'Razer 1', designId: 'razer' }).build();
    world.knowledge.push(explored('aroma', 'c'));
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'C | RAZER 1 | | N,Z |']])], seed: 's' });
    expect(run.events.filter((e) => e.kind === 'devastated').map((e) => e.empireId)).toEqual(['aroma', 'muddy']);
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ status: 'none', colonies: 0 });
  });

  it('a Zap ship with no DC devastates nothing and no order error is made of it', () => {
    const world = meeting().unit('z1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).build();
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'C | SCOUT 1 | | N,Z |']])], seed: 's' });
    expect(run.events.some((e) => e.kind === 'devastated' || (e.kind === 'order-error' && e.code === 'D'))).toBe(false);
  });
});

// NOVA: HOSTILE ACTIONS and the CONTACT MODE INTERACTION TABLE.
describe('which rule made a battle', () => {
  it('reads the table code: 4 is a Hostile order (or Zap), 5/6/10/11 an activity not stopped, 8 an ultimatum refused', () => {
    expect(hostilityCause({ code: 4, ruled: false })).toBe(HOSTILE_ACTIONS['hostile-order']);
    expect(hostilityCause({ code: 4, ruled: false, zap: true })).toBe(HOSTILE_ACTIONS.zap);
    for (const code of [5, 6, 10, 11]) expect(hostilityCause({ code, ruled: false }).id).toBe('activity-refused');
    expect(hostilityCause({ code: 8, ruled: false }).id).toBe('ultimatum-refused');
    expect(hostilityCause({ code: 1, ruled: true, tableOutcome: 'friendly' }).id).toBe('gm-ruling');
  });

  it('G against T with an activity: "Activity orders … are not hostile actions unless the ships … refuse to obey an order to stop" (code 6)', () => {
    const world = meeting().unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).unit('f1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    // W stays at the warp point: a T ship's X is aborted at D, "as per Guard" (guard-activities.ts).
    const orders = [sheet('aroma', [['movement', 'C | SCOUT 1 | | T,W |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | G |']])];
    const run = runTurn({ world, orders, seed: 's' });
    expect(run.pending[0]?.causes).toMatchObject([{ code: 6, action: 'activity-refused' }]);
  });
});
