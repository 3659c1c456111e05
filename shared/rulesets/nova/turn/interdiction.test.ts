import { describe, expect, it } from 'vitest';
import { generalLineKind } from '../orders/read-general';
import type { SheetSection } from '../orders/sheet';
import { describeEvent, worldNames } from './describe';
import { cargoStep } from './step-d-cargo';
import { movementStep } from './step-f-movement';
import { sheet, stepInput, WorldBuilder } from './test-world';
import type { EmpireOrders, TurnWorld } from './types';

/**
 * A chain A–B–C: AROMA (home A) sends its ships from A through B to C; MUDDY's Warden (DG20)
 * waits at B. Designs: Scout (no DS), Runner (DS20), Sprinter (DS15), Warden (IE1, DG20),
 * Hulk (DG20, no IE), Tug (IE2).
 */
function chain(turn = 5): WorldBuilder {
  return new WorldBuilder(turn)
    .empire('aroma', { contacts: [] })
    .empire('muddy', { contacts: [{ empireId: 'aroma', level: 'normal', alias: 'Empire A', since: 2 }] })
    .home('a', 'aroma')
    .system('b', { type: 5 })
    .system('c', { type: 3 })
    .line('w1', 'a', 'B', 'b', 'A')
    .line('w2', 'b', 'C', 'c', 'B')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2]])
    .design('runner', 'aroma', 'Runner', [['IE', 1], ['JD', 2], ['DS', 20]])
    .design('sprinter', 'aroma', 'Sprinter', [['IE', 1], ['JD', 2], ['DS', 15]])
    .design('warden', 'muddy', 'Warden', [['IE', 1], ['JD', 1], ['DG', 20]])
    .design('hulk', 'muddy', 'Hulk', [['JD', 1], ['DG', 20]])
    .design('tug', 'muddy', 'Tug', [['IE', 2], ['JD', 1]]);
}

function move(world: TurnWorld, orders: EmpireOrders[]) {
  const loaded = cargoStep(stepInput(world, orders));
  return movementStep(stepInput(loaded.world, orders));
}

const lines = (empireId: string, rows: [SheetSection, string][]) => sheet(empireId, rows);
const at = (world: TurnWorld, id: string) => world.units.find((u) => u.id === id)?.systemId;

