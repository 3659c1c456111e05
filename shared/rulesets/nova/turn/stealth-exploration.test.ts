import { describe, expect, it } from 'vitest';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

/** AROMA's home A; B, a MUDDY outpost (one warp line A–B); MUDDY's home D beyond it. */
function map(extra: (b: WorldBuilder) => WorldBuilder = (b) => b): TurnWorld {
  const b = new WorldBuilder(3)
    .empire('aroma')
    .empire('muddy')
    .home('a', 'aroma')
    .system('b', { type: 5, status: 'outpost', ownerId: 'muddy', colonies: 1 })
    .home('d', 'muddy')
    .line('w1', 'a', 'B', 'b', 'A')
    .line('w2', 'b', 'C', 'd', 'C')
    .design('stealth', 'aroma', 'Ghost', [['IE', 2], ['JD', 1], ['SX', 1]])
    .design('scout', 'aroma', 'Scout', [['IE', 2], ['JD', 1], ['XC', 1]])
    .design('picket', 'muddy', 'Picket', [['IE', 2], ['JD', 1]]);
  return extra(b).build();
}
const toMuddy = (events: ReturnType<typeof runTurn>['events']) => events.filter((e) => e.kind === 'alien-activity' && e.empireId === 'muddy');

describe('NOVA: STEALTH EXPLORATION CAPABILITY — "a total exploration of the system … is NOT reported to the empire occupying the surface of the planet. It will be reported by any ships present in the system."', () => {
  it('an SX ship explores B like an XC ship, and MUDDY is not told', () => {
    const run = runTurn({ world: map((b) => b.unit('g', 'aroma', 'ship', 'a', { name: 'Ghost 1', designId: 'stealth' })), orders: [sheet('aroma', [['movement', 'A | GHOST 1 | B | N,X |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'explored')).toMatchObject({ how: 'explored', type: 5, status: 'outpost' });
    expect(toMuddy(run.events)).toEqual([]);
  });
  it('an XC ship\'s exploration is reported to the owner (EXPLORATION CAPABILITY: "the owning player will receive a report that the exploration occurred")', () => {
    const run = runTurn({ world: map((b) => b.unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' })), orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B | N,X |']])], seed: 's' });
    expect(toMuddy(run.events)).toMatchObject([{ activity: 'X', alienShips: 0 }]);
  });
  it('with a MUDDY ship in B, the SX exploration is reported by it', () => {
    const run = runTurn({
      world: map((b) => b.unit('g', 'aroma', 'ship', 'a', { name: 'Ghost 1', designId: 'stealth' }).unit('p', 'muddy', 'ship', 'b', { name: 'Picket 1', designId: 'picket' })),
      orders: [sheet('aroma', [['movement', 'A | GHOST 1 | B | N,X |']]), sheet('muddy', [['movement', 'B | PICKET 1 | | N |']])],
      seed: 's',
    });
    expect(toMuddy(run.events)).toMatchObject([{ activity: 'X', alienShips: 1 }]);
  });
});

describe('NOVA: EXPLORATION CAPABILITY — "\\"W\\" orders default to \\"X\\" in the presence of alien ships"', () => {
  it('W alone explores the warp point only; with a MUDDY ship there it explores the system', () => {
    const alone = runTurn({ world: map((b) => b.unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' })), orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B | N,W |']])], seed: 's' });
    expect(alone.events.find((e) => e.kind === 'explored')).toMatchObject({ how: 'warp-point', type: null });
    const watched = runTurn({
      world: map((b) => b.unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('p', 'muddy', 'ship', 'b', { name: 'Picket 1', designId: 'picket' })),
      orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B | N,W |']]), sheet('muddy', [['movement', 'B | PICKET 1 | | N |']])],
      seed: 's',
    });
    expect(watched.events.find((e) => e.kind === 'explored')).toMatchObject({ how: 'explored', type: 5 });
  });
});
