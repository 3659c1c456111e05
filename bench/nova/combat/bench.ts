/**
 * NOVA combat engine benchmarks (issue 7). Run: `node bench/nova/combat/run.mjs` (bundles this file with esbuild first, as the app and the CLI ship the engine).
 * 1. 100 ships against 100 for 20 rounds, default tactics (target < 300 ms in Node).
 * 2. 500 simulated runs of a 10-against-10 battle, default tactics, to the end or 20 rounds,
 *    without a log, as `simulateOdds` runs them (the odds preview; target < 3 s — in the app it runs in a worker, this measures the engine).
 * Prints the median of several repetitions after a warm-up.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { seedRng } from '../../../shared/rng';
import { startBattle } from '../../../shared/rulesets/nova/combat/battle';
import { resolveBattle } from '../../../shared/rulesets/nova/combat/engine';
import { fleetBattle } from '../../../shared/rulesets/nova/combat/fixtures/fleets';

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

/** Median wall time and median CPU time (user + system) in ms; CPU time is the steadier figure on a loaded machine. */
function time(fn: () => void, reps: number): { wall: number; cpu: number } {
  fn(); // warm-up
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < reps; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    walls.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpus.push((c.user + c.system) / 1000);
  }
  return { wall: median(walls), cpu: median(cpus) };
}

const big = fleetBattle(100, 0, 20);
let rounds = 0;
let events = 0;
const bigMs = time(() => {
  const r = resolveBattle(startBattle(big), {}, seedRng('bench-100'), { tactics: 'default' });
  if (!r.ok) throw new Error(r.reason);
  rounds = r.battle.round;
  events = r.log.length;
}, 5);

const ten = fleetBattle(10, 0, 20);
let survivors = 0;
const oddsMs = time(() => {
  survivors = 0;
  const start = startBattle(ten);
  for (let i = 0; i < 500; i++) {
    const r = resolveBattle(start, {}, seedRng(`odds-${i}`), { tactics: 'default', quiet: true });
    if (!r.ok) throw new Error(r.reason);
    survivors += r.battle.ships.filter((s) => s.status === 'active').length;
  }
}, 3);

console.log(`machine: ${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)}`);
console.log(`100 vs 100, default tactics: wall ${bigMs.wall.toFixed(0)} ms, CPU ${bigMs.cpu.toFixed(0)} ms (${rounds} rounds, ${events} log events; target < 300 ms)`);
console.log(`500 runs of 10 vs 10, default tactics: wall ${oddsMs.wall.toFixed(0)} ms, CPU ${oddsMs.cpu.toFixed(0)} ms (${(survivors / 500).toFixed(1)} ships survive on average; target < 3000 ms)`);
