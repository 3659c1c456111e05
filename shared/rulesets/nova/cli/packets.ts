/**
 * `warpdesk packets ARCHIVE --turn N --out DIR [--format html|text|pdf] [--paper a4|letter]
 * [--empire NAME] [--dry-run] [--force]`: one packet per empire for a committed turn (issue 8), each
 * checked by the leak check before it is written; a packet that names anything its empire
 * may not know is refused, with every leak listed. Files are named
 * `<game>-<packet code>-<empire>.<ext>` (shared/print/file-names.ts, as the Reports screen
 * names them): one file per empire whatever the names. A file already there is never replaced
 * silently: the command refuses before writing anything, unless `--force`. PDF is printed by Chromium through playwright-core when
 * both are available; otherwise the command says so and writes nothing.
 *
 * The turn is read from the archive's `turns` collection (`{ number, status: 'committed',
 * start, events }`); `--dry-run` instead runs the game's open turn with its stored orders
 * (battles with the default tactics) and writes PREVIEW packets.
 */
import type { GameRecords } from '../../../format/archive';
import { readArchive } from '../../../format/archive';
import { playerFileBase, uniqueFileNames } from '../../../print/file-names';
import type { Leak } from '../reports/leak-check';
import { renderPacketHtml, type Paper } from '../reports/render-html';
import { renderPacketText } from '../reports/render-text';
import { checkedEditedPackets } from '../reports/edits';
import { DRY_RUN, reportSource, type ReportSource } from '../reports/report-doc';
import type { CheckedPacket } from '../reports/turn-source';
import { count, EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, readFailure, readOrReport, usageError, type CliCommand, type CliEnv, type CliIo, type PdfPrinter } from '../../../cli/io';

export const PACKETS_USAGE = 'packets ARCHIVE --turn N --out DIR [--format html|text|pdf] [--paper a4|letter] [--empire NAME] [--dry-run] [--force]';

interface Options {
  archive: string;
  turn: number | null;
  out: string;
  format: 'html' | 'text' | 'pdf';
  paper: Paper;
  empire: string | null;
  dryRun: boolean;
  /** Replace files already in the folder (said per file); without it the command refuses them. */
  force: boolean;
}

/** Options shared with `sitrep`: ARCHIVE then `--flag value` pairs and bare switches. */
export function readFlags(args: readonly string[], command: string, valued: readonly string[], switches: readonly string[]): { archive: string; values: Map<string, string>; switches: Set<string> } | string {
  const [archive, ...rest] = args;
  if (archive === undefined || archive.startsWith('--')) return `"${command}" needs an archive`;
  const values = new Map<string, string>();
  const on = new Set<string>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (switches.includes(arg)) {
      on.add(arg);
      continue;
    }
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!valued.includes(flag)) return arg.startsWith('-') ? `unknown option "${arg}" for "${command}"` : `unexpected argument "${arg}"`;
    const value = inline ?? rest[++i];
    if (value === undefined) return `${flag} needs a value`;
    values.set(flag, value);
  }
  return { archive, values, switches: on };
}

function readOptions(args: readonly string[]): Options | string {
  const flags = readFlags(args, 'packets', ['--turn', '--out', '--format', '--paper', '--empire'], ['--dry-run', '--force']);
  if (typeof flags === 'string') return flags;
  const turn = flags.values.get('--turn');
  if (turn !== undefined && !/^\d+$/.test(turn)) return `--turn needs a whole number, not "${turn}"`;
  const dryRun = flags.switches.has('--dry-run');
  if (turn === undefined && !dryRun) return '"packets" needs --turn N (a committed turn), or --dry-run';
  const out = flags.values.get('--out');
  if (!out) return '"packets" needs --out DIR (the folder to write the packets into)';
  const format = flags.values.get('--format') ?? 'html';
  if (format !== 'html' && format !== 'text' && format !== 'pdf') return `--format is html, text or pdf, not "${format}"`;
  const paper = (flags.values.get('--paper') ?? 'a4').toLowerCase();
  if (paper !== 'a4' && paper !== 'letter') return `--paper is a4 or letter, not "${paper}"`;
  return { archive: flags.archive, turn: turn === undefined ? null : Number(turn), out, format, paper, empire: flags.values.get('--empire') ?? null, dryRun, force: flags.switches.has('--force') };
}

/** `<game>-<packet code>-<empire>.<ext>`, as the Reports screen names its exports. */
export function packetFileName(game: string, code: string, empire: string, ext: string): string {
  return `${playerFileBase(game, code, empire)}.${ext}`;
}

/** One leak as a line for the GM: where it is, what it names, why it may not. */
export function leakLine(l: Leak): string {
  const where = `${l.section}${l.part ? ` ${l.part}` : ''} item ${l.item + 1}`;
  return `  ${where}: ${l.kind} "${l.name}" (${l.reason}) in: ${l.text.length > 100 ? `${l.text.slice(0, 97)}...` : l.text}`;
}

/** The archive's records read, or an exit code after saying why not. */
export async function readRecords(io: CliIo, file: string, env: CliEnv): Promise<GameRecords | number> {
  const text = await readOrReport(io, file);
  if (text === null) return EXIT_UNREADABLE;
  const read = readArchive(text, env.rulesets);
  if (!read.ok) {
    for (const p of read.problems) io.err(`${file}: ${p.where}: ${p.message}`);
    return EXIT_INVALID;
  }
  if (read.value.records.game.ruleset !== 'nova') {
    io.err(`warpdesk: ${file} is a ${read.value.records.game.ruleset} game; packets are made for NOVA games`);
    return EXIT_INVALID;
  }
  return read.value.records;
}

