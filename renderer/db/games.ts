/**
 * Repository of games: every multi-table write goes through here, inside one
 * transaction, and through trackSave so the "Saved" indicator tells the truth.
 */
import type { Archive } from '../../shared/format/archive';
import { COLLECTIONS, emptyGameRecords, type CollectionName, type GameRecords } from '../../shared/format/records';
import { recordsWithArchiveMeta } from '../../shared/format/archive-meta';
import { copyName, rekeyGame } from '../../shared/library/new-game';
import type { Game } from '../../shared/model/entities';
import type { WarpdeskDb } from './schema';
import { nowIso } from './game-write';
import { archiveRecords, unpackRecords } from './packed';
import { trackSave } from './save-status';

/** A fresh game id. */
export function newGameId(): string {
  return `g-${crypto.randomUUID()}`;
}

export { listGames, findSampleGame, type GameSummary } from './game-list';

/** Every record of one game (packed rows unpacked: renderer/db/packed.ts), or undefined when there is no such game. */
export async function loadGameRecords(db: WarpdeskDb, gameId: string): Promise<GameRecords | undefined> {
  const stored = await readGameRecords(db, gameId);
  return stored ? unpackRecords(stored) : undefined;
}

/**
 * Every record of one game as an export writes it (renderer/db/packed.ts archiveRecords: rows
 * packed in part come as their archive text, not unpacked), or undefined when there is no such
 * game. Only for shared/format/archive.ts archiveChunks: the text is the same as from loadGameRecords.
 */
export async function loadGameForArchive(db: WarpdeskDb, gameId: string): Promise<GameRecords | undefined> {
  const stored = await readGameRecords(db, gameId);
  return stored ? archiveRecords(stored) : undefined;
}

/** Every record of one game as stored (packed rows left packed), read in one transaction. */
export async function readGameRecords(db: WarpdeskDb, gameId: string): Promise<GameRecords | undefined> {
  return db.transaction('r', [db.games, ...db.gameTables()], async () => {
    const game = await db.games.get(gameId);
    if (!game) return undefined;
    const records = emptyGameRecords(game);
    for (const name of COLLECTIONS) {
      (records as Record<CollectionName, unknown>)[name] = await db.collectionTable(name).where('gameId').equals(gameId).toArray();
    }
    return records;
  });
}

/** Two games may not share a name: the library, the window title and the packets tell games apart by it. */
export class GameNameTakenError extends Error {
  constructor(name: string) {
    super(`Another game is already called "${name}": choose another name`);
    this.name = 'GameNameTakenError';
  }
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether a game other than `exceptId` is called `name` (case and surrounding spaces aside). */
export async function isGameNameTaken(db: WarpdeskDb, name: string, exceptId?: string): Promise<boolean> {
  return (await db.games.toArray()).some((g) => g.id !== exceptId && sameName(g.name, name));
}

/** Writes a whole game that does not exist yet; refuses to overwrite one that does, or to take another game's name. */
export async function insertGame(db: WarpdeskDb, records: GameRecords): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', [db.games, ...db.gameTables()], async () => {
      if (await db.games.get(records.game.id)) throw new Error(`A game with id ${records.game.id} already exists`);
      if (await isGameNameTaken(db, records.game.name)) throw new GameNameTakenError(records.game.name);
      await db.games.add(records.game);
      await Promise.all(COLLECTIONS.map((name) => db.collectionTable(name).bulkAdd(records[name])));
    }),
  );
}

/** Changes fields of the game row itself (name, deadline, notes…) and stamps updatedAt. */
export async function updateGame(db: WarpdeskDb, gameId: string, changes: Partial<Pick<Game, 'name' | 'deadline' | 'notes' | 'settings'>>): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', db.games, async () => {
      if (changes.name !== undefined && (await isGameNameTaken(db, changes.name, gameId))) throw new GameNameTakenError(changes.name.trim());
      const updated = await db.games.update(gameId, { ...changes, updatedAt: nowIso() });
      if (updated === 0) throw new Error('This game no longer exists');
    }),
  );
}

/** Deletes a game and every record of it, all or nothing. */
export async function deleteGame(db: WarpdeskDb, gameId: string): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', [db.games, ...db.backupTables(), ...db.gameTables()], async () => {
      // A deleted game's automatic backups go with it (the GM confirmed; an exported archive is the way to keep one).
      await Promise.all([...db.backupTables(), ...db.gameTables()].map((table) => table.where('gameId').equals(gameId).delete()));
      await db.games.delete(gameId);
    }),
  );
}

async function takenNames(db: WarpdeskDb): Promise<Set<string>> {
  return new Set((await db.games.toArray()).flatMap((g) => [g.name, g.name.trim().toLocaleLowerCase()]));
}

/** Copies a game under a new id and the name "X (copy)"; returns the new id. */
export async function duplicateGame(db: WarpdeskDb, gameId: string): Promise<string> {
  const records = await loadGameRecords(db, gameId);
  if (!records) throw new Error('This game no longer exists');
  const id = newGameId();
  const copy = rekeyGame(records, id, copyName(records.game.name, await takenNames(db)), nowIso());
  await insertGame(db, copy);
  return id;
}

/**
 * Stores a game read from an archive. The game keeps its id, so export → delete → import
 * gives back the identical game; when a game with that id is already in the library,
 * the archive comes in as a copy ("X (imported)") and nothing stored is touched.
 */
export async function importArchive(db: WarpdeskDb, archive: Archive): Promise<{ gameId: string; asCopy: boolean; name: string }> {
  const records = recordsWithArchiveMeta(archive);
  if (!(await db.games.get(records.game.id)) && !(await isGameNameTaken(db, records.game.name))) {
    await insertGame(db, records);
    return { gameId: records.game.id, asCopy: false, name: records.game.name };
  }
  const id = newGameId();
  const name = copyName(records.game.name, await takenNames(db), 'imported');
  await insertGame(db, rekeyGame(records, id, name, nowIso()));
  return { gameId: id, asCopy: true, name };
}
