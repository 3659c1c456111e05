import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { TurnDecisions } from '../../../../shared/rulesets/nova/turn/types';
import { RULING_KIND_LABEL, rulingRows, withoutRuling, type RulingRow } from './turn-view';
import { useSaveRuling } from './useSaveRuling';

/** The turn's rulings, each with its note and a Remove button (the dry run re-runs without it). */
export function RulingList({ gameId, turn, decisions, names, readOnly = false }: { gameId: string; turn: number; decisions: TurnDecisions; names: EventNames; readOnly?: boolean }) {
  const save = useSaveRuling(gameId, turn);
  const rows = rulingRows(decisions, names);
  /** Removes a ruling; the notice offers Undo, which puts it back as it was. */
  const remove = async (row: RulingRow) => {
    const kept = (decisions[row.kind] as Record<string, unknown> | undefined)?.[row.key];
    if (!(await save((d) => withoutRuling(d, row.kind, row.key)))) return;
    const id = notifications.show({
      title: 'Ruling removed',
      message: (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            {RULING_KIND_LABEL[row.kind]}: {row.target}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              void save((d) => ({ ...d, [row.kind]: { ...(d[row.kind] as Record<string, unknown> | undefined), [row.key]: kept } }));
            }}
          >
            Undo
          </Button>
        </Group>
      ),
    });
  };
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="ruling-list-empty">
        No rulings: the run follows the orders and the dice.
      </Text>
    );
  return (
    <Table verticalSpacing={4} data-testid="ruling-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={150}>Kind</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>Ruled</Table.Th>
          <Table.Th>Note</Table.Th>
          {!readOnly && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.kind}:${r.key}`} data-testid="ruling-row" data-kind={r.kind}>
            <Table.Td>
              <Badge variant="light" style={{ overflow: 'visible' }}>
                {RULING_KIND_LABEL[r.kind]}
              </Badge>
            </Table.Td>
            <Table.Td>{r.target}</Table.Td>
            <Table.Td fw={600}>{r.value}</Table.Td>
            <Table.Td>{r.note}</Table.Td>
            {!readOnly && (
              <Table.Td>
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(r)}>
                  Remove
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
