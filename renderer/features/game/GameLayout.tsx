import { AppShell, Button, Center, Container, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { routeHref } from '../../navigation/router';
import { AppHeader } from '../../components/AppHeader';
import { getDb } from '../../db/database';
import { findScreen, useRulesets } from '../../ruleset';
import { ScreenContent } from './ScreenContent';

/** Inside a game: the navigation to its screens, and the screen itself. */
export function GameLayout({ gameId, screen }: { gameId: string; screen: string }) {
  const [navOpen, { toggle }] = useDisclosure();
  const rulesets = useRulesets();
  // null: no such game; undefined: still loading.
  const game = useLiveQuery(async () => (await getDb().games.get(gameId)) ?? null, [gameId]);
  if (game === undefined) return null;
  if (game === null) {
    return (
      <Center h="100%">
        <Stack align="center">
          <Title order={2}>This game is not in your library</Title>
          <Text c="dimmed">It may have been deleted, or the link is from another computer.</Text>
          <Button component="a" href={routeHref({ page: 'library' })}>
            Back to the library
          </Button>
        </Stack>
      </Center>
    );
  }
  const ruleset = rulesets.find((r) => r.rules.id === game.ruleset);
  if (!ruleset) {
    return (
      <Center h="100%">
        <Stack align="center">
          <Title order={2}>This Warpdesk cannot open this game</Title>
          <Text c="dimmed">It is a game of "{game.ruleset}", a ruleset this build does not have. It stays in your library untouched.</Text>
          <Button component="a" href={routeHref({ page: 'library' })}>
            Back to the library
          </Button>
        </Stack>
      </Center>
    );
  }
  const screens = ruleset.screens;
  const current = findScreen(ruleset, screen);
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpen } }} padding="md">
      <AppShell.Header>
        <AppHeader title={game.name} burger={{ opened: navOpen, toggle }} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" className="no-print" aria-label="Game screens">
        {screens.map((item) => (
          <NavLink
            key={item.id}
            href={routeHref({ page: 'game', gameId, screen: item.id })}
            label={item.label}
            active={item.id === current?.id}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Container size={current?.wide ? '100%' : 'lg'} px={0}>
          {current && <ScreenContent screen={current} game={game} />}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
