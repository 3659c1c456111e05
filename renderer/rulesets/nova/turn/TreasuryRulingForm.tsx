import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { TURN_STEPS, type TurnStep, type TurnWorld } from '../../../../shared/rulesets/nova/turn/types';
import { noteProblem, useSaveRuling } from './useSaveRuling';

const STEP_OPTIONS = TURN_STEPS.map((s) => ({ value: s, label: s === 'end' ? 'End of turn' : `Step ${s}` }));

/** Set an empire's treasury (MCr) after a step. */
export function TreasuryRulingForm({ gameId, turn, world }: { gameId: string; turn: number; world: TurnWorld }) {
  const save = useSaveRuling(gameId, turn);
  const [empireId, setEmpireId] = useState<string | null>(null);
  const [mcr, setMcr] = useState<number | string>('');
  const [step, setStep] = useState<string | null>('A');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!empireId) return setError('Pick an empire');
    const amount = Number(mcr);
    if (mcr === '' || !Number.isFinite(amount)) return setError('Enter the treasury in MCr');
    const problem = noteProblem(note);
    if (problem) return setError(problem);
    if (await save((d) => ({ ...d, treasuries: { ...d.treasuries, [empireId]: { value: { mcr: amount, afterStep: (step ?? 'A') as TurnStep }, note: note.trim() } } }))) {
      setEmpireId(null);
      setMcr('');
      setNote('');
      setError(null);
    }
  };

  return (
    <Group align="end" data-testid="ruling-treasury">
      <Select label="Empire" placeholder="Pick an empire" data={world.empires.map((e) => ({ value: e.id, label: e.name }))} value={empireId} onChange={setEmpireId} w={220} />
      <NumberInput label="Treasury (MCr)" value={mcr} onChange={setMcr} w={130} decimalScale={2} />
      <Select label="After" data={STEP_OPTIONS} value={step} onChange={setStep} w={130} allowDeselect={false} />
      <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
      <Button onClick={() => void submit()}>Set treasury</Button>
    </Group>
  );
}
