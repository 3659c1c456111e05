// NOVA: WARP POINT DRIFT — "The warp point slowly drifts about the system. This has no effect on combat but does
// prevent ships with no IE from staying at a warp point. [...] Ships without IEs, left in systems by themselves, die
// from lack of supplies. Derelicts are captured by the next ship that enters the system."
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../../format/archive';
import type { GameRecords } from '../../../format/records';
import { RULESETS } from '../../index';
import { checkNovaArchive } from '../archive-checks';
import { checkSheet } from '../orders/check';
import { parseOrderText } from '../orders/parse-sheet';
import { runsText } from '../reports/packet-model';
import { sitrepItems } from '../reports/sitrep';
import { empireKnowledgeOf, Namer } from '../reports/viewer';
import { captureDerelicts, derelictCaptureStep, derelictsAtEnd, derelictStep, isDerelict } from './derelicts';
import { describeEvent, worldNames } from './describe';
import { cargoStep } from './step-d-cargo';
import { movementStep } from './step-f-movement';
import { runTurn } from './run-turn';
import { contactStep } from './step-g-contact';
import { sheet, stepInput, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

const damage = (ieLost: number) => ({ damage: { sd: 0, armourLost: 0, destroyed: [], ieLost, jdLost: 0 } });

/** A – B – C in a row; e1 at home in A, e2 at home in C. Cruiser IE2 JD3; Barge has no IE at all. */
function world(units: (b: WorldBuilder) => WorldBuilder, turn = 5): TurnWorld {
  const b = new WorldBuilder(turn)
    .empire('e1')
    .empire('e2')
    .home('a', 'e1')
    .system('b', { type: 4 })
    .home('c', 'e2')
    .line('ab', 'a', 'B', 'b', 'A')
    .line('bc', 'b', 'C', 'c', 'B')
    .design('cruiser', 'e1', 'Cruiser', [['IE', 2], ['JD', 3], ['BL', 15]])
    .design('barge', 'e1', 'Barge', [['JD', 1], ['CH', 10]])
    .design('raider', 'e2', 'Raider', [['IE', 2], ['JD', 3], ['BL', 15]]);
  return units(b).build();
}
const unit = (w: TurnWorld, id: string) => w.units.find((u) => u.id === id)!;

describe('NOVA: WARP POINT DRIFT — ships without IEs left by themselves die (end of turn)', () => {
  it('a ship whose IE was lost in battle, alone in a system, dies from lack of supplies and is a derelict; its owner is told as an ACL', () => {
    const w = world((b) => b.unit('h', 'e1', 'ship', 'b', { name: 'HULK', designId: 'cruiser', ...damage(2) }));
    const out = derelictStep(stepInput(w));
    expect(isDerelict(unit(out.world, 'h'))).toBe(true);
    expect(unit(out.world, 'h')).toMatchObject({ derelict: { turn: 5 }, empireId: 'e1', systemId: 'b' });
    expect(out.events).toEqual([expect.objectContaining({ kind: 'derelict', empireId: 'e1', systemId: 'b', unitIds: ['h'], audience: ['e1'], step: 'end' })]);
    const names = worldNames(out.world);
    expect(describeEvent(out.events[0]!, names)).toBe('HULK of E1 at B died for want of supplies: no IE and no ship of its empire with an IE there; derelict, lost to E1 (NOVA: WARP POINT DRIFT)');
    const namer = { viewer: 'e1', system: (id: string | null) => ({ kind: 'system', id, text: id?.toUpperCase() }), units: (ids: string[]) => ids.map((id) => ({ kind: 'unit', id, text: unit(out.world, id).name })), isOwnUnit: () => true, empire: (id: string) => ({ kind: 'text', text: id }) };
    const items = sitrepItems({ namer: namer as never, empireName: 'E1', turn: 5, events: out.events });
    expect(items.map((i) => i.runs.map((r) => (r as { text?: string }).text ?? '').join(''))).toContain('B - ACL (HULK) no IE, no supplies: crew died, derelict');
  });

  it('a design with no IE at all dies too; several ships without IEs together are still alone', () => {
    const w = world((b) => b.unit('g', 'e1', 'ship', 'b', { name: 'BARGE', designId: 'barge' }).unit('h', 'e1', 'ship', 'b', { name: 'HULK', designId: 'cruiser', ...damage(2) }));
    const events = derelictsAtEnd(w, 'ie-ship');
    expect(w.units.filter(isDerelict).map((u) => u.id)).toEqual(['g', 'h']);
    expect(events).toHaveLength(1);
  });

  it('not when a ship of its empire with a working IE is in the system (it is towed and supplied)', () => {
    const w = world((b) => b.unit('h', 'e1', 'ship', 'b', { name: 'HULK', designId: 'cruiser', ...damage(2) }).unit('t', 'e1', 'ship', 'b', { name: 'TUG', designId: 'cruiser', ...damage(1) }));
    expect(derelictsAtEnd(w, 'ie-ship')).toEqual([]);
    expect(isDerelict(unit(w, 'h'))).toBe(false);
  });

  it("another empire's IE ship does not supply it; nor, by default, its own colony — the setting 'any-unit' lets any unit or colony of its empire supply it", () => {
    const alien = world((b) => b.unit('h', 'e1', 'ship', 'b', { name: 'HULK', designId: 'cruiser', ...damage(2) }).unit('r', 'e2', 'ship', 'b', { name: 'RAIDER', designId: 'raider' }));
    expect(derelictsAtEnd(alien, 'ie-ship').map((e) => (e.kind === 'derelict' ? e.unitIds : []))).toEqual([['h']]);
    const home = () => world((b) => b.unit('h', 'e1', 'ship', 'a', { name: 'HULK', designId: 'cruiser', ...damage(2) }));
    expect(derelictsAtEnd(home(), 'ie-ship')).toHaveLength(1);
    expect(derelictsAtEnd(home(), 'any-unit')).toEqual([]);
    const army = world((b) => b.unit('h', 'e1', 'ship', 'b', { name: 'HULK', designId: 'cruiser', ...damage(2) }).unit('aa', 'e1', 'AA', 'b'));
    expect(derelictStep(stepInput(army, [], { turn: { derelictSupply: 'any-unit' } })).events).toEqual([]);
    expect(derelictStep(stepInput(army)).events).toHaveLength(1);
  });

  it('cargo aboard a ship and a ship with an IE are never derelicts', () => {
    const w = world((b) => b.unit('t', 'e1', 'ship', 'b', { name: 'TUG', designId: 'cruiser' }).unit('g', 'e1', 'ship', 'b', { name: 'BARGE', designId: 'barge', carriedBy: 't' }));
    expect(derelictsAtEnd(w, 'ie-ship')).toEqual([]);
  });
});

describe('NOVA: WARP POINT DRIFT — "Derelicts are captured by the next ship that enters the system" (step F)', () => {
  const withDerelict = (extra: (b: WorldBuilder) => WorldBuilder = (b) => b) =>
    world((b) => extra(b.unit('h', 'e1', 'ship', 'b', { name: 'HULK', designId: 'cruiser', ...damage(2), derelict: { turn: 4 } }).unit('r', 'e2', 'ship', 'c', { name: 'RAIDER', designId: 'raider' })));

  it('a ship of another empire jumps in: the derelict is its captured ship, both empires are told', () => {
    const orders = [sheet('e2', [['movement', 'C | RAIDER | B | F |']])];
    const moved = movementStep(stepInput(cargoStep(stepInput(withDerelict(), orders)).world, orders));
    expect(unit(moved.world, 'r').systemId).toBe('b');
    const out = derelictCaptureStep(stepInput(moved.world, orders));
    expect(unit(out.world, 'h')).toMatchObject({ empireId: 'e2', systemId: 'b' });
    expect(isDerelict(unit(out.world, 'h'))).toBe(false);
    expect(out.events.map((e) => [e.kind, e.empireId, e.audience])).toEqual([
      ['derelict-captured', 'e2', ['e2']],
      ['derelict-captured', 'e1', ['e1']],
    ]);
    expect(describeEvent(out.events[0]!, worldNames(out.world))).toBe('E2 captured the derelict HULK of E1 at B: RAIDER entered the system first (NOVA: WARP POINT DRIFT)');
    expect(out.events[1]).toMatchObject({ byUnitIds: [], audience: ['e1'] });
    expect(describeEvent(out.events[1]!, worldNames(out.world))).toBe('E2 captured the derelict HULK of E1 at B: its ship entered the system first (NOVA: WARP POINT DRIFT)');
  });

  it("NOVA: MISSILE LAUNCHERS: a derelict with an ML, captured, keeps its builder's missile designs (as any captured ship)", () => {
    const w = world((b) =>
      b
        .design('gunboat', 'e1', 'Gunboat', [['JD', 1], ['ML', 2]])
        .unit('m', 'e1', 'ship', 'b', { name: 'LAUNCHER', designId: 'gunboat', derelict: { turn: 4 } })
        .unit('r', 'e2', 'ship', 'b', { name: 'RAIDER', designId: 'raider', arrival: { turn: 5, fromSystemId: 'c', fromLetter: 'B', toLetter: 'C' } }),
    );
    w.designs.push({ gameId: 'g', id: 'mk7', empireId: 'e1', kind: 'missile', name: 'Mark 7', nova: {} } as never);
    captureDerelicts(w);
    expect(unit(w, 'm')).toMatchObject({ empireId: 'e2', missileDesigner: 'e1', missiles: ['mk7'] });
  });

  it('no ship entered: the derelict stays as it is; a ship already there does not take it', () => {
    const w = withDerelict((b) => b.unit('r2', 'e2', 'ship', 'b', { name: 'WATCHER', designId: 'raider' }));
    expect(captureDerelicts(w).events).toEqual([]);
    expect(unit(w, 'h')).toMatchObject({ empireId: 'e1', derelict: { turn: 4 } });
    // Its crew is dead: it meets nobody at G (no contact, no battle).
    const g = contactStep(stepInput(w));
    expect(g.events.filter((e) => e.kind === 'contact' || e.kind === 'battle')).toEqual([]);
    expect(g.battles ?? []).toEqual([]);
  });

  it('ships of two empires enter together: the first by id takes it and the GM is warned; its own empire entering recovers it', () => {
    const w = withDerelict((b) => b.unit('a1', 'e1', 'ship', 'b', { name: 'RESCUE', designId: 'cruiser', arrival: { turn: 5, fromSystemId: 'a', fromLetter: 'B', toLetter: 'A' } }));
    unit(w, 'r').systemId = 'b';
    Object.assign(unit(w, 'r'), { arrival: { turn: 5, fromSystemId: 'c', fromLetter: 'B', toLetter: 'C' } });
    const out = captureDerelicts(w);
    expect(unit(w, 'h')).toMatchObject({ empireId: 'e1' });
    expect(isDerelict(unit(w, 'h'))).toBe(false);
    expect(out.warnings.map((x) => x.code)).toEqual(['DERELICT-CAPTOR']);
    expect(describeEvent(out.events[0]!, worldNames(w))).toBe('E1 recovered its derelict HULK at B: RESCUE entered the system (NOVA: WARP POINT DRIFT)');
  });
});

describe("NOVA: WARP POINT DRIFT — a derelict's crew is dead: it obeys no orders", () => {
  it('the turn refuses its movement row (DERELICT) and the order checker warns', () => {
    const w = world((b) => b.unit('h', 'e1', 'ship', 'b', { name: 'HULK', designId: 'cruiser', ...damage(2), derelict: { turn: 4 } }));
    const orders = [sheet('e1', [['movement', 'B | HULK | A | F |']])];
    const out = cargoStep(stepInput(w, orders));
    expect(out.events.filter((e) => e.kind === 'order-error').map((e) => (e.kind === 'order-error' ? e.code : ''))).toEqual(['DERELICT']);
    expect(unit(out.world, 'h')).not.toHaveProperty('turnOrders');
    const lines = parseOrderText('MOVEMENT\nB | HULK | A | F |')[0]?.lines ?? [];
    const input = { empireId: 'e1', systems: w.systems, warpLines: w.warpLines, units: w.units, designs: w.designs, knowledge: w.knowledge, empires: w.empires };
    expect(checkSheet(lines, input).filter((d) => d.code === 'DERELICT').map((d) => d.severity)).toEqual(['warning']);
  });
});

describe('NOVA: WARP POINT DRIFT — the derelict state is kept by the archive', () => {
  it('round trip: a derelict unit reads back as written; an archive without the field still reads; a turn record with a damaged one is refused', () => {
    const text = readFileSync(new URL('../../../../resources/samples/nova-sample.warpdesk.json', import.meta.url), 'utf8');
    const first = readArchive(text, RULESETS);
    if (!first.ok) throw new Error('the sample does not read');
    const records = first.value.records;
    const ship = records.units.find((u) => u.kind === 'ship')!;
    (ship as { derelict?: unknown }).derelict = { turn: 3 };
    const again = readArchive(writeArchive(records, { exportedAt: first.value.exportedAt, exportedBy: first.value.exportedBy, migrations: first.value.migrations }), RULESETS);
    if (!again.ok) throw new Error(again.problems.map((p) => p.message).join('\n'));
    expect(again.value.records.units.find((u) => u.id === ship.id)).toMatchObject({ derelict: { turn: 3 } });
    const bad = { ...records, turns: [{ number: 1, status: 'committed', checkpoint: { units: [{ id: ship.id, empireId: ship.empireId, kind: 'ship', name: 'X', systemId: ship.systemId, derelict: 'yes' }] } }] } as unknown as GameRecords;
    expect(checkNovaArchive(bad).map((p) => p.where)).toEqual(['turns[0].checkpoint.units[0].derelict']);
  });
});

describe('NOVA: WARP POINT DRIFT — in a whole turn', () => {
  it('turn 5: the lone ship without an IE dies at the end; turn 6: the alien ship jumping in captures it at F', () => {
    const w = world((b) => b.unit('h', 'e1', 'ship', 'b', { name: 'HULK', designId: 'cruiser', ...damage(2) }).unit('r', 'e2', 'ship', 'c', { name: 'RAIDER', designId: 'raider' }));
    const five = runTurn({ world: w, orders: [], seed: 's' });
    expect(five.events.filter((e) => e.kind === 'derelict').map((e) => [e.step, e.empireId, e.systemId])).toEqual([['end', 'e1', 'b']]);
    const next = { ...five.world, turn: 6 };
    const six = runTurn({ world: next, orders: [sheet('e1', [['movement', 'B | HULK | A | F |']]), sheet('e2', [['movement', 'C | RAIDER | B | F |']])], seed: 's' });
    expect(six.events.filter((e) => e.kind === 'order-error' && e.empireId === 'e1').map((e) => (e.kind === 'order-error' ? e.code : ''))).toEqual(['DERELICT']);
    expect(six.events.filter((e) => e.kind === 'derelict-captured').map((e) => [e.step, e.empireId])).toEqual([
      ['F', 'e2'],
      ['F', 'e1'],
    ]);
    expect(unit(six.world, 'h')).toMatchObject({ empireId: 'e2', systemId: 'b' });
    // RAIDER has an IE and stays: its new ship is supplied, no derelict again.
    expect(six.events.some((e) => e.kind === 'derelict')).toBe(false);
    // The sitreps, with the packets' own namer: the owner's ACL on turn 5, each side's line on turn 6.
    const lines = (run: typeof five, viewer: string) => {
      const known = empireKnowledgeOf(run.world, viewer, run.start.units);
      return sitrepItems({ namer: new Namer(known, run.world.systems), empireName: known.empireName, turn: run.turn, events: run.events }).map((i) => runsText(i.runs));
    };
    expect(lines(five, 'e1')).toContain('B - ACL (HULK) no IE, no supplies: crew died, derelict');
    expect(lines(six, 'e2').join('\n')).toContain('derelict captured: HULK');
    expect(lines(six, 'e1').join('\n')).toContain('derelict taken by');
    expect(lines(six, 'e1').join('\n')).not.toContain('RAIDER');
  });
});
