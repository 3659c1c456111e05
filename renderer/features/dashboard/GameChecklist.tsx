import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChecklistItem } from '../../../shared/library/checklist';
import type { Game } from '../../../shared/model/entities';
import type { RulesetRules } from '../../../shared/ruleset';
import { getDb } from '../../db/database';
import { loadGameRecords } from '../../db/games';
import { routeHref } from '../../navigation/router';

/** The items of a game's checklist, read live from its records; null while reading or when the ruleset has none. */
export function useGameChecklist(game: Game, rules: RulesetRules | undefined): ChecklistItem[] | null {
  const checklist = rules?.checklist;
  return (
    useLiveQuery(async () => {
      if (!checklist) return null;
      const records = await loadGameRecords(getDb(), game.id);
      return records ? checklist(records) : null;
    }, [game.id, game.updatedAt, checklist]) ?? null
  );
}

/** The checklist items as a list: done in green, missing in red with what is missing and a link to the screen that sets it up. */
export function ChecklistList({ game, items }: { game: Game; items: readonly ChecklistItem[] }) {
  return (
    <Stack gap={6} data-testid="game-checklist-items">
      {items.map((item) => (
        <Group key={item.id} gap="xs" wrap="nowrap" align="start" data-testid="checklist-item" data-item={item.id} data-done={item.done ? 'true' : 'false'}>
          <ThemeIcon size="sm" radius="xl" color={item.done ? 'green' : 'red'} variant="light" aria-label={item.done ? 'done' : 'missing'}>
            {item.done ? '✓' : '✗'}
          </ThemeIcon>
          <Text size="sm">
            <b>{item.label}</b>: {item.detail}
            {!item.done && item.screen && (
              <>
                {' · '}
                <Anchor size="sm" href={routeHref({ page: 'game', gameId: game.id, screen: item.screen })}>
                  open
                </Anchor>
              </>
            )}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The dashboard's "before turn 1" checklist of a game still before its first turn: what the
 * ruleset says a game needs (`RulesetRules.checklist`), done or missing.
 */
export function GameChecklist({ game, rules }: { game: Game; rules: RulesetRules | undefined }) {
  const items = useGameChecklist(game, rules);
  if (game.turn !== 0 || !items || items.length === 0) return null;
  const missing = items.filter((i) => !i.done).length;
  return (
    <Paper withBorder p="md" data-testid="game-checklist" data-missing={missing}>
      <Title order={3} mb={4}>
        Before turn 1
      </Title>
      <Text size="sm" c={missing > 0 ? 'red' : 'green'} mb="sm">
        {missing > 0 ? `${missing} of ${items.length} things are still missing before the first turn can start.` : 'Everything is ready: start turn 1 on the Turn screen.'}
      </Text>
      <ChecklistList game={game} items={items} />
    </Paper>
  );
}
