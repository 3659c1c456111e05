/** DN §7.0 economy: D7 (maintenance and repair), income with connection, production rules. */
import { describe, expect, it } from 'vitest';
import { facesUsed, put, testCtx, testWorld } from '../fixtures';
import { parseSheet } from '../orders/parse';
import { checkSheet } from '../orders/check';
import { income, maintenance, placeArrivals, production } from './economy';

describe('derived example D7: Aslan maintenance and repair', () => {
  function d7(forced: number[]) {
    const world = testWorld({ ru: { aslan: 30 } });
    const cr = put(world, 'aslan.CR', 'aslan', 'aokhtar');
    const b1 = put(world, 'aslan.B1.dn', 'aslan', 'aokhtar');
    const dd = put(world, 'aslan.DD.dn', 'aslan', 'kerrin');
    const sc = put(world, 'aslan.SC.dn', 'aslan', 'eakhoi');
    const ctx = testCtx(world, forced);
    maintenance(ctx, 'aslan', []);
    return { world, ctx, cr, b1, dd, sc };
  }
  it('CR [4] and B1 [6] in a friendly Type-1 system pay 4 and 6: upkeep 10', () => {
    const { world } = d7([2, 1]);
    expect(world.sides.aslan.ru).toBe(20);
  });
  it('DD [2] in a neutral Type-2 system: 2 − 1 = 1 fails; SC [1] in an own Type-2 system: 1 ≥ 1 holds', () => {
    const { world, ctx, dd, sc } = d7([2, 1]);
    expect(facesUsed(ctx)).toEqual([2, 1]);
    expect(world.units.find((u) => u.id === dd.id)?.maintFailed).toBe(true);
    expect(world.units.find((u) => u.id === sc.id)?.maintFailed).toBeFalsy();
  });
  it('next turn the DD, now in a friendly Type-1 system, repairs for 2 + 1 = 3 RU', () => {
    const { world, dd } = d7([2, 1]);
    const ship = world.units.find((u) => u.id === dd.id)!;
    ship.loc = { kind: 'space', systemId: 'ihrau' };
    world.sides.aslan.ru = 3;
    const rows = checkSheet(world, 'aslan', 'mp', parseSheet(`REPAIR ${dd.id}`, 'mp'));
    const ctx = testCtx(world, [6, 6]);
    for (const u of world.units) if (u.id !== dd.id) world.units = world.units.filter((x) => x.id !== u.id);
    maintenance(ctx, 'aslan', rows);
    expect(ship.maintFailed).toBe(false);
    expect(world.sides.aslan.ru).toBe(0);
  });
  it('S3: the Solomani B2 3-10-9[6] pays 3 RU civilized', () => {
    const world = testWorld({ ru: { human: 10 } });
    put(world, 'solomani.B2', 'human', 'terra');
    maintenance(testCtx(world), 'human', []);
    expect(world.sides.human.ru).toBe(7);
  });
  it('unpaid (order or lack of RU) ships become maintenance-failed', () => {
    const world = testWorld({ ru: { human: 4 } });
    const a = put(world, 'solomani.CS', 'human', 'terra');
    const b = put(world, 'solomani.CS', 'human', 'terra');
    maintenance(testCtx(world), 'human', []);
    expect([a, b].map((u) => !!world.units.find((x) => x.id === u.id)?.maintFailed)).toEqual([false, true]);
  });
  it('a frontier repair needs the roll to exceed the value (A16)', () => {
    const world = testWorld();
    const dd = put(world, 'aslan.DD.dn', 'aslan', 'eakhoi', { maintFailed: true });
    maintenance(testCtx(world, [2]), 'aslan', []);
    expect(dd.maintFailed).toBe(true);
    maintenance(testCtx(world, [3]), 'aslan', []);
    expect(dd.maintFailed).toBe(false);
  });
  it('a monitor in a friendly Type-2 system pays (civilized), unless ordered FRONTIER', () => {
    const world = testWorld({ ru: { human: 10 } });
    const m = put(world, 'solomani.M', 'human', 'coriolis');
    maintenance(testCtx(world), 'human', []);
    expect(world.sides.human.ru).toBe(7);
    const rows = checkSheet(world, 'human', 'mp', parseSheet(`FRONTIER ${m.id}`, 'mp'));
    const ctx = testCtx(world, [5]);
    maintenance(ctx, 'human', rows);
    expect(world.sides.human.ru).toBe(7);
    expect(facesUsed(ctx)).toEqual([5]);
  });
});

