import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, decodingNote, StreamTextDecoder } from './decode';

/** The byte fixtures of test/fixtures/encodings (README there): one sheet saved seven ways. */
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../test/fixtures/encodings/${name}`, import.meta.url)));
const REFERENCE = new TextDecoder('utf-8', { fatal: true }).decode(fixture('orders.utf-8.txt'));

describe('the text of a file, whatever it was saved in (issue 19, item 7)', () => {
  it.each([
    ['orders.utf-8.txt', { encoding: 'utf-8', bom: false, notUtf8: 0 }, null],
    ['orders.utf-8-bom.txt', { encoding: 'utf-8', bom: true, notUtf8: 0 }, null],
    ['orders.utf-16le-bom.txt', { encoding: 'utf-16le', bom: true }, 'read as UTF-16 (little-endian), from its byte-order mark'],
    ['orders.utf-16be-bom.txt', { encoding: 'utf-16be', bom: true }, 'read as UTF-16 (big-endian), from its byte-order mark'],
    ['orders.utf-16le-no-bom.txt', { encoding: 'utf-16le', bom: false }, 'read as UTF-16 (little-endian), from its zero bytes (it has no byte-order mark)'],
    ['orders.windows-1252.txt', { encoding: 'windows-1252', bom: false, notUtf8: 5 }, 'read as Windows-1252 (Latin-1); 5 characters were not UTF-8'],
    ['orders.utf-8-with-a-latin-1-line.txt', { encoding: 'utf-8', bom: false, notUtf8: 3 }, 'read as UTF-8; 3 characters were not UTF-8 and read as Windows-1252 (Latin-1)'],
  ])('%s reads as the very text of the UTF-8 file, and the GM is told how', (name, decoding, note) => {
    const decoded = decodeText(fixture(name));
    expect(decoded.text).toBe(REFERENCE);
    expect(decoded).toMatchObject({ ...decoding, replaced: 0 });
    // Windows-1252: é and ê of "Dépêche", à, — and € are one byte each, none of them UTF-8.
    expect(decodingNote(decoded)).toBe(note);
  });

  it('Windows-1252 bytes 0x80–0x9F are its letters and signs, not control characters', () => {
    // "Gödel – 5 €" as Notepad's ANSI writes it: ö is 0xF6, the dash 0x96, the euro 0x80.
    const d = decodeText(new Uint8Array([0x47, 0xf6, 0x64, 0x65, 0x6c, 0x20, 0x96, 0x20, 0x35, 0x20, 0x80]));
    expect(d).toEqual({ text: 'Gödel – 5 €', encoding: 'windows-1252', bom: false, notUtf8: 3, replaced: 0 });
    expect(decodingNote(d)).toBe('read as Windows-1252 (Latin-1); 3 characters were not UTF-8');
  });

  it('never turns bytes into U+FFFD silently: overlongs, surrogates and cut sequences are read as Windows-1252 and counted', () => {
    // C0 AF: overlong '/'; ED A0 80: a surrogate; E2 82 at the end: a cut euro sign.
    const d = decodeText(new Uint8Array([0x61, 0xc0, 0xaf, 0x62, 0xed, 0xa0, 0x80, 0x63, 0xe2, 0x82]));
    expect(d.text).toBe('aÀ¯bí\u00a0€câ‚');
    expect(d.text).not.toContain('\ufffd');
    expect(d.notUtf8).toBe(7);
    // A UTF-8 U+FFFD in the file is text like any other, not a character that went wrong.
    expect(decodeText(new TextEncoder().encode('a\ufffdb'))).toMatchObject({ text: 'a\ufffdb', notUtf8: 0, replaced: 0 });
  });

  it('counts what UTF-16 could not read (a lone surrogate) and says so', () => {
    const d = decodeText(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x00, 0xd8, 0x42, 0x00]));
    expect(d).toMatchObject({ text: 'A\ufffdB', encoding: 'utf-16le', replaced: 1 });
    expect(decodingNote(d)).toBe('read as UTF-16 (little-endian), from its byte-order mark; 1 character was unreadable and shown as �');
  });

  it('keeps a U+FEFF inside the text and short files whole', () => {
    expect(decodeText(new TextEncoder().encode('a\ufeffb')).text).toBe('a\ufeffb');
    expect(decodeText(new Uint8Array([]))).toMatchObject({ text: '', encoding: 'utf-8' });
    expect(decodeText(new Uint8Array([0xe9])).text).toBe('é');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf])).text).toBe('');
  });

  it('reads the same in pieces, wherever the pieces are cut (large archives are read as they come)', () => {
    const files = ['orders.utf-8-bom.txt', 'orders.utf-16le-bom.txt', 'orders.utf-16be-bom.txt', 'orders.utf-16le-no-bom.txt', 'orders.windows-1252.txt', 'orders.utf-8-with-a-latin-1-line.txt'].map(fixture);
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.uniqueArray(fc.nat(2000), { maxLength: 12 }), (bytes, cuts) => {
        const at = [0, ...cuts.filter((c) => c < bytes.length).sort((a, b) => a - b), bytes.length];
        const decoder = new StreamTextDecoder();
        let text = '';
        for (let i = 1; i < at.length; i++) text += decoder.push(bytes.subarray(at[i - 1], at[i]));
        text += decoder.end();
        const whole = decodeText(bytes);
        expect(text).toBe(whole.text);
        expect(decoder.decoding).toEqual({ encoding: whole.encoding, bom: whole.bom, notUtf8: whole.notUtf8, replaced: whole.replaced });
      }),
      { seed: 19, numRuns: 300 },
    );
  });
});
