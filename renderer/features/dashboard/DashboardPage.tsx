import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { RULESET_NAMES, type Game } from '../../../shared/model/entities';
import { getDb } from '../../db/database';
import { updateGame } from '../../db/games';
import { useAutosavedText } from '../../db/useAutosavedText';
import { exportGameToFile } from '../archive/archive-actions';
import { useGameActions } from '../library/useGameActions';
import { EmpireTable } from './EmpireTable';
import { OrderStatusTable } from './OrderStatusTable';
import { StatCard } from './StatCard';
import { BattleSummary } from '../star-sectors/BattleSummary';

/** The game at a glance, with its name, deadline and notes editable in place. */
export function DashboardPage({ game }: { game: Game }) {
  const db = getDb();
  const gameActions = useGameActions();
  const counts = useLiveQuery(
    async () => ({
      systems: await db.systems.where('gameId').equals(game.id).count(),
      warpLines: await db.warpLines.where('gameId').equals(game.id).count(),
      units: await db.units.where('gameId').equals(game.id).count(),
    }),
    [game.id],
  );
  const deadline = useAutosavedText(game.deadline, (value) => updateGame(db, game.id, { deadline: value }));
  const notes = useAutosavedText(game.notes, (value) => updateGame(db, game.id, { notes: value }));

  return (
    <Stack data-testid="dashboard">
      <Group justify="space-between" align="start">
        <div>
          <Title order={1} data-testid="game-name">
            {game.name}
          </Title>
          <Text c="dimmed">
            {RULESET_NAMES[game.ruleset]} · {game.turn === 0 ? 'pregame' : `turn ${game.turn}`}
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
      {game.ruleset === 'star-sectors' && <BattleSummary game={game} />}
      <SimpleGrid cols={{ base: 2, sm: 4 }} display={game.ruleset === 'nova' ? undefined : 'none'}>
        <StatCard label="Turn" value={game.turn === 0 ? 'pregame' : String(game.turn)} />
        <StatCard label="Star systems" value={counts ? String(counts.systems) : '…'} />
        <StatCard label="Warp lines" value={counts ? String(counts.warpLines) : '…'} />
        <StatCard label="Units" value={counts ? String(counts.units) : '…'} />
      </SimpleGrid>
      <TextInput
        label="Deadline for the next orders"
        description="Printed on every packet's cover sheet."
        placeholder="e.g. Turn 2 orders due 6 December 2026"
        value={deadline.value}
        onChange={(e) => deadline.onChange(e.currentTarget.value)}
        onBlur={deadline.onBlur}
      />
      {game.ruleset === 'nova' && <EmpireTable gameId={game.id} />}
      {game.ruleset === 'nova' && <OrderStatusTable game={game} />}
      <Textarea label="GM's notes" description="Private to you; never printed for a player." autosize minRows={3} value={notes.value} onChange={(e) => notes.onChange(e.currentTarget.value)} onBlur={notes.onBlur} />
    </Stack>
  );
}
