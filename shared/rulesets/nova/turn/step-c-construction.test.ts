import { describe, expect, it } from 'vitest';
import { computeDesign } from '../design';
import type { TurnEvent } from './events';
import { designCost } from './expenditure-items';
import { ledgerOf } from './money-state';
import { productionStep } from './step-a-production';
import { constructionStep } from './step-c-construction';
import { systemHolders, unitsCapturedAfterStep } from './captured-units';
import { runTurn } from './run-turn';
import { runEconomy, sheet, stepInput, WorldBuilder } from './test-world';
import type { EmpireOrders, TurnWorld } from './types';

const FRIGATE: [string, number, number?][] = [
  ['IE', 4],
  ['JD', 3],
  ['BL', 15, 2],
  ['AR', 2, 5],
];

/** Harry's frigate (SSZ 30: FP 4, 6 AR, BL 20) and the damage of the rulebook's example (NOVA: REPAIRING SHIPS). */
const HARRY_FRIGATE: [string, number, number?][] = [
  ['IE', 2],
  ['JD', 1],
  ['FP', 4],
  ['AR', 1, 6],
  ['BL', 20],
];
const HARRY_DAMAGE = { sd: 7, armourLost: 12, destroyed: ['FP#1'], ieLost: 0, jdLost: 1 };

function base(treasury = 376): TurnWorld {
  return new WorldBuilder(1)
    .empire('e1', { treasury, nova: { tech: { BL: 15, IE: 4, JD: 3 } } })
    .home('h1', 'e1', { type: 8 })
    .system('s2', { name: 'ALGOL', type: 6, status: 'world', ownerId: 'e1', installations: { IC: 1 } })
    .system('s3', { name: 'TEDDY', type: 4, status: 'settlement', ownerId: 'e1' })
    .design('d1', 'e1', 'Frigate', FRIGATE)
    .build();
}

/** Production then construction, as the turn runs them. */
function build(world: TurnWorld, orders: EmpireOrders[], settings: Record<string, unknown> = {}) {
  const a = productionStep(stepInput(world, orders, settings));
  return constructionStep(stepInput(a.world, orders, settings));
}

const kinds = (events: TurnEvent[], kind: string) => events.filter((e) => e.kind === kind);

