// NOVA: RETREATS (6.11) — "Default is to the nearest established IC controlled by the player at
// the turn's start. Retreats are based on information known at the turn's start. Ties are
// resolved by system production, then the GM."
import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { defaultRetreatDestination, knownJumps, retreatDestinationOf } from './retreat-destination';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { BattleResult, TurnWorld } from './types';

/** Teaches `empireId` both ends of each warp line named (as jumping through it would). */
function know(world: TurnWorld, empireId: string, lineIds: string[]): TurnWorld {
  for (const id of lineIds) {
    const line = world.warpLines.find((l) => l.id === id);
    if (!line) throw new Error(`no line ${id}`);
    for (const [here, letter, there, thereLetter] of [
      [line.a, line.aLetter, line.b, line.bLetter],
      [line.b, line.bLetter, line.a, line.aLetter],
    ] as const) {
      let record = world.knowledge.find((k) => k.empireId === empireId && k.systemId === here) as (Knowledge & { warpPoints: unknown[] }) | undefined;
      if (!record) {
        record = { gameId: 'g', id: `k.${empireId}.${here}`, empireId, systemId: here, how: 'jumped', turn: 1, name: here.toUpperCase(), type: null, status: null, warpPoints: [] } as unknown as Knowledge & { warpPoints: unknown[] };
        world.knowledge.push(record);
      }
      record.warpPoints.push({ letter, leadsTo: { systemId: there, letter: thereLetter } });
    }
  }
  return world;
}

/**
 * Aroma's home H (Type 8 World, 200 MCr) is 4 jumps from the battle at X; its colony K
 * (Type 5 Settlement with an established IC) is 1 jump away. H comes first in the system list.
 *   H –w1– P –w2– Q –w3– R –w4– X –w5– K,  X –w6– L (L: a Type 1 Outpost with an IC, 10 MCr, 1 jump).
 */
function frontier(): WorldBuilder {
  return new WorldBuilder(3)
    .empire('aroma')
    .empire('muddy')
    .home('h', 'aroma')
    .system('k', { type: 5, status: 'settlement', ownerId: 'aroma', colonies: 2, installations: { IC: 1 } })
    .system('l', { type: 1, status: 'outpost', ownerId: 'aroma', colonies: 1, installations: { IC: 1 } })
    .system('p', { type: 3 })
    .system('q', { type: 3 })
    .system('r', { type: 3 })
    .system('x', { type: 4 })
    .home('m', 'muddy')
    .line('w1', 'h', 'A', 'p', 'A')
    .line('w2', 'p', 'B', 'q', 'A')
    .line('w3', 'q', 'B', 'r', 'A')
    .line('w4', 'r', 'B', 'x', 'A')
    .line('w5', 'x', 'B', 'k', 'A')
    .line('w6', 'x', 'C', 'l', 'A')
    .design('frigate', 'aroma', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15]])
    .design('raider', 'muddy', 'Raider', [['IE', 2], ['JD', 1], ['BL', 15]]);
}
const ALL = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'];

describe('default retreat destination (NOVA 6.11 RETREATS)', () => {
  it('counts jumps over the warp lines the empire knows', () => {
    const world = know(frontier().build(), 'aroma', ALL);
    expect(Object.fromEntries(knownJumps(world.knowledge, 'aroma', 'x'))).toEqual({ x: 0, r: 1, k: 1, l: 1, q: 2, p: 3, h: 4 });
  });

  it('takes the nearest established IC by jumps, not the first IC listed (a 1-jump IC over the 4-jump Home Star)', () => {
    const world = know(frontier().build(), 'aroma', ['w1', 'w2', 'w3', 'w4', 'w5']);
    const choice = defaultRetreatDestination(world, 'aroma', 'x');
    expect(choice).toMatchObject({ systemId: 'k', jumps: 1, tied: [] });
    expect(choice.reason).toBe('nearest established IC, 1 jump');
  });

  it('breaks a tie in jumps by system production (Type 5 Settlement, 20 MCr, over Type 1 Outpost, 10 MCr)', () => {
    const world = know(frontier().build(), 'aroma', ALL);
    const choice = defaultRetreatDestination(world, 'aroma', 'x');
    expect(choice.systemId).toBe('k');
    expect(choice.reason).toMatch(/chosen over 1 other at 1 jump by production/);
    expect(choice.tied).toEqual([]);
  });

  it('leaves a tie in jumps and production to the GM: the first by name, with the tied systems named', () => {
    const world = know(frontier().build(), 'aroma', ALL);
    const l = world.systems.find((s) => s.id === 'l');
    if (l) Object.assign(l, { type: 5, status: 'settlement', colonies: 2 });
    const choice = defaultRetreatDestination(world, 'aroma', 'x');
    expect(choice).toMatchObject({ systemId: 'k', tied: ['k', 'l'] });
    expect(choice.reason).toMatch(/the GM decides/);
  });

  it('ignores ICs the empire has no known route to, and systems without an established IC', () => {
    const world = know(frontier().build(), 'aroma', ['w1', 'w2', 'w3', 'w4']);
    // K and L are not reachable over known lines; the Home Star is, 4 jumps away.
    expect(defaultRetreatDestination(world, 'aroma', 'x')).toMatchObject({ systemId: 'h', jumps: 4 });
    const noIc = know(frontier().build(), 'aroma', ALL);
    for (const s of noIc.systems) if (s.id === 'k' || s.id === 'l') s.installations = {};
    expect(defaultRetreatDestination(noIc, 'aroma', 'x')).toMatchObject({ systemId: 'h', jumps: 4 });
  });

  it('reads the owners at the start of the turn: an IC lost during the turn still counts', () => {
    const start = know(frontier().build(), 'aroma', ALL);
    const now = structuredClone(start);
    for (const s of now.systems) if (s.id === 'k') s.ownerId = 'muddy';
    now.units.push({ gameId: 'g', id: 'f1', empireId: 'aroma', kind: 'ship', name: 'F1', systemId: 'x' } as TurnWorld['units'][number]);
    expect(retreatDestinationOf(now, start, {}, 'f1').systemId).toBe('k');
    expect(retreatDestinationOf(now, now, {}, 'f1').systemId).toBe('l');
  });

  it('gives the GM the last word: a retreat ruling with its note', () => {
    const world = know(frontier().build(), 'aroma', ALL);
    world.units.push({ gameId: 'g', id: 'f1', empireId: 'aroma', kind: 'ship', name: 'F1', systemId: 'x' } as TurnWorld['units'][number]);
    const choice = retreatDestinationOf(world, world, { retreats: { f1: { value: 'h', note: 'the admiral goes home' } } }, 'f1');
    expect(choice).toMatchObject({ systemId: 'h', reason: 'GM ruling: the admiral goes home' });
  });
});

