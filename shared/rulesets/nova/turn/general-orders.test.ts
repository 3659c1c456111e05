import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOrderText } from '../orders/parse-sheet';
import { clauseCovers, nameCovers, readGeneralLine, readGeneralOrders, withConditionRulings, type GeneralOrdersContext, type ReadClause } from './general-orders';

const ctx: GeneralOrdersContext = {
  empireId: 'aroma',
  contacts: [
    { empireId: 'pagan', level: 'normal', alias: 'PAGAN', since: 1 },
    { empireId: 'muddy', level: 'normal', alias: 'MUDDY', since: 1 },
    { empireId: 'swarm', level: 'full', alias: 'Empire B', since: 2 },
    { empireId: 'vorn', level: 'normal', alias: 'Empire C', minorNumber: 2, since: 3 },
    { empireId: 'ys', level: 'minor', alias: 'PLAYER 1', minorNumber: 1, since: 2 },
  ],
  empires: [
    { id: 'aroma', name: 'Aroma' },
    { id: 'swarm', name: 'The Ninefold Swarm' },
    { id: 'vorn', name: 'Hegemony of Vorn' },
    { id: 'ys', name: 'Solar Ascendancy of Ys' },
    { id: 'kessa', name: 'Free Traders of Kessa' },
  ],
};

/** The read clauses of a line, reduced to what matters. */
function read(text: string, order: 'GO' | 'CO' | 'SO' | null = 'GO', c: GeneralOrdersContext = ctx) {
  return (readGeneralLine(7, text, order, c) ?? []).map((cl) =>
    cl.read ? { kind: cl.kind, letter: cl.letter, target: cl.target, ships: cl.ships, conditional: cl.conditional, condition: cl.condition } : { kind: cl.kind, unread: cl.reason, suggestion: cl.suggestion },
  );
}
const all = { kind: 'all-units' } as const;
const ships = { kind: 'all-ships' } as const;

describe('the sample sheet\'s general orders', () => {
  it('GO: all ships Qualified toward aliens met for the first time', () => {
    expect(read('GO: all ships Qualified toward aliens met for the first time')).toEqual([{ kind: 'GO', letter: 'Q', target: { kind: 'unmet' }, ships, conditional: false, condition: null }]);
  });
  it('GO: Friendly vs all who identify themselves', () => {
    expect(read('GO: Friendly vs all who identify themselves')).toEqual([{ kind: 'GO', letter: 'F', target: { kind: 'identified' }, ships: all, conditional: false, condition: null }]);
  });
  it('GO: all Hives Hostile to all others', () => {
    expect(read('GO: all Hives Hostile to all others')).toEqual([{ kind: 'GO', letter: 'H', target: { kind: 'others', except: [] }, ships: { kind: 'named', names: ['all Hives'] }, conditional: false, condition: null }]);
  });
  it('SO: HIVE 1 Hostile vs any ship that attacks VESPER — the target is a condition for the GM', () => {
    expect(read('SO: HIVE 1 Hostile vs any ship that attacks VESPER', 'SO')).toEqual([
      { kind: 'SO', letter: 'H', target: { kind: 'all' }, ships: { kind: 'named', names: ['HIVE 1'] }, conditional: true, condition: 'any ship that attacks VESPER' },
    ]);
  });
  it('CO: if any alien ship stays at ISKAR, all Shades Hostile to it', () => {
    expect(read('CO: if any alien ship stays at ISKAR, all Shades Hostile to it', 'CO')).toEqual([
      { kind: 'CO', letter: 'H', target: { kind: 'all' }, ships: { kind: 'named', names: ['all Shades'] }, conditional: true, condition: 'if any alien ship stays at ISKAR' },
    ]);
  });
  it('GO: all ships Tolerate unless fired upon — a condition too', () => {
    expect(read('GO: all ships Tolerate unless fired upon')).toEqual([{ kind: 'GO', letter: 'T', target: { kind: 'all' }, ships, conditional: true, condition: 'unless fired upon' }]);
  });
  it('GO: Hostile to the Ninefold Swarm — a real name without Full contact is unread, and the reason links no alias', () => {
    const [clause] = read('GO: Hostile to the Ninefold Swarm', 'GO', { ...ctx, contacts: ctx.contacts.map((c) => (c.empireId === 'swarm' ? { ...c, level: 'normal' as const } : c)) });
    expect(clause).toMatchObject({ kind: 'GO', unread: expect.stringContaining('no empire this empire has Normal or Full contact with goes by that name') });
    expect(JSON.stringify(clause)).not.toContain('Empire B');
  });

  it('reads the whole sample file: every general line is a clause or another step\'s line, none lost', () => {
    const text = readFileSync('resources/samples/nova-sample-orders-turn-1.txt', 'utf8');
    for (const sheet of parseOrderText(text)) {
      const general = sheet.lines.filter((l) => l.row?.kind === 'general');
      const result = readGeneralOrders(sheet.lines, { contacts: [] });
      expect(new Set([...result.clauses.map((c) => c.line), ...result.otherLines.map((l) => l.line)])).toEqual(new Set(general.map((l) => l.line)));
    }
  });
});

