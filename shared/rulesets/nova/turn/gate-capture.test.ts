import { describe, expect, it } from 'vitest';
import { checkSheet } from '../orders/check';
import { generalLineKind } from '../orders/read-general';
import { parseOrderText } from '../orders/parse-sheet';
import { runsText } from '../reports/packet-model';
import { sitrepItems } from '../reports/sitrep';
import { empireKnowledgeOf, Namer } from '../reports/viewer';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { TurnDecisions, TurnWorld } from './types';

/**
 * NOVA: STAR GATES, the rulebook's example: the MERSY empire's star gate joins BALOR and POING.
 * "If the BALOR end of the pair were captured the new owner of that end could jump ships out the
 * captured SG end with "X" orders to explore the system occupied by the matching SG end. If the
 * MERSY empire ordered their remaining end destroyed at the start of the turn following capture
 * the ships attempting to jump through the SG end on BALOR would stop moving after reaching BALOR."
 * Here the VIPER empire's raider takes the BALOR end; MERSY's home is POING.
 */
function mersy(): WorldBuilder {
  return new WorldBuilder(7)
    .empire('mersy')
    .empire('viper')
    .home('poing', 'mersy')
    // VIPER's home, off the map of the example: an empire with no World is eliminated (NOVA 8.2).
    .home('viperia', 'viper')
    .system('balor', { type: 6 })
    .system('x1')
    .line('w1', 'balor', 'A', 'x1', 'A')
    .line('w2', 'x1', 'B', 'poing', 'A')
    .design('cruiser', 'mersy', 'Cruiser', [['IE', 2], ['JD', 1], ['BL', 15]])
    .design('raider', 'viper', 'Raider', [['IE', 2], ['JD', 1], ['BL', 15], ['XC', 1]])
    .unit('g1', 'mersy', 'SG', 'balor', { name: 'SG 1', pair: 'p1' })
    .unit('g2', 'mersy', 'SG', 'poing', { name: 'SG 2', pair: 'p1' })
    .unit('r', 'viper', 'ship', 'balor', { name: 'Raider 1', designId: 'raider' });
}

const controller = (world: TurnWorld, id: string) => world.units.find((u) => u.id === id)?.empireId;
const run = (world: TurnWorld, rows: [string, string][], settings: Record<string, unknown> = {}, decisions: TurnDecisions = {}) =>
  runTurn({ world, orders: rows.map(([empireId, row]) => sheet(empireId, [[row.startsWith('GO') ? 'general' : 'movement', row]])), seed: 'gates', settings, decisions });

