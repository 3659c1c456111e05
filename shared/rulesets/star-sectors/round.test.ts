/** Scenario tests of a round: LOS, arcs, range, cloaks, terrain, engineering; and properties. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../rng';
import { shieldsLeft, type Battle } from './battle';
import { battle, ship } from './fixtures';
import { parseOrders } from './orders';
import { resolveRound } from './round';

const dice = (...forced: number[]) => ({ state: seedRng('test'), forced });
const find = (b: Battle, id: string) => b.ships.find((s) => s.id === id)!;
const refused = (log: { kind: string; text: string }[], words: string) => log.some((e) => e.kind === 'refused' && e.text.includes(words));

describe('line of sight and arcs (IV.D, IV.E)', () => {
  const shooter = ship('S', 'A', 5, 10, 0, { cf: 6 });
  it('an asteroid field between the ships blocks the shot', () => {
    const b = battle([shooter, ship('T', 'B', 5, 6, 3)], [{ id: 'ast', kind: 'asteroids', q: 5, r: 8 }]);
    const r = resolveRound(b, { orders: { A: 'S FIRE T' } }, dice());
    expect(refused(r.log, 'Asteroid field ast is in the way')).toBe(true);
    expect(r.log.some((e) => e.die)).toBe(false);
  });
  it('a ship of either side in between blocks it too', () => {
    const b = battle([shooter, ship('T', 'B', 5, 6, 3), ship('F', 'A', 5, 8, 0)]);
    expect(refused(resolveRound(b, { orders: { A: 'S FIRE T' } }, dice()).log, 'F is in the way')).toBe(true);
  });
  it('a target outside the firing arc cannot be fired at', () => {
    const b = battle([shooter, ship('T', 'B', 5, 13, 0)]);
    expect(refused(resolveRound(b, { orders: { A: 'S FIRE T' } }, dice()).log, 'outside the firing arc')).toBe(true);
  });
  it('range costs 1 CF a hex after the first; beyond CF nothing is rolled', () => {
    const b = battle([shooter, ship('T', 'B', 5, 6, 3)]);
    const r = resolveRound(b, { orders: { A: 'S FIRE T' } }, dice(3, 12));
    expect(r.log.find((e) => e.die)?.die).toMatchObject({ raw: 3, target: 3, result: '3 vs 3: hit' });
    const far = battle([shooter, ship('T', 'B', 5, 3, 3)]);
    const r2 = resolveRound(far, { orders: { A: 'S FIRE T' } }, dice());
    expect(r2.log.some((e) => e.die)).toBe(false);
    expect(refused(r2.log, 'T is out of range: 7 hexes away, CF 6 reaches 0')).toBe(true);
  });
  it('point blank rolls two dice and keeps the better; aft rolls one at −1', () => {
    const b = battle([ship('S', 'A', 5, 10, 0, { cf: 6, arcs: ['F', 'A'] }), ship('T', 'B', 5, 9, 3, { df: 1 })]);
    const r = resolveRound(b, { orders: { A: 'S FIRE T' } }, dice(9, 2, 5));
    const dies = r.log.filter((e) => e.die && e.shipId === 'S').map((e) => e.die!);
    expect(dies.map((d) => [d.raw, d.kept])).toEqual([[9, false], [2, true]]);
    expect(find(r.battle, 'T').damage).toBe(1);
    const aft = battle([ship('S', 'A', 5, 10, 0, { cf: 6, arcs: ['F', 'A'] }), ship('T', 'B', 5, 11, 3, { df: 1 })]);
    const r2 = resolveRound(aft, { orders: { A: 'S FIRE T' } }, dice(5, 6));
    const aftDies = r2.log.filter((e) => e.die && e.shipId === 'S').map((e) => e.die!);
    expect(aftDies).toHaveLength(1);
    expect(aftDies[0]).toMatchObject({ target: 5, modifiers: [{ label: 'CF', value: 6 }, { label: 'aft', value: -1 }] });
  });
  it('long hulls: range and sight from the closest hull hex; adjacent hulls roll one die at full CF', () => {
    // L's hull: (5,10) stand, (5,11) aft. T at (5,13) is 2 hexes from the hull's aft end but 3 from the stand.
    const b = battle([ship('L', 'A', 5, 10, 0, { cf: 6, hullLength: 2, arcs: ['A'] }), ship('T', 'B', 5, 13, 0, { df: 1 })]);
    const r = resolveRound(b, { orders: { A: 'L FIRE T' } }, dice(5, 12));
    expect(r.log.find((e) => e.die)?.die?.modifiers).toEqual([{ label: 'CF', value: 6 }, { label: 'range (1 hex after the first)', value: -1 }, { label: 'aft', value: -1 }]);
    // Hulls side by side: the target's stand is not in a front hex, so one die at full CF.
    const side = battle([ship('L', 'A', 5, 10, 0, { cf: 6, hullLength: 2, arcs: ['FS', 'AS'] }), ship('T', 'B', 6, 10, 0, { df: 1 })]);
    const r2 = resolveRound(side, { orders: { A: 'L FIRE T' } }, dice(6, 12));
    const rolls = r2.log.filter((e) => e.die && e.shipId === 'L');
    expect(rolls).toHaveLength(1);
    expect(rolls[0]?.die).toMatchObject({ target: 6, raw: 6, result: '6 vs 6: hit' });
  });
  it('only one engagement a round', () => {
    const b = battle([shooter, ship('T', 'B', 5, 7, 3), ship('U', 'B', 7, 7, 3)]);
    expect(refused(resolveRound(b, { orders: { A: 'S FIRE T\nS FIRE U' } }, dice(12, 12)).log, 'already engaged')).toBe(true);
  });
});

describe('cloaking (VI.A)', () => {
  it('a cloaked ship cannot fire, cannot be fired upon, and moves at MF −1', () => {
    const b = battle([ship('C', 'A', 5, 10, 0, { cloaks: 1, mf: 3 }, { cloaked: true }), ship('T', 'B', 7, 8, 3)]);
    const r = resolveRound(b, { orders: { A: 'C FIRE T\nC MOVE F F F', B: 'T FIRE C' } }, dice());
    expect(refused(r.log, 'cloaked ship cannot fire')).toBe(true);
    expect(refused(r.log, 'C is cloaked and cannot be fired upon')).toBe(true);
    expect(refused(r.log, 'exceeds the movement factor 2')).toBe(true);
  });
  it('de-cloak and attack is allowed; attack then cloak is not; no cloak and de-cloak in one round', () => {
    const b = battle([ship('C', 'A', 5, 10, 0, { cloaks: 1 }, { cloaked: true }), ship('T', 'B', 5, 8, 3)]);
    const r = resolveRound(b, { orders: { A: 'C DECLOAK\nC FIRE T\nC CLOAK' } }, dice(12));
    expect(r.log.some((e) => e.die?.purpose.startsWith('C attacks'))).toBe(true);
    expect(refused(r.log, 'cannot attack and then cloak')).toBe(true);
    const b2 = battle([ship('C', 'A', 5, 10, 0, { cloaks: 1 }, { cloaked: true }), ship('T', 'B', 15, 2, 3)]);
    expect(refused(resolveRound(b2, { orders: { A: 'C DECLOAK\nC CLOAK' } }, dice()).log, 'once a round')).toBe(true);
  });
  it('a ship moving at 1 MF cannot cloak; nor inside a nebula or ion storm', () => {
    const b = battle([ship('C', 'A', 5, 10, 0, { cloaks: 1, ss: 5, mf: 3 }, { damage: 4 }), ship('T', 'B', 15, 2, 3)]);
    expect(refused(resolveRound(b, { orders: { A: 'C CLOAK' } }, dice()).log, 'at least 2 MF')).toBe(true);
    const n = battle([ship('C', 'A', 5, 10, 0, { cloaks: 1 }), ship('T', 'B', 15, 2, 3)], [{ id: 'neb', kind: 'ion-storm', q: 5, r: 10 }]);
    expect(refused(resolveRound(n, { orders: { A: 'C CLOAK' } }, dice()).log, 'do not work inside')).toBe(true);
  });
  it('a cloaked ship entering a nebula loses its cloak; repairs wait for a round without a cloak change', () => {
    const b = battle([ship('C', 'A', 5, 10, 0, { cloaks: 1 }, { cloaked: true, damage: 1 }), ship('T', 'B', 15, 2, 3)], [{ id: 'neb', kind: 'metaphasic-nebula', q: 5, r: 9 }]);
    const r = resolveRound(b, { orders: { A: 'C MOVE F\nC REPAIR' } }, dice());
    expect(find(r.battle, 'C').cloaked).toBe(false);
    expect(refused(r.log, 'cloaks or de-cloaks')).toBe(true);
  });
});

describe('terrain (VII.A)', () => {
  it('asteroids are impassable; a mine gives 3 hits and is gone', () => {
    const b = battle([ship('S', 'A', 5, 10, 0, { ss: 6 }), ship('T', 'B', 15, 2, 3)], [{ id: 'm1', kind: 'mine', q: 5, r: 9 }, { id: 'ast', kind: 'asteroids', q: 5, r: 7 }]);
    const r = resolveRound(b, { orders: { A: 'S MOVE F F F' } }, dice());
    expect(find(r.battle, 'S')).toMatchObject({ r: 8, damage: 3 });
    expect(r.battle.terrain.map((t) => t.id)).toEqual(['ast']);
    expect(refused(r.log, 'impassable')).toBe(true);
  });
  it('next to a star a ship is destroyed, and its point-blank neighbours lose 1 SS', () => {
    const b = battle([ship('S', 'A', 5, 10, 0), ship('F', 'A', 5, 8, 3)], [{ id: 'sun', kind: 'star', q: 6, r: 8 }]);
    const r = resolveRound(b, { orders: { A: 'S MOVE F' } }, dice());
    expect(find(r.battle, 'S').destroyed).toBe(true);
    expect(find(r.battle, 'F').ssLoss).toBe(1);
  });
  it('entering orbit of a planet stops movement; in orbit the MF is halved, rounded up', () => {
    const b = battle([ship('S', 'A', 5, 12, 0, { mf: 3 }), ship('T', 'B', 15, 2, 3)], [{ id: 'p', kind: 'planet', q: 5, r: 9 }]);
    const r = resolveRound(b, { orders: { A: 'S MOVE F F F' } }, dice());
    expect(find(r.battle, 'S').r).toBe(10);
    expect(refused(r.log, 'movement has stopped')).toBe(true);
    const r2 = resolveRound(r.battle, { orders: { A: 'S MOVE R R F' } }, dice());
    expect(refused(r2.log, 'exceeds the movement factor 2')).toBe(true);
  });
  it('ships inside a nebula cannot be fired on from outside; Mutara costs 1 CF and DF', () => {
    const b = battle([ship('S', 'A', 5, 12, 0, { cf: 8 }), ship('T', 'B', 5, 8, 3, { cf: 5, df: 5 })], [{ id: 'mut', kind: 'mutara-nebula', q: 5, r: 7 }]);
    const r = resolveRound(b, { orders: { A: 'S FIRE T' } }, dice());
    expect(refused(r.log, 'ships outside cannot fire on it')).toBe(true);
  });
  it('a worm hole carries a ship to its twin, and one space after that', () => {
    const b = battle([ship('S', 'A', 5, 12, 0, { mf: 4 }), ship('T', 'B', 15, 2, 3)], [{ id: 'w1', kind: 'wormhole', q: 5, r: 11, link: 'w2' }, { id: 'w2', kind: 'wormhole', q: 12, r: 3, link: 'w1' }]);
    const r = resolveRound(b, { orders: { A: 'S MOVE F F F' } }, dice());
    expect(find(r.battle, 'S')).toMatchObject({ q: 12, r: 2 });
    expect(refused(r.log, 'only one space')).toBe(true);
  });
  it('an ion storm disables weapons and hides the ship inside', () => {
    const b = battle([ship('S', 'A', 5, 12, 0), ship('T', 'B', 5, 10, 3)], [{ id: 'ion', kind: 'ion-storm', q: 5, r: 12 }]);
    expect(refused(resolveRound(b, { orders: { A: 'S FIRE T' } }, dice()).log, 'disabled in an ion storm')).toBe(true);
    expect(refused(resolveRound(b, { orders: { B: 'T FIRE S' } }, dice()).log, 'inside an ion storm')).toBe(true);
  });
});

describe('engineering (V) and special orders (VIII)', () => {
  it('no engineering duty after an attack, but advanced weapons alone allow a repair', () => {
    const b = battle([ship('S', 'A', 5, 10, 0, { weapons: ['PTL'] }, { damage: 2, banksCharged: [true] }), ship('T', 'B', 5, 8, 3)]);
    const r = resolveRound(b, { orders: { A: 'S FIRE T\nS REPAIR' } }, dice(12));
    expect(refused(r.log, 'did not attack')).toBe(true);
    const r2 = resolveRound(b, { orders: { A: 'S FIRE T ONLY 1\nS REPAIR' } }, dice(12));
    expect(find(r2.battle, 'S').damage).toBe(1);
  });
  it('a bank is not recharged the round it fires; warp engines are charged one a round up to the nacelles', () => {
    const b = battle([ship('S', 'A', 5, 10, 0, { weapons: ['PTL'], nacelles: 1 }, { banksCharged: [true] }), ship('T', 'B', 5, 8, 3)]);
    const r = resolveRound(b, { orders: { A: 'S FIRE T ONLY 1\nS CHARGE BANK 1' } }, dice(12));
    expect(refused(r.log, 'the round it is discharged')).toBe(true);
    const r2 = resolveRound(battle([ship('S', 'A', 5, 10, 0, { nacelles: 1 }, { warpCharges: 1 })]), { orders: { A: 'S CHARGE WARP' } }, dice());
    expect(refused(r2.log, 'every engine is charged')).toBe(true);
  });
  it('a kamikaze ram deals the rammer CF in hits and destroys it; self-destruct hits every neighbour once', () => {
    const b = battle([ship('K', 'A', 5, 10, 0, { cf: 4 }), ship('T', 'B', 5, 9, 3, { ss: 10 }), ship('N', 'A', 6, 10, 0, { ss: 10 })]);
    const r = resolveRound(b, { orders: { A: 'K RAM T' } }, dice());
    expect(find(r.battle, 'T').damage).toBe(4);
    expect(find(r.battle, 'K').destroyed).toBe(true);
    const r2 = resolveRound(b, { orders: { A: 'K SELFDESTRUCT' } }, dice());
    expect(find(r2.battle, 'T').damage).toBe(1);
    expect(find(r2.battle, 'N').damage).toBe(1);
  });
  it('a ship docked at a planet since last round gathers dilithium, and may turn in place while it does', () => {
    const b = battle([ship('S', 'A', 5, 12, 0, { cargo: 2 }, { dockedAt: 'p', dockedRound: 1 }), ship('T', 'B', 15, 2, 3)], [{ id: 'p', kind: 'planet', q: 5, r: 11 }], { round: 1 });
    const r = resolveRound(b, { orders: { A: 'S MOVE R\nS GATHER' } }, dice());
    expect(find(r.battle, 'S')).toMatchObject({ dilithium: 1, facing: 1 });
    const moved = resolveRound(b, { orders: { A: 'S MOVE B\nS GATHER' } }, dice());
    expect(refused(moved.log, 'stayed docked')).toBe(true);
    const fresh = battle([ship('S', 'A', 5, 12, 0, { cargo: 2 }), ship('T', 'B', 15, 2, 3)], [{ id: 'p', kind: 'planet', q: 5, r: 11 }]);
    expect(refused(resolveRound(fresh, { orders: { A: 'S GATHER' } }, dice()).log, 'stayed docked')).toBe(true);
  });
  it('a station repairs two hits of one docked ship a round', () => {
    const b = battle(
      [ship('S', 'A', 5, 12, 0, {}, { damage: 3, dockedAt: 'st', dockedRound: 1 }), ship('U', 'A', 6, 11, 0, {}, { damage: 2, dockedAt: 'st', dockedRound: 1 }), ship('T', 'B', 15, 2, 3)],
      [{ id: 'st', kind: 'station', q: 5, r: 11 }],
      { round: 1 },
    );
    const r = resolveRound(b, { orders: { A: 'S REPAIR AT STATION\nU REPAIR AT STATION' } }, dice());
    expect(find(r.battle, 'S').damage).toBe(1);
    expect(refused(r.log, 'repairing another ship')).toBe(true);
  });
  it('unreadable lines are reported with their line numbers', () => {
    const b = battle([ship('S', 'A', 5, 10, 0), ship('T', 'B', 5, 8, 3)]);
    const parsed = parseOrders('S MOVE F\n\nS DANCE\nQ MOVE F\nT MOVE F', b, 'A');
    expect(parsed.lines).toHaveLength(1);
    expect(parsed.problems.map((p) => [p.line, p.message])).toEqual([
      [3, 'unknown order "DANCE"'],
      [4, 'no ship "Q" in this battle'],
      [5, 'T (T) is not this side\'s ship'],
    ]);
  });
});

describe('properties', () => {
  const fleet = () =>
    battle(
      [
        ship('A1', 'A', 3, 12, 0, { cf: 6, df: 5, ss: 6, weapons: ['PTL', 'TWC'], cloaks: 1 }, { banksCharged: [true, true], warpCharges: 1, dilithium: 1, crew: true }),
        ship('A2', 'A', 6, 12, 0, { cf: 5, df: 4, ss: 5 }),
        ship('B1', 'B', 3, 6, 3, { cf: 6, df: 5, ss: 6, weapons: ['DC'] }, { banksCharged: [true], trilithium: 1 }),
        ship('B2', 'B', 6, 6, 3, { cf: 4, df: 4, ss: 4 }),
      ],
      [{ id: 'neb', kind: 'mutara-nebula', q: 12, r: 4 }],
    );
  const ordersFor = (ids: string[]) =>
    fc.array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom('MOVE F', 'MOVE F F', 'MOVE L F', 'MOVE R F', 'MOVE B', 'FIRE A1', 'FIRE A2', 'FIRE B1', 'FIRE B2 WITH 1', 'FIRE B1 ONLY 2', 'REPAIR', 'CHARGE BANK 1', 'WARP 3', 'CLOAK', 'DECLOAK', 'CREW TACTICAL', 'DILITHIUM REPAIR', 'TRILITHIUM DF', 'RAM B2', 'SELFDESTRUCT', 'LAY MINE')), { maxLength: 8 }).map((lines) => lines.map(([s, o]) => `${s} ${o}`).join('\n'));
  it('the same seed gives the same round; no value goes negative; destroyed ships never act again', () => {
    fc.assert(
      fc.property(ordersFor(['A1', 'A2']), ordersFor(['B1', 'B2']), fc.string({ maxLength: 6 }), (a, b, seed) => {
        const start = fleet();
        const input = { orders: { A: a, B: b } };
        const one = resolveRound(start, input, seedRng(seed));
        const two = resolveRound(start, input, seedRng(seed));
        expect(two).toEqual(one);
        for (const s of one.battle.ships) {
          for (const v of [s.damage, s.ssLoss, s.warpCharges, s.dilithium, s.trilithium, s.mines, shieldsLeft(s)]) expect(v).toBeGreaterThanOrEqual(0);
          expect(s.damage + s.ssLoss).toBeLessThanOrEqual(s.card.ss);
        }
        const dead = new Set(one.battle.ships.filter((s) => s.destroyed).map((s) => s.id));
        const next = resolveRound(one.battle, input, seedRng(`${seed}!`));
        for (const e of next.log) if (e.shipId && dead.has(e.shipId)) expect(e.kind).toBe('refused');
        for (const id of dead) expect(next.battle.ships.find((s) => s.id === id)).toEqual(one.battle.ships.find((s) => s.id === id));
      }),
      { numRuns: 150 },
    );
  });
});
