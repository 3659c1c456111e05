import { describe, expect, it } from 'vitest';
import type { OrderSheet } from '../../../model/entities';
import { carryMissedTurns } from './missed-turn-carry';
import { researchStateOf } from './research-state';
import { runTurn } from './run-turn';
import { missing, WorldBuilder } from './test-world';

/**
 * NOVA: 6.3 MISSED TURNS: "General, Conditional, and Special orders from the previous turn will be
 * carried over intact, as are individual activity and contact orders." AROMA sent orders for
 * turn 3 and nothing for turn 4: its Frigate, left at B under H with X, keeps H and X.
 */
function world(turn = 4) {
  return new WorldBuilder(turn)
    .empire('aroma', { treasury: 100 })
    .empire('muddy', { treasury: 100 })
    .home('a', 'aroma')
    .system('b', { type: 5 })
    .line('w', 'a', 'B', 'b', 'A')
    .design('frigate', 'aroma', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15], ['XC', 1]])
    .unit('f', 'aroma', 'ship', 'b', { name: 'Frigate 1', designId: 'frigate' })
    .build();
}

const stored = (empireId: string, turn: number, lines: [string, string][]): OrderSheet =>
  ({ gameId: 'g', id: `o.${turn}.${empireId}`, empireId, turn, status: 'entered', lines: lines.map(([section, text], i) => ({ id: `l${i}`, section, text, keepInvalid: false })), missedTurn: false, imports: [] }) as unknown as OrderSheet;

const LAST = stored('aroma', 3, [
  ['movement', 'A | FRIGATE 1 | B | H,X |'],
  ['general', 'GO: Hostile vs Empire A'],
]);

describe('missed turns carried out by the engine (NOVA: 6.3 MISSED TURNS)', () => {
  // NOVA: 8.2 PLAYER ELIMINATION: "that player is eliminated from the game": there is no turn to miss.
  it('carries nothing over for an empire eliminated on an earlier turn, and does not warn of a missed turn', () => {
    const w = world();
    w.empires = w.empires.map((e) => (e.id === 'aroma' ? { ...e, nova: { eliminatedTurn: 3 } } : e));
    const { orders, warnings } = carryMissedTurns(w, [LAST], [missing('aroma')]);
    expect(orders[0]).toMatchObject({ empireId: 'aroma', missing: true });
    expect(warnings).toEqual([]);
  });

  it("carries last turn's general orders and each unit's contact and activity orders over, from where the units are now", () => {
    const { orders, warnings } = carryMissedTurns(world(), [LAST], [missing('aroma'), missing('muddy')]);
    expect(orders[0]).toMatchObject({ empireId: 'aroma', missing: false, carriedOver: true });
    expect(orders[0]?.lines.map((l) => l.text)).toEqual(['B | FRIGATE 1 |  | H,X |', 'GO: Hostile vs Empire A']);
    // MUDDY has no sheet of the turn before: nothing to carry, it stays missing (its units keep their default orders).
    expect(orders[1]).toMatchObject({ empireId: 'muddy', missing: true });
    expect(warnings.map((w) => w.code)).toEqual(['MISSED-TURN', 'MISSED-TURNS']);
  });

  it('the carried orders are carried out: the frigate explores B again under its carried X', () => {
    const w = world();
    const { orders, warnings } = carryMissedTurns(w, [LAST], [missing('aroma')]);
    const run = runTurn({ world: w, orders, orderWarnings: warnings, seed: 'missed' });
    expect(run.events.find((e) => e.kind === 'explored')).toMatchObject({ empireId: 'aroma', systemId: 'b', how: 'explored' });
    expect(run.warnings.find((x) => x.code === 'MISSED-TURN')?.message).toMatch(/^AROMA sent no orders: its orders of turn 3 are carried over \(NOVA 6\.3\)/);
  });

  // NOVA: 6.3 MISSED TURNS "RDTs will be maintained if enough MCr exist": the sample's Swarm asked MD6-MD7 +3 [5] with 1 New RDT and got 3 teams.
  it('the carried research starts from the teams the project has (3), not the 5 last turn\'s sheet asked for: no RDT to assign, no RES-RDT error', () => {
    const w = world();
    w.empires = w.empires.map((e) => (e.id === 'aroma' ? { ...e, treasury: 300, nova: { research: [{ id: 'MD6-MD7', code: 'MD', from: 6, to: 7, table: 'B', goal: '13', tp: '4', rdts: 3, startedTurn: 2 }], tech: { MD: 6 } } } : e));
    const last = stored('aroma', 3, [
      ['expenditures', 'New RDT | 1 | 40 | 40'],
      ['research', 'MD6-MD7 | B | (13) | [2] | +3 | [5]'],
    ]);
    const { orders, warnings } = carryMissedTurns(w, [last], [missing('aroma')]);
    expect(orders[0]?.lines.map((l) => l.text)).toEqual(['RDT maintenance | 3 | 10 | 30', 'MD6-MD7 | B | (13) | [3] | +0 | [3]']);
    const run = runTurn({ world: w, orders, orderWarnings: warnings, seed: 'missed' });
    expect(run.events.filter((e) => e.kind === 'order-error')).toEqual([]);
    expect(run.warnings.filter((x) => x.code === 'RES-TEAMS' || x.code === 'MAINTENANCE')).toEqual([]);
    // No RDT bought again: the project goes on with its 3 teams, none spare (30 MCr of maintenance paid at D).
    const state = researchStateOf(run.world.empires.find((e) => e.id === 'aroma') as object);
    expect([state.research.find((p) => p.id === 'MD6-MD7')?.rdts ?? 'completed', state.rdts]).toEqual([3, 0]);
    expect(run.events.filter((e) => e.kind === 'build-aborted')).toEqual([]);
  });

  it('two missed turns in a row: the GM is told the position may be declared vacant', () => {
    const { warnings } = carryMissedTurns(world(5), [LAST], [missing('aroma')]);
    expect(warnings).toEqual([expect.objectContaining({ code: 'MISSED-TURNS', empireId: 'aroma' })]);
  });

  it("with the setting 'defaults' nothing is carried", () => {
    const { orders } = carryMissedTurns(world(), [LAST], [missing('aroma')], { turn: { missedTurns: 'defaults' } });
    expect(orders[0]).toMatchObject({ missing: true });
  });
});
