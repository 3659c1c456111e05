import { Button, Group, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import { pillageWorldKey } from '../../../../shared/rulesets/nova/turn/pillage-world';
import type { NumberedEvent } from '../../../../shared/rulesets/nova/turn/run-turn';
import { noteProblem, useSaveRuling } from './useSaveRuling';

/**
 * Let an empire pillage a World although its militia stand (NOVA: 4.8 PILLAGE: the engine
 * refuses it with a PILLAGE-WORLD order error; the GM is the final arbiter). The choices are
 * the pillages the dry run refused this turn.
 */
export function PillageWorldRulingForm({ gameId, turn, events, names }: { gameId: string; turn: number; events: readonly NumberedEvent[]; names: EventNames }) {
  const save = useSaveRuling(gameId, turn);
  const options = useMemo(() => {
    const refused = events.filter((e) => e.kind === 'order-error' && e.code === 'PILLAGE-WORLD' && e.empireId && e.systemId);
    const byKey = new Map(refused.map((e) => [pillageWorldKey(e.empireId ?? '', e.systemId ?? ''), `${names.system(e.systemId ?? '')} by ${names.empire(e.empireId ?? '')}`]));
    return [...byKey].map(([value, label]) => ({ value, label }));
  }, [events, names]);
  const [key, setKey] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!key) return setError('Pick a refused pillage');
    const problem = noteProblem(note);
    if (problem) return setError(problem);
    if (await save((d) => ({ ...d, pillageWorlds: { ...d.pillageWorlds, [key]: { value: true, note: note.trim() } } }))) {
      setKey(null);
      setNote('');
      setError(null);
    }
  };

  return (
    <Group align="end" data-testid="ruling-pillage-world">
      <Select label="Refused pillage" placeholder={options.length === 0 ? 'No World pillage refused this turn' : 'Pick a pillage'} data={options} value={key} onChange={setKey} w={320} />
      <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
      <Button onClick={() => void submit()}>Allow the pillage</Button>
    </Group>
  );
}
