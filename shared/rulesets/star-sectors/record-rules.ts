/**
 * How an archive of a Star Sectors battle is read (shared/format/records.ts `RecordRules`, issue 19
 * item 6): each collection the wing writes (records.ts, renderer/rulesets/star-sectors/repository.ts)
 * is the shared base row plus its `starSectors` fields, typed here so a value out of range is refused
 * with its place; then record-references.ts resolves every id the rows name.
 */
import { z } from 'zod';
import type { RecordRules } from '../../format/records';
import { designSchema, diceRollSchema, eventSchema, orderSheetSchema, turnSchema, unitSchema } from '../../model/entities';
import { starSectorsReferenceProblems } from './record-references';
import { designFieldsSchema, roundFieldsSchema, UNIT_KIND, unitFieldsSchema } from './records';

/** The kinds of the round log (log.ts `LogKind`). */
const LOG_KINDS = ['round', 'initiative', 'order', 'move', 'warp', 'attack', 'die', 'damage', 'destroyed', 'refused', 'engineering', 'terrain', 'note'] as const;

const idOrNull = z.string().min(1).nullable();
const modifiersSchema = z.array(z.object({ label: z.string(), value: z.int().min(-100).max(100) }));

/** A die of the log (log.ts `DieRecord`): a face of a d12, rolled or forced. */
const dieSchema = z.object({
  purpose: z.string(),
  sides: z.literal(12),
  raw: z.int().min(1).max(12),
  forced: z.boolean(),
  modifiers: modifiersSchema,
  /** Roll this or lower; modifiers can take it below 1 or above 12. */
  target: z.int().min(-100).max(100),
  kept: z.boolean(),
  result: z.string(),
});

/** events[].starSectors: one entry of the round log (log.ts `LogEntry`), kept whole. */
export const logEntrySchema = z.looseObject({
  seq: z.int().min(0),
  kind: z.enum(LOG_KINDS),
  shipId: idOrNull,
  otherId: idOrNull,
  /** Line of the side's orders (1-based). */
  line: z.int().min(1).nullable(),
  sideId: idOrNull,
  text: z.string(),
  die: dieSchema.optional(),
  crew: z.string().optional(),
});

/** diceRolls[].starSectors: what the log says of the die beyond its face (records.ts roundRecords). */
export const diceFieldsSchema = z.object({
  forced: z.boolean(),
  target: z.int().min(-100).max(100),
  modifiers: modifiersSchema,
  kept: z.boolean(),
  result: z.string(),
  shipId: idOrNull,
  otherId: idOrNull,
  sideId: idOrNull,
});

export const SS_RECORDS: RecordRules = {
  schemas: {
    // Designs are profile cards; units are ships in play (records.ts designRow, unitRow).
    designs: designSchema.extend({ kind: z.literal('ship'), starSectors: designFieldsSchema }),
    units: unitSchema.extend({ kind: z.literal(UNIT_KIND), starSectors: unitFieldsSchema }),
    // One sheet per side and round, its text as typed (repository.ts saveOrderText).
    orders: orderSheetSchema.extend({ kind: z.literal('star-sectors'), text: z.string() }),
    // One committed turn per resolved round: orders, forced dice and the battle before it (undo, replay).
    turns: turnSchema.extend({ number: z.int().min(1), status: z.literal('committed'), starSectors: roundFieldsSchema }),
    events: eventSchema.extend({ turn: z.int().min(1), starSectors: logEntrySchema }),
    diceRolls: diceRollSchema.extend({ turn: z.int().min(1), sides: z.literal(12), value: z.int().min(1).max(12), starSectors: diceFieldsSchema }),
  },
  check: starSectorsReferenceProblems,
};