describe('targets', () => {
  it('the usual form: Friendly vs Player X, Hostile vs all others', () => {
    expect(read('GO: all ships Friendly to MUDDY, Hostile to all others')).toEqual([
      { kind: 'GO', letter: 'F', target: { kind: 'empire', empireId: 'muddy', written: 'MUDDY' }, ships, conditional: false, condition: null },
      { kind: 'GO', letter: 'H', target: { kind: 'others', except: [] }, ships, conditional: false, condition: null },
    ]);
  });
  it('an alias in any case; several empires; "units" after the name', () => {
    expect(read('GO: all ships will be Friendly to pagan units').map((c) => ('target' in c ? c.target : c))).toEqual([{ kind: 'empire', empireId: 'pagan', written: 'pagan' }]);
    expect(read('GO: Friendly vs MUDDY and Empire C').map((c) => ('target' in c ? c.target : c))).toEqual([
      { kind: 'empire', empireId: 'muddy', written: 'MUDDY' },
      { kind: 'empire', empireId: 'vorn', written: 'Empire C' },
    ]);
  });
  it('the real name with Full contact; a Minor number later linked to a letter', () => {
    expect(read('SO: Guard vs The Ninefold Swarm', 'SO')[0]).toMatchObject({ letter: 'G', target: { kind: 'empire', empireId: 'swarm' } });
    expect(read('GO: Friendly vs Player 2')[0]).toMatchObject({ letter: 'F', target: { kind: 'empire', empireId: 'vorn' } });
  });
  it('Minor contact only: unread with the rule (NOVA 6.8)', () => {
    expect(read('CO: if MCr not received, Hostile vs PLAYER 1', 'CO')).toEqual([{ kind: 'CO', unread: expect.stringContaining('only Minor contact') }]);
  });
  it('an empire never met: unread, the same words whether or not it exists, with a near alias suggested', () => {
    const [real] = read('GO: Hostile vs Free Traders of Kessa');
    const [none] = read('GO: Hostile vs Nobody At All');
    expect(real).toMatchObject({ unread: expect.stringContaining('Free Traders of Kessa: no empire') });
    expect(none).toMatchObject({ unread: expect.stringContaining('Nobody At All: no empire') });
    expect(read('GO: Hostile vs MUDY')[0]).toMatchObject({ suggestion: 'MUDDY' });
  });
  it('one unreadable target does not take the others with it', () => {
    const clauses = read('GO: Friendly vs MUDDY and PLAYER 1');
    expect(clauses).toHaveLength(2);
    expect(clauses[0]).toMatchObject({ letter: 'F', target: { empireId: 'muddy' } });
    expect(clauses[1]).toMatchObject({ unread: expect.stringContaining('Minor') });
  });
  it('all except …', () => {
    expect(read('GO: Hostile vs all except PAGAN')[0]).toMatchObject({ letter: 'H', target: { kind: 'others', except: [{ empireId: 'pagan', written: 'PAGAN' }] } });
  });
  it('no target is everyone', () => {
    expect(read('GO: all ships Neutral')[0]).toMatchObject({ letter: 'N', target: { kind: 'all' }, ships });
  });
  it('words after the order that are not a target are unread', () => {
    expect(read('GO: Friendly MUDDY')[0]).toMatchObject({ unread: expect.stringContaining('cannot tell whom "MUDDY"') });
  });
  it('a relation word with no name after it is unread, not lost', () => {
    expect(read('GO: Hostile vs and and')).toEqual([{ kind: 'GO', unread: 'no target after "vs and": name an empire, "all" or "all others"' }]);
  });
  it('names itself', () => {
    expect(read('GO: Hostile vs Aroma')[0]).toMatchObject({ unread: 'Aroma is this empire itself' });
  });
});

