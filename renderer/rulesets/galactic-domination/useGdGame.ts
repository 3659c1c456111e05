/**
 * A Galactic Domination game, live from the database: its records, the world they hold (the start of the
 * open turn) and the open turn (its sheets read and checked, its inputs). Recomputed when a record changes.
 */
import { useMemo } from 'react';
import type { GameRecords } from '../../../shared/format/records';
import { openTurn, type OpenTurn } from '../../../shared/rulesets/galactic-domination/turn/stored-turns';
import type { World } from '../../../shared/rulesets/galactic-domination/world/world';
import { useGameRecords } from '../../db/useGameRecords';

export type GdGame =
  | { readonly state: 'loading' }
  | { readonly state: 'gone' }
  | { readonly state: 'broken'; readonly records: GameRecords; readonly problem: string }
  | { readonly state: 'ready'; readonly records: GameRecords; readonly world: World; readonly open: OpenTurn };

export function useGdGame(gameId: string): GdGame {
  const records = useGameRecords(gameId);
  return useMemo<GdGame>(() => {
    if (records === undefined) return { state: 'loading' };
    if (records === null) return { state: 'gone' };
    const open = openTurn(records);
    if (!open.ok) return { state: 'broken', records, problem: open.problem };
    return { state: 'ready', records, world: open.value.world, open: open.value };
  }, [records]);
}
