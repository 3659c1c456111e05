/**
 * `warpdesk dark-nebula …`: Beyond the Dark Nebula headless (docs/cli.md, "Beyond the Dark
 * Nebula"). The same rules as the screens: every table lookup, a turn or one phase of it run
 * from an archive with the game's seed, another seed or forced dice, typed orders checked line by
 * line, a turn committed into a new archive, and the packets written after the leak check.
 * Pure apart from the `io` it is given.
 */
import { readArchive, writeArchive } from '../../../format/archive';
import type { Problem } from '../../../format/problems';
import { EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, count, readOrReport, usageError, type CliCommand, type CliEnv, type CliIo } from '../../../cli/io';
import { renderDocumentText } from '../../../print/render-text';
import type { DnEvent } from '../engine/context';
import type { Side, World } from '../model';
import { SIDES } from '../model';
import { checkDnLines } from '../orders/order-sheet';
import { readTypedOrders, type DnOrderLine } from '../play/orders';
import { commitOpenTurn, empireIdsOf, runOpenTurn } from '../play/turn';
import { worldFromRecords } from '../records/convert';
import type { DnRecords } from '../records/schemas';
import { packetDocument } from '../reports/documents';
import { DN_REPORTS, DRY_RUN, prepareReports, reportTurns } from '../reports/report-rules';
import { TABLES } from './tables';
import { RULESET_ID } from '../records/schemas';
import { canonicalRecords } from '../records/record-rules';

type Flags = { values: Map<string, string>; switches: Set<string>; rest: string[] };

function parseFlags(args: readonly string[], valued: readonly string[], switches: readonly string[]): Flags | string {
  const out: Flags = { values: new Map(), switches: new Set(), rest: [] };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (valued.includes(a)) {
      const v = args[i + 1];
      if (v === undefined) return `${a} needs a value`;
      out.values.set(a, v);
      i++;
    } else if (switches.includes(a)) out.switches.add(a);
    else if (a.startsWith('--')) return `unknown option "${a}"`;
    else out.rest.push(a);
  }
  return out;
}

async function readGame(io: CliIo, env: CliEnv, file: string): Promise<DnRecords | number> {
  const text = await readOrReport(io, file);
  if (text === null) return EXIT_UNREADABLE;
  const read = readArchive(text, env.rulesets);
  if (!read.ok) {
    for (const p of read.problems) io.err(`${file}: ${p.where}: ${p.message}`);
    return EXIT_INVALID;
  }
  if (read.value.records.game.ruleset !== RULESET_ID) {
    io.err(`${file}: this is a game of "${read.value.records.game.ruleset}", not Beyond the Dark Nebula`);
    return EXIT_INVALID;
  }
  return read.value.records;
}

/** Forced dice: faces 1–6 separated by spaces, commas or new lines, or a JSON array. */
export function readForcedDice(text: string): { ok: true; dice: number[] } | { ok: false; message: string } {
  const tokens = text.trim().startsWith('[') ? (() => { try { return (JSON.parse(text) as unknown[]).map(String); } catch { return ['?']; } })() : text.split(/[\s,]+/).filter((t) => t !== '');
  const dice: number[] = [];
  for (const [i, t] of tokens.entries()) {
    const n = Number(t);
    if (!Number.isInteger(n) || n < 1 || n > 6) return { ok: false, message: `die ${i + 1} is "${t}": every die is a face from 1 to 6` };
    dice.push(n);
  }
  return { ok: true, dice };
}

function printProblems(io: CliIo, file: string, problems: readonly Problem[]): number {
  for (const p of problems) io.err(`${file}: ${p.where}: ${p.message}`);
  return EXIT_INVALID;
}

