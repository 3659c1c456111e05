/**
 * How a Galactic Domination game is stored in the workstation's shared record collections: each record
 * keeps its GD fields under `galacticDomination`, read through the schemas here (the Star Sectors wing's
 * pattern). The world is rebuilt from records by worldFromRecords and written back by recordsFromWorld;
 * a turn's log by turnRecords. Nothing of a turn's scratch state is stored.
 *
 * - game.settings.galacticDomination: { setup, table }; galacticDominationRules; galacticDominationMail
 * - empires: the players (treasury = Stellars); systems: one per hex, its planets inside;
 * - units: kind 'gd-fleet' (fleet counters), 'gd-ship' (ships), 'gd-build' (bought, awaiting placement);
 * - knowledge: one row per player and hex; orders: the typed sheets; turns, events, diceRolls: the log.
 * warpLines and designs are unused (hex adjacency is implicit; GD has no ship designs).
 */
import { GALACTIC_DOMINATION_ABOUT } from '../about';
import { z } from 'zod';
import { hexToPixel } from '../../../hex/pixels';
import { hex as hexCoord } from '../../../hex/coords';
import type { Problem } from '../../../format/problems';
import type { GameRecords } from '../../../format/records';
import type { RngState } from '../../../rng';
import type { DieEvent } from '../dice';
import { gdMailSchema, MAIL_KEY } from '../mail-settings';
import { gdRulesSchema, RULES_KEY } from '../settings';
import { PHASE_IDS, type GdEvent, type PhaseId, type TurnInputs } from '../turn/model';
import { buildSchema, canonical, fleetSchema, hexSchema, knowledgeSchema, planetSchema, playerSchema, setupSchema, tableSchema, unitSchema, worldSchema, type World } from './world';

export const RULESET_ID = GALACTIC_DOMINATION_ABOUT.id;
export const KEY = 'galacticDomination';
export const UNIT_KINDS = { fleet: 'gd-fleet', ship: 'gd-ship', build: 'gd-build' } as const;

const localId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_.:-]+$/);
const base = { gameId: localId, id: localId };

/** game.settings.galacticDomination */
export const gameFieldsSchema = z.object({ setup: setupSchema, table: tableSchema });
export const empireFieldsSchema = playerSchema.omit({ id: true, name: true, playerName: true, stellars: true });
export const systemFieldsSchema = hexSchema.omit({ id: true }).extend({ planets: z.array(planetSchema.omit({ hexId: true })).default([]) });
export const fleetFieldsSchema = fleetSchema.omit({ id: true, ownerId: true, hexId: true });
export const shipFieldsSchema = unitSchema.omit({ id: true, ownerId: true });
export const buildFieldsSchema = buildSchema.omit({ id: true, ownerId: true });
export const knowledgeFieldsSchema = knowledgeSchema.omit({ playerId: true, hexId: true });
/** A row of the order grid (shared/orders/sheet-spec.ts OrderLine), as stored with a sheet. */
export const orderLineSchema = z.object({ id: z.string().min(1), section: z.string(), text: z.string(), original: z.string().optional(), keepInvalid: z.boolean().default(false) });
/**
 * A player's sheet for a turn. `text` is what the engine reads: the rows joined in the sheet's order
 * (every row, read or not). `lines` are the grid's rows, when the sheet was edited there; `typed` is the
 * last typed text imported, kept whole as it was (nothing a player wrote is lost).
 */
