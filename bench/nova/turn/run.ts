/**
 * Turn engine benchmark (issue 6, requirement 8): a dry run of a whole NOVA turn (`runTurn`,
 * steps A to L and the end of the turn) on a generated game, and on the same game doubled.
 *
 *   npx tsx bench/nova/turn/run.ts [--runs 5] [--steps] [--only base|double|quad] [--sizes base,double]
 *
 * - base: 12 empires, 500 systems, 3,000 units, 200 order lines an empire;
 * - double: 24 empires, 1,000 systems, 6,000 units, 200 order lines an empire;
 * - quad: 48 empires, 2,000 systems, 12,000 units, 200 order lines an empire (issue 18).
 * Battles found at G and I are given results as a GM would enter them from the players'
 * table (nothing destroyed), so every timed run goes through every step; the runs that find
 * the battles are not timed. Each size runs in its own process (so one game's heap does not
 * slow the other's garbage collection): a warm-up, then `--runs` timed runs; prints the median,
 * worst and least wall time, the median CPU time and the heap used after a run, then the
 * doubled / base and quad / doubled ratios.
 * It also prints a fingerprint of the run's output (world, events, dice, warnings, battles):
 * a speed fix must leave it unchanged.
 * `--steps` also times each step function of STEP_FUNCTIONS on its own (CPU time, median and least of the runs).
 * Target (issue 18): base under 300 ms of CPU; each doubling (double / base, quad / double) at most 2.1× by CPU.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { applyRulings } from '../../../shared/rulesets/nova/turn/rulings';
import { canonicalWorld, runTurn, STEP_FUNCTIONS, type TurnRun } from '../../../shared/rulesets/nova/turn/run-turn';
import { cloneWorld } from '../../../shared/rulesets/nova/turn/fleet';
import type { TurnDecisions, TurnStep } from '../../../shared/rulesets/nova/turn/types';
import type { StepInput } from '../../../shared/rulesets/nova/turn/step';
import { seedRng } from '../../../shared/rng';
import { benchGame, type BenchGame } from './game';

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(arg('--runs') ?? 5);
const STEPS = args.includes('--steps');
const ONLY = arg('--only');
/** The sizes to run (all unless `--sizes` names some, comma-separated). */
const WANTED = arg('--sizes')?.split(',');
/** The game's seed: the turn's dice come from it (runTurn's turnSeed). */
const SEED = 'bench-turn';

/**
 * The game's seed (map, units, orders). The larger games have their own: with the seed
 * 'bench-turn' the map generator used to stall for 26–140 s on 1,000 systems (its edge repair
 * cycled; since issue 18 a stalled attempt is restarted at once); the seeds are kept so the
 * games, and the fingerprints recorded with them, stay the same. The map's making is not timed.
 */
