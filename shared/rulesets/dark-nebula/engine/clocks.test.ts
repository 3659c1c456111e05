/** DN §8.0–§10.0, §13.0 clocks and victory: D10 (Vilani term), D11 (Hierate expansion), S1, S5, S6, conditions 1–5. */
import { describe, expect, it } from 'vitest';
import { put, testCtx, testWorld } from '../fixtures';
import { applyOwnership } from './ownership-hooks';
import { endGameTurnClocks, endPlayerTurnClocks, snapshotHoldings } from './end-turn';
import { nextCursor, phasePlayer, turnSteps } from './sequence';
import { setupGame } from './setup';
import { runGameTurn, turnRng } from './run-turn';

describe('S1: the phase player is the player named in the phase', () => {
  it('Aslan first movement phase → Aslan; human reaction movement phase (in the Aslan player turn) → human', () => {
    expect(phasePlayer({ turn: 2, player: 'aslan', phase: 'move1' })).toBe('aslan');
    expect(phasePlayer({ turn: 2, player: 'aslan', phase: 'reaction-move' })).toBe('human');
  });
  it('a game turn: the human player turn, then the Aslan one, then the end of the game turn; turn 0 is special', () => {
    const steps = turnSteps(3);
    expect(steps).toHaveLength(17);
    expect(steps[0]).toEqual({ turn: 3, player: 'human', phase: 'mp' });
    expect(steps[8]).toEqual({ turn: 3, player: 'aslan', phase: 'mp' });
    expect(turnSteps(0).map((c) => c.phase)).toEqual(['move2', 'turn0-deploy', 'combat2', 'end-player-turn', 'end-game-turn']);
    expect(nextCursor({ turn: 0, player: 'aslan', phase: 'end-game-turn' })).toEqual({ turn: 1, player: 'human', phase: 'mp' });
  });
});

describe('S6 and derived example D10: the Vilani governor', () => {
  it('the term starts at 8 turns (16 years = 12 Vilani years): truce at the end of turn 8', () => {
    const world = testWorld({ human: 'vilani', turn: 8 });
    expect(world.clocks.vilaniTermEnd).toBe(8);
    const ctx = testCtx(world);
    endGameTurnClocks(ctx);
    expect(world.over?.reason).toContain("governor's term");
  });
  it('turn 3 capture of a DN Type-2 box: 9; turn 5 loss of a Bright Star box: back to 8', () => {
    const world = testWorld({ human: 'vilani', turn: 3 });
    world.boxes.lumen = { owner: 'human', opm: true };
    put(world, 'vilani.RT', 'human', 'n3:n3', { strength: 4 });
    world.boxes.n3 = { owner: null };
    applyOwnership(testCtx(world));
    expect(world.clocks.vilaniTermEnd).toBe(9);
    world.turn = 5;
    put(world, 'aslan.RT', 'aslan', 'lumen:lumen', { strength: 4 });
    world.boxes.lumen = { owner: 'human', opm: true };
    applyOwnership(testCtx(world));
    expect(world.boxes.lumen?.owner).toBe('aslan');
    expect(world.clocks.vilaniTermEnd).toBe(8);
  });
  it('holding an AH-sheet Type-1 box from start to end of both player turns of turn 6: truce with an imperial victory', () => {
    const world = testWorld({ human: 'vilani', turn: 6 });
    put(world, 'vilani.RT', 'human', 'ihrau:ihrau', { strength: 4 });
    applyOwnership(testCtx(world));
    expect(world.boxes.ihrau?.owner).toBe('human');
    for (const player of ['human', 'aslan'] as const) {
      const ctx = testCtx(world);
      snapshotHoldings(ctx);
      endPlayerTurnClocks(ctx, player);
    }
    expect(world.clocks.vilaniOutside).toBe(2);
    endGameTurnClocks(testCtx(world));
    expect(world.over?.results).toContainEqual({ condition: 3, side: 'human', outcome: 'imperial (limited) victory' });
  });
});

