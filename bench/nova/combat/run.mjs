/**
 * Runner of the NOVA combat benchmarks: bundles bench.ts with esbuild (as the CLI and the app's
 * worker ship the engine: one module, no loader hooks) and runs it with Node.
 *
 *   node bench/nova/combat/run.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nova-combat-bench-'));
const outfile = join(dir, 'bench.cjs');
try {
  await build({ entryPoints: [resolve(here, 'bench.ts')], outfile, bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'warning' });
  execFileSync(process.execPath, [outfile], { stdio: 'inherit' });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
