import { describe, expect, it } from 'vitest';
import { checkSheet } from '../orders/check';
import { parseOrderText } from '../orders/parse-sheet';
import { asSystemKnowledge } from '../map/knowledge';
import type { Knowledge } from '../../../model/entities';
import { militiaOfStatus } from './militia';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

/**
 * NOVA: EXPLORATION CAPABILITY (XC), STAR SYSTEMS, 6.7 X/W/O — what exploring teaches, and who can.
 * AROMA's home A; B (type 5, three warp points B, C, E); MUDDY's home D beyond B (warp point C–D).
 */
function map(): WorldBuilder {
  return new WorldBuilder(3)
    .empire('aroma', { treasury: 100 })
    .empire('muddy', { treasury: 100 })
    .home('a', 'aroma')
    .system('b', { type: 5 })
    .home('d', 'muddy', { installations: { IC: 1, SDU: 2 } })
    .system('e', { type: 2 })
    .line('w1', 'a', 'B', 'b', 'A')
    .line('w2', 'b', 'C', 'd', 'C')
    .line('w3', 'b', 'E', 'e', 'A')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2], ['XC', 1]])
    .design('probe', 'aroma', 'Probe', [['JD', 1], ['XC', 1]])
    .design('tug', 'aroma', 'Tug', [['IE', 2], ['JD', 1]])
    .design('frigate', 'muddy', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15]]);
}

const known = (world: TurnWorld, empireId: string, systemId: string) => {
  const record = world.knowledge.find((k) => k.empireId === empireId && k.systemId === systemId);
  return record ? asSystemKnowledge(record as Knowledge) : null;
};

describe('exploration (NOVA: EXPLORATION CAPABILITY, STAR SYSTEMS)', () => {
  it('an XC ship with no working IE cannot explore (CX) unless a ship of its empire with an IE is there to move it', () => {
    // NOVA: EXPLORATION CAPABILITY: "the ship with the XC must be able to move (have a working IE) or be moved by another friendly ship."
    const alone = map().unit('p1', 'aroma', 'ship', 'a', { name: 'Probe 1', designId: 'probe' }).build();
    const run = runTurn({ world: alone, orders: [sheet('aroma', [['movement', 'A | PROBE 1 | B | F,X |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'order-error' && e.step === 'H')).toMatchObject({ code: 'CX', empireId: 'aroma', systemId: 'b', unitIds: ['p1'] });
    expect(run.events.some((e) => e.kind === 'explored' && e.how === 'explored')).toBe(false);
    // The jump in still teaches the name and the entry letter (NOVA: 2.4), nothing more.
    expect(known(run.world, 'aroma', 'b')).toMatchObject({ how: 'jumped', type: null, warpPoints: [{ letter: 'A', leadsTo: { systemId: 'a', letter: 'B' } }] });

    const towed = map().unit('p1', 'aroma', 'ship', 'a', { name: 'Probe 1', designId: 'probe' }).unit('t1', 'aroma', 'ship', 'a', { name: 'Tug 1', designId: 'tug' }).build();
    const run2 = runTurn({ world: towed, orders: [sheet('aroma', [['movement', 'A | PROBE 1, TUG 1 | B | F,X |']])], seed: 's' });
    expect(run2.events.some((e) => e.kind === 'order-error' && e.code === 'CX')).toBe(false);
    expect(known(run2.world, 'aroma', 'b')).toMatchObject({ how: 'explored', type: 5 });
  });

  it('a ship whose XC was destroyed in battle cannot explore (CX)', () => {
    const world = map().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout', damage: { sd: 0, armourLost: 0, destroyed: ['XC#1'], ieLost: 0, jdLost: 0 } }).build();
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B | F,X |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'order-error' && e.step === 'H')).toMatchObject({ code: 'CX' });
    expect(known(run.world, 'aroma', 'b')?.how).toBe('jumped');
  });

  it('X finds the system: name, type, every warp letter, the way in, and reports the status as O does', () => {
    // NOVA: 6.7 X: "The ships will also report as detailed in the O order."
    const world = map().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).build();
    world.systems.find((s) => s.id === 'b')!.status = 'outpost';
    world.systems.find((s) => s.id === 'b')!.ownerId = 'muddy';
    world.systems.find((s) => s.id === 'b')!.colonies = 1;
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B | F,X |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'explored')).toMatchObject({ how: 'explored', type: 5, letters: ['A', 'C', 'E'], status: 'outpost', via: { fromSystemId: 'a', fromLetter: 'B', toLetter: 'A' } });
    expect(known(run.world, 'aroma', 'b')).toMatchObject({ how: 'explored', type: 5, status: 'outpost' });
    // The owner of a colonised system is told it was explored, nothing of the explorer (no ships of its own there).
    expect(run.events.find((e) => e.kind === 'alien-activity' && e.empireId === 'muddy')).toMatchObject({ activity: 'X', alienShips: 0 });
  });

  it('W explores the warp point only: every warp letter, not the type or the planet; the owner is not told', () => {
    // NOVA: EXPLORATION CAPABILITY: "only information about the warp point is discovered, but no report will be given to the owner of the planet".
    const world = map().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).build();
    Object.assign(world.systems.find((s) => s.id === 'b')!, { status: 'outpost', ownerId: 'muddy', colonies: 1 });
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B | F,W |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'explored')).toMatchObject({ how: 'warp-point', letters: ['A', 'C', 'E'], status: null, aliensPresent: [] });
    expect(known(run.world, 'aroma', 'b')).toMatchObject({ how: 'jumped', type: null, status: null });
    expect(known(run.world, 'aroma', 'b')?.warpPoints.map((p) => p.letter)).toEqual(['A', 'C', 'E']);
    expect(run.events.some((e) => e.kind === 'alien-activity' && e.empireId === 'muddy')).toBe(false);
  });

  it('exploring an alien home star shows its World, SDUs, armies (its ten militia) and IC, never how many', () => {
    // NOVA: EXPLORATION CAPABILITY: "the presence of alien ships, installations, SDUs, and whether or not there are any armies on the planet (but not how many)"; HOME STARS: ten militia armies.
    const world = map().unit('s1', 'aroma', 'ship', 'b', { name: 'Scout 1', designId: 'scout' }).build();
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'B | SCOUT 1 | C | F,X |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'explored')).toMatchObject({ systemId: 'd', aliensPresent: ['AWP', 'SDU', 'armies', 'IC'] });
  });

  it('a planet not explored may not be colonised, assaulted or devastated (NOVA: STAR SYSTEMS: "impossible to find the planet until the warp point has been explored")', () => {
    const world = map()
      .design('hauler', 'aroma', 'Hauler', [['IE', 1], ['JD', 1], ['CH', 30, 6]])
      .unit('h1', 'aroma', 'ship', 'a', { name: 'Hauler 1', designId: 'hauler' })
      .unit('c1', 'aroma', 'C', 'a')
      .build();
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | HAULER 1 (1 COL) | B | F,E |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'order-error' && e.step === 'K')).toMatchObject({ code: 'E' });
    expect(run.world.systems.find((s) => s.id === 'b')).toMatchObject({ colonies: 0, ownerId: null });
  });

  it('the order checker warns (CX) of an XC ship with no IE and no ship of its empire to move it', () => {
    const world = map().unit('p1', 'aroma', 'ship', 'a', { name: 'Probe 1', designId: 'probe' }).unit('t1', 'aroma', 'ship', 'a', { name: 'Tug 1', designId: 'tug' }).build();
    const input = { empireId: 'aroma', systems: world.systems, warpLines: world.warpLines, units: world.units, designs: world.designs, knowledge: [], empires: world.empires };
    const check = (row: string) => checkSheet(parseOrderText(`MOVEMENT\n${row}`)[0]?.lines ?? [], input).map((d) => `${d.severity} ${d.code}`);
    expect(check('A | PROBE 1 | B | F,X |')).toContain('warning CX');
    expect(check('A | PROBE 1, TUG 1 | B | F,X |')).not.toContain('warning CX');
    expect(check('A | PROBE 1 | | F,X |')).not.toContain('warning CX');
  });
});