const SIZES = [
  { name: 'base', empires: 12, systems: 500, unitsPerEmpire: 250, linesPerEmpire: 200, seed: 'bench-turn' },
  { name: 'double', empires: 24, systems: 1000, unitsPerEmpire: 250, linesPerEmpire: 200, seed: 'bench-turn-double' },
  { name: 'quad', empires: 48, systems: 2000, unitsPerEmpire: 250, linesPerEmpire: 200, seed: 'bench-turn-quad' },
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
  // As runTurn runs them: on the turn's working copy, made once (not timed), each step changing it in place.
  let world = cloneWorld(canonicalWorld(game.world));
  let rng = seedRng(`${SEED}/turn/${world.turn}`);
  for (let i = 0; i < STEP_FUNCTIONS.length; i++) {
    const { step, run } = STEP_FUNCTIONS[i] as (typeof STEP_FUNCTIONS)[number];
    const input: StepInput = { world, orders: game.orders, decisions, rng, settings: {}, owned: true };
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

interface Prepared {
  size: (typeof SIZES)[number];
  game: BenchGame;
  built: number;
  decisions: TurnDecisions;
  battles: number;
  walls: number[];
  cpu: number[];
  heaps: number[];
  last: TurnRun | null;
}

function prepare(size: (typeof SIZES)[number]): Prepared {
  const t0 = performance.now();
  const game = benchGame(size);
  const built = performance.now() - t0;
  const { decisions, battles } = enterBattles(game);
  runTurn({ world: game.world, orders: game.orders, decisions, seed: SEED }); // warm-up
  return { size, game, built, decisions, battles, walls: [], cpu: [], heaps: [], last: null };
}

function timeOnce(p: Prepared): void {
  (globalThis as { gc?: () => void }).gc?.();
  const cpu0 = process.cpuUsage();
  const w0 = performance.now();
  p.last = runTurn({ world: p.game.world, orders: p.game.orders, decisions: p.decisions, seed: SEED });
  p.walls.push(performance.now() - w0);
  const cpu = process.cpuUsage(cpu0);
  p.cpu.push((cpu.user + cpu.system) / 1000);
  p.heaps.push(process.memoryUsage().heapUsed);
}

function report(p: Prepared): void {
  const { size, game } = p;
  const run = p.last as TurnRun;
  const c = game.counts;
  console.log(
    `\n${size.name}: ${size.empires} empires, ${game.world.systems.length} systems, ${game.world.warpLines.length} warp lines, ${c.units} units (${c.ships} ships), ${c.knowledge} knowledge records, ${c.lines} order lines (${c.movementRows} movement rows, ${c.activityRows} with activities, ${c.cargoRows} with cargo); built in ${ms(p.built)}`,
  );
  console.log(`  turn: ${run.events.length} events, ${run.rolls.length} dice, ${p.battles} battles (results entered), ${run.warnings.length} warnings, stopped at ${run.stoppedAt ?? 'the end'}`);
  const kinds = new Map<string, number>();
  for (const e of run.events) kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + 1);
  console.log(`  events by kind: ${[...kinds.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  // The same game, orders and seed must give the same turn byte for byte, before and after a speed fix.
  const fingerprint = createHash('sha256').update(JSON.stringify({ world: run.world, events: run.events, rolls: run.rolls, warnings: run.warnings, battles: run.battles })).digest('hex').slice(0, 16);
  console.log(`  output fingerprint ${fingerprint}`);
  console.log(`  runTurn: wall median ${ms(median(p.walls))}, worst ${ms(Math.max(...p.walls))}, least ${ms(Math.min(...p.walls))} (${p.walls.map((w) => w.toFixed(0)).join(', ')}); CPU median ${ms(median(p.cpu))}; heap used after a run ${mb(median(p.heaps))}`);
  if (STEPS) {
    const steps = new Map<string, number[]>();
    for (let r = 0; r < RUNS; r++) for (const [k, t] of stepTimes(game, p.decisions)) steps.set(k, [...(steps.get(k) ?? []), t]);
    console.log(`    ${'step (CPU ms)'.padEnd(28)} ${'median'.padStart(8)} ${'least'.padStart(8)}`);
    for (const [k, ts] of steps) console.log(`    ${k.padEnd(28)} ${median(ts).toFixed(1).padStart(8)} ${Math.min(...ts).toFixed(1).padStart(8)}`);
  }
}

/** The figures a size's process hands back on its last line. */
interface Figures {
  name: string;
  wall: number;
  least: number;
  cpu: number;
}
const RESULT = 'RESULT ';

if (ONLY) {
  const size = SIZES.find((s) => s.name === ONLY);
  if (!size) throw new Error(`--only ${ONLY}: the sizes are ${SIZES.map((s) => s.name).join(', ')}`);
  const p = prepare(size);
  for (let r = 0; r < RUNS; r++) timeOnce(p);
  report(p);
  const figures: Figures = { name: size.name, wall: median(p.walls), least: Math.min(...p.walls), cpu: median(p.cpu) };
  console.log(`${RESULT}${JSON.stringify(figures)}`);
} else {
  console.log(`${cpus()[0]?.model ?? '?'}, ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${RUNS} runs after a warm-up`);
  const figures: Figures[] = [];
  for (const size of SIZES) {
    if (WANTED && !WANTED.includes(size.name)) continue;
    // The same script and loader (tsx) in a fresh process for each size.
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1] as string, ...args, '--only', size.name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
    const lines = (child.stdout ?? '').split('\n');
    process.stdout.write(lines.filter((l) => !l.startsWith(RESULT)).join('\n'));
    const result = lines.find((l) => l.startsWith(RESULT));
    if (child.status !== 0 || !result) throw new Error(`the ${size.name} game's run failed (exit ${child.status})`);
    figures.push(JSON.parse(result.slice(RESULT.length)) as Figures);
  }
  console.log('');
  for (let i = 1; i < figures.length; i++) {
    const [small, large] = [figures[i - 1] as Figures, figures[i] as Figures];
    const cpu = large.cpu / small.cpu;
    console.log(`${large.name} / ${small.name}: wall median ${(large.wall / small.wall).toFixed(2)}× (least ${(large.least / small.least).toFixed(2)}×), CPU ${cpu.toFixed(2)}× (target ≤ 2.1×: ${cpu <= 2.1 ? 'met' : 'MISSED'})`);
  }
  const base = figures.find((f) => f.name === 'base');
  if (base) console.log(`base target (under 300 ms of CPU): ${base.cpu < 300 ? 'met' : 'MISSED'} (wall median ${ms(base.wall)}, CPU ${ms(base.cpu)})`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}
