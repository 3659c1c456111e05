/**
 * How a Dark Nebula game is stored in the workstation's shared record collections. Every record
 * keeps the shared base fields (mirrored here as loose schemas, so this wing imports no model
 * module) and its Dark Nebula fields under `darkNebula`. Unknown fields are kept.
 * - game.settings.darkNebula: the game state between steps (cursor, clocks, bag, sheets…);
 *   game.settings.darkNebulaRules: the settings of settings.ts.
 * - empires: aslan, human, and the independents (a non-player faction); RU in `treasury`.
 * - systems: map locations (x, y in map units); hex, sheet and boxes with their state under darkNebula.
 * - warpLines: jump routes; kind and exploredBy under darkNebula.
 * - units, designs (the unit classes of the game), knowledge, orders, turns, events, diceRolls.
 */
import { DARK_NEBULA_ABOUT } from '../about';
import { z } from 'zod';
import { UNIT_CODES } from '../model';

export const RULESET_ID = DARK_NEBULA_ABOUT.id;
export const RECORD_KEY = 'darkNebula';
export const STATE_KEY = 'darkNebula';
export const RULES_KEY = 'darkNebulaRules';

const id = z.string().min(1);
const side = z.enum(['aslan', 'human']);
const owner = z.enum(['aslan', 'human', 'independent']);

// Shared base fields (loose: later fields are kept).
export const gameBaseSchema = z.looseObject({ id, name: z.string(), ruleset: z.string(), turn: z.int().min(0).default(0), createdAt: z.string(), updatedAt: z.string(), seed: z.string().default('warpdesk'), deadline: z.string().default(''), notes: z.string().default(''), settings: z.record(z.string(), z.unknown()).default({}) });
export const empireBaseSchema = z.looseObject({ gameId: id, id, name: z.string(), position: z.int().min(1), playerName: z.string().default(''), playerContact: z.string().default(''), color: z.string().default('#888888'), homeSystemId: z.string().nullable().default(null), treasury: z.number().default(0), notes: z.string().default('') });
export const systemBaseSchema = z.looseObject({ gameId: id, id, name: z.string(), x: z.number(), y: z.number(), notes: z.string().default('') });
export const warpLineBaseSchema = z.looseObject({ gameId: id, id, a: id, b: id });
export const unitBaseSchema = z.looseObject({ gameId: id, id, empireId: id, kind: z.string(), name: z.string().default(''), systemId: z.string().nullable().default(null) });
export const orderBaseSchema = z.looseObject({ gameId: id, id, empireId: id, turn: z.int().min(0) });
export const turnBaseSchema = z.looseObject({ gameId: id, number: z.int().min(0), status: z.enum(['open', 'committed']).default('open') });
export const eventBaseSchema = z.looseObject({ gameId: id, id, turn: z.int().min(0), seq: z.int().min(0), kind: z.string() });
export const diceRollBaseSchema = z.looseObject({ gameId: id, id, turn: z.int().min(0), seq: z.int().min(0), purpose: z.string(), sides: z.int().min(2), value: z.int().min(1) });
export const designBaseSchema = z.looseObject({ gameId: id, id, empireId: id, kind: z.string(), name: z.string() });
export const knowledgeBaseSchema = z.looseObject({ gameId: id, id, empireId: id, systemId: id });

export type GameBase = z.infer<typeof gameBaseSchema>;
export type EmpireBase = z.infer<typeof empireBaseSchema>;
export type SystemBase = z.infer<typeof systemBaseSchema>;
export type WarpLineBase = z.infer<typeof warpLineBaseSchema>;
export type UnitBase = z.infer<typeof unitBaseSchema>;
export type OrderBase = z.infer<typeof orderBaseSchema>;
export type TurnBase = z.infer<typeof turnBaseSchema>;
export type EventBase = z.infer<typeof eventBaseSchema>;
export type DiceRollBase = z.infer<typeof diceRollBaseSchema>;
export type DesignBase = z.infer<typeof designBaseSchema>;
export type KnowledgeBase = z.infer<typeof knowledgeBaseSchema>;

/** Every collection of one game, as the shared archive holds them. */
export interface DnRecords {
  game: GameBase;
  empires: EmpireBase[];
  systems: SystemBase[];
  warpLines: WarpLineBase[];
  units: UnitBase[];
  orders: OrderBase[];
  turns: TurnBase[];
  events: EventBase[];
  diceRolls: DiceRollBase[];
  designs: DesignBase[];
  knowledge: KnowledgeBase[];
}

