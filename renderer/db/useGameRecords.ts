import { useLiveQuery } from 'dexie-react-hooks';
import type { GameRecords } from '../../shared/format/archive';
import { getDb } from './database';
import { loadGameRecords } from './games';

/** Every record of the game, live: reports follow a commit, a reopen or a sitrep edit at once. Null when the game is gone. */
export function useGameRecords(gameId: string): GameRecords | null | undefined {
  return useLiveQuery(async () => (await loadGameRecords(getDb(), gameId)) ?? null, [gameId]);
}
