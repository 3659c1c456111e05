/**
 * A screen's view of its undo history (undo-store.ts): what can be undone and redone, by
 * label, kept up to date as the history changes (from this screen or another part of it,
 * such as an import dialog that records its step).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { readHistory, subscribeHistory, type UndoEntry, type UndoHistory } from './undo-store';

export interface UndoState {
  canUndo: boolean;
  canRedo: boolean;
  /** The label of the step Undo would undo, or null. */
  undoLabel: string | null;
  redoLabel: string | null;
}

export function undoStateOf(history: UndoHistory<UndoEntry>): UndoState {
  const undo = history.past.at(-1);
  const redo = history.future.at(-1);
  return { canUndo: undo !== undefined, canRedo: redo !== undefined, undoLabel: undo?.label ?? null, redoLabel: redo?.label ?? null };
}

/** The scope's history, re-rendering whenever it changes. */
export function useUndoHistory<E extends UndoEntry>(scope: string): UndoHistory<E> {
  const subscribe = useCallback((listener: () => void) => subscribeHistory(scope, listener), [scope]);
  const snapshot = useCallback(() => readHistory<E>(scope), [scope]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** "Undo: Import of orders.txt (Ctrl+Z)", for a button's title. */
export function undoTitle(state: UndoState, which: 'undo' | 'redo'): string {
  const label = which === 'undo' ? state.undoLabel : state.redoLabel;
  const keys = which === 'undo' ? 'Ctrl+Z' : 'Ctrl+Y';
  const verb = which === 'undo' ? 'Undo' : 'Redo';
  return label ? `${verb}: ${label} (${keys})` : `Nothing to ${which} (${keys})`;
}
