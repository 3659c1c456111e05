/**
 * Ctrl+K: the command palette, and the shortcuts of a game's commands, which work from anywhere
 * in the game (features/commands). The palette's window (PaletteSpotlight.tsx: the search, its
 * list, the games) loads when first opened, not with the library's first screen (issue 18).
 */
import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { useSpotlight } from '@mantine/spotlight';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useState } from 'react';
import type { AppActions } from '../app-actions';
import { getDb } from '../db/database';
import { runGameCommand, type GameCommand } from '../features/commands/game-commands';
import { useLoadedRulesets } from '../ruleset';
import { navigate, useRoute } from '../navigation/router';
import { palette, paletteStore } from './palette-store';

const PaletteSpotlight = lazy(() => import('./PaletteSpotlight').then((m) => ({ default: m.PaletteSpotlight })));

export function openCommandPalette(): void {
  palette.open();
}

export function CommandPalette({ actions }: { actions: AppActions }) {
  const route = useRoute();
  const { opened } = useSpotlight(paletteStore);
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  const gameId = route.page === 'game' ? route.gameId : null;
  // Loaded once a game is opened (its frame loads them); the library needs none.
  const rulesets = useLoadedRulesets();
  const rulesetId = useLiveQuery(async () => (gameId ? (await getDb().games.get(gameId))?.ruleset : undefined), [gameId]);
  const ruleset = rulesets?.find((r) => r.rules.id === rulesetId);
  const run = (command: GameCommand) => {
    if (gameId) runGameCommand(gameId, command, () => navigate({ page: 'game', gameId, screen: command.screen }));
  };
  // The commands' shortcuts work anywhere in the game; a screen that binds its own is left to it.
  const hotkeys: HotkeyItem[] = [
    ['mod+K', () => palette.toggle()],
    ...(ruleset?.commands ?? [])
      .filter((c) => c.shortcut && !c.perPlayer && !(route.page === 'game' && ((c.screenBinds && route.screen === c.screen) || c.boundOn?.includes(route.screen))))
      .map((c): HotkeyItem => [c.shortcut as string, () => run(c)]),
  ];
  useHotkeys(hotkeys);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PaletteSpotlight actions={actions} />
    </Suspense>
  );
}