describe('star systems (NOVA: 2.1 STAR SYSTEMS, HOME STARS)', () => {
  it("colonies of two empires never share a system: establishing beside another empire's colony is refused (E)", () => {
    const world = map()
      .design('hauler', 'aroma', 'Hauler', [['IE', 1], ['JD', 1], ['CH', 30, 6]])
      .unit('h1', 'aroma', 'ship', 'a', { name: 'Hauler 1', designId: 'hauler' })
      .unit('c1', 'aroma', 'C', 'a')
      .build();
    Object.assign(world.systems.find((s) => s.id === 'b')!, { status: 'outpost', ownerId: 'muddy', colonies: 1 });
    world.knowledge.push({ gameId: 'g', id: 'k.aroma.b', empireId: 'aroma', systemId: 'b', how: 'explored', turn: 2, name: 'B', type: 5, status: null, warpPoints: [] } as unknown as Knowledge);
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | HAULER 1 (1 COL) | B | F,E |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'order-error' && e.step === 'K')).toMatchObject({ code: 'E', reason: 'Hauler 1 could not establish: B is colonised by another empire' });
    expect(run.world.systems.find((s) => s.id === 'b')).toMatchObject({ ownerId: 'muddy', colonies: 1, status: 'outpost' });
  });

  it('a home star is a World, type 8, with an established IC and ten immovable militia armies', () => {
    const world = map().build();
    const home = world.systems.find((s) => s.id === 'd')!;
    expect(home).toMatchObject({ type: 8, status: 'world', homeStar: true, installations: { IC: 1 } });
    expect(militiaOfStatus(world, home)).toBe(10);
    // A World that is not a home star has three (NOVA: INTRINSIC SYSTEM GARRISONS).
    expect(militiaOfStatus(world, { ...home, id: 'x', homeStar: false })).toBe(3);
  });
});
