import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Game } from '../../../shared/model/entities';
import { routeHref } from '../../navigation/router';
import type { GameSummary } from '../../db/game-list';
import { rulesetName } from '../../../shared/ruleset';
import { useRulesetCatalog } from '../../ruleset';
import { formatWhen } from './format-when';
import classes from './GameTable.module.css';

// The row menu (and Mantine's Menu, Popover and Floating UI with it) loads on the first click of "⋯" (issue 18).
const GameRowMenu = lazy(() => import('./GameRowMenu').then((m) => ({ default: m.GameRowMenu })));

/** "⋯": a plain button until first clicked, then the menu, opened. */
function RowMenu({ game }: { game: Game }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button size="xs" variant="subtle" aria-label={`More actions for ${game.name}`} onClick={() => setWanted(true)}>
      ⋯
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <GameRowMenu game={game} />
    </Suspense>
  );
}

/** The library's table: one row per game, newest change first. */
export function GameTable({ games }: { games: readonly GameSummary[] }) {
  const rulesets = useRulesetCatalog();
  return (
    <table className={classes.table} data-testid="game-table">
      <thead>
        <tr>
          <th>Name</th>
          <th>Ruleset</th>
          <th className={classes.end}>Turn</th>
          <th className={classes.end}>Empires / sides</th>
          <th>Last changed</th>
          <th aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {games.map(({ game, empireCount }) => (
          <tr key={game.id} data-testid="game-row" data-game-id={game.id}>
            <td>
              <Anchor href={routeHref({ page: 'game', gameId: game.id, screen: 'dashboard' })} fw={600}>
                {game.name}
              </Anchor>
              {game.sample && (
                <Badge ml="xs" size="xs" variant="light">
                  sample
                </Badge>
              )}
            </td>
            <td>{rulesetName(rulesets, game.ruleset)}</td>
            <td className={classes.end}>{game.turn === 0 ? 'pregame' : game.turn}</td>
            <td className={classes.end}>{empireCount}</td>
            <td>
              <Text size="sm" title={game.updatedAt}>
                {formatWhen(game.updatedAt, new Date())}
              </Text>
            </td>
            <td>
              <Group gap="xs" justify="end" wrap="nowrap">
                <Button size="xs" variant="light" component="a" href={routeHref({ page: 'game', gameId: game.id, screen: 'dashboard' })}>
                  Open
                </Button>
                <RowMenu game={game} />
              </Group>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
