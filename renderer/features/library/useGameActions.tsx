/** Rename, duplicate, export and delete a game, with a confirmation before anything is lost. */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Game } from '../../../shared/model/entities';
import { navigate } from '../../navigation/router';
import { getDb } from '../../db/database';
import { deleteGame, duplicateGame } from '../../db/games';
import { describeStorageError } from '../../db/save-status';
import { exportGameToFile } from '../archive/archive-actions';
import { clearHistories } from '../undo/undo-store';
import { RenameGameForm } from './RenameGameForm';

function reportFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: describeStorageError(error) });
}

export function useGameActions() {
  return {
    rename(game: Game) {
      const id = modals.open({
        title: `Rename "${game.name}"`,
        children: <RenameGameForm game={game} onDone={() => modals.close(id)} />,
      });
    },
    async duplicate(game: Game) {
      try {
        await duplicateGame(getDb(), game.id);
        notifications.show({ color: 'green', title: 'Game duplicated', message: `A copy of "${game.name}" is in your library.` });
      } catch (error) {
        reportFailure('Cannot duplicate the game', error);
      }
    },
    async exportArchive(game: Game) {
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
            await deleteGame(getDb(), game.id);
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
