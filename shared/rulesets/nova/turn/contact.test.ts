import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContactLetter } from '../orders/order-letters';
import { resolveSides, resolveSystemContacts, readContactLetter, type ContactUnit, type EmpireStance } from './contact';
import { TABLE_LETTERS } from './contact-table';
import { readGeneralLine, type GeneralClause } from './general-orders';
import type { EmpireContact } from './types';

const NAMES: Record<string, string> = { aroma: 'AROMA', muddy: 'MUDDY', pagan: 'PAGAN', minky: 'MINKY', piggy: 'PIGGY' };

function unit(unitId: string, empireId: string, orders: string, opts: { armed?: boolean; kind?: ContactUnit['kind'] } = {}): ContactUnit {
  const letters = orders.split(',').filter((l) => l !== '');
  return {
    unitId,
    empireId,
    name: unitId.toUpperCase(),
    armed: opts.armed ?? true,
    contact: letters.filter((l) => 'FGHKNQRTU'.includes(l)) as ContactLetter[],
    activities: letters.filter((l) => !'FGHKNQRTU'.includes(l)),
    ...(opts.kind ? { kind: opts.kind } : {}),
  };
}

/** A stance with the given general lines (read by the real clause reader) and Normal contact with `met`. */
function stance(empireId: string, lines: string[] = [], met: string[] = []): EmpireStance {
  const contacts: EmpireContact[] = met.map((id) => ({ empireId: id, level: 'normal', alias: NAMES[id] ?? id, since: 1 }));
  const clauses: GeneralClause[] = lines.flatMap((text, i) => readGeneralLine(i + 1, text, (/^(GO|CO|SO)/.exec(text)?.[1] as 'GO' | 'CO' | 'SO' | undefined) ?? null, { empireId, contacts }) ?? []);
  return { empireId, clauses, contacts, name: NAMES[empireId] ?? empireId };
}

function stances(...list: EmpireStance[]): Map<string, EmpireStance> {
  return new Map(list.map((s) => [s.empireId, s]));
}

describe('NOVA 6.14: an armed AROMA ship with "H vs MUDDY", no General orders; a MUDDY ship arrives', () => {
  const aroma = stance('aroma', ['SO: PICKET H vs MUDDY'], ['muddy']);
  const muddy = stance('muddy', [], ['aroma']);
  const meet = (orders: string, opts: { armed?: boolean; aromaOrders?: string } = {}) =>
    resolveSystemContacts([unit('picket', 'aroma', opts.aromaOrders ?? ''), unit('mud1', 'muddy', orders, opts)], stances(aroma, muddy));

  it.each(['F', 'Q', 'G'])('MUDDY %s identifies itself, so AROMA turns H: combat', (order) => {
    const r = meet(order);
    expect(r.pairs[0]).toMatchObject({ code: 4, orders: ['H', order], outcome: 'hostile' });
    expect(r.battleUnitIds).toEqual(['mud1', 'picket']);
  });

  it('MUDDY U: AROMA does not know it, stays T; T vs U = 4, combat', () => {
    expect(meet('U').pairs[0]).toMatchObject({ code: 4, orders: ['T', 'U'], outcome: 'hostile' });
  });

  it('MUDDY H: only one side need be hostile', () => {
    expect(meet('H').pairs[0]).toMatchObject({ code: 4, orders: ['T', 'H'], outcome: 'hostile' });
  });

  it('MUDDY N: T vs N = 10, no combat unless MUDDY attempts an activity', () => {
    const quiet = meet('N');
    expect(quiet.pairs[0]).toMatchObject({ code: 10, orders: ['T', 'N'], outcome: 'neutral' });
    expect(quiet.battleUnitIds).toEqual([]);
    const busy = meet('N,X');
    expect(busy.pairs[0]).toMatchObject({ code: 10, outcome: 'hostile', explanation: 'T vs N = 10: MUDDY has activity X, hostilities' });
  });

  it('MUDDY T: T vs T = 6, combat if either side attempts an activity', () => {
    expect(meet('T').pairs[0]).toMatchObject({ code: 6, outcome: 'neutral' });
    expect(meet('T,O').pairs[0]).toMatchObject({ code: 6, outcome: 'hostile' });
    expect(meet('T', { aromaOrders: 'I' }).pairs[0]).toMatchObject({ code: 6, outcome: 'hostile', explanation: 'T vs T = 6: AROMA has activity I, hostilities' });
  });

  it('MUDDY K: T vs K = 12, neutral contact, K aborts its activities', () => {
    const r = meet('K,X');
    expect(r.pairs[0]).toMatchObject({ code: 12, orders: ['T', 'K'], outcome: 'neutral' });
    expect(r.abortedUnitIds).toEqual(['mud1']);
    expect(r.battleUnitIds).toEqual([]);
  });

  it('MUDDY R: no combat, MUDDY retreats (code 7)', () => {
    const r = meet('R');
    expect(r.pairs[0]).toMatchObject({ code: 7, orders: ['T', 'R'], outcome: 'neutral' });
    expect(r.retreatingUnitIds).toEqual(['mud1']);
  });

  it('MUDDY surrenders to AROMA: no combat and no surrender (AROMA stays T and makes no contact; S is not an activity for the table)', () => {
    for (const armed of [true, false]) {
      const r = meet('S', { armed });
      expect(r.pairs[0]?.outcome).toBe('neutral');
      expect(r.pairs[0]?.code).toBe(armed ? 6 : 10);
      expect(r.battleUnitIds).toEqual([]);
    }
  });

  // NOVA: HOSTILITIES: "all the ships belonging to the combatant players become involved in the combat, regardless of orders".
  it('two MUDDY ships, one N and one whose orders cause hostilities: both fight', () => {
    const r = resolveSystemContacts([unit('picket', 'aroma', ''), unit('mud1', 'muddy', 'N'), unit('mud2', 'muddy', 'H')], stances(aroma, muddy));
    expect(r.pairs[0]).toMatchObject({ outcome: 'hostile', code: 4 });
    expect(r.pairs[0]?.groups.map((g) => [g.orders.join(' vs '), g.outcome])).toEqual([
      ['T vs H', 'hostile'],
      ['T vs N', 'neutral'],
    ]);
    expect(r.battleUnitIds).toEqual(['mud1', 'mud2', 'picket']);
    expect(r.pairs[0]?.explanation).toContain('every unit of both empires fights');
  });
});