export const orderFieldsSchema = z.object({ text: z.string(), source: z.enum(['typed', 'grid', 'default', 'table']).default('typed'), lines: z.array(orderLineSchema).optional(), typed: z.string().optional() });
export const turnFieldsSchema = z.object({
  rngStart: z.object({ a: z.number(), b: z.number(), c: z.number(), d: z.number() }),
  rngEnd: z.object({ a: z.number(), b: z.number(), c: z.number(), d: z.number() }).nullable().default(null),
  decisions: z.record(z.string(), z.object({ choice: z.string(), value: z.number().optional(), note: z.string().optional() })).default({}),
  forcedDice: z.record(z.string(), z.array(z.int())).default({}),
  battles: z.record(z.string(), z.unknown()).default({}),
  mode: z.enum(['mail', 'live']).default('mail'),
  /** Roll groups typed in from the players' own dice (live mode): 'all', or patterns with `*`. */
  physical: z.union([z.literal('all'), z.array(z.string())]).default([]),
  /** Players who allocate the hits they receive by hand (live mode). */
  manualAllocation: z.array(z.string()).default([]),
  /** The referee's desk has started the open turn (live mode): until then the board stands as the turn begins. */
  started: z.boolean().default(false),
  /** The move-or-wait offers at the desk by segment (live mode, GD §11.5.1): the choices in order, or the GM's override note. */
  offers: z.record(z.string(), z.object({ choices: z.array(z.object({ id: z.string(), choice: z.enum(['move', 'wait']), to: z.string().optional() })).default([]), override: z.string().nullable().default(null) })).default({}),
  /** The open turn's stop point on the referee's desk (live mode): after a phase or a segment; null runs to the end. */
  until: z.object({ phase: z.enum(PHASE_IDS).optional(), segment: z.int().min(1).optional() }).nullable().default(null),
  /** A committed turn: the world as it stood before the turn, so the turn can be replayed, reported and reopened. */
  before: worldSchema.nullable().default(null),
  /** A committed turn: when it was committed (the caller's clock). */
  committedAt: z.string().nullable().default(null),
});
export const eventFieldsSchema = z.object({ phase: z.string(), segment: z.int().nullable(), visibleTo: z.union([z.literal('all'), z.literal('gm'), z.array(z.string())]), text: z.string(), rule: z.string().optional(), data: z.record(z.string(), z.unknown()).optional() });
export const diceFieldsSchema = z.object({ die: z.string(), raw: z.array(z.int()), modifiers: z.array(z.object({ label: z.string(), value: z.number() })), result: z.int(), forced: z.boolean(), group: z.string() });

/** Record shapes (the shared base fields, loose: unknown fields are kept). */
export const gameRecordSchema = z.looseObject({ id: localId, name: z.string(), ruleset: z.string(), turn: z.int().min(0), createdAt: z.string(), updatedAt: z.string(), seed: z.string().min(1), deadline: z.string().default(''), notes: z.string().default(''), settings: z.record(z.string(), z.unknown()).default({}) });
export const empireRecordSchema = z.looseObject({ ...base, name: z.string(), position: z.int().min(1), playerName: z.string().default(''), playerContact: z.string().default(''), color: z.string().default('#888888'), homeSystemId: localId.nullable().default(null), treasury: z.number().default(0), notes: z.string().default('') });
export const systemRecordSchema = z.looseObject({ ...base, name: z.string(), x: z.number(), y: z.number(), notes: z.string().default('') });
export const unitRecordSchema = z.looseObject({ ...base, empireId: localId, kind: z.string(), name: z.string().default(''), systemId: localId.nullable().default(null) });
export const orderRecordSchema = z.looseObject({ ...base, empireId: localId, turn: z.int().min(0) });
export const turnRecordSchema = z.looseObject({ gameId: localId, number: z.int().min(0), status: z.enum(['open', 'committed']).default('open') });
export const eventRecordSchema = z.looseObject({ ...base, turn: z.int().min(0), seq: z.int().min(0), kind: z.string() });
export const diceRollRecordSchema = z.looseObject({ ...base, turn: z.int().min(0), seq: z.int().min(0), purpose: z.string(), sides: z.int().min(2), value: z.int().min(1) });
export const knowledgeRecordSchema = z.looseObject({ ...base, empireId: localId, systemId: localId });

export type GameRecord = z.infer<typeof gameRecordSchema>;
export type EmpireRecord = z.infer<typeof empireRecordSchema>;
export type SystemRecord = z.infer<typeof systemRecordSchema>;
export type UnitRecord = z.infer<typeof unitRecordSchema>;
export type OrderRecord = z.infer<typeof orderRecordSchema>;
export type TurnRecord = z.infer<typeof turnRecordSchema>;
export type EventRecord = z.infer<typeof eventRecordSchema>;
export type DiceRollRecord = z.infer<typeof diceRollRecordSchema>;
export type KnowledgeRecord = z.infer<typeof knowledgeRecordSchema>;