describe('letters, ship lists and kinds', () => {
  it('H vs MUDDY; the letter of "Empire H" is not an order', () => {
    expect(read('SO: CA Carrion: H vs MUDDY', 'SO')).toEqual([
      { kind: 'SO', letter: 'H', target: { kind: 'empire', empireId: 'muddy', written: 'MUDDY' }, ships: { kind: 'named', names: ['CA Carrion'] }, conditional: false, condition: null },
    ]);
    expect(read('GO: all ships T')[0]).toMatchObject({ letter: 'T', target: { kind: 'all' } });
    const withH = { ...ctx, contacts: [...ctx.contacts, { empireId: 'h', level: 'normal' as const, alias: 'Empire H', since: 1 }] };
    expect(read('GO: Friendly vs Empire H, Hostile vs all others', 'GO', withH).map((c) => ('letter' in c ? c.letter : 'unread'))).toEqual(['F', 'H']);
  });
  it('Kopp-Out in its spellings', () => {
    for (const w of ['Kopp-Out', 'kopp out', 'KOPPOUT']) expect(read(`GO: ${w} vs all`)[0]).toMatchObject({ letter: 'K' });
  });
  it('a line without a kind is a GO; CO is conditional even without "if"', () => {
    expect(read('Friendly vs PAGAN', null)[0]).toMatchObject({ kind: 'GO' });
    expect(read('CO: Friendly vs PAGAN', 'CO')[0]).toMatchObject({ kind: 'CO', conditional: true, condition: null });
  });
  it('a misspelt order is unread with the word suggested; a line with no order at all is for the other steps', () => {
    expect(read('GO: all ships Frendly to PAGAN')[0]).toMatchObject({ unread: expect.stringContaining('"Frendly" is not a contact order'), suggestion: 'Friendly' });
    expect(readGeneralLine(3, 'CO: transfer DARING to PAGAN if 50 MCr received', 'CO', ctx)).toBeNull();
    expect(read('GO: all ships X vs PAGAN')[0]).toMatchObject({ unread: expect.stringContaining('no contact order') });
  });
  it('with the writer\'s ship names, a ship it does not have is NT', () => {
    const c = { ...ctx, shipNames: ['CARRION', 'HIVE 1', 'HIVE 2'] };
    expect(read('SO: CA Carrion: Hostile vs MUDDY', 'SO', c)[0]).toMatchObject({ letter: 'H' });
    expect(read('SO: all Hives Hostile vs MUDDY', 'SO', c)[0]).toMatchObject({ letter: 'H' });
    expect(read('SO: CARION Hostile vs MUDDY', 'SO', c)[0]).toMatchObject({ unread: 'NT: no ship of this empire is called CARION', suggestion: 'CARRION' });
  });
});

describe('which units a clause covers', () => {
  it('names, classes and plurals', () => {
    expect(nameCovers('CA Carrion', 'CARRION')).toBe(true);
    expect(nameCovers('all Hives', 'HIVE 3')).toBe(true);
    expect(nameCovers('Shades', 'SHADE 1')).toBe(true);
    expect(nameCovers('HIVE 1', 'HIVE 10')).toBe(false);
    expect(nameCovers('SUNRAY', 'SUNRAY 1')).toBe(false);
    expect(nameCovers('all SUNRAY', 'SUNRAY 1')).toBe(true);
  });
  it('"all ships" leaves armies and colonists out; no list covers every unit', () => {
    expect(clauseCovers({ kind: 'all-ships' }, { kind: 'army' })).toBe(false);
    expect(clauseCovers({ kind: 'all-units' }, { kind: 'army' })).toBe(true);
    expect(clauseCovers({ kind: 'named', names: ['HIVE 1'] }, {})).toBe(false);
  });
});

