/**
 * `warpdesk turn run ARCHIVE --turn N [--orders FILE] [--seed S] [--battles auto|pending] [--out FILE] [--json]`:
 * a dry run of a NOVA turn from the archive's records and typed orders (`--orders` imports a
 * typed file into the turn's sheets first, as the Orders screen's import does), printing each
 * empire's events (what that empire is told, with its aliases for the others) and the GM's
 * warnings. With `--out` the run is committed into a new archive (the input is never
 * changed). A game still in its pregame (turn 0) runs `--turn 1` after starting turn 1 as the Turn
 * screen's *Start turn 1* does (start-of-play.ts), and says what that changed. With `--battles
 * pending` (the default) the run stops at the first combat step with a battle to resolve and says
 * which; `auto` resolves every battle with the default tactics.
 */
import { readArchive, writeArchive } from '../../../format/archive';
import { importTypedSheets, ordersWithTyped } from '../orders/import-typed';
import { withStartOfPlay } from '../start-of-play';
import { runTurnResolvingBattles } from '../turn/auto-battles';
import { commitRecords } from '../turn/commit';
import { describeEvent, viewerNames, worldNames } from '../turn/describe';
import { runTurn, type TurnRun } from '../turn/run-turn';
import { STEP_TITLES } from '../turn/types';
import { count, EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, readOrReport, usageError, type CliCommand, type CliEnv, type CliIo } from '../../../cli/io';
import { turnInputOf } from '../turn/turn-input';

interface Options {
  archive: string;
  turn: number | null;
  seed: string | null;
  battles: 'auto' | 'pending';
  out: string | null;
  /** A typed orders file imported into the turn's sheets before the run. */
  orders: string | null;
  json: boolean;
}

function readOptions(args: readonly string[]): Options | string {
  const [archive, ...rest] = args;
  if (archive === undefined || archive.startsWith('--')) return '"turn run" needs an archive: turn run ARCHIVE --turn N';
  const options: Options = { archive, turn: null, seed: null, battles: 'pending', out: null, orders: null, json: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const value = rest[i + 1];
    if (arg === '--json') {
      options.json = true;
      continue;
    }
    if (!['--turn', '--seed', '--battles', '--out', '--orders'].includes(arg ?? '')) return `unknown option "${arg}" for "turn run"`;
    if (value === undefined) return `${arg} needs a value`;
    i++;
    if (arg === '--turn') {
      if (!/^\d+$/.test(value)) return `--turn needs a whole number, not "${value}"`;
      options.turn = Number(value);
    } else if (arg === '--seed') options.seed = value;
    else if (arg === '--out') options.out = value;
    else if (arg === '--orders') options.orders = value;
    else if (value === 'auto' || value === 'pending') options.battles = value;
    else return `--battles is auto or pending, not "${value}"`;
  }
  if (options.turn === null) return '"turn run" needs --turn N (the turn the game is at)';
  return options;
}

function printRun(io: CliIo, run: TurnRun, records: { systems: { id: string; name: string }[]; empires: { id: string; name: string }[] }): void {
  const gm = worldNames({ systems: records.systems, empires: records.empires, units: Object.entries(run.unitNames).map(([id, name]) => ({ id, name })) });
  const owner = new Map([...run.start.units, ...run.world.units].map((u) => [u.id, u.empireId]));
  for (const empire of records.empires) {
    const told = run.events.filter((e) => e.audience.includes(empire.id));
    io.out(`== ${empire.name}: ${count(told.length, 'event')}`);
    for (const event of told) {
      const names = viewerNames(gm, event, empire.id, (id) => owner.get(id) ?? null);
      io.out(`  ${event.step}  ${describeEvent(event, names)}`);
    }
  }
  const gmOnly = run.events.filter((e) => e.audience.length === 0);
  if (gmOnly.length > 0) {
    io.out(`== GM only: ${count(gmOnly.length, 'event')}`);
    for (const event of gmOnly) io.out(`  ${event.step}  ${describeEvent(event, gm)}`);
  }
  for (const w of run.warnings) io.out(`warning ${w.step} ${w.code}: ${w.message}`);
  io.out(`${count(run.rolls.length, 'die')} rolled (seed ${run.diceSeed}), ${count(run.battles.length, 'battle')}`);
}