export interface GdRecords {
  readonly game: GameRecord;
  readonly empires: readonly EmpireRecord[];
  readonly systems: readonly SystemRecord[];
  readonly warpLines: readonly unknown[];
  readonly units: readonly UnitRecord[];
  readonly orders: readonly OrderRecord[];
  readonly turns: readonly TurnRecord[];
  readonly events: readonly EventRecord[];
  readonly diceRolls: readonly DiceRollRecord[];
  readonly designs: readonly unknown[];
  readonly knowledge: readonly KnowledgeRecord[];
}

const issues = (where: string, e: z.ZodError): Problem[] => e.issues.map((i) => ({ where: [where, ...i.path.map(String)].join('.'), message: i.message }));
const fields = (r: Record<string, unknown>) => r[KEY];

/** The world the records hold; problems name each record (or field) that could not be read, which is left out. */
export function worldFromRecords(records: Pick<GdRecords, 'game' | 'empires' | 'systems' | 'units' | 'knowledge'>): { world: World | null; problems: Problem[] } {
  const problems: Problem[] = [];
  const g = gameRecordSchema.safeParse(records.game);
  if (!g.success) return { world: null, problems: issues('game', g.error) };
  const game = g.data;
  if (game.ruleset !== RULESET_ID) problems.push({ where: 'game.ruleset', message: `is ${game.ruleset}, not ${RULESET_ID}` });
  const gf = gameFieldsSchema.safeParse(game.settings[KEY]);
  if (!gf.success) return { world: null, problems: [...problems, ...issues(`game.settings.${KEY}`, gf.error)] };
  const rules = gdRulesSchema.safeParse(game.settings[RULES_KEY] ?? {});
  if (!rules.success) problems.push(...issues(`game.settings.${RULES_KEY}`, rules.error));
  const mail = gdMailSchema.safeParse(game.settings[MAIL_KEY] ?? {});
  if (!mail.success) problems.push(...issues(`game.settings.${MAIL_KEY}`, mail.error));
  const players: World['players'] = [];
  for (const r of records.empires) {
    const e = empireRecordSchema.safeParse(r);
    const f = e.success ? empireFieldsSchema.safeParse(fields(e.data)) : null;
    if (!e.success || !f?.success) {
      problems.push(...(e.success ? issues(`empires.${e.data.id}.${KEY}`, (f as { error: z.ZodError }).error) : issues('empires', e.error)));
      continue;
    }
    players.push({ ...f.data, id: e.data.id, name: e.data.name, playerName: e.data.playerName, stellars: e.data.treasury });
  }
  const hexes: World['hexes'] = [];
  const planets: World['planets'] = [];
  for (const r of records.systems) {
    const s = systemRecordSchema.safeParse(r);
    const f = s.success ? systemFieldsSchema.safeParse(fields(s.data)) : null;
    if (!s.success || !f?.success) {
      problems.push(...(s.success ? issues(`systems.${s.data.id}.${KEY}`, (f as { error: z.ZodError }).error) : issues('systems', s.error)));
      continue;
    }
    const { planets: ps, ...h } = f.data;
    hexes.push({ ...h, id: s.data.id });
    for (const p of ps) planets.push({ ...p, hexId: s.data.id });
  }
  const fleets: World['fleets'] = [];
  const units: World['units'] = [];
  const builds: World['builds'] = [];
  for (const r of records.units) {
    const u = unitRecordSchema.safeParse(r);
    if (!u.success) {
      problems.push(...issues('units', u.error));
      continue;
    }
    const where = `units.${u.data.id}.${KEY}`;
    if (u.data.kind === UNIT_KINDS.fleet) {
      const f = fleetFieldsSchema.safeParse(fields(u.data));
      if (!f.success || !u.data.systemId) problems.push(...(f.success ? [{ where: `units.${u.data.id}.systemId`, message: 'a fleet must be in a hex' }] : issues(where, f.error)));
      else fleets.push({ ...f.data, id: u.data.id, ownerId: u.data.empireId, hexId: u.data.systemId });
    } else if (u.data.kind === UNIT_KINDS.ship) {
      const f = shipFieldsSchema.safeParse(fields(u.data));
      if (!f.success) problems.push(...issues(where, f.error));
      else units.push({ ...f.data, id: u.data.id, ownerId: u.data.empireId });
    } else if (u.data.kind === UNIT_KINDS.build) {
      const f = buildFieldsSchema.safeParse(fields(u.data));
      if (!f.success) problems.push(...issues(where, f.error));
      else builds.push({ ...f.data, id: u.data.id, ownerId: u.data.empireId });
    }
  }
  const knowledge: World['knowledge'] = [];
  for (const r of records.knowledge) {
    const k = knowledgeRecordSchema.safeParse(r);
    const f = k.success ? knowledgeFieldsSchema.safeParse(fields(k.data)) : null;
    if (!k.success || !f?.success) {
      problems.push(...(k.success ? issues(`knowledge.${k.data.id}.${KEY}`, (f as { error: z.ZodError }).error) : issues('knowledge', k.error)));
      continue;
    }
    knowledge.push({ ...f.data, playerId: k.data.empireId, hexId: k.data.systemId });
  }
  const known = new Set(players.map((p) => p.id));
  for (const f of fleets) if (!known.has(f.ownerId)) problems.push({ where: `units.${f.id}.empireId`, message: `no empire ${f.ownerId}` });
  for (const u of units) if (u.fleetId && !fleets.some((f) => f.id === u.fleetId)) problems.push({ where: `units.${u.id}.${KEY}.fleetId`, message: `no fleet ${u.fleetId}` });
  const world: World = canonical({
    gameId: game.id,
    name: game.name,
    seed: game.seed,
    turn: Math.max(1, game.turn),
    setup: gf.data.setup,
    rules: rules.success ? rules.data : gdRulesSchema.parse({}),
    mail: mail.success ? mail.data : gdMailSchema.parse({}),
    table: gf.data.table,
    players,
    hexes,
    planets,
    fleets,
    units,
    builds,
    knowledge,
  });
  return { world, problems };
}

