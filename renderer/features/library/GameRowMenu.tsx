/** A library row's "⋯" menu: rename, duplicate, export, delete. Loaded by GameTable when first opened (issue 18: the menu's code is not on the first screen). */
import { Button, Menu } from '@mantine/core';
import type { Game } from '../../../shared/model/entities';
import { useGameActions } from './useGameActions';

export function GameRowMenu({ game }: { game: Game }) {
  const gameActions = useGameActions();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
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
  );
}
