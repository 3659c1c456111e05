/** Space combat: the digest's derived examples D1 (a whole battle) and D2 (close assault), dice forced. */
import { describe, expect, it } from 'vitest';
import { facesUsed, put, testCtx, testWorld } from '../fixtures';
import { emptyInstructions } from '../orders/instructions';
import { resolveSpaceBattle } from './space-battle';
import { declareFire, resolveFire, type RoundSetup } from './space-round';

function d1(forced: number[], decisions: Record<string, unknown>) {
  const world = testWorld({ aslan: 'hierate', human: 'solomani', ru: { aslan: 5 } });
  const cr = put(world, 'aslan.CR', 'aslan', 'osa');
  const dd = put(world, 'aslan.DD.dn', 'aslan', 'osa');
  const cs = put(world, 'solomani.CS', 'human', 'osa');
  const sc = put(world, 'solomani.SC', 'human', 'osa');
  const tr = put(world, 'solomani.TR', 'human', 'osa');
  const rt = put(world, 'solomani.RT', 'human', `carried:${tr.id}`, { strength: 4 });
  const ctx = testCtx(world, forced, decisions);
  const result = resolveSpaceBattle(ctx, {
    id: 'D1',
    systemId: 'osa',
    attacker: 'aslan',
    defender: 'human',
    attackerShips: [cr.id, dd.id],
    defenderShips: [cs.id, sc.id, tr.id],
    cannotWithdraw: new Set(),
    instructions: { aslan: emptyInstructions(), human: emptyInstructions() },
  });
  return { world, ctx, result, cr, dd, cs, sc, tr, rt };
}

describe('DN §5.0 space combat, derived example D1 (Aslan CR + DD attack Solomani CS + SC + TR)', () => {
  // Round 1: CR→CS 5 (hit 5: destroyed), CS→CR 3, DD→SC 4, SC→DD 6 (destroyed).
  // Round 2: range Aslan 3 (+1 fewer ships) vs Solomani 4: tie; CR→SC 2 (hit 4: miss); SC cannot reach 7.
  // Round 3: automatically short; the Solomani withdraw; CR beam→SC 1 (hit 2: miss).
  const forced = [5, 3, 4, 6, 3, 4, 2, 1];
  const run = () => d1(forced, { 'D1/r3/withdraw/human': 'coriolis' });

  it('round 1 is long range: the CS and the DD are destroyed; the TR is withheld', () => {
    const { ctx, cs, dd, tr } = run();
    const alloc = ctx.events.find((e) => e.kind === 'allocation' && (e.data as { round: number }).round === 1)?.data as { groups: { defender: string[]; attacker: string[] }[]; withheld: string[] };
    expect(alloc.groups).toEqual([
      { defender: [cs.id], attacker: [expect.any(String)] },
      { defender: [expect.any(String)], attacker: [dd.id] },
    ]);
    expect(alloc.withheld).toEqual([tr.id]);
    const destroyed = ctx.events.filter((e) => e.kind === 'destroyed').map((e) => e.unitIds?.[0]);
    expect(destroyed.slice(0, 2).sort()).toEqual([cs.id, dd.id].sort());
  });

  it('hit numbers: CR missile 6 vs screen 5 is 5; CS 8 vs 6 is 5; DD 2 vs 1 is 5; SC 2 vs 2 is 5', () => {
    const { ctx } = run();
    const shots = ctx.events.filter((e) => e.kind === 'space-shot').slice(0, 4).map((e) => (e.data as { hit: number }).hit);
    expect(shots).toEqual([5, 5, 5, 5]);
  });

  it('round 2: the side with fewer ships adds 1; a tie keeps long range and switches next round; SC needs 7 and throws no die', () => {
    const { ctx } = run();
    const rolls = ctx.events.filter((e) => e.kind === 'range-roll').map((e) => e.die?.result);
    expect(rolls).toEqual([4, 4]);
    expect(ctx.events.some((e) => e.kind === 'range' && (e.data as { tie?: boolean }).tie)).toBe(true);
    expect(ctx.events.some((e) => e.kind === 'space-shot' && (e.data as { unreachable?: boolean }).unreachable && (e.data as { hit: number }).hit === 7)).toBe(true);
    expect(ctx.events.some((e) => e.kind === 'range' && (e.data as { auto?: boolean; range: string }).auto && (e.data as { range: string }).range === 'short')).toBe(true);
  });

  it('round 3: the withdrawing Solomani fire nothing; CR beam 6 vs screen 1 needs 2 and misses; SC and TR (with its RT) jump out', () => {
    const { ctx, result, sc, tr, rt, world } = run();
    expect(facesUsed(ctx)).toEqual(forced);
    expect(result.outcome).toBe('withdrawal');
    expect(result.winner).toBe('aslan');
    expect(result.rounds).toBe(3);
    expect(world.units.find((u) => u.id === sc.id)?.loc).toEqual({ kind: 'space', systemId: 'coriolis' });
    expect(world.units.find((u) => u.id === tr.id)?.loc).toEqual({ kind: 'space', systemId: 'coriolis' });
    expect(world.units.find((u) => u.id === rt.id)?.loc).toEqual({ kind: 'carried', carrierId: tr.id });
    const beam = ctx.events.filter((e) => e.kind === 'space-shot').at(-1);
    expect(beam?.data).toMatchObject({ hit: 2, weapon: 'beam' });
    expect(world.hexControl.osa).toBe('aslan');
  });

  it('both sides had a cruiser: the Hierate winner gets +2 RU at once (DN §8.0)', () => {
    const { world, result } = run();
    expect(result.qualified).toBe(true);
    expect(world.sides.aslan.ru).toBe(7);
  });

  it('with no withdrawal the battle goes on: same seed and dice, same battle', () => {
    const a = d1([5, 3, 4, 6], {});
    const b = d1([5, 3, 4, 6], {});
    expect(a.ctx.events.map((e) => e.text)).toEqual(b.ctx.events.map((e) => e.text));
  });
});

