/** The Combat screen's surface combat: the game's surface battles, a new one set up by hand, or one open. */
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import type { SurfaceBattleInput } from '../../../../shared/rulesets/nova/turn/surface-battle';
import { getDb } from '../../../db/database';
import { describeStorageError } from '../../../db/save-status';
import { addSurfaceBattle, deleteSurfaceBattle, listSurfaceBattles } from '../db/surface-battles';
import { SurfaceBattleView } from './SurfaceBattleView';
import { SurfaceSetupForm } from './SurfaceSetupForm';

const STATE_COLOR: Record<string, string> = { 'set up': 'gray', 'in progress': 'blue', resolved: 'green', stopped: 'red' };

export function SurfacePanel({ game, open, onOpen }: { game: Game; open: string | null; onOpen: (id: string | null) => void }) {
  const db = getDb();
  const battles = useLiveQuery(() => listSurfaceBattles(db, game.id), [game.id]);
  const [busy, setBusy] = useState(false);
  const fail = (error: unknown) => notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });

  const create = async (input: SurfaceBattleInput) => {
    setBusy(true);
    try {
      const added = await addSurfaceBattle(db, game.id, input, { name: input.name });
      onOpen(added.id);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const confirmDelete = (id: string, name: string) =>
    modals.openConfirmModal({
      title: 'Delete this surface battle?',
      children: <Text size="sm">"{name}", its rounds and its dice will be deleted.</Text>,
      labels: { confirm: 'Delete', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteSurfaceBattle(db, game.id, id).catch(fail),
    });

  if (open) return <SurfaceBattleView game={game} id={open} onBack={() => onOpen(null)} />;
  return (
    <Stack data-testid="surface-panel">
      <Title order={3}>Surface battles</Title>
      {battles && battles.length === 0 && <Text c="dimmed" size="sm">No surface battle yet. Battles of the turn (step I) open here from the Battles tab; set one up by hand below.</Text>}
      {battles && battles.length > 0 && (
        <Table striped highlightOnHover data-testid="surface-table">
          <Table.Thead>
            <Table.Tr><Table.Th>Battle</Table.Th><Table.Th>Turn</Table.Th><Table.Th>State</Table.Th><Table.Th>Rounds</Table.Th><Table.Th>Outcome</Table.Th><Table.Th /></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {battles.map((b) => (
              <Table.Tr key={b.id} data-testid="surface-row">
                <Table.Td><Button variant="subtle" px={0} onClick={() => onOpen(b.id)}>{b.name}</Button>{b.input.turnBattleId && <Badge ml="xs" variant="light">{b.input.turnBattleId}</Badge>}</Table.Td>
                <Table.Td>{b.turn}</Table.Td>
                <Table.Td><Badge color={STATE_COLOR[b.state] ?? 'gray'}>{b.state}</Badge></Table.Td>
                <Table.Td>{b.round}</Table.Td>
                <Table.Td>{b.outcome}</Table.Td>
                <Table.Td><Group gap={4}><Button size="xs" variant="subtle" color="red" onClick={() => confirmDelete(b.id, b.name)}>Delete</Button></Group></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <SurfaceSetupForm onCreate={(input) => void create(input)} busy={busy} />
    </Stack>
  );
}
