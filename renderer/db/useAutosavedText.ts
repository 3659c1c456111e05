/**
 * A text field that saves itself: the GM types, the value is written 400 ms after the last key,
 * at once on blur, when the field goes away, and when the window hides or closes
 * (flushPendingEdits). While it waits the header says so (save-status: `pending`), and every
 * keystroke is kept in a synchronous journal under `journalKey` (edit-journal.ts), so text typed
 * just before the window closed is written when the field is shown again (issue 19, item 8).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { journalKeep, journalRead, journalWritten } from './edit-journal';
import { editPending, editWritten } from './save-status';

const DELAY_MS = 400;

/**
 * @param journalKey names the field for the journal, unique and stable across sessions
 *   (`game:<id>:notes`); without one, only the delayed write and the flushes keep the text.
 */
export function useAutosavedText(stored: string, save: (value: string) => Promise<void>, journalKey?: string) {
  const [value, setValue] = useState(() => (journalKey !== undefined ? (journalRead(journalKey) ?? stored) : stored));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ value, stored, save, journalKey });
  latest.current = { value, stored, save, journalKey };
  const identity = useRef({});

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { value: current, stored: saved, save: write, journalKey: key } = latest.current;
    editWritten(identity.current);
    if (current === saved) {
      if (key !== undefined) journalWritten(key, current);
      return;
    }
    void write(current).then(
      () => key !== undefined && journalWritten(key, current),
      () => undefined,
    );
  }, []);

  // Text found in the journal (typed before the window closed, never written) is written now.
  useEffect(() => {
    if (journalKey !== undefined && journalRead(journalKey) !== null) flush();
  }, [journalKey, flush]);

  // Another window or an import changed the stored value while the field was idle.
  useEffect(() => {
    if (timer.current === null && (journalKey === undefined || journalRead(journalKey) === null)) setValue(stored);
  }, [stored, journalKey]);

  useEffect(() => flush, [flush]);

  const onChange = (next: string) => {
    setValue(next);
    latest.current = { ...latest.current, value: next };
    if (journalKey !== undefined) journalKeep(journalKey, next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, DELAY_MS);
    editPending(identity.current, flush);
  };
  return { value, onChange, onBlur: flush };
}
