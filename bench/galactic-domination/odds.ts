/**
 * A 1,000-battle odds run of 20 v 20 in a worker thread (target: under 2 s). Prints the worker's own time,
 * the wall time from posting the job to the answer (thread start included), CPU time and the load average.
 * Run: npx tsx bench/galactic-domination/odds.ts [--runs 1000] [--repeats 3]
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { forceCombatants, side } from '../../shared/rulesets/galactic-domination/battle/build';
import type { Battle } from '../../shared/rulesets/galactic-domination/battle/model';

const args = process.argv.slice(2);
const arg = (name: string, d: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : d);
const RUNS = arg('--runs', 1000);
const REPEATS = arg('--repeats', 3);

// 20 v 20: 4 BB, 6 CA, 6 DD, 4 FF against 2 CV (8 Ftr each, launched), 6 CA, 6 DD, 6 FF.
const battle: Battle = {
  id: 'bench',
  kind: 'space',
  where: '',
  sides: [side('A', 'a', 'Side A', { miAboard: 4 }), side('B', 'b', 'Side B', { defender: true })],
  combatants: [...forceCombatants('A', 'A.', { BB: 4, CA: 6, DD: 6, FF: 4 }), ...forceCombatants('B', 'B.', { CV: 2, CA: 6, DD: 6, FF: 6, Ftr: 16 })],
  round: 0,
  freeRoundPending: false,
  vpEligible: true,
  maxRounds: 100,
  method: 'dice',
  orphanFighters: 'lost',
  result: null,
};

function run(i: number): Promise<{ ms: number; cpuMs: number; wall: number; summary: { wins: Record<string, number>; mutual: number; meanRounds: number } }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    // Node 20 workers take no --import loader: the worker registers tsx itself, then loads the TypeScript worker.
    const file = fileURLToPath(new URL('./odds-worker.ts', import.meta.url));
    const w = new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(file)});`, { eval: true, workerData: { battle, runs: RUNS, seed: `bench-${i}` } });
    w.once('message', (m) => {
      resolve({ ...m, wall: performance.now() - t0 });
      void w.terminate();
    });
    w.once('error', reject);
  });
}

const ships = (s: string) => battle.combatants.filter((c) => c.sideId === s && !c.fighter).length;
console.log(`odds: ${RUNS} runs of ${ships('A')} v ${ships('B')} ships (+${battle.combatants.filter((c) => c.fighter).length} Fighters) in a worker thread`);
for (let i = 0; i <= REPEATS; i++) {
  const r = await run(i);
  const line = `${i === 0 ? 'warm-up' : `run ${i}  `} worker ${r.ms.toFixed(0)} ms (CPU ${r.cpuMs.toFixed(0)} ms), wall with thread start ${r.wall.toFixed(0)} ms; A wins ${r.summary.wins.A}, B wins ${r.summary.wins.B}, mutual ${r.summary.mutual}, mean ${r.summary.meanRounds.toFixed(2)} rounds`;
  console.log(line);
}
console.log(`target: under 2000 ms. ${cpus()[0]?.model ?? '?'}, ${cpus().length} cores, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
