import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { Game } from '../../../shared/model/entities';
import { shieldsLeft } from '../../../shared/rulesets/star-sectors/battle';
import { sideBudget } from '../../../shared/rulesets/star-sectors/budget';
import { StatCard } from '../../features/dashboard/StatCard';
import { useBattle } from './useBattle';

/** The dashboard's view of a Star Sectors battle: round, ships, and each side's standing. */
export function BattleSummary({ game }: { game: Game }) {
  const loaded = useBattle(game.id);
  if (!loaded) return null;
  const { battle, setup } = loaded;
  const live = battle.ships.filter((s) => !s.destroyed);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard label="Rounds resolved" value={String(battle.round)} />
        <StatCard label="Ships in play" value={String(live.length)} />
        <StatCard label="Destroyed" value={String(battle.ships.length - live.length)} />
        <StatCard label="Fleet points" value={String(setup.fleetPoints)} />
      </SimpleGrid>
      <Card withBorder data-testid="side-table">
        <Title order={3} mb="xs">Sides ({battle.sides.length})</Title>
        <Table striped>
          <Table.Thead>
            <Table.Tr><Table.Th>Side</Table.Th><Table.Th>Ships in play</Table.Th><Table.Th ta="right">Ships' points</Table.Th><Table.Th ta="right">Shield strength left</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {battle.sides.map((side) => {
              const ships = battle.ships.filter((s) => s.sideId === side.id);
              const alive = ships.filter((s) => !s.destroyed);
              return (
                <Table.Tr key={side.id}>
                  <Table.Td><Text span c={side.color} fw={700}>■</Text> {side.name}</Table.Td>
                  <Table.Td>{alive.map((s) => s.card.name).join(', ') || 'none'}</Table.Td>
                  <Table.Td ta="right">{sideBudget(battle, side.id, setup.fleetPoints).shipPoints} of {setup.fleetPoints}</Table.Td>
                  <Table.Td ta="right">{alive.reduce((n, s) => n + shieldsLeft(s), 0)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
    </>
  );
}