describe('the combat chapter: MINKY "Huron" on Guard; PIGGY "Lewis" F,X and "Clark" N,X jump in', () => {
  const run = (lewisArmed: boolean) =>
    resolveSystemContacts([unit('clark', 'piggy', 'N,X'), unit('huron', 'minky', 'G'), unit('lewis', 'piggy', 'F,X', { armed: lewisArmed })], stances(stance('minky'), stance('piggy')));

  it('Lewis obeys (G vs F = 3), Clark refuses (G vs N = 10 with an activity): hostilities, and Lewis is forced into the combat', () => {
    const r = run(true);
    expect(r.pairs[0]).toMatchObject({ a: 'minky', b: 'piggy', code: 10, orders: ['G', 'N'], outcome: 'hostile' });
    expect(r.pairs[0]?.groups.map((g) => [g.unitIds[1], g.code, g.outcome])).toEqual([
      [['lewis'], 3, 'friendly'],
      [['clark'], 10, 'hostile'],
    ]);
    expect(r.battleUnitIds).toEqual(['clark', 'huron', 'lewis']);
    expect(r.hostile).toEqual([['minky', 'piggy']]);
  });

  it('an unarmed Lewis is involved too (it would try to run in the battle)', () => {
    expect(run(false).battleUnitIds).toEqual(['clark', 'huron', 'lewis']);
  });
});

