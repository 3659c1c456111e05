/** Every worked example of the Star Sectors rulebook, and the rules around them. */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../rng';
import { damagedMf, warpFactor } from './battle';
import { pointValue } from './card';
import { battle, card, ship } from './fixtures';
import { resolveRound } from './round';

const dice = (...forced: number[]) => ({ state: seedRng('test'), forced });
const find = (b: ReturnType<typeof battle>, id: string) => b.ships.find((s) => s.id === id)!;

describe('Star Sectors III: point value', () => {
  it('a ship with CF 6, one cloaking device, two advanced weapon banks and +1 engineering phase is worth 12 points', () => {
    expect(pointValue(card({ name: 'Example', cf: 6, cloaks: 1, weapons: ['PTL', 'DC'], extraEngineering: 1 }))).toBe(12);
  });
  it('with the setting "one point a bank", as the sentence reads, the same ship is worth 10', () => {
    expect(pointValue(card({ name: 'Example', cf: 6, cloaks: 1, weapons: ['PTL', 'DC'], extraEngineering: 1 }), 1)).toBe(10);
  });
});

describe('Star Sectors IV.B: warp factor', () => {
  it('a ship with a CF of 6 and an MF of 3 has a warp factor of 9', () => {
    expect(warpFactor(6, 3)).toBe(9);
  });
  it('jumps up to the warp factor in a straight line, and no further', () => {
    const b = battle([ship('X', 'A', 2, 15, 0, { cf: 6, mf: 3 }, { warpCharges: 1 }), ship('Y', 'B', 18, 0, 3)]);
    const ok = resolveRound(b, { orders: { A: 'X WARP 9' } }, dice());
    expect(find(ok.battle, 'X')).toMatchObject({ q: 2, r: 6, warpCharges: 0 });
    const far = resolveRound(b, { orders: { A: 'X WARP 10' } }, dice());
    expect(find(far.battle, 'X')).toMatchObject({ q: 2, r: 15, warpCharges: 1 });
    expect(far.log.some((e) => e.kind === 'refused' && e.text.includes('exceeds the warp factor 9'))).toBe(true);
  });
  it('reverse warp goes half the warp factor, rounded up; one jump a round', () => {
    const b = battle([ship('X', 'A', 2, 5, 0, { cf: 6, mf: 3, nacelles: 2 }, { warpCharges: 2 }), ship('Y', 'B', 18, 0, 3)]);
    const r = resolveRound(b, { orders: { A: 'X WARP BACK 5\nX WARP 2' } }, dice());
    expect(find(r.battle, 'X')).toMatchObject({ q: 2, r: 10, warpCharges: 1 });
    expect(r.log.some((e) => e.text.includes('only one warp jump a round'))).toBe(true);
  });
});

describe('Star Sectors IV.G: damage and movement', () => {
  it('SS 8, MF 2: six hits leave MF 2; seven hits leave MF 1', () => {
    expect(damagedMf({ ss: 8, mf: 2 }, 6)).toBe(2);
    expect(damagedMf({ ss: 8, mf: 2 }, 7)).toBe(1);
  });
  it('SS 5, MF 4, three hits: MF falls to 2', () => {
    expect(damagedMf({ ss: 5, mf: 4 }, 3)).toBe(2);
  });
  it('SS 10, MF 2, four hits: movement is not affected', () => {
    expect(damagedMf({ ss: 10, mf: 2 }, 4)).toBe(2);
  });
});

describe('Star Sectors VI.B: the Tholian Web Caster', () => {
  it('CF 5, three spaces between the ships: the target DF falls by 2 for the round', () => {
    // Three blank hexes between attacker and target: the target is 4 hexes away, 3 after the first.
    const b = battle([ship('W', 'A', 5, 10, 0, { cf: 5, weapons: ['TWC'] }, { banksCharged: [true] }), ship('T', 'B', 5, 6, 3, { df: 5 }), ship('Z', 'A', 6, 6, 0, { cf: 12, arcs: ['FP'] })]);
    // Z is at point blank: two attack dice (1 and 6, keeps 1), then T defends with a 4.
    const r = resolveRound(b, { orders: { A: 'W FIRE T ONLY 1\nZ FIRE T' } }, dice(1, 6, 4));
    expect(r.log.find((e) => e.text.includes('Tholian Web Caster'))?.text).toContain('DF −2');
    // T defends at DF 5 − 2 = 3 and rolls 4: the shield fails.
    const defence = r.log.find((e) => e.die?.purpose.startsWith('T defends'));
    expect(defence?.die).toMatchObject({ raw: 4, target: 3 });
    expect(find(r.battle, 'T').damage).toBe(1);
    // The web caster's charge is spent, and the ship may still do engineering: it did not roll an attack.
    expect(find(r.battle, 'W').banksCharged).toEqual([false]);
  });
});
