import { Button, Grid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Game } from '../../../../shared/model/entities';
import { UNIT_TYPES } from '../../../../shared/rulesets/nova/economy';
import { getDb } from '../../../db/database';
import { purchasesOf, setPurchaseCount, setTreasury } from '../db/empires';
import { LevelInput } from './LevelInput';
import { ProblemLines } from './ProblemLines';
import type { EmpireData } from './useEmpireData';

/** Pregame purchases (ships of the empire's designs, colonies, armies, installations) and the checklist of NOVA 8.4. */
export function PregamePanel({ game, data }: { game: Game; data: EmpireData }) {
  const db = getDb();
  const purchases = purchasesOf(data.units);
  const countOf = (p: { what: 'ship'; designId: string } | { what: 'unit'; abbr: string }) =>
    purchases.find((x) => (p.what === 'ship' ? x.what === 'ship' && x.designId === p.designId : x.what === 'unit' && x.abbr === p.abbr))?.count ?? 0;
  const set = (purchase: Parameters<typeof setPurchaseCount>[3], count: number | null) => {
    if (count === null || !Number.isInteger(count)) return;
    void setPurchaseCount(db, game.id, data.empire.id, purchase, count).catch((e: unknown) => notifications.show({ color: 'red', message: e instanceof Error ? e.message : String(e) }));
  };
  const ships = data.designs.filter((d) => d.kind === 'ship');
  return (
    <Grid data-testid="pregame-panel">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          <Text size="sm" c="dimmed">
            Every empire starts with its home star (Type {data.nova.homestarType} World, established IC, 10 militia), 2 SDUs and 1 portable IC at no cost; the rest of {data.budget.available} MCr buys
            technology (10 MCr per TP), designs (their TP) and the forces below (NOVA 8.4). Unspent MCr are saved for turn 1. No RDTs and no redesigns pregame.
          </Text>
          <Title order={4}>Ships</Title>
          <Table verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Design</Table.Th>
                <Table.Th>Number</Table.Th>
                <Table.Th ta="right">Each</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ships.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text c="dimmed" size="sm">
                      No ship designs yet: add them on the Designs page.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {ships.map((d) => {
                const used = data.budget.designs.find((x) => x.id === d.id);
                const count = countOf({ what: 'ship', designId: d.id });
                return (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.name}</Table.Td>
                    <Table.Td>
                      <LevelInput label={`number of ${d.name}`} testId={`buy-ship-${d.name}`} value={count} onSave={(v) => set({ what: 'ship', designId: d.id, designName: d.name }, v ?? 0)} />
                    </Table.Td>
                    <Table.Td ta="right">{used?.cost}</Table.Td>
                    <Table.Td ta="right">{(used?.cost ?? 0) * count}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Title order={4}>Colonies, armies and installations</Title>
          <Table verticalSpacing={2}>
            <Table.Tbody>
              {UNIT_TYPES.map((u) => {
                const count = countOf({ what: 'unit', abbr: u.abbr });
                return (
                  <Table.Tr key={u.abbr}>
                    <Table.Td>
                      {u.name} ({u.abbr})
                    </Table.Td>
                    <Table.Td>
                      <LevelInput label={`number of ${u.abbr}`} testId={`buy-unit-${u.abbr}`} value={count} onSave={(v) => set({ what: 'unit', abbr: u.abbr }, v ?? 0)} />
                    </Table.Td>
                    <Table.Td ta="right">{u.cost}</Table.Td>
                    <Table.Td ta="right">{u.cost * count}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {u.cargoHolds} CH · built at {u.builtAt === 'ic' ? 'an IC' : 'a World'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Title order={4}>Verification checklist (NOVA 8.4)</Title>
        <ProblemLines problems={data.budget.problems} testId="pregame-problems" />
        <Title order={4} mt="md">
          Treasury
        </Title>
        <Text size="sm" data-testid="treasury">
          The empire's treasury is {data.empire.treasury} MCr.{' '}
          {data.empire.treasury === data.budget.left ? 'It matches what the pregame leaves.' : `The pregame leaves ${data.budget.left} MCr.`}
        </Text>
        {data.empire.treasury !== data.budget.left && (
          <Button
            mt="xs"
            size="xs"
            variant="default"
            data-testid="set-treasury"
            onClick={() => void setTreasury(db, game.id, data.empire.id, data.budget.left).catch((e: unknown) => notifications.show({ color: 'red', message: String(e) }))}
          >
            Set the treasury to {data.budget.left} MCr
          </Button>
        )}
      </Grid.Col>
    </Grid>
  );
}
