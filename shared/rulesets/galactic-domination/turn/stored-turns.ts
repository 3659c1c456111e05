/**
 * Turns as the records keep them (world/records.ts), for the app, the command line and the reports alike:
 * the open turn (its order sheets and its inputs: decisions, typed dice, battles, the desk's stop point),
 * running it, committing it (the world after, and an immutable turn record holding the world before, the
 * inputs, the seed, every event and die), replaying a committed turn, and reopening the last one. Pure:
 * records in, records out; the caller writes them (renderer/rulesets/galactic-domination/db/).
 */
import type { RngState } from '../../../rng';
import { checkOrders, expectedSegments } from '../orders/check';
import { ordersForTurn } from '../orders/defaults';
import type { PlayerOrders } from '../orders/model';
import { parseOrders, type Diagnostic } from '../orders/parse';
import { applyGmAction, type GmAction } from './gm-actions';
import { diceRecords, eventFieldsSchema, eventsFromRecords, orderFieldsOf, orderRecordId, recordsFromWorld, turnFields, turnFieldsOf, turnRecords, worldFromRecords, KEY, type GdRecords, type OrderFields, type OrderRecord, type TurnRecord } from '../world/records';
import type { World } from '../world/world';
import type { GdEvent, PhaseId, RunOptions, TurnInputs, TurnResult } from './model';
import { runTurn, turnRng } from './run-turn';

/** The stored inputs of a turn (turnFieldsSchema), with their defaults. */
export type TurnFields = NonNullable<ReturnType<typeof turnFieldsOf>>;

/** The records a turn needs. */
export type TurnSource = Pick<GdRecords, 'game' | 'empires' | 'systems' | 'units' | 'knowledge' | 'orders' | 'turns' | 'events' | 'diceRolls'>;

/** The world the records hold now (the start of the open turn), or why there is none. */
export function currentWorld(records: Pick<GdRecords, 'game' | 'empires' | 'systems' | 'units' | 'knowledge'>): { ok: true; world: World } | { ok: false; problem: string } {
  const read = worldFromRecords(records);
  if (!read.world) return { ok: false, problem: `The game's records cannot be read: ${read.problems.map((p) => `${p.where}: ${p.message}`).join('; ')}` };
  if (read.problems.length > 0) return { ok: false, problem: `Some of the game's records cannot be read: ${read.problems.slice(0, 5).map((p) => `${p.where}: ${p.message}`).join('; ')}` };
  return { ok: true, world: read.world };
}

/** The stored sheets of a turn, by player id. */
export function sheetsOf(orders: readonly OrderRecord[], turn: number): Record<string, OrderFields> {
  const out: Record<string, OrderFields> = {};
  for (const r of orders) {
    if (r.turn !== turn) continue;
    const f = orderFieldsOf(r);
    if (f) out[r.empireId] = f;
  }
  return out;
}

