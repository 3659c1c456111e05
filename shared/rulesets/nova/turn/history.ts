/**
 * NOVA's committed turns kept as what changed (issue 18; docs/decisions/0005-turn-history-as-changes.md).
 *
 * A committed turn record keeps its inputs (the rulings, the seed; the order sheets stay in the
 * game's `orders` and the record names each one with its fingerprint), its events once, and what
 * restores the world: `change`, the rows the turn put (added or changed, whole) and the ids it
 * removed, per collection, from the world before it to the world after it; every tenth committed
 * turn, and the first after an older record, also keeps `checkpoint`, the world before it whole.
 * The world before turn n is the nearest checkpoint at or before n with the changes of the turns
 * between applied; the world after it is that with its own change applied.
 *
 * Records written before (layout 1) keep the world before the turn whole as `start`, and their
 * order sheets and every unit name in full; they are read as they are, and `compactHistory`
 * rewrites them in this layout.
 */
import type { GameRecords } from '../../../format/archive';
import type { OrderSheet, TurnRecord } from '../../../model/entities';
import { checksum32 } from '../../../print/packet-code';
import type { NumberedEvent, TurnRun } from './run-turn';
import type { QueuedBattle, TurnDecisions, TurnRoll, TurnWarning, TurnWorld } from './types';
import { worldFromRecords, worldRows, WORLD_COLLECTIONS, type WorldCollection } from './world';

/** Committed turns between two checkpoints. */
export const CHECKPOINT_EVERY = 10;

type Row = { id: string } & Record<string, unknown>;

/** A world's rows by collection, as stored but without their gameId. */
export type StoredWorld = Record<WorldCollection, Row[]>;

/** What a turn changed, per collection: rows put whole (added or changed) and ids removed; collections it left alone are absent. */
export type WorldChange = Partial<Record<WorldCollection, { put: Row[]; removed: string[] }>>;

/** An order sheet as a committed turn names it: the sheet stays in the game's orders. */
export interface SheetRef {
  id: string;
  empireId: string;
  /** FNV-1a of the sheet's JSON as it was committed (sheetFingerprint). */
  fingerprint: string;
}

/** A committed turn as this layout keeps it. */
export type CommittedTurn = TurnRecord & {
  status: 'committed';
  /** This layout (records without it are of layout 1). */
  layout: 2;
  /** Whether it keeps a checkpoint: said beside it, so that a record stored with its bulk packed still says so. */
  checkpointed: boolean;
  /** Its events, dice and battles counted (the History's list shows them without reading them). */
  counts: { events: number; rolls: number; battles: number };
  seed: string;
  diceSeed: string;
  decisions: TurnDecisions;
  /** The order sheets the turn ran, by reference (layout 1 kept them whole in `orders`). */
  sheets: SheetRef[];
  events: NumberedEvent[];
  rolls: TurnRoll[];
  warnings: TurnWarning[];
  battles: QueuedBattle[];
  /** Names of units seen during the run that neither the world before nor the one after has under that name (built and lost in the turn, renamed). */
  unitNames: Record<string, string>;
  /** From the world before the turn to the world after it. */
  change: WorldChange;
  /** The world before the turn, whole, on checkpoint turns. */
  checkpoint?: StoredWorld;
  committedAt: string;
};

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A world's rows as stored (scratch left out), by id, without gameId. */
export function storedWorld(world: TurnWorld): StoredWorld {
  const out = {} as StoredWorld;
  for (const name of WORLD_COLLECTIONS) {
    out[name] = worldRows(world, name)
      .map(({ gameId: _g, ...row }) => row as Row)
      .sort(byId);
  }
  return out;
}

/** The world of `gameId` at `turn` from stored rows (gameId put back). */
export function worldOfStored(stored: StoredWorld, gameId: string, turn: number): TurnWorld {
  const world = { gameId, turn } as TurnWorld;
  for (const name of WORLD_COLLECTIONS) (world as unknown as Record<string, unknown>)[name] = (stored[name] ?? []).map((row) => ({ ...row, gameId }));
  return world;
}

/** What changed from `before` to `after` (rows compared as stored). */
export function worldChange(before: TurnWorld, after: TurnWorld): WorldChange {
  const a = storedWorld(before);
  const b = storedWorld(after);
  const change: WorldChange = {};
  for (const name of WORLD_COLLECTIONS) {
    const old = new Map(a[name].map((row) => [row.id, JSON.stringify(row)]));
    const put = b[name].filter((row) => old.get(row.id) !== JSON.stringify(row));
    const kept = new Set(b[name].map((row) => row.id));
    const removed = a[name].filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (put.length > 0 || removed.length > 0) change[name] = { put, removed };
  }
  return change;
}

/** The stored world with a change applied (rows by id). */
export function applyChange(world: StoredWorld, change: WorldChange): StoredWorld {
  const out = { ...world };
  for (const name of WORLD_COLLECTIONS) {
    const c = change[name];
    if (!c) continue;
    const rows = new Map(world[name].map((row) => [row.id, row]));
    for (const id of c.removed) rows.delete(id);
    for (const row of c.put) rows.set(row.id, row);
    out[name] = [...rows.values()].sort(byId);
  }
  return out;
}

