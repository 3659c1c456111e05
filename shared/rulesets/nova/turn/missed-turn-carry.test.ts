import { describe, expect, it } from 'vitest';
import type { OrderSheet } from '../../../model/entities';
import { carryMissedTurns } from './missed-turn-carry';
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

  it('two missed turns in a row: the GM is told the position may be declared vacant', () => {
    const { warnings } = carryMissedTurns(world(5), [LAST], [missing('aroma')]);
    expect(warnings).toEqual([expect.objectContaining({ code: 'MISSED-TURNS', empireId: 'aroma' })]);
  });

  it("with the setting 'defaults' nothing is carried", () => {
    const { orders } = carryMissedTurns(world(), [LAST], [missing('aroma')], { turn: { missedTurns: 'defaults' } });
    expect(orders[0]).toMatchObject({ missing: true });
  });
});
