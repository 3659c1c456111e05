/**
 * Renders a component for a browser-mode test inside the app's providers, in real
 * Chromium, and gives back a way to unmount it. No testing library: plain React DOM.
 */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { theme } from '../app/theme';

export async function renderInApp(ui: ReactNode): Promise<{ container: HTMLElement; unmount: () => Promise<void> }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  // Plain rendering, no act(): assertions poll the real DOM (expect.element), as a user would wait.
  flushSync(() => {
    root.render(
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications />
        <ModalsProvider>{ui}</ModalsProvider>
      </MantineProvider>,
    );
  });
  return {
    container,
    unmount: async () => {
      root.unmount();
      container.remove();
    },
  };
}