describe('DN §5.0 close assault, derived example D2 (Aslan CL vs Vilani CS, short range)', () => {
  function round(forced: number[], opts: { failed?: boolean; csFire?: 'srm' } = {}) {
    const world = testWorld({ aslan: 'hierate', human: 'vilani' });
    const cl = put(world, 'aslan.CL.dn', 'aslan', 'osa', { maintFailed: opts.failed });
    const cs = put(world, 'vilani.CS', 'human', 'osa');
    const ins = { aslan: { ...emptyInstructions(), fireShort: 'assault' as const }, human: { ...emptyInstructions(), defensive: opts.csFire ? false : true, fireShort: opts.csFire === 'srm' ? ('missile' as const) : undefined } };
    const ctx = testCtx(world, forced);
    const setup: RoundSetup = { battleId: 'D2', systemId: 'osa', round: 2, range: 'short', attacker: 'aslan', defender: 'human', withdrawing: new Set(), instructions: ins };
    const alloc = { groups: [{ defender: [cs.id], attacker: [cl.id] }], withheld: [] };
    const unit = (id: string) => world.units.find((u) => u.id === id);
    const decl = declareFire(ctx, setup, alloc, unit);
    const dead = resolveFire(ctx, setup, alloc, decl, unit);
    return { ctx, dead, cl, cs, decl };
  }

  it('defensive fire beam 2 vs screen 4 needs 5: a 4 misses; the CL then hits on 3 + 1 = 4 (hit number 4)', () => {
    const { ctx, dead, cs, decl } = round([4, 3]);
    expect(decl.get(cs.id)?.type).toBe('defensive');
    const shots = ctx.events.filter((e) => e.kind === 'space-shot').map((e) => ({ hit: (e.data as { hit: number }).hit, result: e.die?.result }));
    expect(shots).toEqual([{ hit: 5, result: 4 }, { hit: 4, result: 4 }]);
    expect([...dead]).toEqual([cs.id]);
  });

  it('a maintenance-failed CL rolls 3 + 1 − 1 = 3 and misses; the defensive fire gets +1 against it', () => {
    const { ctx, dead } = round([3, 3], { failed: true });
    expect(ctx.events.filter((e) => e.kind === 'space-shot').map((e) => e.die?.result)).toEqual([4, 3]);
    expect(dead.size).toBe(0);
    // The same defensive 4 that missed the sound CL destroys the failed one (4 + 1 = 5) before it attacks.
    const { ctx: ctx2, dead: dead2, cl } = round([4], { failed: true });
    expect(ctx2.events.filter((e) => e.kind === 'space-shot')).toHaveLength(1);
    expect([...dead2]).toEqual([cl.id]);
  });

  it('a CS that declared short-range missiles instead (7 halved to 3) is killed by the beam before it fires', () => {
    const { ctx, dead, cs, decl } = round([3], { csFire: 'srm' });
    expect(decl.get(cs.id)?.type).toBe('srm');
    expect(ctx.events.filter((e) => e.kind === 'space-shot')).toHaveLength(1);
    expect([...dead]).toEqual([cs.id]);
  });
});
