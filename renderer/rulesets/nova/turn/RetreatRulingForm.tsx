import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import { noteProblem, useSaveRuling } from './useSaveRuling';

/**
 * Where a retreating ship goes (NOVA: 6.11: ties by production, "then the GM"): the ships that
 * begin a retreat in this run, with the destination the engine chose, and any system instead.
 */
export function RetreatRulingForm({ gameId, run, names }: { gameId: string; run: TurnRun; names: EventNames }) {
  const save = useSaveRuling(gameId, run.turn);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [systemId, setSystemId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const retreating = run.world.units.filter((u) => (u as { retreat?: { since: number } }).retreat?.since === run.turn);
  const units = retreating.map((u) => {
    const to = (u as { retreat?: { systemId: string | null } }).retreat?.systemId ?? null;
    return { value: u.id, label: `${u.name || u.id} (${names.empire(u.empireId)}, toward ${to ? names.system(to) : 'no known system'})` };
  });
  const systems = [...run.start.systems].sort((a, b) => a.name.localeCompare(b.name)).map((s) => ({ value: s.id, label: s.name }));

  if (units.length === 0) return <Text size="sm" c="dimmed">No ship begins a retreat in this run.</Text>;
  const submit = async () => {
    if (!unitId || !systemId) return setError('Pick a ship and a system');
    const problem = noteProblem(note);
    if (problem) return setError(problem);
    if (await save((d) => ({ ...d, retreats: { ...d.retreats, [unitId]: { value: systemId, note: note.trim() } } }))) {
      setUnitId(null);
      setNote('');
      setError(null);
    }
  };

  return (
    <Group align="end" data-testid="ruling-retreat">
      <Select label="Retreating ship" placeholder="Pick a ship" data={units} value={unitId} onChange={setUnitId} searchable w={320} limit={200} />
      <Select label="Retreats to" placeholder="Pick a system" data={systems} value={systemId} onChange={setSystemId} searchable w={160} />
      <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
      <Button onClick={() => void submit()}>Set destination</Button>
    </Group>
  );
}
