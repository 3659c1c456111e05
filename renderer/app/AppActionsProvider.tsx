/**
 * The app's commands in one place, so the buttons, the keyboard shortcuts, the command
 * palette and the desktop menu all run the same code (the context: renderer/app-actions.ts).
 */
import { useMantineColorScheme } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MenuCommand } from '../../shared/ipc/contract';
import { AppActionsContext, type AppActions } from '../app-actions';
import { exportGameToFile, importArchiveFromFile } from '../features/archive/archive-actions';
import { openSampleGame } from '../features/library/open-sample';
import { SampleChooser } from '../features/library/SampleChooser';
import { navigate, useRoute } from '../navigation/router';
import { getPlatform } from '../platform';
import { screenPrint } from '../platform/screen-print';
import { useRulesetRules, useRulesets } from '../ruleset';
import { CommandPalette, openCommandPalette } from './CommandPalette';
import { FileDropImport } from './FileDropImport';

/** Loaded when first opened: its number fields (and their library) are not needed by the first screen. */
const NewGameModal = lazy(() => import('../features/library/NewGameModal').then((m) => ({ default: m.NewGameModal })));

function openGame(gameId: string | null, screen = 'dashboard'): void {
  if (gameId) navigate({ page: 'game', gameId, screen });
}

export function AppActionsProvider({ children }: { children: ReactNode }) {
  const route = useRoute();
  const { toggleColorScheme } = useMantineColorScheme();
  const rulesets = useRulesets();
  const rules = useRulesetRules();
  const [newGameOpen, setNewGameOpen] = useState(false);
  const [choosingSample, setChoosingSample] = useState(false);
  const currentGameId = route.page === 'game' ? route.gameId : null;

  const actions = useMemo<AppActions>(
    () => ({
      newGame: () => setNewGameOpen(true),
      importArchive: async () => openGame(await importArchiveFromFile(rules)),
      exportCurrentGame: async () => {
        if (currentGameId) await exportGameToFile(currentGameId);
      },
      openSample: async (rulesetId, sampleId) => {
        const ruleset = rulesets.find((r) => r.rules.id === rulesetId);
        const sample = ruleset?.rules.samples.find((s) => s.id === sampleId);
        if (!ruleset || !sample) return;
        openGame(await openSampleGame(ruleset, sample, rules), sample.screen);
      },
      chooseSample: () => setChoosingSample(true),
      goLibrary: () => navigate({ page: 'library' }),
      toggleTheme: toggleColorScheme,
      print: async () => {
        const own = screenPrint();
        if (own) return own();
        await getPlatform().printPage({ title: 'Print', suggestedName: 'warpdesk.pdf' });
      },
      openPalette: openCommandPalette,
    }),
    [currentGameId, toggleColorScheme, rulesets, rules],
  );

  const runMenuCommand = useCallback(
    (command: MenuCommand) => {
      const table: Record<MenuCommand, () => unknown> = {
        'new-game': actions.newGame,
        'import-archive': actions.importArchive,
        'export-archive': actions.exportCurrentGame,
        'open-sample': actions.chooseSample,
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
      {newGameOpen && (
        <Suspense fallback={null}>
          <NewGameModal opened={newGameOpen} onClose={() => setNewGameOpen(false)} onCreated={(id) => openGame(id)} />
        </Suspense>
      )}
      <SampleChooser opened={choosingSample} onClose={() => setChoosingSample(false)} />
      <CommandPalette actions={actions} />
      <FileDropImport onImported={openGame} rulesets={rules} />
    </AppActionsContext.Provider>
  );
}