describe('step C: construction (NOVA 4.2, 5.1, 6.12)', () => {
  it('buys the sheet of the sample (units, RDTs, reports) at their true prices, at the home star', () => {
    const orders = [
      sheet('e1', [
        ['expenditures', 'New RDT | 3 | 40 | 120'],
        ['expenditures', 'Colony | 1 | 60 | 60'],
        ['expenditures', 'Regular Army | 1 | 30 | 30'],
        ['expenditures', 'Research report | 2 | 5 | 10'],
        ['expenditures', 'Assault Army | 1 | 30 | 40'],
      ]),
    ];
    const world = base();
    const before = structuredClone(world);
    const out = build(world, orders);
    expect(world).toEqual(before);
    const e1 = out.world.empires[0];
    // 376 + 200 (home) + 100 (ALGOL) + 80 (TEDDY) produced; 120 + 60 + 30 + 10 + 30 spent.
    expect(e1?.treasury).toBe(756 - 250);
    expect(ledgerOf(e1 ?? world.empires[0]!, 1)).toMatchObject({ spent: 250, rdtsBought: 3, reportsBought: 2 });
    const built = kinds(out.events, 'built');
    expect(built.map((e) => e.kind === 'built' && [e.what, e.label, e.count, e.mcr])).toEqual([
      ['rdt', 'New RDT', 3, 120],
      ['unit', 'Colony', 1, 60],
      ['unit', 'Regular Army', 1, 30],
      ['rdt', 'Research report', 2, 10],
      ['unit', 'Assault Army', 1, 30],
    ]);
    const newUnits = out.world.units.filter((u) => (u as { builtTurn?: number }).builtTurn === 1);
    expect(newUnits.map((u) => [u.id, u.kind, u.name, u.systemId])).toEqual([
      ['e1-t1-1', 'C', 'C 1', 'h1'],
      ['e1-t1-2', 'RA', 'RA 1', 'h1'],
      ['e1-t1-3', 'AA', 'AA 1', 'h1'],
    ]);
    expect(out.warnings?.map((w) => w.code)).toEqual(['COST']);
    expect(out.warnings?.[0]?.message).toMatch(/Assault Army cost 30 MCr .* not 40; 30 is charged/);
  });

  it('names ships from the COMMISSIONS, builds them where commissioned, and names the others "<design> <n>" with a warning', () => {
    const world = base(1000);
    const price = designCost(world.designs[0]!, world.empires[0]!, {});
    const d = world.designs[0] as unknown as Parameters<typeof computeDesign>[0];
    expect(price).toBe(computeDesign(d).cost);
    const orders = [
      sheet('e1', [
        ['expenditures', `Frigates | 3 | ${price} | ${3 * (price ?? 0)}`],
        ['commissions', 'DARING | ALGOL || BOLD | LYRA'],
      ]),
    ];
    world.systems[0]!.name = 'LYRA';
    const out = build(world, orders);
    const ships = out.world.units.filter((u) => u.kind === 'ship');
    expect(ships.map((u) => [u.name, u.systemId, (u as { designId?: string }).designId])).toEqual([
      ['DARING', 's2', 'd1'],
      ['BOLD', 'h1', 'd1'],
      ['Frigate 1', 'h1', 'd1'],
    ]);
    expect(out.warnings?.map((w) => w.code)).toEqual(['UNNAMED']);
    expect(out.warnings?.[0]?.message).toMatch(/fines the empire/);
    // NOVA: 6.1 PENALTIES: 10 MCr for Frigate 1, the ship the GM named.
    // NOVA: MEGACREDITS, TREASURY & TRANSFER (4.1): "MCr are auto-transferred to systems where builds are occurring": DARING, built at s2, is paid from the one treasury.
    expect(out.world.empires[0]?.treasury).toBe(1380 - 3 * (price ?? 0) - 10);
  });

  // NOVA: 6.1 PENALTIES: "fined 10 MCr per ship the GM must name, even if the name is obvious".
  it('fines 10 MCr per new ship the GM names (none commissioned, a name too long, a name taken), as a penalty event (6.1)', () => {
    const world = base(1000);
    const price = designCost(world.designs[0]!, world.empires[0]!, {}) ?? 0;
    const orders = [
      sheet('e1', [
        ['expenditures', `Frigates | 4 | ${price} | ${4 * price}`],
        ['commissions', 'DARING | ALGOL || ABCDEFGHIJKLMNOP | ALGOL || DARING | ALGOL'],
      ]),
    ];
    const out = build(world, orders);
    expect(out.warnings?.map((w) => w.code)).toEqual(['NAME-LONG', 'NAME-TAKEN', 'UNNAMED']);
    const fines = kinds(out.events, 'penalty');
    const named = out.world.units.filter((u) => u.kind === 'ship' && u.name !== 'DARING').map((u) => u.id);
    expect(fines).toEqual([expect.objectContaining({ step: 'C', empireId: 'e1', reason: 'unnamed-ship', count: 3, perUnit: 10, mcr: 30, unitIds: named })]);
    expect(out.world.empires[0]?.treasury).toBe(1380 - 4 * price - 30);
    expect(ledgerOf(out.world.empires[0]!, world.turn).penalties).toBe(30);
  });

  // NOVA: 6.1 PENALTIES: "subtracted from the treasury, even if this causes it to go negative, no matter how much".
  it('takes the fine after the expenditures, even below zero, and never aborts a line for it (6.1)', () => {
    const world = base(0);
    const produced = constructionStep(stepInput(productionStep(stepInput(world, [])).world, [])).world.empires[0]!.treasury;
    const price = designCost(world.designs[0]!, world.empires[0]!, {}) ?? 0;
    const n = Math.floor(produced / price);
    const orders = [sheet('e1', [['expenditures', `Frigates | ${n} | ${price} | ${n * price}`]])];
    const out = build(world, orders, { orders: { overspendAllowance: 0 } });
    expect(kinds(out.events, 'build-aborted')).toEqual([]);
    expect(out.world.units.filter((u) => u.kind === 'ship')).toHaveLength(n);
    expect(out.world.empires[0]?.treasury).toBe(produced - n * price - 10 * n);
    expect(out.world.empires[0]!.treasury).toBeLessThan(0);
  });

  it('charges no fine when the game sets it to 0; the ship is still named (6.1, setting)', () => {
    const world = base(1000);
    const price = designCost(world.designs[0]!, world.empires[0]!, {}) ?? 0;
    const out = build(world, [sheet('e1', [['expenditures', `Frigates | 1 | ${price} | ${price}`]])], { turn: { unnamedShipFine: 0 } });
    expect(out.world.units.filter((u) => u.kind === 'ship').map((u) => u.name)).toEqual(['Frigate 1']);
    expect(kinds(out.events, 'penalty')).toEqual([]);
    expect(out.world.empires[0]?.treasury).toBe(1380 - price);
  });

  it('does not build ships or installations where there is no IC, nor colonies and armies off a World (4.2)', () => {
    const orders = [
      sheet('e1', [
        ['expenditures', 'Frigate at TEDDY | 1 | | '],
        ['expenditures', 'Colony at TEDDY | 1 | 60 | 60'],
        ['expenditures', 'SDU at TEDDY | 1 | 90 | 90'],
        ['expenditures', 'Frigate at NOWHERE | 1 | |'],
        ['expenditures', 'Battlestar | 1 | 500 | 500'],
      ]),
    ];
    const out = build(base(), orders);
    const aborted = kinds(out.events, 'build-aborted').map((e) => e.kind === 'build-aborted' && [e.line, e.reason]);
    expect(aborted).toHaveLength(5);
    expect(aborted[0]).toEqual([1, expect.stringMatching(/only at an established IC/)]);
    expect(aborted[1]).toEqual([2, expect.stringMatching(/only in World-status systems/)]);
    expect(aborted[2]).toEqual([3, expect.stringMatching(/only at an established IC/)]);
    expect(aborted[3]).toEqual([4, expect.stringMatching(/NOWHERE is not a known system/)]);
    expect(aborted[4]).toEqual([5, expect.stringMatching(/not one of the empire's designs/)]);
    expect(out.world.empires[0]?.treasury).toBe(756);
  });

  it('builds 4 armies a turn at the home star and 2 at a World; the rest are not executed (4.2)', () => {
    const orders = [
      sheet('e1', [
        ['expenditures', 'Assault Army | 3 | 30 | 90'],
        ['expenditures', 'Regular Army | 2 | 30 | 60'],
        ['expenditures', 'AA at ALGOL | 3 | 30 | 90'],
      ]),
    ];
    const out = build(base(), orders);
    const armies = out.world.units.filter((u) => u.kind === 'AA' || u.kind === 'RA');
    expect(armies.map((u) => `${u.kind}@${u.systemId}`)).toEqual(['AA@h1', 'AA@h1', 'AA@h1', 'RA@h1', 'AA@s2', 'AA@s2']);
    const aborted = kinds(out.events, 'build-aborted').map((e) => e.kind === 'build-aborted' && e.reason);
    expect(aborted).toEqual([expect.stringMatching(/^1 of 2 Regular Army not built: .* may build 4 armies/), expect.stringMatching(/^1 of 3 Assault Army not built: ALGOL may build 2/)]);
    expect(out.world.empires[0]?.treasury).toBe(756 - 6 * 30);
    // Money is checked for the armies that can be built: 4 asked, 2 allowed and paid for.
    const poor = build(base(-320), [sheet('e1', [['expenditures', 'AA at ALGOL | 4 | 30 | 120']])]);
    expect(poor.world.units.filter((u) => u.kind === 'AA' && u.systemId === 's2')).toHaveLength(2);
    expect(poor.world.empires[0]?.treasury).toBe(0);
  });

  it('aborts spending beyond the money in reverse order of priority (4.3, A13); the "line" setting only skips what does not fit', () => {
    const orders = [
      sheet('e1', [
        ['expenditures', 'IC | 1 | 120 | 120'],
        ['expenditures', 'TFC | 1 | 900 | 900'],
        ['expenditures', 'New RDT | 2 | 40 | 80'],
      ]),
    ];
    const rest = build(base(), orders);
    expect(kinds(rest.events, 'build-aborted').map((e) => e.kind === 'build-aborted' && e.line)).toEqual([2, 3]);
    expect(rest.world.empires[0]?.treasury).toBe(756 - 120);
    const line = build(base(), orders, { turn: { overspendAborts: 'line' } });
    expect(kinds(line.events, 'build-aborted').map((e) => e.kind === 'build-aborted' && e.line)).toEqual([2]);
    expect(line.world.empires[0]?.treasury).toBe(756 - 200);
  });

  it('lets the GM put an empire in debt within the tolerance: Harry spends 956 of 921 → −35, then −70 with interest (ECO-010)', () => {
    const world = new WorldBuilder(2).empire('e1', { treasury: 721 }).home('h1', 'e1').build();
    const orders = [
      sheet('e1', [
        ['expenditures', 'TFC | 1 | 900 | 900'],
        ['expenditures', 'Colony | 1 | 60 | 60'],
      ]),
    ];
    const strict = build(world, orders, { orders: { overspendAllowance: 0 } });
    expect(strict.world.empires[0]?.treasury).toBe(21);
    // The book's 50 MCr is the default.
    const lenient = build(world, orders);
    expect(lenient.world.empires[0]?.treasury).toBe(-39);
    const harry = runEconomy(stepInput(world, [sheet('e1', [['expenditures', 'TFC | 1 | 900 | 900'], ['expenditures', 'SDU | 1 | 90 | 90']])]));
    // 921 available (721 + 200), 990 asked: the SDU goes beyond the 50 MCr tolerance.
    expect(harry.world.empires[0]?.treasury).toBe(21);
    // Harry's damaged frigate at the home star: its repairs cost 26 MCr (NOVA: REPAIRING SHIPS).
    const withHornet = new WorldBuilder(2)
      .empire('e1', { treasury: 721 })
      .home('h1', 'e1')
      .design('hornet', 'e1', 'Hornet', HARRY_FRIGATE)
      .unit('u1', 'e1', 'ship', 'h1', { name: 'HORNET', designId: 'hornet', damage: HARRY_DAMAGE })
      .build();
    const exact = runEconomy(stepInput(withHornet, [sheet('e1', [['expenditures', 'TFC | 1 | 900 | 900'], ['expenditures', 'Assault Army | 1 | 30 | 30'], ['expenditures', 'Repair HORNET | | | 26']])]));
    // 900 + 30 + 26 = 956 of 921: −35, and the one-time 100% interest makes it −70 to clear next turn.
    expect(exact.events.find((e) => e.kind === 'interest')).toMatchObject({ mcr: 35, debt: 70 });
    expect(exact.world.empires[0]?.treasury).toBe(-70);
    expect(exact.events.filter((e) => e.kind === 'corruption')).toEqual([]);
  });

  it('allows nothing but RDT maintenance until a debt is cleared (4.3)', () => {
    const world = new WorldBuilder(3).empire('e1', { treasury: -70 }).home('h1', 'e1', { type: 5 }).build();
    const out = build(world, [sheet('e1', [['expenditures', 'Debt repayment | | | 70'], ['expenditures', 'Assault Army | 1 | 30 | 30']])], { orders: { overspendAllowance: 500 } });
    expect(out.world.empires[0]?.treasury).toBe(-20);
    const aborted = kinds(out.events, 'build-aborted');
    expect(aborted).toHaveLength(1);
    expect(aborted[0]).toMatchObject({ line: 2, reason: expect.stringMatching(/debt of 70 MCr is not cleared/) });
    expect(out.warnings?.map((w) => w.code)).toEqual([]);
  });

  it('does not sell a design whose research project is still running (5.5)', () => {
    const world = base(1000);
    world.empires[0]!.nova = { ...(world.empires[0]!.nova as object), research: [{ id: 'NSD FRIGATE', code: 'NSD', from: null, to: null, design: { name: 'Frigate', designId: 'd1' }, table: 'C', goal: '8', tp: '3', rdts: 2, startedTurn: 1 }] };
    const out = build(world, [sheet('e1', [['expenditures', 'Frigate | 1 | | ']])]);
    expect(kinds(out.events, 'build-aborted')[0]).toMatchObject({ reason: expect.stringMatching(/still being researched/) });
  });

  it('builds a star gate as a pair of ends, and ignores a missing sheet', () => {
    const out = build(base(1000), [sheet('e1', [['expenditures', 'Star Gate | 1 | 360 | 360']]), { empireId: 'e2', missing: true, lines: [] }]);
    const ends = out.world.units.filter((u) => u.kind === 'SG');
    expect(ends).toHaveLength(2);
    expect((ends[0] as { pair?: string }).pair).toBe((ends[1] as { pair?: string }).pair);
    expect(out.world.empires[0]?.treasury).toBe(1380 - 360);
  });

  it('builds no colonies or armies in a captured system; its IC builds, with or without a garrison by setting (4.7, A15)', () => {
    const world = base(1000);
    world.systems[1] = { ...world.systems[1]!, capturedFrom: 'e9' } as (typeof world.systems)[number];
    const orders = [sheet('e1', [['expenditures', 'Colony at ALGOL | 1 | 60 | 60'], ['expenditures', 'AA at ALGOL | 1 | 30 | 30'], ['expenditures', 'SDU at ALGOL | 1 | 90 | 90']])];
    const always = build(world, orders);
    expect(kinds(always.events, 'build-aborted').map((e) => e.kind === 'build-aborted' && e.reason)).toEqual([expect.stringMatching(/captured system cannot build colonies or armies/), expect.stringMatching(/captured system cannot build colonies or armies/)]);
    expect(always.world.units.filter((u) => u.kind === 'SDU')).toHaveLength(1);
    const strict = build(world, orders, { turn: { capturedIcBuilds: 'garrisoned' } });
    expect(kinds(strict.events, 'build-aborted').at(-1)).toMatchObject({ line: 3, reason: expect.stringMatching(/without its garrison of 3 armies/) });
  });

  it('builds a partly paid ship as an unfinished hull, finished on a later turn (4.2)', () => {
    const world = base(0);
    const price = designCost(world.designs[0]!, world.empires[0]!, {}) ?? 0;
    const out = build(world, [sheet('e1', [['expenditures', 'Frigate (partial) | 1 | | 40'], ['commissions', 'DARING | H1']])]);
    const hull = out.world.units.find((u) => u.name === 'DARING');
    expect(hull).toMatchObject({ kind: 'hull', paid: 40, designId: 'd1', systemId: 'h1' });
    expect(kinds(out.events, 'built')[0]).toMatchObject({ label: `Frigate (unfinished: 40 of ${price} MCr paid)`, mcr: 40 });
    expect(out.world.empires[0]?.treasury).toBe(380 - 40);

    const turn2 = { ...out.world, turn: 2 };
    const more = build(turn2, [sheet('e1', [['expenditures', 'Finish DARING | | | 10']])]);
    expect(more.world.units.find((u) => u.name === 'DARING')).toMatchObject({ kind: 'hull', paid: 50 });
    const done = build({ ...more.world, turn: 3 }, [sheet('e1', [['expenditures', 'Finish DARING | | | 500']])]);
    const ship = done.world.units.find((u) => u.name === 'DARING');
    expect(ship?.kind).toBe('ship');
    expect((ship as { paid?: number }).paid).toBeUndefined();
    expect(kinds(done.events, 'built')[0]).toMatchObject({ label: 'DARING finished', mcr: price - 50 });
    expect(done.warnings?.map((w) => w.code)).toEqual(['COST']);
  });

  it('refuses a partial payment of the whole price or of several ships, and finishing a ship that is not unfinished', () => {
    const out = build(base(1000), [
      sheet('e1', [
        ['expenditures', 'Frigate (partial) | 2 | | 40'],
        ['expenditures', 'Partial Frigate | 1 | | 5000'],
        ['expenditures', 'Finish NOBODY | | | 10'],
      ]),
    ]);
    expect(kinds(out.events, 'build-aborted').map((e) => e.kind === 'build-aborted' && e.line)).toEqual([1, 2, 3]);
    expect(out.world.empires[0]?.treasury).toBe(1380);
  });
});

describe('step C: repairs and refits carried out (NOVA: REPAIRING SHIPS, REFITTING SHIPS)', () => {
  /** Harry's frigate with an FC 3 in place of a point of laser (SSZ 30 still), its Mk2 redesign with FC 4, one at home (an IC), one at FAROUT (none). */
  function yard(damage: Record<string, unknown> | null = HARRY_DAMAGE) {
    const components = (fc: number) => [
      { code: 'IE', level: 2, count: 1 },
      { code: 'JD', level: 1, count: 1 },
      { code: 'FP', level: 4, count: 1 },
      { code: 'AR', level: 1, count: 6 },
      { code: 'BL', level: 19, count: 1 },
      { code: 'FC', level: fc, count: 1 },
    ];
    return new WorldBuilder(3)
      .empire('e1', { treasury: 300 })
      .home('h1', 'e1')
      .system('s9', { name: 'FAROUT', type: 5, status: 'world', ownerId: 'e1' })
      .design('hornet', 'e1', 'Hornet', [], { nova: { components: components(3), intangibles: { FA: 2, FD: 2 }, text: '', overrides: {}, notes: '' } })
      .design('mk2', 'e1', 'Hornet Mk2', [], { nova: { components: components(4), intangibles: { FA: 2, FD: 2 }, text: '', overrides: {}, notes: '', parentId: 'hornet' } })
      .unit('u1', 'e1', 'ship', 'h1', { name: 'HORNET 1', designId: 'hornet', ...(damage ? { damage, damageText: "-12AR,7SD,-1JD,FP X'd" } : {}) })
      .unit('u2', 'e1', 'ship', 's9', { name: 'HORNET 2', designId: 'hornet', damage: HARRY_DAMAGE })
      .build();
  }
  const exp = (...lines: string[]) => [sheet('e1', lines.map((l) => ['expenditures', l] as const))];

  it("Harry's frigate is repaired for 26 MCr: the damage is gone, the money charged", () => {
    const out = constructionStep(stepInput(yard(), exp('Repair HORNET 1')));
    const ship = out.world.units.find((u) => u.id === 'u1');
    expect([ship?.damage, ship?.damageText]).toEqual([undefined, undefined]);
    expect(kinds(out.events, 'repaired')).toMatchObject([{ what: 'repair', mcr: 26, unitIds: ['u1'], text: 'HORNET 1 repaired: FP#1 (FP 4) 4 MCr, 1 JD level (10% of SSZ 30 each) 3 MCr, 7 points of structural damage 7 MCr, 12 points of armour 12 MCr' }]);
    expect(out.world.empires[0]?.treasury).toBe(300 - 26);
  });

  it('a partial repair mends what the Cost column pays for and leaves the rest', () => {
    const out = constructionStep(stepInput(yard(), exp('Repair HORNET 1 | | | 10')));
    expect(out.world.units.find((u) => u.id === 'u1')?.damage).toEqual({ sd: 4, armourLost: 12, destroyed: [], ieLost: 0, jdLost: 0 });
    expect(kinds(out.events, 'repaired')[0]).toMatchObject({ mcr: 10, text: expect.stringMatching(/^HORNET 1 repaired in part: /) });
  });

  it('a partial repair mends first what the setting repairOrder says ("hull": structure, then armour)', () => {
    const out = constructionStep(stepInput(yard(), exp('Repair HORNET 1 | | | 10'), { nova: { repairOrder: 'hull' } }));
    expect(out.world.units.find((u) => u.id === 'u1')?.damage).toEqual({ sd: 0, armourLost: 9, destroyed: ['FP#1'], ieLost: 0, jdLost: 1 });
    expect(kinds(out.events, 'repaired')[0]).toMatchObject({ mcr: 10, text: 'HORNET 1 repaired in part: 7 points of structural damage 7 MCr, 3 points of armour, of 12 3 MCr' });
  });

  it('no repair away from an established IC, nor of an undamaged ship; the line is aborted with the reason', () => {
    const away = constructionStep(stepInput(yard(), exp('Repair HORNET 2')));
    expect(kinds(away.events, 'build-aborted')[0]).toMatchObject({ line: 1, reason: 'HORNET 2 is not at an established IC of the empire (FAROUT); ships are repaired at established, unsuppressed ICs (NOVA REPAIRING SHIPS)' });
    const whole = constructionStep(stepInput(yard(null), exp('Repair HORNET 1')));
    expect(kinds(whole.events, 'build-aborted')[0]).toMatchObject({ reason: 'HORNET 1 is not damaged' });
  });

  it('a refit needs an undamaged ship; repaired first on the line above, it is refitted the same turn at the cost of the components upgraded', () => {
    const damaged = constructionStep(stepInput(yard(), exp('Refit HORNET 1 to Hornet Mk2')));
    expect(kinds(damaged.events, 'build-aborted')[0]).toMatchObject({ reason: expect.stringMatching(/^HORNET 1 is damaged: a ship can only be refitted if it is undamaged/) });
    const out = constructionStep(stepInput(yard(), exp('Repair HORNET 1', 'Refit HORNET 1 to Hornet Mk2')));
    // FC 3 → FC 4: the new fire control's full value, 3 × 4 = 12 MCr (the book's example: FC3-4 costs 12).
    expect(kinds(out.events, 'repaired').map((e) => [e.kind === 'repaired' && e.what, e.kind === 'repaired' && e.mcr])).toEqual([
      ['repair', 26],
      ['refit', 12],
    ]);
    expect(out.world.units.find((u) => u.id === 'u1')?.designId).toBe('mk2');
    expect(out.world.empires[0]?.treasury).toBe(300 - 26 - 12);
  });

  it('a refit names a redesign of the ship\'s own design', () => {
    const out = constructionStep(stepInput(yard(null), exp('Refit HORNET 1 to Hornet')));
    expect(kinds(out.events, 'build-aborted')[0]).toMatchObject({ reason: 'Hornet is not a redesign of Hornet (redesigns: Hornet Mk2); ships can only be refitted to an existing redesign (NOVA REFITTING SHIPS, 3.7)' });
  });
});

// NOVA: CONSTRUCTION RESTRICTIONS — the section read sentence by sentence (the others are above).
describe('NOVA: CONSTRUCTION RESTRICTIONS (4.2), sentence by sentence', () => {
  // NOVA: CONSTRUCTION RESTRICTIONS "MAs can't be built."
  it("refuses militia armies with the reason, not as an unknown item", () => {
    const out = build(base(), [sheet('e1', [['expenditures', 'MA | 2 | 30 | 60'], ['expenditures', 'Militia Army at ALGOL | 1 | 30 | 30']])]);
    const reasons = kinds(out.events, 'build-aborted').map((e) => e.kind === 'build-aborted' && e.reason);
    expect(reasons).toEqual([expect.stringMatching(/^militia armies \(MA\) can't be built/), expect.stringMatching(/^militia armies \(MA\) can't be built/)]);
    expect(out.world.units).toEqual([]);
    expect(out.world.empires[0]?.treasury).toBe(756);
  });

  // NOVA: CONSTRUCTION RESTRICTIONS "ICs may NOT be used to build anything on the turn following Devastation of their system."
  it('an IC builds nothing the turn after its system was devastated, and builds again the turn after that; a World still raises armies', () => {
    const world = base(1000);
    world.turn = 3;
    world.systems[1] = { ...world.systems[1]!, devastatedTurn: 2 };
    const orders = [sheet('e1', [['expenditures', 'SDU at ALGOL | 1 | 90 | 90'], ['expenditures', 'Frigate at ALGOL | 1 | |'], ['expenditures', 'AA at ALGOL | 1 | 30 | 30']])];
    const after = build(world, orders);
    expect(kinds(after.events, 'build-aborted').map((e) => e.kind === 'build-aborted' && [e.line, e.reason])).toEqual([
      [1, 'an IC may not build anything on the turn after its system was devastated (NOVA 4.2)'],
      [2, 'an IC may not build anything on the turn after its system was devastated (NOVA 4.2)'],
    ]);
    expect(after.world.units.map((u) => u.kind)).toEqual(['AA']);
    const later = build({ ...world, turn: 4 }, orders);
    expect(kinds(later.events, 'build-aborted')).toEqual([]);
    expect(later.world.units.map((u) => u.kind).sort()).toEqual(['AA', 'SDU', 'ship']);
  });

  // NOVA: CONSTRUCTION RESTRICTIONS "Default location for builds is the home star or, if lost, the designated home star."
  it('builds at the Home Star by default; once it is lost, at the home star the GM designates', () => {
    const home = build(base(1000), [sheet('e1', [['expenditures', 'SDU | 1 | 90 | 90']])]);
    expect(home.world.units.map((u) => u.systemId)).toEqual(['h1']);
    const lost = base(1000);
    lost.systems[0] = { ...lost.systems[0]!, ownerId: 'e9', capturedFrom: 'e1' };
    const refused = build(lost, [sheet('e1', [['expenditures', 'SDU | 1 | 90 | 90']])]);
    expect(kinds(refused.events, 'build-aborted')[0]).toMatchObject({ reason: expect.stringMatching(/^the Home Star H1 is lost; builds go to the designated home star/) });
    // The GM designates ALGOL (Map screen: the empire's home system).
    lost.empires[0] = { ...lost.empires[0]!, homeSystemId: 's2' };
    const designated = build(lost, [sheet('e1', [['expenditures', 'SDU | 1 | 90 | 90']])]);
    expect(designated.world.units.map((u) => u.systemId)).toEqual(['s2']);
  });

  // NOVA: CONSTRUCTION RESTRICTIONS "If the system is captured, so is the incomplete ship. Partial ships can't be finished by alien empires, but may be destroyed or salvaged as per normal."
  it('an unfinished ship is captured with its system; its captor cannot finish it', () => {
    const world = base(0);
    const laid = build(world, [sheet('e1', [['expenditures', 'Frigate (partial) | 1 | | 40'], ['commissions', 'DARING | ALGOL']])]);
    const hull = laid.world.units.find((u) => u.name === 'DARING');
    expect(hull).toMatchObject({ kind: 'hull', builtBy: 'e1', systemId: 's2' });

    // Turn 2: MUDDY (e2) takes ALGOL; the hull and a stored PCB there pass to it, a PCB aboard a ship does not.
    const taken: TurnWorld = { ...structuredClone(laid.world), turn: 2 };
    taken.empires.push({ ...taken.empires[0]!, id: 'e2', name: 'MUDDY', homeSystemId: null, treasury: 1000, nova: {} });
    taken.units.push({ gameId: 'g', id: 'pcb1', empireId: 'e1', kind: 'PCB', name: 'PCB 1', systemId: 's2' }, { gameId: 'g', id: 'pcb2', empireId: 'e1', kind: 'PCB', name: 'PCB 2', systemId: 's2', carriedBy: 'x' });
    const holders = systemHolders(taken);
    taken.systems[1] = { ...taken.systems[1]!, ownerId: 'e2', capturedFrom: 'e1' };
    const events = unitsCapturedAfterStep(taken, holders, 'I');
    expect(taken.units.filter((u) => u.empireId === 'e2').map((u) => u.id)).toEqual([hull?.id, 'pcb1']);
    expect(events.map((e) => [e.empireId, e.kind === 'transfer' && e.reason])).toEqual([
      ['e1', 'captured with the system; an unfinished ship may not be finished by its captor, only salvaged (NOVA 4.2, 4.7)'],
      ['e2', 'captured with the system; an unfinished ship may not be finished by its captor, only salvaged (NOVA 4.2, 4.7)'],
    ]);
    const alien = build(taken, [sheet('e2', [['expenditures', 'Finish DARING | | | 10']])]);
    expect(kinds(alien.events, 'build-aborted')[0]).toMatchObject({ reason: expect.stringMatching(/partial ships can't be finished by alien empires/) });
    expect(alien.world.units.find((u) => u.name === 'DARING')).toMatchObject({ kind: 'hull', paid: 40, empireId: 'e2' });
  });

  it('a whole turn hands the unfinished ship to the empire whose armies take its undefended system (run-turn, step I)', () => {
    const world = new WorldBuilder(2)
      .empire('e1', { treasury: 0 })
      .empire('e2', { treasury: 0 })
      .home('h1', 'e1')
      .home('h2', 'e2')
      // A captured system of e1 (no militia, NOVA 4.7) without armies: the first landing takes it.
      .system('s2', { name: 'ALGOL', type: 6, status: 'outpost', colonies: 1, ownerId: 'e1', captured: true, installations: { IC: 1 } })
      .design('trooper', 'e2', 'Trooper', [['IE', 4], ['JD', 1], ['CH', 1, 2]])
      .unit('hull1', 'e1', 'hull', 's2', { name: 'DARING', designId: 'd1', paid: 40, builtBy: 'e1' })
      .unit('tr', 'e2', 'ship', 's2', { name: 'TR', designId: 'trooper' })
      .unit('aa1', 'e2', 'AA', 's2', { carriedBy: 'tr' })
      .build();
    world.knowledge.push({ gameId: 'g', id: 'k.e2.s2', empireId: 'e2', systemId: 's2', name: 'ALGOL', how: 'explored', turn: 1, type: 6, warpPoints: [] } as unknown as TurnWorld['knowledge'][number]);
    const run = runTurn({ world, orders: [sheet('e2', [['movement', 'ALGOL | TR (1 AA) | | A |']])], seed: 'capture' });
    expect(run.world.systems.find((s) => s.id === 's2')?.ownerId).toBe('e2');
    expect(run.world.units.find((u) => u.id === 'hull1')).toMatchObject({ empireId: 'e2', kind: 'hull', builtBy: 'e1' });
    expect(run.events.filter((e) => e.kind === 'transfer').map((e) => [e.step, e.empireId])).toEqual([
      ['I', 'e1'],
      ['I', 'e2'],
    ]);
  });
});
