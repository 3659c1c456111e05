/** DN §11.0 exploration projects and the technology application table, through the phase engine. */
import { describe, expect, it } from 'vitest';
import { put, testCtx, testWorld } from '../fixtures';
import { checkExplorations, checkReturns, progressExplorations } from './exploration';
import { techBonus, factorsOf } from '../combat/factors';

function party() {
  const world = testWorld({ settings: { techEffects: { 'vast-resources': { ru: 3, beam: 0, missile: 0, screen: 0, jump: 0 }, 'resource-discovery': { ru: 1, beam: 0, missile: 0, screen: 0, jump: 0 }, 'missile-tech': { ru: 0, beam: 0, missile: 1, screen: 0, jump: 0 }, 'beam-tech': { ru: 0, beam: 1, missile: 0, screen: 0, jump: 0 }, 'screen-tech': { ru: 0, beam: 0, missile: 0, screen: 1, jump: 0 }, 'jump-tech': { ru: 0, beam: 0, missile: 0, screen: 0, jump: 1 } } } });
  const ex = put(world, 'aslan.EX', 'aslan', 'n2');
  const rt = put(world, 'aslan.RT', 'aslan', 'n2:n2', { strength: 5 });
  return { world, ex, rt };
}

describe('DN §11.0 exploration', () => {
  it('the landing combat phase counts as #1 (A24); the roll comes at the end of the 4th own combat phase', () => {
    const { world } = party();
    for (let i = 0; i < 3; i++) progressExplorations(testCtx(world), 'aslan', false);
    expect(world.explorations[0]).toMatchObject({ boxId: 'n2', phases: 3, status: 'active' });
    const ctx = testCtx(world, [2]);
    progressExplorations(ctx, 'aslan', false);
    expect(ctx.events.find((e) => e.kind === 'exploration-roll')?.die?.result).toBe(2);
    expect(world.explorations[0]?.status).toBe('returning');
    expect(world.boxes.n2?.exploredBy).toBe('aslan');
  });
  it('a roll of 3–6 fails; the box may be explored again (default)', () => {
    const { world } = party();
    for (let i = 0; i < 3; i++) progressExplorations(testCtx(world), 'aslan', false);
    progressExplorations(testCtx(world, [3]), 'aslan', false);
    expect(world.explorations[0]?.status).toBe('failed');
    expect(world.explorations).toHaveLength(2);
  });
  it('a party attacked, or an explorer that leaves, fails at once with no roll', () => {
    const { world, ex } = party();
    progressExplorations(testCtx(world), 'aslan', false);
    ex.attacked = true;
    checkExplorations(testCtx(world));
    expect(world.explorations[0]?.status).toBe('failed');
  });
  it('back at the capital the explorer rolls on the box column; the result applies from the next turn, with the GM effect', () => {
    const { world, ex } = party();
    for (let i = 0; i < 3; i++) progressExplorations(testCtx(world), 'aslan', false);
    progressExplorations(testCtx(world, [1]), 'aslan', false);
    ex.loc = { kind: 'space', systemId: 'aokhtar' };
    const ctx = testCtx(world, [4]);
    checkReturns(ctx);
    expect(world.sides.aslan.tech).toEqual([{ column: 'N2', result: 'beam-tech', turn: 1 }]);
    expect(techBonus(world, 'aslan').beam).toBe(0);
    world.turn = 2;
    expect(techBonus(world, 'aslan').beam).toBe(1);
    const cr = put(world, 'aslan.CR', 'aslan', 'aokhtar');
    expect(factorsOf(world, cr)).toEqual({ beam: 7, missile: 6, screen: 6 });
  });
  it('only the four table boxes are explorable (A24); the Vilani never explore', () => {
    const world = testWorld({ human: 'vilani' });
    put(world, 'aslan.EX', 'aslan', 'kerrin');
    put(world, 'aslan.RT', 'aslan', 'kerrin:kerrin', { strength: 5 });
    progressExplorations(testCtx(world), 'aslan', false);
    expect(world.explorations).toHaveLength(0);
  });
});
