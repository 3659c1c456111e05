/**
 * A sheet's lines as the order grid edits them: held here, with undo and redo, and saved
 * after every change in the order made (the last edit is the one stored). Where they are
 * read from and written to is the ruleset's: its repositories give `load` and `save`.
 *
 * The history is the screen's (features/undo): it lasts when the GM goes to another screen
 * and back, and over a reload of the tab. One scope may hold the steps of several sheets (an
 * Orders screen's sheets for one turn, by key): a step that changed several at once (an
 * import) is undone at once, the sheet on screen and the others (`saveOther`).
 */
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { clearHistory, recordStep, takeStep, writeHistory, readHistory, type UndoEntry } from '../undo/undo-store';
import { undoStateOf, useUndoHistory } from '../undo/useUndoHistory';

/** A step of a sheets' history: each sheet's lines before and after it, by key. */
export interface LinesStep<L> extends UndoEntry {
  before: Record<string, L[]>;
  after: Record<string, L[]>;
}

export interface LineHistory<L> {
  /** null while loading. */
  lines: L[] | null;
  change(next: L[], label?: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** The labels of the steps Undo and Redo would take ("Import of orders.txt"). */
  undoLabel: string | null;
  redoLabel: string | null;
  /** Reads the lines again (after an import, or anything else that wrote the sheet); the history stays. */
  reload(): Promise<void>;
}

export interface LineHistoryOptions<L> {
  /** The screen's history scope ("orders:<game>:<turn>"); a private one, forgotten on unmount, when absent. */
  scope?: string;
  /** This sheet's key within the scope (the player's id). */
  key?: string;
  /** Writes another sheet of the scope, for a step that changed several. */
  saveOther?: (key: string, lines: L[]) => Promise<void>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The history scope of an Orders screen: one game's sheets of one turn, each keyed by its player's id. */
export function ordersScope(gameId: string, turn: number): string {
  return `orders:${gameId}:${turn}`;
}

/** Records a step that changed several sheets of the scope at once (an import), so Undo takes it back as one. */
export function recordSheetsStep<L>(scope: string, step: LinesStep<L>): void {
  recordStep<LinesStep<L>>(scope, step);
}

/**
 * `load` and `save` name one sheet: give them stable identities (useCallback on what names
 * the sheet), since a new `load` reads the lines again. A failed save shows a notification
 * and keeps the lines on screen.
 */
export function useLineHistory<L>(load: () => Promise<L[]>, save: (lines: L[]) => Promise<void>, options: LineHistoryOptions<L> = {}): LineHistory<L> {
  const privateScope = `local:${useId()}`;
  const scope = options.scope ?? privateScope;
  const key = options.key ?? 'sheet';
  const { saveOther } = options;
  const [lines, setLines] = useState<L[] | null>(null);
  const history = useUndoHistory<LinesStep<L>>(scope);
  const saving = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => (options.scope ? undefined : () => clearHistory(privateScope)), [options.scope, privateScope]);

  const reload = useCallback(async () => {
    setLines(await load());
  }, [load]);

  useEffect(() => {
    setLines(null);
    void reload();
  }, [reload]);

  const queue = useCallback((write: () => Promise<void>) => {
    // Writes go one after another, so the last edit is the one stored.
    saving.current = saving.current.then(write).catch((error: unknown) => {
      notifications.show({ color: 'red', title: 'The orders could not be saved', message: error instanceof Error ? error.message : String(error) });
    });
  }, []);

  const current = useRef<L[] | null>(null);
  current.current = lines;

  const change = useCallback(
    (next: L[], label = 'Edit') => {
      const before = current.current;
      if (before) recordStep<LinesStep<L>>(scope, { label, before: { [key]: before }, after: { [key]: next } });
      current.current = next;
      setLines(next);
      queue(() => save(next));
    },
    [queue, save, scope, key],
  );

  const step = useCallback(
    (which: 'undo' | 'redo') => {
      if (!current.current) return;
      const peek = which === 'undo' ? readHistory<LinesStep<L>>(scope).past.at(-1) : readHistory<LinesStep<L>>(scope).future.at(-1);
      if (!peek) return;
      const from = which === 'undo' ? peek.after : peek.before;
      const to = which === 'undo' ? peek.before : peek.after;
      // The step must find this sheet as it left it; otherwise it would undo something else.
      if (key in from && !same(from[key], current.current)) {
        writeHistory(scope, { past: [], future: [] });
        notifications.show({ color: 'yellow', title: `Nothing ${which === 'undo' ? 'undone' : 'redone'}`, message: 'The sheet changed since that step (another window, a missed turn…): its undo history was cleared.' });
        return;
      }
      takeStep(scope, which);
      for (const [other, otherLines] of Object.entries(to)) {
        if (other === key) {
          current.current = otherLines;
          setLines(otherLines);
          queue(() => save(otherLines));
        } else if (saveOther) queue(() => saveOther(other, otherLines));
      }
      notifications.show({ id: `undo-${scope}`, message: `${which === 'undo' ? 'Undone' : 'Redone'}: ${peek.label}`, autoClose: 1500 });
    },
    [queue, save, saveOther, scope, key],
  );

  const undo = useCallback(() => step('undo'), [step]);
  const redo = useCallback(() => step('redo'), [step]);
  return { lines, change, undo, redo, ...undoStateOf(history), reload };
}