describe('code 8: the side without U reverts to its default and the table is read again', () => {
  const side = (label: string, order: ContactLetter, armed = true, ownDefault?: ContactLetter) => ({ label, order, activities: [], armed, ...(ownDefault ? { ownDefault } : {}) });

  it('F vs U: F\'s default is R, R vs U = 7, F retreats', () => {
    const r = resolveSides(side('AROMA', 'F'), side('MUDDY', 'U'));
    expect(r).toMatchObject({ code: 7, orders: ['R', 'U'], outcome: 'neutral', retreat: [true, false] });
    expect(r.lookups).toEqual([
      { orders: ['F', 'U'], code: 8 },
      { orders: ['R', 'U'], code: 7 },
    ]);
    expect(r.explanation).toBe("F vs U = 8: AROMA reverts to R (F's default for an armed unit, NOVA 6.6); R vs U = 7: AROMA (R) retreats");
  });

  it('armed N vs U: default H, H vs U = 4', () => {
    expect(resolveSides(side('MUDDY', 'U'), side('AROMA', 'N'))).toMatchObject({ code: 4, orders: ['U', 'H'], outcome: 'hostile' });
  });

  it('unarmed Q vs U: default R, 7', () => {
    expect(resolveSides(side('A', 'Q', false), side('B', 'U'))).toMatchObject({ code: 7, orders: ['R', 'U'], retreat: [true, false] });
  });

  it('the unit\'s own second order comes first; if that is 8 again, its standard default follows', () => {
    expect(resolveSides(side('A', 'N', true, 'R'), side('B', 'U'))).toMatchObject({ code: 7, orders: ['R', 'U'] });
    const twice = resolveSides(side('A', 'Q', false, 'F'), side('B', 'U'));
    expect(twice.lookups.map((l) => l.code)).toEqual([8, 8, 7]);
    expect(twice.orders).toEqual(['R', 'U']);
  });

  it('an unarmed side\'s written default H is not allowed: the standard default is used', () => {
    expect(resolveSides(side('A', 'N', false, 'H'), side('B', 'U'))).toMatchObject({ code: 7, orders: ['R', 'U'] });
  });

  it('in a system: an AROMA F ship meets a MUDDY U ship and retreats', () => {
    const r = resolveSystemContacts([unit('a1', 'aroma', 'F,X'), unit('m1', 'muddy', 'U')], stances(stance('aroma'), stance('muddy')));
    expect(r.pairs[0]).toMatchObject({ code: 7, orders: ['R', 'U'], lookups: [{ orders: ['F', 'U'], code: 8 }, { orders: ['R', 'U'], code: 7 }] });
    expect(r.retreatingUnitIds).toEqual(['a1']);
  });
});

describe('NOVA 6.9: AROMA\'s CA "Carrion" has H,I; a General order says all ships are Friendly to PAGAN', () => {
  const aroma = stance('aroma', ['GO: all ships Friendly to PAGAN'], ['pagan']);
  const meet = (orders: string) => resolveSystemContacts([unit('carrion', 'aroma', 'H,I'), unit('p1', 'pagan', orders)], stances(aroma, stance('pagan', [], ['aroma'])));

  it('a PAGAN ship that identifies itself is interdicted but not attacked', () => {
    const r = meet('F');
    expect(r.pairs[0]).toMatchObject({ code: 1, orders: ['F', 'F'], outcome: 'friendly' });
    expect(r.battleUnitIds).toEqual([]);
    expect(r.abortedUnitIds).toEqual([]);
  });

  it.each(['H', 'N'])('a PAGAN ship with %s does not identify: combat', (order) => {
    expect(meet(order).pairs[0]).toMatchObject({ orders: ['H', order], code: 4, outcome: 'hostile' });
  });
});

