import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ShipState } from '../../../shared/rulesets/star-sectors/battle';
import { shieldsLeft } from '../../../shared/rulesets/star-sectors/battle';

/**
 * The GM's hand on a ship (the GM is the final arbiter): damage, SS lost, cloaked, destroyed,
 * with a note that is kept with the ship and exported. A change needs a note.
 */
export function AdjustShipModal({ ship, onClose, onSave }: { ship: ShipState; onClose: () => void; onSave: (ship: ShipState) => Promise<void> }) {
  const [draft, setDraft] = useState(ship);
  const [error, setError] = useState<string | null>(null);
  const changed = draft.damage !== ship.damage || draft.ssLoss !== ship.ssLoss || draft.cloaked !== ship.cloaked || draft.destroyed !== ship.destroyed;
  const submit = async () => {
    if (draft.damage + draft.ssLoss > draft.card.ss) return setError(`Hits and SS lost together cannot pass the shield strength ${draft.card.ss}`);
    if (changed && draft.gmNote.trim() === '') return setError('Say why in the note: it is kept with the ship and exported');
    if (draft.cloaked && draft.card.cloaks === 0) return setError(`${draft.card.name} has no cloaking device`);
    await onSave({ ...draft, destroyed: draft.destroyed || shieldsLeft(draft) === 0, gmNote: draft.gmNote.trim() });
  };
  return (
    <Modal opened onClose={onClose} title={`Adjust ${ship.card.name} (${ship.id})`}>
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Stack>
          <Group grow>
            <NumberInput label="Hits" description="Damage Control box" min={0} max={ship.card.ss} allowDecimal={false} value={draft.damage} onChange={(v) => typeof v === 'number' && setDraft((d) => ({ ...d, damage: v }))} />
            <NumberInput label="SS lost" description="To nearby destructions" min={0} max={ship.card.ss} allowDecimal={false} value={draft.ssLoss} onChange={(v) => typeof v === 'number' && setDraft((d) => ({ ...d, ssLoss: v }))} />
          </Group>
          <Group>
            <Checkbox label="Cloaked" checked={draft.cloaked} onChange={(e) => { const v = e.currentTarget.checked; setDraft((d) => ({ ...d, cloaked: v })); }} />
            <Checkbox label="Destroyed" checked={draft.destroyed} onChange={(e) => { const v = e.currentTarget.checked; setDraft((d) => ({ ...d, destroyed: v })); }} />
          </Group>
          <Textarea label="GM's note" description="Why the ship was adjusted; kept with it and exported" autosize minRows={2} value={draft.gmNote} onChange={(e) => { const v = e.currentTarget.value; setDraft((d) => ({ ...d, gmNote: v })); }} />
          {error && <Text c="red" size="sm" role="alert">{error}</Text>}
          <Group justify="end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit">Save</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
