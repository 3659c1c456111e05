import { Anchor, Badge, Button, Group, Menu, Table, Text } from '@mantine/core';
import { routeHref } from '../../navigation/router';
import type { GameSummary } from '../../db/game-list';
import { rulesetName } from '../../../shared/ruleset';
import { useRulesetCatalog } from '../../ruleset';
import { formatWhen } from './format-when';
import { useGameActions } from './useGameActions';

/** The library's table: one row per game, newest change first. */
export function GameTable({ games }: { games: readonly GameSummary[] }) {
  const gameActions = useGameActions();
  const rulesets = useRulesetCatalog();
  return (
    <Table striped highlightOnHover verticalSpacing="sm" data-testid="game-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Ruleset</Table.Th>
          <Table.Th ta="right">Turn</Table.Th>
          <Table.Th ta="right">Empires / sides</Table.Th>
          <Table.Th>Last changed</Table.Th>
          <Table.Th aria-label="Actions" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {games.map(({ game, empireCount }) => (
          <Table.Tr key={game.id} data-testid="game-row" data-game-id={game.id}>
            <Table.Td>
              <Anchor href={routeHref({ page: 'game', gameId: game.id, screen: 'dashboard' })} fw={600}>
                {game.name}
              </Anchor>
              {game.sample && (
                <Badge ml="xs" size="xs" variant="light">
                  sample
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{rulesetName(rulesets, game.ruleset)}</Table.Td>
            <Table.Td ta="right">{game.turn === 0 ? 'pregame' : game.turn}</Table.Td>
            <Table.Td ta="right">{empireCount}</Table.Td>
            <Table.Td>
              <Text size="sm" title={game.updatedAt}>
                {formatWhen(game.updatedAt, new Date())}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" justify="end" wrap="nowrap">
                <Button size="xs" variant="light" component="a" href={routeHref({ page: 'game', gameId: game.id, screen: 'dashboard' })}>
                  Open
                </Button>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button size="xs" variant="subtle" aria-label={`More actions for ${game.name}`}>
                      ⋯
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => gameActions.rename(game)}>Rename…</Menu.Item>
                    <Menu.Item onClick={() => void gameActions.duplicate(game)}>Duplicate</Menu.Item>
                    <Menu.Item onClick={() => void gameActions.exportArchive(game)}>Export archive…</Menu.Item>
                    <Menu.Divider />
                    <Menu.Item color="red" onClick={() => gameActions.remove(game)}>
                      Delete…
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
