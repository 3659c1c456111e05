/**
 * How a NOVA game's records are read (shared/ruleset.ts `records`): the schemas of records.ts, and
 * the order sheets read through their own schema with every stored row read again from its text
 * (orders/stored.ts), and the knowledge and committed turn records read and their references
 * resolved (archive-checks.ts; issue 19, item 6).
 */
import type { RecordRules } from '../../format/records';
import { novaOrderSheetArchiveSchema } from './orders/stored';
import { checkNovaArchive } from './archive-checks';
import { NOVA_BASE_RECORDS } from './records';

export const NOVA_RECORDS: RecordRules = {
  schemas: { ...NOVA_BASE_RECORDS.schemas, orders: novaOrderSheetArchiveSchema },
  check: (records) => [...NOVA_BASE_RECORDS.check(records), ...checkNovaArchive(records)].slice(0, 50),
};
