import { describe, expect, it } from 'vitest';
import { ledgerOf } from './money-state';
import { researchStateOf } from './research-state';
import { productionStep } from './step-a-production';
import { ledgerEntries, pillageStep, pillageValue } from './step-b-pillage';
import { sheet, stepInput, WorldBuilder } from './test-world';
import type { EmpireOrders, TurnWorld } from './types';

function world(): TurnWorld {
  return new WorldBuilder(5)
    .empire('e1', { treasury: 0, contacts: [{ empireId: 'e2', level: 'normal', alias: 'Empire B', since: 2 }] })
    .empire('e2', { treasury: 0, nova: { tech: { BL: 30, SN: 40 } } })
    .home('h1', 'e1')
    .home('h2', 'e2', { name: 'VESPER', installations: { IC: 1, SDU: 2 } })
    .system('s3', { name: 'TEMORA', type: 4, status: 'settlement', ownerId: 'e2', colonies: 2, installations: { IC: 1 } })
    .system('s4', { name: 'MARAX', type: 6, status: 'world', ownerId: 'e2', colonies: 3 })
    .design('d1', 'e1', 'Hornet', [
      ['IE', 4],
      ['JD', 3],
      ['AR', 2, 10],
    ])
    .unit('aa1', 'e1', 'AA', 's3')
    .unit('aa2', 'e1', 'AA', 'h2')
    .unit('c1', 'e2', 'C', 's3')
    .unit('c2', 'e2', 'C', 's3')
    .unit('ra9', 'e2', 'RA', 's4')
    .unit('aa3', 'e1', 'AA', 's4')
    .unit('hull', 'e1', 'ship', 'h1', { name: 'OLD HULL', designId: 'd1' })
    .unit('sg', 'e1', 'SG', 'h1', { name: 'SG 1' })
    .unit('col', 'e1', 'C', 'h1', { name: 'C 1' })
    .build();
}

function run(w: TurnWorld, orders: EmpireOrders[], settings: Record<string, unknown> = {}) {
  const a = productionStep(stepInput(w, orders, settings));
  return pillageStep(stepInput(a.world, orders, settings));
}

