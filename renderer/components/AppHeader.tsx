import { ActionIcon, Anchor, Burger, Group, Kbd, Text, useComputedColorScheme } from '@mantine/core';
import { HintTooltip } from './HintTooltip';
import type { ReactNode } from 'react';
import { useAppActions } from '../app-actions';
import { routeHref } from '../navigation/router';
import { SaveIndicator } from './SaveIndicator';

/** The bar across the top of every page: the way home, where you are, the save state, the theme. */
export function AppHeader({ title, burger }: { title?: ReactNode; burger?: { opened: boolean; toggle: () => void } }) {
  const actions = useAppActions();
  const scheme = useComputedColorScheme('light');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className="no-print">
      <Group gap="sm" wrap="nowrap">
        {burger && <Burger opened={burger.opened} onClick={burger.toggle} hiddenFrom="sm" size="sm" aria-label="Show the navigation" />}
        <Anchor href={routeHref({ page: 'library' })} fw={700} size="lg" underline="never">
          Warpdesk
        </Anchor>
        {title && (
          <Text size="lg" c="dimmed" truncate>
            / {title}
          </Text>
        )}
      </Group>
      <Group gap="md" wrap="nowrap">
        <SaveIndicator />
        <HintTooltip label="Command palette">
          <Text size="xs" c="dimmed" style={{ cursor: 'pointer' }} onClick={actions.openPalette}>
            <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">K</Kbd>
          </Text>
        </HintTooltip>
        <HintTooltip label={scheme === 'dark' ? 'Light theme' : 'Dark theme'}>
          <ActionIcon variant="default" onClick={actions.toggleTheme} aria-label="Switch between light and dark theme">
            {scheme === 'dark' ? '☀' : '☾'}
          </ActionIcon>
        </HintTooltip>
      </Group>
    </Group>
  );
}
