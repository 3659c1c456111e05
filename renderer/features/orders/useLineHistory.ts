/**
 * A sheet's lines as the order grid edits them: held here, with undo and redo, and saved
 * after every change in the order made (the last edit is the one stored). Where they are
 * read from and written to is the ruleset's: its repositories give `load` and `save`.
 */
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';

const HISTORY = 200;

export interface LineHistory<L> {
  /** null while loading. */
  lines: L[] | null;
  change(next: L[]): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** Reads the lines again (after an import, or anything else that wrote the sheet); clears the history. */
  reload(): Promise<void>;
}

/**
 * `load` and `save` name one sheet: give them stable identities (useCallback on what names
 * the sheet), since a new `load` reads the lines again. A failed save shows a notification
 * and keeps the lines on screen.
 */
export function useLineHistory<L>(load: () => Promise<L[]>, save: (lines: L[]) => Promise<void>): LineHistory<L> {
  const [lines, setLines] = useState<L[] | null>(null);
  const past = useRef<L[][]>([]);
  const future = useRef<L[][]>([]);
  const [, setVersion] = useState(0);
  const saving = useRef<Promise<void>>(Promise.resolve());

  const reload = useCallback(async () => {
    const loaded = await load();
    past.current = [];
    future.current = [];
    setLines(loaded);
  }, [load]);

  useEffect(() => {
    setLines(null);
    void reload();
  }, [reload]);

  const store = useCallback(
    (next: L[]) => {
      // Writes go one after another, so the last edit is the one stored.
      saving.current = saving.current
        .then(() => save(next))
        .catch((error: unknown) => {
          notifications.show({ color: 'red', title: 'The orders could not be saved', message: error instanceof Error ? error.message : String(error) });
        });
    },
    [save],
  );

  const current = useRef<L[] | null>(null);
  current.current = lines;

  const change = useCallback(
    (next: L[]) => {
      if (current.current) past.current = [...past.current.slice(-HISTORY + 1), current.current];
      future.current = [];
      current.current = next;
      setLines(next);
      store(next);
    },
    [store],
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
      store(target);
    },
    [store],
  );

  return {
    lines,
    change,
    undo: () => step(past, future),
    redo: () => step(future, past),
    canUndo: past.current.length > 0,
    canRedo: future.current.length > 0,
    reload,
  };
}