/** One player's sheet read and checked against the world it is for. */
export interface ReadSheet {
  readonly orders: PlayerOrders;
  /** Parse errors and checker findings, by line of `text`. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Reads and checks a player's sheet text for the world's coming turn (digest §5.3, §5.4). */
export function readSheet(world: World, playerId: string, text: string): ReadSheet {
  const parsed = parseOrders(text, playerId, { segments: expectedSegments(world) });
  return { orders: parsed.orders, diagnostics: [...parsed.diagnostics, ...checkOrders(world, playerId, parsed.orders)].sort((a, b) => a.line - b.line) };
}

/** Every player's orders for the world's turn from the stored sheets; players with none take the defaults (digest §5.5). */
export function ordersFromSheets(world: World, sheets: Readonly<Record<string, OrderFields>>, previous: Readonly<Record<string, OrderFields>> = {}): { orders: Record<string, PlayerOrders>; diagnostics: Record<string, readonly Diagnostic[]>; defaulted: string[] } {
  const given: Record<string, PlayerOrders> = {};
  const diagnostics: Record<string, readonly Diagnostic[]> = {};
  for (const p of world.players) {
    const s = sheets[p.id];
    if (!s) continue;
    const read = readSheet(world, p.id, s.text);
    given[p.id] = read.orders;
    diagnostics[p.id] = read.diagnostics;
  }
  const prev: Record<string, PlayerOrders> = {};
  for (const [id, s] of Object.entries(previous)) prev[id] = parseOrders(s.text, id, { segments: expectedSegments(world) }).orders;
  const { orders, defaulted } = ordersForTurn(world, given, prev);
  return { orders, diagnostics, defaulted };
}

/** The turn inputs stored fields stand for, with the orders. */
export function inputsOf(fields: TurnFields, orders: Readonly<Record<string, PlayerOrders>>): TurnInputs {
  return {
    orders,
    decisions: fields.decisions,
    battles: fields.battles as TurnInputs['battles'],
    forcedDice: fields.forcedDice,
    physical: fields.physical,
    manualAllocation: fields.manualAllocation,
    offers: fields.offers,
  };
}

/** The open turn's fields (its stored record, or the defaults of a turn nobody touched yet). */
export function openTurnFields(records: Pick<GdRecords, 'game' | 'turns'>, world: World): TurnFields {
  const stored = records.turns.find((t) => t.number === world.turn && t.status === 'open');
  const f = stored ? turnFieldsOf(stored) : null;
  return f ?? turnFields({ rngStart: turnRng(world.seed, world.turn), rngEnd: null, inputs: { orders: {} }, mode: world.mail.play === 'table' ? 'live' : 'mail' });
}

/** Everything the open turn will run with. */
export interface OpenTurn {
  readonly world: World;
  readonly turn: number;
  readonly fields: TurnFields;
  readonly sheets: Readonly<Record<string, OrderFields>>;
  readonly orders: Readonly<Record<string, PlayerOrders>>;
  readonly diagnostics: Readonly<Record<string, readonly Diagnostic[]>>;
  /** Players with no sheet this turn: their orders are the defaults. */
  readonly defaulted: readonly string[];
  readonly inputs: TurnInputs;
  readonly rng: RngState;
}

/** The open turn of the records, or why it cannot run. */
export function openTurn(records: TurnSource): { ok: true; value: OpenTurn } | { ok: false; problem: string } {
  const current = currentWorld(records);
  if (!current.ok) return current;
  const world = current.world;
  const fields = openTurnFields(records, world);
  const sheets = sheetsOf(records.orders, world.turn);
  const previous = sheetsOf(records.orders, world.turn - 1);
  const read = ordersFromSheets(world, sheets, previous);
  return { ok: true, value: { world, turn: world.turn, fields, sheets, orders: read.orders, diagnostics: read.diagnostics, defaulted: read.defaulted, inputs: inputsOf(fields, read.orders), rng: fields.rngStart } };
}

/** Runs the open turn: mail mode to its end; live mode to its stop point or first open decision. */
export function runOpenTurn(open: OpenTurn, options: { mode?: 'mail' | 'live'; until?: RunOptions['until'] | null } = {}): TurnResult<World> {
  const mode = options.mode ?? open.fields.mode;
  const until = options.until === undefined ? (open.fields.until ?? undefined) : (options.until ?? undefined);
  return runTurn(open.world, open.inputs, open.rng, { mode, ...(until ? { until } : {}) });
}

/** What committing a finished run writes: the whole game's records after the turn. */
export function commitRecords(records: TurnSource, open: OpenTurn, run: TurnResult<World>, now: string): GdRecords {
  if (!run.done) throw new Error(`turn ${open.turn} has not run to its end (stopped at ${run.stoppedAt ?? 'a decision'})`);
  const base = recordsFromWorld(run.world, { createdAt: records.game.createdAt, updatedAt: now, deadline: records.game.deadline, notes: records.game.notes, settings: records.game.settings });
  const sheets: Record<string, OrderFields> = { ...open.sheets };
  const log = turnRecords(open.world.gameId, open.turn, { events: run.events, dice: run.dice, rngStart: open.rng, rngEnd: run.rngState, inputs: open.inputs, mode: open.fields.mode, committed: true, before: open.world, committedAt: now }, sheets);
  const keepTurns = records.turns.filter((t) => t.number !== open.turn);
  return {
    ...base,
    game: { ...records.game, ...base.game },
    orders: [...records.orders.filter((o) => o.turn !== open.turn), ...log.orders],
    turns: [...keepTurns, log.turn].sort((a, b) => a.number - b.number),
    events: [...records.events.filter((e) => e.turn !== open.turn), ...log.events],
    diceRolls: [...records.diceRolls.filter((d) => d.turn !== open.turn), ...log.diceRolls],
  };
}

/** The committed turns, oldest first. */
export function committedTurns(turns: readonly TurnRecord[]): TurnRecord[] {
  return turns.filter((t) => t.status === 'committed').sort((a, b) => a.number - b.number);
}

/** A committed turn replayed from its record: the world before, the inputs, the same dice, the same result. */
export interface Replayed {
  readonly turn: number;
  readonly before: World;
  readonly fields: TurnFields;
  readonly result: TurnResult<World>;
  /** The world after the turn as stored (the next turn's start: overrides included), not the replay's. */
  readonly after: World;
  /** The turn's events as stored (GM overrides after the commit included). */
  readonly events: readonly GdEvent[];
}

/** Replays committed turn `n` (reports, the command line, reopening). */
export function replayTurn(records: TurnSource, n: number): { ok: true; value: Replayed } | { ok: false; problem: string } {
  const record = records.turns.find((t) => t.number === n && t.status === 'committed');
  if (!record) {
    const have = committedTurns(records.turns).map((t) => t.number);
    return { ok: false, problem: `Turn ${n} is not committed (${have.length === 0 ? 'no turn is committed yet' : `committed turns: ${have.join(', ')}`})` };
  }
  const fields = turnFieldsOf(record);
  if (!fields) return { ok: false, problem: `The record of turn ${n} cannot be read` };
  if (!fields.before) return { ok: false, problem: `Turn ${n} was stored without the world before it, so it cannot be replayed` };
  const before = fields.before;
  const sheets = sheetsOf(records.orders, n);
  const read = ordersFromSheets(before, sheets, sheetsOf(records.orders, n - 1));
  const result = runTurn(before, inputsOf(fields, read.orders), fields.rngStart, { mode: fields.mode });
  // The turn's own dice (the GM's acts after it add dice of their own, `t<n>-g…`).
  const stored = records.diceRolls.filter((d) => d.turn === n && /^t\d+-d\d+$/.test(d.id)).length;
  if (!result.done || (stored > 0 && stored !== result.dice.length)) {
    return { ok: false, problem: `Turn ${n} does not replay as it was committed (${result.done ? `${result.dice.length} dice rolled, ${stored} stored` : `it stops at ${result.stoppedAt}`}): its records may have been changed by hand` };
  }
  const next = records.turns.find((t) => t.number === n + 1 && t.status === 'committed');
  const nextBefore = next ? turnFieldsOf(next)?.before : null;
  let after: World = result.world;
  if (nextBefore) after = nextBefore;
  else {
    const current = currentWorld(records);
    if (current.ok && current.world.turn === n + 1) after = current.world;
  }
  const events = eventsFromRecords(records.events, n);
  return { ok: true, value: { turn: n, before, fields, result, after, events: events.length > 0 ? events : result.events } };
}

/**
 * Reopens the last committed turn: the world goes back to the one before it, its record becomes the open
 * turn again (its orders, decisions and typed dice kept), its events and dice go. Overrides made after it
 * was committed go with it (the caller warns).
 */
export function reopenRecords(records: TurnSource, now: string): { ok: true; value: GdRecords; turn: number } | { ok: false; problem: string } {
  const last = committedTurns(records.turns).at(-1);
  if (!last) return { ok: false, problem: 'No turn is committed yet' };
  const fields = turnFieldsOf(last);
  if (!fields?.before) return { ok: false, problem: `Turn ${last.number} was stored without the world before it: it cannot be reopened` };
  const base = recordsFromWorld(fields.before, { createdAt: records.game.createdAt, updatedAt: now, deadline: records.game.deadline, notes: records.game.notes, settings: records.game.settings });
  const open: TurnRecord = { gameId: records.game.id, number: last.number, status: 'open', [KEY]: { ...fields, before: null, committedAt: null, rngEnd: null } };
  return {
    ok: true,
    turn: last.number,
    value: {
      ...base,
      game: { ...records.game, ...base.game },
      orders: records.orders.filter((o) => o.turn <= last.number),
      turns: [...records.turns.filter((t) => t.number < last.number), open],
      events: records.events.filter((e) => e.turn < last.number),
      diceRolls: records.diceRolls.filter((d) => d.turn < last.number),
    },
  };
}

/** The id of a player's sheet record for a turn (re-exported for the storage layer). */
export { orderRecordId };

/** The phases a live run may stop after (the desk's steps). */
export type StopPoint = { readonly phase?: PhaseId; readonly segment?: number };

/**
 * The records after a GM act (turn/gm-actions.ts): the world changed, and an event on the last committed
 * turn (turn 0 before any) holding what changed, the note and who may know it; dice it rolled are logged.
 */
export function gmActionRecords(records: TurnSource, action: GmAction, note: string, now: string): { ok: true; value: GdRecords; text: string } | { ok: false; problem: string } {
  const current = currentWorld(records);
  if (!current.ok) return current;
  const turn = committedTurns(records.turns).at(-1)?.number ?? 0;
  const mine = records.events.filter((e) => e.turn === turn);
  const n = mine.filter((e) => eventFieldsSchema.safeParse(e[KEY]).data?.rule === 'GM').length;
  const applied = applyGmAction(current.world, action, note, n);
  if (!applied.ok) return applied;
  const r = applied.value;
  const base = recordsFromWorld(r.world, { createdAt: records.game.createdAt, updatedAt: now, deadline: records.game.deadline, notes: records.game.notes, settings: records.game.settings });
  const seq = Math.max(-1, ...mine.map((e) => e.seq)) + 1;
  const player = action.kind === 'stellars' ? action.playerId : undefined;
  const event = { gameId: records.game.id, id: `t${turn}-e${seq}`, turn, seq, kind: r.kind === 'ledger' ? 'gd.ledger' : `gd.gm-${r.kind}`, [KEY]: { phase: 'L', segment: null, visibleTo: r.visibleTo === 'all' || r.visibleTo === 'gm' ? r.visibleTo : [...r.visibleTo], text: r.text, rule: 'GM', data: { action: { ...action }, note, at: now, ...(r.amount !== undefined ? { amount: r.amount, player } : {}) } } };
  const dicePrefix = records.diceRolls.filter((d) => d.turn === turn).length;
  const dice = diceRecords(records.game.id, turn, r.dice).map((d, i) => ({ ...d, id: `t${turn}-g${seq}-d${i}`, seq: dicePrefix + i }));
  return { ok: true, text: r.text, value: { ...base, game: { ...records.game, ...base.game }, orders: [...records.orders], turns: [...records.turns], events: [...records.events, event], diceRolls: [...records.diceRolls, ...dice] } };
}
