import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME, safeFileName } from './file-name';

describe('a file name the renderer suggests, made safe (issue 19, item 9)', () => {
  it.each([
    ['Orion Reach — turn 3.pdf', 'Orion Reach — turn 3.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..', 'warpdesk'],
    ['C:\\Windows\\system32\\evil.dll', 'evil.dll'],
    ['/home/gm/.bashrc', 'bashrc'],
    ['a<b>c:d"e|f?g*h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['tab\there\u0000.pdf', 'tab_here_.pdf'],
    ['CON', '_CON'],
    ['nul.txt', '_nul.txt'],
    ['Com1.pdf', '_Com1.pdf'],
    ['console.pdf', 'console.pdf'],
    ['report. . .', 'report'],
    ['   ', 'warpdesk'],
  ])('%j → %j', (suggested, safe) => {
    expect(safeFileName(suggested)).toBe(safe);
  });

  it('cuts a long name to the limit and keeps its extension', () => {
    const name = safeFileName(`${'x'.repeat(300)}.warpdesk.json`);
    expect(name.length).toBe(MAX_FILE_NAME);
    expect(name.endsWith('.json')).toBe(true);
  });

  it('whatever the suggestion: one plain segment, no separator, not hidden, no reserved or control character, within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (suggested) => {
        const name = safeFileName(suggested);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(MAX_FILE_NAME);
        expect([...name].filter((ch) => '\\/<>:"|?*'.includes(ch) || (ch.codePointAt(0) ?? 0) < 0x20 || ch === '\u007f')).toEqual([]);
        expect(name.startsWith('.')).toBe(false);
        expect(name).not.toBe('..');
        expect(/^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i.test(name)).toBe(false);
      }),
      { seed: 9, numRuns: 500 },
    );
  });
});
