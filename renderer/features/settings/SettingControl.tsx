import { Badge, Button, Group, NumberInput, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { SettingField } from '../../../shared/settings/describe';

interface Props {
  field: SettingField;
  value: unknown;
  /** The game has its own value (not the default). */
  changed: boolean;
  error?: string;
  onChange(value: unknown): void;
  onReset(): void;
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One option: label, help, the control for its kind, its default, and "use the default". */
export function SettingControl({ field, value, changed, error, onChange, onReset }: Props) {
  const label = (
    <Group gap="xs">
      <span>{field.label}</span>
      {changed && (
        <Badge size="xs" variant="light" color="orange">
          house rule
        </Badge>
      )}
    </Group>
  );
  const footer = (
    <Group gap="xs">
      <Text size="xs" c="dimmed">
        Default: {show(field.default)}
      </Text>
      {changed && (
        <Button size="compact-xs" variant="subtle" onClick={onReset}>
          Use the default
        </Button>
      )}
    </Group>
  );
  return (
    <Stack gap={4} data-testid={`setting-${field.key}`}>
      <FieldInput field={field} value={value} label={label} error={error} onChange={onChange} />
      {footer}
    </Stack>
  );
}

function FieldInput({ field, value, label, error, onChange }: { field: SettingField; value: unknown; label: ReactNode; error?: string; onChange(value: unknown): void }) {
  const [draft, setDraft] = useState<string | null>(null);
  switch (field.kind) {
    case 'boolean':
      return <Switch label={label} description={field.help} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} error={error} />;
    case 'choice':
      return (
        <Select label={label} description={field.help} data={field.choices} value={String(value)} onChange={(v) => v !== null && onChange(v)} allowDeselect={false} error={error} maw={320} />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          description={field.help}
          value={typeof value === 'number' ? value : ''}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          allowDecimal={!field.integer}
          onBlur={(e) => {
            const parsed = Number(e.currentTarget.value);
            if (e.currentTarget.value.trim() !== '' && parsed !== value) onChange(parsed);
          }}
          error={error}
          maw={200}
        />
      );
    default:
      return (
        <Textarea
          label={label}
          description={`${field.help}${field.help ? ' ' : ''}(JSON)`}
          value={draft ?? JSON.stringify(value)}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onBlur={() => {
            // Invalid JSON stays in the field with its error and is not saved.
            if (draft === null || !isJson(draft)) return;
            onChange(JSON.parse(draft));
            setDraft(null);
          }}
          error={error ?? (draft !== null && !isJson(draft) ? 'This is not valid JSON' : undefined)}
          autosize
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      );
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
