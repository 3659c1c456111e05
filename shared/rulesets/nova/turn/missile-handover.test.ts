import { describe, expect, it } from 'vitest';
import { acquireMissiles, missileDesignsOf } from './missile-acquisition';
import { handOverMissiles, handoverNote, splitMissileClause } from './missile-handover';
import { diplomacyStep } from './step-h-diplomacy';
import { sheet, stepInput, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

// NOVA: MISSILE LAUNCHERS — "Only missiles designed by the empire that built the ship can be used by
// that ship. Missile types available must be specified when ships are given to other empires; the
// default is all current missiles available to the giving empire at the time of transfer."
// The AROMAN designs of the book's NEW MISSILE DESIGNS example: Mark 7 and Mark 8 researched turn 34.
function world(turn: number): TurnWorld {
  return new WorldBuilder(turn)
    .empire('aroman', { contacts: [{ empireId: 'muddy', level: 'normal', alias: 'Empire A', since: 2 }] })
    .empire('muddy', { name: 'MUDDY', contacts: [{ empireId: 'aroman', level: 'normal', alias: 'Empire D', since: 2 }] })
    .home('rome', 'aroman')
    .home('mud', 'muddy')
    .design('legion', 'aroman', 'Legion', [['ML', 21], ['IE', 4], ['JD', 2]])
    .design('mk1', 'aroman', 'Mark 1', [], { kind: 'missile', nova: { components: [], missile: { md: 10, ma: 150, mr: 4 } } })
    .design('mk7', 'aroman', 'Mark 7', [], { kind: 'missile', researchedTurn: 34, nova: { components: [], missile: { md: 13, ma: 190, mr: 4 } } })
    .design('mk8', 'aroman', 'Mark 8', [], { kind: 'missile', researchedTurn: 34, nova: { components: [], missile: { md: 13, ma: 190, mr: 26 } } })
    .design('mk9', 'aroman', 'Mark 9', [], { kind: 'missile', researchedTurn: 36, nova: { components: [], missile: { md: 13, ma: 190, mr: 10 } } })
    .design('mud1', 'muddy', 'Mudslinger', [], { kind: 'missile', nova: { components: [], missile: { md: 8, ma: 100, mr: 6 } } })
    .unit('legion-1', 'aroman', 'ship', 'rome', { designId: 'legion', name: 'HAMMER 1' })
    .unit('legion-2', 'aroman', 'ship', 'rome', { designId: 'legion', name: 'HAMMER 2' })
    .unit('muddy-ship', 'muddy', 'ship', 'rome', { designId: 'legion', name: 'MUD 1' })
    .build();
}
const usable = (w: TurnWorld, id: string) => missileDesignsOf(w.units.find((u) => u.id === id)!, w).usable.map((d) => d.name);

describe('NOVA: MISSILE LAUNCHERS — missiles of ships that change hands', () => {
  it('reads the designs named on a transfer order ("… to Empire A with missiles Mark 7, Mark 8")', () => {
    expect(splitMissileClause('Empire A with missiles Mark 7, Mark 8.')).toEqual({ to: 'Empire A', missiles: ['Mark 7', 'Mark 8'] });
    expect(splitMissileClause('Empire A WITH MISSILE: Mark 7 and Mark 8')).toEqual({ to: 'Empire A', missiles: ['Mark 7', 'Mark 8'] });
    expect(splitMissileClause('Empire A')).toEqual({ to: 'Empire A', missiles: null });
  });

  it('by default a given ship keeps every design available to the giver at the time: researched before this turn, none in research', () => {
    const w = world(35);
    const ship = w.units.find((u) => u.id === 'legion-1')!;
    // Turn 35: Mark 7 and 8 (researched turn 34) are available to the AROMAN empire; Mark 9 is not yet.
    expect(handOverMissiles(ship, w)).toEqual({ kept: ['Mark 1', 'Mark 7', 'Mark 8'], unknown: [] });
    ship.empireId = 'muddy';
    // "Only missiles designed by the empire that built the ship": never MUDDY's own Mudslinger.
    expect(usable(w, 'legion-1')).toEqual(['Mark 1', 'Mark 7', 'Mark 8']);
    // New designs of either empire never reach it: Mark 9 (turn 36) stays AROMAN.
    const later = structuredClone(w);
    later.turn = 40;
    acquireMissiles(later);
    expect(usable(later, 'legion-1')).toEqual(['Mark 1', 'Mark 7', 'Mark 8']);
    // A ship MUDDY built fires MUDDY's designs, as before.
    expect(usable(w, 'muddy-ship')).toEqual(['Mudslinger']);
  });

  it('a transfer at H hands over the designs named, and says so on the Turn screen', () => {
    const w = world(35);
    const out = diplomacyStep(stepInput(w, [sheet('aroman', [['general', 'Transfer HAMMER 1 to Empire A with missiles Mark 7, Mark 12']])]));
    const ship = out.world.units.find((u) => u.id === 'legion-1')!;
    expect(ship.empireId).toBe('muddy');
    expect(usable(out.world, 'legion-1')).toEqual(['Mark 7']);
    const transfer = out.events.find((e) => e.kind === 'transfer' && e.empireId === 'aroman');
    expect(transfer).toMatchObject({ reason: 'HAMMER 1 keeps missiles Mark 7 (not its missiles: Mark 12) (NOVA: MISSILE LAUNCHERS)' });
    // Without a clause: the default list.
    const plain = diplomacyStep(stepInput(world(35), [sheet('aroman', [['general', 'Transfer HAMMER 2 to Empire A']])]));
    expect(usable(plain.world, 'legion-2')).toEqual(['Mark 1', 'Mark 7', 'Mark 8']);
  });

  it('given on by its receiver, the ship keeps what it has (a subset when named); given back, it is its builder\'s again', () => {
    const w = world(35);
    const ship = w.units.find((u) => u.id === 'legion-1')!;
    handOverMissiles(ship, w);
    ship.empireId = 'muddy';
    expect(handOverMissiles(ship, w, ['Mark 8', 'Mudslinger'])).toEqual({ kept: ['Mark 8'], unknown: ['Mudslinger'] });
    ship.empireId = 'aroman';
    const later = structuredClone(w);
    later.turn = 38;
    acquireMissiles(later);
    // Back with the AROMAN empire its designs reach it as they reach any of its ships (MISSILE DESIGN ACQUISITION).
    expect(usable(later, 'legion-1')).toEqual(['Mark 1', 'Mark 7', 'Mark 8', 'Mark 9']);
  });

  it('a ship without a launcher has nothing to hand over; the note lists each ship', () => {
    const w = new WorldBuilder(3).empire('e1').home('h', 'e1').design('scout', 'e1', 'Scout', [['IE', 2], ['JD', 2]]).unit('s', 'e1', 'ship', 'h', { designId: 'scout', name: 'PILOT' }).build();
    expect(handOverMissiles(w.units[0]!, w)).toBeNull();
    expect(handoverNote([])).toBe('');
    expect(handoverNote([{ name: 'A', handover: { kept: [], unknown: [] } }, { name: 'B', handover: { kept: ['Mark 1'], unknown: [] } }])).toBe('A keeps no missile designs; B keeps missiles Mark 1 (NOVA: MISSILE LAUNCHERS)');
  });
});
