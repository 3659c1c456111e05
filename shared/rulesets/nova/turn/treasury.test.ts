// NOVA: MEGACREDITS, TREASURY & TRANSFER (4.1): "MCr are saved on the home star. This may be changed
// by telling the GM, in the turn's orders, where the treasury is. … Stockpiled MCr are captured along with planets."
import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { describeEvent, worldNames } from './describe';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import { heldTreasuries, treasuriesAfterStep, treasuryLocation } from './treasury';

/** MUDDY keeps 500 MCr at its outpost C (its Home Star is D); AROMA is next door. */
function world() {
  return new WorldBuilder(2)
    .empire('aroma', { contacts: [{ empireId: 'muddy', level: 'normal', alias: 'Empire B', since: 1 }] })
    .empire('muddy', { treasury: 500, nova: { treasuryAt: 'c' }, contacts: [{ empireId: 'aroma', level: 'normal', alias: 'Empire A', since: 1 }] })
    .home('a', 'aroma')
    .home('d', 'muddy')
    .system('c', { type: 5, status: 'outpost', ownerId: 'muddy', colonies: 1 })
    .line('w1', 'a', 'B', 'c', 'A')
    .design('razer', 'aroma', 'Razer', [['IE', 1], ['JD', 1], ['DC', 1]])
    .unit('r1', 'aroma', 'ship', 'c', { name: 'Razer 1', designId: 'razer' })
    .build();
}

describe('the treasury has a location (NOVA: MEGACREDITS, TREASURY & TRANSFER 4.1)', () => {
  it('is the Home Star by default, or the system the empire named', () => {
    const w = world();
    expect(treasuryLocation(w.empires[0]!)).toBe('a');
    expect(treasuryLocation(w.empires[1]!)).toBe('c');
    expect([...heldTreasuries(w)]).toEqual([['aroma', 'a'], ['muddy', 'c']]);
  });

  it('captured along with the planet: the captor takes the whole treasury; it is kept at the Home Star from then on', () => {
    const w = world();
    const before = heldTreasuries(w);
    w.systems.find((s) => s.id === 'c')!.ownerId = 'aroma';
    const events = treasuriesAfterStep(w, before, 'I', 'captor');
    expect(w.empires.map((e) => [e.id, e.treasury])).toEqual([['aroma', 500], ['muddy', 0]]);
    expect(treasuryLocation(w.empires[1]!)).toBe('d');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'treasury-lost', step: 'I', systemId: 'c', mcr: 500, fromEmpireId: 'muddy', toEmpireId: 'aroma', movedToSystemId: 'd', audience: ['muddy', 'aroma'] });
    expect(describeEvent(events[0]!, worldNames(w))).toBe("C held MUDDY's treasury: 500 MCr captured by AROMA; the treasury is now kept at D (NOVA 4.1)");
  });

  it('setting "destroyed": the captor gains nothing', () => {
    const w = world();
    const before = heldTreasuries(w);
    w.systems.find((s) => s.id === 'c')!.ownerId = 'aroma';
    const events = treasuriesAfterStep(w, before, 'I', 'destroyed');
    expect(w.empires.map((e) => [e.id, e.treasury])).toEqual([['aroma', 0], ['muddy', 0]]);
    expect(events[0]).toMatchObject({ mcr: 500, toEmpireId: null });
  });

  it('a debt is not stockpiled MCr: nothing is taken and the debt stays', () => {
    const w = world();
    w.empires[1]!.treasury = -35;
    const before = heldTreasuries(w);
    w.systems.find((s) => s.id === 'c')!.ownerId = 'aroma';
    treasuriesAfterStep(w, before, 'I', 'captor');
    expect(w.empires.map((e) => [e.id, e.treasury])).toEqual([['aroma', 0], ['muddy', -35]]);
  });

  it('a system devastated to NONE destroys the treasury kept there (NOVA: 6.2 J, everything on the planet); both sitreps say so', () => {
    const w = world();
    w.knowledge.push({ gameId: 'g', id: 'k.aroma.c', empireId: 'aroma', systemId: 'c', how: 'explored', turn: 1, name: 'C', type: 5, status: null, warpPoints: [] } as Knowledge);
    const run = runTurn({ world: w, orders: [sheet('aroma', [['movement', 'C | RAZER 1 | | N,D |']])], seed: 's' });
    const lost = run.events.find((e) => e.kind === 'treasury-lost');
    // 500 brought forward + 200 production of D (step A) + 20 of C: all of it is on C at step J.
    expect(lost).toMatchObject({ step: 'J', systemId: 'c', fromEmpireId: 'muddy', toEmpireId: null, movedToSystemId: 'd', audience: ['muddy'] });
    expect(run.world.empires.find((e) => e.id === 'muddy')).toMatchObject({ treasury: 0, nova: { treasuryAt: 'd' } });
    expect(run.world.empires.find((e) => e.id === 'aroma')?.treasury).toBe(200);
  });

  it('a treasury on a system the empire does not hold at the start is never taken again', () => {
    const w = world();
    w.systems.find((s) => s.id === 'c')!.ownerId = 'aroma';
    const run = runTurn({ world: w, orders: [], seed: 's' });
    expect(run.events.some((e) => e.kind === 'treasury-lost')).toBe(false);
  });
});