describe('priority, identification and rulings', () => {
  it('Friendly vs PAGAN, Hostile vs all others', () => {
    const aroma = stance('aroma', ['GO: Friendly vs PAGAN, Hostile vs all others'], ['pagan', 'muddy']);
    const r = resolveSystemContacts([unit('a1', 'aroma', 'T'), unit('p1', 'pagan', 'Q'), unit('m1', 'muddy', 'Q')], stances(aroma, stance('pagan'), stance('muddy')));
    expect(r.pairs.map((p) => [p.a, p.b, p.orders.join(''), p.outcome])).toEqual([
      ['aroma', 'muddy', 'HQ', 'hostile'],
      ['aroma', 'pagan', 'FQ', 'friendly'],
      ['muddy', 'pagan', 'QQ', 'friendly'],
    ]);
    expect(r.battleUnitIds).toEqual(['a1', 'm1']);
  });

  it('SO beats GO: all ships Guard vs MUDDY, but PICKET Hostile vs MUDDY', () => {
    const aroma = stance('aroma', ['GO: all ships Guard vs MUDDY', 'SO: PICKET Hostile vs MUDDY'], ['muddy']);
    const r = resolveSystemContacts([unit('picket', 'aroma', ''), unit('guard', 'aroma', ''), unit('m1', 'muddy', 'F')], stances(aroma, stance('muddy')));
    expect(r.pairs[0]?.groups.map((g) => [g.unitIds[0], g.orders.join('')])).toEqual([
      [['guard'], 'GF'],
      [['picket'], 'HF'],
    ]);
    expect(r.pairs[0]?.outcome).toBe('hostile');
  });

  // NOVA: CONDITIONAL ORDERS "Conditional orders will override both General Orders and the regular orders given a unit";
  // SPECIAL ORDERS "Special orders have the highest priority, overriding all other orders given".
  it('priority SO > CO > GO > the unit\'s own order: each level overrides the one below it', () => {
    const lines = ['GO: all ships Guard vs MUDDY', 'CO: if MUDDY sends 50 MCr, all ships Friendly vs MUDDY', 'SO: PICKET Hostile vs MUDDY'];
    const aroma = stance('aroma', lines, ['muddy']);
    const ruled = { ...aroma, clauses: aroma.clauses.map((c) => (c.read && c.conditional ? { ...c, conditionMet: true } : c)) };
    const r = resolveSystemContacts([unit('picket', 'aroma', 'T'), unit('escort', 'aroma', 'T'), unit('m1', 'muddy', 'Q')], stances(ruled, stance('muddy')));
    // ESCORT: the CO (F) over the GO (G) over its own T; PICKET: the SO (H) over all of them.
    expect(r.pairs[0]?.groups.map((g) => [g.unitIds[0], g.orders[0]])).toEqual([
      [['escort'], 'F'],
      [['picket'], 'H'],
    ]);
    // Not ruled met, the CO does not apply: the GO's Guard.
    const unruled = resolveSystemContacts([unit('escort', 'aroma', 'T'), unit('m1', 'muddy', 'Q')], stances(aroma, stance('muddy')));
    expect(unruled.pairs[0]?.orders[0]).toBe('G');
    // Without any clause, the unit's own order.
    expect(resolveSystemContacts([unit('escort', 'aroma', 'T'), unit('m1', 'muddy', 'Q')], stances(stance('aroma', [], ['muddy']), stance('muddy'))).pairs[0]?.orders[0]).toBe('T');
  });

  // NOVA: WRITING ORDERS "If Player X sends in units with Hostile or Neutral orders combat would still occur, in spite of the
  // General friendly order, because the ships did not identify themselves. Similarly, if an order states that all ships are
  // hostile to Player Z, and a Player Z ship jumps in with Neutral orders, there would not be conflict."
  it('"Friendly vs Player X" does not stop combat with an X ship on H or N (it did not identify); "Hostile to Z" starts none with a Z ship on N', () => {
    const aroma = stance('aroma', ['GO: all ships Friendly vs PAGAN, Hostile vs MUDDY'], ['pagan', 'muddy']);
    const vs = (empire: string, orders: string) => resolveSystemContacts([unit('a1', 'aroma', 'H'), unit('x1', empire, orders)], stances(aroma, stance(empire))).pairs[0];
    expect(vs('pagan', 'H')?.outcome).toBe('hostile');
    expect(vs('pagan', 'N,X')?.outcome).toBe('hostile');
    expect(vs('pagan', 'Q')?.outcome).toBe('friendly');
    const calm = stance('aroma', ['GO: all ships Hostile vs MUDDY'], ['muddy']);
    expect(resolveSystemContacts([unit('a1', 'aroma', ''), unit('m1', 'muddy', 'N')], stances(calm, stance('muddy'))).pairs[0]?.outcome).toBe('neutral');
  });

  it('empire-specific clauses need Normal or Full contact; "all who identify themselves" does not', () => {
    const kessa = stance('kessa', ['GO: Friendly vs all who identify themselves']);
    const r = resolveSystemContacts([unit('k1', 'kessa', 'T'), unit('p1', 'pagan', 'Q')], stances(kessa, stance('pagan')));
    expect(r.pairs[0]).toMatchObject({ orders: ['F', 'Q'], code: 1, outcome: 'friendly' });
  });

  it('a conditional clause applies only when the GM rules its condition met', () => {
    const umbral = stance('umbral', ['CO: if any alien ship stays at ISKAR, all Shades Hostile to it']);
    const units = [unit('shade 1', 'umbral', 'G'), unit('p1', 'pagan', 'F')];
    const unruled = resolveSystemContacts(units, stances(umbral, stance('pagan')));
    expect(unruled.pairs[0]).toMatchObject({ orders: ['F', 'G'], outcome: 'friendly' });
    expect(unruled.notes[0]).toContain('is conditional and not ruled');
    const met = { ...umbral, clauses: umbral.clauses.map((c) => (c.read ? { ...c, conditionMet: true } : c)) };
    expect(resolveSystemContacts(units, stances(met, stance('pagan'))).pairs[0]).toMatchObject({ orders: ['F', 'H'], outcome: 'hostile' });
  });

  it('defaults: armed ships T, unarmed N, armies H, colonists N; an unarmed H is its default, and the GM is told', () => {
    const r = resolveSystemContacts(
      [unit('t', 'aroma', ''), unit('n', 'muddy', '', { armed: false }), unit('army', 'pagan', '', { kind: 'army', armed: false }), unit('col', 'pagan', 'H', { kind: 'colonists', armed: false })],
      stances(stance('aroma'), stance('muddy'), stance('pagan')),
    );
    expect(r.pairs.find((p) => p.a === 'aroma' && p.b === 'muddy')).toMatchObject({ orders: ['T', 'N'], code: 10 });
    expect(r.pairs.find((p) => p.a === 'aroma' && p.b === 'pagan')?.groups.map((g) => g.orders.join(''))).toEqual(['TH', 'TN']);
    expect(r.notes.some((n) => n.includes('H is not allowed for unarmed COL'))).toBe(true);
  });

  it('a GM ruling replaces the table\'s outcome and says so', () => {
    const units = [unit('a1', 'aroma', 'T,X'), unit('m1', 'muddy', 'T')];
    const r = resolveSystemContacts(units, stances(stance('aroma'), stance('muddy')), { 'aroma:muddy': 'neutral' });
    expect(r.pairs[0]).toMatchObject({ outcome: 'neutral', tableOutcome: 'hostile', ruled: true, explanation: 'GM ruling: neutral (the table gave hostile: T vs T = 6: AROMA has activity X, hostilities)' });
    expect(r.battleUnitIds).toEqual([]);
    const war = resolveSystemContacts([unit('a1', 'aroma', 'F'), unit('m1', 'muddy', 'F')], stances(stance('aroma'), stance('muddy')), { 'aroma:muddy': 'hostile' });
    expect(war.battleUnitIds).toEqual(['a1', 'm1']);
  });

  it('a third empire: a retreat away from a battle between the other two', () => {
    const r = resolveSystemContacts([unit('a1', 'aroma', 'T,X'), unit('m1', 'muddy', 'T'), unit('p1', 'pagan', 'R')], stances(stance('aroma'), stance('muddy'), stance('pagan')));
    expect(r.hostile).toEqual([['aroma', 'muddy']]);
    expect(r.battleUnitIds).toEqual(['a1', 'm1']);
    expect(r.retreatingUnitIds).toEqual(['p1']);
  });

  it('reads contact orders as letters or words', () => {
    expect(['f', 'Friendly', 'kopp-out', 'KOPP OUT', 'x'].map(readContactLetter)).toEqual(['F', 'F', 'K', 'K', null]);
  });
});

