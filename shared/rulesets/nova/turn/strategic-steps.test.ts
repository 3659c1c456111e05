import { describe, expect, it } from 'vitest';
import { asSystemKnowledge } from '../map/knowledge';
import type { Knowledge } from '../../../model/entities';
import { contactsOf } from './contacts-state';
import type { TurnEvent } from './events';
import { runTurn } from './run-turn';
import { cargoStep } from './step-d-cargo';
import { movementStep } from './step-f-movement';
import { sheet, stepInput, WorldBuilder } from './test-world';
import { TURN_STEPS, type BattleResult, type TurnWorld } from './types';

/**
 * A chain of systems A–B–C–D for empire "aroma" (home A) and "muddy" (home D):
 * A.B ↔ B.A, B.C ↔ C.B, C.D ↔ D.C. Scouts have XC, JD2 and six cargo holds (three colonies); the frigate is armed, JD1.
 */
function chain(): WorldBuilder {
  return new WorldBuilder(3)
    .empire('aroma', { treasury: 100 })
    .empire('muddy', { treasury: 100 })
    .home('a', 'aroma')
    .system('b', { type: 5 })
    .system('c', { type: 3 })
    .home('d', 'muddy')
    .line('w1', 'a', 'B', 'b', 'A')
    .line('w2', 'b', 'C', 'c', 'B')
    .line('w3', 'c', 'D', 'd', 'C')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2], ['XC', 1], ['CH', 30, 6]])
    .design('frigate', 'muddy', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15]])
    .design('dg', 'muddy', 'Warden', [['IE', 1], ['JD', 1], ['DG', 20], ['BL', 15]]);
}

const known = (world: TurnWorld, empireId: string, systemId: string) => {
  const record = world.knowledge.find((k) => k.empireId === empireId && k.systemId === systemId);
  return record ? asSystemKnowledge(record as Knowledge) : null;
};

const kinds = (events: readonly TurnEvent[]) => events.map((e) => e.kind);

function move(world: TurnWorld, rows: string[], empireId = 'aroma') {
  const orders = [sheet(empireId, rows.map((r) => ['movement', r] as const))];
  const loaded = cargoStep(stepInput(world, orders));
  return { loaded, moved: movementStep(stepInput(loaded.world, orders)) };
}

describe('step F: movement (NOVA 6.11)', () => {
  it('moves ships on one route as one stack, with their cargo, and teaches the lines travelled', () => {
    const world = chain().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('s2', 'aroma', 'ship', 'a', { name: 'Scout 2', designId: 'scout' }).unit('c1', 'aroma', 'C', 'a').build();
    const { moved } = move(world, ['A | SCOUT 1 (1 COL), SCOUT 2 | B - C | F |']);
    const jumped = moved.events.filter((e) => e.kind === 'jumped');
    expect(jumped).toHaveLength(1);
    expect(jumped[0]).toMatchObject({ systemId: 'c', unitIds: ['s1', 's2'], fromSystemId: 'b', fromLetter: 'C', toLetter: 'B' });
    expect(moved.world.units.find((u) => u.id === 'c1')?.systemId).toBe('c');
    expect(known(moved.world, 'aroma', 'b')?.warpPoints).toEqual([
      { letter: 'A', leadsTo: { systemId: 'a', letter: 'B' } },
      { letter: 'C', leadsTo: { systemId: 'c', letter: 'B' } },
    ]);
    expect(known(moved.world, 'aroma', 'c')).toMatchObject({ how: 'jumped', type: null });
  });

  it('stops at the first impossible hop and runs none of the later orders (NOVA 6.5)', () => {
    const world = chain().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).build();
    const { moved } = move(world, ['A | SCOUT 1 | B - D | F,X |']);
    expect(moved.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ code: 'DNE', systemId: 'b', reason: 'B has no warp point D' });
    expect(moved.world.units[0]?.systemId).toBe('b');
    const explored = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B - D | F,X |']])], seed: 's' });
    expect(kinds(explored.events)).not.toContain('explored');
  });

  it('limits jumps to the JD rating and refuses a warp line used twice (CUSWLT)', () => {
    const world = chain().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('s2', 'aroma', 'ship', 'a', { name: 'Scout 2', designId: 'scout' }).build();
    const { moved } = move(world, ['A | SCOUT 1 | B - C - D | F |', 'A | SCOUT 2 | B - A | F |']);
    expect(moved.events.filter((e) => e.kind === 'move-stopped').map((e) => (e as { code: string }).code).sort()).toEqual(['CUSWLT', 'JD']);
    expect(moved.world.units.find((u) => u.id === 's1')?.systemId).toBe('c');
    expect(moved.world.units.find((u) => u.id === 's2')?.systemId).toBe('b');
  });

  it('stops an alien ship passing through a system where a DG ship interdicts (NOVA 6.7 I)', () => {
    const world = chain().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('m1', 'muddy', 'ship', 'b', { name: 'Warden', designId: 'dg' }).build();
    const { moved } = move(world, ['A | SCOUT 1 | B - C | F |']);
    expect(moved.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ code: 'INTERDICTED', systemId: 'b' });
  });
});