const placeSpec = z.object({ systemId: id, boxId: id.optional() });
export const locationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('space'), systemId: id }),
  z.object({ kind: z.literal('box'), systemId: id, boxId: id }),
  z.object({ kind: z.literal('carried'), carrierId: id }),
  z.object({ kind: z.literal('pending'), turn: z.int().min(0), queue: z.enum(['production', 'replacement', 'ally-return', 'deploy']), want: placeSpec.optional() }),
]);

/** units[].darkNebula */
export const unitFieldsSchema = z.object({
  classId: id,
  owner,
  loc: locationSchema,
  strength: z.int().min(0).max(20).optional(),
  maintFailed: z.boolean().optional(),
  neutralized: z.boolean().optional(),
  emplaced: z.boolean().optional(),
  immobile: z.string().optional(),
  sublightTurn: z.int().optional(),
  home: z.string().optional(),
  hiredBy: side.optional(),
  fee: z.int().min(0).optional(),
  replacement: z.boolean().optional(),
  dispatched: z.boolean().optional(),
  faceDown: z.boolean().optional(),
  seenBy: z.array(side).optional(),
  jumps: z.int().min(0).optional(),
  stopped: z.boolean().optional(),
  reaction: z.boolean().optional(),
});

export const unitClassSchema = z.object({
  id,
  code: z.enum(UNIT_CODES),
  faction: z.enum(['aslan', 'solomani', 'vilani', 'independent']),
  name: z.string(),
  category: z.enum(['ship', 'ground', 'pdm']),
  beam: z.int().min(0).max(12),
  missile: z.int().min(0).max(12),
  screen: z.int().min(0).max(9),
  maint: z.int().min(0).max(9),
  civilMaint: z.int().min(0).max(9),
  cost: z.int().min(0).max(100),
  delay: z.union([z.literal(1), z.literal(2)]),
  tags: z.array(z.enum(['auxiliary', 'capital', 'cruiser', 'no-jump', 'fighter', 'carrier', 'transport', 'tanker', 'explorer'])),
  set: z.enum(['dn', 'imp']).optional(),
});
/** designs[].darkNebula: one unit class (editable per game). */
export const designFieldsSchema = z.object({ unitClass: unitClassSchema });

const boxSchema = z.object({
  id,
  name: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  printed: side.nullable(),
  capital: z.boolean(),
  imperial: z.boolean(),
  techColumn: z.enum(['N2', 'N3', 'N5', 'Osa']).nullable(),
  owner: owner.nullable().default(null),
  alliedWith: side.optional(),
  exploredBy: side.optional(),
  termCounted: z.boolean().optional(),
  opm: z.boolean().optional(),
});
/** systems[].darkNebula */
export const systemFieldsSchema = z.object({ sheetId: id, col: z.int(), row: z.int(), binary: z.boolean().default(false), boxes: z.array(boxSchema).default([]), hexControl: side.nullable().default(null) });

/** warpLines[].darkNebula */
export const routeFieldsSchema = z.object({ kind: z.enum(['solid', 'dashed']).default('solid'), exploredBy: z.array(side).default([]) });

const techSchema = z.object({ column: z.enum(['N2', 'N3', 'N5', 'Osa']), result: z.enum(['vast-resources', 'resource-discovery', 'missile-tech', 'beam-tech', 'screen-tech', 'jump-tech', 'none']), turn: z.int() });
const drawSet = z.enum(['dn', 'imp']);
/** empires[].darkNebula (the players; the independents' row has only `side`). */
export const empireFieldsSchema = z.object({
  side: owner,
  variant: z.enum(['hierate', 'kingdom', 'solomani', 'vilani']).optional(),
  permits: z.array(z.string()).default([]),
  built: z.record(z.string(), z.int().min(0)).default({}),
  destroyed: z.record(z.string(), z.int().min(0)).default({}),
  groundPool: z.object({ RT: z.array(z.int()), JT: z.array(z.int()), AT: z.array(z.int()) }).optional(),
  replacementQueue: z.array(id).default([]),
  tech: z.array(techSchema).default([]),
  nextIncomePenalty: z.int().min(0).default(0),
  appealDm: z.int().default(0),
  knowsEnemy: z.boolean().default(false),
  draws: z.object({ SC: drawSet, DD: drawSet, CL: drawSet, CS: drawSet, B1: drawSet, B2: drawSet, missileBoats: z.boolean() }).optional(),
  riaType: z.union([z.literal(1), z.literal(2)]).optional(),
  truceDeclared: z.boolean().optional(),
  budgetBonus: z.int().default(0),
});

