/**
 * Surface/space interaction and ground combat (DN §5.0): D3 (a planetary assault), D4 (first fire),
 * D5 (mercenaries against mercenaries), S2 (two PD shots per ship with one PDM), S7 (second line),
 * S8 (bombarding the PDM first), unsupported ground combat. Dice forced.
 */
import { describe, expect, it } from 'vitest';
import { facesUsed, put, testCtx, testWorld } from '../fixtures';
import { emptyInstructions, type CombatInstructions } from '../orders/instructions';
import { refreshOwnership } from '../state/ownership';
import { resolveGroundBattle } from './ground-battle';
import { resolveInteraction } from './interaction';

describe('derived example D3: planetary assault on a Solomani Type-1 box (Halcyon)', () => {
  function assault() {
    const world = testWorld({ aslan: 'hierate', human: 'solomani' });
    const pdm = put(world, 'solomani.PD', 'human', 'halcyon:halcyon');
    const rt3 = put(world, 'solomani.RT', 'human', 'halcyon:halcyon', { strength: 3 });
    const cs = put(world, 'aslan.CS.dn', 'aslan', 'halcyon');
    const cr = put(world, 'aslan.CR', 'aslan', 'halcyon');
    const b1 = put(world, 'aslan.B1.dn', 'aslan', 'halcyon');
    const jt4 = put(world, 'aslan.JT', 'aslan', `carried:${b1.id}`, { strength: 4 });
    const trA = put(world, 'aslan.TR', 'aslan', 'halcyon');
    const rt5 = put(world, 'aslan.RT', 'aslan', `carried:${trA.id}`, { strength: 5 });
    const trB = put(world, 'aslan.TR', 'aslan', 'halcyon');
    const at7 = put(world, 'aslan.AT', 'aslan', `carried:${trB.id}`, { strength: 7 });
    const ins: CombatInstructions = {
      ...emptyInstructions(),
      bombard: [
        { at: 'halcyon', targets: [pdm.id], with: [cs.id, cr.id] },
        { at: 'halcyon', targets: [rt3.id], with: [b1.id] },
      ],
      land: [{ at: 'halcyon', units: 'ALL', drop: true }],
    };
    // Bombardment 2 (PDM: 15 → N), 3 (RT 3: 8 → none); PD fire by the Type-1 box: CS 4, CR 2 (D), B1 2+1, TR/RT5 1 (D), TR/AT7 5, JT 2+1.
    const ctx = testCtx(world, [2, 3, 4, 2, 2, 1, 5, 2, 6, 4]);
    const inter = resolveInteraction(ctx, { id: 'D3', systemId: 'halcyon', boxId: 'halcyon', side: 'aslan', ships: [cs.id, cr.id, b1.id, trA.id, trB.id], instructions: ins, forcedAttack: false, truce: false });
    refreshOwnership(world);
    const ground = resolveGroundBattle(ctx, { id: 'D3g', systemId: 'halcyon', boxId: 'halcyon', attacker: 'aslan', defender: 'human', defenderSurplus: 'second-line' });
    refreshOwnership(world);
    return { world, ctx, inter, ground, pdm, rt3, cs, cr, b1, jt4, trA, rt5, trB, at7 };
  }

  it('bombardment: CS + CR pool 15 on the PDM (column 14–20, die 2: neutralized); B1 8 on RT 3 (die 3: nothing)', () => {
    const { ctx, pdm } = assault();
    const results = ctx.events.filter((e) => e.kind === 'bombard-result').map((e) => [e.unitIds?.[0], (e.data as { total: number; result: string }).total, (e.data as { result: string }).result]);
    expect(results).toEqual([
      [pdm.id, 15, 'N'],
      [expect.any(String), 8, 'none'],
    ]);
  });

  it('PD fire: the neutralized PDM is silent; the Type-1 box fires once at each bombarder, lander and dropping JT', () => {
    const { ctx, cs, cr, b1, trA, trB, jt4 } = assault();
    const pd = ctx.events.filter((e) => e.kind === 'pd-fire').map((e) => [e.unitIds?.[0], e.die?.result]);
    expect(pd).toEqual([
      [cs.id, 4],
      [cr.id, 2],
      [b1.id, 3],
      [trA.id, 1],
      [trB.id, 5],
      [jt4.id, 3],
    ]);
  });

  it('the CR and the TR with RT 5 are destroyed (with its cargo); the TR with AT 7 and the JT 4 land', () => {
    const { world, inter, cr, trA, rt5, trB, at7, jt4 } = assault();
    expect([...inter.lost].sort()).toEqual([cr.id, trA.id].sort());
    expect(world.units.some((u) => u.id === rt5.id)).toBe(false);
    expect(world.units.find((u) => u.id === trB.id)?.loc).toMatchObject({ kind: 'box', boxId: 'halcyon' });
    expect(world.units.find((u) => u.id === at7.id)?.loc).toMatchObject({ kind: 'box', boxId: 'halcyon' });
    expect(world.units.find((u) => u.id === jt4.id)?.loc).toMatchObject({ kind: 'box', boxId: 'halcyon' });
  });

  it('ground combat: RT 3 faces AT 7 (+4: D on any die), the defender must put the PDM forward against JT 4 (+2, die 4: D); the box becomes Aslan', () => {
    const { ctx, ground, world, rt3, pdm } = assault();
    const groups = ctx.events.find((e) => e.kind === 'ground-allocation')?.data as { groups: { defender: string[]; attacker: string[] }[] };
    expect(groups.groups.map((g) => g.defender[0])).toEqual([rt3.id, pdm.id]);
    const attacks = ctx.events.filter((e) => e.kind === 'ground-attack').map((e) => (e.data as { differential: number }).differential);
    expect(attacks).toEqual([4, -4, 2]);
    expect(world.units.some((u) => u.id === rt3.id || u.id === pdm.id)).toBe(false);
    expect(ground.winner).toBe('aslan');
    expect(world.boxes.halcyon?.owner).toBe('aslan');
    expect(facesUsed(ctx)).toEqual([2, 3, 4, 2, 2, 1, 5, 2, 6, 4]);
  });
});

