/**
 * Repository of the GM's sitrep edits (issue 8): `reportEdits: { [empireId]: { [itemIndex]: text } }`
 * kept on a committed turn record, the one field of that record that changes after the
 * commit (everything else stays the immutable snapshot, NOVA: 6.2). Reopening a turn removes
 * its record and, with it, its edits: the re-run may word its items differently.
 * Every write goes through writeGame (one transaction, updatedAt stamped, "Saved" indicator).
 */
import { editProblem, reportEditsOf, type ReportEdits } from '../../../../shared/rulesets/nova/reports/edits';
import { writeGame } from '../../../db/game-write';
import { markBackupRowChanged } from '../../../db/backups';
import type { WarpdeskDb } from '../../../db/schema';

/** The edits kept with committed turn `turn`; none when there are none or no such committed turn. */
export async function loadReportEdits(db: WarpdeskDb, gameId: string, turn: number): Promise<ReportEdits> {
  const record = await db.turns.get([gameId, turn]);
  return record?.status === 'committed' ? reportEditsOf(record) : {};
}

/**
 * Sets the GM's text of sitrep item `index` of `empireId`'s packet of committed turn `turn`,
 * or reverts it to the engine's wording when `text` is null. Refuses (throws, nothing
 * written) an empty or overlong text, a turn that is not committed, a negative index.
 * Returns the turn's edits as stored.
 */
export async function setSitrepEdit(db: WarpdeskDb, gameId: string, turn: number, empireId: string, index: number, text: string | null): Promise<ReportEdits> {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`There is no sitrep item ${index}`);
  if (text !== null) {
    const problem = editProblem(text);
    if (problem) throw new Error(problem);
  }
  return writeGame(db, gameId, [db.turns, db.backupState], async () => {
    const record = await db.turns.get([gameId, turn]);
    if (!record) throw new Error(`Turn ${turn} has no record: it has not been run and committed`);
    if (record.status !== 'committed') throw new Error(`Turn ${turn} is not committed: edits are kept with a committed turn only`);
    const edits = reportEditsOf(record);
    const mine = { ...(edits[empireId] ?? {}) };
    if (text === null) delete mine[String(index)];
    else mine[String(index)] = text;
    const next: ReportEdits = { ...edits, [empireId]: mine };
    if (Object.keys(mine).length === 0) delete next[empireId];
    await db.turns.update([gameId, turn], { reportEdits: next });
    // A committed record changed outside a commit: the next backup keeps it again (backups.ts).
    await markBackupRowChanged(db, gameId, 'turns', record as unknown as Record<string, unknown>);
    return next;
  });
}
