/**
 * Records ⇄ world. worldFromRecords reads the shared collections into the typed in-memory world
 * and lists every record it could not read (never throws); recordsFromWorld writes the world back
 * without scratch fields. turnRecords writes a run turn's turn, event and dice rows.
 */
import type { Problem } from '../../../format/problems';
import { offsetToHex } from '../../../hex/coords';
import { hexToPixel } from '../../../hex/pixels';
import type { RngState } from '../../../rng';
import type { DnEvent } from '../engine/context';
import type { DieEvent } from '../dice';
import { ALL_CLASSES, classIndex } from '../data/unit-classes';
import { factionOf, groundPoolOf } from '../data/force-pools';
import type { Box, BoxState, GameMap, Knowledge, Route, Side, SideState, StarSystem, Unit, UnitClass, World } from '../model';
import { SIDES } from '../model';
import { DEFAULT_SETTINGS, darkNebulaSettingsSchema, readSettings, type DnSettings } from '../settings';
import type { SheetKind } from '../orders/types';
import {
  RULES_KEY,
  RULESET_ID,
  STATE_KEY,
  designFieldsSchema,
  empireFieldsSchema,
  gameStateSchema,
  knowledgeFieldsSchema,
  routeFieldsSchema,
  systemFieldsSchema,
  unitFieldsSchema,
  type DesignBase,
  type DiceRollBase,
  type DnRecords,
  type EmpireBase,
  type EventBase,
  type GameBase,
  type KnowledgeBase,
  type OrderBase,
  type SystemBase,
  type TurnBase,
  type UnitBase,
  type WarpLineBase,
  type Snapshot,
} from './schemas';

/** Map units per hex (hex size in map units); x, y of systems are hex centres. */
export const HEX_SIZE = 10;

const field = (row: object) => (row as Record<string, unknown>).darkNebula;

function issue(problems: Problem[], where: string, message: string): void {
  problems.push({ where, message });
}

function zodWhere(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const first = error.issues[0];
  return first ? `${first.path.map(String).join('.') || '(root)'}: ${first.message}` : 'unreadable';
}

