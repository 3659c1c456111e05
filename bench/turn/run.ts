/**
 * Turn engine benchmark (issue 6, requirement 8): a dry run of a whole NOVA turn (`runTurn`,
 * steps A to L and the end of the turn) on a generated game, and on the same game doubled.
 *
 *   npx tsx bench/turn/run.ts [--runs 5] [--steps] [--only base|double]
 *
 * - base: 12 empires, 500 systems, 3,000 units, 200 order lines an empire;
 * - double: 24 empires, 1,000 systems, 6,000 units, 200 order lines an empire.
 * Battles found at G and I are given results as a GM would enter them from the players'
 * table (nothing destroyed), so every timed run goes through every step; the runs that find
 * the battles are not timed. Each size: a warm-up, then `--runs` timed runs; prints the
 * median and worst wall time, the median CPU time and the heap used after a run.
 * It also prints a fingerprint of the run's output (world, events, dice, warnings, battles):
 * a speed fix must leave it unchanged.
 * `--steps` also times each step function of STEP_FUNCTIONS on its own (CPU time, median and least of the runs).
 * Target: base under 500 ms; double no worse than linear (≤ about 2 × base).
 */
import { createHash } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { applyRulings } from '../../shared/rulesets/nova/turn/rulings';
import { runTurn, STEP_FUNCTIONS, type TurnRun } from '../../shared/rulesets/nova/turn/run-turn';
import type { StepInput, TurnDecisions, TurnStep } from '../../shared/rulesets/nova/turn/types';
import { seedRng } from '../../shared/rng';
import { benchGame, type BenchGame } from './game';

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(arg('--runs') ?? 5);
const STEPS = args.includes('--steps');
const ONLY = arg('--only');
/** The game's seed: the turn's dice come from it (runTurn's turnSeed). */
const SEED = 'bench-turn';

/**
 * The game's seed (map, units, orders). The doubled game has its own: the map generator takes
 * 26–140 s on 1,000 systems with the seed 'bench-turn' (its edge repair, shared/map/generate.ts
 * buildEdges) and about 1 s with this one; the map's making is not what is measured here.
 */
const SIZES = [
  { name: 'base', empires: 12, systems: 500, unitsPerEmpire: 250, linesPerEmpire: 200, seed: 'bench-turn' },
  { name: 'double', empires: 24, systems: 1000, unitsPerEmpire: 250, linesPerEmpire: 200, seed: 'bench-turn-double' },
] as const;

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Results for every battle the turn finds, as entered from the players' table (nothing lost). */
function enterBattles(game: BenchGame): { decisions: TurnDecisions; battles: number } {
  const decisions: TurnDecisions = { battles: {} };
  for (let pass = 0; pass < 4; pass++) {
    const run = runTurn({ world: game.world, orders: game.orders, decisions, seed: SEED });
    if (run.pending.length === 0) return { decisions, battles: run.battles.length };
    for (const b of run.pending) {
      (decisions.battles as NonNullable<TurnDecisions['battles']>)[b.id] = { value: { how: 'entered', destroyed: [], damaged: [], retreated: [] }, note: 'bench: entered from the table, nothing lost' };
    }
  }
  throw new Error('battles still pending after four passes');
}

/** Each step function timed on its own (CPU ms: steadier than wall time on a shared machine), in the order runTurn runs them (rulings applied after each step's last function). */
function stepTimes(game: BenchGame, decisions: TurnDecisions): Map<string, number> {
  const out = new Map<string, number>();
  let world = game.world;
  let rng = seedRng(`${SEED}/turn/${world.turn}`);
  for (let i = 0; i < STEP_FUNCTIONS.length; i++) {
    const { step, run } = STEP_FUNCTIONS[i] as (typeof STEP_FUNCTIONS)[number];
    const input: StepInput = { world, orders: game.orders, decisions, rng, settings: {} };
    const cpu0 = process.cpuUsage();
    const result = run(input);
    const cpu = process.cpuUsage(cpu0);
    const t = (cpu.user + cpu.system) / 1000;
    const key = `${step} ${run.name}`;
    out.set(key, (out.get(key) ?? 0) + t);
    world = result.world;
    rng = result.rng;
    if (STEP_FUNCTIONS[i + 1]?.step !== step) world = applyRulings(world, decisions, step as TurnStep).world;
  }
  return out;
}