/** The turn the packets are made from, as the Reports screen reads it: committed turn N with the GM's sitrep edits, or a dry run of the open turn. */
export function turnSource(records: GameRecords, turn: number | null, dryRun: boolean): ReportSource {
  if (dryRun) {
    if (turn !== null && turn !== records.game.turn) return { ok: false, message: `a dry run runs the open turn, ${records.game.turn}, not turn ${turn}` };
    return reportSource(records, DRY_RUN);
  }
  return reportSource(records, String(turn as number));
}

/** The empires' names in the GM's order, for messages. */
export function empireList(empires: readonly { name: string; position: number }[]): string {
  return [...empires].sort((a, b) => a.position - b.position).map((e) => e.name).join(', ');
}

/** Finds one empire by name or id, case-insensitively. */
export function findEmpire<T extends { id: string; name: string }>(empires: readonly T[], wanted: string): T | undefined {
  const w = wanted.trim().toLowerCase();
  return empires.find((e) => e.id.toLowerCase() === w || e.name.toLowerCase() === w);
}

/** The command: the machine's folders, binary files and PDF printer come through `io` (cli/main.ts). */
export const packetsCommand: CliCommand = {
  help: [[PACKETS_USAGE, "write each empire's packet for turn N (leak-checked) as HTML, text or PDF"]],
  async run(args, io, env) {
      const options = readOptions(args);
      if (typeof options === 'string') return usageError(io, `${options}\nUsage: warpdesk ${PACKETS_USAGE}`);
      if (!io.writeFile || !io.mkdir || !io.writeBytes) {
        io.err('warpdesk: this build cannot write files');
        return EXIT_UNREADABLE;
      }
      const deps = { mkdir: io.mkdir, writeBytes: io.writeBytes, pdfPrinter: io.pdfPrinter ?? (async () => 'this build has no PDF printer') };
      const records = await readRecords(io, options.archive, env);
      if (typeof records === 'number') return records;
      const source = turnSource(records, options.turn, options.dryRun);
      if (!source.ok) {
        io.err(`warpdesk: ${options.archive}: ${source.message}`);
        return EXIT_INVALID;
      }
      // The GM's sitrep edits applied in the one place the Reports screen applies them (reports/edits.ts).
      let packets: CheckedPacket[] = checkedEditedPackets(source.input, source.edits);
      if (options.empire !== null) {
        const empire = findEmpire(records.empires, options.empire);
        if (!empire) {
          io.err(`warpdesk: no empire "${options.empire}" in ${records.game.name} (empires: ${empireList(records.empires)})`);
          return EXIT_INVALID;
        }
        packets = packets.filter((p) => p.packet.empireId === empire.id);
      }
      let printer: PdfPrinter | null = null;
      if (options.format === 'pdf') {
        const got = await deps.pdfPrinter();
        if (typeof got === 'string') {
          io.err(`warpdesk: cannot write PDF: ${got}`);
          io.err('Write HTML instead (--format html) and print it from a browser, or install Chromium.');
          return EXIT_INVALID;
        }
        printer = got;
      }
      try {
        await deps.mkdir(options.out);
      } catch (error) {
        io.err(`warpdesk: cannot make the folder ${options.out}: ${readFailure(error)}`);
        return EXIT_UNREADABLE;
      }
      const folder = options.out.replace(/[\\/]+$/, '');
      const ext = options.format === 'text' ? 'txt' : options.format;
      const clean = packets.filter((p) => p.leaks.length === 0);
      const names = uniqueFileNames(clean.map(({ packet }) => packetFileName(records.game.name, packet.code, packet.empireName, ext)));
      const paths = names.map((n) => `${folder}/${n}`);
      const present = io.exists ? (await Promise.all(paths.map(async (p) => ((await io.exists?.(p)) ? p : null)))).filter((p): p is string => p !== null) : [];
      if (present.length > 0 && !options.force) {
        io.err(`warpdesk: ${count(present.length, 'file')} already in ${options.out}; nothing written (add --force to replace them):`);
        for (const p of present) io.err(`  ${p}`);
        await printer?.close();
        return EXIT_INVALID;
      }
      let refused = 0;
      let written = 0;
      try {
        for (const { packet, leaks } of packets) {
          if (leaks.length > 0) {
            refused++;
            io.err(`warpdesk: ${packet.empireName}: packet refused by the leak check, ${count(leaks.length, 'leak')}:`);
            for (const l of leaks) io.err(leakLine(l));
            continue;
          }
          const path = paths[clean.findIndex((c) => c.packet === packet)] as string;
          try {
            if (options.format === 'text') await io.writeFile(path, renderPacketText(packet));
            else if (options.format === 'html') await io.writeFile(path, renderPacketHtml(packet, { paper: options.paper }));
            else await deps.writeBytes(path, await (printer as PdfPrinter).print(renderPacketHtml(packet, { paper: options.paper }), options.paper));
          } catch (error) {
            io.err(`warpdesk: cannot write ${path}: ${readFailure(error)}`);
            return EXIT_UNREADABLE;
          }
          if (io.exists && !(await io.exists(path))) {
            io.err(`warpdesk: ${path} was written but is not there`);
            return EXIT_UNREADABLE;
          }
          written++;
          io.out(`${path}: ${packet.empireName}, packet ${packet.code}${packet.preview ? ' (PREVIEW)' : ''}${present.includes(path) ? ' (replaced the file there)' : ''}`);
        }
      } finally {
        await printer?.close();
      }
      io.out(`${count(written, 'packet')} written${refused ? `, ${refused} refused by the leak check` : ''} (turn ${source.input.turn}${source.input.preview ? ', dry run' : ''})`);
      return refused > 0 ? EXIT_INVALID : EXIT_OK;
  },
};
