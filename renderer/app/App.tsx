import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { AppActionsProvider } from './AppActionsProvider';
import { DatabaseGate } from './DatabaseGate';
import { ErrorBoundary } from './ErrorBoundary';
import { Routes } from './Routes';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Notifications position="bottom-right" />
      <ErrorBoundary>
        <DatabaseGate>
          <ModalsProvider>
            <AppActionsProvider>
              <Routes />
            </AppActionsProvider>
          </ModalsProvider>
        </DatabaseGate>
      </ErrorBoundary>
    </MantineProvider>
  );
}
