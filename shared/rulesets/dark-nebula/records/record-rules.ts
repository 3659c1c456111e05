/**
 * Beyond the Dark Nebula's fields on the shared records (shared/ruleset.ts `records`): each
 * collection's row is the shared base schema (shared/model/entities.ts) with the wing's fields
 * under `darkNebula` (records/schemas.ts). An archive is read through these (defaults filled, a
 * bad value refused with its place), then checked whole: every record must read into the world.
 */
import { z } from 'zod';
import { mapCollections, type RecordRules } from '../../../format/records';
import { designSchema, diceRollSchema, empireSchema, eventSchema, gameSchema, knowledgeSchema, orderSheetSchema, systemSchema, turnSchema, unitSchema, warpLineSchema } from '../../../model/entities';
import { worldFromRecords } from './convert';
import { referenceProblems, snapshotProblems, type RowSchemas } from './references';
import { type DnRecords, designFieldsSchema, diceFieldsSchema, empireFieldsSchema, knowledgeFieldsSchema, orderFieldsSchema, routeFieldsSchema, systemFieldsSchema, turnFieldsSchema, unitFieldsSchema } from './schemas';

/** What an RU change keeps (engine/context.ts changeRu), read by each side's ledger (view/report.ts). */
const ruDataSchema = z.looseObject({ reason: z.string(), amount: z.number(), balance: z.number() });
/** An event keeps the engine's event whole (records/convert.ts turnRecords); the data the reports read is typed. */
const eventFieldsSchema = z
  .looseObject({ seq: z.int().min(0), turn: z.int().min(0), phase: z.string(), kind: z.string(), text: z.string(), visibleTo: z.array(z.enum(['aslan', 'human'])) })
  .superRefine((event, ctx) => {
    if (event.kind !== 'ru') return;
    const read = ruDataSchema.safeParse((event as { data?: unknown }).data);
    if (!read.success) for (const issue of read.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['data', ...issue.path] });
  });

export const DN_RECORDS: RecordRules = {
  schemas: {
    empires: empireSchema.extend({ darkNebula: empireFieldsSchema }),
    systems: systemSchema.extend({ darkNebula: systemFieldsSchema }),
    warpLines: warpLineSchema.extend({ darkNebula: routeFieldsSchema.prefault({}) }),
    units: unitSchema.extend({ darkNebula: unitFieldsSchema }),
    orders: orderSheetSchema.extend({ darkNebula: orderFieldsSchema.prefault({}) }),
    turns: turnSchema.extend({ darkNebula: turnFieldsSchema.prefault({}) }),
    events: eventSchema.extend({ darkNebula: eventFieldsSchema }),
    diceRolls: diceRollSchema.extend({ darkNebula: diceFieldsSchema }),
    designs: designSchema.extend({ darkNebula: designFieldsSchema }),
    knowledge: knowledgeSchema.extend({ darkNebula: knowledgeFieldsSchema.prefault({}) }),
  },
  // Every record reads into the game's world, or the archive is refused with the record named.
  // Every record reads into the game's world, every reference in it resolves, and the world kept before
  // each committed turn reads the same way (records/references.ts), or the archive is refused with the place.
  check: (records) => {
    const dn = records as unknown as DnRecords;
    const read = worldFromRecords(dn);
    if (read.problems.length > 0) return read.problems;
    return [...referenceProblems(dn, read.world), ...snapshotProblems(dn, DN_RECORDS.schemas as RowSchemas)].slice(0, 50);
  },
};

/**
 * The records as reading them from an archive gives them back: every row through its schema
 * (fields in the schema's order, defaults filled), so a game written, read and written again is
 * the same file byte for byte. Writers of the wing pass what they store through this.
 */
export function canonicalRecords<R extends DnRecords>(records: R): R {
  const rows = mapCollections(records, (list, name) => {
    const schema = DN_RECORDS.schemas[name];
    return schema ? list.map((row) => canonicalRow(schema, row)) : [...list];
  });
  return { ...records, ...rows, game: gameSchema.parse(records.game) };
}

/** One row as an archive reads it back (its gameId kept, last). */
export function canonicalRow<T extends { gameId: string }>(schema: z.ZodObject, row: T): T {
  const { gameId, ...rest } = row;
  const parsed = schema.omit({ gameId: true } as never).safeParse(rest);
  return (parsed.success ? { ...(parsed.data as object), gameId } : row) as T;
}