async function runCommand(args: readonly string[], io: CliIo, env: CliEnv): Promise<number> {
  const options = readOptions(args);
  if (typeof options === 'string') return usageError(io, options);
  const text = await readOrReport(io, options.archive);
  if (text === null) return EXIT_UNREADABLE;
  const read = readArchive(text, env.rulesets);
  if (!read.ok) {
    for (const problem of read.problems) io.err(`${options.archive}: ${problem.where}: ${problem.message}`);
    return EXIT_INVALID;
  }
  let records = read.value.records;
  if (records.game.ruleset !== 'nova') {
    io.err(`warpdesk: ${options.archive} is a ${records.game.ruleset} game; "turn run" runs NOVA turns`);
    return EXIT_INVALID;
  }
  // NOVA: GAME START PROCEDURE — a game still in its pregame (turn 0) starts turn 1 first, as the
  // Turn screen's *Start turn 1* does (start-of-play.ts); turn 0 itself is never run.
  let started: string[] | null = null;
  if (records.game.turn === 0 && options.turn === 1) {
    const start = withStartOfPlay(records);
    records = start.records;
    started = start.notes;
    if (!options.json) {
      io.out(`started turn 1 from the pregame, as the Turn screen's "Start turn 1" does: ${count(started.length, 'change')}`);
      for (const note of started) io.out(`  ${note}`);
    }
  } else if (records.game.turn === 0) {
    io.err(`warpdesk: ${records.game.name} is in its pregame (turn 0), which is not run: run --turn 1 to start turn 1 as the Turn screen's "Start turn 1" does (the Home Stars' initial position, VARIABLE HOMESTAR, MCr saved for turn one) and run it`);
    return EXIT_INVALID;
  }
  if (options.turn !== records.game.turn) {
    io.err(`warpdesk: ${records.game.name} is at turn ${records.game.turn}; only that turn can run (reopen an earlier turn in the Turn screen)`);
    return EXIT_INVALID;
  }
  if (options.orders) {
    const text = await readOrReport(io, options.orders);
    if (text === null) return EXIT_UNREADABLE;
    const imported = importTypedSheets({ gameId: records.game.id, turn: options.turn, empires: records.empires, existing: records.orders, name: options.orders.split(/[\\/]/).pop() ?? options.orders, text });
    if (imported.problems.length > 0) {
      for (const problem of imported.problems) io.err(`${problem.where}: ${problem.message}`);
      io.err(`warpdesk: the orders were not imported and the turn was not run`);
      return EXIT_INVALID;
    }
    records = { ...records, orders: ordersWithTyped(records.orders, imported) };
    if (!options.json) io.out(`imported ${count(Object.values(imported.rows).reduce((a, b) => a + b, 0), 'row')} of ${count(imported.sheets.length, 'sheet')} from ${options.orders} into turn ${options.turn}`);
  }
  const { input } = turnInputOf(records, { turn: options.turn, ...(options.seed ? { seed: options.seed } : {}) });
  const decisions = input.decisions;
  const auto = options.battles === 'auto' ? runTurnResolvingBattles(input) : null;
  const run = auto ? auto.run : runTurn(input);
  if (options.json) io.out(JSON.stringify({ turn: run.turn, ...(started ? { startOfPlay: started } : {}), diceSeed: run.diceSeed, stoppedAt: run.stoppedAt, pending: run.pending, warnings: run.warnings, events: run.events, rolls: run.rolls }, null, 2));
  else printRun(io, run, records);
  for (const f of auto?.failed ?? []) io.err(`warpdesk: battle ${f.battleId} could not be auto-resolved: ${f.reason}`);
  if (run.pending.length > 0) {
    io.err(`warpdesk: the turn stopped after step ${run.stoppedAt} (${STEP_TITLES[run.stoppedAt ?? 'G']}): ${count(run.pending.length, 'battle')} need a result: ${run.pending.map((b) => b.id).join(', ')}. Resolve them in the Turn screen, or run with --battles auto`);
    return EXIT_INVALID;
  }
  if (options.out && io.writeFile) {
    const committed = commitRecords(records, run, auto?.decisions ?? decisions, records.game.updatedAt);
    if (!committed.ok) {
      io.err(`warpdesk: not committed: ${committed.reason}`);
      return EXIT_INVALID;
    }
    await io.writeFile(options.out, writeArchive(committed.records, { exportedAt: records.game.updatedAt, exportedBy: 'warpdesk turn run', migrations: read.value.migrations, extra: read.value.extra }));
    io.out(`committed turn ${run.turn} into ${options.out}; the game is now at turn ${run.turn + 1}`);
  }
  return EXIT_OK;
}

export const turnCommand: CliCommand = {
  help: [['turn run ARCHIVE --turn N [--orders FILE] [--seed S] [--battles auto|pending] [--out FILE] [--json]', 'dry-run a NOVA turn and print what each empire is told; --orders imports typed orders first; --out commits it into a new archive']],
  async run([subcommand, ...args], io, env) {
    if (subcommand === 'run') return runCommand(args, io, env);
    return usageError(io, subcommand === undefined ? '"turn" needs a subcommand: turn run ARCHIVE --turn N' : `unknown turn subcommand "${subcommand}"`);
  },
};
