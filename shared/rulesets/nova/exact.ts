/**
 * Exact rational arithmetic for NOVA's fractional tech points and component costs
 * (NOVA: 3.2 "component costs are not rounded one by one"; 10 A11 "use exact arithmetic").
 *
 * A value is a normalised fraction num/den with den > 0 and gcd(num, den) = 1. Both parts
 * are safe integers; NOVA's numbers (levels up to a few hundred, squares and cubes of them)
 * stay far inside that range. Never accumulate binary floats into a printed value: build
 * Rationals and print them with `formatRational`.
 */
export interface Rational {
  readonly num: number;
  readonly den: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** num/den, normalised. Throws on a zero denominator or a non-integer part (a programming error). */
export function rat(num: number, den = 1): Rational {
  if (!Number.isInteger(num) || !Number.isInteger(den)) throw new Error(`rat(${num}, ${den}): parts must be integers`);
  if (den === 0) throw new Error('rat: zero denominator');
  const sign = den < 0 ? -1 : 1;
  const g = gcd(num, den) || 1;
  return { num: (sign * num) / g + 0, den: (sign * den) / g };
}

/**
 * Reads a decimal written by a person ("15", "15.5", "-0.25", "6.25") exactly; undefined
 * when the text is not a plain decimal number.
 */
export function parseDecimal(text: string): Rational | undefined {
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, frac = ''] = match;
  const den = 10 ** frac.length;
  const num = Number(whole) * den + (frac ? Number(frac) : 0);
  return rat(sign === '-' ? -num : num, den);
}

export const ZERO = rat(0);
export const ONE = rat(1);

export function add(a: Rational, b: Rational): Rational {
  return rat(a.num * b.den + b.num * a.den, a.den * b.den);
}
export function sub(a: Rational, b: Rational): Rational {
  return rat(a.num * b.den - b.num * a.den, a.den * b.den);
}
export function mul(a: Rational, b: Rational): Rational {
  return rat(a.num * b.num, a.den * b.den);
}
export function div(a: Rational, b: Rational): Rational {
  return rat(a.num * b.den, a.den * b.num);
}
export function sum(values: readonly Rational[]): Rational {
  return values.reduce(add, ZERO);
}
export function pow(a: Rational, exponent: number): Rational {
  let result = ONE;
  for (let i = 0; i < exponent; i++) result = mul(result, a);
  return result;
}
export function compare(a: Rational, b: Rational): number {
  return Math.sign(a.num * b.den - b.num * a.den);
}
export function max(a: Rational, b: Rational): Rational {
  return compare(a, b) >= 0 ? a : b;
}
export function isInteger(a: Rational): boolean {
  return a.den === 1;
}
export function equals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}
/** Largest integer ≤ a. */
export function floor(a: Rational): number {
  const q = Math.trunc(a.num / a.den);
  return q * a.den === a.num ? q : a.num < 0 ? q - 1 : q;
}
/** Smallest integer ≥ a ("rounded up", "ru"). */
export function ceil(a: Rational): number {
  const q = Math.trunc(a.num / a.den);
  return (q * a.den === a.num ? q : a.num > 0 ? q + 1 : q) + 0;
}

/** True when the fraction has a finite decimal expansion (its denominator is 2^a·5^b). */
export function isTerminating(a: Rational): boolean {
  let d = a.den;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1;
}

/**
 * Prints a value exactly: "47", "6.25", "231.75"; a value with no finite decimal
 * expansion prints as a fraction with its rounded decimal: "16/9 (≈1.78)".
 */
export function formatRational(a: Rational): string {
  if (a.den === 1) return String(a.num);
  if (isTerminating(a)) {
    let digits = 0;
    let scaled = a;
    while (!isInteger(scaled)) {
      scaled = mul(scaled, rat(10));
      digits++;
    }
    const negative = scaled.num < 0;
    const text = String(Math.abs(scaled.num)).padStart(digits + 1, '0');
    return `${negative ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
  }
  return `${a.num}/${a.den} (≈${(a.num / a.den).toFixed(2)})`;
}

/** The value as a JS number, for sorting and charts only — never for printing sums. */
export function toNumber(a: Rational): number {
  return a.num / a.den;
}
