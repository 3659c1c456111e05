import { describe, expect, it } from 'vitest';
import { PRINTED_BEAM_CHART, PRINTED_DAMAGE_CHART, PRINTED_DROPOFF_CHART, PRINTED_LASER_FIRST_ROLL, PRINTED_PULSE_CHART } from './printed-charts';
import { beamCode, beamDropoff, blowUpChance, chartDamage, codeLetter, intrinsicArmour, laserCode, missileDamage, missileSize, netFcEwPercent, plasmaSize, pulseCode, pulseDropoff, shieldRecovery, sizeClass, warpCannonSize } from './tables';

function mismatches(chart: readonly string[], f: (range: number, roll: number) => number): string[] {
  const out: string[] = [];
  chart.forEach((row, range) => {
    [...row].forEach((cell, col) => {
      const roll = col + PRINTED_LASER_FIRST_ROLL;
      const computed = codeLetter(f(range, roll));
      if (computed !== cell) out.push(`R${range} roll ${roll}: printed ${cell}, computed ${computed}`);
    });
  });
  return out;
}

// NOVA: BEAM LASER DAMAGE CHART, PULSE LASER DAMAGE CHART, LASER SIZE DROPOFF CHART, LASER AND MISSILE DAMAGE CHART
describe('the four damage charts: every printed cell equals its closed form', () => {
  it('Beam Laser Damage Chart (43 × 34 cells)', () => {
    expect(PRINTED_BEAM_CHART).toHaveLength(43);
    expect(PRINTED_BEAM_CHART.every((row) => row.length === 34)).toBe(true);
    expect(mismatches(PRINTED_BEAM_CHART, beamCode)).toEqual([]);
  });
  it('Pulse Laser Damage Chart (43 × 34 cells)', () => {
    expect(PRINTED_PULSE_CHART).toHaveLength(43);
    expect(mismatches(PRINTED_PULSE_CHART, pulseCode)).toEqual([]);
  });
  it('Laser Size Dropoff Chart (43 rows)', () => {
    expect(PRINTED_DROPOFF_CHART).toHaveLength(43);
    for (const [range, beam, pulse] of PRINTED_DROPOFF_CHART) {
      expect([range, beamDropoff(range), pulseDropoff(range)]).toEqual([range, beam, pulse]);
    }
  });
  it('Laser and Missile Damage Chart (42 × 18 cells)', () => {
    expect(PRINTED_DAMAGE_CHART).toHaveLength(42);
    PRINTED_DAMAGE_CHART.forEach((row, i) => {
      expect(row.map((_, k) => chartDamage(k + 1, i + 1))).toEqual(row);
    });
  });
  it('the orientation check of the beam example: R8, roll 9 → C, roll 2 → A', () => {
    expect(codeLetter(beamCode(8, 9))).toBe('C');
    expect(codeLetter(beamCode(8, 2))).toBe('A');
  });
  it('beyond the printed edges: closed form when extrapolating, clamped to the edge otherwise', () => {
    expect(pulseCode(0, 31)).toBe(20);
    expect(laserCode('PL', 0, 31, true)).toBe(20);
    expect(laserCode('PL', 0, 31, false)).toBe(18);
    expect(laserCode('BL', 8, 9, false)).toBe(3);
  });
});

describe('derived quantities', () => {
  it('missile damage is MD × 0.5/0.75/1/1/1.5/2 rounded up', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => missileDamage(6, d))).toEqual([3, 5, 6, 6, 9, 12]);
    expect([1, 2, 3, 4, 5, 6].map((d) => missileDamage(4, d))).toEqual([2, 3, 4, 4, 6, 8]);
  });
  it('missile size = ceil(MD/2 + MR/2.5 + MA/50) (the Explorer missiles are 11, X5)', () => {
    expect(missileSize(6, 90, 14)).toBe(11);
    expect(missileSize(4, 75, 17)).toBe(11);
  });
  it('weapon sizes: PA PD5/PR3 → 8; WC WA120 WD4 → 9 (X6)', () => {
    expect(plasmaSize(3, 5)).toBe(8);
    expect(warpCannonSize(120, 4)).toBe(9);
  });
  it('net FC/EW: +10 per FC point, −20 per EW point', () => {
    expect(netFcEwPercent(5, 0)).toBe(50);
    expect(netFcEwPercent(4, 5)).toBe(-20);
    expect(netFcEwPercent(3, 3)).toBe(0);
  });
  it('intrinsic armour, shield recovery (SM3 SI15 → 11, 6SI18 → 27, SM4 SI15 → 15, SM1 SI3 → 1), blow-up chance', () => {
    expect(intrinsicArmour(30)).toBe(2);
    expect(intrinsicArmour(39)).toBe(2);
    expect(intrinsicArmour(40)).toBe(4);
    expect(shieldRecovery(45)).toBe(11);
    expect(shieldRecovery(108)).toBe(27);
    expect(shieldRecovery(60)).toBe(15);
    expect(shieldRecovery(3)).toBe(1);
    expect(shieldRecovery(0)).toBe(0);
    expect(shieldRecovery(0, false)).toBe(1);
    expect(blowUpChance(7, 30)).toBe(23);
    expect(blowUpChance(20, 30)).toBe(66);
  });
  it('size classes', () => {
    expect(sizeClass(30)).toBe('FG');
    expect(sizeClass(5)).toBe('CT');
    expect(sizeClass(951)).toBe('NT');
    expect(sizeClass(140)).toBe('CR');
  });
});