describe('DN §7.0 income', () => {
  it('placeholder rates (A1): 10 + 4 a Type-1 + 1 a Type-2 box owned and connected', () => {
    const world = testWorld();
    const ctx = testCtx(world);
    expect(income(ctx, 'human')).toBe(10 + 4 * 3 + 2);
    expect(income(ctx, 'aslan')).toBe(10 + 4 * 2 + 4);
  });
  it('a box cut off by an enemy warship on the only path earns nothing and is reported', () => {
    const world = testWorld();
    put(world, 'aslan.CR', 'aslan', 'ihrau');
    const ctx = testCtx(world);
    income(ctx, 'aslan');
    const e = ctx.events.find((x) => x.kind === 'income');
    expect(e?.data).toMatchObject({ total: 22 });
    put(world, 'solomani.CS', 'human', 'ihrau');
    const ctx2 = testCtx(world);
    income(ctx2, 'aslan');
    // Ihrau holds both sides' ships: an end of a path still counts, but Hkaor beyond it is cut off.
    expect((ctx2.events.find((x) => x.kind === 'income')?.data as { cutOff: string[] }).cutOff).toEqual(['hkaor']);
  });
  it('the Hierate battle penalty comes off the next income once', () => {
    const world = testWorld();
    world.sides.aslan.nextIncomePenalty = 1;
    expect(income(testCtx(world), 'aslan')).toBe(21);
    expect(world.sides.aslan.nextIncomePenalty).toBe(0);
  });
});

describe('DN §7.0 production', () => {
  it('costs with subsidy, 2-turn delay for B1, pool limits, ground units drawn from the pool', () => {
    const world = testWorld({ ru: { aslan: 60 } });
    const rows = checkSheet(world, 'aslan', 'mp', parseSheet('BUILD B1 AT Aokhtar\nBUILD RT x2\nBUILD CR x4', 'mp'));
    expect(rows[2]?.problems.map((p) => p.code)).toEqual(['DN-POOL']);
    const ctx = testCtx(world, [1, 1]);
    production(ctx, 'aslan', rows);
    const b1 = world.units.find((u) => u.classId === 'aslan.B1.dn');
    expect(b1?.loc).toMatchObject({ kind: 'pending', turn: 3 });
    const rts = world.units.filter((u) => u.classId === 'aslan.RT');
    expect(rts.map((u) => u.strength)).toEqual([4, 5]);
    expect(world.sides.aslan.groundPool.RT).toEqual([5, 6]);
    expect(world.sides.aslan.ru).toBe(60 - 13 - 4);
  });
  it('arrivals are placed in step c where asked if friendly, else at the capital', () => {
    const world = testWorld({ turn: 2 });
    const u = put(world, 'aslan.CR', 'aslan', 'aokhtar');
    u.loc = { kind: 'pending', turn: 2, queue: 'production', want: { systemId: 'ihrau' } };
    const v = put(world, 'aslan.DD.dn', 'aslan', 'aokhtar');
    v.loc = { kind: 'pending', turn: 2, queue: 'production', want: { systemId: 'osa' } };
    placeArrivals(testCtx(world), 'aslan', []);
    expect(u.loc).toEqual({ kind: 'space', systemId: 'ihrau' });
    expect(v.loc).toEqual({ kind: 'space', systemId: 'aokhtar' });
  });
  it('Hierate B2 only after a B1 is built; the Vilani need permits', () => {
    const world = testWorld({ human: 'vilani', ru: { aslan: 100, human: 100 } });
    const a = checkSheet(world, 'aslan', 'mp', parseSheet('BUILD B2', 'mp'));
    expect(a[0]?.problems[0]).toMatchObject({ code: 'DN-UNLOCK', rule: 'DN §8.0' });
    const h = checkSheet(world, 'human', 'mp', parseSheet('BUILD CA\nBUILD B1\nBUILD CS', 'mp'));
    expect(h.map((r) => r.problems[0]?.code ?? null)).toEqual(['DN-PERMIT', 'DN-PERMIT', null]);
  });
});
