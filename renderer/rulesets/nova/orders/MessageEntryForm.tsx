import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Empire } from '../../../../shared/model/entities';
import { aliasFor } from '../../../../shared/rulesets/nova/turn/contacts-state';
import { addMessage, messageProblem } from '../../../../shared/rulesets/nova/turn/message-log';
import { getDb } from '../../../db/database';
import { setTurnDecision } from '../db/turns';

/**
 * Logs one paper message handed in with the turn's orders (NOVA: 6.4): who wrote it, to whom,
 * how many sheets, and a note of the GM's. The text is never typed in ("The GM will not
 * transcribe messages"). The recipient list shows the writer's own alias for each empire, as
 * the paper names it.
 */
export function MessageEntryForm({ gameId, turn, empires, writerId }: { gameId: string; turn: number; empires: readonly Empire[]; writerId: string | null }) {
  const [from, setFrom] = useState<string | null>(writerId);
  const [to, setTo] = useState<string | null>(null);
  const [sheets, setSheets] = useState<number | string>(1);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recipients = empires
    .filter((e) => e.id !== from)
    .map((e) => {
      const alias = from ? aliasFor(empires, from, e.id) : null;
      const writer = empires.find((w) => w.id === from)?.name;
      return { value: e.id, label: alias && alias !== e.name && writer ? `${e.name} (${writer}'s ${alias})` : e.name };
    });

  const submit = async () => {
    const input = { from: from ?? '', to: to ?? '', sheets: typeof sheets === 'number' ? sheets : Number.NaN, note };
    const problem = messageProblem(empires, input);
    if (problem) return setError(problem);
    try {
      await setTurnDecision(getDb(), gameId, turn, (d) => addMessage(d, empires, input));
      setTo(null);
      setSheets(1);
      setNote('');
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Group align="start" data-testid="message-entry">
      <Select label="From" data={empires.map((e) => ({ value: e.id, label: e.name }))} value={from} onChange={(v) => { setFrom(v); if (v === to) setTo(null); }} allowDeselect={false} w={200} />
      <Select label="To" placeholder="Pick the recipient" data={recipients} value={to} onChange={setTo} w={300} />
      <NumberInput label="Sheets" min={1} max={99} allowDecimal={false} value={sheets} onChange={setSheets} w={90} />
      <TextInput label="GM note" placeholder="optional: never printed" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
      <Button mt={24} onClick={() => void submit()}>
        Log message
      </Button>
    </Group>
  );
}