/** Reads the records of one game into a world; problems name each record not read. */
export function worldFromRecords(records: DnRecords): { world: World; problems: Problem[] } {
  const problems: Problem[] = [];
  const settings = readSettings(records.game.settings[RULES_KEY]);
  if (records.game.settings[RULES_KEY] !== undefined && !darkNebulaSettingsSchema.safeParse(records.game.settings[RULES_KEY]).success) issue(problems, `game.settings.${RULES_KEY}`, 'rule settings unreadable; defaults used');
  const stateParsed = gameStateSchema.safeParse(records.game.settings[STATE_KEY]);
  if (!stateParsed.success) issue(problems, `game.settings.${STATE_KEY}`, `game state unreadable (${zodWhere(stateParsed.error)})`);
  const state = stateParsed.success ? stateParsed.data : gameStateSchema.parse({ sheets: [], cursor: { turn: records.game.turn, player: 'human', phase: 'mp' }, clocks: { capital: { aslan: 0, human: 0 }, allNebula: { aslan: 0, human: 0 }, vilaniOutside: 0, vilaniTermEnd: 8, hierateCounts: {}, heldAtStart: { aslan: { capital: false, allNebula: false, outside: false }, human: { capital: false, allNebula: false, outside: false } } }, seq: 0 });
  // Map.
  const systems: StarSystem[] = [];
  const boxes: Record<string, BoxState> = {};
  const hexControl: Record<string, Side | null> = {};
  for (const row of records.systems) {
    const f = systemFieldsSchema.safeParse(field(row));
    if (!f.success) {
      issue(problems, `systems.${row.id}`, `system ${row.name} has no readable Dark Nebula fields (${zodWhere(f.error)})`);
      continue;
    }
    const bxs: Box[] = f.data.boxes.map(({ owner, alliedWith, exploredBy, termCounted, opm, ...box }) => {
      boxes[box.id] = { owner, ...(alliedWith ? { alliedWith } : {}), ...(exploredBy ? { exploredBy } : {}), ...(termCounted ? { termCounted } : {}), ...(opm ? { opm } : {}) };
      return box;
    });
    systems.push({ id: row.id, name: row.name, sheetId: f.data.sheetId, col: f.data.col, row: f.data.row, binary: f.data.binary, boxes: bxs });
    if (f.data.hexControl) hexControl[row.id] = f.data.hexControl;
  }
  const known = new Set(systems.map((s) => s.id));
  const routes: Route[] = [];
  const explored: Record<string, Side[]> = {};
  for (const row of records.warpLines) {
    const f = routeFieldsSchema.safeParse(field(row) ?? {});
    if (!f.success || !known.has(row.a) || !known.has(row.b)) {
      issue(problems, `warpLines.${row.id}`, `route ${row.a}–${row.b} ${f.success ? 'joins an unknown system' : 'is unreadable'}`);
      continue;
    }
    routes.push({ id: row.id, a: row.a, b: row.b, kind: f.data.kind });
    if (f.data.exploredBy.length > 0) explored[row.id] = f.data.exploredBy;
  }
  const map: GameMap = { sample: state.sample, sheets: state.sheets, systems, routes };
  // Classes.
  const classList: UnitClass[] = [];
  for (const row of records.designs) {
    const f = designFieldsSchema.safeParse(field(row));
    if (f.success) classList.push(f.data.unitClass);
    else issue(problems, `designs.${row.id}`, `unit class ${row.name} unreadable (${zodWhere(f.error)})`);
  }
  const classes = classIndex(classList.length > 0 ? classList : ALL_CLASSES);
  // Sides.
  const sides = {} as Record<Side, SideState>;
  for (const row of records.empires) {
    const f = empireFieldsSchema.safeParse(field(row));
    if (!f.success) {
      issue(problems, `empires.${row.id}`, `empire ${row.name} has no readable Dark Nebula fields`);
      continue;
    }
    if (f.data.side === 'independent') continue;
    const variant = f.data.variant ?? (f.data.side === 'aslan' ? 'hierate' : 'solomani');
    const faction = factionOf(variant);
    sides[f.data.side] = {
      side: f.data.side,
      variant,
      empireId: row.id,
      ru: Math.max(0, Math.round(row.treasury)),
      permits: f.data.permits,
      built: f.data.built,
      destroyed: f.data.destroyed,
      groundPool: f.data.groundPool ?? { RT: groundPoolOf(faction, 'RT', settings), JT: groundPoolOf(faction, 'JT', settings), AT: groundPoolOf(faction, 'AT', settings) },
      replacementQueue: f.data.replacementQueue,
      tech: f.data.tech,
      nextIncomePenalty: f.data.nextIncomePenalty,
      appealDm: f.data.appealDm,
      knowsEnemy: f.data.knowsEnemy,
      draws: f.data.draws,
      riaType: f.data.riaType,
      truceDeclared: f.data.truceDeclared,
      budgetBonus: f.data.budgetBonus,
    } as SideState;
  }
  for (const s of SIDES) {
    if (!sides[s]) {
      issue(problems, 'empires', `no ${s} empire; a default one is used`);
      const variant = s === 'aslan' ? 'hierate' : 'solomani';
      const faction = factionOf(variant);
      sides[s] = { side: s, variant, empireId: s, ru: 0, permits: [], built: {}, destroyed: {}, groundPool: { RT: groundPoolOf(faction, 'RT', settings), JT: groundPoolOf(faction, 'JT', settings), AT: groundPoolOf(faction, 'AT', settings) }, replacementQueue: [], tech: [], nextIncomePenalty: 0, appealDm: 0, knowsEnemy: false, budgetBonus: 0 };
    }
  }
  // Units.
  const units: Unit[] = [];
  for (const row of records.units) {
    const f = unitFieldsSchema.safeParse(field(row));
    if (!f.success || !classes[f.data.classId]) {
      issue(problems, `units.${row.id}`, `unit ${row.name || row.id} ${f.success ? `has an unknown class ${f.data.classId}` : `is unreadable (${zodWhere(f.error)})`}`);
      continue;
    }
    units.push({ id: row.id, ...f.data });
  }
  // Knowledge.
  const knowledge: Record<Side, Knowledge> = { aslan: { systems: [], units: {} }, human: { systems: [], units: {} } };
  const sideOfEmpire = new Map<string, Side>(SIDES.map((s) => [sides[s].empireId, s]));
  for (const row of records.knowledge) {
    const s = sideOfEmpire.get(row.empireId);
    const f = knowledgeFieldsSchema.safeParse(field(row) ?? {});
    if (!s || !f.success) {
      issue(problems, `knowledge.${row.id}`, 'knowledge row of an unknown empire or unreadable');
      continue;
    }
    knowledge[s].systems.push(row.systemId);
    for (const [unitId, k] of Object.entries(f.data.units)) knowledge[s].units[unitId] = { systemId: row.systemId, ...k };
  }
  for (const s of SIDES) knowledge[s].systems.sort();
  const world: World = {
    turn: state.cursor.turn,
    cursor: state.cursor,
    map,
    classes,
    settings,
    sides,
    units,
    bag: state.bag,
    boxes,
    hexControl,
    explored,
    explorations: state.explorations,
    clocks: { ...state.clocks, hierateCounts: Object.fromEntries(Object.entries(state.clocks.hierateCounts).map(([k, v]) => [Number(k), v])) },
    knowledge,
    seq: state.seq,
    over: state.over,
    lostThisPlayerTurn: state.lostThisPlayerTurn,
    graveyard: state.graveyard.map((g) => ({ id: g.id, classId: g.classId, owner: g.owner, loc: { kind: 'pending', turn: 0, queue: 'replacement' } })),
    mustAttack: state.mustAttack,
    negotiated: state.negotiated,
  };
  return { world, problems };
}

