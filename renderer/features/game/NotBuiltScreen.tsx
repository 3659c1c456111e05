import { Alert, Stack, Text, Title } from '@mantine/core';
import type { GameScreen } from './screens';

/** A screen a later issue fills; it says so plainly instead of pretending. */
export function NotBuiltScreen({ screen }: { screen: GameScreen }) {
  return (
    <Stack maw={640}>
      <Title order={2}>{screen.label}</Title>
      <Text c="dimmed">{screen.purpose}</Text>
      <Alert color="gray" title="Not built yet" data-testid="not-built">
        This screen is not part of Warpdesk yet{screen.issue ? ` (it comes with issue ${screen.issue})` : ''}. Nothing of your game is hidden here: everything
        Warpdesk holds so far is on the dashboard and in the game's archive file.
      </Alert>
    </Stack>
  );
}
