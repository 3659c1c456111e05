/** Rules around the edges: fighters and carriers, forced attacks on independents, reaction limits, fuel on withdrawal, setting options. */
import { describe, expect, it } from 'vitest';
import { lineMap, put, testCtx, testWorld } from '../fixtures';
import { emptyInstructions } from '../orders/instructions';
import { resolveSpaceBattle } from '../combat/space-battle';
import { resolveGroundBattle } from '../combat/ground-battle';
import { runCombatPhase } from './combat-phase';
import { runPhase } from './run-phase';
import { seedRng } from '../../../rng';
import { buildOne } from './economy';

const NONE = { aslan: emptyInstructions(), human: emptyInstructions() };

describe('carriers and fighters (DN §4.0, §5.0)', () => {
  it('a carrier launches its fighters at the start of the battle; they fight and are recovered at its end', () => {
    const world = testWorld();
    const ms = put(world, 'aslan.MS', 'aslan', 'osa');
    const f1 = put(world, 'aslan.F', 'aslan', `carried:${ms.id}`);
    const f2 = put(world, 'aslan.F', 'aslan', `carried:${ms.id}`);
    const sc = put(world, 'solomani.SC', 'human', 'osa');
    const ctx = testCtx(world, [6, 6, 1]);
    const r = resolveSpaceBattle(ctx, { id: 'F', systemId: 'osa', attacker: 'aslan', defender: 'human', attackerShips: [ms.id], defenderShips: [sc.id], cannotWithdraw: new Set(), instructions: NONE });
    expect(r.winner).toBe('aslan');
    const firers = ctx.events.filter((e) => e.kind === 'space-shot').map((e) => e.unitIds?.[0]);
    expect(firers).toContain(f1.id);
    expect(f1.loc).toEqual({ kind: 'carried', carrierId: ms.id });
    expect(f2.loc).toEqual({ kind: 'carried', carrierId: ms.id });
  });
});

describe('withdrawal', () => {
  it('from a Type-3 system only with a tanker leaving too (DN §4.0); monitors stay and fight', () => {
    const world = testWorld({ map: lineMap('A=1 - X - B=2') });
    const cr = put(world, 'aslan.CR', 'aslan', 'x');
    const dd = put(world, 'solomani.DD', 'human', 'x');
    const decisions = { 'W/r1/withdraw/human': 'a' };
    const ctx = testCtx(world, [1, 1], decisions);
    resolveSpaceBattle(ctx, { id: 'W', systemId: 'x', attacker: 'aslan', defender: 'human', attackerShips: [cr.id], defenderShips: [dd.id], cannotWithdraw: new Set(), instructions: NONE });
    expect(ctx.events.some((e) => e.kind === 'withdraw-declared')).toBe(false);
    const world2 = testWorld({ map: lineMap('A=1 - X - B=2') });
    const cr2 = put(world2, 'aslan.CR', 'aslan', 'x');
    const dd2 = put(world2, 'solomani.DD', 'human', 'x');
    const ao = put(world2, 'solomani.AO', 'human', 'x');
    const ctx2 = testCtx(world2, [1, 1], { 'W/r1/withdraw/human': 'b' });
    const r = resolveSpaceBattle(ctx2, { id: 'W', systemId: 'x', attacker: 'aslan', defender: 'human', attackerShips: [cr2.id], defenderShips: [dd2.id, ao.id], cannotWithdraw: new Set(), instructions: NONE });
    expect(r.outcome).toBe('withdrawal');
    expect(dd2.loc).toEqual({ kind: 'space', systemId: 'b' });
  });
  it('reaction ships that made 3 jumps cannot withdraw', () => {
    const world = testWorld();
    const cr = put(world, 'aslan.CR', 'aslan', 'osa');
    const dd = put(world, 'solomani.DD', 'human', 'osa');
    const ctx = testCtx(world, [1, 1], { 'R/r1/withdraw/human': 'coriolis' });
    resolveSpaceBattle(ctx, { id: 'R', systemId: 'osa', attacker: 'aslan', defender: 'human', attackerShips: [cr.id], defenderShips: [dd.id], cannotWithdraw: new Set([dd.id]), instructions: NONE });
    expect(ctx.events.some((e) => e.kind === 'withdraw-declared')).toBe(false);
  });
});

describe('the Vilani and armed independents (DN §10.0, §12.0)', () => {
  it('a Vilani jump stops at a system with armed independents, and the next combat phase attacks them', () => {
    const world = testWorld({ human: 'vilani' });
    world.cursor = { turn: 1, player: 'human', phase: 'move1' };
    put(world, 'independent.M.807', 'independent', 'godoro:godoro', { home: 'godoro' });
    const cs = put(world, 'vilani.CS', 'human', 'hollow');
    const r = runPhase(world, { orders: { human: { move1: `MOVE ${cs.id} Hollow > GODORO > Simsek` } } }, seedRng('v'));
    expect(r.world.units.find((u) => u.id === cs.id)?.loc).toEqual({ kind: 'space', systemId: 'godoro' });
    expect(r.world.mustAttack).toEqual(['godoro']);
    const c = runPhase(r.world, {}, seedRng('v2'));
    expect(c.events.some((e) => e.kind === 'bombard')).toBe(true);
  });
});

describe('reaction combat: only the stack and friendly units where it ended', () => {
  it('a battle elsewhere is not fought in the reaction combat phase', () => {
    const world = testWorld();
    put(world, 'aslan.CR', 'aslan', 'osa', { reaction: true });
    put(world, 'solomani.CS', 'human', 'osa');
    put(world, 'aslan.CR', 'aslan', 'hollow');
    put(world, 'solomani.CS', 'human', 'hollow');
    const ctx = testCtx(world);
    const results = runCombatPhase(ctx, 'aslan', 'reaction', NONE, new Set());
    expect(results.map((r) => r.systemId)).toEqual(['osa']);
  });
});

describe('setting options', () => {
  it('A13 lander-takes: landing where neither side has ground units removes the defender', () => {
    const world = testWorld({ settings: { landingNoGround: 'lander-takes' } });
    put(world, 'solomani.PD', 'human', 'halcyon:halcyon');
    put(world, 'aslan.TR', 'aslan', 'halcyon:halcyon');
    const r = resolveGroundBattle(testCtx(world), { id: 'X', systemId: 'halcyon', boxId: 'halcyon', attacker: 'aslan', defender: 'human', defenderSurplus: 'second-line' });
    expect(r.winner).toBe('aslan');
    expect(world.units.filter((u) => u.owner === 'human')).toHaveLength(0);
  });
  it('A30 permitsPersist off: a permit is used up by one build', () => {
    const world = testWorld({ human: 'vilani', ru: { human: 50 }, settings: { permitsPersist: false } });
    world.sides.human.permits = ['B1'];
    expect(buildOne(testCtx(world), 'human', 'B1', undefined)).toBeNull();
    expect(world.sides.human.permits).toEqual([]);
    expect(buildOne(testCtx(world), 'human', 'B1', undefined)?.rule).toBe('DN §10.0');
  });
});
