import { MantineProvider } from '@mantine/core';
import { RULESET_CATALOG } from '../../shared/rulesets/catalog';
import { lazyRulesetSource, RulesetsContext } from '../ruleset';
import { AppActionsProvider } from './AppActionsProvider';
import { DatabaseGate } from './DatabaseGate';
import { ErrorBoundary } from './ErrorBoundary';
import { ModalsWhenOpened } from './ModalsWhenOpened';
import { NotificationsWhenShown } from './NotificationsWhenShown';
import { Routes } from './Routes';
import { theme } from './theme';
import { useFlushOnLeave } from './useFlushOnLeave';

/** The library lists the light catalog; every ruleset's screens and rules load when first needed (issue 18). */
const RULESETS = lazyRulesetSource(RULESET_CATALOG, () => import('./rulesets').then((m) => m.RULESET_SCREENS));

export function App() {
  useFlushOnLeave();
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <NotificationsWhenShown position="bottom-right" />
      <ErrorBoundary>
        <DatabaseGate>
          <RulesetsContext.Provider value={RULESETS}>
            <ModalsWhenOpened />
            <AppActionsProvider>
              <Routes />
            </AppActionsProvider>
          </RulesetsContext.Provider>
        </DatabaseGate>
      </ErrorBoundary>
    </MantineProvider>
  );
}