describe('derived example D4: first fire (Aslan JT 5 against an independent RT 3)', () => {
  function fight(forced: number[]) {
    const world = testWorld();
    const rt = put(world, 'independent.RT', 'independent', 'godoro:godoro', { strength: 3, home: 'godoro' });
    const jt = put(world, 'aslan.JT', 'aslan', 'godoro:godoro', { strength: 5 });
    world.boxes.godoro = { owner: 'independent' };
    const ctx = testCtx(world, forced);
    const result = resolveGroundBattle(ctx, { id: 'D4', systemId: 'godoro', boxId: 'godoro', attacker: 'aslan', defender: 'independent', defenderSurplus: 'second-line' });
    return { world, ctx, result, rt, jt };
  }
  it('the RT fires first: 3 − 5 = −2, D on 1; a 1 destroys the JT before it fires', () => {
    const { ctx, world, jt } = fight([1]);
    const first = ctx.events.find((e) => e.kind === 'ground-attack');
    expect(first?.text).toContain('first fire');
    expect(first?.data).toMatchObject({ differential: -2 });
    expect(world.units.some((u) => u.id === jt.id)).toBe(false);
    expect(ctx.events.filter((e) => e.kind === 'ground-attack')).toHaveLength(1);
  });
  it('with a 2 the JT survives and fires: 5 − 3 = +2, D on 5 or less', () => {
    const { ctx, world, rt } = fight([2, 5]);
    expect(ctx.events.filter((e) => e.kind === 'ground-attack').map((e) => (e.data as { differential: number }).differential)).toEqual([-2, 2]);
    expect(world.units.some((u) => u.id === rt.id)).toBe(false);
  });
});

describe('derived example D5: mercenaries against mercenaries (+2)', () => {
  function fight(die: number) {
    const world = testWorld();
    world.boxes['ria.1'] = { owner: 'human' };
    const humanMerc = put(world, 'independent.RT', 'independent', 'ria:ria.1', { strength: 2, home: 'godoro', hiredBy: 'human', fee: 1 });
    put(world, 'solomani.PD', 'human', 'ria:ria.1');
    world.boxes['ria.1'] = { owner: 'human' };
    const aslanMerc = put(world, 'independent.RT', 'independent', 'ria:ria.1', { strength: 3, home: 'godoro', hiredBy: 'aslan', fee: 1 });
    put(world, 'aslan.TR', 'aslan', 'ria:ria.1');
    world.boxes['ria.1'] = { owner: 'human' };
    const ctx = testCtx(world, [die]);
    resolveGroundBattle(ctx, { id: 'D5', systemId: 'ria', boxId: 'ria.1', attacker: 'aslan', defender: 'human', defenderSurplus: 'second-line' });
    return { world, ctx, humanMerc, aslanMerc };
  }
  it('RT 3 against RT 2, differential +1: a 2 becomes 4, destroyed; a 3 becomes 5, no effect', () => {
    const two = fight(2);
    const attack = two.ctx.events.find((e) => e.kind === 'ground-attack' && e.die);
    expect(attack?.die?.modifiers).toEqual([{ label: 'mercenaries on both sides', value: 2 }]);
    // Destroyed, it goes home after d6 turns (DN §12.0): off the map, on the turn-record chart.
    expect(two.world.units.find((u) => u.id === two.humanMerc.id)?.loc).toMatchObject({ kind: 'pending', queue: 'ally-return', want: { boxId: 'godoro' } });
    const three = fight(3);
    expect(three.ctx.events.find((e) => e.kind === 'ground-attack' && e.die)?.die?.result).toBe(5);
    // The RT 2 survived round 1, so a second round was fought.
    expect(three.ctx.events.filter((e) => e.kind === 'ground-allocation').length).toBeGreaterThan(1);
  });
});