/** The records of a world (canonical order: by id). `game` gives the base fields the world does not hold. */
export function recordsFromWorld(input: World, game: { createdAt: string; updatedAt: string; deadline?: string; notes?: string; settings?: Record<string, unknown> }): Omit<GdRecords, 'orders' | 'turns' | 'events' | 'diceRolls'> {
  const world = canonical(input);
  const g = world.gameId;
  const size = world.setup.hexSize;
  const home = (pid: string) => world.planets.find((p) => p.ownerId === pid && p.kind === 'capitalM')?.hexId ?? null;
  const gameRecord: GameRecord = {
    id: g,
    name: world.name,
    ruleset: RULESET_ID,
    turn: world.turn,
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
    seed: world.seed,
    deadline: game.deadline ?? '',
    notes: game.notes ?? '',
    settings: { ...(game.settings ?? {}), [KEY]: { setup: world.setup, table: world.table }, [RULES_KEY]: world.rules, [MAIL_KEY]: world.mail },
  };
  const empires: EmpireRecord[] = world.players.map((p) => {
    const { id, name, playerName, stellars, ...rest } = p;
    return { gameId: g, id, name, position: p.seat + 1, playerName, playerContact: '', color: colorOf(p.raceCode), homeSystemId: home(id), treasury: stellars, notes: '', [KEY]: rest };
  });
  const systems: SystemRecord[] = world.hexes.map((h) => {
    const { id, ...rest } = h;
    const px = hexToPixel(hexCoord(h.q, h.r), size);
    const ps = world.planets.filter((p) => p.hexId === id).map(({ hexId: _h, ...p }) => p);
    return { gameId: g, id, name: h.label, x: Math.round(px.x * 100) / 100, y: Math.round(px.y * 100) / 100, notes: '', [KEY]: { ...rest, planets: ps } };
  });
  const units: UnitRecord[] = [
    ...world.fleets.map(({ id, ownerId, hexId, ...rest }) => ({ gameId: g, id, empireId: ownerId, kind: UNIT_KINDS.fleet, name: `Fleet ${rest.number}`, systemId: hexId, [KEY]: rest })),
    ...world.units.map(({ id, ownerId, ...rest }) => ({ gameId: g, id, empireId: ownerId, kind: UNIT_KINDS.ship, name: `${rest.code} ${id}`, systemId: world.fleets.find((f) => f.id === rest.fleetId)?.hexId ?? null, [KEY]: rest })),
    ...world.builds.map(({ id, ownerId, ...rest }) => ({ gameId: g, id, empireId: ownerId, kind: UNIT_KINDS.build, name: `${rest.qty} ${rest.code}`, systemId: world.planets.find((p) => p.id === rest.planetId)?.hexId ?? null, [KEY]: rest })),
  ].sort((a, b) => (a.id < b.id ? -1 : 1));
  const knowledge: KnowledgeRecord[] = world.knowledge.map(({ playerId, hexId, ...rest }) => ({ gameId: g, id: `${playerId}:${hexId}`, empireId: playerId, systemId: hexId, [KEY]: rest })).sort((a, b) => (a.id < b.id ? -1 : 1));
  return { game: gameRecord, empires, systems, warpLines: [], units, designs: [], knowledge };
}

