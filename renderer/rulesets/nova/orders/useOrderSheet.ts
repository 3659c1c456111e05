/**
 * One empire's order sheet for one turn, as the Orders screen edits it: the lines (local,
 * with undo and redo: the shared grid's useLineHistory), saved to the database after every
 * change in the order made; the record's status; the checker's input; and every line read
 * and checked live.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { buildContext, type CheckContext } from '../../../../shared/rulesets/nova/orders/check-context';
import { readChecked } from '../../../../shared/rulesets/nova/orders/order-sheet';
import type { SheetLine } from '../../../../shared/rulesets/nova/orders/sheet';
import type { NovaOrderSheet, StoredLine } from '../../../../shared/rulesets/nova/orders/stored';
import { getDb } from '../../../db/database';
import { ordersScope, useLineHistory } from '../../../features/orders/useLineHistory';
import { loadCheckInput, loadOrderSheet, saveOrderLines } from '../db/orders';

export interface OrderSheetState {
  /** null while loading. */
  lines: StoredLine[] | null;
  checked: SheetLine[];
  record: NovaOrderSheet | null | undefined;
  context: CheckContext | null;
  change(next: StoredLine[]): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  undoLabel: string | null;
  redoLabel: string | null;
  /** Reads the lines again from the database (after an import or the missed-turn rule). */
  reload(): Promise<void>;
}

export function useOrderSheet(game: Game, empireId: string, turn: number): OrderSheetState {
  const db = getDb();
  // The grid edits the text; the parsed rows stored beside it are refreshed on every save.
  const load = useCallback(async () => (await loadOrderSheet(db, game.id, empireId, turn))?.lines.map(({ row: _row, ...rest }) => rest) ?? [], [db, game.id, empireId, turn]);
  const save = useCallback((next: StoredLine[]) => saveOrderLines(db, game.id, empireId, turn, next), [db, game.id, empireId, turn]);
  // One history for the turn's sheets: an import that filled several is undone at once, and the history outlasts the screen.
  const saveOther = useCallback((other: string, next: StoredLine[]) => saveOrderLines(db, game.id, other, turn, next), [db, game.id, turn]);
  const history = useLineHistory(load, save, { scope: ordersScope(game.id, turn), key: empireId, saveOther });
  const { lines } = history;

  const record = useLiveQuery(() => loadOrderSheet(db, game.id, empireId, turn), [game.id, empireId, turn]);
  const input = useLiveQuery(() => loadCheckInput(db, game, empireId), [game.id, game.settings, empireId]);
  const context = useMemo(() => (input ? buildContext(input) : null), [input]);
  const checked = useMemo(() => (lines ? readChecked(lines, input ?? null) : []), [lines, input]);

  return { ...history, checked, record, context };
}
