import { describe, expect, it } from 'vitest';
import { production } from '../economy';
import { ledgerOf } from './money-state';
import { productionStep } from './step-a-production';
import { sheet, stepInput, WorldBuilder } from './test-world';

describe('step A: production (NOVA 4.4, 6.2 A)', () => {
  it('has the production table as printed (4.4)', () => {
    const printed: [number, number | undefined, number | undefined, number | undefined][] = [
      [0, undefined, undefined, undefined],
      [1, 10, undefined, undefined],
      [2, 20, undefined, undefined],
      [3, 30, 60, undefined],
      [4, 40, 80, undefined],
      [5, 10, 20, 50],
      [6, 20, 40, 100],
      [7, 30, 60, 150],
      [8, 40, 80, 200],
    ];
    for (const [type, outpost, settlement, world] of printed) {
      expect([production(type, 'outpost'), production(type, 'settlement'), production(type, 'world')]).toEqual([outpost, settlement, world]);
      expect(production(type, 'none')).toBe(0);
    }
  });

  it('adds the revenue of every unsuppressed colonised system of an empire to its treasury', () => {
    const world = new WorldBuilder(3)
      .empire('e1', { treasury: 100 })
      .empire('e2', { treasury: 7 })
      .home('h1', 'e1')
      .system('s2', { type: 5, status: 'outpost', ownerId: 'e1', colonies: 1 })
      .system('s3', { type: 3, status: 'settlement', ownerId: 'e1', colonies: 2 })
      .system('s4', { type: 8, status: 'world', ownerId: null })
      .system('s5', { type: 7, status: 'none', ownerId: 'e1' })
      .build();
    const before = structuredClone(world);
    const out = productionStep(stepInput(world));
    expect(world).toEqual(before);
    const e1 = out.world.empires.find((e) => e.id === 'e1');
    expect(e1?.treasury).toBe(100 + 200 + 10 + 60);
    expect(out.world.empires.find((e) => e.id === 'e2')?.treasury).toBe(7);
    const prod = out.events.filter((e) => e.kind === 'production');
    expect(prod.map((e) => [e.empireId, e.kind === 'production' && e.mcr])).toEqual([
      ['e1', 270],
      ['e2', 0],
    ]);
    const first = prod[0];
    expect(first?.kind === 'production' && first.systems).toEqual([
      { systemId: 'h1', mcr: 200 },
      { systemId: 's2', mcr: 10 },
      { systemId: 's3', mcr: 60 },
    ]);
    expect(first?.audience).toEqual(['e1']);
    const treasury = out.events.find((e) => e.kind === 'treasury' && e.empireId === 'e1');
    expect(treasury).toMatchObject({ before: 100, after: 370 });
    expect(ledgerOf(e1 ?? world.empires[0]!, 3)).toMatchObject({ turn: 3, broughtForward: 100, production: 270 });
    expect(out.rolls).toEqual([]);
  });

  it('gives a Home Star the World column of its type: Type 5 makes 50 (David Stomp, START-004)', () => {
    const world = new WorldBuilder(1).empire('e1', { treasury: 316 }).home('h1', 'e1', { type: 5 }).build();
    expect(productionStep(stepInput(world)).world.empires[0]?.treasury).toBe(366);
  });

  it('skips a suppressed system for one turn (4.5), and says so', () => {
    const world = new WorldBuilder(5)
      .empire('e1')
      .home('h1', 'e1', { suppressed: true })
      .system('s2', { type: 6, status: 'world', ownerId: 'e1', suppressed: 4 })
      .system('s3', { type: 6, status: 'world', ownerId: 'e1', suppressed: 3 })
      .build();
    const out = productionStep(stepInput(world));
    expect(out.world.empires[0]?.treasury).toBe(100);
    expect(out.warnings?.filter((w) => w.code === 'SUPPRESSED').map((w) => w.systemId)).toEqual(['h1', 's2']);
    // The `true` mark becomes "suppressed last turn": next turn the system produces again.
    const h1 = out.world.systems.find((s) => s.id === 'h1') as { suppressed?: unknown };
    expect(h1.suppressed).toBe(4);
    const next = productionStep(stepInput({ ...out.world, turn: 6 }));
    expect(next.world.empires[0]?.treasury).toBe(100 + 200 + 100 + 100);
  });

  it('warns when a system has a status its type cannot have', () => {
    const world = new WorldBuilder(1).empire('e1').system('s1', { type: 2, status: 'world', ownerId: 'e1' }).build();
    const out = productionStep(stepInput(world));
    expect(out.world.empires[0]?.treasury).toBe(0);
    expect(out.warnings?.[0]?.code).toBe('PRODUCTION-NA');
  });

  it('checks the ledger: Production against the map, Transfers against last turn\'s arrivals, a Bonus left to the GM', () => {
    const world = new WorldBuilder(4).empire('e1', { treasury: 50, nova: { ledger: { turn: 3, broughtForward: 0, received: 40 } } }).home('h1', 'e1').build();
    const orders = [sheet('e1', [['ledger', 'Production : 210'], ['ledger', 'Treasury : 50'], ['ledger', 'Transfers : Amounts(Sender) : 30 (Empire A)'], ['ledger', 'Bonus : 25']])];
    const out = productionStep(stepInput(world, orders));
    expect(out.world.empires[0]?.treasury).toBe(250);
    expect(out.warnings?.map((w) => w.code)).toEqual(['LEDGER-PRODUCTION', 'LEDGER-TRANSFERS', 'LEDGER-BONUS']);
    expect(out.warnings?.[1]?.message).toMatch(/lists 30 MCr .* 40 MCr arrived/);
  });

  it('gives a captured system half its production when garrisoned, nothing otherwise (4.7)', () => {
    const world = new WorldBuilder(4)
      .empire('e1')
      .system('s1', { name: 'TEMORA', type: 4, status: 'settlement', ownerId: 'e1', capturedFrom: 'e2' })
      .system('s2', { name: 'MARAX', type: 7, status: 'world', ownerId: 'e1', capturedFrom: 'e2' })
      .system('s3', { name: 'GORM', type: 6, status: 'world', ownerId: 'e1', capturedFrom: 'e1' })
      .unit('a1', 'e1', 'AA', 's1')
      .unit('a2', 'e1', 'RA', 's1')
      .unit('a3', 'e1', 'AA', 's2')
      .unit('a4', 'e1', 'AA', 's2', { carriedBy: 'ship' })
      .build();
    const out = productionStep(stepInput(world));
    const production = out.events.find((e) => e.kind === 'production');
    expect(production?.kind === 'production' && production.systems).toEqual([
      { systemId: 's1', mcr: 40 },
      { systemId: 's2', mcr: 0 },
      { systemId: 's3', mcr: 100 },
    ]);
    expect(out.warnings?.map((w) => [w.code, w.systemId])).toEqual([['NOT-GARRISONED', 's2']]);
    expect(out.warnings?.[0]?.message).toMatch(/1 of the 3 armies/);
  });
});
