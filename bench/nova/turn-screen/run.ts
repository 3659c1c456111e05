/**
 * The Turn screen's own work on a large game (issue 6), beyond the engine's dry run that
 * bench/nova/turn/run.ts measures: what the screen computes each time a run comes in or the GM
 * looks at it, and what a commit writes.
 *
 *   npx tsx bench/nova/turn-screen/run.ts [--runs 5]
 *
 * The game is bench/nova/turn/run.ts's base size: 12 empires, 500 systems, 3,000 units, 200 order
 * lines an empire, battles entered from the players' table. Timed (median and worst of the
 * runs, after a warm-up):
 * - steps: every event worded for the GM (the step panels: describeEvent);
 * - review: for each of the 12 empires, its events worded with its aliases, its new
 *   knowledge and its ships per system before and after (the Review tab, all tabs once);
 * - diff: the difference between two runs of the turn (after a reopen and a re-run);
 * - backup: the game as archive text (writeArchive), written before a commit or a reopen;
 * and the size of the committed record and of the backup.
 * Target: steps + one empire's review (a twelfth of "review") + diff under 200 ms, so a re-run
 * after a ruling stays well under a second with the engine's run; the backup under 500 ms.
 */
import { emptyGameRecords, writeArchive } from '../../../shared/format/archive';
import { committedTurnRecord } from '../../../shared/rulesets/nova/turn/commit';
import { describeEvent, viewerNames, worldNames } from '../../../shared/rulesets/nova/turn/describe';
import { diffRuns } from '../../../shared/rulesets/nova/turn/diff';
import { runTurn } from '../../../shared/rulesets/nova/turn/run-turn';
import type { TurnDecisions } from '../../../shared/rulesets/nova/turn/types';
import { newKnowledge, recordsWithWorld, shipsBySystem } from '../../../shared/rulesets/nova/turn/world';
import { benchGame } from '../turn/game';

const args = process.argv.slice(2);
const RUNS = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 5);
const SEED = 'bench-turn';

const game = benchGame({ empires: 12, systems: 500, unitsPerEmpire: 250, linesPerEmpire: 200, seed: 'bench-turn' });
const decisions: TurnDecisions = { battles: {} };
let run = runTurn({ world: game.world, orders: game.orders, decisions, seed: SEED });
for (let pass = 0; pass < 4 && run.pending.length > 0; pass++) {
  for (const b of run.pending) (decisions.battles as NonNullable<TurnDecisions['battles']>)[b.id] = { value: { how: 'entered', destroyed: [], damaged: [], retreated: [] }, note: 'bench' };
  run = runTurn({ world: game.world, orders: game.orders, decisions, seed: SEED });
}
const again = runTurn({ world: game.world, orders: game.orders, decisions: { ...decisions, treasuries: { e1: { value: { mcr: 1, afterStep: 'A' }, note: 'bench' } } }, seed: SEED });

const names = worldNames({ systems: run.world.systems, empires: run.world.empires, units: Object.entries(run.unitNames).map(([id, name]) => ({ id, name })) });
const owners = new Map<string, string>();
for (const u of [...run.start.units, ...run.world.units]) owners.set(u.id, u.empireId);
const owner = (id: string) => owners.get(id) ?? null;

const tasks: Record<string, () => unknown> = {
  steps: () => run.events.map((e) => describeEvent(e, names)),
  review: () =>
    run.world.empires.map((empire) => ({
      told: run.events.filter((e) => e.audience.includes(empire.id)).map((e) => describeEvent(e, viewerNames(names, e, empire.id, owner))),
      known: newKnowledge(run.start, run.world, empire.id),
      before: shipsBySystem(run.start, empire.id),
      after: shipsBySystem(run.world, empire.id),
    })),
  diff: () => diffRuns(run, again, names),
  backup: () => writeArchive(recordsWithWorld(emptyGameRecords({ id: 'bench-turn', name: 'Bench', ruleset: 'nova', turn: 1, createdAt: '', updatedAt: '', seed: SEED, deadline: '', notes: '', settings: {} }), run.start), { exportedAt: '', exportedBy: 'bench' }),
};

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
console.log(`game: ${run.start.units.length} units, ${run.events.length} events, ${run.rolls.length} dice, ${run.battles.length} battles`);
for (const [name, task] of Object.entries(tasks)) {
  task();
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const cpu0 = process.cpuUsage();
    task();
    const cpu = process.cpuUsage(cpu0);
    times.push(performance.now() - t);
    cpus.push((cpu.user + cpu.system) / 1000);
  }
  console.log(`${name}: median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms, CPU median ${median(cpus).toFixed(0)} ms`);
}
const record = committedTurnRecord('bench-turn', SEED, run, [], decisions, '', true);
const backup = tasks.backup?.() as string;
console.log(`committed record: ${(JSON.stringify(record).length / 1024 / 1024).toFixed(1)} MB of JSON; backup: ${(backup.length / 1024 / 1024).toFixed(1)} MB`);
