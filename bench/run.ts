/**
 * `npm run bench [-- NAME...]`: runs the benchmarks one after the other (all, or those
 * named; each wing's folder of bench/ lists its own in benches.json). Each prints its own figures;
 * record them in bench/RESULTS.md with the machine, the date and the load average.
 * Run on an idle machine: the figures are wall-clock times.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

/** Every benchmark, by name: each folder of bench/ lists its own in benches.json (name → command line). */
const BENCHES: Record<string, string[]> = Object.assign(
  {},
  ...readdirSync('bench', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join('bench', entry.name, 'benches.json')))
    .map((entry) => JSON.parse(readFileSync(join('bench', entry.name, 'benches.json'), 'utf8')) as Record<string, string[]>),
);

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(64);
}
let failed = 0;
for (const [name, [command, ...args]] of Object.entries(BENCHES)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n== ${name} (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  const run = spawnSync(command as string, args, { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
