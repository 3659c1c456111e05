/**
 * `warpdesk orders parse FILE [--archive A --turn N --empire NAME] [--json]`: reads typed
 * NOVA order sheets (docs/order-format.md) and prints every input line with what it was
 * read as, or why it could not be; with an archive it also checks each sheet against that
 * empire's forces and knowledge. Exit 1 when any error remains.
 */
import { shownLine } from '../../../orders/line-limit';
import { readArchive } from '../../../format/archive';
import { withChecks } from '../orders/check';
import type { CheckInput } from '../orders/check-context';
import { parseOrderText } from '../orders/parse-sheet';
import { describeRow } from '../orders/describe-row';
import type { SheetLine } from '../orders/sheet';
import { suggest } from '../../../text/fuzzy';
import { count, EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, readOrReport, usageError, type CliCommand } from '../../../cli/io';
import { novaRecords } from '../records';

export { describeRow };

interface Options {
  file: string;
  archive?: string;
  turn?: number;
  empire?: string;
  json: boolean;
}

function readOptions(args: readonly string[]): Options | string {
  const [file, ...rest] = args;
  if (file === undefined || file.startsWith('--')) return '"orders parse" needs a file: orders parse FILE';
  const options: Options = { file, json: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const value = rest[i + 1];
    if (arg === '--json') options.json = true;
    else if (arg === '--archive' || arg === '--empire' || arg === '--turn') {
      if (value === undefined) return `${arg} needs a value`;
      i++;
      if (arg === '--archive') options.archive = value;
      else if (arg === '--empire') options.empire = value;
      else if (!/^\d+$/.test(value)) return `--turn needs a whole number, not "${value}"`;
      else options.turn = Number(value);
    } else return `unknown option "${arg}" for "orders parse"`;
  }
  if ((options.turn !== undefined || options.empire !== undefined) && options.archive === undefined) return '--turn and --empire go with --archive';
  return options;
}

export const ordersCommand: CliCommand = {
  help: [['orders parse FILE [--archive A --turn N --empire NAME] [--json]', 'read typed order sheets line by line; with an archive, check them']],
  async run([subcommand, ...args], io, env) {
    if (subcommand !== 'parse') return usageError(io, subcommand === undefined ? '"orders" needs a subcommand: orders parse FILE' : `unknown orders subcommand "${subcommand}"`);
    const options = readOptions(args);
    if (typeof options === 'string') return usageError(io, options);
    const text = await readOrReport(io, options.file);
    if (text === null) return EXIT_UNREADABLE;
    const sheets = parseOrderText(text);
    let game: ReturnType<typeof readArchive> | null = null;
    if (options.archive) {
      const archiveText = await readOrReport(io, options.archive);
      if (archiveText === null) return EXIT_UNREADABLE;
      game = readArchive(archiveText, env.rulesets);
      if (!game.ok) {
        for (const problem of game.problems) io.err(`${options.archive}: ${problem.where}: ${problem.message}`);
        return EXIT_INVALID;
      }
    }
    const records = game?.ok ? novaRecords(game.value.records) : null;
    const problems: string[] = [];
    const out = sheets.map((sheet) => {
      let lines: SheetLine[] = sheet.lines;
      let empireId: string | null = null;
      if (records) {
        const name = sheet.empire ?? options.empire ?? null;
        const empire = name === null ? undefined : records.empires.find((e) => e.name.toUpperCase() === name.toUpperCase() || e.id === name);
        if (!empire) {
          const hasOrders = sheet.lines.some((l) => l.row !== null && l.row.kind !== 'blank');
          if (hasOrders) {
            const near = name ? suggest(name, records.empires.map((e) => e.name)) : null;
            problems.push(name === null ? `lines ${sheet.lines[0]?.line}–${sheet.lines.at(-1)?.line}: no EMPIRE: line and no --empire, so they were not checked` : `EMPIRE: ${name} is not an empire of ${records.game.name}${near ? ` (did you mean ${near}?)` : ''}; its lines were not checked`);
          }
        } else {
          empireId = empire.id;
          const input: CheckInput = { empireId: empire.id, systems: records.systems, warpLines: records.warpLines, units: records.units, designs: records.designs, knowledge: records.knowledge, empires: records.empires, settings: records.game.settings, turn: records.game.turn };
          lines = withChecks(sheet.lines, input);
          if (options.turn !== undefined && sheet.turn !== null && sheet.turn !== options.turn) problems.push(`${empire.name}: the sheet says TURN ${sheet.turn}, not ${options.turn}`);
        }
      }
      return { empire: sheet.empire, empireId, turn: sheet.turn ?? options.turn ?? null, lines };
    });
    const all = out.flatMap((s) => s.lines).sort((a, b) => a.line - b.line);
    const errors = all.reduce((n, l) => n + l.diagnostics.filter((d) => d.severity === 'error').length, 0) + problems.length;
    const warnings = all.reduce((n, l) => n + l.diagnostics.filter((d) => d.severity === 'warning').length, 0);
    if (options.json) {
      io.out(JSON.stringify({ file: options.file, checked: records !== null, sheets: out, problems, errors, warnings }, null, 2));
    } else {
      const width = String(all.length).length;
      for (const line of all) {
        io.out(`${String(line.line).padStart(width)} | ${shownLine(line.text)}`);
        if (line.row?.kind !== 'blank') io.out(`${' '.repeat(width)}   → ${describeRow(line.row)}`);
        for (const d of line.diagnostics) io.out(`${' '.repeat(width)}   ${d.severity} ${d.line}:${d.column} ${d.code}: ${d.message}${d.suggestion ? ` (did you mean ${d.suggestion}?)` : ''}`);
      }
      for (const p of problems) io.out(`error: ${p}`);
      io.out(`${options.file}: ${count(all.length, 'line')}, ${count(errors, 'error')}, ${count(warnings, 'warning')}${records ? ', checked against the archive' : ''}`);
    }
    return errors > 0 ? EXIT_INVALID : EXIT_OK;
  },
};