/** Typed orders matched to the players by name or side ("aslan", "human"), added after the stored lines. */
function importOrders(records: DnRecords, world: World, text: string, file: string, io: CliIo): Record<Side, DnOrderLine[]> | null {
  const parts = readTypedOrders(text);
  const ids = empireIdsOf(world);
  const name = (side: Side) => (records.empires.find((e) => e.id === ids[side])?.name ?? side).toLowerCase();
  const out: Record<Side, DnOrderLine[]> = { aslan: [], human: [] };
  let ok = true;
  for (const part of parts) {
    const who = part.player?.trim().toLowerCase();
    const side = SIDES.find((s) => who === s || who === name(s) || who === ids[s].toLowerCase());
    if (!side) {
      io.err(`${file}: ${part.player === null ? 'lines before any "PLAYER:" line' : `no player "${part.player}" in this game (it has ${SIDES.map((s) => name(s)).join(', ')})`}`);
      ok = false;
      continue;
    }
    if (part.turn !== null && part.turn !== world.turn) {
      io.err(`${file}: the orders of ${part.player} are for turn ${part.turn}; the game is at turn ${world.turn}`);
      ok = false;
      continue;
    }
    part.lines.forEach((l, i) => out[side].push({ id: `cli-${side}-${i + 1}`, section: l.section, text: l.text, original: l.original, keepInvalid: false }));
  }
  return ok ? out : null;
}

const SUBCOMMANDS = ['table', 'turn', 'phase', 'orders', 'packets'] as const;

export const darkNebulaCommand: CliCommand = {
  help: [
    ['dark-nebula table NAME ARGS… [--json]', 'look up a Dark Nebula table (dark-nebula table --list names them)'],
    ['dark-nebula orders check FILE --archive A [--json]', 'read and check typed orders against a game, line by line'],
    ['dark-nebula phase ARCHIVE --phase KEY [--seed S|--dice FILE] [--decisions FILE] [--orders FILE] [--json]', 'run the open turn up to one phase and show that phase'],
    ['dark-nebula turn ARCHIVE --turn N [--orders FILE] [--seed S|--dice FILE] [--decisions FILE] [--out FILE] [--json]', 'run (and with --out commit) a Dark Nebula game turn'],
    ['dark-nebula packets ARCHIVE --turn N|--dry-run --out DIR [--format html|text] [--paper a4|letter] [--player NAME]', "write each player's packet after the leak check"],
  ],
  async run([sub, ...args], io, env) {
    switch (sub) {
      case 'table':
        return tableCommand(args, io);
      case 'orders':
        return ordersCommand(args, io, env);
      case 'phase':
      case 'turn':
        return turnCommand(sub, args, io, env);
      case 'packets':
        return packetsCommand(args, io, env);
      default:
        return usageError(io, sub === undefined ? `"dark-nebula" needs a subcommand: ${SUBCOMMANDS.join(', ')}` : `unknown dark-nebula subcommand "${sub}" (${SUBCOMMANDS.join(', ')})`);
    }
  },
};

export const DN_COMMANDS: Readonly<Record<string, CliCommand>> = { 'dark-nebula': darkNebulaCommand };

async function tableCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === '--list') {
    for (const spec of Object.values(TABLES)) io.out(`${spec.usage.padEnd(70)} ${spec.what}`);
    return name === undefined ? usageError(io, '"dark-nebula table" needs a table name') : EXIT_OK;
  }
  const spec = TABLES[name];
  if (!spec) return usageError(io, `no table "${name}"; dark-nebula table --list names them`);
  const json = rest.includes('--json');
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const positional = rest.filter((a, i) => !a.startsWith('--') && !(rest[i - 1] === '--screen' || rest[i - 1] === '--off-table'));
  const answer = spec.run([...positional, ...rest.filter((a, i) => a === '--screen' || a === '--off-table' || rest[i - 1] === '--screen' || rest[i - 1] === '--off-table')], flags);
  if (typeof answer === 'string') return usageError(io, `dark-nebula table ${spec.usage}: ${answer}`);
  io.out(json ? JSON.stringify(answer, null, 2) : `${answer.text}   (${answer.rule})`);
  return EXIT_OK;
}

