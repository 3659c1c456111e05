import { Alert, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { GdGame } from './useGdGame';

/** What a screen shows while its game loads, or when it cannot be read; the screen itself once ready. */
export function GameState({ game, children }: { game: GdGame; children: (ready: Extract<GdGame, { state: 'ready' }>) => ReactNode }) {
  if (game.state === 'loading')
    return (
      <Center py="xl">
        <Loader aria-label="Reading the game" />
      </Center>
    );
  if (game.state === 'gone') return <Text>This game no longer exists.</Text>;
  if (game.state === 'broken')
    return (
      <Alert color="red" title="This game cannot be played as it stands" data-testid="gd-broken">
        {game.problem}
      </Alert>
    );
  return <>{children(game)}</>;
}