function colorOf(raceCode: string): string {
  const colors: Record<string, string> = { S: '#2f5fb3', H: '#e8925a', I: '#3f9a3f', M: '#b32020', F: '#8a2a6a', T: '#d47a9a', B: '#7a3fb3', P: '#8a6a3a', G: '#5aa05a' };
  return colors[raceCode] ?? '#888888';
}

const SIDES: Readonly<Record<string, number>> = { d3: 3, d6: 6, d10: 10, d20: 20, d30: 30, d100: 100, '2d6/2': 6 };

/** A player's stored sheet for a turn (orderFieldsSchema). */
export type OrderFields = z.infer<typeof orderFieldsSchema>;
export type OrderLineFields = z.infer<typeof orderLineSchema>;

/** The id of a player's order sheet for a turn. */
export function orderRecordId(turn: number, playerId: string): string {
  return `t${turn}-${playerId}`;
}

/** The turn record's fields of a run (open or committed). */
export function turnFields(run: { rngStart: RngState; rngEnd: RngState | null; inputs: TurnInputs; mode: 'mail' | 'live'; until?: { phase?: PhaseId; segment?: number } | null; before?: World | null; committedAt?: string | null }): z.infer<typeof turnFieldsSchema> {
  return turnFieldsSchema.parse({
    rngStart: run.rngStart,
    rngEnd: run.rngEnd,
    decisions: run.inputs.decisions ?? {},
    forcedDice: run.inputs.forcedDice ?? {},
    battles: run.inputs.battles ?? {},
    mode: run.mode,
    physical: run.inputs.physical === 'all' ? 'all' : [...(run.inputs.physical ?? [])],
    manualAllocation: [...(run.inputs.manualAllocation ?? [])],
    offers: run.inputs.offers ?? {},
    until: run.until ?? null,
    before: run.before ?? null,
    committedAt: run.committedAt ?? null,
  });
}

/** The events of a turn as records (kind `gd.<kind>`, fields under the key). */
export function eventRecords(gameId: string, turn: number, events: readonly GdEvent[]): EventRecord[] {
  return events.map((e) => ({ gameId, id: `t${turn}-e${e.seq}`, turn, seq: e.seq, kind: `gd.${e.kind}`, [KEY]: { phase: e.phase, segment: e.segment, visibleTo: e.visibleTo === 'all' || e.visibleTo === 'gm' ? e.visibleTo : [...e.visibleTo], text: e.text, ...(e.rule ? { rule: e.rule } : {}), ...(e.data ? { data: { ...e.data } } : {}) } }));
}

