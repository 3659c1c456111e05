/**
 * Generates the bundled Galactic Domination sample, resources/samples/galactic-domination-sample.warpdesk.json:
 * a four-player game by mail (Terran, Gromar, Subanid, Paladic) with two turns played from typed orders
 * (shared/rulesets/galactic-domination/sample/sample-game.ts), turn 3 open.
 *
 *   npx tsx scripts/galactic-domination/make-sample.ts          writes the file
 *   npx tsx scripts/galactic-domination/make-sample.ts --check  exits 1 if the file is not what this script makes
 *
 * Deterministic: no clock; the dice come from the game's seed. make-sample.test.ts checks the file.
 */
import { pathToFileURL } from 'node:url';
import { writeArchive } from '../../shared/format/archive';
import { buildSampleGame } from '../../shared/rulesets/galactic-domination/sample/sample-game';
import { SAMPLE_FILE } from '../../shared/rulesets/galactic-domination/sample/sample-id';
import { toGameRecords } from '../../shared/rulesets/galactic-domination/world/records';
import { writeOrCheck } from '../generated-file';

export const GD_SAMPLE_PATH = SAMPLE_FILE;
const FIXED_TIME = '2026-01-24T18:00:00.000Z';

/** The sample game as archive text, exactly as checked in. */
export function makeGdSampleArchive(): string {
  return writeArchive(toGameRecords(buildSampleGame().records), { exportedAt: FIXED_TIME, exportedBy: 'scripts/galactic-domination/make-sample.ts' });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = writeOrCheck(process.argv.slice(2), GD_SAMPLE_PATH, makeGdSampleArchive(), 'scripts/galactic-domination/make-sample.ts');
}
