/**
 * The Empires screen's repair-cost calculator (NOVA: REPAIRING SHIPS): the empire's damaged
 * ships, each with its bill line by line, where it is, and the EXPENDITURES line that orders the
 * repair; a budget shows what a smaller sum mends (partial repairs). The figures are
 * shared/rulesets/nova/repair-quote.ts, as `warpdesk repair` prints them.
 */
import { Alert, Badge, Code, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { novaRecords } from '../../../../shared/rulesets/nova/records';
import { repairQuotes } from '../../../../shared/rulesets/nova/repair-quote';
import { getDb } from '../../../db/database';
import type { EmpireData } from './useEmpireData';

export function RepairsPanel({ game, data }: { game: Game; data: EmpireData }) {
  const systems = useLiveQuery(() => getDb().systems.where('gameId').equals(game.id).toArray(), [game.id]);
  const [budget, setBudget] = useState<number | ''>('');
  if (systems === undefined) return null;
  const typed = novaRecords({ systems, warpLines: [], designs: data.designs, units: data.units });
  const quotes = repairQuotes({ units: typed.units, designs: typed.designs, systems: typed.systems, settings: game.settings }, data.empire.id, budget === '' ? null : budget);
  return (
    <Stack data-testid="repairs-panel">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3}>Repairs</Title>
          <Text size="sm" c="dimmed">
            Armour and structure 1 MCr a point, IE and JD 10% of the ship&apos;s size a level, any other component its full price (NOVA: REPAIRING SHIPS). Ships are repaired at an established IC of their empire.
          </Text>
        </div>
        <NumberInput label="MCr to spend on each ship" description="empty: the whole bill" min={0} allowDecimal={false} value={budget} onChange={(v) => setBudget(typeof v === 'number' ? v : '')} w={220} data-testid="repair-budget" />
      </Group>
      {quotes.length === 0 ? (
        <Alert color="gray" data-testid="repairs-none">
          No ship of {data.empire.name} carries damage.
        </Alert>
      ) : (
        quotes.map((q) => (
          <Stack key={q.unitId} gap={4} data-testid={`repair-${q.unitId}`}>
            <Group gap="xs">
              <Text fw={600}>{q.name}</Text>
              <Text size="sm" c="dimmed">
                {q.designName} at {q.systemName}
              </Text>
              {q.atIc ? <Badge color="green">at an IC</Badge> : <Badge color="orange">not at an IC of its empire: repairs wait</Badge>}
            </Group>
            <Table withTableBorder striped>
              <Table.Tbody>
                {q.bill.lines.map((l) => (
                  <Table.Tr key={l.part}>
                    <Table.Td>{l.text}</Table.Td>
                    <Table.Td ta="right">{l.mcr} MCr</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={600}>{q.bill.total < q.fullCost ? `Partial repair (the whole bill is ${q.fullCost} MCr)` : 'Total'}</Table.Td>
                  <Table.Td ta="right" fw={600} data-testid={`repair-total-${q.unitId}`}>
                    {q.bill.total} MCr
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="sm">
              Order it on the EXPENDITURES: <Code data-testid={`repair-line-${q.unitId}`}>{q.orderLine}</Code>
            </Text>
          </Stack>
        ))
      )}
    </Stack>
  );
}
