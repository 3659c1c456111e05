/**
 * The command palette's window (CommandPalette.tsx mounts it when first opened): every command
 * and every game by name, one search away; in a game, the commands of its ruleset's screens
 * (Dry run, Commit, Import orders, Export packets, New battle, View as…) with their shortcuts.
 */
import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../db/database';
import { listGames } from '../db/game-list';
import type { AppActions } from '../app-actions';
import { runGameCommand, shortcutLabel, type GameCommand } from '../features/commands/game-commands';
import { useLoadedRulesets } from '../ruleset';
import { navigate, useRoute } from '../navigation/router';
import { paletteStore } from './palette-store';

const withKeys = (text: string, shortcut?: string) => (shortcut ? `${text ? `${text} · ` : ''}${shortcutLabel(shortcut)}` : text);

export function PaletteSpotlight({ actions }: { actions: AppActions }) {
  const route = useRoute();
  // Loaded once a game is opened (its frame loads them); the library's palette needs none.
  const rulesets = useLoadedRulesets() ?? [];
  const games = useLiveQuery(() => listGames(getDb()), []) ?? [];
  const gameId = route.page === 'game' ? route.gameId : null;
  const players = useLiveQuery(async () => (gameId ? (await getDb().empires.where('gameId').equals(gameId).sortBy('position')).map((e) => ({ id: e.id, name: e.name })) : []), [gameId]) ?? [];
  const currentRuleset = gameId ? games.find(({ game }) => game.id === gameId)?.game.ruleset : undefined;
  const ruleset = rulesets.find((r) => r.rules.id === currentRuleset);
  const commands: SpotlightActionData[] = [
    { id: 'new-game', label: 'New game…', description: 'Alt+N', onClick: actions.newGame },
    { id: 'import', label: 'Import an archive…', description: 'Ctrl+O', onClick: () => void actions.importArchive() },
    { id: 'sample', label: 'Open a sample game…', onClick: actions.chooseSample },
    { id: 'library', label: 'Go to the library', description: 'Ctrl+L', onClick: actions.goLibrary },
    { id: 'theme', label: 'Switch between light and dark theme', onClick: actions.toggleTheme },
  ];
  const gameCommands: SpotlightActionData[] = [];
  const run = (command: GameCommand, arg?: string) => {
    if (gameId) runGameCommand(gameId, command, () => navigate({ page: 'game', gameId, screen: command.screen }), arg);
  };
  if (gameId && ruleset) {
    commands.push({ id: 'export', label: 'Export this game…', description: 'Ctrl+E', onClick: () => void actions.exportCurrentGame() });
    for (const command of ruleset.commands ?? []) {
      if (command.perPlayer) {
        for (const player of players) gameCommands.push({ id: `cmd-${command.id}-${player.id}`, label: `${command.label} ${player.name}`, description: withKeys(command.description ?? '', command.shortcut), onClick: () => run(command, player.id) });
      } else gameCommands.push({ id: `cmd-${command.id}`, label: command.label, description: withKeys(command.description ?? '', command.shortcut), onClick: () => run(command) });
    }
    for (const screen of ruleset.screens) {
      commands.push({ id: `screen-${screen.id}`, label: `Go to ${screen.label}`, onClick: () => navigate({ page: 'game', gameId, screen: screen.id }) });
    }
  }
  const gameActions: SpotlightActionData[] = games.map(({ game }) => ({
    id: `game-${game.id}`,
    label: game.name,
    description: `Open game · turn ${game.turn}`,
    onClick: () => navigate({ page: 'game', gameId: game.id, screen: 'dashboard' }),
  }));
  return (
    <Spotlight
      actions={[
        ...(gameCommands.length > 0 ? [{ group: 'This game', actions: gameCommands }] : []),
        { group: 'Commands', actions: commands },
        { group: 'Games', actions: gameActions },
      ]}
      // Ctrl+K is bound by CommandPalette, which is there from the start.
      shortcut={null}
      store={paletteStore}
      nothingFound="No command or game by that name"
      highlightQuery
      limit={40}
      searchProps={{ placeholder: 'Type a command or a game…' }}
    />
  );
}
