import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useAppActions } from '../../app-actions';
import { useRulesetCatalog } from '../../ruleset';

/** What a newcomer sees first: three ways to start. */
export function EmptyLibrary() {
  const actions = useAppActions();
  const first = useRulesetCatalog()[0];
  const sample = first?.samples[0];
  return (
    <Card withBorder padding="xl" data-testid="empty-library">
      <Stack align="center" gap="sm">
        <Title order={3}>No games yet</Title>
        <Text c="dimmed" ta="center" maw={520}>
          Open a sample game to see how a game looks once it is under way, start a game of your own, or import an archive a Warpdesk exported.
        </Text>
        <Group>
          {first && sample && <Button onClick={() => void actions.openSample(first.id, sample.id)}>{sample.label}</Button>}
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
