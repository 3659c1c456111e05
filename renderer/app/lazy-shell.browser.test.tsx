/**
 * The app shell's pieces that load when first used (issue 18: not on the library's first screen):
 * a modal asked for before the modals manager is there still opens, a notification shown before
 * the container is there still shows, and a hint appears on hover.
 */
import '@mantine/core/styles.css';
import { MantineProvider, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { HintTooltip } from '../components/HintTooltip';
import { theme } from './theme';
import { ModalsWhenOpened } from './ModalsWhenOpened';
import { NotificationsWhenShown } from './NotificationsWhenShown';

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

function mount(ui: React.ReactNode): void {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<MantineProvider theme={theme}>{ui}</MantineProvider>));
  unmounts.push(() => {
    root.unmount();
    container.remove();
  });
}

describe('the shell pieces loaded on first use, in Chromium', () => {
  it('opens the modals asked for before the manager was loaded, in order, and closes them', async () => {
    mount(<ModalsWhenOpened />);
    // Held from the first commit on (a layout effect, run inside flushSync).
    const first = modals.open({ title: 'First modal', children: <Text>one</Text> });
    modals.openConfirmModal({ title: 'Second modal', children: <Text>two</Text>, labels: { confirm: 'Yes', cancel: 'No' } });
    await expect.element(page.getByText('Second modal')).toBeVisible();
    modals.close(first);
    modals.closeAll();
    await expect.poll(() => document.querySelectorAll('[role="dialog"]').length).toBe(0);
  });

  it('shows a notification given before its container was loaded', async () => {
    mount(<NotificationsWhenShown />);
    notifications.show({ title: 'Shown early', message: 'before the container' });
    await expect.element(page.getByText('before the container')).toBeVisible();
    notifications.clean();
  });

  it('shows a hint on hover, loading the tooltip then', async () => {
    mount(
      <HintTooltip label="A hint for the GM">
        <Text data-testid="target">hover me</Text>
      </HintTooltip>,
    );
    await userEvent.hover(page.getByTestId('target'));
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('A hint for the GM');
  });
});