describe('steps H and K: exploration and establishment', () => {
  it('explores with XC (name, type, letters, the way in) and establishes colonies up to the type limit (NOVA 4.6)', () => {
    const world = chain()
      .unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' })
      .unit('c1', 'aroma', 'C', 'a')
      .unit('c2', 'aroma', 'C', 'a')
      .unit('c3', 'aroma', 'C', 'a')
      .build();
    const first = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B - C | F,X |']])], seed: 's' });
    expect(first.events.find((e) => e.kind === 'explored')).toMatchObject({ systemId: 'c', how: 'explored', type: 3, letters: ['B', 'D'], via: { fromSystemId: 'b', fromLetter: 'C', toLetter: 'B' } });
    // Back home for colonies, then out to C (type 3: two colonies at most).
    const home = { ...first.world, turn: 4, units: first.world.units.map((u) => (u.id === 's1' ? { ...u, systemId: 'a' } : u)) };
    const second = runTurn({ world: home, orders: [sheet('aroma', [['movement', 'A | SCOUT 1 (3 COL) | B - C | F,E |']])], seed: 's' });
    expect(second.events.find((e) => e.kind === 'established')).toMatchObject({ systemId: 'c', colonies: 2, productionDelta: 60, status: 'settlement' });
    expect(second.world.systems.find((s) => s.id === 'c')).toMatchObject({ ownerId: 'aroma', colonies: 2 });
    expect(second.world.units.filter((u) => u.kind === 'C')).toHaveLength(1);
  });

  it('refuses to establish in a system the empire has not explored', () => {
    const world = chain().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('c1', 'aroma', 'C', 'a').build();
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | SCOUT 1 (1 COL) | B | F,E |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'order-error' && e.step === 'K')).toMatchObject({ code: 'E' });
    expect(run.world.systems.find((s) => s.id === 'b')?.colonies).toBe(0);
  });
});

