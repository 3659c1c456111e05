import { describe, expect, it } from 'vitest';
import { forceBeamShot, laserShot, missileChance, missileShot, plasmaShot, warpCannonChance, warpCannonShot, warpLocation, type Roll, type ShotContext } from './weapons';

/** A die source that hands out the given values in order and records what was asked for. */
function dice(...values: number[]): Roll & { asked: string[] } {
  const asked: string[] = [];
  const f = ((die: string, what: string) => {
    asked.push(`${die}:${what}`);
    const v = values.shift();
    if (v === undefined) throw new Error(`no die left for ${die} ${what}`);
    return v;
  }) as Roll & { asked: string[] };
  f.asked = asked;
  return f;
}
const ctx = (over: Partial<ShotContext>): ShotContext => ({ range: 0, fc: 0, ew: 0, probed: true, extrapolateLaserCodes: true, ...over });

// NOVA: BEAM LASER ATTACKS, PULSE LASER ATTACKS, COMBINATION LASER ATTACKS
describe('beam lasers (L3196)', () => {
  it('FC5, two BL20 vs EW3 at 8 hexes, d10z 7 and 0 → rolls 9 and 2, size 15, C and A → 12 and 4', () => {
    const c = ctx({ range: 8, fc: 5, ew: 3 });
    const a = laserShot('BL', 20, c, dice(7));
    const b = laserShot('BL', 20, c, dice(0));
    expect(a).toMatchObject({ kind: 'normal', damage: 12 });
    expect(a.text).toContain('= 9, code C for modified size 15');
    expect(b).toMatchObject({ kind: 'normal', damage: 4 });
    expect(b.text).toContain('= 2, code A');
  });
  it('a laser whose size drops to 0 has no effect and rolls no die', () => {
    const d = dice();
    expect(laserShot('PL', 5, ctx({ range: 5 }), d).kind).toBe('miss');
    expect(d.asked).toEqual([]);
  });
  it('pulse lasers: size − R and the pulse chart (PL10 at 2, roll 5 → code C of size 8 = 6)', () => {
    expect(laserShot('PL', 10, ctx({ range: 2 }), dice(5))).toMatchObject({ kind: 'normal', damage: 6 });
  });
  it('space example: Huron BL20 FC3 vs EW0 — R2 d10z 1 → B of 19 = 10; R1 d10z 7 → D of 20 = 20; R5 d10z 5 → C of 17 = 13', () => {
    expect(laserShot('BL', 20, ctx({ range: 2, fc: 3 }), dice(1))).toMatchObject({ damage: 10 });
    expect(laserShot('BL', 20, ctx({ range: 1, fc: 3 }), dice(7))).toMatchObject({ damage: 20 });
    expect(laserShot('BL', 20, ctx({ range: 5, fc: 3 }), dice(5))).toMatchObject({ damage: 13 });
  });
});

// NOVA: FORCE BEAM ATTACKS
describe('force beams (L3222)', () => {
  it('FC4, FA140 FD5 vs EW5 at 4: FP4 (range 3) cannot fire; FP8 hits on 80 or less', () => {
    const c = ctx({ range: 4, fc: 4, ew: 5 });
    expect(forceBeamShot(4, 140, 5, c, dice()).text).toContain("can't reach");
    expect(forceBeamShot(8, 140, 5, c, dice(80))).toMatchObject({ kind: 'force', damage: 5 });
    expect(forceBeamShot(8, 140, 5, c, dice(81)).kind).toBe('miss');
  });
  it('FP1 reaches only its own hex', () => {
    expect(forceBeamShot(1, 100, 1, ctx({ range: 1 }), dice()).kind).toBe('miss');
    expect(forceBeamShot(1, 100, 1, ctx({ range: 0 }), dice(50)).kind).toBe('force');
  });
});

// NOVA: PLASMA TORPEDO ATTACKS
describe('plasma accelerators (L3226–3234)', () => {
  it('PD6 PR3 at 7 → 3; PD6 PR2 at 5 → 3; PR4 at 9–12 loses 3; range 0 loses nothing', () => {
    expect(plasmaShot(3, 6, ctx({ range: 7 }))).toMatchObject({ damage: 3 });
    expect(plasmaShot(2, 6, ctx({ range: 5 }))).toMatchObject({ damage: 3 });
    for (const r of [9, 10, 11, 12]) expect(plasmaShot(4, 10, ctx({ range: r }))).toMatchObject({ damage: 7 });
    expect(plasmaShot(4, 10, ctx({ range: 0 }))).toMatchObject({ damage: 10 });
    expect(plasmaShot(1, 3, ctx({ range: 3 })).kind).toBe('miss');
  });
});

// NOVA: WARP CANNON ATTACKS
describe('warp cannon (L1029, L3248)', () => {
  it('10 WC (WA120 WD4), FC5 vs EW0 at 5, unprobed: ceil(145/3) = 49%', () => {
    expect(warpCannonChance(120, { range: 5, fc: 5, ew: 0, probed: false })).toBe(49);
    expect(warpCannonChance(120, { range: 5, fc: 5, ew: 0, probed: true })).toBe(145);
  });
  it('hit location: d10t 3,7,10,2,5 vs WD4 → armour, shield, shield, structure, shield', () => {
    expect([3, 7, 10, 2, 5].map((v) => warpLocation(v, 4))).toEqual(['armour', 'shield', 'shield', 'structure', 'shield']);
  });
  it('rolls d100 then d10t; a miss rolls no location', () => {
    const hit = dice(49, 10);
    expect(warpCannonShot(120, 4, ctx({ range: 5, fc: 5, probed: false }), hit)).toMatchObject({ kind: 'warp', location: 'shield', locationRoll: 10 });
    expect(hit.asked).toEqual(['d100:to-hit', 'd10t:location']);
    const miss = dice(50);
    expect(warpCannonShot(120, 4, ctx({ range: 5, fc: 5, probed: false }), miss).kind).toBe('miss');
    expect(miss.asked).toEqual(['d100:to-hit']);
  });
});

// NOVA: MISSILE ATTACKS
describe('missiles (L3250–3256, space example)', () => {
  const mk1 = { id: 'm1', md: 6, ma: 90, mr: 14 };
  it('MA90 vs EW2 → 76%; FC and range within MR do not matter', () => {
    expect(missileChance(90, 2)).toBe(76);
    expect(missileShot(mk1, ctx({ range: 9, ew: 2, fc: 5 }), dice(76, 3))).toMatchObject({ kind: 'normal', damage: 6 });
    expect(missileShot(mk1, ctx({ range: 9, ew: 2 }), dice(77)).kind).toBe('miss');
  });
  it('MD6: d6 1 → 3, 5 → 9, 6 → 12; beyond MR no attack', () => {
    expect(missileShot(mk1, ctx({ ew: 2 }), dice(1, 1))).toMatchObject({ damage: 3 });
    expect(missileShot(mk1, ctx({ ew: 2 }), dice(1, 5))).toMatchObject({ damage: 9 });
    expect(missileShot(mk1, ctx({ ew: 2 }), dice(1, 6))).toMatchObject({ damage: 12 });
    expect(missileShot(mk1, ctx({ range: 15 }), dice()).kind).toBe('miss');
  });
});
