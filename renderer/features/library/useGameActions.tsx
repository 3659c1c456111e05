/** Rename, duplicate, export and delete a game, with a confirmation before anything is lost. */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import type { Game } from '../../../shared/model/entities';
import { navigate } from '../../navigation/router';
import { getDb } from '../../db/database';
import { describeStorageError } from '../../db/save-status';
import { clearHistories } from '../undo/undo-store';

// The rename form (zod's name check), and the repository's writes, load when used: not with the library's first screen (issue 18).
const RenameGameForm = lazy(() => import('./RenameGameForm').then((m) => ({ default: m.RenameGameForm })));
const games = () => import('../../db/games');

function reportFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: describeStorageError(error) });
}

export function useGameActions() {
  return {
    rename(game: Game) {
      const id = modals.open({
        title: `Rename "${game.name}"`,
        children: (
          <Suspense fallback={null}>
            <RenameGameForm game={game} onDone={() => modals.close(id)} />
          </Suspense>
        ),
      });
    },
    async duplicate(game: Game) {
      try {
        await (await games()).duplicateGame(getDb(), game.id);
        notifications.show({ color: 'green', title: 'Game duplicated', message: `A copy of "${game.name}" is in your library.` });
      } catch (error) {
        reportFailure('Cannot duplicate the game', error);
      }
    },
    async exportArchive(game: Game) {
      // The archive writer loads when first used (issue 18: not on the library's first screen).
      const { exportGameToFile } = await import('../archive/archive-actions');
      await exportGameToFile(game.id);
    },
    remove(game: Game, after?: () => void) {
      modals.openConfirmModal({
        title: `Delete "${game.name}"?`,
        children: (
          <Text size="sm">
            The game, its map, its empires and every turn of it are removed from this computer. This cannot be undone; export the game first if you may want it
            back.
          </Text>
        ),
        labels: { confirm: 'Delete the game', cancel: 'Keep it' },
        confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, unknown>,
        onConfirm: async () => {
          try {
            await (await games()).deleteGame(getDb(), game.id);
            for (const screen of ['orders', 'map', 'empires', 'combat']) clearHistories(`${screen}:${game.id}:`);
            clearHistories(`map:${game.id}`);
            notifications.show({ title: 'Game deleted', message: `"${game.name}" was removed.` });
            after?.();
          } catch (error) {
            reportFailure('Cannot delete the game', error);
          }
        },
      });
    },
    /** After deleting the open game, the library is the only sensible place to be. */
    goLibrary: () => navigate({ page: 'library' }),
  };
}
