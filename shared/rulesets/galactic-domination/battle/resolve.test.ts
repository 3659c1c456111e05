import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { battleVp } from '../rules/victory-points';
import { allocateCheapFirst, allocateLevel, allocateByPolicy } from './allocation';
import { combatant, forceCombatants, odsCombatant, side } from './build';
import type { Battle, Combatant } from './model';
import { battleOdds } from './odds';
import { resolveBattle, rollGroup } from './resolve';

function battle(kind: Battle['kind'], a: Combatant[], d: Combatant[], extra: Partial<Battle> = {}): Battle {
  return { id: 'B', kind, where: '', sides: [side('A', 'pa', 'Attacker'), side('D', 'pd', 'Defender', { defender: true })], combatants: [...a, ...d], round: 0, freeRoundPending: kind === 'orbital', vpEligible: true, maxRounds: 100, method: 'dice', orphanFighters: 'lost', result: null, ...extra };
}
const faces = (dice: number, hits: number) => [...Array<number>(hits).fill(1), ...Array<number>(dice - hits).fill(0)];

describe('GD §11.2 orbital battle: the GBDS free round', () => {
  it('only the defender’s GBDS and ODS fire first; nobody answers', () => {
    const b = battle('orbital', forceCombatants('A', 'A.', { CA: 2 }), [combatant('D', 'D.G1', 'GBDS'), odsCombatant('D', 'D.ODS', 'S'), ...forceCombatants('D', 'D.', { FF: 1 })]);
    const r = resolveBattle(b, {}, { state: seedRng('o'), forced: { [rollGroup('B', 0, 'D')]: faces(5 + 32, 5), [rollGroup('B', 1, 'A')]: faces(12, 12), [rollGroup('B', 1, 'D')]: faces(5 + 32 + 4, 0) } }, { stopAfterRound: 1 });
    const fire = r.log.filter((e) => e.kind === 'fire');
    expect(fire[0]).toMatchObject({ round: 0, sideId: 'D', hits: 5 });
    expect(fire.filter((e) => e.round === 0)).toHaveLength(1);
    // LEVEL spreads the 5 free hits over the two CAs (3 and 2); the defenders miss in round 1.
    expect(r.battle.combatants.filter((c) => c.sideId === 'A').map((c) => c.damage)).toEqual([3, 2]);
    expect(r.battle.freeRoundPending).toBe(false);
    expect(r.battle.round).toBe(1);
  });
});

describe('GD §11.6 rounds and the end of a battle', () => {
  it('a Shipyard soaks hits but does not keep its side in the battle (digest A-12)', () => {
    const b = battle('orbital', forceCombatants('A', 'A.', { BB: 1 }), [combatant('D', 'D.SY', 'SY')], { freeRoundPending: false });
    const r = resolveBattle(b, {}, { state: seedRng('s') });
    expect(r.battle.result).toMatchObject({ outcome: 'eliminated', winnerId: 'A', rounds: 0 });
  });
  it('stalemate when neither side can fire (digest A-11): TT against TT', () => {
    const r = resolveBattle(battle('space', forceCombatants('A', 'A.', { TT: 1 }), forceCombatants('D', 'D.', { TT: 2 })), {}, { state: seedRng('t') });
    expect(r.battle.result).toMatchObject({ outcome: 'stalemate', winnerId: null, rounds: 0 });
    expect(r.battle.result?.vp.map((v) => v.total)).toEqual([0, 0]);
  });
  it('a fleet of transports is hunted down; units destroyed in a round still fire that round', () => {
    const b = battle('space', forceCombatants('A', 'A.', { FF: 1 }), forceCombatants('D', 'D.', { DD: 1 }));
    const r = resolveBattle(b, {}, { state: seedRng('x'), forced: { [rollGroup('B', 1, 'A')]: faces(4, 4), [rollGroup('B', 1, 'D')]: faces(5, 3) } });
    expect(r.battle.result).toMatchObject({ outcome: 'mutual', winnerId: null });
  });
  it('GD-CARRY-01: 1 BB, 3 DD, 2 TT with 4 MI aboard: the BB alone keeps 2; BB and a TT keep 4', () => {
    const mk = () => battle('space', forceCombatants('A', 'A.', { BB: 1, DD: 3, TT: 2 }), forceCombatants('D', 'D.', { BB: 3 }), { sides: [side('A', 'pa', 'A', { miAboard: 4 }), side('D', 'pd', 'D', { defender: true })] });
    // A scores nothing; D scores exactly enough to destroy the 3 DD and 2 TT, LEVEL leaves the BB at 1.
    const b = mk();
    b.sides[0] = { ...b.sides[0], policy: { kind: 'protect', protect: ['BB'] } };
    const onlyBb = resolveBattle(b, {}, { state: seedRng('c'), forced: { [rollGroup('B', 1, 'A')]: faces(8 + 15, 0), [rollGroup('B', 1, 'D')]: faces(24, 18), [rollGroup('B', 2, 'A')]: faces(8, 0), [rollGroup('B', 2, 'D')]: faces(24, 0) } }, { stopAfterRound: 1 });
    expect(onlyBb.battle.combatants.filter((c) => c.sideId === 'A' && !c.destroyed).map((c) => c.code)).toEqual(['BB']);
    const b2 = mk();
    b2.combatants = b2.combatants.filter((c) => c.sideId === 'A' ? c.code === 'BB' || c.id === 'A.TT1' : true);
    b2.combatants.push(...forceCombatants('X', 'X.', {}));
    const end = resolveBattle({ ...b2, combatants: b2.combatants.filter((c) => c.sideId !== 'D'), sides: [b2.sides[0], side('D', 'pd', 'D', { defender: true })] }, {}, { state: seedRng('c') });
    expect(end.battle.result?.carried.A).toEqual({ miBefore: 4, miAfter: 4, ftrBefore: 0, ftrAfter: 0 });
  });
});

