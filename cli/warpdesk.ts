/**
 * The `warpdesk` command: headless tools over shared/. This module is pure apart from
 * the `io` it is given, so tests drive it with a fake; cli/main.ts wires it to the process.
 *
 * Exit codes (documented in docs/cli.md): 0 ok, 1 invalid archive, 2 unreadable file,
 * 64 usage error (EX_USAGE, as in BSD sysexits).
 */
import { readArchive } from '../shared/format/archive';
import { RULESET_NAMES } from '../shared/model/entities';

/** Replaced by scripts/build-cli.mjs with the version in package.json. */
declare const __WARPDESK_VERSION__: string | undefined;

/** The version this build reports; a development run (tests, tsx) says `0.0.0-dev`. */
export const VERSION: string = typeof __WARPDESK_VERSION__ === 'string' ? __WARPDESK_VERSION__ : '0.0.0-dev';

export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_UNREADABLE = 2;
export const EXIT_USAGE = 64;

/** What the command may do to the world. Each `out`/`err` call is one line, without its newline. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** The file's text, read as UTF-8; rejects if the file cannot be read. */
  readFile(path: string): Promise<string>;
}

export const USAGE = `warpdesk ${VERSION}: the Game Master's workstation, from the command line

Usage:
  warpdesk archive check FILE...   check Warpdesk archive files (.warpdesk.json)
  warpdesk --help, -h              show this help
  warpdesk --version, -v           show the version

Exit codes: 0 ok, 1 invalid archive, 2 unreadable file, 64 usage error.
Documentation: docs/cli.md`;

/**
 * Runs one command line (`argv` without node and the script) and returns the exit code.
 * Never calls process.exit and never throws for bad input: every failure is a message
 * and an exit code.
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    io.out(USAGE);
    return EXIT_OK;
  }
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
    io.out(`warpdesk ${VERSION}`);
    return EXIT_OK;
  }
  const [command, subcommand, ...rest] = argv;
  if (command === 'archive') {
    if (subcommand === 'check') return archiveCheck(rest, io);
    return usageError(io, subcommand === undefined ? '"archive" needs a subcommand: archive check FILE' : `unknown archive subcommand "${subcommand}"`);
  }
  if (command?.startsWith('-')) return usageError(io, `unknown option "${command}"`);
  return usageError(io, `unknown command "${command ?? ''}"`);
}

/** `archive check FILE...`: reads each file as an archive; the exit code is the worst file's. */
async function archiveCheck(files: readonly string[], io: CliIo): Promise<number> {
  if (files.length === 0) return usageError(io, '"archive check" needs a file: archive check FILE');
  const option = files.find((file) => file.startsWith('-'));
  if (option !== undefined) return usageError(io, `unknown option "${option}" for "archive check"`);
  let worst = EXIT_OK;
  for (const file of files) worst = Math.max(worst, await checkOneArchive(file, io));
  return worst;
}

async function checkOneArchive(file: string, io: CliIo): Promise<number> {
  let text: string;
  try {
    text = await io.readFile(file);
  } catch (error) {
    io.err(`warpdesk: cannot read ${file}: ${readFailure(error)}`);
    return EXIT_UNREADABLE;
  }
  const result = readArchive(text);
  if (!result.ok) {
    for (const problem of result.problems) io.out(`${file}: ${problem.where}: ${problem.message}`);
    return EXIT_INVALID;
  }
  const { game, empires, systems, warpLines } = result.value.records;
  io.out(
    `${file}: OK — ${JSON.stringify(game.name)}, ${RULESET_NAMES[game.ruleset]}, turn ${game.turn}, ` +
      `${count(empires.length, 'empire')}, ${count(systems.length, 'system')}, ${count(warpLines.length, 'warp line')}`,
  );
  for (const note of result.notes) io.out(`${file}: note: ${note}`);
  return EXIT_OK;
}

function usageError(io: CliIo, message: string): number {
  io.err(`warpdesk: ${message}`);
  io.err('Run "warpdesk --help" for the list of commands.');
  return EXIT_USAGE;
}

/** A file-system error in words; Node's codes where it gives one. */
function readFailure(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
