/**
 * What the fuzzer does with each case (issue 19, item 11), through the same code as the app and
 * the CLI, and what counts as a failure:
 * - an order file: read by the ruleset's typed reader (the import dialog), its rows checked as the
 *   grid checks them, and read and checked by the CLI (`orders parse` / `orders check` against the
 *   ruleset's sample game, when `cli`); NOVA's files also imported and run (`turn run --orders`)
 *   when `turn`. A crash is any exception; a lost line is a line that holds an order (read
 *   alone, it gives a row) and is in no row.
 * - an archive: read as `archive check` reads it (whole) and as the app imports it (in pieces); the
 *   two must agree. When accepted, it is used: exported and read back, and for NOVA, Galactic
 *   Domination and Beyond the Dark Nebula a turn run and its reports built through the CLI.
 *   Anything that throws there is an accepted-but-broken archive.
 * Pure apart from reading the samples; no timing here (hangs are measured by scripts/fuzz.ts).
 */
import { readFileSync } from 'node:fs';
import { run } from '../../cli/warpdesk';
import { readArchive, readArchiveChunks, writeArchive } from '../../shared/format/archive';
import { testWorld } from '../../shared/cli/test-world';
import type { TypedSheets } from '../../shared/orders/sheet-spec';
import { DN_ORDER_SHEET } from '../../shared/rulesets/dark-nebula/orders/order-sheet';
import { GD_TYPED } from '../../shared/rulesets/galactic-domination/orders/order-sheet';
import { RULESETS } from '../../shared/rulesets/index';
import { NOVA_ORDER_SHEET, NOVA_TYPED_SHEETS } from '../../shared/rulesets/nova/orders/order-sheet';
import { allLines, parseOrderText } from '../../shared/rulesets/nova/orders/parse-sheet';
import { battleFromRecords, roundFieldsOf, roundRecords, roundRng } from '../../shared/rulesets/star-sectors/records';
import { resolveRound } from '../../shared/rulesets/star-sectors/round';
import type { GameRecords } from '../../shared/format/archive';
import type { OrderCase } from './order-cases';

export interface CaseResult {
  /** crash: an exception; lost: lines lost; broken: an accepted archive that does not run; refused / accepted: fine. */
  outcome: 'ok' | 'refused' | 'accepted' | 'crash' | 'lost' | 'broken';
  detail?: string;
  /** Lines in the case (order files). */
  lines?: number;
}

const SAMPLE_ARCHIVE: Record<OrderCase['ruleset'], string> = {
  nova: 'resources/samples/nova-sample.warpdesk.json',
  'dark-nebula': 'resources/samples/dark-nebula-sample.warpdesk.json',
  'galactic-domination': 'resources/samples/galactic-domination-sample.warpdesk.json',
};
const texts = new Map<string, string>();
function sample(path: string): string {
  let text = texts.get(path);
  if (text === undefined) {
    text = readFileSync(path, 'utf8');
    texts.set(path, text);
  }
  return text;
}

