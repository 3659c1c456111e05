/**
 * `warpdesk combat resolve BATTLE.json [--seed S | --dice FILE] [--decisions FILE] [--tactics default] [--json]`:
 * resolves a NOVA battle (docs/nova-battle-format.md) and prints the log and the final state.
 */
import { seedRng } from '../../../rng';
import { readBattleInput, startBattle } from '../combat/battle';
import { battleReports } from '../combat/battle-reports';
import { battleDecisionsSchema, type BattleDecisions } from '../combat/decisions';
import { CombatDice, DIE_TYPES, type DieType, type ForcedDie } from '../combat/dice';
import { resolveSurfaceTurn } from '../combat/surface';
import { readSurfaceFile } from '../combat/surface-file';
import { resolveBattle } from '../combat/engine';
import { formatDice, formatLog, formatShips, summarizeShip } from '../combat/report';
import { TACTICS_NAMES, type TacticsName } from '../combat/tactics';
import { EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, readOrReport, usageError, type CliCommand, type CliIo } from '../../../cli/io';

interface Options {
  file: string;
  seed?: string;
  dice?: string;
  decisions?: string;
  tactics?: TacticsName;
  json: boolean;
}

function parseOptions(args: readonly string[]): Options | string {
  const opts: Partial<Options> & { json: boolean } = { json: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const value = (): string | undefined => args[++i];
    if (a === '--json') opts.json = true;
    else if (a === '--seed' || a === '--dice' || a === '--decisions' || a === '--tactics') {
      const v = value();
      if (v === undefined) return `${a} needs a value`;
      if (a === '--seed') opts.seed = v;
      else if (a === '--dice') opts.dice = v;
      else if (a === '--decisions') opts.decisions = v;
      else if ((TACTICS_NAMES as readonly string[]).includes(v)) opts.tactics = v as TacticsName;
      else return `unknown tactics "${v}" (known: ${TACTICS_NAMES.join(', ')})`;
    } else if (a.startsWith('-')) return `unknown option "${a}" for "combat resolve"`;
    else if (opts.file === undefined) opts.file = a;
    else return `"combat resolve" takes one battle file, got "${opts.file}" and "${a}"`;
  }
  if (opts.file === undefined) return '"combat resolve" needs a battle file: combat resolve BATTLE.json';
  if (opts.seed !== undefined && opts.dice !== undefined) return 'give --seed or --dice, not both';
  return opts as Options;
}

/**
 * Forced dice from a file: a JSON array of values or `{ die, value, purpose }` objects, an object
 * `{ "queue": [...], "byPurpose": { purpose: value } }`, or plain text of whole numbers.
 */
