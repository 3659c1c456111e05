import { describe, expect, it } from 'vitest';
import { spaceBattleSetup } from './battles';
import { acquireMissiles, missileDesignsOf, receivedMissiles } from './missile-acquisition';
import { productionStep } from './step-a-production';
import { researchFinishStep } from './step-l-research';
import { stepInput, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

/**
 * NOVA: NEW MISSILE DESIGNS, the rulebook's example: the AROMAN Empire's Mark 7 and Mark 8 are
 * researched turn 34; on turn 35 ships in systems with Aroman controlled Industrial Complexes
 * can use them; turn 36 all other non-retreating Aroman ships can.
 */
function aroman(turn: number, extra: (b: WorldBuilder) => WorldBuilder = (b) => b): TurnWorld {
  const b = new WorldBuilder(turn)
    .empire('aroman')
    .empire('other')
    .home('rome', 'aroman')
    .system('gaul', { type: 5 })
    .system('rhodes', { type: 6, status: 'outpost', ownerId: 'aroman', colonies: 1 })
    .design('legion', 'aroman', 'Legion', [['ML', 21], ['IE', 4], ['JD', 2]])
    .design('scout', 'aroman', 'Scout', [['IE', 4], ['JD', 2]])
    .design('mk1', 'aroman', 'Mark 1', [], { kind: 'missile', nova: { components: [], missile: { md: 10, ma: 150, mr: 4 } } })
    .design('mk7', 'aroman', 'Mark 7', [], { kind: 'missile', researchedTurn: 34, nova: { components: [], missile: { md: 13, ma: 190, mr: 4 } } })
    .design('mk8', 'aroman', 'Mark 8', [], { kind: 'missile', researchedTurn: 34, nova: { components: [], missile: { md: 13, ma: 190, mr: 26 } } })
    .unit('at-home', 'aroman', 'ship', 'rome', { designId: 'legion', name: 'Augustus' })
    .unit('abroad', 'aroman', 'ship', 'gaul', { designId: 'legion', name: 'Tiberius' })
    .unit('outpost', 'aroman', 'ship', 'rhodes', { designId: 'legion', name: 'Nero' })
    .unit('unarmed', 'aroman', 'ship', 'rome', { designId: 'scout', name: 'Pilot' });
  return extra(b).build();
}

const ids = (world: TurnWorld, unitId: string) => missileDesignsOf(world.units.find((u) => u.id === unitId)!, world).usable.map((d) => d.id);

describe('missile design acquisition (NOVA: NEW MISSILE DESIGNS, MISSILE DESIGN ACQUISITION)', () => {
  it('turn 35: only ships that begin the turn at an own established IC receive the designs researched turn 34', () => {
    // NOVA: MISSILE DESIGN ACQUISITION rule 1.
    const world = aroman(35);
    const events = acquireMissiles(world);
    expect(ids(world, 'at-home')).toEqual(['mk1', 'mk7', 'mk8']);
    // Rhodes is an Aroman outpost without an IC; Gaul is nobody's.
    expect(ids(world, 'abroad')).toEqual(['mk1']);
    expect(ids(world, 'outpost')).toEqual(['mk1']);
    // A ship with no launcher is given nothing.
    expect(receivedMissiles(world.units.find((u) => u.id === 'unarmed')!)).toEqual([]);
    expect(events).toMatchObject([{ step: 'A', kind: 'missiles-acquired', empireId: 'aroman', systemId: 'rome', how: 'ic', unitIds: ['at-home'], designs: [{ id: 'mk7', name: 'Mark 7' }, { id: 'mk8', name: 'Mark 8' }], audience: ['aroman'] }]);
  });

  it('turn 36: every other non-retreating ship receives them; a ship in retreat waits until it begins a turn out of retreat', () => {
    // NOVA: MISSILE DESIGN ACQUISITION rule 2.
    const world = aroman(36, (b) => b.unit('fleeing', 'aroman', 'ship', 'gaul', { designId: 'legion', name: 'Caligula', retreat: { systemId: 'rome', since: 35 } }));
    acquireMissiles(world);
    expect(ids(world, 'abroad')).toEqual(['mk1', 'mk7', 'mk8']);
    expect(ids(world, 'outpost')).toEqual(['mk1', 'mk7', 'mk8']);
    expect(ids(world, 'fleeing')).toEqual(['mk1']);
    // Turn 37: its retreat finished at F of turn 36 (the movement step clears it); it began turn 37 out of retreat.
    const next = structuredClone(world);
    next.turn = 37;
    for (const u of next.units) delete (u as { retreat?: unknown }).retreat;
    acquireMissiles(next);
    expect(ids(next, 'fleeing')).toEqual(['mk1', 'mk7', 'mk8']);
  });

  it('a design received stays with the ship when it retreats later', () => {
    const world = aroman(40, (b) => b.unit('veteran', 'aroman', 'ship', 'gaul', { designId: 'legion', missiles: ['mk7'], retreat: { systemId: 'rome', since: 39 } }));
    acquireMissiles(world);
    expect(ids(world, 'veteran')).toEqual(['mk1', 'mk7']);
  });

  it('a design still in research is not fired, even by a ship at home (NOVA: NEW MISSILE DESIGNS)', () => {
    const world = aroman(35, (b) =>
      b.design('mk9', 'aroman', 'Mark 9', [], { kind: 'missile', nova: { components: [], missile: { md: 14, ma: 190, mr: 4 } } }),
    );
    const empire = world.empires.find((e) => e.id === 'aroman')!;
    empire.nova = { research: [{ id: 'NMD MARK 9', code: 'NMD', from: null, to: null, design: { name: 'Mark 9', designId: 'mk9' }, table: 'C', goal: '1', tp: '0', rdts: 1, startedTurn: 35 }] };
    acquireMissiles(world);
    const shipMissiles = missileDesignsOf(world.units.find((u) => u.id === 'at-home')!, world);
    expect(shipMissiles.usable.map((d) => d.id)).toEqual(['mk1', 'mk7', 'mk8']);
    expect(shipMissiles.withheld).toEqual([{ design: expect.objectContaining({ id: 'mk9' }), reason: 'in-research' }]);
  });

  it('research completed at L (turn 34) → the IC ships have the design at A of turn 35, the battle set-up fires only what a ship has', () => {
    const start = aroman(34, (b) => b.design('mk9', 'aroman', 'Mark 9', [], { kind: 'missile', nova: { components: [], missile: { md: 14, ma: 190, mr: 4 } } }).design('foe', 'other', 'Foe', [['IE', 4], ['BL', 20]]).unit('enemy', 'other', 'ship', 'gaul', { designId: 'foe' }));
    start.empires.find((e) => e.id === 'aroman')!.nova = { research: [{ id: 'NMD MARK 9', code: 'NMD', from: null, to: null, design: { name: 'Mark 9', designId: 'mk9' }, table: 'C', goal: '1', tp: '0', rdts: 1, startedTurn: 34 }] };
    // NOVA: 5.4 table C: a forced 10 makes the 1 TP needed.
    const l = researchFinishStep(stepInput(start, [], {}, { dice: { 'L:research:aroman:NMD MARK 9:1': { value: 10, note: 'forced' } } }));
    expect(l.world.designs.find((d) => d.id === 'mk9')).toMatchObject({ researchedTurn: 34 });
    const world35 = { ...l.world, turn: 35 };
    const a = productionStep(stepInput(world35));
    expect(a.events.filter((e) => e.kind === 'missiles-acquired')).toMatchObject([{ systemId: 'rome', unitIds: ['at-home'] }]);
    // Tiberius at Gaul fights turn 35 with Mark 1 only; the set-up says why Mark 7 to 9 are not fired.
    const battle = spaceBattleSetup({ id: 'b.35.gaul', kind: 'space', systemId: 'gaul', empireIds: ['aroman', 'other'], unitIds: ['abroad', 'enemy'] }, a.world);
    expect(battle.input.ships.find((s) => s.id === 'abroad')?.spec.missiles.map((m) => m.id)).toEqual(['mk1']);
    expect(battle.notes).toContain('Tiberius: missile design Mark 9 (researched turn 34) has not reached this ship yet: not fired (NOVA: MISSILE DESIGN ACQUISITION)');
  });
});