describe('step B: pillage and salvage (NOVA 4.8, 4.9)', () => {
  it('reads the ledger detail: systems with amounts, units with locations', () => {
    expect(ledgerEntries('TEMORA(80), MARAX (40)')).toEqual([
      { name: 'TEMORA', note: '80' },
      { name: 'MARAX', note: '40' },
    ]);
    expect(ledgerEntries('HAMMER 1(LYRA); sg 1')).toEqual([
      { name: 'HAMMER 1', note: 'LYRA' },
      { name: 'SG 1', note: null },
    ]);
  });

  it('pays min(production, 180) for a pillaged system, destroys what is on it, and drops it to NONE (A16)', () => {
    expect(pillageValue(world().systems[2]!)).toBe(80);
    expect(pillageValue(world().systems[1]!)).toBe(180);
    const w = world();
    const before = structuredClone(w);
    const out = run(w, [sheet('e1', [['ledger', 'Pillage : Systems(Amount) : 80 TEMORA(80)']])]);
    expect(w).toEqual(before);
    const e1 = out.world.empires[0]!;
    expect(e1.treasury).toBe(200 + 80);
    expect(ledgerOf(e1, 5).pillage).toBe(80);
    const temora = out.world.systems.find((s) => s.id === 's3');
    expect(temora).toMatchObject({ status: 'none', colonies: 0, ownerId: null, installations: {} });
    expect(out.world.units.map((u) => u.id)).not.toContain('c1');
    expect(out.world.units.map((u) => u.id)).toContain('aa1');
    const event = out.events.find((e) => e.kind === 'pillage');
    expect(event).toMatchObject({ empireId: 'e1', systemId: 's3', mcr: 80, audience: ['e1', 'e2'], aliases: { e2: { e1: 'an alien empire' }, e1: { e2: 'Empire B' } } });
    expect(out.warnings?.map((x) => x.code)).toEqual(['PILLAGE-CARGO']);
  });

  it('keeps the colonies when the game setting says so', () => {
    const out = run(world(), [sheet('e1', [['ledger', 'Pillage : 80 TEMORA(80)']])], { turn: { pillageDestroysColonies: false } });
    expect(out.world.systems.find((s) => s.id === 's3')).toMatchObject({ status: 'settlement', ownerId: 'e2', installations: {} });
    expect(out.world.units.map((u) => u.id)).toContain('c1');
  });

  // NOVA: 4.8 PILLAGE: "World status systems may not be pillaged by anyone, including the owner, without fighting and destroying all the militia."
  it('refuses to pillage a World whose militia stand (a Home Star has 10): an order error, nothing paid, nothing destroyed', () => {
    const out = run(world(), [sheet('e1', [['ledger', 'Pillage : Systems(Amount) : 100 VESPER(100)']])]);
    expect(out.world.empires[0]?.treasury).toBe(200);
    expect(out.world.units.map((u) => u.id)).toContain('aa2');
    expect(out.world.systems.find((s) => s.id === 'h2')?.installations).toEqual({ IC: 1, SDU: 2 });
    const errors = out.events.filter((e) => e.kind === 'order-error').map((e) => e.kind === 'order-error' && [e.code, e.reason]);
    expect(errors).toEqual([['PILLAGE-WORLD', expect.stringMatching(/VESPER is a World and its 10 militia armies stand.*NOVA 4\.8/)]]);
    expect(out.warnings?.map((x) => x.code)).toEqual([]);
  });

  it('pillaging an alien Home Star the GM allowed (ruling with a note) gives its technology for Table C research (5.8)', () => {
    const w = world();
    const a = productionStep(stepInput(w, []));
    const orders = [sheet('e1', [['ledger', 'Pillage : Systems(Amount) : 100 VESPER(100)']])];
    const out = pillageStep(stepInput(a.world, orders, {}, { pillageWorlds: { 'e1:h2': { value: true, note: 'militia wiped out at the table' } } }));
    expect(out.world.empires[0]?.treasury).toBe(380);
    expect(researchStateOf(out.world.empires[0]!).capturedTech).toEqual({ BL: 30, SN: 40 });
    expect(out.warnings?.map((x) => x.code)).toEqual(['PILLAGE-AMOUNT', 'PILLAGE-CARGO']);
    expect(out.events.find((e) => e.kind === 'ruling')).toMatchObject({ kind: 'ruling', value: 'allowed', note: 'militia wiped out at the table' });
  });

  it('a captured World has no militia (NOVA: INTRINSIC SYSTEM GARRISONS): it may be pillaged', () => {
    const w = world();
    w.systems = w.systems.map((s) => (s.id === 's4' ? { ...s, capturedFrom: 'e3' } : s));
    w.units = w.units.filter((u) => u.id !== 'ra9');
    const out = run(w, [sheet('e1', [['ledger', 'Pillage : Systems(Amount) : 100 MARAX(100)']])]);
    expect(out.events.filter((e) => e.kind === 'order-error')).toEqual([]);
    expect(ledgerOf(out.world.empires[0]!, 5).pillage).toBe(100);
  });

  it('refuses a pillage without armies present, with defenders left, twice, or of nothing', () => {
    const out = run(world(), [
      sheet('e1', [
        ['ledger', 'Pillage : 40 MARAX(100), NOWHERE(5), TEMORA(80), TEMORA(80)'],
      ]),
      sheet('e2', [['ledger', 'Pillage : 200 H1(200)']]),
    ]);
    const errors = out.events.filter((e) => e.kind === 'order-error').map((e) => e.kind === 'order-error' && [e.empireId, e.code, e.reason]);
    expect(errors).toEqual([
      ['e1', 'PILLAGE', expect.stringMatching(/1 defending armies/)],
      ['e1', 'DNE', expect.stringMatching(/NOWHERE/)],
      ['e1', 'PILLAGE', expect.stringMatching(/already pillaged/)],
      ['e2', 'PILLAGE', expect.stringMatching(/must have armies or SDUs/)],
    ]);
  });

  it('salvages units at an established IC for half their value (an SG end 90), removing them before the jumps (4.9)', () => {
    const w = world();
    const out = run(w, [sheet('e1', [['ledger', 'Salvage : Units(Location) : 100 OLD HULL(H1), SG 1(H1), C 1(H1), AA1(TEMORA)']])]);
    const hull = out.events.find((e) => e.kind === 'salvage');
    expect(hull).toMatchObject({ kind: 'salvage', unitIds: ['hull', 'sg'] });
    const mcr = hull?.kind === 'salvage' ? hull.mcr : 0;
    expect(mcr).toBeGreaterThan(90);
    expect(out.world.empires[0]?.treasury).toBe(200 + mcr);
    expect(out.world.units.map((u) => u.id)).not.toContain('hull');
    const errors = out.events.filter((e) => e.kind === 'order-error').map((e) => e.kind === 'order-error' && e.reason);
    expect(errors).toEqual([expect.stringMatching(/established colonies/), expect.stringMatching(/TEMORA has none|established, unsuppressed IC/)]);
    expect(out.warnings?.map((x) => x.code)).toEqual(['SALVAGE-AMOUNT']);
  });

  it('salvages a damaged ship for half its current value: cost less destroyed components and structural damage (NOVA: SALVAGE)', () => {
    // NOVA: SALVAGE "original cost minus the cost of all damaged components and minus the amount of structural damage".
    const undamaged = run(world(), [sheet('e1', [['ledger', 'Salvage : 0 OLD HULL(H1)']])]);
    const full = undamaged.events.find((e) => e.kind === 'salvage');
    const fullMcr = full?.kind === 'salvage' ? full.mcr : 0;
    const w = world();
    const hull = w.units.find((u) => u.id === 'hull') as { damage?: unknown };
    // Its jump drive destroyed, 3 SD, 4 armour lost.
    hull.damage = { sd: 3, armourLost: 4, destroyed: ['JD#1'], ieLost: 0, jdLost: 0 };
    const out = run(w, [sheet('e1', [['ledger', 'Salvage : 0 OLD HULL(H1)']])]);
    const paid = out.events.find((e) => e.kind === 'salvage');
    const explained = out.warnings?.find((x) => x.code === 'SALVAGE-VALUE');
    expect(explained?.message).toMatch(/^OLD HULL is damaged: current value \d+ MCr, JD#1 −[\d.]+, 3 SD −3 = \d+ MCr; salvage pays half, \d+ MCr \(NOVA 4.9\)$/);
    const [cost, value] = [Number(/current value (\d+)/.exec(explained!.message)?.[1]), Number(/= (\d+) MCr/.exec(explained!.message)?.[1])];
    expect(fullMcr).toBe(Math.floor(cost / 2));
    expect(paid).toMatchObject({ mcr: Math.floor(value / 2) });
    expect(value).toBeLessThan(cost - 3);
    // Setting A18: lost armour taken off too.
    const armour = run(w, [sheet('e1', [['ledger', 'Salvage : 0 OLD HULL(H1)']])], { turn: { salvageLostArmour: true } });
    expect(armour.warnings?.find((x) => x.code === 'SALVAGE-VALUE')?.message).toContain(`4 armour −4 = ${value - 4} MCr`);
  });

  it('salvages an unfinished ship for half what was paid', () => {
    const w = world();
    w.units.push({ gameId: 'g', id: 'hull1', empireId: 'e1', kind: 'hull', name: 'DARING', systemId: 'h1', designId: 'd1', paid: 41 } as (typeof w.units)[number]);
    const out = run(w, [sheet('e1', [['ledger', 'Salvage : 20 DARING(H1)']])]);
    expect(out.events.find((e) => e.kind === 'salvage')).toMatchObject({ mcr: 20, unitIds: ['hull1'] });
  });

  it('does nothing when the ledger states no pillage or salvage', () => {
    const w = world();
    const a = productionStep(stepInput(w));
    const out = pillageStep(stepInput(a.world, [sheet('e1', [['ledger', 'Pillage : Systems(Amount) : 0'], ['ledger', 'Salvage : Units(Location) : 0']])]));
    expect(out.world).toEqual(a.world);
    expect(out.events).toEqual([]);
  });
});
