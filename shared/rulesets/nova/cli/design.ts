/**
 * `warpdesk design FILE|- [--tech FILE] [--json]`: reads designs in the rulebook's standard
 * format (NOVA 3.5) and prints, for each, its name, SSZ, category, cost, design TP, TA and
 * errors. With --tech, checks them against an empire's levels (a file of "BL15 FC4 …" or a
 * JSON object {"BL": 15, …}).
 */
import { readArchive, type ArchiveRulesets } from '../../../format/archive';
import { reportDesignText } from '../design-report';
import { novaEmpireOf } from '../pregame';
import { parseTechList, type TechLevels } from '../technology';
import { EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, readOrReport, usageError, type CliCommand, type CliEnv, type CliIo } from '../../../cli/io';

/**
 * Reads a tech file: a Warpdesk archive (with `empire`, an empire's id or name: its stored
 * levels), a JSON object of levels, or levels as players write them.
 */
export function readTechText(text: string, rulesets: ArchiveRulesets, empire?: string): { levels: TechLevels; problems: string[] } {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') && trimmed.includes('"warpdesk-archive"')) {
    const read = readArchive(trimmed, rulesets);
    if (!read.ok) return { levels: {}, problems: read.problems.map((p) => `${p.where}: ${p.message}`) };
    const empires = read.value.records.empires;
    if (!empire) return { levels: {}, problems: [`an archive holds several empires: name one with --empire (${empires.map((e) => e.id).join(', ')})`] };
    const found = empires.find((e) => e.id === empire) ?? empires.find((e) => e.name.toLowerCase() === empire.toLowerCase());
    if (!found) return { levels: {}, problems: [`no empire "${empire}" in the archive (${empires.map((e) => e.id).join(', ')})`] };
    return { levels: novaEmpireOf(found).tech, problems: [] };
  }
  if (trimmed.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(trimmed);
      const levels: Record<string, number> = {};
      const problems: string[] = [];
      for (const [code, level] of Object.entries(value as Record<string, unknown>)) {
        if (typeof level === 'number') levels[code.toUpperCase()] = level;
        else problems.push(`${code}: the level must be a number`);
      }
      return { levels, problems };
    } catch (error) {
      return { levels: {}, problems: [`not valid JSON: ${error instanceof Error ? error.message : String(error)}`] };
    }
  }
  return parseTechList(trimmed);
}

async function run(args: readonly string[], io: CliIo, env: CliEnv): Promise<number> {
  const json = args.includes('--json');
  let techFile: string | undefined;
  let empire: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--json') continue;
    if (a === '--tech') {
      techFile = args[++i];
      if (techFile === undefined) return usageError(io, '"--tech" needs a file: design FILE --tech TECHFILE');
    } else if (a === '--empire') {
      empire = args[++i];
      if (empire === undefined) return usageError(io, '"--empire" needs an empire id or name: design FILE --tech ARCHIVE --empire ID');
    } else if (a.startsWith('--')) return usageError(io, `unknown option "${a}" for "design"`);
    else files.push(a);
  }
  if (files.length !== 1) return usageError(io, '"design" needs one file (or - for standard input): design FILE');
  let tech: TechLevels | undefined;
  if (techFile !== undefined) {
    const text = await readOrReport(io, techFile);
    if (text === null) return EXIT_UNREADABLE;
    const read = readTechText(text, env.rulesets, empire);
    for (const p of read.problems) io.err(`warpdesk: ${techFile}: ${p}`);
    if (read.problems.length) return EXIT_INVALID;
    tech = read.levels;
  }
  const file = files[0] as string;
  const text = await readOrReport(io, file);
  if (text === null) return EXIT_UNREADABLE;
  const { reports, diagnostics } = reportDesignText(text, tech);
  for (const d of diagnostics) io.err(`warpdesk: ${file}:${d.line}: ${d.message}`);
  if (reports.length === 0) io.err(`warpdesk: ${file}: no designs found`);
  if (json) {
    io.out(JSON.stringify(reports.map((r) => ({ name: r.name, ssz: r.ssz, category: r.category, cost: r.cost, tp: r.tp, ta: r.ta, errors: r.errors }))));
  } else {
    for (const r of reports) {
      const head =
        r.kind === 'missile'
          ? `${r.name}: missile, size ${r.ssz}, design TP 1`
          : `${r.name}: SSZ ${r.ssz}, ${r.category} (${r.figures.category.name}), cost ${r.cost} MCr, design TP ${r.tp}, TA ${r.ta}`;
      io.out(head);
      for (const e of r.errors) io.out(`  error: ${e}`);
      for (const w of r.warnings) io.out(`  note: ${w}`);
    }
  }
  const bad = diagnostics.length > 0 || reports.length === 0 || reports.some((r) => r.errors.length > 0);
  return bad ? EXIT_INVALID : EXIT_OK;
}

export const designCommand: CliCommand = {
  help: [['design FILE|- [--tech FILE [--empire ID]] [--json]', 'compute and check NOVA ship and missile designs in the rulebook format']],
  run,
};
