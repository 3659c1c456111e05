import { describe, expect, it } from 'vitest';
import { decodeText } from './decode';

describe('the text of a file, whatever it was saved in', () => {
  it('UTF-8 with or without its mark, UTF-16 with its mark, and Windows-1252 otherwise', () => {
    const utf8 = new TextEncoder().encode('EMPIRE : Gödel');
    expect(decodeText(utf8)).toEqual({ text: 'EMPIRE : Gödel', encoding: 'utf-8' });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])).text).toBe('EMPIRE : Gödel');
    const le = new Uint8Array([0xff, 0xfe, ...[...'Gö'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeText(le)).toEqual({ text: 'Gö', encoding: 'utf-16le' });
    // "Gödel – 5 MCr" as Notepad's ANSI writes it: ö is 0xF6, the dash 0x96.
    expect(decodeText(new Uint8Array([0x47, 0xf6, 0x64, 0x65, 0x6c, 0x20, 0x96, 0x20, 0x35]))).toEqual({ text: 'Gödel – 5', encoding: 'windows-1252' });
  });
});
