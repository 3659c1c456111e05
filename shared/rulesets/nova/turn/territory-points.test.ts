// NOVA: GAME OBJECTIVES (8.1 D, Territory): "Points are accrued at a rate of 1 per controlled system per turn. Points are never lost."
import { describe, expect, it } from 'vitest';
import { runTurn } from './run-turn';
import { territoryPointsOf, territoryStep } from './territory-points';
import { stepInput, WorldBuilder } from './test-world';

describe('territory points (NOVA 8.1 D)', () => {
  it('each turn adds 1 point per system held at its end, captured ones included, to what was accrued', () => {
    const w = new WorldBuilder(3)
      .empire('e1', { nova: { territoryPoints: 5 } })
      .empire('e2')
      .home('h1', 'e1')
      .system('o', { type: 3, status: 'outpost', colonies: 1, ownerId: 'e1' })
      .system('c', { type: 5, status: 'settlement', colonies: 2, ownerId: 'e1', capturedFrom: 'e2' })
      .home('h2', 'e2')
      .build();
    const out = territoryStep(stepInput(w));
    expect(out.world.empires.map((e) => territoryPointsOf(e))).toEqual([8, 1]);
  });

  it('points are never lost: an empire that holds nothing keeps its points; an eliminated one acquires no more', () => {
    const w = new WorldBuilder(6)
      .empire('e1', { nova: { territoryPoints: 14 } })
      .empire('e2', { nova: { territoryPoints: 20, eliminatedTurn: 4 } })
      .system('o', { type: 3, status: 'outpost', colonies: 1, ownerId: 'e2' })
      .build();
    expect(territoryStep(stepInput(w)).world.empires.map((e) => territoryPointsOf(e))).toEqual([14, 20]);
  });

  it('a whole turn run twice from the same start accrues once (the start of the turn is never changed)', () => {
    const w = new WorldBuilder(2).empire('e1').home('h1', 'e1').build();
    const first = runTurn({ world: w, orders: [], seed: 's' });
    expect(territoryPointsOf(first.world.empires[0]!)).toBe(1);
    expect(territoryPointsOf(runTurn({ world: w, orders: [], seed: 's' }).world.empires[0]!)).toBe(1);
    const next = runTurn({ world: { ...first.world, turn: 3 }, orders: [], seed: 's' });
    expect(territoryPointsOf(next.world.empires[0]!)).toBe(2);
  });
});