interface SizeResult {
  name: string;
  medianWall: number;
  maxWall: number;
  medianCpu: number;
  heap: number;
  run: TurnRun;
  battles: number;
  steps: Map<string, number[]>;
}

function measure(size: (typeof SIZES)[number]): SizeResult {
  const t0 = performance.now();
  const game = benchGame(size);
  const built = performance.now() - t0;
  const { decisions, battles } = enterBattles(game);
  const input = { world: game.world, orders: game.orders, decisions, seed: SEED };
  runTurn(input); // warm-up
  const walls: number[] = [];
  const cpus_: number[] = [];
  const heaps: number[] = [];
  let last: TurnRun | null = null;
  for (let r = 0; r < RUNS; r++) {
    (globalThis as { gc?: () => void }).gc?.();
    const cpu0 = process.cpuUsage();
    const w0 = performance.now();
    last = runTurn(input);
    walls.push(performance.now() - w0);
    const cpu = process.cpuUsage(cpu0);
    cpus_.push((cpu.user + cpu.system) / 1000);
    heaps.push(process.memoryUsage().heapUsed);
  }
  const steps = new Map<string, number[]>();
  if (STEPS) {
    for (let r = 0; r < RUNS; r++) for (const [k, t] of stepTimes(game, decisions)) steps.set(k, [...(steps.get(k) ?? []), t]);
  }
  const run = last as TurnRun;
  const c = game.counts;
  console.log(
    `\n${size.name}: ${size.empires} empires, ${game.world.systems.length} systems, ${game.world.warpLines.length} warp lines, ${c.units} units (${c.ships} ships), ${c.knowledge} knowledge records, ${c.lines} order lines (${c.movementRows} movement rows, ${c.activityRows} with activities, ${c.cargoRows} with cargo); built in ${ms(built)}`,
  );
  console.log(`  turn: ${run.events.length} events, ${run.rolls.length} dice, ${battles} battles (results entered), ${run.warnings.length} warnings, stopped at ${run.stoppedAt ?? 'the end'}`);
  const kinds = new Map<string, number>();
  for (const e of run.events) kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + 1);
  console.log(`  events by kind: ${[...kinds.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const result = { name: size.name, medianWall: median(walls), maxWall: Math.max(...walls), medianCpu: median(cpus_), heap: median(heaps), run, battles, steps };
  // The same game, orders and seed must give the same turn byte for byte, before and after a speed fix.
  const fingerprint = createHash('sha256').update(JSON.stringify({ world: run.world, events: run.events, rolls: run.rolls, warnings: run.warnings, battles: run.battles })).digest('hex').slice(0, 16);
  console.log(`  output fingerprint ${fingerprint}`);
  console.log(`  runTurn: wall median ${ms(result.medianWall)}, worst ${ms(result.maxWall)} (${walls.map((w) => w.toFixed(0)).join(', ')}); CPU median ${ms(result.medianCpu)}; heap used after a run ${mb(result.heap)}`);
  if (STEPS) {
    console.log(`    ${'step (CPU ms)'.padEnd(28)} ${'median'.padStart(8)} ${'least'.padStart(8)}`);
    for (const [k, ts] of steps) console.log(`    ${k.padEnd(28)} ${median(ts).toFixed(1).padStart(8)} ${Math.min(...ts).toFixed(1).padStart(8)}`);
  }
  return result;
}

console.log(`${cpus()[0]?.model ?? '?'}, ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${RUNS} runs after a warm-up`);
const results = SIZES.filter((s) => !ONLY || s.name === ONLY).map(measure);
const [base, double] = results;
if (base && double) {
  console.log(`\ndoubled / base: wall ${(double.medianWall / base.medianWall).toFixed(2)}×, CPU ${(double.medianCpu / base.medianCpu).toFixed(2)}× (target ≤ about 2×)`);
}
if (base) console.log(`base target (under 500 ms): ${base.medianWall < 500 ? 'met' : 'MISSED'} (wall median ${ms(base.medianWall)}, CPU ${ms(base.medianCpu)})`);
console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