/** The events a stored turn holds, back as engine events, in order; records of another kind or unreadable fields are left out. */
export function eventsFromRecords(records: readonly EventRecord[], turn: number): GdEvent[] {
  const out: GdEvent[] = [];
  for (const r of [...records].filter((x) => x.turn === turn).sort((a, b) => a.seq - b.seq)) {
    if (!r.kind.startsWith('gd.')) continue;
    const f = eventFieldsSchema.safeParse(fields(r));
    if (!f.success) continue;
    out.push({ seq: r.seq, turn, phase: (PHASE_IDS as readonly string[]).includes(f.data.phase) ? (f.data.phase as PhaseId) : 'L', segment: f.data.segment, kind: r.kind.slice(3), visibleTo: f.data.visibleTo, text: f.data.text, ...(f.data.rule ? { rule: f.data.rule } : {}), ...(f.data.data ? { data: f.data.data } : {}) });
  }
  return out;
}

/** Dice as records of a turn (turn 0: setup), in the order rolled. */
export function diceRecords(gameId: string, turn: number, dice: readonly DieEvent[]): DiceRollRecord[] {
  return dice.map((d, i) => ({ gameId, id: `t${turn}-d${i}`, turn, seq: i, purpose: d.purpose, sides: SIDES[d.die] ?? 10, value: Math.max(1, d.result), [KEY]: { die: d.die, raw: [...d.raw], modifiers: d.modifiers.map((m) => ({ ...m })), result: d.result, forced: d.forced, group: d.group } }));
}

/** A GD game's records as the shared collections hold them (a GD game has no warp lines or designs). */
export function toGameRecords(records: Omit<GdRecords, 'warpLines' | 'designs'>): GameRecords {
  return {
    game: { ...records.game },
    empires: records.empires.map((r) => ({ ...r })),
    systems: records.systems.map((r) => ({ ...r })),
    warpLines: [],
    units: records.units.map((r) => ({ ...r })),
    orders: records.orders.map((r) => ({ ...r })),
    turns: records.turns.map((r) => ({ ...r })),
    events: records.events.map((r) => ({ ...r })),
    diceRolls: records.diceRolls.map((r) => ({ ...r })),
    designs: [],
    knowledge: records.knowledge.map((r) => ({ ...r })),
  };
}

/** The log of a turn as records: the turn, its events, its dice, and the order sheets. */
export function turnRecords(
  gameId: string,
  turn: number,
  run: { events: readonly GdEvent[]; dice: readonly DieEvent[]; rngStart: RngState; rngEnd: RngState | null; inputs: TurnInputs; mode: 'mail' | 'live'; committed: boolean; before?: World | null; committedAt?: string | null },
  orderTexts: Readonly<Record<string, string | OrderFields>> = {},
): { turn: TurnRecord; events: EventRecord[]; diceRolls: DiceRollRecord[]; orders: OrderRecord[] } {
  const t: TurnRecord = { gameId, number: turn, status: run.committed ? 'committed' : 'open', [KEY]: turnFields(run) };
  const events = eventRecords(gameId, turn, run.events);
  const diceRolls = diceRecords(gameId, turn, run.dice);
  const orders = Object.entries(orderTexts).map(([empireId, o]) => ({ gameId, id: orderRecordId(turn, empireId), empireId, turn, [KEY]: typeof o === 'string' ? { text: o, source: 'typed' as const } : o }));
  return { turn: t, events, diceRolls, orders };
}

/** The fields of a turn record, or null when they cannot be read. */
export function turnFieldsOf(record: TurnRecord): z.infer<typeof turnFieldsSchema> | null {
  const f = turnFieldsSchema.safeParse(fields(record));
  return f.success ? f.data : null;
}

/** The stored fields of a player's sheet, or null. */
export function orderFieldsOf(record: OrderRecord): OrderFields | null {
  const f = orderFieldsSchema.safeParse(fields(record));
  return f.success ? f.data : null;
}

/** The typed order text of an order record, or null. */
export function orderTextOf(record: OrderRecord): string | null {
  const f = orderFieldsSchema.safeParse(fields(record));
  return f.success ? f.data.text : null;
}
