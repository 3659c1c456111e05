import { Alert, Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { committedTurns } from '../../../../shared/rulesets/galactic-domination/turn/stored-turns';
import type { Game } from '../../../../shared/model/entities';
import { StatCard } from '../../../features/dashboard/StatCard';
import { BankerLedger } from '../table/BankerLedger';
import { GameState } from '../GameState';
import { useGdGame } from '../useGdGame';

/** Galactic Domination's part of the Dashboard: how the game is played, the turn, the banker's ledger, each player's orders. */
export function GdDashboard({ game }: { game: Game }) {
  const gd = useGdGame(game.id);
  return (
    <GameState game={gd}>
      {({ world, open, records }) => {
        const done = committedTurns(records.turns).length;
        const over = world.table.winners.length > 0 || world.turn > world.rules.turns;
        return (
          <Stack data-testid="gd-dashboard">
            <Group gap="xs">
              <Badge size="lg" color={world.mail.play === 'table' ? 'teal' : 'indigo'} data-testid="gd-play">
                {world.mail.play === 'table' ? 'At the table: Warpdesk is banker and referee' : 'By mail with a GM (house rules)'}
              </Badge>
              <Badge size="lg" variant="light">
                {world.players.length} players · {world.setup.layout} map ({world.setup.cols} × {world.setup.rows})
              </Badge>
            </Group>
            {over && (
              <Alert color="yellow" title="The game is over">
                {world.table.winners.length > 0 ? `Winners: ${world.table.winners.map((id) => world.players.find((p) => p.id === id)?.name ?? id).join(', ')}` : `All ${world.rules.turns} turns are played.`}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <StatCard label="Turn" value={`${world.turn} of ${world.rules.turns}`} />
              <StatCard label="Turns committed" value={String(done)} />
              <StatCard label="Worlds found" value={String(world.planets.filter((p) => p.foundTurn !== null && p.foundTurn > 0).length)} />
              <StatCard label="Ships on the map" value={String(world.units.length)} />
            </SimpleGrid>
            <Title order={3}>The banker's ledger</Title>
            <BankerLedger world={world} />
            <Title order={3}>Orders for turn {world.turn}</Title>
            <Table data-testid="gd-order-status">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Player</Table.Th>
                  <Table.Th>Sheet</Table.Th>
                  <Table.Th ta="right">Lines</Table.Th>
                  <Table.Th ta="right">Errors</Table.Th>
                  <Table.Th ta="right">Warnings</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {world.players.map((p) => {
                  const sheet = open.sheets[p.id];
                  const diags = open.diagnostics[p.id] ?? [];
                  const errors = diags.filter((d) => d.severity === 'error').length;
                  return (
                    <Table.Tr key={p.id} data-testid="order-status-row">
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>{sheet ? <Badge color={errors > 0 ? 'red' : 'teal'}>{sheet.source === 'table' ? 'moves from the table' : sheet.source === 'typed' ? 'typed' : 'entered'}</Badge> : <Badge color="gray">none: defaults</Badge>}</Table.Td>
                      <Table.Td ta="right">{sheet ? sheet.text.split('\n').filter((l) => l.trim() !== '').length : 0}</Table.Td>
                      <Table.Td ta="right">{errors}</Table.Td>
                      <Table.Td ta="right">{diags.length - errors}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            <Text size="sm" c="dimmed">
              {world.mail.play === 'table' ? 'Play the turn on the Table screen.' : 'Enter the orders on the Orders screen, run and commit the turn on the Turn screen, print the sitreps on the Reports screen.'}
            </Text>
          </Stack>
        );
      }}
    </GameState>
  );
}
