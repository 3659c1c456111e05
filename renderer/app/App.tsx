import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { RulesetsContext } from '../ruleset';
import { AppActionsProvider } from './AppActionsProvider';
import { DatabaseGate } from './DatabaseGate';
import { ErrorBoundary } from './ErrorBoundary';
import { Routes } from './Routes';
import { RULESET_SCREENS } from './rulesets';
import { theme } from './theme';
import { useFlushOnLeave } from './useFlushOnLeave';

export function App() {
  useFlushOnLeave();
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Notifications position="bottom-right" />
      <ErrorBoundary>
        <DatabaseGate>
          <RulesetsContext.Provider value={RULESET_SCREENS}>
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
