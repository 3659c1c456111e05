import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { getDb } from '../../../db/database';
import { listTurnRecords, loadCommittedTurn, reopenTurn, type CommittedTurnRecord } from '../db/turns';
import { BackupList } from './BackupList';
import { CommittedTurnView } from './CommittedTurnView';
import { when } from './turn-view';

/** The committed turns: each viewable read-only, and reopenable (turns N and later undone, a backup first). */
export function HistoryPanel({ game }: { game: Game }) {
  // Read here, not with the open turn: only History needs the committed records (their bulk stays packed in the list).
  const records = useLiveQuery(() => listTurnRecords(getDb(), game.id), [game.id]) ?? [];
  const committed = records.filter((r): r is CommittedTurnRecord => r.status === 'committed').sort((a, b) => b.number - a.number);
  const [viewing, setViewing] = useState<number | null>(null);
  // The shown turn read whole (its events and changes are stored packed).
  const shown = useLiveQuery(async () => (viewing === null ? undefined : loadCommittedTurn(getDb(), game.id, viewing)), [game.id, viewing]);

  const reopen = (n: number) =>
    modals.openConfirmModal({
      title: `Reopen turn ${n}`,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            Turns {n} to {game.turn - 1} are undone: the game goes back to how it was before turn {n}, and their events and dice are removed. Every order sheet and every ruling of turn {n} is kept, so you can correct them and run the turn again; the same seed gives the same dice.
          </Text>
          <Text size="sm" fw={600}>
            A backup of the game as it is now is written first (History, Automatic backups).
          </Text>
        </Stack>
      ),
      labels: { confirm: `Reopen turn ${n}`, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await reopenTurn(getDb(), game.id, n);
          notifications.show({ color: 'blue', title: `Turn ${n} reopened`, message: 'Correct its orders or rulings and run it again: the difference from the committed run is shown.' });
        } catch (error) {
          notifications.show({ color: 'red', title: 'The turn was not reopened', message: error instanceof Error ? error.message : String(error) });
        }
      },
    });

  return (
    <Stack data-testid="history-panel">
      {committed.length === 0 ? (
        <Text c="dimmed">No turn has been committed yet.</Text>
      ) : (
        <Table verticalSpacing={4} highlightOnHover data-testid="history-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Turn</Table.Th>
              <Table.Th>Committed</Table.Th>
              <Table.Th ta="right">Events</Table.Th>
              <Table.Th ta="right">Battles</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {committed.map((r) => (
              <Table.Tr key={r.number} data-testid="history-row" data-turn={r.number} bg={viewing === r.number ? 'var(--mantine-color-blue-light)' : undefined}>
                <Table.Td fw={600}>Turn {r.number}</Table.Td>
                <Table.Td>{when(r.committedAt)}</Table.Td>
                <Table.Td ta="right">{r.counts?.events ?? r.events?.length ?? 0}</Table.Td>
                <Table.Td ta="right">{r.counts?.battles ?? r.battles?.length ?? 0}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="end">
                    <Button size="compact-xs" variant="default" onClick={() => setViewing(viewing === r.number ? null : r.number)}>
                      {viewing === r.number ? 'Hide' : 'View'}
                    </Button>
                    <Button size="compact-xs" variant="light" color="red" onClick={() => reopen(r.number)}>
                      Reopen turn {r.number}…
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {shown && shown.number === viewing && <CommittedTurnView record={shown} />}
      <BackupList game={game} />
    </Stack>
  );
}
