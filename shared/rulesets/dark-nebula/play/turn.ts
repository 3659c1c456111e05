/**
 * A game turn over the stored records, the same for the Turn screen and the command line:
 * the open turn's inputs (decisions given, forced dice, die overrides, GM edits), a run of the
 * turn from the world the records hold, committing a run (an immutable turn record with the
 * world before it, its dice states and every decision taken) and reopening the last committed
 * turn. Pure: the records in, new records out; the time comes from the caller.
 */
import type { Problem } from '../../../format/problems';
import type { RngState } from '../../../rng';
import { runGameTurn, turnRng, type TurnInput, type TurnResult } from '../engine/run-turn';
import type { Side, World } from '../model';
import { SIDES } from '../model';
import { eventRows, recordsFromWorld, snapshotOf, turnRecords, worldFromRecords } from '../records/convert';
import { STATE_KEY, gameStateSchema, turnFieldsSchema, type DnRecords, type Snapshot, type TurnBase, type TurnFields } from '../records/schemas';
import { ordersOfTurn, sideOrdersOfLines, type DnOrderLine } from './orders';

/** The inputs of a turn record (an open turn's, or a committed one's); the defaults when it has none. */
export function turnFieldsOf(row: TurnBase | undefined): TurnFields {
  const parsed = turnFieldsSchema.safeParse((row as Record<string, unknown> | undefined)?.darkNebula ?? {});
  return parsed.success ? parsed.data : turnFieldsSchema.parse({});
}

export function turnRow(records: Pick<DnRecords, 'turns'>, turn: number): TurnBase | undefined {
  return records.turns.find((t) => t.number === turn);
}

/** The committed turns, in order. */
export function committedTurns(records: Pick<DnRecords, 'turns'>): TurnBase[] {
  return records.turns.filter((t) => t.status === 'committed').sort((a, b) => a.number - b.number);
}

/** Has the GM finished the setup (DN §14.0)? Games without a setup draft (the sample, an archive) are past it. */
export function setupDone(records: Pick<DnRecords, 'game'>): boolean {
  const state = gameStateSchema.safeParse(records.game.settings[STATE_KEY]);
  return !state.success || state.data.setup === undefined || state.data.setup.done;
}

/** The empire id of each side, from the records (the two player rows). */
export function empireIdsOf(world: World): Record<Side, string> {
  return { aslan: world.sides.aslan.empireId, human: world.sides.human.empireId };
}

export interface RunRequest {
  /** Stop at the first decision no one gave (the Turn screen); false: default policy (commit, CLI). */
  readonly interactive?: boolean;
  /** Stop after this phase key, to look at the game between two phases. */
  readonly stopAfter?: string;
  /** Replaces the game's seed for this run (CLI `--seed`). */
  readonly seed?: string;
  /** Lines to run instead of the stored ones (CLI `--orders`). */
  readonly lines?: Partial<Record<Side, readonly DnOrderLine[]>>;
  /** Replaces the stored inputs in part (CLI `--dice`, `--decisions`). */
  readonly inputs?: Partial<Pick<TurnFields, 'forced' | 'decisions' | 'dieOverrides' | 'gm'>>;
}

export type RunOutcome =
  | { readonly ok: true; readonly before: World; readonly run: TurnResult; readonly rngBefore: RngState; readonly inputs: TurnFields; readonly lines: Record<Side, DnOrderLine[]> }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/** Why the open turn cannot be run, or null. */
export function runRefusal(records: DnRecords, world: World, problems: readonly Problem[]): Problem[] {
  if (problems.length > 0) return [...problems];
  if (!setupDone(records)) return [{ where: 'setup', message: 'the setup is not finished: finish it on the Setup screen first (DN §14.0)' }];
  if (world.over) return [{ where: 'game', message: `the game is over (${world.over.reason})` }];
  if (records.game.turn !== world.turn) return [{ where: 'game.turn', message: `the game says turn ${records.game.turn} but its state is at turn ${world.turn}` }];
  return [];
}

/** Runs the open turn (game.turn) from the records, with its stored orders and inputs. */
export function runOpenTurn(records: DnRecords, request: RunRequest = {}): RunOutcome {
  const { world, problems } = worldFromRecords(records);
  const refused = runRefusal(records, world, problems);
  if (refused.length > 0) return { ok: false, problems: refused };
  const turn = world.turn;
  const stored = turnFieldsOf(turnRow(records, turn));
  const inputs: TurnFields = { ...stored, ...request.inputs } as TurnFields;
  const storedLines = ordersOfTurn(records, turn, empireIdsOf(world));
  const lines = { aslan: [...(request.lines?.aslan ?? storedLines.aslan)], human: [...(request.lines?.human ?? storedLines.human)] };
  const rngBefore = turnRng(request.seed ?? records.game.seed, turn);
  const input: TurnInput = {
    orders: { aslan: sideOrdersOfLines(lines.aslan), human: sideOrdersOfLines(lines.human) },
    decisions: inputs.decisions,
    forced: inputs.forced,
    dieOverrides: inputs.dieOverrides,
    gm: inputs.gm as TurnInput['gm'],
    interactive: request.interactive ?? false,
    stopAfter: request.stopAfter,
  };
  return { ok: true, before: world, run: runGameTurn(world, input, rngBefore), rngBefore, inputs, lines };
}

const withGameId = (gameId: string, rows: readonly Record<string, unknown>[]) => rows.map((r) => ({ ...r, gameId }));

/**
 * Commits the open turn: runs it with the stored inputs (decisions nobody gave take their
 * standing instruction or the default policy, each logged with its source), then writes the
 * world after it, the committed turn record (the world before it, dice states, inputs, every
 * decision taken) and its event and dice rows; the game moves to the next turn.
 */
