/**
 * The `warpdesk` command: headless tools over shared/. This module is pure apart from
 * the `io` it is given, so tests drive it with a fake; cli/main.ts wires it to the process.
 *
 * Each command lives in cli/commands/ and is registered once in COMMANDS below; the help
 * text is made from the registry. Exit codes (docs/cli.md): 0 ok, 1 invalid input,
 * 2 unreadable file, 64 usage error (EX_USAGE, as in BSD sysexits).
 */
import { archiveCommand } from './commands/archive';
import { combatCommand } from './commands/combat';
import { contactCommand } from './commands/contact';
import { fireCommand } from './commands/fire';
import { designCommand } from './commands/design';
import { mapCommand } from './commands/map';
import { ordersCommand } from './commands/orders';
import { packetsCommand } from './commands/packets';
import { sitrepCommand } from './commands/sitrep';
import { starSectorsCommand } from './commands/star-sectors';
import { techCommand } from './commands/tech';
import { turnCommand } from './commands/turn';
import { EXIT_OK, usageError, type CliCommand, type CliIo } from './io';

export { EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE, type CliIo } from './io';

/** Replaced by scripts/build-cli.mjs with the version in package.json. */
declare const __WARPDESK_VERSION__: string | undefined;

/** The version this build reports; a development run (tests, tsx) says `0.0.0-dev`. */
export const VERSION: string = typeof __WARPDESK_VERSION__ === 'string' ? __WARPDESK_VERSION__ : '0.0.0-dev';

/** Every command, by its first word. */
const COMMANDS: Readonly<Record<string, CliCommand>> = {
  archive: archiveCommand,
  combat: combatCommand,
  fire: fireCommand,
  tech: techCommand,
  design: designCommand,
  'star-sectors': starSectorsCommand,
  map: mapCommand,
  orders: ordersCommand,
  turn: turnCommand,
  packets: packetsCommand,
  sitrep: sitrepCommand,
  contact: contactCommand,
};

function usage(): string {
  const forms: [string, string][] = Object.values(COMMANDS).flatMap((command) => command.help.map(([form, what]) => [`warpdesk ${form}`, what] as [string, string]));
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

export const USAGE = usage();

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
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (command) return command.run(args, io);
  if (name?.startsWith('-')) return usageError(io, `unknown option "${name}"`);
  return usageError(io, `unknown command "${name ?? ''}"`);
}
