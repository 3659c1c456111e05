/**
 * NOVA's view of the shared tables: the same rows, typed with NOVA's fields
 * (shared/rulesets/nova/records.ts). The one place NOVA's stored rows get NOVA's types: a
 * NOVA game's rows were imported through NOVA's schemas or written by NOVA's own code.
 */
import type { Table } from 'dexie';
import type { NovaDesignRow, NovaSystem, NovaWarpLine } from '../../../../shared/rulesets/nova/records';
import type { WarpdeskDb } from '../../../db/schema';

export interface NovaTables {
  systems: Table<NovaSystem, [string, string]>;
  warpLines: Table<NovaWarpLine, [string, string]>;
  designs: Table<NovaDesignRow, [string, string]>;
}

export function novaTables(db: WarpdeskDb): NovaTables {
  return db as unknown as NovaTables;
}
