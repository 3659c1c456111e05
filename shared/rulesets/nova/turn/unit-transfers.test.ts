import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { diplomacyStep } from './step-h-diplomacy';
import { runTurn } from './run-turn';
import { sheet, stepInput, WorldBuilder } from './test-world';
import { readTransferTerms } from './unit-transfers';
import type { TurnDecisions, TurnWorld } from './types';

/** aroma (alias for muddy: "Empire A") and muddy (alias for aroma: "Empire C") in Normal contact; system c. */
function base(): WorldBuilder {
  return new WorldBuilder(3)
    .empire('aroma', { contacts: [{ empireId: 'muddy', level: 'normal', alias: 'Empire A', since: 1 }] })
    .empire('muddy', { contacts: [{ empireId: 'aroma', level: 'normal', alias: 'Empire C', since: 1 }] })
    .empire('pagan')
    .home('a', 'aroma')
    .system('c', { type: 3 })
    .home('d', 'muddy')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2], ['XC', 1], ['CH', 30, 6]])
    .design('frigate', 'muddy', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15, 2]])
    .design('aroma-frigate', 'aroma', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15, 2]]);
}

const explored = (empireId: string, systemId: string) => ({ gameId: 'g', id: `k.${empireId}.${systemId}`, empireId, systemId, how: 'explored', turn: 1, name: systemId.toUpperCase(), type: 3, status: null, warpPoints: [] }) as Knowledge;

function stepH(world: TurnWorld, aroma: string[], muddy: string[] = [], decisions: TurnDecisions = {}) {
  const orders = [sheet('aroma', aroma.map((t) => ['general', t] as const)), sheet('muddy', muddy.map((t) => ['general', t] as const))];
  return diplomacyStep(stepInput(world, orders, {}, decisions));
}

const owner = (world: TurnWorld, id: string) => world.units.find((u) => u.id === id)?.empireId;

