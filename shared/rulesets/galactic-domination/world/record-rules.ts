/**
 * How an archive of a Galactic Domination game is read (shared/format/records.ts `RecordRules`): each
 * collection's rows are the shared base fields plus this wing's fields under `galacticDomination`, read
 * with the schemas of world/records.ts (defaults filled, bad values refused with their place); then the
 * records must make a world (worldFromRecords): every fleet in a hex, every ship's fleet there.
 */
import { z } from 'zod';
import type { GameRecords, RecordRules } from '../../../format/records';
import { diceRollSchema, empireSchema, eventSchema, knowledgeSchema, orderSheetSchema, systemSchema, turnSchema, unitSchema } from '../../../model/entities';
import { diceFieldsSchema, empireFieldsSchema, eventFieldsSchema, KEY, knowledgeFieldsSchema, orderFieldsSchema, systemFieldsSchema, turnFieldsSchema, UNIT_KINDS, worldFromRecords } from './records';


export const GD_RECORDS: RecordRules = {
  schemas: {
    empires: empireSchema.extend({ [KEY]: empireFieldsSchema }),
    systems: systemSchema.extend({ [KEY]: systemFieldsSchema }),
    // A unit's fields depend on its kind (fleet counter, ship, build): check() reads each with its own schema.
    units: unitSchema.extend({ kind: z.enum([UNIT_KINDS.fleet, UNIT_KINDS.ship, UNIT_KINDS.build]), [KEY]: z.record(z.string(), z.unknown()) }),
    orders: orderSheetSchema.extend({ [KEY]: orderFieldsSchema }),
    turns: turnSchema.extend({ [KEY]: turnFieldsSchema }),
    events: eventSchema.extend({ [KEY]: eventFieldsSchema }),
    diceRolls: diceRollSchema.extend({ [KEY]: diceFieldsSchema }),
    knowledge: knowledgeSchema.extend({ [KEY]: knowledgeFieldsSchema }),
  },
  check(records: GameRecords) {
    const read = worldFromRecords(records);
    if (read.world === null && read.problems.length === 0) return [{ where: 'game', message: 'the records make no Galactic Domination game' }];
    return read.problems;
  },
};
