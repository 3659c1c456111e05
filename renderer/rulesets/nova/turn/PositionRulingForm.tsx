import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import { TURN_STEPS, type TurnStep, type TurnWorld } from '../../../../shared/rulesets/nova/turn/types';
import { noteProblem, useSaveRuling } from './useSaveRuling';

const STEP_OPTIONS = TURN_STEPS.map((s) => ({ value: s, label: s === 'end' ? 'End of turn' : `Step ${s}` }));

/** Put a unit (and what it carries) in a system after a step. */
export function PositionRulingForm({ gameId, turn, world, names }: { gameId: string; turn: number; world: TurnWorld; names: EventNames }) {
  const save = useSaveRuling(gameId, turn);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [systemId, setSystemId] = useState<string | null>(null);
  const [step, setStep] = useState<string | null>('F');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const units = world.units
    .filter((u) => !u.carriedBy)
    .map((u) => ({ value: u.id, label: `${u.name || u.id} (${names.empire(u.empireId)}${u.systemId ? `, ${names.system(u.systemId)}` : ''})` }));
  const systems = [...world.systems].sort((a, b) => a.name.localeCompare(b.name)).map((s) => ({ value: s.id, label: s.name }));

  const submit = async () => {
    if (!unitId || !systemId) return setError('Pick a unit and a system');
    const problem = noteProblem(note);
    if (problem) return setError(problem);
    if (await save((d) => ({ ...d, positions: { ...d.positions, [unitId]: { value: { systemId, afterStep: (step ?? 'F') as TurnStep }, note: note.trim() } } }))) {
      setUnitId(null);
      setNote('');
      setError(null);
    }
  };

  return (
    <Group align="end" data-testid="ruling-position">
      <Select label="Unit" placeholder="Pick a unit" data={units} value={unitId} onChange={setUnitId} searchable w={280} limit={200} />
      <Select label="In system" placeholder="Pick a system" data={systems} value={systemId} onChange={setSystemId} searchable w={160} />
      <Select label="After" data={STEP_OPTIONS} value={step} onChange={setStep} w={130} allowDeselect={false} />
      <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
      <Button onClick={() => void submit()}>Set position</Button>
    </Group>
  );
}
