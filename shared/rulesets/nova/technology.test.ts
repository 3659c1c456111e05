import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, formatRational, rat, ZERO } from './exact';
import { DEFAULT_NOVA_RULES } from './rules-options';
import { TECH_CHART, TECH_CODES, techTp } from './tech-chart';
import { parseTechList, parseTechText, techCost, techTextNotes } from './technology';

const total = (text: string) => {
  const { levels, problems } = parseTechList(text);
  expect(problems).toEqual([]);
  return techCost(levels);
};
const tp = (code: string, level: number) => formatRational(techTp(code, level) ?? ZERO);

describe('NOVA 3.8 starting-technology examples', () => {
  it('Balanced: 207 TP, every line checks', () => {
    const cost = total('BL15 DG20 EW1 FC4 IE2 JD3 LT4 OS3 SN30 SI12 SM4 TC2');
    expect(cost.items.map((i) => `${i.tech}${i.level} ${formatRational(i.tp)}`)).toEqual(
      expect.arrayContaining(['BL15 47', 'DG20 4', 'EW1 16', 'FC4 36', 'IE2 31', 'JD3 9', 'LT4 16', 'OS3 9', 'SN30 9', 'SI12 16', 'SM4 8', 'TC2 6']),
    );
    expect(formatRational(cost.totalTp)).toBe('207');
    expect(cost.mcr).toBe(2070);
  });
  it('Stretched: ERRATUM A3 — SN15 is 2.25 TP, total 231.75 TP → 2318 MCr (printed 235.75 → 2358)', () => {
    expect(tp('SN', 15)).toBe('2.25');
    expect(tp('SN', 25)).toBe('6.25');
    const cost = total('FC8 IE3 JD3 PL14 SN15 SI9 SM3');
    expect(formatRational(cost.totalTp)).toBe('231.75');
    expect(cost.mcr).toBe(2318);
    // the rounding rule the book illustrates: 235.75 TP × 10 = 2357.5 → 2358
    expect(Math.ceil(23575 / 10)).toBe(2358);
  });
  it('Swarm: 121 TP', () => {
    expect(formatRational(total('IE2 JD4 PR3 PD4 SN20 SI9 SM2').totalTp)).toBe('121');
  });
  it('Harry Hun: ERRATUM A2 — 247 TP, not the printed 233', () => {
    const cost = total('FC2 FA120 FD4 IE4 JD3 SN20 SI9 SM4 TC2');
    expect(tp('FA', 120)).toBe('64');
    expect(tp('IE', 4)).toBe('99');
    expect(formatRational(cost.totalTp)).toBe('247');
    expect(cost.mcr).toBe(2470);
  });
  it.each([
    ['Beam lasers', 'BL20 DG22 EW5 FC3 HF2 JD4 SN40 SI12 SM5', '228.26'],
    ['Combination lasers', 'XL14 FC4 IE2 JD3 SN35 SI12 SM4 TC2', '205.25'],
    ['Force beams', 'FC3 FA102 FD3 IE4 HF2 JD3 SN30 SS30 SI9 SM4', '252.41'],
    ['Missile', 'EW2 JD3 MA80 MD9 MR14 SN20 SI9 SM4 TC2', '255'],
    ['Plasma torpedo', 'IE3 JD4 PR3 PD6 SN30 SI9 SM4 TC2', '211'],
    ['Pulse laser', 'FC6 IE4 JD3 PL12 SN20 SI9 SM4', '230'],
    ['Warp cannon (ERRATUM A4: printed 258)', 'FC6 IE3 JD3 SN50 SI9 SM4 WA100 WD5', '259'],
    ['Swarm tech (ERRATUM A5: printed 134, BL18 printed 55)', 'BL18 FC4 JD4 SN20 SI9 SM4 TC2', '136'],
  ])('sample starting technology %s', (_name, text, expected) => {
    expect(formatRational(total(text).totalTp)).toBe(expected);
  });
  it('single values of the sample tables', () => {
    expect(tp('DG', 22)).toBe('5.76');
    expect(tp('FA', 102)).toBe('50.41');
    expect(tp('SM', 5)).toBe('12.5');
    expect(tp('SN', 35)).toBe('12.25');
    expect(tp('BL', 18)).toBe('57');
    expect(tp('XL', 14)).toBe('87');
    expect(tp('SI', 4)).toBe('16/9 (≈1.78)');
  });
  it('free levels: IE1, HF1, TC1 and WD1 cost 0 TP', () => {
    for (const code of ['IE', 'HF', 'TC', 'WD']) expect(tp(code, 1)).toBe('0');
  });
  it('A7: DG and LT literal by default, clamped as a setting', () => {
    expect(tp('DG', 5)).toBe('1');
    expect(tp('LT', 9)).toBe('1');
    const clamped = { ...DEFAULT_NOVA_RULES, dgLtCost: 'clamped' as const };
    expect(techTp('DG', 5, clamped)).toEqual(rat(0));
    expect(techTp('LT', 9, clamped)).toEqual(rat(0));
    expect(techTp('DG', 20, clamped)).toEqual(rat(4));
  });
  it('levels must be whole numbers ≥ 1 (NOVA 3.2)', () => {
    const cost = techCost({ EW: 0, MR: 7.5, FP: 3, AR: 2, QQ: 1 });
    expect(cost.problems).toHaveLength(5);
    expect(cost.problems.join('\n')).toMatch(/EW0: level 0 is never allowed/);
    expect(cost.problems.join('\n')).toMatch(/MR7.5: levels are whole numbers/);
    expect(formatRational(cost.totalTp)).toBe('0');
  });
  it('reads levels as players write them', () => {
    expect(parseTechList('bl 15, FC-4; SN=25').levels).toEqual({ BL: 15, FC: 4, SN: 25 });
    expect(parseTechList('BL15 what').problems).toHaveLength(1);
  });
  it('property: TP costs are never negative and the total is the exact sum', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TECH_CODES), fc.integer({ min: 1, max: 300 }), (code, level) => {
        expect(compare(techTp(code, level) ?? ZERO, ZERO)).toBeGreaterThanOrEqual(0);
      }),
    );
    expect(TECH_CHART.length).toBe(39);
  });
  it('reads the book\'s tech tables as printed and notes the errata (A3, A5)', () => {
    const stretched = parseTechText('FC 8 100 (100)\nIE 3 64 (164)\nJD 3 9 (173)\nPL 14 43 (216)\nSN 15 "6.25" (222.25)\nSI 9 9 (231.25)\nSM 3 4.5 (235.75)\n---\n235.75');
    expect(stretched.problems).toEqual([]);
    expect(stretched.levels).toEqual({ FC: 8, IE: 3, JD: 3, PL: 14, SN: 15, SI: 9, SM: 3 });
    expect(techTextNotes(stretched)).toEqual(['SN15: written 6.25 TP, the formula gives 2.25', 'total written 235.75 TP, the levels add up to 231.75']);
    const swarm = parseTechText('- SWARM TECH - BL 18 55\nFC 4 36\nJD 4 16\nSN 20 4\nSI 9 9\nSM 4 8\nTC 2 6\n---\n134');
    expect(techTextNotes(swarm)).toEqual(['BL18: written 55 TP, the formula gives 57', 'total written 134 TP, the levels add up to 136']);
    const bad = parseTechText('BL15 FC4\nwhatever 3');
    expect(bad.levels).toEqual({ BL: 15, FC: 4 });
    expect(bad.problems).toEqual([{ line: 2, message: '"whatever 3" is not a technology level (write a code and a level, e.g. BL15)' }]);
    expect(parseTechText('lots of words').problems[0]?.line).toBe(1);
  });
});