const sheetSchema = z.object({ id, name: z.string(), role: z.enum(['aslan-home', 'human-home', 'nebula', 'imperial-extra', 'other']), col0: z.int(), row0: z.int(), cols: z.int().min(1), rows: z.int().min(1) });
const cursorSchema = z.object({ turn: z.int().min(0), player: side, phase: z.enum(['mp', 'move1', 'combat1', 'reaction-move', 'reaction-combat', 'move2', 'combat2', 'end-player-turn', 'end-game-turn', 'turn0-deploy']) });
const holdings = z.object({ capital: z.boolean(), allNebula: z.boolean(), outside: z.boolean() });
const pair = z.object({ aslan: z.int().min(0), human: z.int().min(0) });
/** game.settings.darkNebula: the state between steps. */
export const gameStateSchema = z.object({
  version: z.literal(1).default(1),
  sample: z.boolean().default(false),
  sheets: z.array(sheetSchema),
  cursor: cursorSchema,
  bag: z.array(z.object({ classId: id, strength: z.int().optional() })).default([]),
  explorations: z
    .array(z.object({ boxId: id, systemId: id, side, explorerId: id, troopIds: z.array(id), phases: z.int().min(0), status: z.enum(['active', 'returning', 'done', 'failed']) }))
    .default([]),
  clocks: z.object({
    capital: pair,
    allNebula: pair,
    vilaniOutside: z.int().min(0),
    vilaniTermEnd: z.int(),
    hierateCounts: z.record(z.string(), z.int()),
    heldAtStart: z.object({ aslan: holdings, human: holdings }),
  }),
  seq: z.int().min(0),
  over: z.object({ turn: z.int(), reason: z.string(), results: z.array(z.object({ condition: z.int(), side: side.nullable(), outcome: z.string() })) }).nullable().default(null),
  lostThisPlayerTurn: z.array(id).default([]),
  graveyard: z.array(z.object({ id, classId: id, owner })).default([]),
  mustAttack: z.array(id).default([]),
  negotiated: z.array(z.string()).default([]),
  setup: z.lazy(() => setupDraftSchema).optional(),
});
export type GameState = z.infer<typeof gameStateSchema>;

const buyLineSchema = z.object({ code: z.enum(UNIT_CODES), count: z.int().min(1).max(20).optional(), at: z.string().min(1), inBox: z.boolean().optional() });
/**
 * game.settings.darkNebula.setup: the setup as the GM enters it (DN §14.0): the secret choices,
 * the missile-boat choice, each side's purchases and where they deploy. Until `done`, every
 * change sets the game up again from the seed (the same draws), so the GM can correct a line.
 */
export const setupDraftSchema = z.object({
  done: z.boolean().default(false),
  aslan: z.object({ variant: z.enum(['hierate', 'kingdom']), missileBoats: z.enum(['roll', 'yes', 'no']).default('roll'), buy: z.array(buyLineSchema).default([]) }),
  human: z.object({ variant: z.enum(['solomani', 'vilani']), buy: z.array(buyLineSchema).default([]) }),
  problems: z.array(z.object({ where: z.string(), message: z.string() })).default([]),
});
export type SetupDraft = z.infer<typeof setupDraftSchema>;

/** knowledge[].darkNebula: what one player knows of one system. */
export const knowledgeFieldsSchema = z.object({ units: z.record(z.string(), z.object({ turn: z.int(), faceKnown: z.boolean() })).default({}) });

