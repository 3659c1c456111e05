/**
 * Repository of empires' knowledge (NOVA: 2.4, 7.4): one record per empire × system.
 * The GM edits it from the map screen through map commands (saveMapCommand writes the
 * knowledge changes in the same transaction); the turn engine will write it later.
 */
import type { Knowledge } from '../../../../shared/model/entities';
import { asSystemKnowledge, type SystemKnowledge } from '../../../../shared/rulesets/nova/map/knowledge';
import type { WarpdeskDb } from '../../../db/schema';
import { trackSave } from '../../../db/save-status';

/** Everything one empire knows, as typed records; records without the typed fields are skipped. */
export async function listEmpireKnowledge(db: WarpdeskDb, gameId: string, empireId: string): Promise<SystemKnowledge[]> {
  const rows = await db.knowledge.where('[gameId+empireId]').equals([gameId, empireId]).toArray();
  return rows.flatMap((row) => {
    const typed = asSystemKnowledge(row);
    return typed ? [typed] : [];
  });
}

/** Every empire's knowledge of one system. */
export async function listSystemKnowledge(db: WarpdeskDb, gameId: string, systemId: string): Promise<Knowledge[]> {
  return db.knowledge.where('[gameId+systemId]').equals([gameId, systemId]).toArray();
}

/** Writes records as they are (the turn engine's entry point); one transaction. */
export async function putKnowledge(db: WarpdeskDb, records: readonly Knowledge[]): Promise<void> {
  await trackSave(() => db.transaction('rw', [db.knowledge], async () => void (await db.knowledge.bulkPut([...records]))));
}
