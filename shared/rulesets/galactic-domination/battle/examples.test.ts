/** GD §17 Examples of play, replayed with their dice forced (digest §9.1, §9.2; GD-EX1-01…08, GD-EX2-01). */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { forceCombatants, side } from './build';
import { groundBattle } from './ground';
import type { Battle } from './model';
import { resolveBattle, resolveRound, rollGroup } from './resolve';

/** Race A: 3 DD, 2 CA, 1 BB ($33). Race B: 1 CV carrying 12 Ftr, 6 FF ($36). */
function exampleOne(): Battle {
  return {
    id: 'EX1',
    kind: 'space',
    where: 'hex 3024',
    sides: [side('A', 'race-a', 'Race A', { defender: true }), side('B', 'race-b', 'Race B')],
    combatants: [...forceCombatants('A', 'A.', { DD: 3, CA: 2, BB: 1 }), ...forceCombatants('B', 'B.', { CV: 1, Ftr: 12, FF: 6 })],
    round: 0,
    freeRoundPending: false,
    vpEligible: true,
    maxRounds: 100,
    method: 'dice',
    orphanFighters: 'lost',
    result: null,
  };
}

/** `hits` faces of 1 and the rest 0 (= 10, a miss), for `dice` dice. */
const faces = (dice: number, hits: number) => [...Array<number>(hits).fill(1), ...Array<number>(dice - hits).fill(0)];

// Dice per round: A fires 3 DD × 5 + 2 CA × 6 + BB 8 = 35; B fires CV 4 + 12 Ftr × 2 + 6 FF × 4 = 52.
// Round 2: A has 1 DD, 2 CA, BB = 25 dice; B has CV, 8 Ftr, 6 FF = 44 dice.
const forced = {
  [rollGroup('EX1', 1, 'A')]: faces(35, 19),
  [rollGroup('EX1', 1, 'B')]: faces(52, 25),
  [rollGroup('EX1', 2, 'A')]: faces(25, 13),
  [rollGroup('EX1', 2, 'B')]: faces(44, 12),
};

