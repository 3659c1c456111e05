import { Button, Group, MultiSelect, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { BattleResult, QueuedBattle } from '../../../../shared/rulesets/nova/turn/types';
import { getDb } from '../../../db/database';
import { setTurnDecision } from '../db/turns';

/**
 * The outcome of a battle fought on the players' own table (NOVA: 6.2 G, I): units destroyed,
 * damaged (in the sitrep's wording, "-9AR,3SD,ML X'd"), retreated, who holds the system, and a note.
 */
export function BattleOutcomeForm({ gameId, turn, battle, names, onDone }: { gameId: string; turn: number; battle: QueuedBattle; names: EventNames; onDone: () => void }) {
  const units = battle.unitIds.map((id) => ({ value: id, label: names.unit(id) }));
  const [destroyed, setDestroyed] = useState<string[]>([]);
  const [damagedIds, setDamagedIds] = useState<string[]>([]);
  const [damage, setDamage] = useState<Record<string, string>>({});
  const [retreated, setRetreated] = useState<string[]>([]);
  const [holder, setHolder] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const both = destroyed.filter((id) => damagedIds.includes(id) || retreated.includes(id));
    if (both.length > 0) return setError(`${both.map((id) => names.unit(id)).join(', ')}: a destroyed unit cannot also be damaged or retreat`);
    const unworded = damagedIds.filter((id) => !(damage[id] ?? '').trim());
    if (unworded.length > 0) return setError(`Say what damage ${unworded.map((id) => names.unit(id)).join(', ')} took, e.g. -9AR,3SD`);
    const result: BattleResult = {
      how: 'entered',
      destroyed,
      damaged: damagedIds.map((unitId) => ({ unitId, damage: (damage[unitId] ?? '').trim() })),
      retreated,
      holder: holder === '' ? null : holder,
    };
    try {
      await setTurnDecision(getDb(), gameId, turn, (d) => ({ ...d, battles: { ...d.battles, [battle.id]: { value: result, note: note.trim() || 'Fought on the players’ table' } } }));
      onDone();
    } catch (e) {
      notifications.show({ color: 'red', title: 'The outcome was not saved', message: e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <Stack data-testid="battle-outcome-form">
      <Text size="sm" c="dimmed">
        {battle.empireIds.map((id) => names.empire(id)).join(' against ')} at {names.system(battle.systemId)}. Units not named below come out unharmed.
      </Text>
      <MultiSelect label="Destroyed" data={units} value={destroyed} onChange={setDestroyed} searchable clearable />
      <MultiSelect label="Damaged" data={units} value={damagedIds} onChange={setDamagedIds} searchable clearable />
      {damagedIds.map((id) => (
        <TextInput key={id} label={`Damage to ${names.unit(id)}`} placeholder="-9AR,3SD,ML X'd" value={damage[id] ?? ''} onChange={(e) => setDamage({ ...damage, [id]: e.currentTarget.value })} />
      ))}
      <MultiSelect label="Retreated" data={units} value={retreated} onChange={setRetreated} searchable clearable />
      {battle.kind === 'surface' && (
        <Select
          label="Who holds the system"
          data={[{ value: '', label: 'Unchanged' }, ...battle.empireIds.map((id) => ({ value: id, label: names.empire(id) }))]}
          value={holder ?? ''}
          onChange={setHolder}
        />
      )}
      <Textarea label="Note" description="Kept with the ruling and exported with the turn." placeholder="Fought on the table on Saturday" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      {error && (
        <Text c="red" size="sm" data-testid="battle-outcome-error">
          {error}
        </Text>
      )}
      <Group justify="end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void save()}>Save outcome</Button>
      </Group>
    </Stack>
  );
}
