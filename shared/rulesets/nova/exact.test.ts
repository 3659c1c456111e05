import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, ceil, compare, floor, formatRational, mul, parseDecimal, rat, sum } from './exact';

describe('exact rationals', () => {
  it('normalises and prints exactly', () => {
    expect(rat(2, 4)).toEqual({ num: 1, den: 2 });
    expect(formatRational(rat(2325, 100))).toBe('23.25');
    expect(formatRational(rat(-1, 4))).toBe('-0.25');
    expect(formatRational(rat(16, 9))).toBe('16/9 (≈1.78)');
    expect(formatRational(rat(576, 100))).toBe('5.76');
  });
  it('adds decimals without float drift (A11: 11.9 is 11.9)', () => {
    expect(formatRational(sum([rat(1, 10), rat(2, 10), rat(116, 10)]))).toBe('11.9');
    expect(formatRational(add(parseDecimal('0.1')!, parseDecimal('0.2')!))).toBe('0.3');
  });
  it('floors and ceils', () => {
    expect(ceil(rat(23575, 10))).toBe(2358);
    expect(floor(rat(-1, 2))).toBe(-1);
    expect(ceil(rat(-1, 2))).toBe(0);
    expect(ceil(rat(4))).toBe(4);
  });
  it('parses decimals', () => {
    expect(parseDecimal('15.5')).toEqual(rat(31, 2));
    expect(parseDecimal('x')).toBeUndefined();
  });
  it('ceil and floor bracket the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100000, max: 100000 }), fc.integer({ min: 1, max: 1000 }), (n, d) => {
        const r = rat(n, d);
        expect(compare(rat(floor(r)), r)).toBeLessThanOrEqual(0);
        expect(compare(rat(ceil(r)), r)).toBeGreaterThanOrEqual(0);
        expect(ceil(r) - floor(r)).toBe(r.den === 1 ? 0 : 1);
        expect(mul(r, rat(d))).toEqual(rat(n));
      }),
    );
  });
});
