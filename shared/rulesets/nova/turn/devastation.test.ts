import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';

// NOVA: DEVASTATION CAPABILITY — the entry's sentences the other tests do not cite.
// (Unprotected → NONE: activity-orders.test.ts; 1 SDU suppresses, 2 do not, the IC idle next turn:
// suppression.test.ts, step-c-construction.test.ts; not explored → no devastation: exploration.test.ts.)
function world(): ReturnType<WorldBuilder['build']> {
  const w = new WorldBuilder(3)
    .empire('aroma')
    .empire('muddy')
    .home('a', 'aroma')
    .system('c', { type: 5, status: 'outpost', ownerId: 'muddy', colonies: 1, installations: { SDU: 1 } })
    .line('w1', 'a', 'B', 'c', 'A')
    .design('razer', 'aroma', 'Razer', [['IE', 1], ['JD', 1], ['DC', 1]])
    .unit('z1', 'aroma', 'ship', 'c', { name: 'Razer 1', designId: 'razer' })
    .unit('z2', 'aroma', 'ship', 'c', { name: 'Razer 2', designId: 'razer' })
    .build();
  w.knowledge.push({ gameId: 'g', id: 'k.aroma.c', empireId: 'aroma', systemId: 'c', how: 'explored', turn: 1, name: 'C', type: 5, status: null, warpPoints: [] } as Knowledge);
  return w;
}

describe('NOVA: DEVASTATION CAPABILITY', () => {
  it('"A planet may be devastated once per turn": two DC ships with D, one devastation; with one SDU the units and status stay', () => {
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['movement', 'C | RAZER 1, RAZER 2 | | N,D |']])], seed: 's' });
    expect(run.events.filter((e) => e.kind === 'devastated' && e.empireId === 'aroma')).toHaveLength(1);
    // "In either case any units on the surface … are unaffected and the development status is not altered."
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ status: 'outpost', colonies: 1, installations: { SDU: 1 } });
  });
});
