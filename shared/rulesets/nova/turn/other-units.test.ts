/**
 * NOVA: 3.9 other units, over whole turns: SYSTEM DEFENCE UNITS against PCBs (the book's example
 * with its dice forced), PLANET CRACKER BOMB type changes, TERRAFORM CONSTRUCT (SDUs prevent it; a
 * type 5–8 planet keeps its type but is wiped; stored units carried off where there is CH room).
 */
import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

const explored = (world: TurnWorld, systemId: string, type: number) =>
  world.knowledge.push({ gameId: 'g', id: `k.aroma.${systemId}`, empireId: 'aroma', systemId, how: 'explored', turn: 1, name: systemId.toUpperCase(), type, status: null, warpPoints: [] } as Knowledge);

/** AROMA's Hauler 1 over MUDDY's Type 7 World C with `sdus` SDUs, carrying `pcbs` PCBs. */
function bombing(sdus: number, pcbs: number): TurnWorld {
  const b = new WorldBuilder(2)
    .empire('aroma')
    .empire('muddy')
    .home('a', 'aroma')
    .system('c', { type: 7, status: 'world', ownerId: 'muddy', colonies: 3, installations: sdus > 0 ? { SDU: sdus } : {} })
    .line('w1', 'a', 'B', 'c', 'A')
    .design('hauler', 'aroma', 'Hauler', [['IE', 1], ['JD', 1], ['CH', 1, 40]])
    .unit('h1', 'aroma', 'ship', 'c', { name: 'Hauler 1', designId: 'hauler' });
  for (let i = 1; i <= pcbs; i++) b.unit(`p${i}`, 'aroma', 'PCB', 'c', { carriedBy: 'h1' });
  const world = b.build();
  explored(world, 'c', 7);
  return world;
}
const drop = (pcbs: number) => [sheet('aroma', [['movement', `C | HAULER 1 (${pcbs} PCB) | | N,D |`]])];

describe('NOVA: SYSTEM DEFENCE UNITS, PLANET CRACKER BOMB (3.9)', () => {
  // NOVA: SYSTEM DEFENCE UNITS "(Ex - 3 SDUs have 2 PCBs dropped on them. They fire at one PCB twice and the other once. Each SDU hits on a 1-4 (on a die 6). One SDU destroys its target, but the other two miss. The planet and everything on it is destroyed)."
  it("the book's example: 3 SDUs fire at 2 PCBs (one twice, one once), one hit, two misses: the planet and everything on it is destroyed", () => {
    const dice = { 'J:pcb:c:SDU1>PCB1': { value: 3, note: 'hit' }, 'J:pcb:c:SDU2>PCB2': { value: 5, note: 'miss' }, 'J:pcb:c:SDU3>PCB1': { value: 6, note: 'miss' } };
    const run = runTurn({ world: bombing(3, 2), orders: drop(2), seed: 's', decisions: { dice } });
    expect(run.rolls.filter((r) => r.step === 'J').map((r) => r.key)).toEqual(['J:pcb:c:SDU1>PCB1', 'J:pcb:c:SDU2>PCB2', 'J:pcb:c:SDU3>PCB1']);
    expect(run.events.find((e) => e.kind === 'planet-cracked' && e.empireId === 'muddy')).toMatchObject({ dropped: 2, detonated: 1 });
    // One PCB got through: everything on the surface is destroyed; one bomb does not change the type.
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ type: 7, status: 'none', colonies: 0, ownerId: null, installations: {} });
  });

  // NOVA: SYSTEM DEFENCE UNITS "PCB(s) destroyed by defending SDUs have no effect."
  it('bombs all stopped by the SDUs have no effect', () => {
    const dice = { 'J:pcb:c:SDU1>PCB1': { value: 1, note: 'hit' }, 'J:pcb:c:SDU2>PCB2': { value: 4, note: 'hit' }, 'J:pcb:c:SDU3>PCB1': { value: 6, note: 'miss' } };
    const run = runTurn({ world: bombing(3, 2), orders: drop(2), seed: 's', decisions: { dice } });
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ type: 7, status: 'world', ownerId: 'muddy', installations: { SDU: 3 } });
  });

  // NOVA: PLANET CRACKER BOMB "Systems hit by 3 PCBs at the same time are reduced to a type 0 systems."
  it('three PCBs at once reduce the planet to type 0', () => {
    const run = runTurn({ world: bombing(0, 3), orders: drop(3), seed: 's' });
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ type: 0, status: 'none' });
  });
});

