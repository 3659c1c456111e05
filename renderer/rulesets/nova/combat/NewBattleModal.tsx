/** Set up a battle by hand: sides from the game's empires, ships from their designs with damage and set-up positions. */
import { ActionIcon, Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { addBattle } from '../db/battles';
import { getDb } from '../../../db/database';
import { asNovaDesign } from '../db/designs';
import { describeStorageError } from '../../../db/save-status';
import { buildBattleFile, type SetupShip } from './setup-battle';
import { battleSwitches, combatSettingsOf } from '../../../../shared/rulesets/nova/combat/settings';
import { novaTables } from '../db/tables';

let nextKey = 1;

export function NewBattleModal({ game, opened, onClose, onCreated }: { game: Game; opened: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const db = getDb();
  const empires = useLiveQuery(() => db.empires.where('gameId').equals(game.id).toArray(), [game.id]) ?? [];
  const designs = (useLiveQuery(() => novaTables(db).designs.where('gameId').equals(game.id).toArray(), [game.id]) ?? []).map(asNovaDesign);
  const [name, setName] = useState('');
  const [sideIds, setSideIds] = useState<string[]>([]);
  const [ships, setShips] = useState<SetupShip[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const empireName = (id: string) => empires.find((e) => e.id === id)?.name ?? id;
  const change = (key: string, patch: Partial<SetupShip>) => setShips((list) => list.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const addShip = () => {
    const empireId = sideIds[0] ?? '';
    setShips((list) => [...list, { key: `k${nextKey++}`, empireId, designId: '', name: '', direction: 1, distance: 0, sd: 0, armourLost: 0 }]);
  };
  const create = async () => {
    const built = buildBattleFile(name.trim() || 'Battle', sideIds.map((id) => ({ empireId: id, name: empireName(id) })), ships.filter((s) => sideIds.includes(s.empireId)), designs, battleSwitches(combatSettingsOf(game.settings)));
    if (!built.ok) {
      setProblems(built.problems);
      return;
    }
    try {
      const added = await addBattle(db, game.id, built.json, { name: name.trim() || 'Battle' });
      if (built.notes.length > 0) notifications.show({ color: 'yellow', title: 'Designs read with notes', message: built.notes.join('; ') });
      setProblems([]);
      setShips([]);
      setName('');
      onClose();
      onCreated(added.id);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });
    }
  };
  const num = (v: string | number, min: number) => Math.max(min, Math.trunc(Number(v) || 0));

  return (
    <Modal opened={opened} onClose={onClose} title="New battle" size="80rem">
      <Stack>
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} placeholder="Battle at …" data-autofocus />
        <Checkbox.Group label="Sides (empires)" value={sideIds} onChange={setSideIds}>
          <Group mt={4}>
            {empires.map((e) => <Checkbox key={e.id} value={e.id} label={e.name} />)}
          </Group>
        </Checkbox.Group>
        <Table>
          <Table.Thead>
            <Table.Tr><Table.Th>Empire</Table.Th><Table.Th>Design</Table.Th><Table.Th>Name</Table.Th><Table.Th>Set-up D</Table.Th><Table.Th>Distance</Table.Th><Table.Th>SD carried</Table.Th><Table.Th>Armour lost</Table.Th><Table.Th /></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ships.map((s) => (
              <Table.Tr key={s.key}>
                <Table.Td><Select aria-label="Empire" data={sideIds.map((id) => ({ value: id, label: empireName(id) }))} value={s.empireId} onChange={(v) => change(s.key, { empireId: v ?? '', designId: '' })} /></Table.Td>
                <Table.Td><Select aria-label="Design" data={designs.filter((d) => d.empireId === s.empireId && d.kind === 'ship').map((d) => ({ value: d.id, label: d.name }))} value={s.designId || null} onChange={(v) => change(s.key, { designId: v ?? '' })} /></Table.Td>
                <Table.Td><TextInput aria-label="Ship name" value={s.name} onChange={(e) => change(s.key, { name: e.currentTarget.value })} /></Table.Td>
                <Table.Td><NumberInput aria-label="Set-up direction" min={1} max={6} value={s.direction} onChange={(v) => change(s.key, { direction: Math.min(6, num(v, 1)) })} w={70} /></Table.Td>
                <Table.Td><NumberInput aria-label="Distance" min={0} value={s.distance} onChange={(v) => change(s.key, { distance: num(v, 0) })} w={80} /></Table.Td>
                <Table.Td><NumberInput aria-label="SD carried" min={0} value={s.sd} onChange={(v) => change(s.key, { sd: num(v, 0) })} w={80} /></Table.Td>
                <Table.Td><NumberInput aria-label="Armour lost" min={0} value={s.armourLost} onChange={(v) => change(s.key, { armourLost: num(v, 0) })} w={80} /></Table.Td>
                <Table.Td><ActionIcon variant="subtle" color="red" aria-label="Remove ship" onClick={() => setShips((l) => l.filter((x) => x.key !== s.key))}>✕</ActionIcon></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {sideIds.length === 0 && <Text c="dimmed" size="sm">Pick the sides first; ships come from each empire's ship designs (Empires screen).</Text>}
        {problems.length > 0 && <Alert color="red" title="The battle cannot be set up">{problems.map((p) => <div key={p}>{p}</div>)}</Alert>}
        <Group justify="space-between">
          <Button variant="default" onClick={addShip} disabled={sideIds.length === 0}>Add ship</Button>
          <Button onClick={() => void create()}>Create battle</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
