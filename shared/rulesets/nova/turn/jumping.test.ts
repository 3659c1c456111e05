import { describe, expect, it } from 'vitest';
import type { TurnEvent } from './events';
import { cargoStep } from './step-d-cargo';
import { movementStep } from './step-f-movement';
import { sheet, stepInput, WorldBuilder } from './test-world';
import type { EmpireOrders, TurnWorld } from './types';

/**
 * A ring A–B–C–A plus a looping line at B (B.L ↔ B.M): AROMA and MUDDY (in Normal contact) both start at A.
 * Scouts have JD3.
 */
function ring(): TurnWorld {
  const w = new WorldBuilder(4)
    .empire('aroma', { contacts: [{ empireId: 'muddy', level: 'normal', alias: 'Empire A', since: 1 }] })
    .empire('muddy', { contacts: [{ empireId: 'aroma', level: 'normal', alias: 'Empire C', since: 1 }] })
    .home('a', 'aroma')
    .system('b', { type: 5 })
    .system('c', { type: 4 })
    .line('ab', 'a', 'B', 'b', 'A')
    .line('bc', 'b', 'C', 'c', 'B')
    .line('ca', 'c', 'A', 'a', 'C')
    .line('loop', 'b', 'L', 'b', 'M')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 3]])
    .design('mscout', 'muddy', 'Scout', [['IE', 1], ['JD', 3]])
    .design('tug', 'aroma', 'Tug', [['IE', 1], ['JD', 2]])
    .unit('t1', 'aroma', 'ship', 'a', { name: 'Tug', designId: 'tug' })
    .unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' })
    .unit('s2', 'aroma', 'ship', 'a', { name: 'Scout 2', designId: 'scout', setup: { direction: 2, distance: 5 } })
    .unit('m1', 'muddy', 'ship', 'a', { name: 'Seeker', designId: 'mscout' })
    .build();
  // Both know the whole ring: every system explored.
  for (const empireId of ['aroma', 'muddy']) {
    for (const [id, points] of [['a', [['B', 'b', 'A'], ['C', 'c', 'A']]], ['b', [['A', 'a', 'B'], ['C', 'c', 'B'], ['L', 'b', 'M'], ['M', 'b', 'L']]], ['c', [['B', 'b', 'C'], ['A', 'a', 'C']]]] as const) {
      w.knowledge.push({ gameId: 'g', id: `k.${empireId}.${id}`, empireId, systemId: id, how: 'explored', turn: 1, name: id.toUpperCase(), type: 5, status: null, warpPoints: points.map(([letter, to, toLetter]) => ({ letter, leadsTo: { systemId: to, letter: toLetter } })) } as never);
    }
  }
  return w;
}

function move(world: TurnWorld, orders: EmpireOrders[], settings: Record<string, unknown> = {}) {
  const loaded = cargoStep(stepInput(world, orders, settings));
  return movementStep(stepInput(loaded.world, orders, settings));
}

const stops = (events: readonly TurnEvent[]) => events.filter((e) => e.kind === 'move-stopped').map((e) => (e as { code: string }).code);

describe('NOVA: JUMPING (6.11)', () => {
  // NOVA: JUMPING "Ships can't jump directly to the system they start the turn in." (setting jumpBack: 'hop' by default, 'route-end')
  it('no hop straight back into the system it leaves (a looping line); with the setting route-end, no route ending where it began', () => {
    const loop = move(ring(), [sheet('aroma', [['movement', 'A | SCOUT 1 | B - L |']])]);
    expect(stops(loop.events)).toEqual(['JUMP-BACK']);
    expect(loop.world.units.find((u) => u.id === 's1')?.systemId).toBe('b');
    const around = [sheet('aroma', [['movement', 'A | SCOUT 1 | B - C - A |']])];
    expect(stops(move(ring(), around).events)).toEqual([]);
    // Reading 2 refuses the route as a whole: the ship does not set out.
    const ended = move(ring(), around, { orders: { jumpBack: 'route-end' } });
    expect(stops(ended.events)).toEqual(['JUMP-BACK']);
    expect(ended.world.units.find((u) => u.id === 's1')?.systemId).toBe('a');
  });

  // NOVA: JUMPING "Ships can't jump along the same warp line twice in one turn, regardless of direction."
  it('the same warp line twice in one turn, in either direction, stops the ship (CUSWLT)', () => {
    const out = move(ring(), [sheet('aroma', [['movement', 'A | SCOUT 1 | B - A |']])]);
    expect(stops(out.events)).toEqual(['CUSWLT']);
    expect(out.world.units.find((u) => u.id === 's1')?.systemId).toBe('b');
  });

  // NOVA: JUMPING "Ships may jump out from anywhere in the system but always arrive at the destination in the warp point."
  it('a ship set up away from the warp point jumps out, and arrives in the warp point it came through', () => {
    const out = move(ring(), [sheet('aroma', [['movement', 'A | SCOUT 2 | B |']])]);
    expect(out.world.units.find((u) => u.id === 's2')).toMatchObject({ systemId: 'b', arrival: { fromSystemId: 'a', fromLetter: 'B', toLetter: 'A' }, arrivedFrom: 'a:B' });
  });

  // NOVA: JUMPING "Ships friendly to each other that travel identical routes to the destination system arrive in a single stack."
  it('ships on identical routes arrive as one stack: one arrival for an empire, the same warp point and arrival for a friendly empire', () => {
    const out = move(ring(), [sheet('aroma', [['movement', 'A | SCOUT 1, SCOUT 2 | B - C |']]), sheet('muddy', [['movement', 'A | SEEKER | B - C | F |']])]);
    const jumped = out.events.filter((e) => e.kind === 'jumped');
    expect(jumped.map((e) => [e.empireId, (e as { unitIds: string[] }).unitIds])).toEqual([
      ['aroma', ['s1', 's2']],
      ['muddy', ['m1']],
    ]);
    const arrivals = out.world.units.filter((u) => u.id !== 't1').map((u) => [u.systemId, (u as { arrivedFrom?: string }).arrivedFrom]);
    expect(new Set(arrivals.map((a) => a.join('|')))).toEqual(new Set(['c|b:C']));
  });

  it('at most the JD level of jumps a turn', () => {
    const out = move(ring(), [sheet('aroma', [['movement', 'A | TUG | B - C - A |']])]);
    expect(stops(out.events)).toEqual(['JD']);
    expect(out.world.units.find((u) => u.id === 't1')?.systemId).toBe('c');
  });
});
