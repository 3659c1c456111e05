import { AppShell, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAppActions } from '../../app-actions';
import { AppHeader } from '../../components/AppHeader';
import { getDb } from '../../db/database';
import { listGames } from '../../db/game-list';
import { useRulesetCatalog } from '../../ruleset';
import { EmptyLibrary } from './EmptyLibrary';
import { GameTable } from './GameTable';

/** The first screen: every game, and the ways to make or bring one in. */
export function LibraryPage() {
  const actions = useAppActions();
  const rulesets = useRulesetCatalog();
  const games = useLiveQuery(() => listGames(getDb()), []);
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <AppHeader title="Library" />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg">
          <Stack>
            <Group justify="space-between" align="end">
              <div>
                <Title order={1}>Your games</Title>
                <Text c="dimmed" size="sm">
                  Stored on this computer. Drop a .warpdesk.json file anywhere on the window to import it.
                </Text>
              </div>
              <Group>
                {rulesets.flatMap((rules) =>
                  rules.samples.map((sample) => (
                    <Button key={sample.id} variant="default" onClick={() => void actions.openSample(rules.id, sample.id)}>
                      {sample.label}
                    </Button>
                  )),
                )}
                <Button variant="default" onClick={() => void actions.importArchive()}>
                  Import…
                </Button>
                <Button onClick={actions.newGame}>New game</Button>
              </Group>
            </Group>
            {games === undefined ? null : games.length === 0 ? <EmptyLibrary /> : <GameTable games={games} />}
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