const rngSchema = z.object({ a: z.number(), b: z.number(), c: z.number(), d: z.number() });
const note = z.string().trim().min(1, 'a GM override needs a note saying why').max(500);
/** One GM override applied at the start of a phase (engine/gm-edits.ts). */
export const gmEditSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ru'), side, amount: z.int().min(-500).max(500), note }),
  z.object({ kind: z.literal('destroy'), unitId: id, note }),
  z.object({ kind: z.literal('move'), unitId: id, systemId: id, boxId: id.optional(), note }),
  z.object({ kind: z.literal('status'), unitId: id, maintFailed: z.boolean().optional(), neutralized: z.boolean().optional(), note }),
]);
/** GM inputs of one phase (engine/run-phase.ts GmInput). */
export const gmInputSchema = z.object({
  interferenceDm: z.int().min(-6).max(6).optional(),
  appealDm: z.int().min(-6).max(6).optional(),
  ruAdjust: z.array(z.object({ side, amount: z.int(), note })).optional(),
  edits: z.array(gmEditSchema).optional(),
});
/** The collections a world is written to, as they stood before a committed turn (reopening puts them back). */
export const snapshotSchema = z.object({
  state: z.unknown(),
  empires: z.array(z.record(z.string(), z.unknown())),
  systems: z.array(z.record(z.string(), z.unknown())),
  warpLines: z.array(z.record(z.string(), z.unknown())),
  units: z.array(z.record(z.string(), z.unknown())),
  designs: z.array(z.record(z.string(), z.unknown())),
  knowledge: z.array(z.record(z.string(), z.unknown())),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

/**
 * turns[].darkNebula: an open turn holds the GM's inputs (decisions given, forced dice, die
 * overrides, GM edits by phase); a committed turn adds what replays it (dice states, the phases
 * run, every decision taken with its source) and the world before it (`before`, for reopening).
 */
export const turnFieldsSchema = z.object({
  rngBefore: rngSchema.optional(),
  rngAfter: rngSchema.optional(),
  forced: z.array(z.int().min(1).max(6)).default([]),
  decisions: z.record(z.string(), z.unknown()).default({}),
  dieOverrides: z.record(z.string(), z.object({ value: z.int().min(1).max(12), note })).default({}),
  gm: z.record(z.string(), gmInputSchema).default({}),
  phases: z.array(z.string()).default([]),
  complete: z.boolean().default(true),
  taken: z.array(z.object({ key: z.string(), kind: z.string(), decider: z.string(), source: z.string(), value: z.unknown() })).default([]),
  before: snapshotSchema.optional(),
  committedAt: z.string().optional(),
});
export type TurnFields = z.infer<typeof turnFieldsSchema>;

const sheetKind = z.enum(['mp', 'move1', 'combat', 'reaction', 'move2']);
/** One line of an order sheet as the order grid keeps it (shared/orders/sheet-spec.ts OrderLine). */
export const orderLineSchema = z.looseObject({ id, section: sheetKind, text: z.string().max(2000), original: z.string().optional(), keepInvalid: z.boolean().default(false) });
export type StoredOrderLine = z.infer<typeof orderLineSchema>;
/**
 * orders[].darkNebula: a player's sheets for one game turn. `lines` are the grid's rows (every
 * typed line, read or not); `sheets` is the same as text per sheet (written by the CLI and the
 * sample script; read when there are no lines). `sources` keep whole typed texts imported.
 */
export const orderFieldsSchema = z.object({
  sheets: z.object({ mp: z.string().optional(), move1: z.string().optional(), combat: z.string().optional(), reaction: z.string().optional(), move2: z.string().optional() }).default({}),
  lines: z.array(orderLineSchema).optional(),
  sources: z.array(z.object({ name: z.string(), text: z.string() })).default([]),
});
export type OrderFields = z.infer<typeof orderFieldsSchema>;

/** diceRolls[].darkNebula: the die event a row belongs to (a 2d6 event is two rows). */
export const diceFieldsSchema = z.object({
  /** 'draw': a pick from a face-down pool (ground units, the independents' bag); raw is the counter picked, of poolSize. */
  die: z.enum(['d6', '2d6', 'draw']),
  raw: z.array(z.int().min(1).max(100)),
  modifiers: z.array(z.object({ label: z.string(), value: z.int() })),
  result: z.int(),
  forced: z.boolean(),
  index: z.int().min(0),
  phase: z.string(),
  /** The roll's sequence number in its phase: with `phase`, the key a GM override names. */
  dieSeq: z.int().min(0).optional(),
  poolSize: z.int().min(1).optional(),
  override: z.object({ rolled: z.array(z.int()), note: z.string() }).optional(),
});
