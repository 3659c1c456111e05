/**
 * The one way to change a game's records: one read-write transaction over the tables it
 * touches plus `games`, the game's `updatedAt` stamped in the same transaction, and the
 * whole write tracked by the "Saved" indicator. Repositories build on this.
 */
import type { Table } from 'dexie';
import type { WarpdeskDb } from './schema';
import { trackSave } from './save-status';

/** The time a change is stamped with (the renderer has a clock; shared/ does not). */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Runs `body` in one transaction over `tables` and stamps the game as changed; all or nothing. */
export function writeGame<T>(db: WarpdeskDb, gameId: string, tables: readonly Table[], body: () => Promise<T>): Promise<T> {
  return trackSave(() =>
    db.transaction('rw', [db.games, ...tables], async () => {
      const result = await body();
      const stamped = await db.games.update(gameId, { updatedAt: nowIso() });
      if (stamped === 0) throw new Error('This game no longer exists');
      return result;
    }),
  );
}