describe('strategic interdiction (NOVA: DISTORTION GENERATOR, DISTORTION SUPPRESSOR)', () => {
  it('a DS at least as large as the DG passes; a smaller one, or none, is stopped', () => {
    const world = chain()
      .unit('r', 'aroma', 'ship', 'a', { name: 'Runner 1', designId: 'runner' })
      .unit('p', 'aroma', 'ship', 'a', { name: 'Sprinter 1', designId: 'sprinter' })
      .unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' })
      .unit('w', 'muddy', 'ship', 'b', { name: 'Warden', designId: 'warden' })
      .build();
    const out = move(world, [lines('aroma', [['movement', 'A | RUNNER 1 | B - C | F |'], ['movement', 'A | SPRINTER 1 | B - C | F |'], ['movement', 'A | SCOUT 1 | B - C | F |']])]);
    expect([at(out.world, 'r'), at(out.world, 'p'), at(out.world, 's')]).toEqual(['c', 'b', 'b']);
    const stopped = out.events.find((e) => e.kind === 'move-stopped');
    expect(stopped).toMatchObject({ code: 'INTERDICTED', systemId: 'b', unitIds: ['p', 's'], reason: 'stopped in B by a distortion generator (DG20)' });
    const passed = out.events.filter((e) => e.kind === 'interdiction-passed');
    expect(passed).toMatchObject([{ systemId: 'b', unitIds: ['r'], interdictorIds: ['w'], reason: 'suppressor', audience: [] }]);
    expect(describeEvent(passed[0]!, worldNames(out.world))).toBe('Runner 1 passed through at B past the interdiction of Warden: its distortion suppressor is at least as large as the DG');
  });

  it('an empire lets another through with "Let Empire A pass", only after contact made before this turn', () => {
    const world = chain().unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('w', 'muddy', 'ship', 'b', { name: 'Warden', designId: 'warden' }).build();
    const aroma = lines('aroma', [['movement', 'A | SCOUT 1 | B - C | F |']]);
    const out = move(world, [aroma, lines('muddy', [['general', 'GO: Let Empire A pass']])]);
    expect(at(out.world, 's')).toBe('c');
    expect(out.events.find((e) => e.kind === 'interdiction-passed')).toMatchObject({ reason: 'authorised', unitIds: ['s'] });
    // Contact made this very turn: the authorisation does not hold; the order is an error of MUDDY's.
    const fresh = structuredClone(world);
    fresh.empires[1]!.contacts = [{ empireId: 'aroma', level: 'normal', alias: 'Empire A', since: 5 }];
    const refused = move(fresh, [aroma, lines('muddy', [['general', 'GO: Let Empire A pass']])]);
    expect(at(refused.world, 's')).toBe('b');
    expect(refused.events.find((e) => e.kind === 'order-error')).toMatchObject({ empireId: 'muddy', code: 'INTERDICTION', text: 'GO: Let Empire A pass' });
  });

  it("own ships pass their empire's DG unless its orders say its interdictions stop them too", () => {
    const world = chain().unit('w', 'muddy', 'ship', 'b', { name: 'Warden', designId: 'warden' }).unit('t', 'muddy', 'ship', 'a', { name: 'Tug 1', designId: 'tug' }).build();
    world.units.find((u) => u.id === 't')!.systemId = 'a';
    // Tug has JD1: give it JD2 for the two jumps.
    world.designs.find((d) => d.id === 'tug')!.nova = { components: [{ code: 'IE', level: 2, count: 1 }, { code: 'JD', level: 2, count: 1 }] };
    const free = move(world, [lines('muddy', [['movement', 'A | TUG 1 | B - C | F |']])]);
    expect(at(free.world, 't')).toBe('c');
    const stopped = move(world, [lines('muddy', [['movement', 'A | TUG 1 | B - C | F |'], ['general', 'GO: Interdict own ships']])]);
    expect(at(stopped.world, 't')).toBe('b');
  });

  it('a DG ship without an IE interdicts only with a ship of its empire with an IE at the warp point (SPACE DRIFT)', () => {
    const alone = chain().unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('h', 'muddy', 'ship', 'b', { name: 'Hulk', designId: 'hulk' }).build();
    const orders = [lines('aroma', [['movement', 'A | SCOUT 1 | B - C | F |']]), lines('muddy', [['movement', 'B | HULK | | I |']])];
    const drift = move(alone, orders);
    expect(at(drift.world, 's')).toBe('c');
    expect(drift.events.find((e) => e.kind === 'order-error')).toMatchObject({ empireId: 'muddy', code: 'I-IE', unitIds: ['h'] });
    const helped = chain().unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('h', 'muddy', 'ship', 'b', { name: 'Hulk', designId: 'hulk' }).unit('t', 'muddy', 'ship', 'b', { name: 'Tug 1', designId: 'tug' }).build();
    expect(at(move(helped, orders).world, 's')).toBe('b');
  });

  it('interdiction orders given to a ship that jumps are ignored (an interdicting ship cannot move)', () => {
    const world = chain().unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' }).unit('w', 'muddy', 'ship', 'b', { name: 'Warden', designId: 'warden' }).build();
    const out = move(world, [lines('aroma', [['movement', 'A | SCOUT 1 | B - C | F |']]), lines('muddy', [['movement', 'B | WARDEN | C | I |']])]);
    expect(at(out.world, 's')).toBe('c');
    expect(out.events.find((e) => e.kind === 'order-error')).toMatchObject({ empireId: 'muddy', code: 'I-JUMP', unitIds: ['w'] });
  });

  it('the sheet reads both interdiction orders as orders, not as unknown lines', () => {
    expect(generalLineKind('GO: Let Empire A pass')).toEqual({ kind: 'order' });
    expect(generalLineKind('GO: let PLAYER 2 through our interdictions.')).toEqual({ kind: 'order' });
    expect(generalLineKind('GO: Interdict own ships')).toEqual({ kind: 'order' });
  });
});
