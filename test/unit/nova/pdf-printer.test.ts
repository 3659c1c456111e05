/**
 * `warpdesk packets --format pdf` in a real Chromium: the PDF's pages read back with
 * pdftotext carry the packet code on every page and the sitrep in NOVA's format; pdftoppm
 * turns them into images (kept in the temporary folder to look at).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '../../chromium';
import { testWorld } from '../../../shared/cli/test-world';
import { run } from '../../../cli/warpdesk';
import { NODE_MACHINE } from '../../../cli/pdf-printer';

const tools = existsSync(CHROMIUM_PATH) && existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdftoppm');

describe.skipIf(!tools)('warpdesk packets --format pdf (Chromium)', () => {
  it('prints each page with the packet code, the sitrep and the order sheet', { timeout: 90_000 }, async () => {
    const w = testWorld({ 'sample.json': readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8') });
    expect(await run(['turn', 'run', 'sample.json', '--turn', '1', '--battles', 'auto', '--out', 'c.json'], w.io)).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'warpdesk-packets-'));
    const out = join(dir, 'pdf');
    const p = testWorld({ 'c.json': w.files['c.json'] as string });
    expect(await run(['packets', 'c.json', '--turn', '1', '--out', out, '--format', 'pdf', '--empire', 'Free Traders of Kessa'], { ...p.io, ...NODE_MACHINE }), p.err.join('\n')).toBe(0);
    const code = /packet (T1-03-[0-9A-Z]{3})/.exec(p.out[0] ?? '')?.[1] as string;
    expect(code).toBeTruthy();
    const file = join(out, `sample-the-orion-reach-${code}-free-traders-of-kessa.pdf`);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').filter((t) => t.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const [i, page] of pages.entries()) expect(page, `page ${i + 1}`).toContain(code);
    const all = pages.join('\n');
    expect(all).toContain('1 * Free Traders of Kessa Turn 1');
    expect(all).toMatch(/ELARA - G -> FENRIS \(F,J,Y,Z\)1/);
    expect(all).toContain('TURN ORDER SHEET (front)');
    expect(all).toContain('TURN ORDER SHEET (back)');
    expect(all).toContain(`page ${pages.length} of ${pages.length}`);
    execFileSync('pdftoppm', ['-png', '-r', '50', file, join(dir, 'page')]);
    expect(readdirSync(dir).filter((f) => f.startsWith('page') && f.endsWith('.png'))).toHaveLength(pages.length);
  });
});
