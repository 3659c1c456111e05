/**
 * The app's commands in one place, so the buttons, the keyboard shortcuts, the command
 * palette and the desktop menu all run the same code.
 */
import { useMantineColorScheme } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MenuCommand } from '../../shared/ipc/contract';
import { exportGameToFile, importArchiveFromFile } from '../features/archive/archive-actions';
import { NewGameModal } from '../features/library/NewGameModal';
import { openSampleGame } from '../features/library/open-sample';
import { getPlatform } from '../platform';
import { CommandPalette, openCommandPalette } from './CommandPalette';
import { FileDropImport } from './FileDropImport';
import { navigate, useRoute } from './router';
import { screenPrint } from './screen-print';

export interface AppActions {
  newGame(): void;
  importArchive(): Promise<void>;
  exportCurrentGame(): Promise<void>;
  openSample(): Promise<void>;
  goLibrary(): void;
  toggleTheme(): void;
  print(): Promise<void>;
  openPalette(): void;
}

const AppActionsContext = createContext<AppActions | null>(null);

export function useAppActions(): AppActions {
  const actions = useContext(AppActionsContext);
  if (!actions) throw new Error('useAppActions outside AppActionsProvider');
  return actions;
}

function openGame(gameId: string | null): void {
  if (gameId) navigate({ page: 'game', gameId, screen: 'dashboard' });
}

export function AppActionsProvider({ children }: { children: ReactNode }) {
  const route = useRoute();
  const { toggleColorScheme } = useMantineColorScheme();
  const [newGameOpen, setNewGameOpen] = useState(false);
  const currentGameId = route.page === 'game' ? route.gameId : null;

  const actions = useMemo<AppActions>(
    () => ({
      newGame: () => setNewGameOpen(true),
      importArchive: async () => openGame(await importArchiveFromFile()),
      exportCurrentGame: async () => {
        if (currentGameId) await exportGameToFile(currentGameId);
      },
      openSample: async () => openGame(await openSampleGame()),
      goLibrary: () => navigate({ page: 'library' }),
      toggleTheme: toggleColorScheme,
      print: async () => {
        const own = screenPrint();
        if (own) return own();
        await getPlatform().printPage({ title: 'Print', suggestedName: 'warpdesk.pdf' });
      },
      openPalette: openCommandPalette,
    }),
    [currentGameId, toggleColorScheme],
  );

  const runMenuCommand = useCallback(
    (command: MenuCommand) => {
      const table: Record<MenuCommand, () => unknown> = {
        'new-game': actions.newGame,
        'import-archive': actions.importArchive,
        'export-archive': actions.exportCurrentGame,
        'open-sample': actions.openSample,
        'go-library': actions.goLibrary,
        'command-palette': actions.openPalette,
        'toggle-theme': actions.toggleTheme,
        print: actions.print,
      };
      void table[command]();
    },
    [actions],
  );

  useEffect(() => getPlatform().onMenuCommand(runMenuCommand), [runMenuCommand]);

  // The palette binds Ctrl+K itself. In the browser build the menu's accelerators do not exist; these stand in for them.
  // Ctrl+N cannot be taken from a browser, so a new game is Alt+N there.
  useHotkeys([
    ['mod+O', () => void actions.importArchive()],
    ['mod+E', () => void actions.exportCurrentGame()],
    ['alt+N', actions.newGame],
    ['mod+L', actions.goLibrary],
  ]);

  return (
    <AppActionsContext.Provider value={actions}>
      {children}
      <NewGameModal opened={newGameOpen} onClose={() => setNewGameOpen(false)} onCreated={(id) => openGame(id)} />
      <CommandPalette actions={actions} />
      <FileDropImport onImported={openGame} />
    </AppActionsContext.Provider>
  );
}
