import { Anchor, Button, Group, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Game } from '../../../../shared/model/entities';
import { withChecks } from '../../../../shared/rulesets/nova/orders/check';
import { openErrors, orderState, readStoredLines } from '../../../../shared/rulesets/nova/orders/stored';
import { routeHref } from '../../../navigation/router';
import { getDb } from '../../../db/database';
import { applyMissedTurn, listOrderSheets, loadCheckInput } from '../db/orders';
import { OrderStateBadge } from '../../../features/orders/OrderStateBadge';
import { ordersTurn } from '../orders/OrdersPage';
import { selectOrders } from '../../../features/orders/orders-selection';

/**
 * Who is ready for the turn: each empire's order status (no orders, received, entered,
 * errors left, checked), with the missed-turn rule (NOVA 6.3) at hand for an empire that sent nothing.
 */
export function OrderStatusTable({ game }: { game: Game }) {
  const db = getDb();
  const turn = ordersTurn(game);
  const data = useLiveQuery(async () => {
    const empires = (await db.empires.where('gameId').equals(game.id).toArray()).sort((a, b) => a.position - b.position);
    const sheets = await listOrderSheets(db, game.id, turn);
    return Promise.all(
      empires.map(async (empire) => {
        const sheet = sheets.find((s) => s.empireId === empire.id) ?? null;
        const checked = sheet ? withChecks(readStoredLines(sheet.lines), await loadCheckInput(db, game, empire.id)) : [];
        return { empire, sheet, state: orderState(sheet, checked), errors: sheet ? openErrors(sheet, checked) : 0 };
      }),
    );
  }, [game.id, game.settings, turn]);
  if (!data) return null;
  const ready = data.filter((d) => d.state === 'checked').length;

  const missed = (empireId: string, name: string) =>
    modals.openConfirmModal({
      title: `Missed turn: ${name}, turn ${turn}`,
      children: <Text size="sm">Carry over {name}'s general, conditional and special orders and its units' contact and activity orders from turn {turn - 1}, and keep its RDTs as far as the money allows (NOVA 6.3)?</Text>,
      labels: { confirm: 'Apply the missed-turn rule', cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          const notes = await applyMissedTurn(db, game, empireId, turn);
          notifications.show({ color: 'blue', title: 'Missed-turn rule applied', message: notes.join('. ') });
        } catch (error) {
          notifications.show({ color: 'red', title: 'The missed-turn rule was not applied', message: error instanceof Error ? error.message : String(error) });
        }
      },
    });

  return (
    <div>
      <Group justify="space-between" mb="xs">
        <Title order={3}>Orders for turn {turn}</Title>
        <Text size="sm" c="dimmed" data-testid="orders-ready">
          {ready} of {data.length} checked
        </Text>
      </Group>
      <Table data-testid="order-status-table" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Empire</Table.Th>
            <Table.Th>Orders</Table.Th>
            <Table.Th ta="right">Rows</Table.Th>
            <Table.Th ta="right">Lines with errors</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map(({ empire, sheet, state, errors }) => (
            <Table.Tr key={empire.id} data-testid="order-status-row">
              <Table.Td>{empire.name}</Table.Td>
              <Table.Td>
                <OrderStateBadge state={state} />
              </Table.Td>
              <Table.Td ta="right">{sheet?.lines.length ?? 0}</Table.Td>
              <Table.Td ta="right" c={errors > 0 ? 'red' : undefined}>
                {errors}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="end">
                  <Anchor size="sm" href={routeHref({ page: 'game', gameId: game.id, screen: 'orders' })} onClick={() => selectOrders(game.id, { empireId: empire.id, turn })} data-testid="open-orders">
                    Open orders
                  </Anchor>
                  {(state === 'none' || state === 'received') && (
                    <Button size="compact-xs" variant="light" color="orange" onClick={() => missed(empire.id, empire.name)}>
                      Missed turn…
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
