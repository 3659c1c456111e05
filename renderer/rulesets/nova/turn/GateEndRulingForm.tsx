import { Button, Group, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { TurnWorld } from '../../../../shared/rulesets/nova/turn/types';
import { noteProblem, useSaveRuling } from './useSaveRuling';

/**
 * Who controls a star gate end after space combat (NOVA: STAR GATES: "SG ends are automatically
 * captured whenever another player seizes control of the system space"; the engine captures them
 * as the setting *Capture of star gate ends* says, the GM rules where it reads otherwise).
 */
export function GateEndRulingForm({ gameId, turn, world }: { gameId: string; turn: number; world: TurnWorld }) {
  const save = useSaveRuling(gameId, turn);
  const ends = useMemo(() => {
    const empire = new Map(world.empires.map((e) => [e.id, e.name]));
    const system = new Map(world.systems.map((s) => [s.id, s.name]));
    return world.units
      .filter((u) => u.kind.toUpperCase() === 'SG' && u.systemId)
      .map((u) => ({ value: u.id, label: `${u.name || u.id} at ${system.get(u.systemId ?? '') ?? u.systemId} (${empire.get(u.empireId) ?? u.empireId})` }));
  }, [world]);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [empireId, setEmpireId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!unitId) return setError('Pick a star gate end');
    if (!empireId) return setError('Pick the empire that controls it');
    const problem = noteProblem(note);
    if (problem) return setError(problem);
    if (await save((d) => ({ ...d, gateEnds: { ...d.gateEnds, [unitId]: { value: empireId, note: note.trim() } } }))) {
      setUnitId(null);
      setEmpireId(null);
      setNote('');
      setError(null);
    }
  };

  return (
    <Group align="end" data-testid="ruling-gate-end">
      <Select label="Star gate end" placeholder={ends.length === 0 ? 'No star gate end placed' : 'Pick an end'} data={ends} value={unitId} onChange={setUnitId} w={300} />
      <Select label="Controlled by, after step G" placeholder="Pick an empire" data={world.empires.map((e) => ({ value: e.id, label: e.name }))} value={empireId} onChange={setEmpireId} w={220} />
      <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
      <Button onClick={() => void submit()}>Rule control</Button>
    </Group>
  );
}
