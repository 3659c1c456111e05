import { Alert, Badge, Button, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { committedTurns, turnFieldsOf } from '../../../../shared/rulesets/dark-nebula/play/turn';
import type { DnRecords } from '../../../../shared/rulesets/dark-nebula/records/schemas';
import { getDb } from '../../../db/database';
import { reopenTurn } from '../db/game';
import { messageOf } from '../useDnGame';

/** The committed turns (each an immutable record), and reopening the last one. */
export function HistoryPanel({ gameId, records }: { gameId: string; records: DnRecords }) {
  const turns = committedTurns(records);
  if (turns.length === 0) return <Alert color="gray">No turn committed yet.</Alert>;
  const last = turns.at(-1)!;
  const reopen = () =>
    modals.openConfirmModal({
      title: `Reopen turn ${last.number}?`,
      children: <Text size="sm">The game goes back to how it was before turn {last.number} (a backup is written first). Its orders, decisions, overrides and dice stay, so running it again gives the same turn until you change something.</Text>,
      labels: { confirm: `Reopen turn ${last.number}`, cancel: 'Keep it' },
      confirmProps: { color: 'orange', 'data-testid': 'confirm-reopen' } as Record<string, unknown>,
      onConfirm: async () => {
        try {
          await reopenTurn(getDb(), gameId);
          notifications.show({ title: `Turn ${last.number} reopened`, message: 'Run it again on the Dry run tab.' });
        } catch (error) {
          notifications.show({ color: 'red', title: 'The turn was not reopened', message: messageOf(error) });
        }
      },
    });
  return (
    <Table data-testid="turn-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Turn</Table.Th>
          <Table.Th>Committed</Table.Th>
          <Table.Th>Phases</Table.Th>
          <Table.Th>Events</Table.Th>
          <Table.Th>Dice</Table.Th>
          <Table.Th>Decisions (given / standing / default)</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {turns.map((t) => {
          const f = turnFieldsOf(t);
          const by = (s: string) => f.taken.filter((d) => d.source === s).length;
          return (
            <Table.Tr key={t.number} data-testid="history-turn">
              <Table.Td>{t.number}</Table.Td>
              <Table.Td>{f.committedAt ? new Date(f.committedAt).toLocaleString() : <Badge color="gray">sample</Badge>}</Table.Td>
              <Table.Td>{f.phases.length}</Table.Td>
              <Table.Td>{records.events.filter((e) => e.turn === t.number).length}</Table.Td>
              <Table.Td>{records.diceRolls.filter((d) => d.turn === t.number).length}</Table.Td>
              <Table.Td>
                {by('given')} / {by('standing')} / {by('default')}
              </Table.Td>
              <Table.Td>
                {t === last && (
                  <Button size="xs" variant="light" color="orange" onClick={reopen} disabled={!f.before} title={f.before ? undefined : 'This record has no world before it'} data-testid="reopen-turn">
                    Reopen…
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