describe('star gate ends change hands (NOVA: STAR GATES)', () => {
  it('an empire whose armed ships, under H, are alone with an SG end seizes the system space and captures it; only it is told', () => {
    const out = run(mersy().build(), [['viper', 'BALOR | RAIDER 1 | | H |']]);
    expect(controller(out.world, 'g1')).toBe('viper');
    expect(out.world.units.find((u) => u.id === 'g1')).toMatchObject({ capturedFrom: 'mersy', capturedTurn: 7 });
    const event = out.events.find((e) => e.kind === 'gate-captured');
    expect(event).toMatchObject({ step: 'G', empireId: 'viper', systemId: 'balor', audience: ['viper'], unitIds: ['g1'], fromEmpireId: 'mersy', functional: true, how: 'space' });
    expect(controller(out.world, 'g2')).toBe('mersy');
  });

  it('the new owner jumps out the captured end to explore the system of the matching end (the book example)', () => {
    const first = run(mersy().build(), [['viper', 'BALOR | RAIDER 1 | | H |']]);
    const next = run({ ...first.world, turn: 8 }, [['viper', 'BALOR | RAIDER 1 | SG | F,X |']]);
    expect(next.world.units.find((u) => u.id === 'r')?.systemId).toBe('poing');
    expect(next.events.find((e) => e.kind === 'explored' && e.empireId === 'viper')).toMatchObject({ systemId: 'poing', how: 'explored' });
  });

  it('MERSY destroys its remaining end in the economic phase: VIPER is told at the end of the turn, and its ships stop at BALOR', () => {
    const first = run(mersy().build(), [['viper', 'BALOR | RAIDER 1 | | H |']]);
    const next = run({ ...first.world, turn: 8 }, [
      ['mersy', 'GO: Destroy SG 2'],
      ['viper', 'BALOR | RAIDER 1 | SG | F,X |'],
    ]);
    expect(next.events.find((e) => e.kind === 'gate-destroyed')).toMatchObject({ step: 'B', empireId: 'mersy', systemId: 'poing', unitIds: ['g2'], audience: ['mersy'] });
    expect(next.world.units.some((u) => u.id === 'g2')).toBe(false);
    expect(next.world.units.find((u) => u.id === 'r')?.systemId).toBe('balor');
    expect(next.events.find((e) => e.kind === 'move-stopped' && e.empireId === 'viper')).toMatchObject({ code: 'SG' });
    const notice = next.events.find((e) => e.kind === 'gate-partner-lost');
    expect(notice).toMatchObject({ step: 'end', empireId: 'viper', systemId: 'balor', unitIds: ['g1'], audience: ['viper'] });
    // VIPER is told the matching end is gone, not who destroyed it.
    expect(next.events.filter((e) => e.audience.includes('viper')).some((e) => e.kind === 'gate-destroyed')).toBe(false);
    expect(sitrepText(next, 'viper')).toContain('SG 1: matching end destroyed or salvaged, non-functional');
  });

  it('an end captured without its matching end is reported non-functional', () => {
    const world = mersy().build();
    world.units = world.units.filter((u) => u.id !== 'g2');
    const out = run(world, [['viper', 'BALOR | RAIDER 1 | | H |']]);
    expect(out.events.find((e) => e.kind === 'gate-captured')).toMatchObject({ unitIds: ['g1'], functional: false });
  });

  it('no capture while the controller has a ship there, nor (by default) by ships under F; the settings change that', () => {
    const guarded = mersy().unit('c', 'mersy', 'ship', 'balor', { name: 'Cruiser 1', designId: 'cruiser' }).build();
    const contested = run(guarded, [
      ['viper', 'BALOR | RAIDER 1 | | F |'],
      ['mersy', 'BALOR | CRUISER 1 | | F |'],
    ]);
    expect(controller(contested.world, 'g1')).toBe('mersy');
    expect(controller(run(mersy().build(), [['viper', 'BALOR | RAIDER 1 | | F |']]).world, 'g1')).toBe('mersy');
    expect(controller(run(mersy().build(), [['viper', 'BALOR | RAIDER 1 | | F |']], { turn: { gateCapture: 'uncontested' } }).world, 'g1')).toBe('viper');
    expect(controller(run(mersy().build(), [['viper', 'BALOR | RAIDER 1 | | H |']], { turn: { gateCapture: 'gm' } }).world, 'g1')).toBe('mersy');
  });

  it("the GM's ruling decides who controls an end after G, with its note", () => {
    const decisions: TurnDecisions = { gateEnds: { g1: { value: 'viper', note: 'taken at the table' } } };
    const out = run(mersy().build(), [['viper', 'BALOR | RAIDER 1 | | F |']], {}, decisions);
    expect(controller(out.world, 'g1')).toBe('viper');
    expect(out.events.find((e) => e.kind === 'gate-captured')).toMatchObject({ how: 'ruling' });
    expect(out.events.find((e) => e.kind === 'ruling')).toMatchObject({ what: 'control of SG 1', value: 'viper', note: 'taken at the table', audience: [] });
  });

  it('the destruction order is read as an order; one naming no end of the empire is an SG order error', () => {
    expect(generalLineKind('GO: Destroy SG 2')).toEqual({ kind: 'order' });
    expect(generalLineKind('GO: Destroy our star gate at POING')).toEqual({ kind: 'order' });
    const out = run(mersy().build(), [['mersy', 'GO: Destroy star gate at X1']]);
    expect(out.events.find((e) => e.kind === 'order-error' && e.empireId === 'mersy')).toMatchObject({ step: 'B', code: 'SG' });
    const world = mersy().build();
    const input = { empireId: 'mersy', systems: world.systems, warpLines: world.warpLines, units: world.units, designs: world.designs, knowledge: [], empires: world.empires };
    expect(checkSheet(parseOrderText('GENERAL\nGO: Destroy SG 2')[0]?.lines ?? [], input).map((d) => d.code)).toEqual([]);
  });

  it("the captor's sitrep line says the end was captured, and whether it works", () => {
    const world = mersy().build();
    world.units = world.units.filter((u) => u.id !== 'g2');
    const out = run(world, [['viper', 'BALOR | RAIDER 1 | | H |']]);
    const texts = sitrepText(out, 'viper');
    expect(texts).toContain('SG 1 captured (non-functional)');
    expect(sitrepText(out, 'mersy')).not.toContain('captured');
  });
});

function sitrepText(out: ReturnType<typeof runTurn>, viewer: string): string {
  const known = empireKnowledgeOf(out.world, viewer, out.start.units);
  const items = sitrepItems({ namer: new Namer(known, out.world.systems), empireName: known.empireName, turn: out.turn, events: out.events });
  return items.map((i) => runsText(i.runs, (t) => t)).join('\n');
}