describe('properties', () => {
  const empireIds = ['aroma', 'muddy', 'pagan'];
  const fixed = stances(
    stance('aroma', ['GO: Friendly vs PAGAN, Hostile vs all others', 'SO: U1 Guard vs MUDDY'], ['pagan', 'muddy']),
    stance('muddy', ['GO: all ships Qualified toward aliens met for the first time']),
    stance('pagan', ['GO: Friendly vs all who identify themselves']),
  );
  const unitArb = fc.record({
    empireId: fc.constantFrom(...empireIds),
    armed: fc.boolean(),
    contact: fc.array(fc.constantFrom(...TABLE_LETTERS), { maxLength: 2 }),
    activities: fc.subarray(['X', 'I', 'S', 'E', 'O']),
  });
  const unitsArb = fc
    .array(unitArb, { minLength: 2, maxLength: 8 })
    .map((list) => list.map((u, i) => ({ ...u, unitId: `u${i}`, name: `U${i}` }) as ContactUnit));

  it('the result does not depend on the order the units are listed', () => {
    fc.assert(
      fc.property(unitsArb, fc.func(fc.integer()), (units, key) => {
        const shuffled = [...units].sort((p, q) => key(p.unitId) - key(q.unitId));
        expect(resolveSystemContacts(shuffled, fixed)).toEqual(resolveSystemContacts(units, fixed));
      }),
      { numRuns: 300 },
    );
  });

  it('hostilities take in every unit of both empires, and nobody in a battle also retreats', () => {
    fc.assert(
      fc.property(unitsArb, (units) => {
        const r = resolveSystemContacts(units, fixed);
        for (const [a, b] of r.hostile) for (const u of units) if (u.empireId === a || u.empireId === b) expect(r.battleUnitIds).toContain(u.unitId);
        for (const id of r.retreatingUnitIds) expect(r.battleUnitIds).not.toContain(id);
        for (const p of r.pairs) expect(p.explanation).toMatch(/^[A-Z] vs [A-Z] = \d+/);
      }),
      { numRuns: 300 },
    );
  });
});