async function ordersCommand(args: readonly string[], io: CliIo, env: CliEnv): Promise<number> {
  const [verb, ...rest] = args;
  if (verb !== 'check') return usageError(io, '"dark-nebula orders" takes "check": dark-nebula orders check FILE --archive A');
  const flags = parseFlags(rest, ['--archive'], ['--json']);
  if (typeof flags === 'string') return usageError(io, flags);
  const file = flags.rest[0];
  const archive = flags.values.get('--archive');
  if (!file || !archive) return usageError(io, 'dark-nebula orders check FILE --archive A');
  const records = await readGame(io, env, archive);
  if (typeof records === 'number') return records;
  const { world, problems } = worldFromRecords(records);
  if (problems.length > 0) return printProblems(io, archive, problems);
  const text = await readOrReport(io, file);
  if (text === null) return EXIT_UNREADABLE;
  const imported = importOrders(records, world, text, file, io);
  if (!imported) return EXIT_INVALID;
  let bad = 0;
  const report: Record<string, unknown> = {};
  for (const side of SIDES) {
    const lines = imported[side];
    if (lines.length === 0) continue;
    const checks = checkDnLines(lines, { world, side });
    report[side] = lines.map((l, i) => ({ sheet: l.section, text: l.text, diagnostics: checks[i]?.diagnostics ?? [] }));
    if (!flags.switches.has('--json')) io.out(`== ${side}: ${count(lines.length, 'line')}`);
    lines.forEach((l, i) => {
      const d = checks[i]?.diagnostics ?? [];
      if (d.some((x) => x.severity === 'error')) bad++;
      if (!flags.switches.has('--json')) io.out(`  [${l.section}] ${l.text}${d.length ? `\n      ${d.map((x) => `${x.severity} ${x.code}: ${x.message}`).join('\n      ')}` : ''}`);
    });
  }
  if (flags.switches.has('--json')) io.out(JSON.stringify(report, null, 2));
  else io.out(bad === 0 ? 'every line reads and passes the checks' : `${count(bad, 'line')} with errors`);
  return bad === 0 ? EXIT_OK : EXIT_INVALID;
}

const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;

function eventLine(e: DnEvent): string {
  return `${e.phase}  ${e.text}`;
}