export function readDiceFile(text: string): { ok: true; queue: ForcedDie[]; byPurpose: Record<string, number> } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) {
    const words = trimmed.split(/[\s,]+/).filter(Boolean);
    const bad = words.find((w) => !/^-?\d+$/.test(w));
    if (bad !== undefined) return { ok: false, reason: `"${bad}" is not a whole number` };
    return { ok: true, queue: words.map((w) => ({ value: Number(w) })), byPurpose: {} };
  }
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch (error) {
    return { ok: false, reason: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const list = Array.isArray(data) ? data : (data as { queue?: unknown }).queue ?? [];
  const byPurpose = Array.isArray(data) ? {} : ((data as { byPurpose?: unknown }).byPurpose ?? {});
  if (!Array.isArray(list)) return { ok: false, reason: '"queue" must be a list' };
  const queue: ForcedDie[] = [];
  for (const [i, item] of list.entries()) {
    if (typeof item === 'number') queue.push({ value: item });
    else if (typeof item === 'object' && item !== null && typeof (item as { value?: unknown }).value === 'number') {
      const { value, die, purpose } = item as { value: number; die?: unknown; purpose?: unknown };
      if (die !== undefined && !(DIE_TYPES as readonly unknown[]).includes(die)) return { ok: false, reason: `die ${i + 1}: unknown die type ${JSON.stringify(die)} (${DIE_TYPES.join(', ')})` };
      const f: ForcedDie = { value };
      if (die !== undefined) f.die = die as DieType;
      if (typeof purpose === 'string') f.purpose = purpose;
      queue.push(f);
    } else return { ok: false, reason: `die ${i + 1}: expected a number or { "value": n }` };
  }
  if (typeof byPurpose !== 'object' || byPurpose === null || Object.values(byPurpose).some((v) => typeof v !== 'number')) return { ok: false, reason: '"byPurpose" must map purposes to numbers' };
  return { ok: true, queue, byPurpose: byPurpose as Record<string, number> };
}

async function readJson(io: CliIo, file: string): Promise<{ value: unknown } | number> {
  const text = await readOrReport(io, file);
  if (text === null) return EXIT_UNREADABLE;
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    io.err(`${file}: not JSON: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_INVALID;
  }
}

async function resolveCommand(args: readonly string[], io: CliIo): Promise<number> {
  const opts = parseOptions(args);
  if (typeof opts === 'string') return usageError(io, opts);
  const battleJson = await readJson(io, opts.file);
  if (typeof battleJson === 'number') return battleJson;
  const read = readBattleInput(battleJson.value);
  if (!read.ok) {
    for (const reason of read.reasons) io.out(`${opts.file}: ${reason}`);
    return EXIT_INVALID;
  }
  const embedded = (battleJson.value as { decisions?: unknown }).decisions;
  const decisionsSource = opts.decisions !== undefined ? await readJson(io, opts.decisions) : embedded !== undefined ? { value: embedded } : { value: {} };
  if (typeof decisionsSource === 'number') return decisionsSource;
  const parsedDecisions = battleDecisionsSchema.safeParse(decisionsSource.value);
  if (!parsedDecisions.success) {
    for (const issue of parsedDecisions.error.issues) io.out(`${opts.decisions ?? `${opts.file}: decisions`}: ${issue.path.join('.')}: ${issue.message}`);
    return EXIT_INVALID;
  }
  const decisions: BattleDecisions = parsedDecisions.data;
  const forcedRead = await readForcedDice(io, opts.dice);
  if (typeof forcedRead === 'number') return forcedRead;
  const forced = forcedRead ?? undefined;
  const seed = opts.seed ?? read.input.seed ?? read.input.id;
  const result = resolveBattle(startBattle(read.input), decisions, seedRng(seed), { tactics: opts.tactics ?? null, ...(forced ? { forced } : {}) });
  if (opts.json) {
    const body = result.ok
      ? { ok: true, seed, status: result.status, outcome: result.battle.outcome, round: result.battle.round, ships: result.battle.ships.map(summarizeShip), reports: result.status.kind === 'finished' ? battleReports(result.battle) : null, knowledge: result.battle.knowledge, log: result.log, dice: result.dice, decisions: result.decisions, rng: result.rng }
      : { ok: false, reason: result.reason, log: result.log, dice: result.dice };
    io.out(JSON.stringify(body, null, 2));
    return result.ok ? EXIT_OK : EXIT_INVALID;
  }
  io.out(`${read.input.name || read.input.id} — seed ${JSON.stringify(seed)}${forced ? `, ${forced.queue.length + Object.keys(forced.byPurpose).length} forced dice` : ''}${opts.tactics ? `, ${opts.tactics} tactics` : ''}`);
  for (const line of formatLog(result.log)) io.out(line);
  io.out('');
  io.out(`Dice (${result.dice.length}):`);
  for (const line of formatDice(result.dice)) io.out(line);
  io.out('');
  if (!result.ok) {
    io.out(`Stopped: ${result.reason}`);
    for (const line of formatShips(result.battle)) io.out(line);
    return EXIT_INVALID;
  }
  for (const line of formatShips(result.battle)) io.out(line);
  io.out('');
  if (result.status.kind === 'finished') {
    io.out(`Finished after round ${result.battle.round}: ${result.battle.outcome?.text ?? ''}`);
    const reports = battleReports(result.battle);
    io.out(`Reports: ${Object.entries(reports.sides).map(([side, home]) => `${side} ${home ? 'gets a report home' : 'gets no report (ACL)'}`).join('; ')}`);
  }
  else if (result.status.kind === 'pending') {
    const d = result.status.decision;
    io.out(`Waiting for a decision: round ${d.round}, ${d.kind}${d.ships ? ` (${d.ships.join(', ')})` : ''}${d.sides ? ` (${d.sides.join(', ')})` : ''}. Give it with --decisions FILE, or resolve with --tactics default.`);
  }
  if (forced && forced.queue.length > 0 && result.dice.filter((d) => d.forced).length < forced.queue.length) io.out('Note: not every forced die was used.');
  return EXIT_OK;
}

/**
 * The dice a `--dice FILE` forces, or null without the option; an exit code when the
 * file cannot be read (EXIT_UNREADABLE) or is not a dice file (EXIT_INVALID, reason printed).
 */
async function readForcedDice(io: CliIo, file: string | undefined): Promise<{ queue: ForcedDie[]; byPurpose: Record<string, number> } | null | number> {
  if (file === undefined) return null;
  const text = await readOrReport(io, file);
  if (text === null) return EXIT_UNREADABLE;
  const dice = readDiceFile(text);
  if (!dice.ok) {
    io.out(`${file}: ${dice.reason}`);
    return EXIT_INVALID;
  }
  return dice;
}

/** `combat surface FILE`: up to three rounds of NOVA surface combat (docs/nova-battle-format.md). */
async function surfaceCommand(args: readonly string[], io: CliIo): Promise<number> {
  const opts = parseOptions(args);
  if (typeof opts === 'string') return usageError(io, opts.replace('combat resolve', 'combat surface'));
  if (opts.decisions !== undefined) return usageError(io, '"combat surface" takes the rounds from the file; --decisions is for space battles');
  const json = await readJson(io, opts.file);
  if (typeof json === 'number') return json;
  const read = readSurfaceFile(json.value);
  if (!read.ok) {
    for (const reason of read.reasons) io.out(`${opts.file}: ${reason}`);
    return EXIT_INVALID;
  }
  const forcedRead = await readForcedDice(io, opts.dice);
  if (typeof forcedRead === 'number') return forcedRead;
  const forced = forcedRead ?? undefined;
  const seed = opts.seed ?? read.file.seed ?? read.file.id;
  const dice = new CombatDice(seedRng(seed), forced ?? {});
  const result = resolveSurfaceTurn(read.state, read.rounds, dice, { tactics: opts.tactics ?? null });
  if (opts.json) {
    io.out(JSON.stringify(result.ok ? { ok: true, seed, pending: result.pending, outcome: result.state.outcome, units: result.state.units, log: result.log, rounds: result.decisions, dice: dice.log } : { ok: false, reason: result.reason, log: result.log, dice: dice.log }, null, 2));
    return result.ok ? EXIT_OK : EXIT_INVALID;
  }
  io.out(`${read.file.name || read.file.id} — seed ${JSON.stringify(seed)}${forced ? `, ${forced.queue.length} forced dice` : ''}${opts.tactics ? `, ${opts.tactics} tactics` : ''}`);
  let round = 0;
  for (const e of result.log) {
    if (e.round !== round) {
      round = e.round;
      io.out(`Round ${round}`);
    }
    io.out(`  ${e.text}`);
  }
  if (!result.ok) {
    io.out(`Stopped: ${result.reason}`);
    return EXIT_INVALID;
  }
  const alive = (side: 'defender' | 'invader'): string => result.state.units.filter((u) => u.side === side && u.alive && (u.landed || side === 'defender')).map((u) => u.id).join(' ') || 'none';
  io.out(`Defender: ${alive('defender')}`);
  io.out(`Invader on the planet: ${alive('invader')}`);
  if (result.pending !== null) io.out(`Waiting for the line-up of round ${result.pending}. Add it to the file's "rounds", or resolve with --tactics default.`);
  else io.out(`Result: ${result.state.outcome?.text ?? ''}`);
  return EXIT_OK;
}

export const combatCommand: CliCommand = {
  help: [
    ['combat resolve BATTLE.json [--seed S | --dice FILE] [--decisions FILE] [--tactics default] [--json]', 'resolve a NOVA battle: the log, every die and the final state'],
    ['combat surface FILE [--seed S | --dice FILE] [--tactics default] [--json]', 'resolve a turn (up to three rounds) of NOVA surface combat'],
  ],
  async run([subcommand, ...args], io) {
    if (subcommand === 'resolve') return resolveCommand(args, io);
    if (subcommand === 'surface') return surfaceCommand(args, io);
    return usageError(io, subcommand === undefined ? '"combat" needs a subcommand: combat resolve BATTLE.json, or combat surface FILE' : `unknown combat subcommand "${subcommand}"`);
  },
};
