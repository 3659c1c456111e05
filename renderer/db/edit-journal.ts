/**
 * A synchronous journal of text typed and not yet written (issue 19, item 8). IndexedDB writes
 * are asynchronous and a window closing or reloading can cut one short, so every keystroke of an
 * autosaved field is also kept in localStorage (synchronous: it is on disk when the key handler
 * returns) under the field's key, and cleared once the database holds that text. When the field
 * is shown again (after a crash, a reload, a closed window) it finds the text there and writes it.
 */
const PREFIX = 'warpdesk:unsaved:';

/** localStorage, or null where there is none (a test environment, storage refused). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function journalKeep(key: string, value: string): void {
  try {
    storage()?.setItem(PREFIX + key, value);
  } catch {
    // A full localStorage: the delayed write and the flush on hide remain.
  }
}

/** Clears the entry once `written` is stored, unless the GM typed more since. */
export function journalWritten(key: string, written: string): void {
  const store = storage();
  if (store?.getItem(PREFIX + key) === written) store.removeItem(PREFIX + key);
}

export function journalRead(key: string): string | null {
  return storage()?.getItem(PREFIX + key) ?? null;
}

/** Forgets every entry (tests start from an empty journal, as from an empty database). */
export function journalClearAll(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
