/**
 * NOVA's fields on the shared records (shared/ruleset.ts `records`). NOVA, the first ruleset,
 * keeps them beside the base fields of shared/model/entities.ts (a star system's type and
 * status at the top of its row), as its archives always have; the schemas here read them,
 * fill their defaults and refuse bad values with their place when a game is read.
 */
import { z } from 'zod';
import type { GameRecords } from '../../format/archive';
import type { Problem } from '../../format/problems';
import { designSchema, localId, systemSchema, warpLineSchema } from '../../model/entities';
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
export type NovaSystem = z.infer<typeof novaSystemSchema>;

/** A warp-point letter: one capital letter, local to its system. */
export const warpLetter = z.string().regex(/^[A-Z]$/, 'must be one capital letter A–Z');

// NOVA: 2.2 WARP POINTS AND WARP LINES — an edge {systemA, letterA, systemB, letterB}.
const edge = warpLineSchema.shape;
export const novaWarpLineSchema = z.looseObject({ gameId: edge.gameId, id: edge.id, a: edge.a, aLetter: warpLetter, b: edge.b, bLetter: warpLetter });
export type NovaWarpLine = z.infer<typeof novaWarpLineSchema>;

/** A ship or missile design (NOVA: 3.4 SHIP DESIGNS, MISSILE DESIGNS). */
const design = designSchema.shape;
export const novaDesignRowSchema = z.looseObject({ gameId: design.gameId, id: design.id, empireId: design.empireId, kind: z.enum(['ship', 'missile']), name: design.name });

export type NovaDesignRow = z.infer<typeof novaDesignRowSchema>;

/** A NOVA game's records, typed with NOVA's fields. */
export interface NovaRecords extends Omit<GameRecords, 'systems' | 'warpLines' | 'designs'> {
  systems: NovaSystem[];
  warpLines: NovaWarpLine[];
  designs: NovaDesignRow[];
}

/**
 * The records of a NOVA game as NOVA's types. The one place NOVA's rows are typed: a NOVA
 * game's rows were read through NOVA_RECORDS' schemas (archive, import) or written by NOVA's
 * own code, and storage keeps them as they were written.
 */
export function novaRecords<R extends Pick<GameRecords, 'systems' | 'warpLines' | 'designs'>>(records: R): Omit<R, 'systems' | 'warpLines' | 'designs'> & Pick<NovaRecords, 'systems' | 'warpLines' | 'designs'> {
  return records as unknown as Omit<R, 'systems' | 'warpLines' | 'designs'> & Pick<NovaRecords, 'systems' | 'warpLines' | 'designs'>;
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

export const NOVA_RECORDS: RecordRules = {
  schemas: { systems: novaSystemSchema, warpLines: novaWarpLineSchema, designs: novaDesignRowSchema },
  check: checkNovaRecords,
};
