/**
 * The `warpdesk` command: headless tools over shared/. This module is pure apart from
 * the `io` it is given, so tests drive it with a fake; cli/main.ts wires it to the process.
 *
 * The workstation's own commands live in cli/commands/; a ruleset's commands live in its wing
 * (shared/rulesets/<id>/cli/) and come through the registry of rulesets. The help text is
 * made from them. Exit codes (docs/cli.md): 0 ok, 1 invalid input,
 * 2 unreadable file, 64 usage error (EX_USAGE, as in BSD sysexits).
 */
import { RULESETS } from '../shared/rulesets/index';
import { archiveCommand } from './commands/archive';
import { EXIT_OK, usageError, type CliCommand, type CliEnv, type CliIo } from '../shared/cli/io';

export { EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE, type CliIo } from '../shared/cli/io';

/** Replaced by scripts/build-cli.mjs with the version in package.json. */
declare const __WARPDESK_VERSION__: string | undefined;

/** The version this build reports; a development run (tests, tsx) says `0.0.0-dev`. */
export const VERSION: string = typeof __WARPDESK_VERSION__ === 'string' ? __WARPDESK_VERSION__ : '0.0.0-dev';

/** Every command, by its first word: the workstation's own, then each ruleset's (shared/rulesets/index.ts). */
async function commands(): Promise<Readonly<Record<string, CliCommand>>> {
  const own: Record<string, CliCommand> = { archive: archiveCommand };
  return Object.assign(own, ...(await Promise.all(RULESETS.map((ruleset) => ruleset.loadCommands()))));
}

/** What every command is given beside the machine. */
const ENV: CliEnv = { rulesets: RULESETS };

/** The help text, made from every command's own lines. */
export async function usage(): Promise<string> {
  const forms: [string, string][] = Object.values(await commands()).flatMap((command) => command.help.map(([form, what]) => [`warpdesk ${form}`, what] as [string, string]));
  forms.push(['warpdesk --help, -h', 'show this help'], ['warpdesk --version, -v', 'show the version']);
  // A form too long to share its line with the description gets the description below it.
  const width = 34;
  const lines = forms.flatMap(([form, what]) => (form.length < width ? [`  ${form.padEnd(width)}${what}`] : [`  ${form}`, `  ${' '.repeat(width)}${what}`]));
  return [
    `warpdesk ${VERSION}: the Game Master's workstation, from the command line`,
    '',
    'Usage:',
    ...lines,
    '',
    'Exit codes: 0 ok, 1 invalid input, 2 unreadable file, 64 usage error.',
    'Documentation: docs/cli.md',
  ].join('\n');
}


/**
 * Runs one command line (`argv` without node and the script) and returns the exit code.
 * Never calls process.exit and never throws for bad input: every failure is a message
 * and an exit code.
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    io.out(await usage());
    return EXIT_OK;
  }
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
    io.out(`warpdesk ${VERSION}`);
    return EXIT_OK;
  }
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : (await commands())[name];
  if (command) return command.run(args, io, ENV);
  if (name?.startsWith('-')) return usageError(io, `unknown option "${name}"`);
  return usageError(io, `unknown command "${name ?? ''}"`);
}
