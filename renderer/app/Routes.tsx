import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LibraryPage } from '../features/library/LibraryPage';
import { useRoute } from '../navigation/router';

// A game's frame loads when a game is opened, with the rulesets' screens and rules (issue 18: the library's first screen carries neither).
const GameLayout = lazy(() => import('../features/game/GameLayout').then((m) => ({ default: m.GameLayout })));

export function Routes() {
  const route = useRoute();
  if (route.page === 'game') {
    return (
      <Suspense
        fallback={
          <Center h="100%">
            <Loader aria-label="Opening the game" />
          </Center>
        }
      >
        <GameLayout gameId={route.gameId} screen={route.screen} />
      </Suspense>
    );
  }
  return <LibraryPage />;
}