describe('S2 and S8: PD fire with one PDM; bombarding the PDM first', () => {
  it('S2: with one PDM in the box, each approaching ship receives 2 PD shots (box, then PDM)', () => {
    const world = testWorld();
    put(world, 'solomani.PD', 'human', 'coriolis:coriolis');
    const a = put(world, 'aslan.TR', 'aslan', 'coriolis');
    const b = put(world, 'aslan.TR', 'aslan', 'coriolis');
    put(world, 'aslan.RT', 'aslan', `carried:${a.id}`, { strength: 4 });
    put(world, 'aslan.RT', 'aslan', `carried:${b.id}`, { strength: 5 });
    const ctx = testCtx(world, [6, 6, 6, 6]);
    resolveInteraction(ctx, { id: 'S2', systemId: 'coriolis', boxId: 'coriolis', side: 'aslan', ships: [a.id, b.id], instructions: { ...emptyInstructions(), land: [{ at: 'coriolis', units: 'ALL', drop: false }] }, forcedAttack: false, truce: false });
    expect(ctx.events.filter((e) => e.kind === 'pd-fire').map((e) => e.unitIds?.[0])).toEqual([a.id, a.id, b.id, b.id]);
    expect(ctx.events.filter((e) => e.kind === 'pd-fire').map((e) => e.text.split(':')[1]?.trim().split(' ')[0])).toEqual(['Coriolis', expect.stringMatching(/^H/), 'Coriolis', expect.stringMatching(/^H/)]);
  });
  it('S8: a PDM destroyed by bombardment does not fire; the box still does', () => {
    const world = testWorld();
    const pdm = put(world, 'solomani.PD', 'human', 'coriolis:coriolis');
    const b1 = put(world, 'aslan.B1.dn', 'aslan', 'coriolis');
    const cs = put(world, 'aslan.CS.dn', 'aslan', 'coriolis');
    const cr = put(world, 'aslan.CR', 'aslan', 'coriolis');
    // 8 + 9 + 6 = 23: column 21–27, a 1 destroys.
    const ctx = testCtx(world, [1, 6, 6, 6]);
    resolveInteraction(ctx, { id: 'S8', systemId: 'coriolis', boxId: 'coriolis', side: 'aslan', ships: [b1.id, cs.id, cr.id], instructions: { ...emptyInstructions(), bombard: [{ at: 'coriolis', targets: 'ALL' }] }, forcedAttack: false, truce: false });
    expect(world.units.some((u) => u.id === pdm.id)).toBe(false);
    expect(ctx.events.filter((e) => e.kind === 'pd-fire')).toHaveLength(3);
  });
});

describe('S7 and unsupported ground combat', () => {
  it('S7: an attacker with fewer ground units than the defender has cannot take the box: the surplus stays in the second line', () => {
    const world = testWorld();
    const d1 = put(world, 'solomani.RT', 'human', 'halcyon:halcyon', { strength: 3 });
    const d2 = put(world, 'solomani.RT', 'human', 'halcyon:halcyon', { strength: 4 });
    put(world, 'aslan.AT', 'aslan', 'halcyon:halcyon', { strength: 8 });
    const ctx = testCtx(world, [1, 1, 1, 1]);
    const r = resolveGroundBattle(ctx, { id: 'S7', systemId: 'halcyon', boxId: 'halcyon', attacker: 'aslan', defender: 'human', defenderSurplus: 'second-line' });
    expect(r.outcome).toBe('defender-committed-gone');
    const remaining = world.units.filter((u) => u.owner === 'human').map((u) => u.id);
    expect(remaining).toEqual([d1.id]);
    expect(world.units.some((u) => u.id === d2.id)).toBe(false);
    refreshOwnership(world);
    expect(world.boxes.halcyon?.owner).toBe('human');
  });
  it('unsupported: ground units against only ships and a PDM win at once; every defending unit is removed', () => {
    const world = testWorld();
    put(world, 'solomani.PD', 'human', 'halcyon:halcyon');
    put(world, 'solomani.TR', 'human', 'halcyon:halcyon');
    put(world, 'aslan.RT', 'aslan', 'halcyon:halcyon', { strength: 4 });
    const ctx = testCtx(world, []);
    const r = resolveGroundBattle(ctx, { id: 'U', systemId: 'halcyon', boxId: 'halcyon', attacker: 'aslan', defender: 'human', defenderSurplus: 'second-line' });
    expect(r).toMatchObject({ outcome: 'unsupported', winner: 'aslan' });
    expect(world.units.filter((u) => u.owner === 'human')).toHaveLength(0);
  });
  it('the attacker wiped out: every other attacker unit in the box is destroyed too', () => {
    const world = testWorld();
    put(world, 'solomani.AT', 'human', 'halcyon:halcyon', { strength: 8 });
    put(world, 'aslan.RT', 'aslan', 'halcyon:halcyon', { strength: 4 });
    const tr = put(world, 'aslan.TR', 'aslan', 'halcyon:halcyon');
    // AT 8 vs RT 4: +4, any die; RT 4 vs AT 8: −4, no roll.
    const ctx = testCtx(world, [6]);
    const r = resolveGroundBattle(ctx, { id: 'W', systemId: 'halcyon', boxId: 'halcyon', attacker: 'aslan', defender: 'human', defenderSurplus: 'second-line' });
    expect(r.outcome).toBe('attacker-wiped');
    expect(world.units.some((u) => u.id === tr.id)).toBe(false);
  });
});
