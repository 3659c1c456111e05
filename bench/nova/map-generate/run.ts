/**
 * Map generator benchmark (issue 18: "a map generator that never stalls"): `generateMap`
 * (shared/rulesets/nova/map/generate.ts) on many seeds, 4 warp lines a system, the CPU time of
 * each map. Prints the median, the 95th percentile and the worst seed, and how many attempts
 * stalled (their edge repair stopped making progress and the attempt was restarted).
 *
 *   npx tsx bench/nova/map-generate/run.ts [--systems 1000] [--seeds 500] [--from 0] [--empires 12]
 *
 * Seeds are `seed-<i>` for i from `--from`; the turn benchmark's own seeds (bench-turn…) are
 * measured too. Targets: the worst of 500 seeds at 1,000 systems under 2 s of CPU, at 4,000
 * systems under 3 s.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { generateMap } from '../../../shared/rulesets/nova/map/generate';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const SYSTEMS = arg('--systems', 1000);
const SEEDS = arg('--seeds', 500);
const FROM = arg('--from', 0);
const EMPIRES = arg('--empires', 12);

function timed(seed: string): { cpu: number; wall: number; attempts: number; stalled: number } {
  const cpu0 = process.cpuUsage();
  const w0 = performance.now();
  const map = generateMap({ systems: SYSTEMS, linesPerSystem: 4, empireIds: Array.from({ length: EMPIRES }, (_, i) => `e${i + 1}`), seed, gameId: 'bench-map' });
  const wall = performance.now() - w0;
  const cpu = process.cpuUsage(cpu0);
  return { cpu: (cpu.user + cpu.system) / 1000, wall, attempts: map.stats?.attempts ?? 1, stalled: map.stats?.stalled ?? 0 };
}

console.log(`${cpus()[0]?.model ?? '?'}, ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`${SYSTEMS} systems, 4 lines a system, ${EMPIRES} empires; seeds seed-${FROM} to seed-${FROM + SEEDS - 1}`);
timed('warm-up');
const runs: { seed: string; cpu: number; wall: number; attempts: number; stalled: number }[] = [];
for (let i = FROM; i < FROM + SEEDS; i++) runs.push({ seed: `seed-${i}`, ...timed(`seed-${i}`) });
for (const seed of ['bench-turn', 'bench-turn-double', 'bench-turn-quad']) {
  const r = timed(seed);
  console.log(`  ${seed}: CPU ${r.cpu.toFixed(0)} ms, wall ${r.wall.toFixed(0)} ms, ${r.attempts} attempt(s), ${r.stalled} stalled`);
}
const byCpu = [...runs].sort((a, b) => a.cpu - b.cpu);
const at = (q: number) => byCpu[Math.min(byCpu.length - 1, Math.floor(q * byCpu.length))] as (typeof runs)[number];
const worst = byCpu.at(-1) as (typeof runs)[number];
const stalledSeeds = runs.filter((r) => r.stalled > 0);
console.log(`CPU per map: median ${at(0.5).cpu.toFixed(0)} ms, 95th percentile ${at(0.95).cpu.toFixed(0)} ms, worst ${worst.cpu.toFixed(0)} ms (${worst.seed}, ${worst.attempts} attempt(s), wall ${worst.wall.toFixed(0)} ms)`);
console.log(`seeds with a stalled attempt: ${stalledSeeds.length} (${stalledSeeds.map((r) => `${r.seed} ${r.cpu.toFixed(0)} ms`).join(', ') || 'none'}); seeds needing more than one attempt: ${runs.filter((r) => r.attempts > 1).length}`);
console.log(`the five slowest: ${byCpu.slice(-5).reverse().map((r) => `${r.seed} ${r.cpu.toFixed(0)} ms`).join(', ')}`);
console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
