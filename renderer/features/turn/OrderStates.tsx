import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { withChecks } from '../../../shared/rulesets/nova/orders/check';
import { asOrderSheet, orderState, readStoredLines } from '../../../shared/rulesets/nova/orders/stored';
import { ORDER_STATE_LABEL, OrderStateBadge } from '../orders/OrderStateBadge';
import type { TurnData } from './useTurnData';

/** Each empire's orders for the turn, as the dashboard tells them (no orders, entered, errors left, checked). */
export function OrderStates({ data, settings }: { data: TurnData; settings: Record<string, unknown> }) {
  const states = useMemo(() => {
    const { world } = data;
    return world.empires.map((empire) => {
      const record = data.sheets.find((s) => s.empireId === empire.id);
      const sheet = record ? asOrderSheet(record) : null;
      const checked = sheet
        ? withChecks(readStoredLines(sheet.lines), {
            empireId: empire.id,
            systems: world.systems,
            warpLines: world.warpLines,
            units: world.units.filter((u) => u.empireId === empire.id),
            designs: world.designs.filter((d) => d.empireId === empire.id),
            knowledge: world.knowledge.filter((k) => k.empireId === empire.id),
            empires: world.empires,
            settings,
          })
        : [];
      return { empire, state: orderState(sheet, checked) };
    });
  }, [data, settings]);
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