describe('retreats in a turn (NOVA 6.2 G, 6.11)', () => {
  const meeting = () =>
    know(frontier().unit('f1', 'aroma', 'ship', 'x', { name: 'Frigate 1', designId: 'frigate' }).unit('r1', 'muddy', 'ship', 'x', { name: 'Raider 1', designId: 'raider' }).build(), 'aroma', ALL);

  it('a ship retreating from a battle heads for the nearest IC and gets there at F next turn', () => {
    const orders = [sheet('aroma', [['movement', 'X | FRIGATE 1 | | H |']]), sheet('muddy', [['movement', 'X | RAIDER 1 | | H |']])];
    const result: BattleResult = { how: 'entered', destroyed: [], damaged: [], retreated: ['f1'] };
    const run = runTurn({ world: meeting(), orders, seed: 's', decisions: { battles: { 'b.3.x': { value: result, note: 'ran' } } } });
    expect(run.world.units.find((u) => u.id === 'f1')).toMatchObject({ retreat: { systemId: 'k', since: 3 } });
    const next = runTurn({ world: { ...run.world, turn: 4 }, orders: [], seed: 's' });
    expect(next.world.units.find((u) => u.id === 'f1')?.systemId).toBe('k');
  });

  // Contact table: R against N is code 7, "The side with R orders retreats".
  it('a ship with R orders retreats at contact; the event says where and why', () => {
    const orders = [sheet('aroma', [['movement', 'X | FRIGATE 1 | | R |']]), sheet('muddy', [['movement', 'X | RAIDER 1 | | N |']])];
    const run = runTurn({ world: meeting(), orders, seed: 's' });
    const retreat = run.events.find((e) => e.kind === 'retreat');
    expect(retreat).toMatchObject({ empireId: 'aroma', unitIds: ['f1'], toSystemId: 'k' });
    expect(retreat && 'reason' in retreat ? retreat.reason : '').toMatch(/nearest established IC, 1 jump/);
  });

  it('warns of a tie the GM must decide, and follows the GM ruling', () => {
    const world = meeting();
    for (const s of world.systems) if (s.id === 'l') Object.assign(s, { type: 5, status: 'settlement', colonies: 2 });
    const orders = [sheet('aroma', [['movement', 'X | FRIGATE 1 | | R |']]), sheet('muddy', [['movement', 'X | RAIDER 1 | | N |']])];
    const tied = runTurn({ world, orders, seed: 's' });
    expect(tied.warnings.find((w) => w.code === 'RETREAT-TIE')?.message).toMatch(/K or L/);
    const ruled = runTurn({ world, orders, seed: 's', decisions: { retreats: { f1: { value: 'l', note: 'L is safer' } } } });
    expect(ruled.world.units.find((u) => u.id === 'f1')).toMatchObject({ retreat: { systemId: 'l' } });
    expect(ruled.warnings.some((w) => w.code === 'RETREAT-TIE')).toBe(false);
  });

  it('warns of a tie for a ship retreating out of a turn battle, as for a retreat at contact, and follows the GM ruling', () => {
    const world = meeting();
    for (const s of world.systems) if (s.id === 'l') Object.assign(s, { type: 5, status: 'settlement', colonies: 2 });
    const orders = [sheet('aroma', [['movement', 'X | FRIGATE 1 | | H |']]), sheet('muddy', [['movement', 'X | RAIDER 1 | | H |']])];
    const result: BattleResult = { how: 'entered', destroyed: [], damaged: [], retreated: ['f1'] };
    const tied = runTurn({ world, orders, seed: 's', decisions: { battles: { 'b.3.x': { value: result, note: 'ran' } } } });
    const warning = tied.warnings.find((w) => w.code === 'RETREAT-TIE');
    expect(warning).toMatchObject({ step: 'G', empireId: 'aroma', systemId: 'x' });
    expect(warning?.message).toMatch(/^ships retreating out of the battle from X may go to K or L/);
    const ruled = runTurn({ world, orders, seed: 's', decisions: { battles: { 'b.3.x': { value: result, note: 'ran' } }, retreats: { f1: { value: 'l', note: 'L is safer' } } } });
    expect(ruled.world.units.find((u) => u.id === 'f1')).toMatchObject({ retreat: { systemId: 'l' } });
    expect(ruled.warnings.some((w) => w.code === 'RETREAT-TIE')).toBe(false);
  });
});
