import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { NumberedEvent } from '../../../../shared/rulesets/nova/turn/run-turn';
import type { ContactOutcome } from '../../../../shared/rulesets/nova/turn/types';
import { contactKey } from './turn-view';
import { noteProblem, useSaveRuling } from './useSaveRuling';

const OUTCOMES: { value: ContactOutcome; label: string }[] = [
  { value: 'friendly', label: 'Friendly' },
  { value: 'neutral', label: 'Neutral' },
  { value: 'hostile', label: 'Hostilities' },
];

/** Rule a contact result for a pair of empires in a system (NOVA: 6.13), picked from the run's contact events. */
export function ContactRulingForm({ gameId, turn, events, names }: { gameId: string; turn: number; events: readonly NumberedEvent[]; names: EventNames }) {
  const save = useSaveRuling(gameId, turn);
  const pairs = new Map<string, string>();
  for (const e of events) {
    if (e.kind !== 'contact' || !e.empireId || !e.systemId) continue;
    const key = contactKey(e.systemId, e.empireId, e.otherEmpireId);
    if (!pairs.has(key)) pairs.set(key, `${names.system(e.systemId)}: ${names.empire(e.empireId)} and ${names.empire(e.otherEmpireId)} (now ${e.outcome}, code ${e.code})`);
  }
  const [key, setKey] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>('neutral');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!key) return setError('Pick a meeting of the run');
    const problem = noteProblem(note);
    if (problem) return setError(problem);
    if (await save((d) => ({ ...d, contacts: { ...d.contacts, [key]: { value: (outcome ?? 'neutral') as ContactOutcome, note: note.trim() } } }))) {
      setKey(null);
      setNote('');
      setError(null);
    }
  };

  return (
    <Group align="end" data-testid="ruling-contact">
      <Select label="Meeting" placeholder={pairs.size === 0 ? 'No contacts in this run' : 'Pick a pair'} data={[...pairs].map(([value, label]) => ({ value, label }))} value={key} onChange={setKey} w={360} />
      <Select label="Result" data={OUTCOMES} value={outcome} onChange={setOutcome} w={140} allowDeselect={false} />
      <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
      <Button onClick={() => void submit()}>Rule contact</Button>
    </Group>
  );
}
