import { Button, Group, Loader, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Suspense } from 'react';
import type { Game } from '../../../shared/model/entities';
import { getDb } from '../../db/database';
import { updateGame } from '../../db/games';
import { useAutosavedText } from '../../db/useAutosavedText';
import { exportGameToFile } from '../archive/archive-actions';
import { useGameActions } from '../library/useGameActions';
import { useRuleset } from '../../ruleset';
import { GameChecklist } from './GameChecklist';

/** The game at a glance, with its name, deadline and notes editable in place; the ruleset's own part (renderer/ruleset.ts `Dashboard`) below the name. */
export function DashboardPage({ game }: { game: Game }) {
  const db = getDb();
  const gameActions = useGameActions();
  const ruleset = useRuleset(game.ruleset);
  const RulesetPart = ruleset?.Dashboard;
  const deadline = useAutosavedText(game.deadline, (value) => updateGame(db, game.id, { deadline: value }), `game:${game.id}:deadline`);
  const notes = useAutosavedText(game.notes, (value) => updateGame(db, game.id, { notes: value }), `game:${game.id}:notes`);

  return (
    <Stack data-testid="dashboard">
      <Group justify="space-between" align="start">
        <div>
          <Title order={1} data-testid="game-name">
            {game.name}
          </Title>
          <Text c="dimmed">
            {ruleset?.rules.name ?? game.ruleset} · {game.turn === 0 ? 'pregame' : `turn ${game.turn}`}
          </Text>
        </div>
        <Group className="no-print">
          <Button variant="default" onClick={() => gameActions.rename(game)}>
            Rename…
          </Button>
          <Button variant="default" onClick={() => void gameActions.duplicate(game)}>
            Duplicate
          </Button>
          <Button variant="default" onClick={() => void exportGameToFile(game.id)}>
            Export archive…
          </Button>
          <Button variant="light" color="red" onClick={() => gameActions.remove(game, gameActions.goLibrary)}>
            Delete…
          </Button>
        </Group>
      </Group>
      <GameChecklist game={game} rules={ruleset?.rules} />
      {/* A ruleset's part may load on demand (the library's first screen stays light). */}
      {RulesetPart && (
        <Suspense fallback={<Loader size="sm" />}>
          <RulesetPart game={game} />
        </Suspense>
      )}
      <TextInput
        label="Deadline for the next orders"
        description={`Printed on every packet's cover sheet after “Orders for turn ${game.turn + 1} due”.`}
        placeholder="e.g. 6 December 2026, 20:00"
        value={deadline.value}
        onChange={(e) => deadline.onChange(e.currentTarget.value)}
        onBlur={deadline.onBlur}
      />
      <Textarea label="GM's notes" description="Private to you; never printed for a player." autosize minRows={3} value={notes.value} onChange={(e) => notes.onChange(e.currentTarget.value)} onBlur={notes.onBlur} />
    </Stack>
  );
}
