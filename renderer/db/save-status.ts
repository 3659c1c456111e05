/**
 * The state behind the "Saved" indicator: how many writes are in flight, which edits are typed
 * but not yet written (a text field waits 400 ms after the last key), and the last failure.
 * Every repository write goes through `trackSave` and every delayed edit through `editPending`,
 * so the indicator cannot say "Saved" while a write is open or an edit waits (issue 19, item 8).
 */
export type SaveState = { kind: 'saved'; at: number | null } | { kind: 'saving' } | { kind: 'pending' } | { kind: 'failed'; message: string };

let pending = 0;
let state: SaveState = { kind: 'saved', at: null };
const listeners = new Set<() => void>();
/** Edits typed and not yet handed to a write, each with the function that writes it now. */
const edits = new Map<object, () => void>();
/** Called once nothing is in flight or waiting (whenSaved). */
let idle: (() => void)[] = [];

function set(next: SaveState): void {
  state = next;
  for (const listener of listeners) listener();
  if (pending === 0 && edits.size === 0) {
    const waiting = idle;
    idle = [];
    for (const done of waiting) done();
  }
}

/** An edit is typed and waits for its delayed write: the indicator says so until `editWritten`. */
export function editPending(key: object, flush: () => void): void {
  edits.set(key, flush);
  if (state.kind !== 'saving' && state.kind !== 'failed') set({ kind: 'pending' });
}

/** The edit was handed to its write (or dropped as unchanged). */
export function editWritten(key: object): void {
  if (!edits.delete(key)) return;
  if (state.kind === 'pending' && edits.size === 0) set({ kind: 'saved', at: Date.now() });
}

/**
 * Writes every waiting edit now and resolves once every write has ended (the window hides or
 * closes: the app shell and Electron's close call this). Resolves at once when nothing waits.
 */
export function flushPendingEdits(): Promise<void> {
  for (const flush of [...edits.values()]) flush();
  if (pending === 0 && edits.size === 0) return Promise.resolve();
  return new Promise((resolve) => idle.push(resolve));
}

export function getSaveState(): SaveState {
  return state;
}

export function subscribeSaveState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs a write and reflects it in the save state; the error is rethrown for the caller to show. */
export async function trackSave<T>(write: () => Promise<T>): Promise<T> {
  pending++;
  set({ kind: 'saving' });
  try {
    const result = await write();
    pending--;
    if (pending === 0) set(edits.size > 0 ? { kind: 'pending' } : { kind: 'saved', at: Date.now() });
    return result;
  } catch (error) {
    pending--;
    set({ kind: 'failed', message: describeStorageError(error) });
    throw error;
  }
}

/** Storage errors in the GM's words: quota, a blocked upgrade, a newer database. */
export function describeStorageError(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') {
    return 'The disk is full or the browser refused more storage: the last change was not saved. Free some space, then try again.';
  }
  if (name === 'DatabaseClosedError' && /blocked/i.test(message)) {
    return 'Warpdesk is open in another window with an older version of its data. Close the other windows of Warpdesk, then reload.';
  }
  if (name === 'VersionError' || inner === 'VersionError') {
    return 'This data was written by a newer Warpdesk. Update Warpdesk to open it; nothing was changed.';
  }
  return `The change could not be saved: ${message}`;
}