async function turnCommand(sub: 'turn' | 'phase', args: readonly string[], io: CliIo, env: CliEnv): Promise<number> {
  const flags = parseFlags(args, ['--turn', '--phase', '--orders', '--seed', '--dice', '--decisions', '--out'], ['--json']);
  if (typeof flags === 'string') return usageError(io, flags);
  const file = flags.rest[0];
  if (!file || flags.rest.length > 1) return usageError(io, `dark-nebula ${sub} needs one archive`);
  if (sub === 'turn' && !flags.values.has('--turn')) return usageError(io, 'dark-nebula turn needs --turn N (the turn the game is at)');
  if (sub === 'phase' && !flags.values.has('--phase')) return usageError(io, 'dark-nebula phase needs --phase KEY, such as t3.human.combat1 or human.combat1');
  if (flags.values.has('--seed') && flags.values.has('--dice')) return usageError(io, 'give --seed or --dice, not both');
  if (sub === 'phase' && flags.values.has('--out')) return usageError(io, '--out commits a whole turn: use dark-nebula turn');
  const records = await readGame(io, env, file);
  if (typeof records === 'number') return records;
  const { world, problems } = worldFromRecords(records);
  if (problems.length > 0) return printProblems(io, file, problems);
  if (sub === 'turn' && Number(flags.values.get('--turn')) !== world.turn) {
    io.err(`${file}: the game is at turn ${world.turn}, not ${flags.values.get('--turn')} (a committed turn is reopened on the Turn screen)`);
    return EXIT_INVALID;
  }
  let lines: Record<Side, DnOrderLine[]> | undefined;
  const ordersFile = flags.values.get('--orders');
  if (ordersFile) {
    const text = await readOrReport(io, ordersFile);
    if (text === null) return EXIT_UNREADABLE;
    const imported = importOrders(records, world, text, ordersFile, io);
    if (!imported) return EXIT_INVALID;
    lines = imported;
    io.err(`read ${count(imported.aslan.length + imported.human.length, 'line')} of typed orders from ${ordersFile}`);
  }
  const inputs: { forced?: number[]; decisions?: Record<string, unknown> } = {};
  const diceFile = flags.values.get('--dice');
  if (diceFile) {
    const text = await readOrReport(io, diceFile);
    if (text === null) return EXIT_UNREADABLE;
    const dice = readForcedDice(text);
    if (!dice.ok) {
      io.err(`${diceFile}: ${dice.message}`);
      return EXIT_INVALID;
    }
    inputs.forced = dice.dice;
  }
  const decisionsFile = flags.values.get('--decisions');
  if (decisionsFile) {
    const text = await readOrReport(io, decisionsFile);
    if (text === null) return EXIT_UNREADABLE;
    try {
      const parsed = JSON.parse(text) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object of decision keys and values');
      inputs.decisions = parsed as Record<string, unknown>;
    } catch (error) {
      io.err(`${decisionsFile}: ${error instanceof Error ? error.message : String(error)}`);
      return EXIT_INVALID;
    }
  }
  const phaseArg = flags.values.get('--phase');
  const phase = phaseArg && !phaseArg.startsWith('t') ? `t${world.turn}.${phaseArg}` : phaseArg;
  const request = { seed: flags.values.get('--seed'), ...(lines ? { lines } : {}), inputs, ...(phase ? { stopAfter: phase } : {}) };
  const outcome = runOpenTurn(records, request);
  if (!outcome.ok) return printProblems(io, file, outcome.problems);
  const { run } = outcome;
  if (sub === 'phase') {
    const step = run.steps.find((s) => s.key === phase);
    if (!step) {
      io.err(`${file}: turn ${world.turn} has no phase ${phase}; its phases: ${run.steps.map((s) => s.key).join(', ')}`);
      return EXIT_INVALID;
    }
    if (flags.switches.has('--json')) io.out(JSON.stringify({ phase: step.key, events: step.events, dice: step.dice, decisions: step.decisions }, null, 2));
    else {
      for (const e of step.events) io.out(eventLine(e));
      io.out(`${step.key}: ${count(step.events.length, 'event')}, ${dice(step.dice.length)} rolled, ${count(step.decisions.length, 'decision')}`);
    }
    return EXIT_OK;
  }
  if (flags.switches.has('--json')) io.out(JSON.stringify({ turn: world.turn, phases: run.phases, complete: run.complete, events: run.events, dice: run.dice, decisions: run.decisions }, null, 2));
  else {
    for (const side of SIDES) {
      const told = run.events.filter((e) => e.visibleTo.includes(side));
      io.out(`== ${side}: ${count(told.length, 'event')}`);
      for (const e of told) io.out(`  ${eventLine(e)}`);
    }
    const gm = run.events.filter((e) => e.visibleTo.length === 0);
    io.out(`== GM only: ${count(gm.length, 'event')}`);
    for (const e of gm) io.out(`  ${eventLine(e)}`);
    const errors = run.events.filter((e) => e.kind === 'order-error');
    io.out(`turn ${world.turn}: ${count(run.phases.length, 'phase')}, ${dice(run.dice.length)} rolled, ${count(errors.length, 'order')} refused${run.world.over ? `; game over: ${run.world.over.reason}` : ''}`);
  }
  const out = flags.values.get('--out');
  if (out) {
    if (!io.writeFile) {
      io.err('this warpdesk cannot write files');
      return EXIT_UNREADABLE;
    }
    const committed = commitOpenTurn(records, records.game.updatedAt, request);
    if (!committed.ok) return printProblems(io, file, committed.problems);
    await io.writeFile(out, writeArchive(canonicalRecords(committed.records), { exportedAt: records.game.updatedAt, exportedBy: 'warpdesk dark-nebula turn' }));
    io.err(`committed turn ${world.turn} into ${out}; the game is now at turn ${committed.records.game.turn}`);
  }
  return EXIT_OK;
}

