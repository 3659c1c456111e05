import { notifications } from '@mantine/notifications';
import type { GmAction } from '../../../../shared/rulesets/galactic-domination/turn/gm-actions';
import { getDb } from '../../../db/database';
import { gmAct } from '../db/repository';

/** Does a GM act with its note and says what was done (or why not); true when done. */
export async function act(gameId: string, action: GmAction, note: string): Promise<boolean> {
  try {
    const text = await gmAct(getDb(), gameId, action, note);
    notifications.show({ color: 'green', title: 'Done and logged', message: text });
    return true;
  } catch (e) {
    notifications.show({ color: 'red', title: 'Not done', message: e instanceof Error ? e.message : String(e) });
    return false;
  }
}
