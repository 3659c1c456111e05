/**
 * Byte-identical outputs of the command line on the bundled samples (issue 13: moving NOVA
 * into its wing must change no behaviour). The sample game's three turns are run with
 * `warpdesk turn run` (turn 1 from the stored orders, turns 2 and 3 from the typed order
 * files, battles auto-resolved), then every packet of every turn is written as text and
 * HTML, and the sample battles and a Star Sectors round are resolved. Each output's SHA-256
 * is compared with test/fixtures/golden/outputs.json, recorded before the move.
 *
 * A change that is meant to alter an output records the new figures with
 * `UPDATE_GOLDEN=1 npx vitest run test/unit/nova/golden-outputs.test.ts` and says why in its commit.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testWorld } from '../../../shared/cli/test-world';
import { run } from '../../../cli/warpdesk';

const GOLDEN = 'test/fixtures/nova/golden-outputs.json';
const read = (p: string) => readFileSync(p, 'utf8');
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const scratch = mkdtempSync(join(tmpdir(), 'warpdesk-golden-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function outputs(): Promise<Record<string, { sha256: string; chars: number }>> {
  const w = testWorld({
    't1.json': read('resources/samples/nova-sample.warpdesk.json'),
    'o2.txt': read('resources/samples/nova-sample-orders-turn-2.txt'),
    'o3.txt': read('resources/samples/nova-sample-orders-turn-3.txt'),
    'battle.json': read('resources/samples/nova-battle-sample.json'),
    'battle.dice.json': read('resources/samples/nova-battle-sample.dice.json'),
    'surface.json': read('resources/samples/nova-surface-sample.json'),
    'round.json': read('test/fixtures/star-sectors/round-1.json'),
  });
  const out: Record<string, string> = {};
  const step = async (name: string, argv: string[]) => {
    const before = w.out.length;
    const beforeErr = w.err.length;
    const code = await run(argv, w.io);
    out[name] = [`exit ${code}`, ...w.out.slice(before), '--- err', ...w.err.slice(beforeErr)].join('\n').replaceAll(scratch, '<out>');
  };
  await step('turn-1', ['turn', 'run', 't1.json', '--turn', '1', '--battles', 'auto', '--out', 't2.json']);
  await step('turn-1.json', ['turn', 'run', 't1.json', '--turn', '1', '--battles', 'auto', '--json']);
  await step('turn-2', ['turn', 'run', 't2.json', '--turn', '2', '--orders', 'o2.txt', '--battles', 'auto', '--out', 't3.json']);
  await step('turn-3', ['turn', 'run', 't3.json', '--turn', '3', '--orders', 'o3.txt', '--battles', 'auto', '--out', 't4.json']);
  await step('turn-4-pending', ['turn', 'run', 't4.json', '--turn', '4', '--battles', 'pending']);
  for (const turn of ['1', '2', '3']) {
    for (const format of ['text', 'html']) {
      const dir = join(scratch, `packets-${turn}-${format}`);
      await step(`packets-${turn}-${format}`, ['packets', 't4.json', '--turn', turn, '--out', dir, '--format', format]);
    }
    await step(`sitrep-${turn}`, ['sitrep', 't4.json', '--turn', turn, '--empire', 'Celestine Concord']);
  }
  await step('packets-dry-run', ['packets', 't4.json', '--dry-run', '--out', join(scratch, 'dry'), '--format', 'text']);
  await step('orders-parse', ['orders', 'parse', 'o2.txt', '--archive', 't2.json', '--turn', '2', '--empire', 'Celestine Concord', '--json']);
  await step('combat', ['combat', 'resolve', 'battle.json', '--seed', 'golden', '--json']);
  await step('combat-dice', ['combat', 'resolve', 'battle.json', '--dice', 'battle.dice.json']);
  await step('surface', ['combat', 'surface', 'surface.json', '--seed', 'golden', '--json']);
  await step('star-sectors', ['star-sectors', 'resolve', 'round.json', '--seed', 'golden', '--json']);
  await step('map-generate', ['map', 'generate', '--systems', '60', '--lines-per-system', '3', '--empires', '4', '--seed', 'golden', '--out', 'map.json']);
  await step('contact-table', ['contact', '--table']);
  await step('help', ['--help']);
  // `map generate` stamps the archive with the time it ran: the stamps are left out.
  const unstamped = (text: string) => text.replace(/"(createdAt|updatedAt|exportedAt)": "[^"]*"/g, '"$1": "<time>"');
  const inputs = new Set(['t1.json', 'o2.txt', 'o3.txt', 'battle.json', 'battle.dice.json', 'surface.json', 'round.json']);
  for (const [path, text] of Object.entries(w.files)) if (!inputs.has(path)) out[`file:${path.replace(scratch, '<out>')}`] = path === 'map.json' ? unstamped(text) : text;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, { sha256: sha(v), chars: v.length }]));
}

describe('the command line on the bundled samples', () => {
  it('writes the same bytes as before the move into wings', { timeout: 120_000 }, async () => {
    const got = await outputs();
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, `${JSON.stringify(got, null, 2)}\n`);
    expect(got).toEqual(JSON.parse(read(GOLDEN)));
  });
});
