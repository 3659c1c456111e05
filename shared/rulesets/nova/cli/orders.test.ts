import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../../../../cli/warpdesk';
import { testWorld } from '../../../cli/test-world';


const SAMPLE = readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8');
const ORDERS = `EMPIRE: Hegemony of Vorn   TURN: 1
MOVEMENT
LYRA | IRON FIST 1 | | T |
LYRA | IRON FIST 9 | | T |
GENERAL ORDERS
GO: all ships T`;

describe('warpdesk orders parse', () => {
  it('prints every line with what it was read as, and exits 0 when nothing is wrong', async () => {
    const w = testWorld({ 'o.txt': 'MOVEMENT\nLYRA | DARING | D | F,X | LYRA\n\nGENERAL ORDERS\nGO: F vs all' });
    expect(await run(['orders', 'parse', 'o.txt'], w.io)).toBe(0);
    expect(w.out).toEqual([
      '1 | MOVEMENT',
      '    → section movement',
      '2 | LYRA | DARING | D | F,X | LYRA',
      '    → movement from LYRA: DARING; warp D; F,X; retreat LYRA',
      '3 | ',
      '4 | GENERAL ORDERS',
      '    → section general',
      '5 | GO: F vs all',
      '    → GO order: GO: F vs all',
      'o.txt: 5 lines, 0 errors, 0 warnings',
    ]);
  });

  it('prints diagnostics and exits 1 when a line cannot be read', async () => {
    const w = testWorld({ 'o.txt': 'MOVEMENT\nLYRA | DARING | D | F,Y' });
    expect(await run(['orders', 'parse', 'o.txt'], w.io)).toBe(1);
    expect(w.out).toContain('    error 2:23 UNKNOWN-ORDER: Movement: Y is not a NOVA order letter');
  });

  it('checks against an archive: a ship that does not exist, with a suggestion', async () => {
    const w = testWorld({ 'o.txt': ORDERS, 'game.json': SAMPLE });
    expect(await run(['orders', 'parse', 'o.txt', '--archive', 'game.json', '--turn', '1'], w.io)).toBe(1);
    expect(w.out.some((l) => l.includes('DNE: IRON FIST 9: Hegemony of Vorn has no ship of that name'))).toBe(true);
    expect(w.out.at(-1)).toBe('o.txt: 6 lines, 1 error, 0 warnings, checked against the archive');
  });

  it('gives JSON with every line, its row and its diagnostics', async () => {
    const w = testWorld({ 'o.txt': ORDERS, 'game.json': SAMPLE });
    await run(['orders', 'parse', 'o.txt', '--archive', 'game.json', '--json'], w.io);
    const json = JSON.parse(w.out.join('\n'));
    expect(json.sheets[0].empireId).toBe('vorn');
    expect(json.sheets[0].lines).toHaveLength(6);
    expect(json.errors).toBe(1);
  });

  it('names an empire the game does not have', async () => {
    const w = testWorld({ 'o.txt': 'EMPIRE: Hegemony of Vron\nGENERAL ORDERS\nGO: x', 'game.json': SAMPLE });
    expect(await run(['orders', 'parse', 'o.txt', '--archive', 'game.json'], w.io)).toBe(1);
    expect(w.out).toContain('error: EMPIRE: Hegemony of Vron is not an empire of Sample: The Orion Reach (did you mean Hegemony of Vorn?); its lines were not checked');
  });

  it('usage errors and unreadable files', async () => {
    expect(await run(['orders', 'parse'], testWorld().io)).toBe(64);
    expect(await run(['orders', 'parse', 'o.txt', '--turn', '2'], testWorld({ 'o.txt': '' }).io)).toBe(64);
    expect(await run(['orders', 'parse', 'missing.txt'], testWorld().io)).toBe(2);
  });
});

describe('warpdesk orders parse of files saved in other encodings (issue 19, item 7)', () => {
  /** The byte fixtures of test/fixtures/encodings: one sheet of the sample saved seven ways. */
  const bytes = (name: string) => new Uint8Array(readFileSync(`test/fixtures/encodings/${name}`));
  const parse = async (name: string) => {
    const w = testWorld({ 'game.json': SAMPLE });
    w.bytes[name] = bytes(name);
    const code = await run(['orders', 'parse', name, '--archive', 'game.json', '--turn', '1', '--json'], w.io);
    return { code, json: JSON.parse(w.out.join('\n')) as { sheets: { lines: { text: string }[] }[]; errors: number }, err: w.err };
  };

  it.each([
    ['orders.utf-8-bom.txt', []],
    ['orders.utf-16le-bom.txt', ['warpdesk: orders.utf-16le-bom.txt: read as UTF-16 (little-endian), from its byte-order mark']],
    ['orders.utf-16be-bom.txt', ['warpdesk: orders.utf-16be-bom.txt: read as UTF-16 (big-endian), from its byte-order mark']],
    ['orders.utf-16le-no-bom.txt', ['warpdesk: orders.utf-16le-no-bom.txt: read as UTF-16 (little-endian), from its zero bytes (it has no byte-order mark)']],
    ['orders.windows-1252.txt', ['warpdesk: orders.windows-1252.txt: read as Windows-1252 (Latin-1); 5 characters were not UTF-8']],
    ['orders.utf-8-with-a-latin-1-line.txt', ['warpdesk: orders.utf-8-with-a-latin-1-line.txt: read as UTF-8; 3 characters were not UTF-8 and read as Windows-1252 (Latin-1)']],
  ])('%s reads line for line as the UTF-8 file, its accents kept, and stderr says how it was read', async (name, err) => {
    const reference = await parse('orders.utf-8.txt');
    expect(reference.err).toEqual([]);
    const read = await parse(name);
    expect(read.err).toEqual(err);
    expect(read.code).toBe(reference.code);
    expect(read.json.errors).toBe(reference.json.errors);
    expect(read.json.sheets).toEqual(reference.json.sheets);
    expect(read.json.sheets[0]?.lines.map((l) => l.text)).toContain('NOTES : Rendez-vous à KESTREL — 5 € de plus');
  });
});
