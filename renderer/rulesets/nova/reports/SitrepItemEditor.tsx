import { Button, Group, Text, Textarea } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { useState } from 'react';
import { editProblem } from '../../../../shared/rulesets/nova/reports/edits';

interface Props {
  initial: string;
  engineText: string;
  edited: boolean;
  onSave: (text: string | null) => Promise<void>;
  onCancel: () => void;
}

/** One sitrep item's wording being edited: Save (Ctrl+Enter), Cancel (Esc), or back to the engine's wording. */
export function SitrepItemEditor({ initial, engineText, edited, onSave, onCancel }: Props) {
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const problem = editProblem(text);
  const save = async (value: string | null) => {
    if (value !== null && problem) return;
    setBusy(true);
    try {
      await onSave(value);
    } catch {
      // The caller said why; the text stays for another try.
      setBusy(false);
    }
  };
  return (
    <div data-testid="sitrep-editor">
      <Textarea
        label="Wording of the item"
        description="Names typed here are leak-checked like the engine’s. Underlines are not kept: the edited item prints as plain text."
        autosize
        minRows={2}
        autoFocus
        value={text}
        error={problem}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={getHotkeyHandler([
          ['mod+Enter', () => void save(text)],
          ['Escape', onCancel],
        ])}
      />
      {edited && (
        <Text size="xs" c="dimmed" mt={4}>
          The engine’s wording: <span style={{ fontFamily: 'monospace' }}>{engineText}</span>
        </Text>
      )}
      <Group mt="xs" gap="xs">
        <Button size="xs" onClick={() => void save(text)} loading={busy} disabled={problem !== null}>
          Save
        </Button>
        <Button size="xs" variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        {edited && (
          <Button size="xs" variant="subtle" color="gray" onClick={() => void save(null)} disabled={busy}>
            Revert to the engine’s wording
          </Button>
        )}
      </Group>
    </div>
  );
}
