import { TextInput } from '@mantine/core';
import { useAutosavedText } from '../db/useAutosavedText';

/**
 * Text edited where it is read (a table cell, a header): looks like text, shows a field on
 * hover and focus, and saves itself as the GM types (useAutosavedText). Escape puts back
 * what is stored.
 */
export function InlineText({ value, save, label, placeholder, size = 'sm', w, testId, journalKey }: { value: string; save: (value: string) => Promise<void>; label: string; placeholder: string; size?: 'xs' | 'sm' | 'md'; w?: number | string; testId?: string; journalKey?: string }) {
  const field = useAutosavedText(value, save, journalKey);
  return (
    <TextInput
      aria-label={label}
      title={`${label}: click to edit`}
      placeholder={placeholder}
      value={field.value}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          field.onChange(value);
          e.currentTarget.blur();
        }
      }}
      size={size}
      w={w}
      variant="filled"
      styles={{ input: { background: 'transparent', borderColor: 'transparent' } }}
      classNames={{ input: 'inline-text-input' }}
      data-testid={testId}
    />
  );
}
