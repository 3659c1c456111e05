import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useAppActions } from '../../app/AppActionsProvider';

/** What a newcomer sees first: three ways to start. */
export function EmptyLibrary() {
  const actions = useAppActions();
  return (
    <Card withBorder padding="xl" data-testid="empty-library">
      <Stack align="center" gap="sm">
        <Title order={3}>No games yet</Title>
        <Text c="dimmed" ta="center" maw={520}>
          Open the sample game to see a NOVA game with six empires and forty star systems, start a game of your own, or import an archive a Warpdesk
          exported.
        </Text>
        <Group>
          <Button onClick={() => void actions.openSample()}>Open sample game</Button>
          <Button variant="default" onClick={actions.newGame}>
            New game
          </Button>
          <Button variant="default" onClick={() => void actions.importArchive()}>
            Import…
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