describe('step G: contact and battles', () => {
  const meeting = () => chain().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();

  it('friendly contact gives each side Normal contact under its own next letter (NOVA 6.4)', () => {
    const run = runTurn({ world: meeting(), orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B - C | F |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | Q |']])], seed: 's' });
    const contact = run.events.filter((e) => e.kind === 'contact');
    expect(contact.map((e) => [e.empireId, (e as { outcome: string }).outcome, (e as { newLevel: string }).newLevel])).toEqual([
      ['aroma', 'friendly', 'normal'],
      ['muddy', 'friendly', 'normal'],
    ]);
    const aroma = run.world.empires.find((e) => e.id === 'aroma');
    expect(aroma && contactsOf(aroma)).toEqual([{ empireId: 'muddy', level: 'normal', alias: 'Empire A', since: 3 }]);
    expect(contact[0]?.aliases).toEqual({ aroma: { muddy: 'Empire A' } });
  });

  it('hostilities queue one battle and the turn waits for its result; the result is applied (ACL, Minor contact)', () => {
    const orders = [sheet('aroma', [['movement', 'A | SCOUT 1 | B - C | F,X |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | H |']])];
    const waiting = runTurn({ world: meeting(), orders, seed: 's' });
    expect(waiting.stoppedAt).toBe('G');
    expect(waiting.pending).toEqual([
      {
        id: 'b.3.c',
        kind: 'space',
        systemId: 'c',
        empireIds: ['aroma', 'muddy'],
        unitIds: ['m1', 's1'],
        // NOVA: HOSTILE ACTIONS: the rule that made the battle.
        causes: [{ empireIds: ['aroma', 'muddy'], code: 4, orders: ['F', 'H'], action: 'hostile-order', explanation: 'F vs H = 4: hostilities' }],
      },
    ]);
    expect(kinds(waiting.events)).not.toContain('explored');
    const result: BattleResult = { how: 'entered', destroyed: ['s1'], damaged: [{ unitId: 'm1', damage: '-2AR' }], retreated: [] };
    const done = runTurn({ world: meeting(), orders, seed: 's', decisions: { battles: { 'b.3.c': { value: result, note: 'fought on the table' } } } });
    expect(done.stoppedAt).toBeNull();
    expect(done.world.units.map((u) => u.id)).toEqual(['m1']);
    expect(done.events.find((e) => e.kind === 'contact-lost')).toMatchObject({ empireId: 'aroma', unitIds: ['s1'], fromSystemId: 'b', letter: 'C' });
    expect(done.events.find((e) => e.kind === 'minor-contact')).toMatchObject({ empireId: 'muddy', otherEmpireId: 'aroma', alias: 'PLAYER 1' });
    const battle = done.events.find((e) => e.kind === 'battle' && e.empireId === 'muddy');
    expect(battle).toMatchObject({ result: { destroyed: [], damaged: [{ unitId: 'm1', damage: '-2AR' }], aliensDestroyed: 1 } });
  });

  it('a GM ruling replaces the table outcome', () => {
    const orders = [sheet('aroma', [['movement', 'A | SCOUT 1 | B - C | F |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | H |']])];
    const run = runTurn({ world: meeting(), orders, seed: 's', decisions: { contacts: { 'c:aroma:muddy': { value: 'neutral', note: 'players agreed' } } } });
    expect(run.pending).toEqual([]);
    expect(run.events.find((e) => e.kind === 'contact')).toMatchObject({ outcome: 'neutral', ruled: true });
  });
});

describe('the turn sequence', () => {
  it('runs the steps in the rulebook order A–L, then the end-of-turn finance', () => {
    const world = chain().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).build();
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B | F,X |']])], seed: 's' });
    const order = run.events.map((e) => TURN_STEPS.indexOf(e.step));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(run.steps.map((s) => s.step)).toEqual([...TURN_STEPS]);
  });
});

describe('step H: transfers and Full contact (NOVA 6.10, 6.4)', () => {
  const met = () =>
    chain()
      .unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' })
      .unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' })
      .build();
  const withContacts = (world: TurnWorld) => ({
    ...world,
    empires: world.empires.map((e) => ({ ...e, playerName: `${e.id} player`, contacts: [{ empireId: e.id === 'aroma' ? 'muddy' : 'aroma', level: 'normal', alias: e.id === 'aroma' ? 'Empire A' : 'Empire C', since: 1 }] })),
  });

  it('hands a ship to an empire in Normal contact whose units are there, and both are told', () => {
    const run = runTurn({ world: withContacts(met()), orders: [sheet('aroma', [['movement', 'C | SCOUT 1 | | F |'], ['general', 'Transfer SCOUT 1 to Empire A']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | F |']])], seed: 's' });
    expect(run.world.units.find((u) => u.id === 's1')?.empireId).toBe('muddy');
    const transfers = run.events.filter((e) => e.kind === 'transfer');
    expect(transfers.map((e) => [e.empireId, e.aliases])).toEqual([
      ['aroma', { aroma: { muddy: 'Empire A' } }],
      ['muddy', { muddy: { aroma: 'Empire C' } }],
    ]);
  });

  it('gives Full contact only when both ask in the same turn', () => {
    const one = runTurn({ world: withContacts(met()), orders: [sheet('aroma', [['general', 'Full contact with Empire A']])], seed: 's' });
    expect(kinds(one.events)).not.toContain('full-contact');
    expect(one.warnings.map((w) => w.code)).toContain('FULL-ONE-SIDED');
    const both = runTurn({ world: withContacts(met()), orders: [sheet('aroma', [['general', 'Full contact with Empire A']]), sheet('muddy', [['general', 'Request full contact with Empire C']])], seed: 's' });
    expect(both.events.filter((e) => e.kind === 'full-contact').map((e) => [e.empireId, (e as { playerName: string }).playerName])).toEqual([
      ['aroma', 'muddy player'],
      ['muddy', 'aroma player'],
    ]);
    const aroma = both.world.empires.find((e) => e.id === 'aroma');
    expect(aroma && contactsOf(aroma)[0]).toMatchObject({ level: 'full', alias: 'MUDDY' });
  });
});

describe('conditional orders (NOVA 6.9)', () => {
  it('apply only when the GM rules their condition met', () => {
    const world = chain().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    const orders = [sheet('aroma', [['movement', 'A | SCOUT 1 | B - C | F |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | Q |'], ['general', 'CO: if any alien ship stays at C, all ships Hostile to all']])];
    const unruled = runTurn({ world, orders, seed: 's' });
    expect(unruled.events.find((e) => e.kind === 'contact')).toMatchObject({ outcome: 'friendly' });
    const line = orders[1]?.lines.find((l) => l.row?.kind === 'general')?.line ?? 0;
    const ruled = runTurn({ world, orders, seed: 's', decisions: { conditions: { [`muddy:${line}`]: { value: true, note: 'the scout stayed' } } } });
    expect(ruled.events.find((e) => e.kind === 'contact')).toMatchObject({ outcome: 'hostile' });
  });
});

describe('step J: devastation (NOVA 3.3 DC, 4.5)', () => {
  it('wipes a planet without SDUs, suppresses it, and its owner is told', () => {
    const world = new WorldBuilder(2)
      .empire('aroma')
      .empire('muddy')
      .home('a', 'aroma')
      .system('c', { type: 5, status: 'outpost', ownerId: 'muddy', colonies: 1 })
      .line('w1', 'a', 'B', 'c', 'A')
      .design('razer', 'aroma', 'Razer', [['IE', 1], ['JD', 1], ['DC', 1]])
      .unit('r1', 'aroma', 'ship', 'c', { name: 'Razer 1', designId: 'razer' })
      .unit('ra', 'muddy', 'RA', 'c')
      .build();
    world.knowledge.push({ gameId: 'g', id: 'k.aroma.c', empireId: 'aroma', systemId: 'c', how: 'explored', turn: 1, name: 'C', type: 5, status: null, warpPoints: [] } as Knowledge);
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'C | RAZER 1 | | N,D |']])], seed: 's' });
    expect(run.events.filter((e) => e.kind === 'devastated').map((e) => e.empireId)).toEqual(['aroma', 'muddy']);
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ status: 'none', colonies: 0, ownerId: null, suppressed: 2, devastatedTurn: 2 });
    expect(run.world.units.map((u) => u.id)).toEqual(['r1']);
  });

  it('a Home Star wiped by devastation is a Home Star no more: recolonised, it produces by its status (NOVA: HOME STARS)', () => {
    const world = new WorldBuilder(2)
      .empire('aroma')
      .empire('muddy')
      .home('a', 'aroma')
      .home('d', 'muddy', { installations: { IC: 1 } })
      .line('w1', 'a', 'B', 'd', 'A')
      .design('razer', 'aroma', 'Razer', [['IE', 1], ['JD', 1], ['DC', 1]])
      .unit('r1', 'aroma', 'ship', 'd', { name: 'Razer 1', designId: 'razer' })
      .build();
    world.knowledge.push({ gameId: 'g', id: 'k.aroma.d', empireId: 'aroma', systemId: 'd', how: 'explored', turn: 1, name: 'D', type: 8, status: null, warpPoints: [] } as Knowledge);
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'D | RAZER 1 | | N,D |']])], seed: 's' });
    const d = run.world.systems.find((s) => s.id === 'd');
    expect(d).toMatchObject({ status: 'none', homeStar: false, homeStarLostTurn: 2 });
    // Recolonised by one colony later: an outpost of type 8 (40 MCr), not the World column's 200.
    const later = { ...run.world, turn: 4, systems: run.world.systems.map((s) => (s.id === 'd' ? { ...s, ownerId: 'muddy', status: 'outpost' as const, colonies: 1 } : s)) };
    const a = runTurn({ world: later, orders: [], seed: 's' });
    expect(a.events.find((e) => e.kind === 'production' && e.empireId === 'muddy')).toMatchObject({ mcr: 40 });
  });
});