describe('allocation policies (digest §7.6)', () => {
  const t = (index: number, code: string, remaining: number, cost: number, attackDice = 1) => ({ index, code, remaining, cost, attackDice });
  it('LEVEL brings everything to 1 left, most Defense first, then destroys the cheapest', () => {
    const targets = [t(0, 'DD', 4, 4), t(1, 'DD', 4, 4), t(2, 'DD', 4, 4), t(3, 'CA', 5, 6), t(4, 'CA', 5, 6), t(5, 'BB', 7, 9)];
    expect(Object.fromEntries(allocateLevel(targets, 25))).toEqual({ 0: 4, 1: 4, 2: 3, 3: 4, 4: 4, 5: 6 });
    expect(Object.fromEntries(allocateLevel(targets, 3))).toEqual({ 5: 2, 3: 1 });
  });
  it('CHEAPFIRST destroys outright; PROTECT puts the listed types last', () => {
    const targets = [t(0, 'TT', 3, 2, 0), t(1, 'CA', 5, 6), t(2, 'FF', 3, 3)];
    expect(Object.fromEntries(allocateCheapFirst(targets, 4))).toEqual({ 0: 3, 2: 1 });
    expect(Object.fromEntries(allocateByPolicy({ kind: 'protect', protect: ['TT'] }, targets, 9))).toEqual({ 1: 5, 2: 3, 0: 1 });
  });
});

describe('GD §5.3 VP', () => {
  it('equal forces that wipe each other out: 1 VP each; lower losses take the tactical VP', () => {
    const s = (id: string, losses: number, survivors: number, start = 10) => ({ id, losses, startValue: start, survivors, scores: true });
    expect(battleVp(s('a', 10, 0), s('b', 10, 0), null).map((v) => v.total)).toEqual([1, 1]);
    expect(battleVp(s('a', 4, 1), s('b', 10, 0), 'a').map((v) => v.total)).toEqual([2, 0]);
    expect(battleVp(s('a', 12, 1, 30), s('b', 6, 0), 'a').map((v) => [v.tactical, v.strategic])).toEqual([[0, 1], [1, 0]]);
    expect(battleVp(s('a', 6, 1), s('b', 6, 0), 'a').map((v) => v.tactical)).toEqual([1, 0]);
    expect(battleVp(s('a', 0, 1), s('b', 6, 0), 'a', false).map((v) => v.total)).toEqual([0, 0]);
  });
});

describe('determinism and odds', () => {
  it('same seed, same battle (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), (seed, n, m) => {
        const b = battle('space', forceCombatants('A', 'A.', { CA: n, FF: m }), forceCombatants('D', 'D.', { DD: m, BB: 1 }));
        const x = resolveBattle(b, {}, { state: seedRng(seed) });
        const y = resolveBattle(b, {}, { state: seedRng(seed) });
        expect(y.battle).toEqual(x.battle);
        expect(y.dice).toEqual(x.dice);
        expect(x.battle.result).not.toBeNull();
      }),
      { numRuns: 25 },
    );
  });
  it('the quiet odds path rolls exactly what the logged path rolls', () => {
    const b = battle('space', forceCombatants('A', 'A.', { CA: 3, FF: 2 }), forceCombatants('D', 'D.', { DD: 4, BB: 1 }));
    const loud = resolveBattle(b, {}, { state: seedRng('q') });
    const quiet = resolveBattle(b, {}, { state: seedRng('q'), log: false });
    expect(quiet.battle.result).toEqual(loud.battle.result);
    expect(quiet.rngState).toEqual(loud.rngState);
  });
  it('1,000 runs of 20 v 20 in well under 2 s; even sides win about evenly', () => {
    const b = battle('space', forceCombatants('A', 'A.', { BB: 4, CA: 6, DD: 6, FF: 4 }), forceCombatants('D', 'D.', { BB: 4, CA: 6, DD: 6, FF: 4 }));
    const t0 = performance.now();
    const odds = battleOdds(b, 1000, 'odds');
    const ms = performance.now() - t0;
    expect(odds.runs).toBe(1000);
    expect((odds.wins.A ?? 0) + (odds.wins.D ?? 0) + odds.mutual + odds.stalemates).toBe(1000);
    expect(Math.abs((odds.wins.A ?? 0) - (odds.wins.D ?? 0))).toBeLessThan(150);
    expect(ms).toBeLessThan(6000);
  });
});
