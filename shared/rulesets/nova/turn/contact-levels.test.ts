import { describe, expect, it } from 'vitest';
import type { BattleResult, QueuedBattle } from './types';
import { applyBattleResult } from './battle-outcome';
import { stanceOf } from './stances';
import { contactsOf } from './contacts-state';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import { buildPacket } from '../reports/build-packet';
import { renderPacketText } from '../reports/render-text';

/** AROMA's scout and MUDDY's frigate meet at C; `aromaKnows` is AROMA's contact with MUDDY before the turn. */
function meeting(aromaKnows: Record<string, unknown> | null) {
  const w = new WorldBuilder(3)
    .empire('aroma', { name: 'Aroma', treasury: 100 })
    .empire('muddy', { name: 'Muddy', treasury: 100 })
    .home('a', 'aroma')
    .system('c', { type: 3 })
    .line('w1', 'a', 'C', 'c', 'A')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2], ['BL', 10]])
    .design('frigate', 'muddy', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15]])
    .unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' })
    .unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' })
    .build();
  return { ...w, empires: w.empires.map((e) => (e.id === 'aroma' && aromaKnows ? { ...e, contacts: [aromaKnows] } : e)) };
}

// NOVA: EMPIRE COMMUNICATIONS, MINOR CONTACT and NORMAL CONTACT.
describe('contact levels (NOVA 6.4)', () => {
  it('"Players with Normal Contact are identified as such in instances where Minor Contact would normally result": the examiner is told the wreckage was Empire A', () => {
    const world = meeting({ empireId: 'muddy', level: 'normal', alias: 'Empire A', since: 1 });
    const orders = [sheet('aroma', [['movement', 'A | SCOUT 1 | C | H |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | H |']])];
    const result: BattleResult = { how: 'entered', destroyed: ['m1'], damaged: [], retreated: [] };
    const run = runTurn({ world, orders, seed: 's', decisions: { battles: { 'b.3.c': { value: result, note: '' } } } });
    expect(run.events.filter((e) => e.kind === 'minor-contact')).toMatchObject([{ empireId: 'aroma', audience: ['aroma'], otherEmpireId: 'muddy', alias: 'Empire A', known: true }]);
    // The contact stays Normal (contact is irrevocable and only goes up).
    const aroma = run.world.empires.find((e) => e.id === 'aroma');
    expect(aroma && contactsOf(aroma)).toMatchObject([{ level: 'normal', alias: 'Empire A' }]);
    const text = renderPacketText(buildPacket({ game: { id: 'g', name: 'G', deadline: '', settings: {} }, turn: 3, world: run.world, start: world, events: run.events }, 'aroma'));
    expect(text).toContain('wreckage examined: Empire A');
  });

  it('"When Normal contact occurs the players will be informed if the other is an empire previously subject to Minor Contact": PLAYER 1 is now Empire A', () => {
    const world = meeting({ empireId: 'muddy', level: 'minor', alias: 'PLAYER 1', minorNumber: 1, since: 1 });
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | C | F |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | Q |']])], seed: 's' });
    const contact = run.events.filter((e) => e.kind === 'contact');
    expect(contact.map((e) => [e.empireId, (e as { newLevel: string }).newLevel, (e as { formerly?: string }).formerly])).toEqual([
      ['aroma', 'normal', 'PLAYER 1'],
      ['muddy', 'normal', undefined],
    ]);
    const text = renderPacketText(buildPacket({ game: { id: 'g', name: 'G', deadline: '', settings: {} }, turn: 3, world: run.world, start: world, events: run.events }, 'aroma'));
    expect(text).toContain('Empire A is PLAYER 1');
  });

  // NOVA: MINOR CONTACT "An exception is surface combats that last more than one round, then both sides get Minor Contact."
  it('a surface battle of more than one round gives both sides Minor contact, even with nothing destroyed; one round gives none', () => {
    const planet = () => {
      const w = new WorldBuilder(3).empire('aroma', { name: 'Aroma' }).empire('muddy', { name: 'Muddy' }).home('a', 'aroma').system('c', { type: 5, status: 'outpost', ownerId: 'muddy', colonies: 1 }).unit('aa1', 'aroma', 'AA', 'c').unit('ra1', 'muddy', 'RA', 'c').build();
      return w;
    };
    const battle: QueuedBattle = { id: 's.3.c', kind: 'surface', systemId: 'c', empireIds: ['aroma', 'muddy'], unitIds: ['aa1', 'ra1'] };
    const long = planet();
    const events = applyBattleResult(long, 'I', battle, { how: 'entered', destroyed: [], damaged: [], retreated: [], rounds: 2 });
    expect(events.filter((e) => e.kind === 'minor-contact').map((e) => [e.empireId, (e as { alias: string }).alias])).toEqual([
      ['aroma', 'PLAYER 1'],
      ['muddy', 'PLAYER 1'],
    ]);
    const short = planet();
    expect(applyBattleResult(short, 'I', battle, { how: 'entered', destroyed: [], damaged: [], retreated: [], rounds: 1 }).some((e) => e.kind === 'minor-contact')).toBe(false);
  });
});

// NOVA: GENERAL ORDERS "They DO NOT carry over from turn to turn; players must rewrite them every turn if they want the
// General Orders to have effect." (On a missed turn they are carried over: NOVA MISSED TURNS, orders/missed-turn.ts.)
describe('general orders last one turn', () => {
  it('a sheet without the GO of last turn has none: the empire\'s stance is read from this turn\'s sheet only', () => {
    const world = meeting({ empireId: 'muddy', level: 'normal', alias: 'Empire A', since: 1 });
    const aroma = world.empires.find((e) => e.id === 'aroma');
    if (!aroma) throw new Error('no aroma');
    const lastTurn = sheet('aroma', [['general', 'GO: all ships Hostile vs Empire A']]);
    expect(stanceOf(aroma, world.empires, lastTurn).clauses).toHaveLength(1);
    const thisTurn = sheet('aroma', [['movement', 'A | SCOUT 1 | C | F |']]);
    expect(stanceOf(aroma, world.empires, thisTurn).clauses).toEqual([]);
    // The meeting is then read from the unit orders alone: F vs Q, friendly.
    const run = runTurn({ world, orders: [thisTurn, sheet('muddy', [['movement', 'C | FRIGATE 1 | | Q |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'contact')).toMatchObject({ outcome: 'friendly' });
  });
});