const SCRATCH = ['missileSpent', 'cargoOps', 'attacked', 'halted', 'moved'] as const;

export interface WrittenRecords {
  game: GameBase;
  empires: EmpireBase[];
  systems: SystemBase[];
  warpLines: WarpLineBase[];
  units: UnitBase[];
  designs: DesignBase[];
  knowledge: KnowledgeBase[];
}

/** The setup draft stored on a game, as it is (undefined when there is none). */
function setupOf(game: GameBase): unknown {
  const state = game.settings[STATE_KEY];
  return typeof state === 'object' && state !== null ? (state as { setup?: unknown }).setup : undefined;
}

/**
 * The rule settings as stored: only those that differ from their default, so the Settings
 * screen shows which are the game's own (a "house rule") and a later default reaches old games.
 */
export function storedSettings(settings: DnSettings): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) if (JSON.stringify(value) !== JSON.stringify((DEFAULT_SETTINGS as Record<string, unknown>)[key])) out[key] = value;
  return out;
}

/** Names and colours for new empire rows. */
const EMPIRE_DEFAULTS: Record<Side | 'independent', { name: string; color: string; position: number }> = {
  human: { name: 'Human power', color: '#c0392b', position: 1 },
  aslan: { name: 'Aslan power', color: '#2e6fd8', position: 2 },
  independent: { name: 'Independents', color: '#8a8a8a', position: 3 },
};

/**
 * Writes the world into the shared collections. `game` supplies the base fields (id, name, times,
 * seed); `empires` are existing rows whose names and player fields are kept.
 */