const TYPED: Record<OrderCase['ruleset'], TypedSheets> = {
  nova: NOVA_TYPED_SHEETS,
  'dark-nebula': DN_ORDER_SHEET.typed as TypedSheets,
  'galactic-domination': GD_TYPED,
};

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}\n${(error.stack ?? '').split('\n').slice(1, 4).join('\n')}` : String(error);
}

/** Lines as the readers split them (NOVA and Galactic Domination also take a lone CR as a line end). */
function inputLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/** Lines holding an order that are in no row of the typed reading: each, read alone, gives a row. */
function lostLines(typed: TypedSheets, text: string): string[] {
  const rows = new Map<string, number>();
  for (const part of typed.read(text)) for (const line of part.lines) rows.set(line.original.replace(/^\uFEFF/, ''), (rows.get(line.original.replace(/^\uFEFF/, '')) ?? 0) + 1);
  const lost: string[] = [];
  for (const raw of inputLines(text)) {
    // A byte-order mark is compared away on both sides (a reader may take one at a line's start for the file's).
    const line = raw.replace(/^\uFEFF/, '');
    if (line.trim() === '') continue;
    const left = rows.get(line) ?? 0;
    if (left > 0) {
      rows.set(line, left - 1);
      continue;
    }
    if (typed.read(line).some((part) => part.lines.length > 0)) lost.push(line);
  }
  return lost;
}

export async function checkOrderCase(c: OrderCase, options: { cli: boolean; turn: boolean }): Promise<CaseResult> {
  const lines = inputLines(c.text).length;
  try {
    const typed = TYPED[c.ruleset];
    // The import dialog, then the grid's check of every sheet's rows.
    const parts = typed.read(c.text);
    for (const part of parts) {
      if (c.ruleset === 'nova') NOVA_ORDER_SHEET.check(part.lines as never, null);
      if (c.ruleset === 'dark-nebula') DN_ORDER_SHEET.check(part.lines as never, null);
    }
    const lost = lostLines(typed, c.text);
    if (c.ruleset === 'nova') {
      const read = allLines(parseOrderText(c.text)).length;
      const expected = c.text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).length - (/(\r\n|\r|\n)$/.test(c.text) && lines > 1 ? 1 : 0);
      if (read !== expected) lost.push(`(${expected - read} lines missing from the sheet)`);
    }
    if (lost.length > 0) return { outcome: 'lost', lines, detail: lost.map((l) => l.slice(0, 120)).join('\n') };
    if (!options.cli) return { outcome: 'ok', lines };
    // The CLI: read and checked against the ruleset's sample game.
    const w = testWorld({ 'orders.txt': c.text, 'game.json': sample(SAMPLE_ARCHIVE[c.ruleset]) });
    if (c.ruleset === 'nova') {
      await run(['orders', 'parse', 'orders.txt', '--archive', 'game.json'], w.io);
      if (options.turn) await run(['turn', 'run', 'game.json', '--turn', '1', '--orders', 'orders.txt', '--battles', 'auto'], w.io);
    } else {
      await run([c.ruleset === 'dark-nebula' ? 'dark-nebula' : 'gd', 'orders', 'check', 'orders.txt', '--archive', 'game.json'], w.io);
    }
    return { outcome: 'ok', lines };
  } catch (error) {
    return { outcome: 'crash', lines, detail: describeError(error) };
  }
}

/** What can be run on an accepted archive of each ruleset, by the CLI, as the GM would. */
function uses(ruleset: string, turn: number, firstEmpire: string): string[][] {
  switch (ruleset) {
    case 'nova':
      return [['turn', 'run', 'game.json', '--turn', String(turn), '--battles', 'auto', '--out', 'next.json'], ...(turn > 1 ? [['packets', 'game.json', '--turn', String(turn - 1), '--out', 'out', '--format', 'text']] : [])];
    case 'galactic-domination':
      return [['gd', 'turn', 'game.json', '--out', 'next.json'], ['gd', 'income', 'game.json'], ['gd', 'sitrep', 'game.json', '--turn', String(Math.max(1, turn - 1)), '--player', firstEmpire]];
    case 'dark-nebula':
      return [['dark-nebula', 'turn', 'game.json', '--turn', String(turn), '--out', 'next.json'], ['dark-nebula', 'packets', 'game.json', '--turn', String(Math.max(0, turn - 1)), '--out', 'out']];
    default:
      return [];
  }
}

/**
 * Star Sectors has no archive command: an accepted battle is run as its screens run it
 * (renderer/rulesets/star-sectors/repository.ts): loaded whole, the last round's kept battle read
 * (Undo last round), the next round resolved and its records made. Throws what a screen would meet.
 */
function runStarSectorsRound(records: GameRecords): void {
  const loaded = battleFromRecords(records);
  if (loaded.problems.length > 0) throw new Error(`the battle does not load: ${loaded.problems.map((p) => `${p.where}: ${p.message}`).join('; ')}`);
  const last = [...records.turns].sort((a, b) => b.number - a.number)[0];
  if (last && !roundFieldsOf(last)) throw new Error(`round ${last.number} cannot be undone: its kept battle does not read`);
  const round = loaded.battle.round + 1;
  const input = { orders: {}, firstSideId: null, forced: [] };
  const result = resolveRound(loaded.battle, input, { state: roundRng(records.game.seed, round), forced: [] });
  roundRecords(records.game, records.units, loaded.battle, input, result);
}

export async function checkArchiveCase(text: string): Promise<CaseResult> {
  let stage = 'reading';
  try {
    const whole = readArchive(text, RULESETS);
    stage = 'reading in pieces';
    const pieces: string[] = [];
    for (let i = 0; i < text.length; i += 65_536) pieces.push(text.slice(i, i + 65_536));
    const inPieces = await readArchiveChunks(pieces, RULESETS);
    if (whole.ok !== inPieces.ok) return { outcome: 'broken', detail: `archive check ${whole.ok ? 'accepts' : 'refuses'} it, the app's import ${inPieces.ok ? 'accepts' : 'refuses'} it` };
    if (!whole.ok) return { outcome: 'refused', detail: whole.problems.map((p) => `${p.where}: ${p.message}`).join('\n').slice(0, 300) };
    stage = 'exporting';
    const records = whole.value.records;
    const again = readArchive(writeArchive(records, { exportedAt: '', exportedBy: 'fuzz' }), RULESETS);
    if (!again.ok) return { outcome: 'broken', detail: `exported, it is refused: ${again.problems.map((p) => `${p.where}: ${p.message}`).join('; ').slice(0, 300)}` };
    for (const argv of uses(records.game.ruleset, records.game.turn, records.empires[0]?.name ?? '')) {
      stage = argv.slice(0, 2).join(' ');
      const w = testWorld({ 'game.json': text });
      await run(argv, w.io);
    }
    if (records.game.ruleset === 'star-sectors') {
      stage = 'star-sectors round';
      runStarSectorsRound(records);
    }
    return { outcome: 'accepted' };
  } catch (error) {
    return { outcome: stage.startsWith('reading') ? 'crash' : 'broken', detail: `${stage}: ${describeError(error)}` };
  }
}