describe('NOVA: TERRAFORM CONSTRUCT (3.9)', () => {
  function terraform(type: number, extra: (b: WorldBuilder) => WorldBuilder = (b) => b): TurnWorld {
    const world = extra(
      new WorldBuilder(2)
        .empire('aroma')
        .home('a', 'aroma')
        .system('t', { type, status: type >= 5 ? 'outpost' : 'none', ownerId: type >= 5 ? 'aroma' : null, colonies: type >= 5 ? 1 : 0 })
        .line('w1', 'a', 'B', 't', 'A')
        .design('hauler', 'aroma', 'Hauler', [['IE', 1], ['JD', 1], ['CH', 1, 30]])
        .design('mule', 'aroma', 'Mule', [['IE', 1], ['JD', 1], ['CH', 1, 4]])
        .unit('h1', 'aroma', 'ship', 't', { name: 'Hauler 1', designId: 'hauler' })
        .unit('tfc', 'aroma', 'TFC', 't', { carriedBy: 'h1' }),
    ).build();
    explored(world, 't', type);
    return world;
  }
  const use = [sheet('aroma', [['movement', 'T | HAULER 1 (1 TFC) | | N,E |']])];

  // NOVA: TERRAFORM CONSTRUCT "TFCs can't be used on planets if any SDUs are present."
  it('SDUs on the planet prevent its use', () => {
    const run = runTurn({ world: terraform(3, (b) => b.unit('sdu', 'aroma', 'SDU', 't')), orders: use, seed: 's' });
    expect(run.events.find((e) => e.kind === 'order-error' && e.code === 'TFC')).toMatchObject({ reason: 'Hauler 1: a TFC cannot be used while any SDU is on T (NOVA 3.9)' });
    expect(run.world.systems.find((s) => s.id === 't')?.type).toBe(3);
  });

  // NOVA: TERRAFORM CONSTRUCT "TFCs used on type 0,5,6,7,or 8 systems have no effect on the system type but do destroy all units and reduce the Status to NONE."
  it('on a type 6 planet the type stays, but everything is destroyed and the status becomes NONE', () => {
    const run = runTurn({ world: terraform(6, (b) => b.unit('ra', 'aroma', 'RA', 't')), orders: use, seed: 's' });
    expect(run.world.systems.find((s) => s.id === 't')).toMatchObject({ type: 6, status: 'none', colonies: 0, ownerId: null });
    // The hauler's 30 holds held only the TFC: it has room for the RA, which is carried off (below).
    expect(run.world.units.map((u) => [u.id, u.carriedBy])).toEqual([
      ['h1', undefined],
      ['ra', 'h1'],
    ]);
  });

  // NOVA: TERRAFORM CONSTRUCT "The use of a TFC destroys the TFC and all existing units established or stored on the planet (in the absence of enough CH capacity to carry them)."
  it('stored units are carried off where their empire has free cargo holds there; the rest are destroyed', () => {
    // The hauler's 30 holds are free once the TFC is used; Mule 1 has 4, 3 of them taken by an SDU.
    // Stored on the planet: two ICs (4 holds each), two RAs (1 each). In the loading order (cheapest first):
    // RA→hauler, RA→hauler, IC→hauler, IC→hauler: all fit (10 of 30).
    const roomy = terraform(3, (b) => b.unit('m1', 'aroma', 'ship', 't', { name: 'Mule 1', designId: 'mule' }).unit('sd1', 'aroma', 'SDU', 't', { carriedBy: 'm1' }).unit('ic1', 'aroma', 'IC', 't').unit('ic2', 'aroma', 'IC', 't').unit('ra1', 'aroma', 'RA', 't').unit('ra2', 'aroma', 'RA', 't'));
    const run = runTurn({ world: roomy, orders: use, seed: 's' });
    expect(run.world.systems.find((s) => s.id === 't')?.type).toBe(7);
    expect(run.events.filter((e) => e.kind === 'cargo-loaded' && e.step === 'J')).toMatchObject([{ shipId: 'h1', unitIds: ['ra1', 'ra2', 'ic1', 'ic2'] }]);
    // MUDDY's IC stored there has no MUDDY ship to carry it: it is destroyed; AROMA's RA is carried off.
    const mixed = terraform(3, (b) => b.empire('muddy').unit('ic9', 'muddy', 'IC', 't').unit('ra1', 'aroma', 'RA', 't'));
    const other = runTurn({ world: mixed, orders: use, seed: 's' });
    expect(other.world.units.filter((u) => u.kind !== 'ship').map((u) => [u.id, u.carriedBy])).toEqual([['ra1', 'h1']]);
  });

});

