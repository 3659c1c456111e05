/**
 * The state behind the "Saved" indicator: how many writes are in flight and the last
 * failure. Every repository write goes through `trackSave`, so the indicator cannot
 * say "Saved" while a write is still open.
 */
export type SaveState = { kind: 'saved'; at: number | null } | { kind: 'saving' } | { kind: 'failed'; message: string };

let pending = 0;
let state: SaveState = { kind: 'saved', at: null };
const listeners = new Set<() => void>();

function set(next: SaveState): void {
  state = next;
  for (const listener of listeners) listener();
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
    if (pending === 0) set({ kind: 'saved', at: Date.now() });
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
