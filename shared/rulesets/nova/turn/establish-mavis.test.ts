// NOVA: COLONY ESTABLISHMENT PROCEDURE, SAMPLE SITREP (digest §9 #39, ECO-007): "MAVIS - E'd (3) (+50)": three colonies
// established at once, production up 50 MCr — by the production table a Type 5 system going from NONE to World.
import { describe, expect, it } from 'vitest';
import { production } from '../economy';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';

describe('the sample sitrep\'s MAVIS: E\'d (3) (+50)', () => {
  it('three colonies on an explored Type 5 NONE system make it a World of the empire, +50 MCr', () => {
    const world = new WorldBuilder(3)
      .empire('virus', { treasury: 100 })
      .home('a', 'virus')
      .system('m', { type: 5, name: 'MAVIS' })
      .line('w1', 'a', 'B', 'm', 'A')
      .design('hauler', 'virus', 'Hauler', [['IE', 1], ['JD', 2], ['XC', 1], ['CH', 30, 6]])
      .unit('h1', 'virus', 'ship', 'a', { name: 'Hauler 1', designId: 'hauler' })
      .unit('c1', 'virus', 'C', 'a')
      .unit('c2', 'virus', 'C', 'a')
      .unit('c3', 'virus', 'C', 'a')
      .build();
    const explored = runTurn({ world, orders: [sheet('virus', [['movement', 'A | HAULER 1 | B | F,X |']])], seed: 's' });
    const back = { ...explored.world, turn: 4, units: explored.world.units.map((u) => (u.id === 'h1' ? { ...u, systemId: 'a' } : u)) };
    const run = runTurn({ world: back, orders: [sheet('virus', [['movement', 'A | HAULER 1 (3 COL) | B | F,E |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'established')).toMatchObject({ systemId: 'm', colonies: 3, productionDelta: 50, status: 'world' });
    expect(run.world.systems.find((s) => s.id === 'm')).toMatchObject({ ownerId: 'virus', colonies: 3, status: 'world', type: 5 });
    expect([production(5, 'none'), production(5, 'world')]).toEqual([0, 50]);
  });
});
