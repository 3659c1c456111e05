import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { runTurn } from './run-turn';
import { sheet, stepInput, WorldBuilder } from './test-world';
import { establishStep } from './step-k-establish';
import { hostilityKey, type TurnWorld } from './types';

/** AROMA's and MUDDY's colony ships both wait at C (type 3, uncolonised) with a colony aboard. */
function world(muddyExplored: boolean): TurnWorld {
  const w = new WorldBuilder(5)
    .empire('aroma')
    .empire('muddy')
    .home('a', 'aroma')
    .home('d', 'muddy')
    .system('c', { name: 'CALDER', type: 3 })
    .line('w1', 'a', 'B', 'c', 'A')
    .line('w2', 'c', 'B', 'd', 'A')
    .design('ark', 'aroma', 'Ark', [['IE', 1], ['JD', 1], ['CH', 30]])
    .design('seeker', 'muddy', 'Seeker', [['IE', 1], ['JD', 1], ['CH', 30], ['XC', 1]])
    .unit('s1', 'aroma', 'ship', 'c', { name: 'Ark 1', designId: 'ark' })
    .unit('c1', 'aroma', 'C', 'c', { carriedBy: 's1' })
    .unit('s2', 'muddy', 'ship', 'c', { name: 'Seeker 1', designId: 'seeker' })
    .unit('c2', 'muddy', 'C', 'c', { carriedBy: 's2' })
    .build();
  const known = (empireId: string) => ({ gameId: 'g', id: `k.${empireId}.c`, empireId, systemId: 'c', how: 'explored', turn: 2, name: 'CALDER', type: 3, status: null, warpPoints: [] }) as Knowledge;
  w.knowledge.push(known('aroma'));
  if (muddyExplored) w.knowledge.push(known('muddy'));
  return w;
}

const orders = [sheet('aroma', [['movement', 'CALDER | ARK 1 (1 COL) | | N,E |']]), sheet('muddy', [['movement', 'CALDER | SEEKER 1 (1 COL) | | N,X,E |']])];

// NOVA: CONTACT AND ESTABLISHING (6.11, digest 4.6): "In the event of friendly or neutral contact where one empire has previously
// explored the system, and no other has, that empire may establish. In all other cases of simultaneous attempts to establish a
// system no one may establish."
describe('simultaneous establishment (NOVA 4.6)', () => {
  it('without hostilities, only the empire that had explored the system before this turn establishes', () => {
    // MUDDY explores CALDER this very turn (X at H), AROMA had explored it on turn 2.
    const run = runTurn({ world: world(false), orders, seed: 's' });
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ ownerId: 'aroma', colonies: 1 });
    expect(run.events.find((e) => e.kind === 'order-error' && e.step === 'K')).toMatchObject({ empireId: 'muddy', code: 'E', reason: expect.stringContaining('only the one that had explored it before may (NOVA 4.6)') });
  });

  it('when both (or neither) had explored it before, nobody establishes', () => {
    const run = runTurn({ world: world(true), orders, seed: 's' });
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ ownerId: null, colonies: 0 });
    expect(run.events.filter((e) => e.kind === 'order-error' && e.step === 'K').map((e) => e.empireId).sort()).toEqual(['aroma', 'muddy']);
  });
});

// NOVA: CONTACT AND ESTABLISHING "When ships belonging to different empires jump into a system at the same time, carrying installations
// with E orders, and hostilities occur the survivors may establish in the system."
describe('NOVA: CONTACT AND ESTABLISHING, hostilities', () => {
  const stamped = (w: TurnWorld) => {
    for (const u of w.units) if (u.kind === 'ship') Object.assign(u, { turnOrders: { turn: 5, line: 1, route: [], contact: ['H'], activity: [{ letter: 'E' }], retreat: null, setup: null, retreating: false } });
    w.hostilities = [hostilityKey('c', 'aroma', 'muddy')];
    return w;
  };

  it('the survivor establishes when the other side was destroyed, whoever explored first', () => {
    const w = stamped(world(true));
    w.units = w.units.filter((u) => u.id !== 's2' && u.id !== 'c2');
    const out = establishStep(stepInput(w));
    expect(out.world.systems.find((s) => s.id === 'c')).toMatchObject({ ownerId: 'aroma', colonies: 1 });
  });

  it('while hostile aliens both survive there, neither establishes', () => {
    const out = establishStep(stepInput(stamped(world(true))));
    expect(out.world.systems.find((s) => s.id === 'c')).toMatchObject({ ownerId: null, colonies: 0 });
    expect(out.events.filter((e) => e.kind === 'order-error').map((e) => [e.empireId, (e as { reason: string }).reason])).toEqual([
      ['aroma', 'Ark 1 could not establish: hostile alien units are in CALDER'],
      ['muddy', 'Seeker 1 could not establish: hostile alien units are in CALDER'],
    ]);
  });
});
