/**
 * The rulebook's SURFACE COMBAT EXAMPLE (L4012–4065, digest §21) with its dice forced, the OS
 * examples and the PCB example.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { CombatDice } from './dice';
import { interceptPcbs, nextSurfaceTurn, onGround, proposeSurfaceRound, resolveSurfaceRound, resolveSurfaceTurn, startSurface, type SurfaceRoundDecision, type SurfaceState } from './surface';

const forced = (...values: number[]) => new CombatDice(seedRng('unused'), { queue: values.map((value) => ({ value, die: 'd6' as const })) });

function round(state: SurfaceState, d: SurfaceRoundDecision, dice: CombatDice): SurfaceState {
  const r = resolveSurfaceRound(state, d, dice);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

const alive = (s: SurfaceState) => s.units.filter((u) => u.alive && u.landed).map((u) => u.id).sort();

describe('SURFACE COMBAT EXAMPLE (World: 1 SDU, 2 RA, 3 MA against 5 AA, 3 RA and 3 OS level 3)', () => {
  const start = startSurface('example', { SDU: 1, RA: 2, MA: 3 }, { AA: 5, RA: 3 }, [3, 3, 3]);

  it('round 1: only AAs land, OS may not fire; the SDU is screened; the defenders destroy two AAs and lose one MA', () => {
    const d: SurfaceRoundDecision = {
      pairs: [['D-RA1', 'I-AA1'], ['D-RA2', 'I-AA2'], ['D-MA1', 'I-AA3'], ['D-MA2', 'I-AA4'], ['D-MA3', 'I-AA5']],
    };
    const r = resolveSurfaceRound(start, { ...d, os: [{ os: 'OS1', target: 'D-SDU1' }] }, forced());
    expect(r.ok).toBe(false);
    const s1 = round(start, d, forced(6, 4, 2, 3, 3, 5, 1, 6, 5, 1));
    expect(alive(s1)).toEqual(['D-MA1', 'D-MA2', 'D-RA1', 'D-RA2', 'D-SDU1', 'I-AA1', 'I-AA3', 'I-AA5']);
    expect(s1.invaderSurvivedARound).toBe(true);
  });

  it('round 2: RAs land; OS hits armies on 1–2 and the SDU on 1; the invaders double-team the SDU and destroy it and one RA; the defenders destroy two AAs and two RAs', () => {
    const s1 = round(start, { pairs: [['D-RA1', 'I-AA1'], ['D-RA2', 'I-AA2'], ['D-MA1', 'I-AA3'], ['D-MA2', 'I-AA4'], ['D-MA3', 'I-AA5']] }, forced(6, 4, 2, 3, 3, 5, 1, 6, 5, 1));
    const d: SurfaceRoundDecision = {
      pairs: [['D-RA1', 'I-AA1'], ['D-RA2', 'I-AA3'], ['D-MA1', 'I-AA5'], ['D-MA2', 'I-RA1'], ['D-SDU1', 'I-RA2']],
      extras: [{ unit: 'I-RA3', target: 'D-SDU1' }],
      os: [{ os: 'OS1', target: 'D-RA1' }, { os: 'OS2', target: 'D-MA1' }, { os: 'OS3', target: 'D-SDU1' }],
    };
    // Screening the SDU is not possible: 5 defenders against 6 invaders.
    expect(resolveSurfaceRound(s1, { ...d, pairs: d.pairs.slice(0, 4) }, forced()).ok).toBe(false);
    const dice = forced(1, 2, 3, 4, 5, 3, 1, 6, 4, 1, 6, 2, 3, 1);
    const r = resolveSurfaceRound(s1, d, dice);
    if (!r.ok) throw new Error(r.reason);
    const needs = r.log.filter((e) => e.unit?.startsWith('OS')).map((e) => e.data?.need);
    expect(needs).toEqual([2, 2, 1]);
    expect(alive(r.state)).toEqual(['D-MA1', 'D-MA2', 'D-RA2', 'I-AA5', 'I-RA3']);
  });

  it('round 3 by the rules (X7: the book lists RA RA AA, the rules leave 1 AA + 1 RA): the defender keeps MA1, the invader AA5; combat continues next turn and the MAs return', () => {
    let s = round(start, { pairs: [['D-RA1', 'I-AA1'], ['D-RA2', 'I-AA2'], ['D-MA1', 'I-AA3'], ['D-MA2', 'I-AA4'], ['D-MA3', 'I-AA5']] }, forced(6, 4, 2, 3, 3, 5, 1, 6, 5, 1));
    s = round(s, { pairs: [['D-RA1', 'I-AA1'], ['D-RA2', 'I-AA3'], ['D-MA1', 'I-AA5'], ['D-MA2', 'I-RA1'], ['D-SDU1', 'I-RA2']], extras: [{ unit: 'I-RA3', target: 'D-SDU1' }], os: [{ os: 'OS1', target: 'D-RA1' }, { os: 'OS2', target: 'D-MA1' }, { os: 'OS3', target: 'D-SDU1' }] }, forced(1, 2, 3, 4, 5, 3, 1, 6, 4, 1, 6, 2, 3, 1));
    // No SDU left: OS hits on 1–3. MA2 is the defender's excess unit, screened from ground units but not from OS.
    const r = resolveSurfaceRound(s, { pairs: [['D-RA2', 'I-RA3'], ['D-MA1', 'I-AA5']], os: [{ os: 'OS1', target: 'D-MA2' }, { os: 'OS2', target: 'D-MA2' }, { os: 'OS3', target: 'D-MA2' }] }, forced(1, 3, 5, 5, 4, 6, 1));
    if (!r.ok) throw new Error(r.reason);
    expect(r.log.filter((e) => e.unit?.startsWith('OS')).map((e) => e.data?.need)).toEqual([3, 3, 3]);
    expect(alive(r.state)).toEqual(['D-MA1', 'I-AA5']);
    expect(r.state.outcome?.kind).toBe('continues');
    expect(resolveSurfaceRound(r.state, { pairs: [] }, forced()).ok).toBe(false);
    const next = nextSurfaceTurn(r.state);
    expect(onGround(next, 'defender').filter((u) => u.type === 'MA')).toHaveLength(3);
  });

  it('the default line-up keeps the SDU back when the defender has excess, and double-teams the SDU otherwise', () => {
    const p1 = proposeSurfaceRound(start);
    expect(p1.land).toEqual(['I-AA1', 'I-AA2', 'I-AA3', 'I-AA4', 'I-AA5']);
    expect(p1.pairs.map(([dId]) => dId)).not.toContain('D-SDU1');
    expect(p1.os).toEqual([]);
    const s1 = round(start, p1, forced(6, 6, 6, 6, 6, 6, 6, 6, 6, 6));
    const p2 = proposeSurfaceRound(s1);
    expect(p2.pairs.map(([dId]) => dId)).toContain('D-SDU1');
    expect(p2.extras?.every((e) => e.target === 'D-SDU1')).toBe(true);
    expect(p2.os).toHaveLength(3);
  });
});

describe('OS example (L865): three OS5 against two SDUs need 5 − 2 − 1 = 2 against an SDU', () => {
  it('computes the OS need from the SDUs on the ground at the start of the round', () => {
    let s = startSurface('os', { SDU: 2, RA: 1, MA: 3 }, { AA: 3, RA: 3 }, [5, 5, 5]);
    s = round(s, { pairs: [['D-SDU1', 'I-AA1'], ['D-SDU2', 'I-AA2'], ['D-RA1', 'I-AA3']] }, forced(6, 6, 6, 6, 6, 6));
    const r = resolveSurfaceRound(s, { pairs: [['D-SDU1', 'I-RA1'], ['D-SDU2', 'I-RA2'], ['D-RA1', 'I-RA3'], ['D-MA1', 'I-AA1'], ['D-MA2', 'I-AA2'], ['D-MA3', 'I-AA3']], os: [{ os: 'OS1', target: 'D-SDU1' }, { os: 'OS2', target: 'D-MA1' }] }, forced(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 2, 3));
    if (!r.ok) throw new Error(r.reason);
    expect(r.log.filter((e) => e.unit?.startsWith('OS')).map((e) => [e.data?.need, e.data?.hit])).toEqual([[2, true], [3, true]]);
  });
});

describe('PCB (L2146): 3 SDUs against 2 PCBs, allocation 2 + 1, one hit → the other PCB detonates', () => {
  it('counts detonations', () => {
    const r = interceptPcbs(2, [0, 0, 1], forced(5, 2, 6));
    expect(r.detonated).toBe(1);
    expect(r.log.at(-1)?.text).toContain('every unit on the surface is destroyed');
  });
});

describe('a turn of surface combat (up to three rounds)', () => {
  it('with default tactics it runs until one side is gone or three rounds are fought; without, it stops for the next round', () => {
    const start = startSurface('turn', { SDU: 1, RA: 2, MA: 3 }, { AA: 5, RA: 3 }, [3, 3, 3]);
    const stopped = resolveSurfaceTurn(start, [], new CombatDice(seedRng('s')));
    expect(stopped).toMatchObject({ ok: true, pending: 1 });
    const r = resolveSurfaceTurn(start, [], new CombatDice(seedRng('s')), { tactics: 'default' });
    if (!r.ok) throw new Error(r.reason);
    expect(r.pending).toBeNull();
    expect(r.state.outcome).not.toBeNull();
    expect(r.decisions.length).toBe(r.state.round);
    // Replaying the decisions the policy made, with the same seed, gives the same state.
    const again = resolveSurfaceTurn(start, r.decisions, new CombatDice(seedRng('s')));
    expect(again.ok && again.state).toEqual(r.state);
  });
});

describe('planet cracker bombs dropped in a round (L2146, L2184)', () => {
  it('the SDUs attack the PCBs first; one that gets through destroys every unit on the surface', () => {
    let s = startSurface('pcb', { SDU: 3, MA: 1 }, { AA: 4 });
    s = round(s, { pairs: [['D-SDU1', 'I-AA1'], ['D-SDU2', 'I-AA2'], ['D-SDU3', 'I-AA3'], ['D-MA1', 'I-AA4']] }, forced(6, 6, 6, 6, 6, 6, 6, 6));
    const early = resolveSurfaceRound(startSurface('pcb', { SDU: 1 }, { AA: 1 }), { pairs: [['D-SDU1', 'I-AA1']], pcb: { count: 1 } }, forced());
    expect(early.ok).toBe(false);
    const r = resolveSurfaceRound(s, { pairs: [['D-SDU1', 'I-AA1'], ['D-SDU2', 'I-AA2'], ['D-SDU3', 'I-AA3'], ['D-MA1', 'I-AA4']], pcb: { count: 2, sdus: [0, 0, 1] } }, forced(6, 6, 6, 6, 6, 6, 6, 6, 5, 2, 6));
    if (!r.ok) throw new Error(r.reason);
    expect(r.state.outcome).toMatchObject({ kind: 'devastated', pcbsDetonated: 1 });
    expect(r.state.units.filter((u) => u.alive && u.landed)).toEqual([]);
  });
});