describe('retreats from a battle (NOVA 6.11)', () => {
  it('head for the retreat destination written on the row', () => {
    const world = chain().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    const orders = [sheet('aroma', [['movement', 'A | SCOUT 1 | B - C | F | B']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | H |']])];
    const result: BattleResult = { how: 'entered', destroyed: [], damaged: [], retreated: ['s1'] };
    const run = runTurn({ world, orders, seed: 's', decisions: { battles: { 'b.3.c': { value: result, note: 'ran' } } } });
    expect(run.world.units.find((u) => u.id === 's1')).toMatchObject({ retreat: { systemId: 'b', since: 3 } });
  });
});

describe('step J: TFCs and PCBs (NOVA 3.9)', () => {
  const target = (sdus: number) => {
    const world = new WorldBuilder(2)
      .empire('aroma')
      .empire('muddy')
      .home('a', 'aroma')
      .system('c', { type: 7, status: 'world', ownerId: 'muddy', colonies: 3, installations: sdus > 0 ? { SDU: sdus } : {} })
      .system('t', { type: 3 })
      .line('w1', 'a', 'B', 'c', 'A')
      .design('hauler', 'aroma', 'Hauler', [['IE', 1], ['JD', 1], ['CH', 1, 40]])
      .unit('h1', 'aroma', 'ship', 'c', { name: 'Hauler 1', designId: 'hauler' })
      .unit('p1', 'aroma', 'PCB', 'c', { carriedBy: 'h1' })
      .unit('p2', 'aroma', 'PCB', 'c', { carriedBy: 'h1' })
      .unit('ra', 'muddy', 'RA', 'c')
      .build();
    world.knowledge.push({ gameId: 'g', id: 'k.aroma.c', empireId: 'aroma', systemId: 'c', how: 'explored', turn: 1, name: 'C', type: 7, status: null, warpPoints: [] } as Knowledge);
    return world;
  };

  it('two PCBs that get through wipe the planet and lower type 7 to 3; its owner is told', () => {
    const run = runTurn({ world: target(0), orders: [sheet('aroma', [['movement', 'C | HAULER 1 (2 PCB) | | N,D |']])], seed: 's' });
    expect(run.events.filter((e) => e.kind === 'planet-cracked').map((e) => [e.empireId, (e as { detonated: number }).detonated])).toEqual([
      ['aroma', 2],
      ['muddy', 2],
    ]);
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ type: 3, status: 'none', colonies: 0, ownerId: null });
    expect(run.world.units.map((u) => u.id)).toEqual(['h1']);
  });

  it('SDUs shoot at the bombs with d6 1–4, each shot a die the GM can force', () => {
    const orders = [sheet('aroma', [['movement', 'C | HAULER 1 (2 PCB) | | N,D |']])];
    const forced = { 'J:pcb:c:SDU1>PCB1': { value: 2, note: 'hit' }, 'J:pcb:c:SDU2>PCB2': { value: 6, note: 'miss' } };
    const run = runTurn({ world: target(2), orders, seed: 's', decisions: { dice: forced } });
    expect(run.rolls.filter((r) => r.step === 'J').map((r) => [r.key, r.value, r.forced])).toEqual([
      ['J:pcb:c:SDU1>PCB1', 2, true],
      ['J:pcb:c:SDU2>PCB2', 6, true],
    ]);
    // One bomb got through: the surface is wiped, the type stays.
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ type: 7, status: 'none' });
  });

  it('a TFC delivered with E raises type 1–4 by four and destroys what is on the planet', () => {
    const world = new WorldBuilder(2)
      .empire('aroma')
      .home('a', 'aroma')
      .system('t', { type: 3 })
      .line('w1', 'a', 'B', 't', 'A')
      .design('hauler', 'aroma', 'Hauler', [['IE', 1], ['JD', 1], ['CH', 1, 40]])
      .unit('h1', 'aroma', 'ship', 't', { name: 'Hauler 1', designId: 'hauler' })
      .unit('tfc', 'aroma', 'TFC', 't', { carriedBy: 'h1' })
      .build();
    world.knowledge.push({ gameId: 'g', id: 'k.aroma.t', empireId: 'aroma', systemId: 't', how: 'explored', turn: 1, name: 'T', type: 3, status: null, warpPoints: [] } as Knowledge);
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'T | HAULER 1 (1 TFC) | | N,E |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'terraformed')).toMatchObject({ empireId: 'aroma', typeBefore: 3, typeAfter: 7 });
    expect(run.world.systems.find((s) => s.id === 't')?.type).toBe(7);
    expect(run.world.units.map((u) => u.id)).toEqual(['h1']);
  });
});
