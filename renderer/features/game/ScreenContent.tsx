import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import type { Game } from '../../../shared/model/entities';
import type { GameScreen } from '../../ruleset';

/** One screen of a game: its page, with a loader while a large page's code arrives. */
export function ScreenContent({ screen, game }: { screen: GameScreen; game: Game }) {
  const Page = screen.page;
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={`Opening ${screen.label}`} />
        </Center>
      }
    >
      <Page game={game} />
    </Suspense>
  );
}
