import { describe, expect, it } from 'vitest';
import { generalLineKind } from '../orders/read-general';
import { readFullContact, readTransfer } from './diplomacy-orders';

// NOVA 6.10 (transfers) and 6.4 (Full contact): the orders as step H reads them.
describe('transfer and Full contact orders', () => {
  it('reads a transfer: the units before the first "to", the receiver without a final full stop', () => {
    expect(readTransfer('Transfer HAMMER 1 to Empire A')).toEqual({ units: 'HAMMER 1', to: 'Empire A' });
    expect(readTransfer('GO: transfer HAMMER 1, ANVIL 2   to   The Free Traders .')).toEqual({ units: 'HAMMER 1, ANVIL 2', to: 'The Free Traders' });
    expect(readTransfer('SO transfer TOWER 3 to Empire A to B.')).toEqual({ units: 'TOWER 3', to: 'Empire A to B' });
    expect(readTransfer('transfer tox 1 to A..')).toEqual({ units: 'tox 1', to: 'A.' });
  });

  it('reads no transfer without a receiver, without units, or in another order', () => {
    for (const text of ['Transfer HAMMER 1', 'Transfer HAMMER 1 to', 'Transfer HAMMER 1 to .', 'Transfer to', 'transferHAMMER to A', 'GO: all ships Friendly vs A', '']) expect(readTransfer(text)).toBeNull();
  });

  it('reads a Full contact request, with or without "request", "with" or "to"', () => {
    expect(readFullContact('Full contact with Empire A')).toBe('Empire A');
    expect(readFullContact('CO : Request  FULL contact to the Swarm.')).toBe('the Swarm');
    for (const text of ['Full contact', 'Full contact with', 'Fullcontact with A', 'request contact with A', 'Transfer X to A']) expect(readFullContact(text)).toBeNull();
  });
});

/** The least CPU time of three runs, in milliseconds. */
function cpuMs(f: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = process.cpuUsage();
    f();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

// Issue 19, item 4: linear in the line. 32 times the length: linear ≈ 32, quadratic ≈ 1,000 (the
// regexes these replace took 1.5 s on 20,000 characters in the grid's reading of a general order).
describe('transfer and Full contact orders are read in linear time', () => {
  const SHAPES: Record<string, (n: number) => string> = {
    'a transfer with spaces and no "to"': (n) => `GO: Transfer HAMMER 1${' '.repeat(n)}x`,
    'a transfer with spaces after its receiver': (n) => `Transfer HAMMER 1 to Empire A${' '.repeat(n)}x`,
    'a transfer with spaces before "to"': (n) => `Transfer HAMMER 1${' '.repeat(n)}to A${' '.repeat(n)}.x`,
    'a Full contact request with spaces after its empire': (n) => `Request full contact with A${' '.repeat(n)}x.`,
  };
  it.each(Object.keys(SHAPES))('%s', (shape) => {
    const make = SHAPES[shape] as (n: number) => string;
    const read = (text: string) => () => {
      readTransfer(text);
      readFullContact(text);
      generalLineKind(text);
    };
    read(make(32_000))();
    const ratio = cpuMs(read(make(32_000))) / Math.max(0.5, cpuMs(read(make(1_000))));
    expect(ratio).toBeLessThan(100);
  });
});
