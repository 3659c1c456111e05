/**
 * One empire's order sheet for one turn, as the Orders screen edits it: the lines (local,
 * with undo and redo), saved to the database after every change in the order made; the
 * record's status; the checker's input; and every line read and checked live.
 */
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { withChecks } from '../../../../shared/rulesets/nova/orders/check';
import { buildContext, type CheckContext } from '../../../../shared/rulesets/nova/orders/check-context';
import type { SheetLine } from '../../../../shared/rulesets/nova/orders/sheet';
import { readStoredLines, type NovaOrderSheet, type StoredLine } from '../../../../shared/rulesets/nova/orders/stored';
import { getDb } from '../../../db/database';
import { loadCheckInput, loadOrderSheet, saveOrderLines } from '../db/orders';

const HISTORY = 200;

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
  /** Reads the lines again from the database (after an import or the missed-turn rule). */
  reload(): Promise<void>;
}

export function useOrderSheet(game: Game, empireId: string, turn: number): OrderSheetState {
  const db = getDb();
  const [lines, setLines] = useState<StoredLine[] | null>(null);
  const past = useRef<StoredLine[][]>([]);
  const future = useRef<StoredLine[][]>([]);
  const [, setVersion] = useState(0);
  const saving = useRef<Promise<void>>(Promise.resolve());

  const reload = useCallback(async () => {
    const sheet = await loadOrderSheet(db, game.id, empireId, turn);
    past.current = [];
    future.current = [];
    setLines(sheet?.lines.map(({ row: _row, ...rest }) => rest) ?? []);
  }, [db, game.id, empireId, turn]);

  useEffect(() => {
    setLines(null);
    void reload();
  }, [reload]);

  const record = useLiveQuery(() => loadOrderSheet(db, game.id, empireId, turn), [game.id, empireId, turn]);
  const input = useLiveQuery(() => loadCheckInput(db, game, empireId), [game.id, game.settings, empireId]);
  const context = useMemo(() => (input ? buildContext(input) : null), [input]);
  const checked = useMemo(() => {
    if (!lines) return [];
    const read = readStoredLines(lines);
    return input ? withChecks(read, input) : read;
  }, [lines, input]);

  const save = useCallback(
    (next: StoredLine[]) => {
      // Writes go one after another, so the last edit is the one stored.
      saving.current = saving.current
        .then(() => saveOrderLines(db, game.id, empireId, turn, next))
        .catch((error: unknown) => {
          notifications.show({ color: 'red', title: 'The orders could not be saved', message: error instanceof Error ? error.message : String(error) });
        });
    },
    [db, game.id, empireId, turn],
  );

  const current = useRef<StoredLine[] | null>(null);
  current.current = lines;

  const change = useCallback(
    (next: StoredLine[]) => {
      if (current.current) past.current = [...past.current.slice(-HISTORY + 1), current.current];
      future.current = [];
      current.current = next;
      setLines(next);
      save(next);
    },
    [save],
  );

  const step = useCallback(
    (from: typeof past, to: typeof past) => {
      const target = from.current.at(-1);
      if (!target || !current.current) return;
      from.current = from.current.slice(0, -1);
      to.current = [...to.current, current.current];
      current.current = target;
      setLines(target);
      setVersion((v) => v + 1);
      save(target);
    },
    [save],
  );

  return {
    lines,
    checked,
    record,
    context,
    change,
    undo: () => step(past, future),
    redo: () => step(future, past),
    canUndo: past.current.length > 0,
    canRedo: future.current.length > 0,
    reload,
  };
}
