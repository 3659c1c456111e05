/** The Star Sectors battle of a game, live from the database. undefined while loading, null for no game. */
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../db/database';
import { loadBattle } from './repository';

export type LoadedBattle = NonNullable<Awaited<ReturnType<typeof loadBattle>>>;

export function useBattle(gameId: string): LoadedBattle | null | undefined {
  return useLiveQuery(() => loadBattle(getDb(), gameId), [gameId]);
}
