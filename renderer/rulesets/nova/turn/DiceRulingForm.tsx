import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TurnRoll } from '../../../../shared/rulesets/nova/turn/types';
import { noteProblem, useSaveRuling } from './useSaveRuling';

/** Force a die of the run (a physical die, a rulebook example): the run draws the same stream, so later dice do not shift. */
export function DiceRulingForm({ gameId, turn, rolls }: { gameId: string; turn: number; rolls: readonly TurnRoll[] }) {
  const save = useSaveRuling(gameId, turn);
  const [key, setKey] = useState<string | null>(null);
  const [value, setValue] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const roll = rolls.find((r) => r.key === key);

  const submit = async () => {
    if (!roll) return setError('Pick a die of the run');
    const v = Number(value);
    if (!Number.isInteger(v) || v < 1 || v > roll.sides) return setError(`A d${roll.sides} shows 1 to ${roll.sides}`);
    const problem = noteProblem(note);
    if (problem) return setError(problem);
    if (await save((d) => ({ ...d, dice: { ...d.dice, [roll.key]: { value: v, note: note.trim() } } }))) {
      setKey(null);
      setValue('');
      setNote('');
      setError(null);
    }
  };

  return (
    <Group align="end" data-testid="ruling-dice">
      <Select
        label="Die"
        placeholder={rolls.length === 0 ? 'No dice rolled in this run' : 'Pick a die'}
        data={rolls.map((r) => ({ value: r.key, label: `${r.key} · d${r.sides} rolled ${r.value}${r.forced ? ' (forced)' : ''}` }))}
        value={key}
        onChange={setKey}
        searchable
        w={360}
      />
      <NumberInput label="Value" min={1} max={roll?.sides ?? 100} value={value} onChange={setValue} w={90} />
      <TextInput label="Note" placeholder="Rolled at the table" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
      <Button onClick={() => void submit()}>Force die</Button>
    </Group>
  );
}
