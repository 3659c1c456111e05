/**
 * NOVA's fields on the shared records (shared/ruleset.ts `records`). NOVA, the first ruleset,
 * keeps them beside the base fields of shared/model/entities.ts (a star system's type and
 * status at the top of its row), as its archives always have; the schemas here read them,
 * fill their defaults and refuse bad values with their place when a game is read.
 */
import { z } from 'zod';
import type { GameRecords } from '../../format/archive';
import type { Problem } from '../../format/problems';
import { designSchema, localId, systemSchema, warpLineSchema, type Unit } from '../../model/entities';
import type { RecordRules } from '../../format/records';

// NOVA: 2.1 STAR SYSTEMS — type 0–8, status by number of colonies.
export const SYSTEM_STATUSES = ['none', 'outpost', 'settlement', 'world'] as const;
export type SystemStatus = (typeof SYSTEM_STATUSES)[number];

// The fields in the order NOVA's archives have always written them (a parsed row takes its schema's order).
const base = systemSchema.shape;
export const novaSystemSchema = z.looseObject({
  gameId: base.gameId,
  id: base.id,
  name: base.name,
  type: z.int().min(0, 'must be a type from 0 to 8').max(8, 'must be a type from 0 to 8'),
  status: z.enum(SYSTEM_STATUSES).default('none'),
  ownerId: localId.nullable().default(null),
  colonies: z.int().min(0).max(3).default(0),
  homeStar: z.boolean().default(false),
  x: base.x,
  y: base.y,
  /** Installations by abbreviation (IC, SDU, …) and count. */
  installations: z.record(z.string(), z.int().min(0)).default({}),
  notes: base.notes,
});
/** A system's state the turn engine keeps beside its printed fields (NOVA: 4.2 suppression, 7.6 capture, 4.4 devastation). */
export interface NovaSystemState {
  /** Production suppressed: true while the suppressing battle is this turn, then the turn it was suppressed. */
  suppressed?: boolean | number;
  /** The empire a captured system was taken from (null: it had no owner). */
  capturedFrom?: string | null;
  captured?: boolean;
  devastatedTurn?: number;
  /** NOVA: MILITIA ARMIES: militia lost in surface combat this turn (turn/militia.ts). */
  militiaLost?: { turn: number; count: number };
  /** NOVA: SURFACE COMBAT L4004: the turn a surface battle here went on past round 3 (turn/surface-goes-on.ts). */
  surfaceCombatTurn?: number;
}
export type NovaSystem = z.infer<typeof novaSystemSchema> & NovaSystemState;

/** A warp-point letter: one capital letter, local to its system. */
export const warpLetter = z.string().regex(/^[A-Z]$/, 'must be one capital letter A–Z');

// NOVA: 2.2 WARP POINTS AND WARP LINES — an edge {systemA, letterA, systemB, letterB}.
const edge = warpLineSchema.shape;
export const novaWarpLineSchema = z.looseObject({ gameId: edge.gameId, id: edge.id, a: edge.a, aLetter: warpLetter, b: edge.b, bLetter: warpLetter });
export type NovaWarpLine = z.infer<typeof novaWarpLineSchema>;

/** A ship or missile design (NOVA: 3.4 SHIP DESIGNS, MISSILE DESIGNS). */
const design = designSchema.shape;
export const novaDesignRowSchema = z.looseObject({ gameId: design.gameId, id: design.id, empireId: design.empireId, kind: z.enum(['ship', 'missile']), name: design.name });

export type NovaDesignRow = z.infer<typeof novaDesignRowSchema> & {
  /** Order within the empire's list of designs. */
  seq?: number;
};

/** NOVA's own fields on a unit row (shared/model/entities.ts has the base), each optional, as stored. */
export interface NovaUnitFields {
  /** The design of a ship or hull. */
  designId?: string;
  /** The ship carrying this unit (cargo, NOVA: 6.8). */
  carriedBy?: string;
  /** Its place in its carrier's loading order when loaded as written (NOVA: CARGO HOLDS; orders/cargo-order.ts): 1 is loaded first. */
  cargoSlot?: number;
  /** Bought in the pregame (NOVA: 8.4), not yet in play. */
  pregame?: boolean;
  /** Order within the empire's list of purchases. */
  seq?: number;
  /** MCr paid so far on a partial hull (NOVA: 4.3). */
  paid?: number;
  /** An IC established (NOVA: 4.4), not only delivered. */
  established?: boolean;
  /** The turn an army landed on a planet (surface combat). */
  landedTurn?: number;
  /** Damage carried out of a battle (combat's unit damage). */
  damage?: unknown;
  /** The same damage in the sitrep's words ("-9AR,3SD,ML X'd"). */
  damageText?: string;
  /** NOVA: WARP POINT DRIFT: a ship whose crew died alone without an IE, with the turn it died (turn/derelicts.ts). */
  derelict?: { turn: number };
}
export type NovaUnit = Unit & NovaUnitFields;

/** A NOVA game's records, typed with NOVA's fields. */
export interface NovaRecords extends Omit<GameRecords, 'systems' | 'warpLines' | 'designs' | 'units'> {
  systems: NovaSystem[];
  warpLines: NovaWarpLine[];
  designs: NovaDesignRow[];
  units: NovaUnit[];
}

/**
 * The records of a NOVA game as NOVA's types. The one place NOVA's rows are typed: a NOVA
 * game's rows were read through NOVA_RECORDS' schemas (archive, import) or written by NOVA's
 * own code, and storage keeps them as they were written.
 */
type Typed = 'systems' | 'warpLines' | 'designs' | 'units';
export function novaRecords<R extends Pick<GameRecords, Typed>>(records: R): Omit<R, Typed> & Pick<NovaRecords, Typed> {
  return records as unknown as Omit<R, Typed> & Pick<NovaRecords, Typed>;
}

/** Cross-record checks of a NOVA game beyond the shared ones: a system's owner is an empire of the game. */
function checkNovaRecords(records: GameRecords): Problem[] {
  const empires = new Set(records.empires.map((e) => e.id));
  const problems: Problem[] = [];
  records.systems.forEach((system, i) => {
    const owner = (system as Partial<NovaSystem>).ownerId;
    if (owner != null && !empires.has(owner) && problems.length < 50) problems.push({ where: `systems[${i}].ownerId`, message: `refers to empire "${owner}", which is not in the file` });
  });
  return problems;
}

/**
 * NOVA's record rules without the schemas that need the order reader (record-rules.ts adds them:
 * the reader imports this module, so it cannot be imported here).
 */
export const NOVA_BASE_RECORDS = {
  schemas: { systems: novaSystemSchema, warpLines: novaWarpLineSchema, designs: novaDesignRowSchema },
  check: checkNovaRecords,
} satisfies RecordRules;