export function recordsFromWorld(world: World, game: GameBase, empires: readonly EmpireBase[] = []): WrittenRecords {
  const gameId = game.id;
  const existing = new Map(empires.map((e) => [e.id, e]));
  const independentsId = empires.find((e) => (field(e) as { side?: string } | undefined)?.side === 'independent')?.id ?? 'independents';
  const empireIdOf = (o: Unit['owner']) => (o === 'independent' ? independentsId : world.sides[o].empireId);
  const state = {
    version: 1,
    sample: world.map.sample,
    sheets: world.map.sheets,
    cursor: world.cursor,
    bag: world.bag,
    explorations: world.explorations,
    clocks: world.clocks,
    seq: world.seq,
    over: world.over,
    lostThisPlayerTurn: world.lostThisPlayerTurn ?? [],
    graveyard: (world.graveyard ?? []).map((g) => ({ id: g.id, classId: g.classId, owner: g.owner })),
    mustAttack: world.mustAttack ?? [],
    negotiated: world.negotiated ?? [],
    // The setup as the GM entered it travels with the state (records/schemas.ts setupDraftSchema).
    ...(setupOf(game) !== undefined ? { setup: setupOf(game) } : {}),
  };
  const outGame: GameBase = { ...game, ruleset: RULESET_ID, turn: world.turn, settings: { ...game.settings, [STATE_KEY]: state, [RULES_KEY]: storedSettings(world.settings) } };
  const empireRow = (idValue: string, who: Side | 'independent', fields: Record<string, unknown>, treasury: number): EmpireBase => {
    const base = existing.get(idValue);
    const d = EMPIRE_DEFAULTS[who];
    const capital = who === 'independent' ? null : (world.map.systems.find((s) => s.boxes.some((b) => b.capital && b.printed === who))?.id ?? null);
    return { gameId, id: idValue, name: base?.name ?? d.name, position: base?.position ?? d.position, playerName: base?.playerName ?? '', playerContact: base?.playerContact ?? '', color: base?.color ?? d.color, homeSystemId: capital, treasury, notes: base?.notes ?? '', darkNebula: fields } as EmpireBase;
  };
  const outEmpires: EmpireBase[] = SIDES.map((s) => {
    const { side, empireId, ru, ...rest } = world.sides[s];
    return empireRow(empireId, side, { side, ...rest }, ru);
  });
  outEmpires.push(empireRow(independentsId, 'independent', { side: 'independent' }, 0));
  outEmpires.sort((a, b) => a.position - b.position);
  const systems: SystemBase[] = world.map.systems.map((s) => {
    const p = hexToPixel(offsetToHex(s.col, s.row), HEX_SIZE);
    return { gameId, id: s.id, name: s.name, x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100, notes: '', darkNebula: { sheetId: s.sheetId, col: s.col, row: s.row, binary: s.binary, boxes: s.boxes.map((b) => ({ ...b, ...(world.boxes[b.id] ?? { owner: null }) })), hexControl: world.hexControl[s.id] ?? null } } as SystemBase;
  });
  const warpLines: WarpLineBase[] = world.map.routes.map((r) => ({ gameId, id: r.id, a: r.a, b: r.b, darkNebula: { kind: r.kind, exploredBy: world.explored[r.id] ?? [] } }) as WarpLineBase);
  const units: UnitBase[] = world.units.map((u) => {
    const { id, ...rest } = u;
    const clean: Record<string, unknown> = { ...rest };
    for (const k of SCRATCH) delete clean[k];
    const cls = world.classes[u.classId];
    let systemId: string | null = null;
    for (let cur: Unit | undefined = u, i = 0; cur && i < 4; i++) {
      if (cur.loc.kind === 'space' || cur.loc.kind === 'box') {
        systemId = cur.loc.systemId;
        break;
      }
      if (cur.loc.kind !== 'carried') break;
      const carrierId: string = cur.loc.carrierId;
      cur = world.units.find((x) => x.id === carrierId);
    }
    return { gameId, id, empireId: empireIdOf(u.owner), kind: `${RULESET_ID}.${cls?.code ?? 'unit'}`, name: `${id} ${cls?.code ?? ''}`.trim(), systemId, darkNebula: clean } as UnitBase;
  });
  const designs: DesignBase[] = Object.values(world.classes).map((c) => ({ gameId, id: c.id, empireId: c.faction === 'independent' ? independentsId : c.faction === 'aslan' ? world.sides.aslan.empireId : world.sides.human.empireId, kind: 'ship', name: `${c.code} ${c.name}`, darkNebula: { unitClass: c } }) as DesignBase);
  const knowledge: KnowledgeBase[] = [];
  for (const s of SIDES) {
    const k = world.knowledge[s];
    const bySystem = new Map<string, Record<string, { turn: number; faceKnown: boolean }>>();
    for (const sys of k.systems) bySystem.set(sys, {});
    for (const [unitId, info] of Object.entries(k.units)) {
      const entry = bySystem.get(info.systemId) ?? {};
      entry[unitId] = { turn: info.turn, faceKnown: info.faceKnown };
      bySystem.set(info.systemId, entry);
    }
    for (const [systemId, seen] of [...bySystem].sort(([a], [b]) => (a < b ? -1 : 1))) knowledge.push({ gameId, id: `${s}:${systemId}`, empireId: world.sides[s].empireId, systemId, darkNebula: { units: seen } } as KnowledgeBase);
  }
  return { game: outGame, empires: outEmpires, systems, warpLines, units, designs, knowledge };
}

/** A player's typed sheets for one game turn, as an orders row. */
export function orderRecord(gameId: string, empireId: string, turn: number, sheets: Partial<Record<SheetKind, string>>): OrderBase {
  return { gameId, id: orderRecordId(empireId, turn), empireId, turn, darkNebula: { sheets, sources: [] } } as OrderBase;
}