async function packetsCommand(args: readonly string[], io: CliIo, env: CliEnv): Promise<number> {
  const flags = parseFlags(args, ['--turn', '--out', '--format', '--paper', '--player'], ['--dry-run']);
  if (typeof flags === 'string') return usageError(io, flags);
  const file = flags.rest[0];
  const dir = flags.values.get('--out');
  const format = flags.values.get('--format') ?? 'html';
  const paper = flags.values.get('--paper') ?? 'a4';
  if (!file || !dir) return usageError(io, 'dark-nebula packets ARCHIVE --turn N --out DIR');
  if (!flags.values.has('--turn') && !flags.switches.has('--dry-run')) return usageError(io, 'give --turn N (a committed turn) or --dry-run');
  if (format !== 'html' && format !== 'text') return usageError(io, '--format is html or text');
  if (paper !== 'a4' && paper !== 'letter') return usageError(io, '--paper is a4 or letter');
  const records = await readGame(io, env, file);
  if (typeof records === 'number') return records;
  const turns = reportTurns(records);
  const turn = flags.switches.has('--dry-run') ? turns.find((t) => t.value === DRY_RUN) : turns.find((t) => !t.preview && t.turn === Number(flags.values.get('--turn')));
  if (!turn) {
    io.err(`${file}: no committed turn ${flags.values.get('--turn')}; committed: ${turns.filter((t) => !t.preview).map((t) => t.turn).join(', ') || 'none'}`);
    return EXIT_INVALID;
  }
  const prepared = prepareReports(records, turn);
  if (!prepared.ok) {
    io.err(`${file}: ${prepared.problem}`);
    return EXIT_INVALID;
  }
  const p = prepared.value;
  const wanted = flags.values.get('--player')?.toLowerCase();
  const players = p.players.filter((x) => !wanted || x.name.toLowerCase() === wanted || x.id.toLowerCase() === wanted || x.side === wanted);
  if (players.length === 0) {
    io.err(`${file}: no player "${flags.values.get('--player')}"; players: ${p.players.map((x) => x.name).join(', ')}`);
    return EXIT_INVALID;
  }
  if (!io.writeFile || !io.mkdir) {
    io.err('this warpdesk cannot write files');
    return EXIT_UNREADABLE;
  }
  await io.mkdir(dir);
  let refused = 0;
  for (const player of players) {
    const doc = DN_REPORTS.document(p, { kind: 'packet', playerId: player.id, paper: paper as 'a4' | 'letter' });
    if (doc.leaks && doc.leaks.length > 0) {
      refused++;
      io.err(`warpdesk: ${player.name}: packet refused by the leak check, ${count(doc.leaks.length, 'leak')}:`);
      for (const l of doc.leaks) io.err(`  ${l.section} item ${l.item + 1}: ${l.kind} "${l.name}" (${l.reason}) in: ${l.text}`);
      continue;
    }
    const text = format === 'html' ? doc.html : renderDocumentText(packetDocument(p.world, p.events, player.side, player.name, { gameName: p.gameName, deadline: p.deadline, turn: p.turn, preview: p.preview, code: doc.code }, player.person).doc);
    const path = `${dir.replace(/\/+$/, '')}/${doc.fileBase}.${format === 'html' ? 'html' : 'txt'}`;
    await io.writeFile(path, text);
    io.out(`${path}: ${player.name}, packet ${doc.code}${doc.preview ? ' (PREVIEW)' : ''}`);
  }
  io.out(`${count(players.length - refused, 'packet')} written${refused ? `, ${refused} refused by the leak check` : ''} (turn ${p.turn})`);
  return refused > 0 ? EXIT_INVALID : EXIT_OK;
}
