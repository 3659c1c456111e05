import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/**
 * A level typed as text: saved on every change that reads as a number (or empty = none);
 * something else stays in the field, marked, and is not saved. Follows the stored value
 * while the field is not being edited.
 */
export function LevelInput({ value, onSave, label, testId, width = 80 }: { value: number | undefined; onSave: (level: number | null) => void; label: string; testId?: string; width?: number }) {
  const stored = value === undefined ? '' : String(value);
  const [text, setText] = useState(stored);
  const focused = useRef(false);
  // Values this field saved and the database has not echoed back yet: their echo must not
  // overwrite what the GM is typing; any other change (undo, another window) is shown at once.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const at = pending.current.indexOf(stored);
    if (at >= 0) pending.current = pending.current.slice(at + 1);
    else if (!focused.current || pending.current.length === 0) setText(stored);
  }, [stored]);
  const readable = text.trim() === '' || /^\d+(\.\d+)?$/.test(text.trim());
  return (
    <TextInput
      aria-label={label}
      data-testid={testId}
      size="xs"
      w={width}
      value={text}
      inputMode="decimal"
      error={readable ? undefined : true}
      onFocus={() => (focused.current = true)}
      onBlur={() => {
        focused.current = false;
        setText(stored);
      }}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const t = next.trim();
        if (t === '') {
          pending.current.push('');
          onSave(null);
        } else if (/^\d+(\.\d+)?$/.test(t)) {
          pending.current.push(String(Number(t)));
          onSave(Number(t));
        }
      }}
    />
  );
}
