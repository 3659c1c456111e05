/**
 * A turn of a six-player Galactic Domination game at turn 10 with 300 ships (target: under 200 ms).
 * Prints the median and worst wall and CPU time of runTurn over --runs runs after a warm-up, with the
 * load average. Run: npx tsx bench/galactic-domination/turn.ts [--runs 9]
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { runTurn } from '../../shared/rulesets/galactic-domination/turn/run-turn';
import { benchOrders, benchWorld } from './world';

const args = process.argv.slice(2);
const RUNS = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 9);
const world = benchWorld(300);
const orders = benchOrders(world);

function once() {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const r = runTurn(world, { orders });
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, events: r.events.length, battles: r.battles.length, dice: r.dice.length, done: r.done };
}

once();
const runs = Array.from({ length: RUNS }, once);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const first = runs[0] as ReturnType<typeof once>;
console.log(`six players, turn ${world.turn}, ${world.units.length} ships in ${world.fleets.length} fleets, ${world.planets.length} planets, ${world.hexes.length} hexes`);
console.log(`turn: ${first.events} events, ${first.battles} battles, ${first.dice} dice, done ${first.done}`);
console.log(`wall median ${median(runs.map((r) => r.wall)).toFixed(1)} ms (worst ${Math.max(...runs.map((r) => r.wall)).toFixed(1)}), CPU median ${median(runs.map((r) => r.cpu)).toFixed(1)} ms over ${RUNS} runs; target under 200 ms`);
console.log(`${cpus()[0]?.model ?? '?'}, ${cpus().length} cores, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
