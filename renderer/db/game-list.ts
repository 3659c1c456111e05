/**
 * The library's reads: its list of games and the sample games it has. Kept apart from the
 * repository of writes (games.ts, which re-exports these) so the library's first screen loads no
 * archive format, no record schemas and no zod (issue 18).
 */
import type { Game } from '../../shared/model/entities';
import type { WarpdeskDb } from './schema';

/** One line of the library: the game and what the table shows about it. */
export interface GameSummary {
  game: Game;
  empireCount: number;
}

export async function listGames(db: WarpdeskDb): Promise<GameSummary[]> {
  const games = await db.games.orderBy('updatedAt').reverse().toArray();
  const counts = await Promise.all(games.map((game) => db.empires.where('gameId').equals(game.id).count()));
  return games.map((game, i) => ({ game, empireCount: counts[i] ?? 0 }));
}

/** Finds the game made from a bundled sample, if the library has one. */
export async function findSampleGame(db: WarpdeskDb, sample: string): Promise<Game | undefined> {
  return (await db.games.toArray()).find((game) => game.sample === sample);
}
