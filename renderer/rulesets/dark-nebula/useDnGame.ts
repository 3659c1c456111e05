/**
 * A Dark Nebula game as its screens read it, live: the records (they follow every write, a commit
 * or a reopen at once) and the world they hold, with the problems of any record that cannot be read.
 */
import { useMemo } from 'react';
import type { Problem } from '../../../shared/format/problems';
import type { World } from '../../../shared/rulesets/dark-nebula/model';
import { worldFromRecords } from '../../../shared/rulesets/dark-nebula/records/convert';
import type { DnRecords } from '../../../shared/rulesets/dark-nebula/records/schemas';
import { useGameRecords } from '../../db/useGameRecords';

export interface DnGame {
  records: DnRecords;
  world: World;
  problems: readonly Problem[];
}

/** undefined while loading, null when the game is gone. */
export function useDnGame(gameId: string): DnGame | null | undefined {
  const records = useGameRecords(gameId);
  return useMemo(() => {
    if (records === undefined || records === null) return records;
    const { world, problems } = worldFromRecords(records);
    return { records, world, problems };
  }, [records]);
}

/** A message from whatever was thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
