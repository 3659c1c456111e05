/**
 * `npm run bench [-- NAME...]`: runs the benchmarks one after the other (all, or those
 * named: nova-combat, star-sectors, orders, map-editor, turn). Each prints its own figures;
 * record them in bench/RESULTS.md with the machine, the date and the load average.
 * Run on an idle machine: the figures are wall-clock times.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const BENCHES: Record<string, string[]> = {
  'nova-combat': ['node', 'bench/nova/combat/run.mjs'],
  'star-sectors': ['npx', 'tsx', 'bench/star-sectors/run.ts'],
  orders: ['npx', 'tsx', 'bench/nova/orders/run.ts'],
  'map-editor': ['npx', 'tsx', 'bench/nova/map-editor/run.ts'],
  turn: ['npx', 'tsx', 'bench/nova/turn/run.ts'],
  'turn-screen': ['npx', 'tsx', 'bench/nova/turn-screen/run.ts'],
  'odds-worker': ['npx', 'tsx', 'bench/nova/combat/odds-worker.ts'],
  packets: ['npx', 'tsx', 'bench/nova/packets.bench.ts'],
};

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
