import { describe, expect, it } from 'vitest';
import { parseSectionLines } from '../orders/parse-sheet';
import { contactsOf } from './contacts-state';
import { readIntroductionLine } from './introductions';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

// NOVA: FULL CONTACT "A Player who has Full Contact with two or more other players may act as a go between and
// introduce them to each other. In this case it is not necessary for the players being introduced to have Normal
// Contact with each other. ALL the players must still request the Full Contact in the turn's orders. If one or
// more players don't, the contact doesn't occur."
describe('Full contact by introduction', () => {
  it('reads the go-between\'s line and the acceptances, word by word', () => {
    expect(readIntroductionLine('GO: Introduce Aroma to Muddy.')).toEqual({ kind: 'introduce', first: 'Aroma', second: 'Muddy' });
    expect(readIntroductionLine('introduce Empire A and Empire B')).toEqual({ kind: 'introduce', first: 'Empire A', second: 'Empire B' });
    expect(readIntroductionLine('Full contact through Pagan')).toEqual({ kind: 'through', via: 'Pagan' });
    expect(readIntroductionLine('Request full contact via Empire C')).toEqual({ kind: 'through', via: 'Empire C' });
    expect(readIntroductionLine('Full contact with Empire A')).toBeNull();
    expect(readIntroductionLine('Introduce Aroma')).toBeNull();
    // Linear: a line of 20,000 spaces between the words is read at once.
    expect(readIntroductionLine(`Introduce${' '.repeat(20_000)}Aroma${' '.repeat(20_000)}to Muddy`)).toEqual({ kind: 'introduce', first: 'Aroma', second: 'Muddy' });
    // The order sheet reads them as orders, not as unknown lines.
    const rows = parseSectionLines([{ section: 'general', text: 'Introduce Aroma to Muddy' }, { section: 'general', text: 'Full contact through Pagan' }]);
    expect(rows.flatMap((r) => r.diagnostics.map((d) => d.code))).toEqual([]);
  });

  /** Pagan has Full contact with Aroma and Muddy, who have never met. */
  function world(): TurnWorld {
    const w = new WorldBuilder(3).empire('aroma', { name: 'Aroma', playerName: 'Ann' }).empire('muddy', { name: 'Muddy', playerName: 'Mo' }).empire('pagan', { name: 'Pagan' }).home('a', 'aroma').home('m', 'muddy').home('p', 'pagan').build();
    const full = (empireId: string, alias: string) => ({ empireId, level: 'full', alias, since: 1 });
    const contacts: Record<string, unknown[]> = { pagan: [full('aroma', 'AROMA'), full('muddy', 'MUDDY')], aroma: [full('pagan', 'PAGAN')], muddy: [full('pagan', 'PAGAN')] };
    return { ...w, empires: w.empires.map((e) => ({ ...e, contacts: contacts[e.id] })) };
  }
  const introduce = sheet('pagan', [['general', 'Introduce Aroma to Muddy']]);

  it('the go-between and both players ask the same turn: Aroma and Muddy gain Full contact, each told the other\'s player', () => {
    const run = runTurn({ world: world(), orders: [introduce, sheet('aroma', [['general', 'Full contact through Pagan']]), sheet('muddy', [['general', 'Full contact via PAGAN']])], seed: 's' });
    expect(run.events.filter((e) => e.kind === 'full-contact').map((e) => [e.empireId, (e as { playerName: string }).playerName])).toEqual([
      ['aroma', 'Mo'],
      ['muddy', 'Ann'],
    ]);
    const aroma = run.world.empires.find((e) => e.id === 'aroma');
    expect(aroma && contactsOf(aroma).find((c) => c.empireId === 'muddy')).toMatchObject({ level: 'full', alias: 'Muddy' });
  });

  it('if one of them does not ask, the contact does not occur, and the GM is told who did not', () => {
    const run = runTurn({ world: world(), orders: [introduce, sheet('aroma', [['general', 'Full contact through Pagan']])], seed: 's' });
    expect(run.events.some((e) => e.kind === 'full-contact')).toBe(false);
    expect(run.warnings.find((w) => w.code === 'INTRODUCTION')?.message).toContain('Muddy did not ask for Full contact through Pagan');
    // Nor without the go-between's line.
    const alone = runTurn({ world: world(), orders: [sheet('aroma', [['general', 'Full contact through Pagan']]), sheet('muddy', [['general', 'Full contact through Pagan']])], seed: 's' });
    expect(alone.events.some((e) => e.kind === 'full-contact')).toBe(false);
  });

  it('a go-between introduces only empires it has Full contact with; the line is an order error on its sitrep', () => {
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['general', 'Introduce Pagan to Muddy']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'order-error')).toMatchObject({ empireId: 'aroma', reason: expect.stringContaining('Muddy: a go-between introduces only empires it has Full contact with') });
  });
});
