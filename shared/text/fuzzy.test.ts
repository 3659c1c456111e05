import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, suggest } from './fuzzy';

describe('editDistance', () => {
  it('counts edits, transpositions as one, ignoring case', () => {
    expect(editDistance('TEDDY', 'teddy')).toBe(0);
    expect(editDistance('TEDY', 'TEDDY')).toBe(1);
    expect(editDistance('TEDDY', 'TEDYD')).toBe(1);
    expect(editDistance('ALGOL', 'ALGAE')).toBe(2);
    expect(editDistance('', 'ABC')).toBe(3);
  });

  it('is a symmetric distance', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, a)).toBe(0);
      }),
    );
  });
});

describe('suggest', () => {
  const systems = ['TEDDY', 'ALGOL', 'LYRA', 'LYNX', 'VESPER'];
  it('offers the one near-certain match', () => {
    expect(suggest('TEDY', systems)).toBe('TEDDY');
    expect(suggest('vespre', systems)).toBe('VESPER');
    expect(suggest('algol', systems)).toBe('ALGOL');
  });
  it('offers nothing when the match is far or ambiguous', () => {
    expect(suggest('ORION', systems)).toBeNull();
    expect(suggest('LYR', ['LYRA', 'LYRE'])).toBeNull();
    expect(suggest('', systems)).toBeNull();
  });
});

describe('the distance against the hand-written one it replaced (decision 0004)', () => {
  it('gives the same distance on any two strings, and suggest() the same answer', async () => {
    const { handwrittenDistance } = await import('../../bench/text/handwritten');
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), fc.string({ maxLength: 14 }), (a, b) => {
        expect(editDistance(a, b)).toBe(handwrittenDistance(a, b));
      }),
      { numRuns: 2000 },
    );
    const names = ['CORSAIR 3', 'CORSAIR 2', 'LYRA', 'LYNX', 'TEDDY', 'HAMMER 2', 'HAMMER 3', 'DAWN SCOUT 3'];
    expect(suggest('CORSIAR 3', names)).toBe('CORSAIR 3');
    expect(suggest('LYAR', names)).toBe('LYRA');
    expect(suggest('HAMMR 2', names)).toBe('HAMMER 2');
    expect(suggest('HAMMER', names)).toBeNull();
  });
});
