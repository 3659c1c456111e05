/**
 * Renders a component for a browser-mode test inside the app's providers (theme, modals,
 * the registry of rulesets), in real
 * Chromium. No testing library: plain React DOM. After each test of a file that uses it,
 * everything it mounted is unmounted and, if the test opened the database, every table
 * is emptied, so each test starts clean.
 */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach } from 'vitest';
import { theme } from '../app/theme';
import { RULESET_SCREENS } from '../app/rulesets';
import { getDb } from '../db/database';
import { journalClearAll } from '../db/edit-journal';
import { flushPendingEdits } from '../db/save-status';
import { loadedRulesetSource, RulesetsContext } from '../ruleset';

const RULESETS = loadedRulesetSource(RULESET_SCREENS);

const mounted = new Set<() => Promise<void>>();

afterEach(async () => {
  for (const unmount of [...mounted]) await unmount();
  // Edits written on unmount land before the tables are cleared; the journal of unsaved text goes with them.
  await flushPendingEdits();
  const db = getDb();
  if (db.isOpen()) await Promise.all([db.games, db.settings, ...db.backupTables(), ...db.gameTables()].map((table) => table.clear()));
  journalClearAll();
});

export async function renderInApp(ui: ReactNode): Promise<{ container: HTMLElement; unmount: () => Promise<void> }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  // Plain rendering, no act(): assertions poll the real DOM (expect.element), as a user would wait.
  flushSync(() => {
    root.render(
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications />
        <RulesetsContext.Provider value={RULESETS}>
          <ModalsProvider>{ui}</ModalsProvider>
        </RulesetsContext.Provider>
      </MantineProvider>,
    );
  });
  const unmount = async () => {
    if (!mounted.delete(unmount)) return;
    root.unmount();
    container.remove();
  };
  mounted.add(unmount);
  return { container, unmount };
}
