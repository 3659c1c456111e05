/**
 * A text field that saves itself: the GM types, the value is written 400 ms after the
 * last key and at once on blur or when the field goes away, so nothing typed is lost.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const DELAY_MS = 400;

export function useAutosavedText(stored: string, save: (value: string) => Promise<void>) {
  const [value, setValue] = useState(stored);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ value, stored, save });
  latest.current = { value, stored, save };

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { value: current, stored: saved, save: write } = latest.current;
    if (current !== saved) void write(current).catch(() => undefined);
  }, []);

  // Another window or an import changed the stored value while the field was idle.
  useEffect(() => {
    if (timer.current === null) setValue(stored);
  }, [stored]);

  useEffect(() => flush, [flush]);

  const onChange = (next: string) => {
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, DELAY_MS);
  };
  return { value, onChange, onBlur: flush };
}