describe('derived example D11: Hierate expansion', () => {
  it('boxes outside AH at the ends of turns 0, 1, 2: 0, 1, 1: truce at the end of turn 2', () => {
    const world = testWorld({ turn: 0 });
    endGameTurnClocks(testCtx(world));
    world.turn = 1;
    put(world, 'aslan.RT', 'aslan', 'kerrin:kerrin', { strength: 4 });
    endGameTurnClocks(testCtx(world));
    expect(world.over).toBeNull();
    world.turn = 2;
    endGameTurnClocks(testCtx(world));
    expect(world.clocks.hierateCounts).toEqual({ 0: 0, 1: 1, 2: 1 });
    expect(world.over?.reason).toContain('failed to expand in turn 2');
    // Truce: each side holds ≤ 2 DN boxes: condition 5, a draw.
    expect(world.over?.results).toEqual([{ condition: 5, side: null, outcome: 'draw' }]);
  });
  it('the Kingdom truces at the end of turn 8', () => {
    const world = testWorld({ aslan: 'kingdom', turn: 8 });
    endGameTurnClocks(testCtx(world));
    expect(world.over?.reason).toContain('turn 8');
  });
});

describe('DN §13.0 victory conditions', () => {
  it('#1: the enemy capital (hex and box) held at the start and end of 2 player turns: decisive victory', () => {
    const world = testWorld({ turn: 4 });
    put(world, 'aslan.CR', 'aslan', 'terra');
    put(world, 'aslan.RT', 'aslan', 'terra:terra', { strength: 5 });
    for (const player of ['human', 'aslan'] as const) {
      const ctx = testCtx(world);
      snapshotHoldings(ctx);
      endPlayerTurnClocks(ctx, player);
    }
    expect(world.over?.results).toEqual([{ condition: 1, side: 'aslan', outcome: 'decisive victory' }]);
  });
  it('#1 needs the start too: taken during a player turn, it counts from the next', () => {
    const world = testWorld({ turn: 4 });
    const ctx = testCtx(world);
    snapshotHoldings(ctx);
    put(world, 'aslan.CR', 'aslan', 'terra');
    put(world, 'aslan.RT', 'aslan', 'terra:terra', { strength: 5 });
    endPlayerTurnClocks(ctx, 'human');
    expect(world.clocks.capital.aslan).toBe(0);
  });
  it('#4 at truce: ≥3 DN boxes is a limited victory', () => {
    const world = testWorld({ human: 'vilani', turn: 8 });
    for (const b of ['osa', 'n2', 'n3']) put(world, 'vilani.RT', 'human', `${b}:${b}`, { strength: 4 });
    endGameTurnClocks(testCtx(world));
    expect(world.over?.results).toContainEqual({ condition: 4, side: 'human', outcome: 'limited victory' });
  });
});

