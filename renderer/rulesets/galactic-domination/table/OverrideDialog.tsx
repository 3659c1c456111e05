import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

/** The GM's override of a segment's move-or-wait offers (GD §11.5.1): the table settles the moves itself; a note is required and kept. */
export function OverrideDialog({ segment, opened, onClose, onSave }: { segment: number; opened: boolean; onClose(): void; onSave(note: string): void }) {
  const [note, setNote] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={`Segment ${segment}: the table settles its moves`} data-testid="override-dialog">
      <Stack gap="sm">
        <Text size="sm">The move-or-wait offers are set aside for this segment: you then enter the moves the table settled on, fleet by fleet. The choices made so far are kept, and the offers can be taken up again. The note is logged with the segment.</Text>
        <Textarea label="Note (why the table settles it otherwise)" value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} data-autofocus data-testid="override-note" />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="orange"
            disabled={note.trim() === ''}
            onClick={() => {
              onSave(note.trim());
              setNote('');
            }}
            data-testid="override-save"
          >
            Set the offers aside
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