describe('readGeneralOrders', () => {
  it('reads only general rows, keeps line numbers, and never drops a line', () => {
    const lines = [
      { line: 1, text: 'MOVEMENT', row: { kind: 'section' as const, section: 'movement' as const } },
      { line: 30, text: 'GO: Friendly vs PAGAN, Hostile vs all others', row: { kind: 'general' as const, text: 'GO: Friendly vs PAGAN, Hostile vs all others', order: 'GO' as const } },
      { line: 31, text: 'SO: Carrion Hostile vs PLAYER 1', row: { kind: 'general' as const, text: 'SO: Carrion Hostile vs PLAYER 1', order: 'SO' as const } },
      { line: 32, text: 'CO: send 10 MCr to PAGAN', row: { kind: 'general' as const, text: 'CO: send 10 MCr to PAGAN', order: 'CO' as const } },
    ];
    const r = readGeneralOrders(lines, ctx);
    expect(r.clauses.map((c) => [c.line, c.read])).toEqual([
      [30, true],
      [30, true],
      [31, false],
    ]);
    expect((r.clauses[0] as ReadClause).text).toBe('GO: Friendly vs PAGAN, Hostile vs all others');
    expect(r.otherLines).toEqual([{ line: 32, text: 'CO: send 10 MCr to PAGAN' }]);
  });
});

describe('the GM\'s rulings on conditions', () => {
  it('sets conditionMet on conditional clauses only, by the GM\'s answer', () => {
    const clauses = [...(readGeneralLine(4, 'CO: if PAGAN pays, Friendly vs PAGAN', 'CO', ctx) ?? []), ...(readGeneralLine(5, 'GO: Hostile vs MUDDY', 'GO', ctx) ?? [])];
    const ruled = withConditionRulings(clauses, (c) => (c.line === 4 ? true : undefined));
    expect(ruled.map((c) => (c.read ? c.conditionMet : 'unread'))).toEqual([true, undefined]);
    expect(withConditionRulings(clauses, () => undefined)).toEqual(clauses);
  });
});

describe('property: no line is lost', () => {
  const words = ['GO:', 'SO:', 'CO:', 'if', 'unless', 'all', 'ships', 'others', 'Friendly', 'Hostile', 'H', 'T', 'vs', 'to', 'toward', 'MUDDY', 'PAGAN', 'Empire', 'A', 'C', 'PLAYER', '1', 'and', ',', 'who', 'identify', 'themselves', 'CARRION', 'Frendly', 'send', 'MCr', 'any', 'ship', 'that', 'attacks', 'except', ':'];
  it('every general line gives at least one clause (read or unread) or is handed to the other steps, and reading never throws', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 12 }), fc.constantFrom('GO', 'CO', 'SO', null), (parts, order) => {
        const text = parts.join(' ');
        const r = readGeneralOrders([{ line: 9, text, row: { kind: 'general', text, order } }], ctx);
        expect(r.clauses.length + r.otherLines.length).toBeGreaterThan(0);
        for (const c of r.clauses) {
          expect(c.line).toBe(9);
          if (!c.read) expect(c.reason.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});

// NOVA: CONDITIONAL ORDERS "Ships may not be given conditional orders to go hostile towards aliens only on the basis of Minor Contact."
describe('no hostility on the basis of Minor contact', () => {
  const contacts = [{ empireId: 'ys', level: 'minor' as const, alias: 'PLAYER 1', minorNumber: 1, since: 2 }];
  it('a condition naming an empire known only by Minor contact may not make ships Hostile', () => {
    const [clause] = readGeneralLine(1, 'CO: if PLAYER 1 comes back, all ships Hostile to all', 'CO', { contacts }) ?? [];
    expect(clause).toMatchObject({ read: false, reason: expect.stringContaining('may not go hostile on the basis of Minor contact') });
    // Another order on the same condition is allowed (it is not hostile), and so is a number that is no Minor contact.
    expect(readGeneralLine(1, 'CO: if PLAYER 1 comes back, all ships Retreat', 'CO', { contacts })?.[0]).toMatchObject({ read: true, letter: 'R' });
    expect(readGeneralLine(1, 'CO: if PLAYER 2 comes back, all ships Hostile to all', 'CO', { contacts })?.[0]).toMatchObject({ read: true, letter: 'H' });
  });
});