describe('S5 and setup: the Aslan counter draws', () => {
  it('BB follows CS: CS 3-9-5 gives BB 11-9-9; CS 0-8-5 gives BB 12-9-9', () => {
    const a = setupGame({ seed: 's5', aslan: { variant: 'hierate', buy: [] }, human: { variant: 'solomani', buy: [] }, forced: [1, 1, 1, 1, 1, 1] });
    expect(a.world.sides.aslan.draws).toMatchObject({ CS: 'dn' });
    expect(a.world.classes['aslan.BB.dn']).toMatchObject({ beam: 11, missile: 9, screen: 9, maint: 5 });
    const b = setupGame({ seed: 's5', aslan: { variant: 'hierate', buy: [] }, human: { variant: 'solomani', buy: [] }, forced: [4, 4, 4, 4, 4, 4] });
    expect(b.world.sides.aslan.draws).toMatchObject({ SC: 'imp', CS: 'imp' });
    expect(a.world.classes['aslan.BB.imp']).toMatchObject({ beam: 12, missile: 9, screen: 9, maint: 5 });
  });
  it('missile boats only with SC 2-0-1: the choice, or a d6 when none is given', () => {
    const yes = setupGame({ seed: 'mb', aslan: { variant: 'hierate', missileBoats: true, buy: [] }, human: { variant: 'solomani', buy: [] }, forced: [4, 1, 1, 1, 1, 1] });
    expect(yes.world.sides.aslan.draws?.missileBoats).toBe(true);
    const no = setupGame({ seed: 'mb', aslan: { variant: 'hierate', missileBoats: true, buy: [] }, human: { variant: 'solomani', buy: [] }, forced: [1, 1, 1, 1, 1, 1] });
    expect(no.world.sides.aslan.draws?.missileBoats).toBe(false);
  });
  it('independents: 4 drawn by the human (2 VALKA, 2 MIZAH), 3 by the Aslan (RIA, Alis, GODORO), face down; 20 left in the bag', () => {
    const s = setupGame({ seed: 'ind', aslan: { variant: 'hierate', buy: [] }, human: { variant: 'solomani', buy: [] } });
    const ind = s.world.units.filter((u) => u.owner === 'independent');
    expect(ind.map((u) => (u.loc as { boxId: string }).boxId)).toEqual(['valka', 'valka', 'mizah', 'mizah', 'ria.1', 'ria.2', 'godoro']);
    expect(ind.map((u) => u.seenBy)).toEqual([['human'], ['human'], ['human'], ['human'], ['aslan'], ['aslan'], ['aslan']]);
    expect(ind.every((u) => u.faceDown)).toBe(true);
    expect(s.world.bag).toHaveLength(20);
  });
  it('deterministic from the seed; initial purchases within the allowance (Aslan 55 RU + EX)', () => {
    const input = { seed: 'same', aslan: { variant: 'hierate' as const, buy: [{ code: 'EX' as const, at: 'Aokhtar' }, { code: 'CR' as const, count: 2, at: 'Aokhtar' }, { code: 'RT' as const, count: 3, at: 'Ihrau' }] }, human: { variant: 'vilani' as const, buy: [{ code: 'B1' as const, at: 'Osa' }, { code: 'CS' as const, count: 2, at: 'Terra Nova' }] } };
    const a = setupGame(input);
    const b = setupGame(input);
    expect(JSON.stringify(a.world)).toBe(JSON.stringify(b.world));
    expect(a.world.sides.aslan.ru).toBe(55 - 24 - 6);
    expect(a.world.sides.human.ru).toBe(20);
    expect(a.world.units.filter((u) => u.owner === 'human').every((u) => u.loc.kind === 'pending' && u.loc.queue === 'deploy')).toBe(true);
    expect(a.problems).toEqual([]);
  });
  it('setup restrictions: no B2 for the Solomani, no capital ships for the Vilani beyond the free B1, no B2 or BB for the Aslan', () => {
    const s = setupGame({ seed: 'r', aslan: { variant: 'hierate', buy: [{ code: 'EX', at: 'Aokhtar' }, { code: 'BB', at: 'Aokhtar' }] }, human: { variant: 'vilani', buy: [{ code: 'B1', at: 'Terra Nova' }, { code: 'B1', at: 'Terra Nova' }] } });
    expect(s.problems.map((p) => p.message)).toEqual(['BB may not be bought at setup (DN §14.0)', 'B1 may not be bought at setup (DN §14.0)']);
  });
  it('deployment only in controlled systems: the Solomani may not start at Osa; the Vilani may', () => {
    const s = setupGame({ seed: 'd', aslan: { variant: 'hierate', buy: [{ code: 'EX', at: 'Aokhtar' }, { code: 'DD', at: 'Kerrin' }] }, human: { variant: 'solomani', buy: [{ code: 'EX', at: 'Terra Nova' }, { code: 'DD', at: 'Osa' }] } });
    expect(s.problems.map((p) => p.message)).toEqual(['Kerrin is not a system you control at setup (DN §14.0)', 'Osa is not a system you control at setup (DN §14.0)']);
  });
  it('turn 0: the Vilani move their Osa group in, remove the independents of Bright Star and The Fastness and set outpost markers', () => {
    const s = setupGame({ seed: 'v0', aslan: { variant: 'hierate', buy: [{ code: 'EX', at: 'Aokhtar' }] }, human: { variant: 'vilani', buy: [{ code: 'B1', at: 'Osa' }, { code: 'RT', at: 'Osa' }, { code: 'CS', at: 'Lumen' }] } });
    const r = runGameTurn(s.world, {}, turnRng('v0', 0));
    const w = r.world;
    expect(w.units.filter((u) => u.owner === 'human').map((u) => u.loc)).toEqual([
      { kind: 'space', systemId: 'osa' },
      { kind: 'box', systemId: 'osa', boxId: 'osa' },
      { kind: 'space', systemId: 'lumen' },
    ]);
    expect(w.units.filter((u) => u.owner === 'independent').map((u) => (u.loc as { boxId: string }).boxId)).toEqual(['ria.1', 'ria.2', 'godoro']);
    expect(w.boxes.valka).toMatchObject({ owner: 'human', opm: true });
    expect(w.boxes.osa?.owner).toBe('human');
  });
});
