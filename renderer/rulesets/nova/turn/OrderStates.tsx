import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Game } from '../../../../shared/model/entities';
import { withChecks } from '../../../../shared/rulesets/nova/orders/check';
import { asOrderSheet, orderState, readStoredLines } from '../../../../shared/rulesets/nova/orders/stored';
import { getDb } from '../../../db/database';
import { ORDER_STATE_LABEL, OrderStateBadge } from '../../../features/orders/OrderStateBadge';
import { novaTables } from '../db/tables';

/**
 * Each empire's orders for the turn, as the dashboard tells them (no orders, entered, errors
 * left, checked). Its own live query: it reads the orders and the world, not the turn's
 * rulings, so a ruling does not check every sheet again.
 */
export function OrderStates({ game }: { game: Game }) {
  const db = getDb();
  const settingsKey = JSON.stringify(game.settings);
  const states = useLiveQuery(
    () =>
      db.transaction('r', [db.empires, db.systems, db.warpLines, db.units, db.designs, db.knowledge, db.orders], async () => {
        const byGame = { gameId: game.id };
        const [empires, systems, warpLines, units, designs, knowledge, sheets] = await Promise.all([
          db.empires.where(byGame).toArray(),
          novaTables(db).systems.where(byGame).toArray(),
          novaTables(db).warpLines.where(byGame).toArray(),
          db.units.where(byGame).toArray(),
          novaTables(db).designs.where(byGame).toArray(),
          db.knowledge.where(byGame).toArray(),
          // Only the open turn's sheets (never packed: renderer/rulesets/nova/db/packed-sheets.ts).
          db.orders.where('[gameId+turn+empireId]').between([game.id, game.turn, ''], [game.id, game.turn, '\uffff'], true, true).toArray(),
        ]);
        const settings = JSON.parse(settingsKey) as Record<string, unknown>;
        return empires
          .sort((a, b) => a.position - b.position)
          .map((empire) => {
            const record = sheets.find((s) => s.empireId === empire.id && s.turn === game.turn);
            const sheet = record ? asOrderSheet(record) : null;
            const checked = sheet
              ? withChecks(readStoredLines(sheet.lines), {
                  empireId: empire.id,
                  systems,
                  warpLines,
                  units: units.filter((u) => u.empireId === empire.id),
                  designs: designs.filter((d) => d.empireId === empire.id),
                  knowledge: knowledge.filter((k) => k.empireId === empire.id),
                  empires,
                  settings,
                  turn: game.turn,
                })
              : [];
            return { empire, state: orderState(sheet, checked) };
          });
      }),
    [game.id, game.turn, settingsKey],
  );
  if (!states) return null;
  return (
    <Group gap="xs" data-testid="turn-order-states">
      <Text size="sm" c="dimmed">
        Orders:
      </Text>
      {states.map(({ empire, state }) => (
        <Tooltip key={empire.id} label={`${empire.name}: ${ORDER_STATE_LABEL[state]}`}>
          <Group gap={4} wrap="nowrap" data-testid="turn-order-state" data-empire={empire.id} data-state={state}>
            <Badge variant="dot" color={empire.color} size="sm">
              {empire.name}
            </Badge>
            <OrderStateBadge state={state} />
          </Group>
        </Tooltip>
      ))}
    </Group>
  );
}
