import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import type { TurnDecisions } from '../../../../shared/rulesets/nova/turn/types';
import { getDb } from '../../../db/database';
import { setTurnDecision } from '../db/turns';

/** Saves a change of the turn's rulings (the dry run re-runs from them); true when saved, and the GM is told when not. */
export function useSaveRuling(gameId: string, turn: number): (patch: (d: TurnDecisions) => TurnDecisions) => Promise<boolean> {
  return useCallback(
    async (patch) => {
      try {
        await setTurnDecision(getDb(), gameId, turn, patch);
        return true;
      } catch (error) {
        notifications.show({ color: 'red', title: 'The ruling was not saved', message: error instanceof Error ? error.message : String(error) });
        return false;
      }
    },
    [gameId, turn],
  );
}

/** The note every ruling needs (the GM is the final arbiter, and says why). */
export function noteProblem(note: string): string | null {
  return note.trim() === '' ? 'Say why in the note: it is kept with the ruling and exported with the turn' : null;
}
