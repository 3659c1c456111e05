/** Ctrl+K: every command and every game by name, one search away. */
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../db/database';
import { listGames } from '../db/games';
import type { AppActions } from '../app-actions';
import { useRulesets } from '../ruleset';
import { navigate, useRoute } from '../navigation/router';

export function openCommandPalette(): void {
  spotlight.open();
}

export function CommandPalette({ actions }: { actions: AppActions }) {
  const route = useRoute();
  const rulesets = useRulesets();
  const games = useLiveQuery(() => listGames(getDb()), []) ?? [];
  const currentRuleset = route.page === 'game' ? games.find(({ game }) => game.id === route.gameId)?.game.ruleset : undefined;
  const commands: SpotlightActionData[] = [
    { id: 'new-game', label: 'New game…', description: 'Alt+N', onClick: actions.newGame },
    { id: 'import', label: 'Import an archive…', description: 'Ctrl+O', onClick: () => void actions.importArchive() },
    { id: 'sample', label: 'Open a sample game…', onClick: actions.chooseSample },
    { id: 'library', label: 'Go to the library', description: 'Ctrl+L', onClick: actions.goLibrary },
    { id: 'theme', label: 'Switch between light and dark theme', onClick: actions.toggleTheme },
  ];
  if (route.page === 'game') {
    const { gameId } = route;
    commands.push({ id: 'export', label: 'Export this game…', description: 'Ctrl+E', onClick: () => void actions.exportCurrentGame() });
    for (const screen of rulesets.find((r) => r.rules.id === currentRuleset)?.screens ?? []) {
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
        { group: 'Commands', actions: commands },
        { group: 'Games', actions: gameActions },
      ]}
      shortcut="mod + K"
      nothingFound="No command or game by that name"
      highlightQuery
      searchProps={{ placeholder: 'Type a command or a game…' }}
    />
  );
}