/** A sheet's fingerprint: FNV-1a of its JSON, in base 36, with its length. */
export function sheetFingerprint(sheet: OrderSheet): string {
  const { gameId: _g, ...rest } = sheet as OrderSheet & Record<string, unknown>;
  const text = JSON.stringify(rest);
  return `${text.length}:${checksum32(text).toString(36)}`;
}

/** The committed records of a game, oldest first. */
function committedOf(turns: readonly TurnRecord[]): TurnRecord[] {
  return turns.filter((t) => t.status === 'committed').sort((a, b) => a.number - b.number);
}

/** Whether a record keeps the world before its turn whole (a checkpoint, or layout 1's `start`). */
function wholeWorldOf(record: TurnRecord): StoredWorld | null {
  const r = record as { checkpoint?: unknown; start?: unknown };
  const whole = (r.checkpoint ?? r.start) as Record<string, unknown> | undefined;
  if (!whole || typeof whole !== 'object') return null;
  if (!WORLD_COLLECTIONS.every((name) => Array.isArray(whole[name]))) return null;
  const out = {} as StoredWorld;
  for (const name of WORLD_COLLECTIONS) out[name] = (whole[name] as Row[]).map(({ gameId: _g, ...row }) => row as Row).sort(byId);
  return out;
}

/** What a record's whole world lacks ("checkpoint" has no systems…), or null when it has none or a complete one. */
function incompleteWhole(record: TurnRecord): string | null {
  const r = record as { checkpoint?: unknown; start?: unknown };
  const name = r.checkpoint !== undefined ? 'checkpoint' : r.start !== undefined ? 'start' : null;
  if (!name) return null;
  const whole = r[name as 'checkpoint' | 'start'];
  if (typeof whole !== 'object' || whole === null) return `"${name}" is not a world`;
  const missing = WORLD_COLLECTIONS.filter((k) => !Array.isArray((whole as Record<string, unknown>)[k]));
  return missing.length > 0 ? `"${name}" has no ${missing.join(', ')}` : null;
}

function changeOf(record: TurnRecord | undefined): WorldChange | null {
  const c = (record as { change?: unknown } | undefined)?.change;
  return c && typeof c === 'object' ? (c as WorldChange) : null;
}

export type TurnWorlds = { ok: true; start: TurnWorld; after: TurnWorld } | { ok: false; message: string };

/**
 * The world before committed turn `turn` and the world after it, from the game's records
 * (records of either layout; the game's own collections are the world after the last one).
 */
