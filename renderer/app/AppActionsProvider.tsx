/**
 * The app's commands in one place, so the buttons, the keyboard shortcuts, the command
 * palette and the desktop menu all run the same code (the context: renderer/app-actions.ts).
 */
import { useMantineColorScheme } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MenuCommand } from '../../shared/ipc/contract';
import { AppActionsContext, type AppActions } from '../app-actions';
import { pickArchiveFile } from '../features/archive/pick-archive';
import { navigate, useRoute } from '../navigation/router';
import { getPlatform } from '../platform';
import { screenPrint } from '../platform/screen-print';
import { useLoadRulesets } from '../ruleset';
import { CommandPalette, openCommandPalette } from './CommandPalette';
import { FileDropImport } from './FileDropImport';

/** Loaded when first opened: its number fields (and their library) are not needed by the first screen. */
const SampleChooser = lazy(() => import('../features/library/SampleChooser').then((m) => ({ default: m.SampleChooser })));
const NewGameModal = lazy(() => import('../features/library/NewGameModal').then((m) => ({ default: m.NewGameModal })));

// The archive reader (and zod with it) and the rulesets load when the GM imports or opens a sample, not with the library (issue 18).
const archiveActions = () => import('../features/archive/archive-actions');

function openGame(gameId: string | null, screen = 'dashboard'): void {
  if (gameId) navigate({ page: 'game', gameId, screen });
}

export function AppActionsProvider({ children }: { children: ReactNode }) {
  const route = useRoute();
  const { toggleColorScheme } = useMantineColorScheme();
  const loadRulesets = useLoadRulesets();
  const loadRules = useCallback(async () => (await loadRulesets()).map((r) => r.rules), [loadRulesets]);
  const [newGameOpen, setNewGameOpen] = useState(false);
  const [choosingSample, setChoosingSample] = useState(false);
  const currentGameId = route.page === 'game' ? route.gameId : null;

  const actions = useMemo<AppActions>(
    () => ({
      newGame: () => setNewGameOpen(true),
      importArchive: async () => {
        // The dialog first, on the GM's click: a browser shows a file dialog only then.
        const file = await pickArchiveFile();
        if (!file) return;
        const [{ importArchiveChunks }, rules] = await Promise.all([archiveActions(), loadRules()]);
        openGame(await importArchiveChunks(file.name, file.chunks, rules));
      },
      exportCurrentGame: async () => {
        if (currentGameId) await (await archiveActions()).exportGameToFile(currentGameId);
      },
      openSample: async (rulesetId, sampleId) => {
        const [rulesets, { openSampleGame }] = await Promise.all([loadRulesets(), import('../features/library/open-sample')]);
        const ruleset = rulesets.find((r) => r.rules.id === rulesetId);
        const sample = ruleset?.rules.samples.find((s) => s.id === sampleId);
        if (!ruleset || !sample) return;
        openGame(await openSampleGame(ruleset, sample, rulesets.map((r) => r.rules)), sample.screen);
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
    [currentGameId, toggleColorScheme, loadRulesets, loadRules],
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
      {choosingSample && (
        <Suspense fallback={null}>
          <SampleChooser opened={choosingSample} onClose={() => setChoosingSample(false)} />
        </Suspense>
      )}
      <CommandPalette actions={actions} />
      <FileDropImport onImported={openGame} loadRulesets={loadRules} />
    </AppActionsContext.Provider>
  );
}
