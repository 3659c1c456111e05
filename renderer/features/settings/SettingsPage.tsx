import { Alert, Stack, Text, Title } from '@mantine/core';
import { useRuleset, type ScreenProps } from '../../ruleset';
import { SettingsGroupCard } from './SettingsGroupCard';

/** Rules options and house rules of one game: every point the rulebooks leave open, with its default. */
export function SettingsPage({ game }: ScreenProps) {
  const groups = useRuleset(game.ruleset)?.rules.settings ?? [];
  return (
    <Stack maw={820} data-testid="settings-page">
      <div>
        <Title order={2}>Settings</Title>
        <Text c="dimmed" size="sm">
          Where the rules leave a point open, Warpdesk follows the stated default until you choose otherwise for this game. Changes save at once and travel
          with the game's archive.
        </Text>
      </div>
      {groups.length === 0 && <Alert color="gray">This ruleset has no options yet.</Alert>}
      {groups.map((group) => (
        <SettingsGroupCard key={group.id} game={game} group={group} />
      ))}
    </Stack>
  );
}