describe('GD §17 Example One: a typical medium-sized battle', () => {
  it('GD-EX1-01/02: round 1, B scores 25: 2 DD destroyed, the last DD 3 damage, each CA 4, the BB 6', () => {
    const r = resolveRound(exampleOne(), {}, { state: seedRng('ex1'), forced });
    const a = (id: string) => r.battle.combatants.find((c) => c.id === id)!;
    expect(r.log.filter((e) => e.kind === 'fire').map((e) => e.hits)).toEqual([19, 25]);
    expect([a('A.DD1'), a('A.DD2'), a('A.DD3')].map((c) => c.destroyed)).toEqual([true, true, false]);
    expect(a('A.DD3').damage).toBe(3);
    expect([a('A.CA1').damage, a('A.CA2').damage, a('A.BB1').damage]).toEqual([4, 4, 6]);
    expect(r.battle.combatants.filter((c) => c.sideId === 'A' && !c.destroyed).every((c) => c.defense - c.damage === 1)).toBe(true);
  });
  it('GD-EX1-03/04: round 1, A scores 19: 4 Ftr destroyed, the CV 3 damage, each FF 2; 8 Ftr untouched', () => {
    const r = resolveRound(exampleOne(), {}, { state: seedRng('ex1'), forced });
    const b = r.battle.combatants.filter((c) => c.sideId === 'B');
    const ftr = b.filter((c) => c.fighter);
    expect(ftr.filter((c) => c.destroyed)).toHaveLength(4);
    expect(ftr.filter((c) => !c.destroyed && c.damage === 0)).toHaveLength(8);
    expect(b.find((c) => c.code === 'CV')!.damage).toBe(3);
    expect(b.filter((c) => c.code === 'FF').map((c) => c.damage)).toEqual([2, 2, 2, 2, 2, 2]);
  });
  it('GD-EX1-05/06/07: round 2 destroys all of A and kills 8 Ftr and 5 FF; the CV and 1 FF survive, restored', () => {
    const r = resolveBattle(exampleOne(), {}, { state: seedRng('ex1'), forced });
    const res = r.battle.result!;
    expect(res.rounds).toBe(2);
    expect(res.winnerId).toBe('B');
    expect(res.survivors.A).toEqual([]);
    const left = r.battle.combatants.filter((c) => c.sideId === 'B' && !c.destroyed);
    expect(left.map((c) => c.code).sort()).toEqual(['CV', 'FF']);
    expect(left.map((c) => c.damage)).toEqual([0, 0]);
    expect(r.log.filter((e) => e.kind === 'fire').map((e) => e.hits)).toEqual([19, 25, 13, 12]);
    // Two more hits would have killed both: each had 1 Defense left before restoration.
    expect(r.log.some((e) => e.kind === 'restore')).toBe(true);
  });
  it('GD-EX1-08: losses A $33, B $27 (12 Ftr + 5 FF); B +2 VP (strategic and tactical), A 0', () => {
    const res = resolveBattle(exampleOne(), {}, { state: seedRng('ex1'), forced }).battle.result!;
    expect(res.losses).toEqual({ A: 33, B: 27 });
    expect(res.vp.map((v) => [v.sideId, v.tactical, v.strategic])).toEqual([['A', 0, 0], ['B', 1, 1]]);
    expect(res.carried.B).toEqual({ miBefore: 0, miAfter: 0, ftrBefore: 12, ftrAfter: 0 });
  });
  it('every die is logged, forced, and the same forced dice replay the same battle', () => {
    const one = resolveBattle(exampleOne(), {}, { state: seedRng('ex1'), forced });
    const two = resolveBattle(exampleOne(), {}, { state: seedRng('another seed'), forced });
    expect(one.dice).toHaveLength(35 + 52 + 25 + 44);
    expect(one.dice.every((d) => d.forced && d.die === 'd10')).toBe(true);
    expect(two.battle).toEqual(one.battle);
  });
  it('a manual allocation waits for the owner, then resumes with the same dice', () => {
    const b = exampleOne();
    b.sides[0] = { ...b.sides[0], policy: { kind: 'manual', protect: [] } };
    const first = resolveBattle(b, {}, { state: seedRng('ex1'), forced });
    expect(first.pending).toMatchObject({ kind: 'allocate', round: 1, sideId: 'A', hits: 25 });
    const hand = { 'A.DD1': 4, 'A.DD2': 4, 'A.DD3': 3, 'A.CA1': 4, 'A.CA2': 4, 'A.BB1': 6 };
    const resumed = resolveBattle(b, { allocations: { '1:A': hand } }, { state: seedRng('ex1'), forced });
    expect(resumed.pending).toMatchObject({ kind: 'allocate', round: 2, sideId: 'A', hits: 12 });
    const bad = resolveBattle(b, { allocations: { '1:A': { 'A.DD1': 3 } } }, { state: seedRng('ex1'), forced });
    expect(bad.pending).toMatchObject({ kind: 'allocate', round: 1, error: '3 hits placed; 25 to place' });
  });
  it('live mode with physical dice: a round missing dice waits for them', () => {
    const r = resolveRound(exampleOne(), {}, { state: seedRng('ex1'), forced: { [rollGroup('EX1', 1, 'A')]: faces(35, 19) }, physical: 'all' });
    expect(r.pending).toMatchObject({ kind: 'dice', round: 1 });
    expect(r.pending?.kind === 'dice' && r.pending.missing).toEqual([{ group: 'EX1.R1.B', die: 'd10', count: 52, purpose: expect.any(String) }]);
    expect(r.battle.round).toBe(0);
  });
});

describe('GD §17 Example Two: tactical play (GD-EX2-01)', () => {
  it('a TT with 2 MIs bought in phase J joins the fleet: 4 MIs land against 2 on the ground', () => {
    const g = groundBattle('EX2', { id: 'A', owner: 'you', name: 'You' }, { id: 'D', owner: 'neutral', name: 'Neutral World', scores: false, allocator: 'you' }, 4, 2);
    expect(g.combatants.filter((c) => c.sideId === 'A')).toHaveLength(4);
    expect(g.combatants.filter((c) => c.sideId === 'D')).toHaveLength(2);
    // Every MI fires 4 dice at ≤4: the attackers' 16 dice all hit, the defenders' 8 all miss.
    const r = resolveBattle(g, {}, { state: seedRng('ex2'), forced: { [rollGroup('EX2', 1, 'A')]: faces(16, 16), [rollGroup('EX2', 1, 'D')]: faces(8, 0) } });
    expect(r.battle.result?.winnerId).toBe('A');
    expect(r.battle.result?.vp[0]).toMatchObject({ tactical: 1, strategic: 1 });
  });
});
