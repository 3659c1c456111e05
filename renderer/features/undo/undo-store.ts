/**
 * Undo that lasts: every screen's undo and redo history lives here, by scope ("orders:<game>:<turn>",
 * "map:<game>", "empires:<game>:tech:<empire>", "combat:<game>:<battle>"), not in the screen. A
 * screen that unmounts and mounts again finds its history where it left it; the history is also
 * written to the tab's sessionStorage, so a reload finds it too when the data allows (each scope
 * says, with a stamp of its data, whether what it recorded still applies: a history whose stamp no
 * longer matches the data on screen is dropped rather than applied to something else).
 *
 * A scope named `local:…` is a screen's private history, never written to storage.
 *
 * One model for every screen: a step is an entry with a label the GM reads ("Undone: Import of
 * orders.txt"), and whatever the screen needs to go back and forth (snapshots, a command and its
 * inverse). The store keeps entries in order; the screen applies them.
 */

/** How many steps a scope keeps. */
export const UNDO_LIMIT = 200;
/** Beyond this many characters of JSON, a scope is kept for the session's screens but not written for a reload. */
const PERSIST_LIMIT = 2_000_000;
const PREFIX = 'warpdesk.undo.';

export interface UndoEntry {
  /** What the step did, in the GM's words ("Edit", "Import of orders.txt", "Move LYRA"). */
  label: string;
}

export interface UndoHistory<E extends UndoEntry> {
  past: E[];
  future: E[];
  /** The scope's stamp of its data when the history was last written (see `UndoScope.stamp`). */
  stamp?: string;
}

const histories = new Map<string, UndoHistory<UndoEntry>>();
const listeners = new Map<string, Set<() => void>>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The history of a scope (empty when there is none). */
export function readHistory<E extends UndoEntry>(scope: string): UndoHistory<E> {
  let history = histories.get(scope);
  if (!history) {
    const saved = storage()?.getItem(PREFIX + scope);
    if (saved) {
      try {
        const parsed = JSON.parse(saved) as UndoHistory<UndoEntry>;
        if (Array.isArray(parsed.past) && Array.isArray(parsed.future)) history = parsed;
      } catch {
        // A damaged entry is no history.
      }
    }
    history ??= { past: [], future: [] };
    histories.set(scope, history);
  }
  return history as UndoHistory<E>;
}

/** Replaces a scope's history and tells whoever shows it. */
export function writeHistory<E extends UndoEntry>(scope: string, history: UndoHistory<E>): void {
  const kept: UndoHistory<E> = { ...history, past: history.past.slice(-UNDO_LIMIT), future: history.future.slice(-UNDO_LIMIT) };
  histories.set(scope, kept as UndoHistory<UndoEntry>);
  const store = scope.startsWith('local:') ? null : storage();
  if (store) {
    try {
      const json = JSON.stringify(kept);
      if (json.length <= PERSIST_LIMIT && (kept.past.length > 0 || kept.future.length > 0)) store.setItem(PREFIX + scope, json);
      else store.removeItem(PREFIX + scope);
    } catch {
      // Full or unavailable storage: the history still lasts for the session's screens.
    }
  }
  for (const listener of listeners.get(scope) ?? []) listener();
}

/** Records a step: it goes on top of the past, and the future is dropped. */
export function recordStep<E extends UndoEntry>(scope: string, entry: E, stamp?: string): void {
  const history = readHistory<E>(scope);
  writeHistory(scope, { past: [...history.past, entry], future: [], stamp: stamp ?? history.stamp });
}

/** Takes the step to undo (or redo) off its list and puts it on the other; null when there is none. */
export function takeStep<E extends UndoEntry>(scope: string, which: 'undo' | 'redo'): E | null {
  const history = readHistory<E>(scope);
  const from = which === 'undo' ? history.past : history.future;
  const entry = from.at(-1);
  if (!entry) return null;
  const rest = from.slice(0, -1);
  writeHistory(scope, which === 'undo' ? { ...history, past: rest, future: [...history.future, entry] } : { ...history, past: [...history.past, entry], future: rest });
  return entry;
}

/** Sets the stamp of a scope's data without changing its steps. */
export function stampHistory(scope: string, stamp: string): void {
  const history = readHistory(scope);
  if (history.stamp !== stamp) writeHistory(scope, { ...history, stamp });
}

/** Forgets a scope's history (its data changed under it). */
export function clearHistory(scope: string): void {
  writeHistory(scope, { past: [], future: [] });
}

/** Forgets every scope whose name starts with `prefix` (a game deleted, a turn committed). */
export function clearHistories(prefix: string): void {
  const store = storage();
  const names = new Set([...histories.keys()].filter((s) => s.startsWith(prefix)));
  if (store) for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX + prefix)) names.add(key.slice(PREFIX.length));
  }
  for (const scope of names) clearHistory(scope);
}

/** Calls `listener` whenever the scope's history changes; returns the unsubscribe. */
export function subscribeHistory(scope: string, listener: () => void): () => void {
  const set = listeners.get(scope) ?? new Set();
  set.add(listener);
  listeners.set(scope, set);
  return () => {
    set.delete(listener);
  };
}

/** For tests: forgets everything held in memory (the tab's storage stays, as after a reload). */
export function forgetLoadedHistories(): void {
  histories.clear();
}
