import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { worldNames } from './describe';
import { diffRuns, isEmptyDiff, type RunOutcome } from './diff';
import type { TurnEvent } from './events';
import type { TurnWorld } from './types';

const world: TurnWorld = {
  gameId: 'g',
  turn: 1,
  empires: [
    { gameId: 'g', id: 'a', name: 'Aster', position: 1, playerName: '', playerContact: '', color: '#888888', homeSystemId: null, treasury: 100, notes: '' },
    { gameId: 'g', id: 'b', name: 'Boreal', position: 2, playerName: '', playerContact: '', color: '#888888', homeSystemId: null, treasury: 50, notes: '' },
  ],
  systems: [
    { gameId: 'g', id: 's1', name: 'ALGOL', type: 4, status: 'none', ownerId: null, colonies: 0, homeStar: false, x: 0, y: 0, installations: {}, notes: '' },
    { gameId: 'g', id: 's2', name: 'TEDDY', type: 2, status: 'none', ownerId: null, colonies: 0, homeStar: false, x: 1, y: 0, installations: {}, notes: '' },
  ],
  warpLines: [],
  units: [
    { gameId: 'g', id: 'u1', empireId: 'a', kind: 'ship', name: 'Africa', systemId: 's1' },
    { gameId: 'g', id: 'u2', empireId: 'b', kind: 'ship', name: 'Bolt', systemId: 's2' },
  ],
  designs: [],
  knowledge: [],
};
const names = worldNames(world);

const jumped = (unit: string, to: string): TurnEvent => ({ step: 'F', empireId: 'a', systemId: to, audience: ['a'], aliases: {}, kind: 'jumped', unitIds: [unit], fromSystemId: 's1', fromLetter: 'D', toLetter: 'R', retreating: false });
const production = (empireId: string, mcr: number): TurnEvent => ({ step: 'A', empireId, systemId: null, audience: [empireId], aliases: {}, kind: 'production', mcr, systems: [] });

describe('the difference between two runs of a turn', () => {
  it('lists events removed and added by their wording, moved units and changed treasuries', () => {
    const previous: RunOutcome = { events: [production('a', 80), jumped('u1', 's2')], world: { ...world, units: world.units.map((u) => (u.id === 'u1' ? { ...u, systemId: 's2' } : u)) } };
    const current: RunOutcome = {
      events: [production('a', 80), production('b', 30)],
      world: { ...world, empires: world.empires.map((e) => (e.id === 'b' ? { ...e, treasury: 80 } : e)), units: [...world.units, { gameId: 'g', id: 'u3', empireId: 'b', kind: 'ship', name: 'Comet', systemId: 's2' }] },
    };
    const diff = diffRuns(previous, current, names);
    expect(diff.events).toEqual([
      { change: 'removed', empireId: 'a', kind: 'jumped', text: 'Africa jumped from ALGOL down D into TEDDY at R' },
      { change: 'added', empireId: 'b', kind: 'production', text: 'Boreal collected 30 MCr production' },
    ]);
    expect(diff.units).toEqual([
      { unitId: 'u1', before: 's2', after: 's1', existedBefore: true, existsAfter: true },
      { unitId: 'u3', before: null, after: 's2', existedBefore: false, existsAfter: true },
    ]);
    expect(diff.treasuries).toEqual([{ empireId: 'b', before: 50, after: 80 }]);
  });

  it('counts an event that happens twice in one run and once in the other as one change', () => {
    const once: RunOutcome = { events: [production('a', 10)], world };
    const twice: RunOutcome = { events: [production('a', 10), production('a', 10)], world };
    expect(diffRuns(once, twice, names).events).toEqual([{ change: 'added', empireId: 'a', kind: 'production', text: 'Aster collected 10 MCr production' }]);
  });

  it('finds nothing between a run and itself, and the reverse diff swaps added and removed (property)', () => {
    const event = fc.oneof(
      fc.record({ e: fc.constantFrom('a', 'b'), mcr: fc.integer({ min: 0, max: 5 }) }).map(({ e, mcr }) => production(e, mcr)),
      fc.constantFrom('s1', 's2').map((s) => jumped('u1', s)),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), fc.array(event, { maxLength: 12 }), (x, y) => {
        const a = { events: x, world };
        const b = { events: y, world };
        expect(isEmptyDiff(diffRuns(a, a, names))).toBe(true);
        const forward = diffRuns(a, b, names).events;
        const back = diffRuns(b, a, names).events;
        const flip = (c: (typeof forward)[number]) => ({ ...c, change: c.change === 'added' ? 'removed' : 'added' });
        const sort = (list: object[]) => list.map((c) => JSON.stringify(c)).sort();
        expect(sort(back)).toEqual(sort(forward.map(flip)));
        expect(forward.filter((c) => c.change === 'added').length - forward.filter((c) => c.change === 'removed').length).toBe(y.length - x.length);
      }),
    );
  });
});
