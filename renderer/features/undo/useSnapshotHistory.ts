/**
 * Undo and redo of a value a screen edits (an empire's technology, a design being drawn up),
 * as steps of the screen's lasting history (undo-store.ts): each step keeps the value before
 * and after it. A step applies only to the value it left: when the value on screen is not the
 * step's "after" (changed in another window, by an import), the history is cleared instead.
 */
import { notifications } from '@mantine/notifications';
import { useCallback, useRef } from 'react';
import { clearHistory, readHistory, recordStep, takeStep, type UndoEntry } from './undo-store';
import { undoStateOf, useUndoHistory, type UndoState } from './useUndoHistory';

export interface SnapshotStep<T> extends UndoEntry {
  before: T;
  after: T;
}

export interface SnapshotHistory<T> extends UndoState {
  /** Records a change the screen has made (or is making). */
  record(label: string, before: T, after: T): void;
  undo(): void;
  redo(): void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `current` is the value on screen (null while loading); `apply` makes a value the current one (saves it). */
export function useSnapshotHistory<T>(scope: string, current: T | null, apply: (value: T) => void): SnapshotHistory<T> {
  const history = useUndoHistory<SnapshotStep<T>>(scope);
  const latest = useRef({ current, apply });
  latest.current = { current, apply };

  const record = useCallback((label: string, before: T, after: T) => {
    if (!same(before, after)) recordStep<SnapshotStep<T>>(scope, { label, before, after });
  }, [scope]);

  const step = useCallback(
    (which: 'undo' | 'redo') => {
      const { current: value, apply: write } = latest.current;
      const kept = readHistory<SnapshotStep<T>>(scope);
      const peek = which === 'undo' ? kept.past.at(-1) : kept.future.at(-1);
      if (!peek || value === null) return;
      if (!same(which === 'undo' ? peek.after : peek.before, value)) {
        clearHistory(scope);
        notifications.show({ color: 'yellow', title: `Nothing ${which === 'undo' ? 'undone' : 'redone'}`, message: 'This changed since that step (another window, an import…): its undo history was cleared.' });
        return;
      }
      takeStep(scope, which);
      write(which === 'undo' ? peek.before : peek.after);
      notifications.show({ id: `undo-${scope}`, message: `${which === 'undo' ? 'Undone' : 'Redone'}: ${peek.label}`, autoClose: 1500 });
    },
    [scope],
  );

  return { ...undoStateOf(history), record, undo: useCallback(() => step('undo'), [step]), redo: useCallback(() => step('redo'), [step]) };
}
