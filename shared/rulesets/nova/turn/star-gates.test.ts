import { describe, expect, it } from 'vitest';
import { checkSheet } from '../orders/check';
import { generalLineKind } from '../orders/read-general';
import { parseOrderText } from '../orders/parse-sheet';
import type { SheetSection } from '../orders/sheet';
import { cargoStep } from './step-d-cargo';
import { movementStep } from './step-f-movement';
import { establishStep } from './step-k-establish';
import { sheet, stepInput, WorldBuilder } from './test-world';
import type { EmpireOrders, TurnWorld } from './types';

/**
 * NOVA: STAR GATES, the rulebook's example: the MERSY empire's star gate joins BALOR and POING,
 * four warp lines apart (BALOR–X1–X2–X3–POING). Ships jump from BALOR to POING with one JD point.
 */
function mersy(): WorldBuilder {
  return new WorldBuilder(7)
    .empire('mersy', { contacts: [] })
    .empire('other', { contacts: [{ empireId: 'mersy', level: 'normal', alias: 'Empire A', since: 3 }] })
    .home('balor', 'mersy')
    .system('x1')
    .system('x2')
    .system('x3')
    .system('poing', { type: 6 })
    .line('w1', 'balor', 'A', 'x1', 'A')
    .line('w2', 'x1', 'B', 'x2', 'A')
    .line('w3', 'x2', 'B', 'x3', 'A')
    .line('w4', 'x3', 'B', 'poing', 'A')
    .design('cruiser', 'mersy', 'Cruiser', [['IE', 2], ['JD', 1]])
    .design('raider', 'other', 'Raider', [['IE', 2], ['JD', 1]])
    .unit('c', 'mersy', 'ship', 'balor', { name: 'Cruiser 1', designId: 'cruiser' })
    .unit('g1', 'mersy', 'SG', 'balor', { name: 'SG 1', pair: 'p1' })
    .unit('g2', 'mersy', 'SG', 'poing', { name: 'SG 2', pair: 'p1' });
}

const lines = (empireId: string, rows: [SheetSection, string][]) => sheet(empireId, rows);
function move(world: TurnWorld, orders: EmpireOrders[]) {
  const loaded = cargoStep(stepInput(world, orders));
  return movementStep(stepInput(loaded.world, orders));
}
const at = (world: TurnWorld, id: string) => world.units.find((u) => u.id === id)?.systemId;

describe('star gates in movement (NOVA: STAR GATES)', () => {
  it('a ship jumps from BALOR to POING through the gate with one point of JD, by naming POING or by the step SG', () => {
    for (const route of ['POING', 'SG']) {
      const out = move(mersy().build(), [lines('mersy', [['movement', `BALOR | CRUISER 1 | ${route} | F |`]])]);
      expect(at(out.world, 'c')).toBe('poing');
      expect(out.events.find((e) => e.kind === 'jumped')).toMatchObject({ systemId: 'poing', fromSystemId: 'balor', fromLetter: 'SG', toLetter: 'SG' });
    }
  });

  it('gate and warp lines combine in one route (JD2: the gate, then POING\'s warp point A to X3)', () => {
    const world = mersy().build();
    world.designs[0]!.nova = { components: [{ code: 'IE', level: 2, count: 1 }, { code: 'JD', level: 2, count: 1 }] };
    const out = move(world, [lines('mersy', [['movement', 'BALOR | CRUISER 1 | POING - A | F |']])]);
    expect(at(out.world, 'c')).toBe('x3');
  });

  it('a gate whose other end is gone stops the ship in BALOR; one whose end is aboard a ship (moved this turn) is not usable', () => {
    const gone = mersy().build();
    gone.units = gone.units.filter((u) => u.id !== 'g2');
    const stopped = move(gone, [lines('mersy', [['movement', 'BALOR | CRUISER 1 | SG | F |']])]);
    expect(at(stopped.world, 'c')).toBe('balor');
    expect(stopped.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ code: 'SG', reason: 'the other end of the star gate here no longer exists (NOVA: STAR GATES)' });
    const aboard = mersy().build();
    (aboard.units.find((u) => u.id === 'g2') as { carriedBy?: string }).carriedBy = 'c';
    expect(at(move(aboard, [lines('mersy', [['movement', 'BALOR | CRUISER 1 | POING | F |']])]).world, 'c')).toBe('balor');
  });

  it("another empire's ships use the gate only with its controller's blanket permission", () => {
    const world = mersy().unit('r', 'other', 'ship', 'balor', { name: 'Raider 1', designId: 'raider' }).build();
    world.empires[0]!.contacts = [{ empireId: 'other', level: 'normal', alias: 'Empire A', since: 4 }];
    const refused = move(world, [lines('other', [['movement', 'BALOR | RAIDER 1 | SG | F |']])]);
    expect(at(refused.world, 'r')).toBe('balor');
    expect(refused.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ code: 'SG' });
    const allowed = move(world, [lines('other', [['movement', 'BALOR | RAIDER 1 | SG | F |']]), lines('mersy', [['general', 'GO: Let Empire A use our star gates']])]);
    expect(at(allowed.world, 'r')).toBe('poing');
    expect(generalLineKind('GO: Let Empire A use our star gates')).toEqual({ kind: 'order' });
  });

  it('SG ends are placed with L in any system, owned or not, and the gate works from the next turn', () => {
    const world = mersy().build();
    world.units = world.units.filter((u) => u.id !== 'g2');
    world.units.push({ gameId: 'g', id: 'g2', empireId: 'mersy', kind: 'SG', name: 'SG 2', systemId: 'poing', pair: 'p1', carriedBy: 'c' } as TurnWorld['units'][number]);
    world.units.find((u) => u.id === 'c')!.systemId = 'poing';
    const orders = [lines('mersy', [['movement', 'POING | CRUISER 1 (SG) | | L |']])];
    const loaded = cargoStep(stepInput(world, orders));
    const k = establishStep(stepInput(movementStep(stepInput(loaded.world, orders)).world, orders));
    expect((k.world.units.find((u) => u.id === 'g2') as { carriedBy?: string }).carriedBy).toBeUndefined();
    const next = { ...k.world, turn: 8 };
    expect(at(move(next, [lines('mersy', [['movement', 'POING | CRUISER 1 | SG | F |']])]).world, 'c')).toBe('balor');
  });

  it('the order checker accepts a route through an own gate and flags a gate that is not there', () => {
    const world = mersy().build();
    const input = { empireId: 'mersy', systems: world.systems, warpLines: world.warpLines, units: world.units, designs: world.designs, knowledge: [], empires: world.empires };
    const check = (row: string) => checkSheet(parseOrderText(`MOVEMENT\n${row}`)[0]?.lines ?? [], input).map((d) => d.code);
    expect(check('BALOR | CRUISER 1 | POING | F |')).toEqual([]);
    expect(check('BALOR | CRUISER 1 | SG | F |')).toEqual([]);
    input.units = world.units.filter((u) => u.kind !== 'SG');
    expect(check('BALOR | CRUISER 1 | SG | F |')).toEqual(['SG']);
  });
});
