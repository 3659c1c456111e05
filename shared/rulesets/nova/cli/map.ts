/**
 * `warpdesk map generate …` writes an archive holding a generated map (shared/map/generate.ts);
 * `warpdesk map check FILE...` prints the map's validation problems (shared/map/validate.ts).
 */
import { emptyGameRecords, readArchive, writeArchive } from '../../../format/archive';
import { checkGenerateOptions, generateMap } from '../map/generate';
import { mapSettingsOf } from '../map/model';
import { validateMap } from '../map/validate';
import type { Empire, Game } from '../../../model/entities';
import { count, EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, readFailure, readOrReport, usageError, type CliCommand, type CliEnv, type CliIo } from '../../../cli/io';
import { novaRecords } from '../records';
import { initialPositionUnits } from '../map/initial-position';

const GENERATE_USAGE = 'map generate --systems N --lines-per-system K --empires E --seed S --out FILE [--name NAME]';
const COLOURS = ['#d9482b', '#2f7fd8', '#2fa84f', '#8e44ad', '#e6a117', '#17a2a8', '#c2185b', '#5d4037', '#607d8b', '#9e9d24', '#3949ab', '#00897b'];

export const mapCommand: CliCommand = {
  help: [
    [GENERATE_USAGE, 'write an archive with a generated map (same seed, same map)'],
    ['map check FILE...', "list the problems of each archive's map; exit 1 if any"],
  ],
  async run([subcommand, ...args], io, env) {
    if (subcommand === 'generate') return generate(args, io);
    if (subcommand === 'check') {
      if (args.length === 0) return usageError(io, '"map check" needs a file: map check FILE');
      const option = args.find((a) => a.startsWith('-') && a !== '-');
      if (option) return usageError(io, `unknown option "${option}" for "map check"`);
      let worst = EXIT_OK;
      for (const file of args) worst = Math.max(worst, await check(file, io, env));
      return worst;
    }
    return usageError(io, subcommand === undefined ? '"map" needs a subcommand: map generate or map check' : `unknown map subcommand "${subcommand}"`);
  },
};

/** Reads `--name value` pairs; a message for anything else. */
function options(args: readonly string[], known: readonly string[]): Map<string, string> | string {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!known.includes(flag)) return arg.startsWith('-') ? `unknown option "${arg}" for "map generate"` : `unexpected argument "${arg}"`;
    const value = inline ?? args[++i];
    if (value === undefined) return `${flag} needs a value`;
    out.set(flag, value);
  }
  return out;
}

async function generate(args: readonly string[], io: CliIo): Promise<number> {
  const opts = options(args, ['--systems', '--lines-per-system', '--empires', '--seed', '--out', '--name']);
  if (typeof opts === 'string') return usageError(io, `${opts}\nUsage: warpdesk ${GENERATE_USAGE}`);
  for (const need of ['--systems', '--lines-per-system', '--empires', '--seed', '--out']) {
    if (!opts.has(need)) return usageError(io, `"map generate" needs ${need}\nUsage: warpdesk ${GENERATE_USAGE}`);
  }
  const whole = (flag: string) => (/^\d+$/.test(opts.get(flag) ?? '') ? Number(opts.get(flag)) : NaN);
  const empireCount = whole('--empires');
  if (!Number.isInteger(empireCount) || empireCount > 26) {
    io.err('warpdesk: --empires must be a whole number from 0 to 26');
    return EXIT_INVALID;
  }
  const gameId = 'generated';
  const seed = opts.get('--seed') as string;
  const empireIds = Array.from({ length: empireCount }, (_, i) => `e${i + 1}`);
  const genOptions = { systems: whole('--systems'), linesPerSystem: whole('--lines-per-system'), empireIds, seed, gameId };
  const problems = checkGenerateOptions(genOptions);
  if (problems.length > 0) {
    for (const p of problems) io.err(`warpdesk: ${p}`);
    return EXIT_INVALID;
  }
  if (!io.writeFile) {
    io.err('warpdesk: this build cannot write files');
    return EXIT_UNREADABLE;
  }
  const map = generateMap(genOptions);
  const now = io.now?.() ?? '1970-01-01T00:00:00.000Z';
  const game: Game = { id: gameId, name: opts.get('--name') ?? `Generated map (seed ${seed})`, ruleset: 'nova', turn: 0, createdAt: now, updatedAt: now, seed, deadline: '', notes: '', settings: {} };
  const empires: Empire[] = empireIds.map((id, i) => ({
    gameId,
    id,
    name: `Empire ${i + 1}`,
    position: i + 1,
    playerName: '',
    playerContact: '',
    color: COLOURS[i % COLOURS.length] as string,
    homeSystemId: map.homes.get(id) ?? null,
    treasury: 0,
    notes: '',
  }));
  // NOVA: 8.4 INITIAL POSITION: each empire's portable IC waits at its home star.
  const units = initialPositionUnits(gameId, map.homes);
  const text = writeArchive({ ...emptyGameRecords(game), empires, systems: map.systems, warpLines: map.lines, units }, { exportedAt: now, exportedBy: 'warpdesk map generate' });
  const out = opts.get('--out') as string;
  try {
    await io.writeFile(out, text);
  } catch (error) {
    io.err(`warpdesk: cannot write ${out}: ${readFailure(error)}`);
    return EXIT_UNREADABLE;
  }
  const left = validateMap(map.systems, map.lines, empires);
  io.out(`${out}: ${count(map.systems.length, 'system')}, ${count(map.lines.length, 'warp line')}, ${count(empires.length, 'empire')} (seed ${JSON.stringify(seed)})${left.length ? `; ${count(left.length, 'problem')}: run "warpdesk map check ${out}"` : ''}`);
  return EXIT_OK;
}

async function check(file: string, io: CliIo, env: CliEnv): Promise<number> {
  const text = await readOrReport(io, file);
  if (text === null) return EXIT_UNREADABLE;
  const read = readArchive(text, env.rulesets);
  if (!read.ok) {
    for (const p of read.problems) io.out(`${file}: ${p.where}: ${p.message}`);
    return EXIT_INVALID;
  }
  const { game, systems, warpLines, empires } = novaRecords(read.value.records);
  const problems = validateMap(systems, warpLines, empires, mapSettingsOf(game.settings));
  for (const p of problems) io.out(`${file}: ${p.where}: ${p.message}`);
  io.out(`${file}: ${count(systems.length, 'system')}, ${count(warpLines.length, 'warp line')}: ${problems.length === 0 ? 'no problems' : count(problems.length, 'problem')}`);
  return problems.length === 0 ? EXIT_OK : EXIT_INVALID;
}