export function turnWorlds(records: Pick<GameRecords, 'game' | 'turns' | WorldCollection>, turn: number): TurnWorlds {
  const committed = committedOf(records.turns);
  const at = committed.findIndex((t) => t.number === turn);
  if (at < 0) return { ok: false, message: `turn ${turn} is not committed` };
  let from = at;
  while (from >= 0 && !wholeWorldOf(committed[from] as TurnRecord)) {
    const damaged = incompleteWhole(committed[from] as TurnRecord);
    if (damaged) return { ok: false, message: `turn ${turn} cannot be read: ${from === at ? 'its' : `turn ${committed[from]?.number}'s`} ${damaged}` };
    if (!changeOf(committed[from - 1])) break;
    from--;
  }
  if (from < 0 || !wholeWorldOf(committed[from] as TurnRecord)) return { ok: false, message: `turn ${turn} cannot be read: it has no "checkpoint" (the world before the turn) and no earlier turn's changes lead to it` };
  let world = wholeWorldOf(committed[from] as TurnRecord) as StoredWorld;
  for (let i = from; i < at; i++) {
    const change = changeOf(committed[i]);
    // A record of layout 1 has no change: the next one then keeps the world whole.
    const next = committed[i + 1] as TurnRecord;
    world = change ? applyChange(world, change) : (wholeWorldOf(next) ?? world);
  }
  const gameId = records.game.id;
  const start = worldOfStored(world, gameId, turn);
  const own = changeOf(committed[at]);
  const next = committed[at + 1];
  const nextWhole = next ? wholeWorldOf(next) : null;
  const after = own ? worldOfStored(applyChange(world, own), gameId, turn) : nextWhole ? worldOfStored(nextWhole, gameId, turn) : { ...worldFromRecords(records, turn) };
  return { ok: true, start, after };
}

/** Every unit name of a committed turn: the worlds before and after it, and the names only the run saw. */
export function unitNamesOf(record: TurnRecord, start: TurnWorld, after: TurnWorld): Record<string, string> {
  const names: Record<string, string> = {};
  for (const u of start.units) names[u.id] = u.name;
  for (const u of after.units) names[u.id] = u.name;
  const own = (record as { unitNames?: unknown }).unitNames;
  if (own && typeof own === 'object') Object.assign(names, own as Record<string, string>);
  return names;
}

/** Whether a record is of this layout (its bulk may be packed away: it says so beside it). */
export function isCompact(record: TurnRecord): boolean {
  return (record as { layout?: unknown }).layout === 2 || changeOf(record) !== null;
}

/** Whether a record keeps the world before its turn whole, packed or not. */
function keepsWhole(record: TurnRecord): boolean {
  const r = record as { checkpointed?: unknown; checkpoint?: unknown; start?: unknown };
  return r.checkpointed === true || r.checkpoint !== undefined || r.start !== undefined;
}

/** Whether committed turn `number` should keep a checkpoint, given the committed records before it (their bulk may be packed). */
export function needsCheckpoint(turns: readonly TurnRecord[], number: number): boolean {
  const before = committedOf(turns).filter((t) => t.number < number);
  const previous = before.at(-1);
  if (!previous || previous.number !== number - 1 || !isCompact(previous)) return true;
  const lastWhole = [...before].reverse().find(keepsWhole);
  return !lastWhole || number - lastWhole.number >= CHECKPOINT_EVERY;
}

/** The committed record of a run (this layout): `checkpoint` when the caller says the turn needs one (needsCheckpoint). */
export function committedTurnRecord(gameId: string, seed: string, run: TurnRun, orders: readonly OrderSheet[], decisions: TurnDecisions, committedAt: string, checkpoint: boolean): CommittedTurn {
  const seen = new Map<string, string>();
  for (const u of run.start.units) seen.set(u.id, u.name);
  for (const u of run.world.units) seen.set(u.id, u.name);
  const unitNames: Record<string, string> = {};
  for (const [id, name] of Object.entries(run.unitNames)) if (seen.get(id) !== name) unitNames[id] = name;
  return {
    gameId,
    number: run.turn,
    status: 'committed',
    layout: 2,
    checkpointed: checkpoint,
    counts: { events: run.events.length, rolls: run.rolls.length, battles: run.battles.length },
    seed,
    diceSeed: run.diceSeed,
    decisions: structuredClone(decisions),
    sheets: [...orders].sort(byId).map((sheet) => ({ id: sheet.id, empireId: sheet.empireId, fingerprint: sheetFingerprint(sheet) })),
    events: run.events,
    rolls: run.rolls,
    warnings: run.warnings,
    battles: run.battles,
    unitNames,
    change: worldChange(run.start, run.world),
    ...(checkpoint ? { checkpoint: storedWorld(run.start) } : {}),
    committedAt,
  };
}

/**
 * The records with every committed turn of layout 1 rewritten in this layout: `start` becomes a
 * checkpoint where needsCheckpoint says so and is dropped elsewhere, each gets its `change`, its
 * order sheets become references and its unit names those only the run saw. Records already in
 * this layout are kept as they are. Returns the records unchanged when there is nothing to do.
 */
export function compactHistory(records: GameRecords): GameRecords {
  const committed = committedOf(records.turns);
  if (committed.every(isCompact)) return records;
  const worlds = new Map<number, { start: TurnWorld; after: TurnWorld }>();
  for (const t of committed) {
    const w = turnWorlds(records, t.number);
    if (w.ok) worlds.set(t.number, w);
  }
  const rewritten = new Map<number, TurnRecord>();
  const done: TurnRecord[] = [];
  for (const t of committed) {
    const w = worlds.get(t.number);
    if (isCompact(t) || !w) {
      done.push(t);
      continue;
    }
    const { start: _start, orders, unitNames: _names, ...rest } = t as TurnRecord & { start?: unknown; orders?: OrderSheet[]; unitNames?: Record<string, string> };
    const names = unitNamesOf(t, w.start, w.after);
    const own: Record<string, string> = {};
    const seen = new Map<string, string>();
    for (const u of w.start.units) seen.set(u.id, u.name);
    for (const u of w.after.units) seen.set(u.id, u.name);
    for (const [id, name] of Object.entries(names)) if (seen.get(id) !== name) own[id] = name;
    const events = (rest as { events?: unknown[] }).events;
    const rolls = (rest as { rolls?: unknown[] }).rolls;
    const battles = (rest as { battles?: unknown[] }).battles;
    const next: TurnRecord = {
      ...rest,
      layout: 2,
      checkpointed: false,
      counts: { events: Array.isArray(events) ? events.length : 0, rolls: Array.isArray(rolls) ? rolls.length : 0, battles: Array.isArray(battles) ? battles.length : 0 },
      sheets: Array.isArray(orders) ? [...orders].sort(byId).map((sheet) => ({ id: sheet.id, empireId: sheet.empireId, fingerprint: sheetFingerprint(sheet) })) : [],
      unitNames: own,
      change: worldChange(w.start, w.after),
    };
    if (needsCheckpoint(done, t.number)) Object.assign(next, { checkpointed: true, checkpoint: storedWorld(w.start) });
    done.push(next);
    rewritten.set(t.number, next);
  }
  return { ...records, turns: records.turns.map((t) => (t.status === 'committed' ? (rewritten.get(t.number) ?? t) : t)) };
}