describe('NOVA: INDUSTRIAL COMPLEX, REGULAR ARMIES (3.9)', () => {
  /** AROMA's Hauler 1 at T (type 6, MUDDY's captured outpost without defenders, or nobody's) with `cargo`. */
  function at(owner: string | null, cargo: [string, string][]): TurnWorld {
    const b = new WorldBuilder(2)
      .empire('aroma')
      .empire('muddy')
      .home('a', 'aroma')
      .system('t', { type: 6, status: owner ? 'outpost' : 'none', ownerId: owner, colonies: owner ? 1 : 0, captured: owner !== null })
      .line('w1', 'a', 'B', 't', 'A')
      .design('hauler', 'aroma', 'Hauler', [['IE', 1], ['JD', 1], ['CH', 1, 30]])
      .unit('h1', 'aroma', 'ship', 't', { name: 'Hauler 1', designId: 'hauler' });
    for (const [id, kind] of cargo) b.unit(id, 'aroma', kind, 't', { carriedBy: 'h1' });
    const world = b.build();
    explored(world, 't', 6);
    return world;
  }

  // NOVA: INDUSTRIAL COMPLEX "ICs can't be established on planets with a Status of NONE."
  it('an IC delivered with E to an uncolonised planet is not established; it stays aboard', () => {
    const run = runTurn({ world: at(null, [['ic', 'IC']]), orders: [sheet('aroma', [['movement', 'T | HAULER 1 (1 IC) | | N,E |']])], seed: 's' });
    expect(run.world.systems.find((s) => s.id === 't')?.installations.IC).toBeUndefined();
    expect(run.world.units.find((u) => u.id === 'ic')?.carriedBy).toBe('h1');
  });

  // NOVA: REGULAR ARMIES "RAs have a CF of 3. They cannot be used to invade alien planets." ASSAULT ARMIES "They can invade alien held planets."
  it('RAs cannot invade: an undefended alien planet is taken by an AA, not by RAs alone', () => {
    const ras = runTurn({ world: at('muddy', [['ra1', 'RA'], ['ra2', 'RA']]), orders: [sheet('aroma', [['movement', 'T | HAULER 1 (2 RA) | | N,A |']])], seed: 's' });
    expect(ras.world.systems.find((s) => s.id === 't')?.ownerId).toBe('muddy');
    expect(ras.world.units.filter((u) => u.kind === 'RA').map((u) => u.carriedBy)).toEqual(['h1', 'h1']);
    const aa = runTurn({ world: at('muddy', [['aa1', 'AA']]), orders: [sheet('aroma', [['movement', 'T | HAULER 1 (1 AA) | | N,A |']])], seed: 's' });
    expect(aa.world.systems.find((s) => s.id === 't')?.ownerId).toBe('aroma');
  });
});
