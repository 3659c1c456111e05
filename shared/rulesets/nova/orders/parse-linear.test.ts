/**
 * Every NOVA order reader is linear in its input (issue 19, item 4): a line of 20,000 spaces, or
 * runs of spaces between words, colons, parentheses and slashes, is read (as a row or as a
 * diagnostic, never dropped) in time proportional to its length. The complexity test compares
 * the CPU time of one size with eight times that size — about 8 for a linear reader, 64 for a
 * quadratic one, 512 for a cubic one — rather than holding any run to a wall-clock limit.
 */
import { describe, expect, it } from 'vitest';
import { NOVA_ORDER_SHEET } from './order-sheet';
import { parseOrderText, parseSectionLines } from './parse-sheet';
import type { SheetSection } from './sheet';

const SECTIONS: readonly SheetSection[] = ['header', 'ledger', 'expenditures', 'commissions', 'research', 'movement', 'general'];

/** Hostile shapes of a line of about `n` characters: each once made a reader backtrack. */
const SHAPES: Record<string, (n: number) => string> = {
  'spaces then a word': (n) => `${' '.repeat(n)}x`,
  'empire, spaces, turn': (n) => `Empire: a${' '.repeat(n)}turn: x y`,
  'a ledger label, spaces, no colon': (n) => `Treasury${' '.repeat(n)}(`,
  'a unit, spaces, at, spaces': (n) => `Frigate${' '.repeat(n / 2)}at${' '.repeat(n / 2)}x|`,
  'letters and spaces': (n) => `Treasury${' a'.repeat(n / 2)} x`,
  'a general prefix, spaces': (n) => `GO${' '.repeat(n)}x`,
  'start, spaces': (n) => `start${' '.repeat(n)}x`,
  'a movement row with spaces in every cell': (n) => `A${' '.repeat(n / 4)}B | S${' '.repeat(n / 4)}(1 COL) x | A${' '.repeat(n / 4)}- B | F${' '.repeat(n / 4)}+ x`,
  'orders: slashes and parentheses': (n) => `A | S | B | ${'F / ('.repeat(n / 5)}`,
  'orders: a name in parentheses with spaces': (n) => `A | S | B | S(${' '.repeat(n)}x`,
  'a research project with spaces': (n) => `BL15${' '.repeat(n)}x | B | (17)`,
  'colons and parentheses': (n) => `${'a ( : ) '.repeat(n / 8)}`,
  'thousands separators': (n) => `Production: ${'1 000 '.repeat(n / 6)}MCr x`,
  // Fuzz cases #87 and #396 (general orders: a cubic clause-end strip, an exponential filler strip).
  'a general order, then spaces': (n) => `SO: HIVE 1 Hostile vs any ship that attacks VESPER${' '.repeat(n)}x`,
  'a general order with spaces before its contact order': (n) => `GO: HIVE${' '.repeat(n)}1 Hostile vs A`,
  'a general order with spaces around and': (n) => `GO: all ships Hostile vs A${' '.repeat(n / 2)}and${' '.repeat(n / 2)}x`,
  'a general order with spaces before a condition': (n) => `GO: Hostile vs A${' '.repeat(n)}unless x`,
  // Step H's TRANSFER and FULL orders (lazy groups before runs of spaces backtracked).
  'a transfer with spaces and no "to"': (n) => `GO: Transfer HAMMER 1${' '.repeat(n)}x`,
  'a transfer with spaces after its receiver': (n) => `Transfer HAMMER 1 to Empire A${' '.repeat(n)}x`,
  'a transfer among many "to"s': (n) => `Transfer ${'to '.repeat(n / 3)}`,
  'a Full contact request with spaces after its empire': (n) => `Request full contact with A${' '.repeat(n)}x.`,
  'a general order naming targets among spaces': (n) => `GO: A${' , '.repeat(n / 6)} Hostile vs B${' & '.repeat(n / 6)}C  ships`,
  // Session 5 readers: introductions, the cargo loading order, a Minor contact in a condition.
  'an introduction with spaces': (n) => `Introduce A${' '.repeat(n / 2)}to${' '.repeat(n / 2)}B x`,
  'full contact through, spaces': (n) => `Full contact through${' '.repeat(n)}x`,
  'a cargo order with spaces': (n) => `Load cargo${' '.repeat(n)}as written x`,
  'a condition naming a PLAYER among spaces': (n) => `CO: if PLAYER${' '.repeat(n)}1 x, all ships Hostile`,
};

/** Every way the readers see a line: in a typed file (any section) and as a line of each section of the grid. */
function readEverywhere(line: string): number {
  let rows = parseOrderText(`EMPIRE: Test TURN: 1\n${line}\nexpenditures\n${line}\nmovement\n${line}\ngeneral\n${line}`).reduce((sum, s) => sum + s.lines.length, 0);
  for (const section of SECTIONS) {
    const read = parseSectionLines([{ section, text: line }]);
    // The grid's check of the rows, as the Orders screen runs it.
    NOVA_ORDER_SHEET.check(read as never, null);
    rows += read.length;
  }
  return rows;
}

/** The least CPU time of a few runs, in milliseconds (the least: the run other work disturbed least). */
function cpuMs(f: () => void, runs = 3): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    f();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

describe('the NOVA order readers are linear (issue 19, item 4)', () => {
  it.each(Object.keys(SHAPES))('reads a 20,000-character line of %s, dropping nothing', (shape) => {
    const line = (SHAPES[shape] as (n: number) => string)(20_000);
    // The file has 8 lines; each section reads its one line: nothing is dropped.
    expect(readEverywhere(line)).toBe(8 + SECTIONS.length);
  });

  it.each(Object.keys(SHAPES))('takes time proportional to the length of a line of %s', (shape) => {
    const make = SHAPES[shape] as (n: number) => string;
    const small = make(2_500);
    const big = make(20_000);
    readEverywhere(big); // warm up the compiled regexes
    const ratio = cpuMs(() => readEverywhere(big)) / Math.max(1, cpuMs(() => readEverywhere(small)));
    // 8 times the length: linear ≈ 8; the bound leaves room for noise and stays far below quadratic (64).
    expect(ratio).toBeLessThan(24);
  });
});
