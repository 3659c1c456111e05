import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packetCode } from './packet-code';
import { documentFileBase, fileSlug, playerFileBase, transliterate, uniqueFileNames } from './file-names';

describe('file names of exported documents (issue 19, item 1)', () => {
  it('transliterates Greek, Cyrillic and Latin letters with no decomposition', () => {
    expect(transliterate('Αθηναϊκή Συμμαχία')).toBe('athinaiki symmachia');
    expect(transliterate('Союз Кестрел')).toBe('soyuz kestrel');
    expect(transliterate('Straße Ærø Łódź')).toBe('strasse aero lodz');
    expect(fileSlug('Ŝtelo Ĉielo / «Ninefold»')).toBe('stelo-cielo-ninefold');
    expect(fileSlug('***')).toBe('x');
  });

  it('names a player\'s document by game, packet code and transliterated name', () => {
    expect(playerFileBase('Sample: The Orion Reach', 'T1-03-K7Q', 'Free Traders of Kessa')).toBe('sample-the-orion-reach-T1-03-K7Q-free-traders-of-kessa');
    expect(playerFileBase('G', 'T2-01-ABC', 'Σπάρτη', 'orders')).toBe('g-T2-01-ABC-sparti-orders');
    // A name with no Latin spelling leaves the code alone, never an empty part.
    expect(playerFileBase('G', 'T2-01-ABC', '銀河帝国')).toBe('g-T2-01-ABC');
    expect(documentFileBase('G', 3, 'gm master report')).toBe('g-turn-3-gm-master-report');
    expect(documentFileBase('Duel', 2, 'all sides', 'round')).toBe('duel-round-2-all-sides');
  });

  it('keeps a name part at 48 characters without a dangling dash', () => {
    const long = playerFileBase('G', 'T1-01-AAA', `${'a'.repeat(47)} b`);
    expect(long).toBe(`g-T1-01-AAA-${'a'.repeat(47)}`);
  });

  it('makes every name of a batch distinct, case-insensitively, keeping the extension', () => {
    expect(uniqueFileNames(['a.pdf', 'A.pdf', 'a.pdf', 'a-2.pdf', 'b'])).toEqual(['a.pdf', 'A-2.pdf', 'a-3.pdf', 'a-2-2.pdf', 'b']);
  });

  it('gives every player of a game their own file, whatever the names (property)', () => {
    // The audit's case: empires named in Greek (or anything else) once all became "…-x".
    const names = fc.array(fc.oneof(fc.string(), fc.constantFrom('Αθήνα', 'Σπάρτη', 'Κόρινθος', '***', '', 'Kessa', 'KESSA')), { minLength: 1, maxLength: 14 });
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 500 }), names, (game, turn, players) => {
        const bases = players.map((p, i) => playerFileBase(game, packetCode('game-1', turn, `e${i}`, i + 1), p));
        const files = uniqueFileNames(bases.map((b) => `${b}.pdf`));
        expect(new Set(files.map((f) => f.toLowerCase())).size).toBe(players.length);
        for (const f of files) expect(f).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
      }),
      { seed: 19, numRuns: 300 },
    );
  });
});