/** The id of a player's orders row for a game turn. */
export function orderRecordId(empireId: string, turn: number): string {
  return `${empireId}:t${turn}`;
}

/** What a turn record keeps beside its rows (records/schemas.ts turnFieldsSchema). */
export interface TurnRecordInput {
  events: readonly DnEvent[];
  rngBefore: RngState;
  rngAfter: RngState;
  forced?: readonly number[];
  decisions?: Record<string, unknown>;
  dieOverrides?: Record<string, { value: number; note: string }>;
  gm?: Record<string, unknown>;
  taken?: readonly unknown[];
  phases?: readonly string[];
  complete: boolean;
  status?: 'open' | 'committed';
  before?: Snapshot;
  committedAt?: string;
  /** Prefix of the event and dice row ids (default `t<turn>`; the setup's are `setup`). */
  idPrefix?: string;
}

/** The turn, event and dice rows of a run turn (a 2d6 event is two dice rows, one per die). */
export function turnRecords(gameId: string, turn: number, run: TurnRecordInput): { turn: TurnBase; events: EventBase[]; diceRolls: DiceRollBase[] } {
  const fields: Record<string, unknown> = { rngBefore: run.rngBefore, rngAfter: run.rngAfter, forced: run.forced ?? [], decisions: run.decisions ?? {}, dieOverrides: run.dieOverrides ?? {}, gm: run.gm ?? {}, phases: run.phases ?? [], complete: run.complete, taken: run.taken ?? [] };
  if (run.before) fields.before = run.before;
  if (run.committedAt) fields.committedAt = run.committedAt;
  const turnRow = { gameId, number: turn, status: run.status ?? 'open', darkNebula: fields } as TurnBase;
  const { events, diceRolls } = eventRows(gameId, turn, run.events, run.idPrefix ?? `t${turn}`);
  return { turn: turnRow, events, diceRolls };
}

/** Event and dice rows of a run's events, ids `<prefix>-e<seq>` and `<prefix>-e<seq>-d<i>`. */
export function eventRows(gameId: string, turn: number, list: readonly DnEvent[], prefix: string): { events: EventBase[]; diceRolls: DiceRollBase[] } {
  const events = list.map((e) => ({ gameId, id: `${prefix}-e${e.seq}`, turn, seq: e.seq, kind: `${RULESET_ID}.${e.kind}`, darkNebula: e }) as EventBase);
  const diceRolls: DiceRollBase[] = [];
  for (const e of list) {
    (e.draws ?? []).forEach((draw, index) => {
      // A pick from a face-down pool of N: a "die" of N faces, its value the counter picked (1-based).
      if (draw.poolSize < 2) return;
      diceRolls.push({ gameId, id: `${prefix}-e${e.seq}-w${index}`, turn, seq: e.seq, purpose: draw.purpose, sides: draw.poolSize, value: draw.index + 1, darkNebula: { die: 'draw', raw: [draw.index + 1], modifiers: [], result: draw.index + 1, forced: draw.forced, index: 0, phase: e.phase, dieSeq: draw.seq, poolSize: draw.poolSize, ...(draw.note ? { override: { rolled: [], note: draw.note } } : {}) } } as DiceRollBase);
    });
    const die = e.die as DieEvent | undefined;
    if (!die) continue;
    die.raw.forEach((value, index) => {
      diceRolls.push({ gameId, id: `${prefix}-e${e.seq}-d${index}`, turn, seq: e.seq, purpose: die.purpose, sides: 6, value, darkNebula: { die: die.die, raw: die.raw, modifiers: die.modifiers, result: die.result, forced: die.forced, index, phase: e.phase, dieSeq: die.seq, ...(die.override ? { override: die.override } : {}) } } as DiceRollBase);
    });
  }
  return { events, diceRolls };
}

/** The collections of `records` the world is written to, as a snapshot (a committed turn's `before`). */
export function snapshotOf(records: Pick<DnRecords, 'game' | 'empires' | 'systems' | 'warpLines' | 'units' | 'designs' | 'knowledge'>): Snapshot {
  const strip = (rows: readonly object[]) => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'gameId')));
  return {
    state: structuredClone(records.game.settings[STATE_KEY] ?? null),
    empires: strip(records.empires),
    systems: strip(records.systems),
    warpLines: strip(records.warpLines),
    units: strip(records.units),
    designs: strip(records.designs),
    knowledge: strip(records.knowledge),
  };
}
