import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

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
