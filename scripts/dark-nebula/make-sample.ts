/**
 * Generates the bundled Beyond the Dark Nebula sample, resources/samples/dark-nebula-sample.warpdesk.json:
 * an Aslan Hierate clan against the Ziru Sirka on the sample layout of the seven sheets, set up from a
 * fixed seed, turn 0 and two game turns played from the typed orders of
 * shared/rulesets/dark-nebula/sample/sample-game.ts, each committed with the world before it; turn 3 open.
 *
 *   npx tsx scripts/dark-nebula/make-sample.ts          writes the file
 *   npx tsx scripts/dark-nebula/make-sample.ts --check  exits 1 if the file is not what this script makes
 *
 * Deterministic: no clock, the game's seed for every die. scripts/dark-nebula/make-sample.test.ts checks the file.
 */
import { pathToFileURL } from 'node:url';
import { writeArchive } from '../../shared/format/archive';
import { buildSampleGame } from '../../shared/rulesets/dark-nebula/sample/sample-game';
import { writeOrCheck } from '../generated-file';

export const DARK_NEBULA_SAMPLE_PATH = 'resources/samples/dark-nebula-sample.warpdesk.json';
export const DARK_NEBULA_SAMPLE_ORDERS = 'resources/samples/dark-nebula-sample-orders-turn-3.txt';
const FIXED_TIME = '2026-01-01T00:00:00.000Z';

export function makeDarkNebulaSampleArchive(): string {
  return writeArchive(buildSampleGame().records, { exportedAt: FIXED_TIME, exportedBy: 'scripts/dark-nebula/make-sample.ts' });
}

function main(args: readonly string[]): number {
  return writeOrCheck(args, DARK_NEBULA_SAMPLE_PATH, makeDarkNebulaSampleArchive(), 'scripts/dark-nebula/make-sample.ts');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