describe('NOVA: TRANSFER OF UNITS (6.10), sentence by sentence', () => {
  // NOVA: TRANSFER OF UNITS "Unit transfers can only occur between empires with Normal or Full Contact."
  it('refuses a transfer to an empire without Normal or Full contact', () => {
    const world = base().unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).unit('p1', 'pagan', 'ship', 'c', { name: 'Raider' }).build();
    const out = stepH(world, ['Transfer SCOUT 1 to PAGAN']);
    expect(owner(out.world, 's1')).toBe('aroma');
    expect(out.events.find((e) => e.kind === 'order-error')).toMatchObject({ code: 'TRANSFER', reason: expect.stringContaining('Normal or Full contact') });
  });

  // NOVA: TRANSFER OF UNITS "Units of the side receiving the transferred units must exist where the transfer occurs or the exchange can't occur."
  it('needs units of the receiver where the transfer occurs', () => {
    const world = base().unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).unit('m1', 'muddy', 'ship', 'd', { name: 'Frigate 1', designId: 'frigate' }).build();
    const out = stepH(world, ['Transfer SCOUT 1 to Empire A']);
    expect(owner(out.world, 's1')).toBe('aroma');
    expect(out.events.find((e) => e.kind === 'transfer')).toMatchObject({ ok: false, reason: expect.stringContaining('no units where the transfer happens') });
  });

  // NOVA: TRANSFER OF UNITS "When the receiving empire only has installations in the system the transferring units must be in
  // possession of the exploration information for the system. If not, and they don't get it, the transfer will not occur."
  it('with only installations of the receiver there, the giver must hold the exploration information', () => {
    const world = base().unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).unit('ic', 'muddy', 'IC', 'c', { name: 'IC 1' }).build();
    // The receiver's knowledge does not count: it is the transferring units' information.
    world.knowledge.push(explored('muddy', 'c'));
    const without = stepH(world, ['Transfer SCOUT 1 to Empire A']);
    expect(owner(without.world, 's1')).toBe('aroma');
    expect(without.events.find((e) => e.kind === 'transfer')).toMatchObject({ ok: false, reason: expect.stringContaining('exploration information') });
    world.knowledge.push(explored('aroma', 'c'));
    const withIt = stepH(world, ['Transfer SCOUT 1 to Empire A']);
    expect(owner(withIt.world, 's1')).toBe('muddy');
  });

  it('"… and they don\'t get it": exploring the system this turn (step H, before the transfer) is enough', () => {
    const world = base().unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('ic', 'muddy', 'IC', 'c', { name: 'IC 1' }).line('w', 'a', 'C', 'c', 'A').build();
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | C | F,X |'], ['general', 'Transfer SCOUT 1 to Empire A']])], seed: 's' });
    expect(run.events.map((e) => e.kind)).toContain('explored');
    expect(owner(run.world, 's1')).toBe('muddy');
  });

  // NOVA: TRANSFER OF UNITS "Transfers may be conditional and may be specified as simultaneous."
  it('a conditional transfer occurs only when the GM rules its condition met', () => {
    const world = base().unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    const lines = ['CO: Transfer SCOUT 1 to Empire A if Empire A pays 50 MCr'];
    const unruled = stepH(world, lines);
    expect(owner(unruled.world, 's1')).toBe('aroma');
    expect(unruled.events.find((e) => e.kind === 'transfer')).toMatchObject({ ok: false, reason: expect.stringContaining('not ruled') });
    const line = sheet('aroma', [['general', lines[0] as string]]).lines[0]?.line ?? 0;
    const notMet = stepH(world, lines, [], { conditions: { [`aroma:${line}`]: { value: false, note: 'no payment' } } });
    expect(owner(notMet.world, 's1')).toBe('aroma');
    const met = stepH(world, lines, [], { conditions: { [`aroma:${line}`]: { value: true, note: 'paid' } } });
    expect(owner(met.world, 's1')).toBe('muddy');
  });

  it('"if" without CO is a condition too; the receiver is read without it', () => {
    expect(readTransferTerms('Empire A unless attacked')).toEqual({ to: 'Empire A', condition: 'unless attacked', simultaneous: false, disable: [], missiles: null });
    expect(readTransferTerms('Empire A, disable BL, JD simultaneously')).toEqual({ to: 'Empire A', condition: null, simultaneous: true, disable: ['BL', 'JD'], missiles: null });
    expect(readTransferTerms('Empire A (simultaneous)')).toMatchObject({ to: 'Empire A', simultaneous: true });
  });

  it('reads "with missiles …" (NOVA: MISSILE LAUNCHERS) beside "disable …", in either order', () => {
    expect(readTransferTerms('Empire A with missiles Mark 7, Mark 8, disable BL')).toEqual({ to: 'Empire A', condition: null, simultaneous: false, disable: ['BL'], missiles: ['Mark 7', 'Mark 8'] });
    expect(readTransferTerms('Empire A, disable BL with missiles Mark 7 if paid')).toEqual({ to: 'Empire A', condition: 'if paid', simultaneous: false, disable: ['BL'], missiles: ['Mark 7'] });
  });

  it('a swap of the only ships two empires have there needs "simultaneously"', () => {
    const world = base().unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    const oneAfterOther = stepH(world, ['Transfer SCOUT 1 to Empire A'], ['Transfer FRIGATE 1 to Empire C']);
    expect([owner(oneAfterOther.world, 's1'), owner(oneAfterOther.world, 'm1')]).toEqual(['muddy', 'muddy']);
    const together = stepH(world, ['Transfer SCOUT 1 to Empire A simultaneously'], ['Transfer FRIGATE 1 to Empire C simultaneously']);
    expect([owner(together.world, 's1'), owner(together.world, 'm1')]).toEqual(['muddy', 'aroma']);
  });

  // NOVA: TRANSFER OF UNITS "Armies and colonies remain the property of the empire which built them even when transported and
  // established by alien ships. Such units are not informed of route information when transported."
  it('armies and colonies aboard a transferred ship stay their builder\'s; the rest of the cargo goes with the ship', () => {
    const world = base()
      .unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' })
      .unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' })
      .unit('aa', 'aroma', 'AA', 'c', { name: 'AA 1', carriedBy: 's1' })
      .unit('col', 'aroma', 'C', 'c', { name: 'C 1', carriedBy: 's1' })
      .unit('ic', 'aroma', 'IC', 'c', { name: 'IC 7', carriedBy: 's1' })
      .build();
    const out = stepH(world, ['Transfer SCOUT 1 to Empire A']);
    expect(['s1', 'aa', 'col', 'ic'].map((id) => owner(out.world, id))).toEqual(['muddy', 'aroma', 'aroma', 'muddy']);
    expect(out.world.units.find((u) => u.id === 'aa')).toMatchObject({ carriedBy: 's1' });
    expect(out.events.find((e) => e.kind === 'transfer')).toMatchObject({ ok: true, reason: expect.stringContaining('stay the property') });
    // Next turn the receiver moves them: the builder learns no warp line of the route.
    const next = { ...out.world, turn: 4, units: out.world.units.map((u) => (u.id === 's1' ? { ...u, designId: 'scout' } : u)) };
    next.designs = next.designs.map((d) => (d.id === 'scout' ? { ...d, empireId: 'muddy' } : d));
    next.warpLines = [{ gameId: 'g', id: 'w', a: 'c', aLetter: 'D', b: 'd', bLetter: 'C' }];
    const moved = runTurn({ world: next, orders: [sheet('muddy', [['movement', 'C | SCOUT 1 | D | F |']])], seed: 's' });
    expect(moved.world.units.find((u) => u.id === 'aa')).toMatchObject({ systemId: 'd', empireId: 'aroma' });
    expect(moved.world.knowledge.filter((k) => k.empireId === 'aroma' && k.systemId === 'd')).toEqual([]);
  });

  it('armies, SDUs and colonies are not transferred on their own', () => {
    const world = base().unit('aa', 'aroma', 'AA', 'c', { name: 'AA 1' }).unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    const out = stepH(world, ['Transfer AA 1 to Empire A']);
    expect(owner(out.world, 'aa')).toBe('aroma');
    expect(out.events.find((e) => e.kind === 'order-error')).toMatchObject({ reason: expect.stringContaining('property of the empire that built them') });
  });

  // NOVA: TRANSFER OF UNITS "You may disable ship components prior to transfer."
  it('disables the components named before the transfer, as damage the receiver may repair', () => {
    const world = base().unit('f1', 'aroma', 'ship', 'c', { name: 'Lancer', designId: 'aroma-frigate' }).unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    const out = stepH(world, ['Transfer LANCER to Empire A, disable BL, JD, XC']);
    const ship = out.world.units.find((u) => u.id === 'f1') as { empireId: string; damage?: unknown };
    expect(ship.empireId).toBe('muddy');
    expect(ship.damage).toEqual({ sd: 0, armourLost: 0, destroyed: ['BL#1', 'BL#2'], ieLost: 0, jdLost: 1 });
    expect(out.events.find((e) => e.kind === 'transfer')).toMatchObject({ reason: 'BL, JD disabled before the transfer; Lancer has no XC to disable' });
  });

  // NOVA: TRANSFER OF UNITS "Transfers can't be revoked after they have occurred."
  it('cannot be revoked: the giver can no longer transfer, order or take back the unit', () => {
    const world = base().unit('s1', 'aroma', 'ship', 'c', { name: 'Scout 1', designId: 'scout' }).unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' }).build();
    const out = stepH(world, ['Transfer SCOUT 1 to Empire A', 'Transfer SCOUT 1 to Empire A']);
    expect(owner(out.world, 's1')).toBe('muddy');
    expect(out.events.filter((e) => e.kind === 'transfer' && !(e as { ok: boolean }).ok)).toHaveLength(1);
    const next = { ...out.world, turn: 4 };
    const back = stepH(next, ['Transfer SCOUT 1 to Empire A']);
    expect(back.events.find((e) => e.kind === 'order-error')).toMatchObject({ reason: 'transfer: SCOUT 1 is not a unit of this empire' });
  });
});

describe('NOVA: TRANSFER OF UNITS, colonies established by alien ships', () => {
  // NOVA: TRANSFER OF UNITS "Armies and colonies remain the property of the empire which built them even when transported and established by alien ships."
  it('a colony of aroma unloaded with E by a muddy ship colonises the system for aroma', () => {
    const world = base()
      .unit('m1', 'muddy', 'ship', 'c', { name: 'Hauler', designId: 'scout' })
      .unit('col', 'aroma', 'C', 'c', { name: 'C 1', carriedBy: 'm1' })
      .build();
    world.knowledge.push(explored('muddy', 'c'));
    const run = runTurn({ world, orders: [sheet('muddy', [['movement', 'C | HAULER | | N,E |']])], seed: 's' });
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ ownerId: 'aroma', colonies: 1 });
    expect(run.events.find((e) => e.kind === 'established')).toMatchObject({ empireId: 'aroma', colonies: 1 });
  });
});
