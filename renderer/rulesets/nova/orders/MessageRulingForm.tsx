import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ruleMessage } from '../../../../shared/rulesets/nova/turn/message-log';
import type { TurnMessage } from '../../../../shared/rulesets/nova/turn/types';
import { getDb } from '../../../db/database';
import { setTurnDecision } from '../db/turns';

/**
 * The GM's ruling on one logged message (NOVA: 10.6 "the GM is the final arbiter"): passed or
 * held whatever the contact, with the note that says why; or the ruling taken back.
 */
export function MessageRulingForm({ gameId, turn, message, passesByRule, onDone }: { gameId: string; turn: number; message: TurnMessage; passesByRule: boolean; onDone: () => void }) {
  const [value, setValue] = useState<'pass' | 'hold'>(message.ruling ? (message.ruling.value ? 'pass' : 'hold') : passesByRule ? 'hold' : 'pass');
  const [note, setNote] = useState(message.ruling?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async (ruling: { value: boolean; note: string } | null) => {
    try {
      await setTurnDecision(getDb(), gameId, turn, (d) => ruleMessage(d, message.id, ruling));
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Group align="end" data-testid="message-ruling">
      <SegmentedControl data={[{ value: 'pass', label: 'Pass it' }, { value: 'hold', label: 'Hold it' }]} value={value} onChange={(v) => setValue(v as 'pass' | 'hold')} />
      <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
      <Button onClick={() => void save({ value: value === 'pass', note })}>Save ruling</Button>
      {message.ruling && (
        <Button variant="default" onClick={() => void save(null)}>
          Remove ruling
        </Button>
      )}
    </Group>
  );
}
