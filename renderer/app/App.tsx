import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { RULESET_CATALOG } from '../../shared/rulesets/catalog';
import { lazyRulesetSource, RulesetsContext } from '../ruleset';
import { AppActionsProvider } from './AppActionsProvider';
import { DatabaseGate } from './DatabaseGate';
import { ErrorBoundary } from './ErrorBoundary';
import { Routes } from './Routes';
import { theme } from './theme';
import { useFlushOnLeave } from './useFlushOnLeave';

/** The library lists the light catalog; every ruleset's screens and rules load when first needed (issue 18). */
const RULESETS = lazyRulesetSource(RULESET_CATALOG, () => import('./rulesets').then((m) => m.RULESET_SCREENS));

export function App() {
  useFlushOnLeave();
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Notifications position="bottom-right" />
      <ErrorBoundary>
        <DatabaseGate>
          <RulesetsContext.Provider value={RULESETS}>
            <ModalsProvider>
              <AppActionsProvider>
                <Routes />
              </AppActionsProvider>
            </ModalsProvider>
          </RulesetsContext.Provider>
        </DatabaseGate>
      </ErrorBoundary>
    </MantineProvider>
  );
}