export function commitOpenTurn(records: DnRecords, now: string, request: Omit<RunRequest, 'interactive' | 'stopAfter'> = {}): { ok: true; records: DnRecords; run: TurnResult } | { ok: false; problems: readonly Problem[] } {
  const outcome = runOpenTurn(records, { ...request, interactive: false });
  if (!outcome.ok) return outcome;
  const { run, before, rngBefore, inputs } = outcome;
  if (!run.complete) return { ok: false, problems: [{ where: 'turn', message: 'the turn did not run to its end' }] };
  const turn = before.turn;
  const written = recordsFromWorld(run.world, records.game, records.empires);
  const rows = turnRecords(records.game.id, turn, {
    events: run.events,
    rngBefore,
    rngAfter: run.rngState,
    forced: inputs.forced,
    decisions: inputs.decisions,
    dieOverrides: inputs.dieOverrides,
    gm: inputs.gm,
    taken: run.decisions,
    phases: run.phases,
    complete: true,
    status: 'committed',
    before: snapshotOf(records),
    committedAt: now,
  });
  const isTurnRow = (id: string) => id.startsWith(`t${turn}-`);
  const next: DnRecords = {
    ...records,
    ...written,
    game: { ...written.game, updatedAt: now },
    // The CLI may run other lines than those stored: the committed turn keeps the lines it ran.
    orders: request.lines ? mergeOrders(records, turn, before, outcome.lines) : records.orders,
    turns: [...records.turns.filter((t) => t.number !== turn), rows.turn].sort((a, b) => a.number - b.number),
    events: [...records.events.filter((e) => !(e.turn === turn && isTurnRow(e.id))), ...rows.events],
    diceRolls: [...records.diceRolls.filter((d) => !(d.turn === turn && isTurnRow(d.id))), ...rows.diceRolls],
  };
  return { ok: true, records: next, run };
}

function mergeOrders(records: DnRecords, turn: number, world: World, lines: Record<Side, DnOrderLine[]>): DnRecords['orders'] {
  const ids = empireIdsOf(world);
  const keep = records.orders.filter((o) => !(o.turn === turn && SIDES.some((s) => o.empireId === ids[s])));
  const added = SIDES.map((s) => ({ gameId: records.game.id, id: `${ids[s]}:t${turn}`, empireId: ids[s], turn, darkNebula: { sheets: {}, lines: lines[s], sources: [] } }) as DnRecords['orders'][number]);
  return [...keep, ...added];
}

/**
 * Reopens the last committed turn: the world goes back to how it was before it, its events and
 * dice are removed, and its record becomes the open turn again with the GM's inputs kept (the same
 * orders, decisions and seed give the same turn). Refused when there is no committed turn.
 */
export function reopenLastTurn(records: DnRecords, now: string): { ok: true; records: DnRecords; turn: number } | { ok: false; problems: readonly Problem[] } {
  const last = committedTurns(records).at(-1);
  if (!last) return { ok: false, problems: [{ where: 'turns', message: 'no turn has been committed yet' }] };
  const fields = turnFieldsOf(last);
  if (!fields.before) return { ok: false, problems: [{ where: `turns.${last.number}`, message: `turn ${last.number} was committed without the world before it (an older record): it cannot be reopened` }] };
  const before: Snapshot = fields.before;
  const gameId = records.game.id;
  const turn = last.number;
  const openFields: Record<string, unknown> = { forced: fields.forced, decisions: fields.decisions, dieOverrides: fields.dieOverrides, gm: fields.gm, phases: [], complete: false, taken: [] };
  const isTurnRow = (id: string) => id.startsWith(`t${turn}-`);
  const next: DnRecords = {
    ...records,
    game: { ...records.game, turn, updatedAt: now, settings: { ...records.game.settings, [STATE_KEY]: before.state } },
    empires: withGameId(gameId, before.empires) as DnRecords['empires'],
    systems: withGameId(gameId, before.systems) as DnRecords['systems'],
    warpLines: withGameId(gameId, before.warpLines) as DnRecords['warpLines'],
    units: withGameId(gameId, before.units) as DnRecords['units'],
    designs: withGameId(gameId, before.designs) as DnRecords['designs'],
    knowledge: withGameId(gameId, before.knowledge) as DnRecords['knowledge'],
    turns: records.turns.map((t) => (t.number === turn ? ({ gameId, number: turn, status: 'open', darkNebula: openFields } as TurnBase) : t)),
    events: records.events.filter((e) => !(e.turn === turn && isTurnRow(e.id))),
    diceRolls: records.diceRolls.filter((d) => !(d.turn === turn && isTurnRow(d.id))),
  };
  return { ok: true, records: next, turn };
}

/** The open turn's record with its inputs changed (the Turn screen's rulings); refuses a committed turn. */
export function withOpenTurnFields(records: Pick<DnRecords, 'game' | 'turns'>, change: (fields: TurnFields) => TurnFields): { ok: true; row: TurnBase } | { ok: false; problem: string } {
  const turn = records.game.turn;
  const row = turnRow(records, turn);
  if (row?.status === 'committed') return { ok: false, problem: `turn ${turn} is committed: reopen it to change its rulings` };
  const next = change(turnFieldsOf(row));
  const checked = turnFieldsSchema.safeParse(next);
  if (!checked.success) return { ok: false, problem: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  const { before: _b, rngAfter: _a, ...open } = checked.data;
  return { ok: true, row: { ...(row ?? {}), gameId: records.game.id, number: turn, status: 'open', darkNebula: { ...open, complete: false } } as TurnBase };
}

/** Event and dice rows of the setup (turn 0, ids `setup-…`), kept apart from the turn's own. */
export function setupEventRows(gameId: string, events: Parameters<typeof eventRows>[2]) {
  return eventRows(gameId, 0, events, 'setup');
}
