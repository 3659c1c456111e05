/** The game's battles with their state; import a battle file, add the rulebook sample, or set one up by hand. */
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import sampleText from '../../../../resources/samples/nova-battle-sample.json?raw';
import type { Game } from '../../../../shared/model/entities';
import { ProblemList } from '../../../components/ProblemList';
import { addBattle, deleteBattle, listBattles } from '../db/battles';
import { getDb } from '../../../db/database';
import { describeStorageError } from '../../../db/save-status';
import { getPlatform } from '../../../platform';
import { readBattleFile } from './battle-import';
import { NewBattleModal } from './NewBattleModal';

const STATE_COLOR: Record<string, string> = { 'set up': 'gray', 'in progress': 'blue', waiting: 'yellow', resolved: 'green', stopped: 'red' };

export function BattleList({ game, onOpen, createRequest = 0 }: { game: Game; onOpen: (id: string) => void; createRequest?: number }) {
  const db = getDb();
  const battles = useLiveQuery(() => listBattles(db, game.id), [game.id]);
  const [problems, setProblems] = useState<{ file: string; problems: string[] } | null>(null);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (createRequest > 0) setCreating(true);
  }, [createRequest]);
  const fail = (error: unknown) => notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });

  const addFromText = async (text: string, fileName: string) => {
    const read = readBattleFile(text, fileName);
    if (!read.ok) {
      setProblems({ file: fileName, problems: read.problems });
      return;
    }
    setProblems(null);
    try {
      const added = await addBattle(db, game.id, read.json, { name: read.name, seed: read.seed, decisions: read.decisions });
      onOpen(added.id);
    } catch (error) {
      fail(error);
    }
  };
  const confirmDelete = (id: string, name: string) =>
    modals.openConfirmModal({
      title: 'Delete this battle?',
      children: <Text size="sm">"{name}" and its dice log will be deleted. The battle file you imported, if any, stays where it is.</Text>,
      labels: { confirm: 'Delete battle', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteBattle(db, game.id, id).catch(fail),
    });
  const importFile = async () => {
    const file = await getPlatform().openTextFile({ title: 'Import battle file', filters: [{ name: 'NOVA battle file', extensions: ['json'] }] });
    if (file) await addFromText(file.text, file.name);
  };

  return (
    <Stack data-testid="combat-list">
      <Group justify="space-between">
        <Title order={2}>Battles</Title>
        <Group>
          <Button onClick={() => setCreating(true)} title="Alt+B">
            New battle
          </Button>
          <Button variant="default" onClick={() => void importFile()}>Import battle file…</Button>
          <Button variant="default" onClick={() => void addFromText(sampleText, 'nova-battle-sample.json')}>Add the rulebook example</Button>
        </Group>
      </Group>
      {problems && (
        <Alert color="red" title={`${problems.file} was not imported`} data-testid="battle-import-problems">
          <ProblemList problems={problems.problems.map((message) => ({ where: problems.file, message }))} />
        </Alert>
      )}
      {battles && battles.length === 0 && <Text c="dimmed">No battles in this game yet. Set one up by hand, import a battle file (docs/nova-battle-format.md), or add the rulebook's space combat example.</Text>}
      {battles && battles.length > 0 && (
        <Table striped highlightOnHover data-testid="battle-table">
          <Table.Thead>
            <Table.Tr><Table.Th>Battle</Table.Th><Table.Th>Turn</Table.Th><Table.Th>State</Table.Th><Table.Th>Rounds played</Table.Th><Table.Th>Outcome</Table.Th><Table.Th /></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {battles.map((b) => (
              <Table.Tr key={b.id} data-testid="battle-row">
                <Table.Td><Button variant="subtle" px={0} onClick={() => onOpen(b.id)}>{b.name || b.id}</Button></Table.Td>
                <Table.Td>{b.turn}</Table.Td>
                <Table.Td><Badge color={STATE_COLOR[b.state] ?? 'gray'}>{b.state}</Badge></Table.Td>
                <Table.Td>{b.round}</Table.Td>
                <Table.Td>{b.outcome}</Table.Td>
                <Table.Td><Button size="xs" variant="subtle" color="red" onClick={() => confirmDelete(b.id, b.name)}>Delete</Button></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <NewBattleModal game={game} opened={creating} onClose={() => setCreating(false)} onCreated={onOpen} />
    </Stack>
  );
}
