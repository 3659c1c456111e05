/**
 * "Saved" / "Saving…" / "Not saved", from the repository's own count of writes in flight and of
 * edits typed but not yet written (a text field writes 400 ms after the last key): never "Saved"
 * while an edit waits (issue 19, item 8).
 */
import { Group, Loader, Text } from '@mantine/core';
import { HintTooltip } from './HintTooltip';
import { useSyncExternalStore } from 'react';
import { getSaveState, subscribeSaveState } from '../db/save-status';

export function SaveIndicator() {
  const state = useSyncExternalStore(subscribeSaveState, getSaveState);
  if (state.kind === 'saving') {
    return (
      <Group gap={6} data-testid="save-indicator" data-state="saving" aria-live="polite">
        <Loader size={12} />
        <Text size="sm">Saving…</Text>
      </Group>
    );
  }
  if (state.kind === 'pending') {
    return (
      <HintTooltip label="An edit waits to be written: when you stop typing, leave the field, or close the window" multiline w={320}>
        <Text size="sm" c="dimmed" fs="italic" data-testid="save-indicator" data-state="pending" aria-live="polite">
          Saving…
        </Text>
      </HintTooltip>
    );
  }
  if (state.kind === 'failed') {
    return (
      <HintTooltip label={state.message} multiline w={320}>
        <Text size="sm" c="red" fw={600} data-testid="save-indicator" data-state="failed" role="alert">
          Not saved
        </Text>
      </HintTooltip>
    );
  }
  const at = state.at === null ? 'Everything is stored on this computer' : `Last saved at ${new Date(state.at).toLocaleTimeString()}`;
  return (
    <HintTooltip label={at}>
      <Text size="sm" c="dimmed" data-testid="save-indicator" data-state="saved" aria-live="polite">
        ✓ Saved
      </Text>
    </HintTooltip>
  );
}
