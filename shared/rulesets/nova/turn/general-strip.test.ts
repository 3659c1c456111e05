/**
 * The clause-end and filler strips of general orders (issue 19, item 4): the same results as the
 * regexes they replace, on the shapes that made those regexes cubic or exponential.
 */
import { describe, expect, it } from 'vitest';
import { stripFiller, stripJoiner } from './general-orders';

describe('stripFiller', () => {
  it.each([
    ['HIVE 1 will be', 'HIVE 1'],
    ['HIVE 1 are to be: ', 'HIVE 1'],
    ['all ships must remain -', 'all ships'],
    ['this', 'this'],
    ['HIVE 1 to', 'HIVE 1 to'],
    ['HIVE 1 WILL', 'HIVE 1'],
    ['', ''],
  ])('%j → %j', (text, expected) => expect(stripFiller(text)).toBe(expected));

  it('strips a run of 20,000 spaces inside and after the ships (once exponential)', () => {
    expect(stripFiller(`HIVE${' '.repeat(20_000)}1${' '.repeat(20_000)}`)).toBe(`HIVE${' '.repeat(20_000)}1`);
  });
});

describe('stripJoiner', () => {
  it.each([
    ['vs Empire A, and ', 'vs Empire A'],
    ['vs Empire A & ', 'vs Empire A'],
    ['vs Empire A;. AND ,', 'vs Empire A'],
    ['vs Bland ', 'vs Bland'],
    ['vs A and and', 'vs A and'],
    ['', ''],
  ])('%j → %j', (text, expected) => expect(stripJoiner(text)).toBe(expected));

  it('strips a run of 20,000 spaces (once cubic) and keeps what comes before', () => {
    expect(stripJoiner(`vs any ship that attacks VESPER${' '.repeat(20_000)}`)).toBe('vs any ship that attacks VESPER');
  });
});
