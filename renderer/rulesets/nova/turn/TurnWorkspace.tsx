import { Alert, Badge, Button, Center, Group, Kbd, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { worldNames } from '../../../../shared/rulesets/nova/turn/describe';
import { getDb } from '../../../db/database';
import { commitTurn } from '../db/turns';
import { DiffPanel } from './DiffPanel';
import { HistoryPanel } from './HistoryPanel';
import { OrderStates } from './OrderStates';
import { PendingBattles } from './PendingBattles';
import { ReviewPanel } from './ReviewPanel';
import { RulingsPanel } from './RulingsPanel';
import { RunSteps } from './RunSteps';
import { runNames, runSummary, screenWarnings } from './turn-view';
import { useDryRun } from './useDryRun';
import { useTurnData } from './useTurnData';
import { WarningList } from './WarningList';

/** The Turn screen of one turn: header with orders and actions, then Dry run, Review, Rulings and History tabs. */
export function TurnWorkspace({ game }: { game: Game }) {
  const data = useTurnData(game);
  const dry = useDryRun(game, data);
  const [tab, setTab] = useState<string | null>('run');
  // Ctrl+Enter runs the turn from anywhere on the screen, a ruling's note field included (it changes nothing stored).
  useHotkeys([['mod+Enter', () => dry.start()]], []);
  const { run } = dry;
  const names = useMemo(() => (run ? runNames(run.start, run.world, run.unitNames) : data ? worldNames(data.world) : null), [run, data]);
  const warnings = useMemo(() => (run && names && dry.data ? screenWarnings(run, dry.data.orders, names) : []), [run, names, dry.data]);

  if (!data || !names) {
    return (
      <Center py="xl">
        <Loader aria-label="Opening the turn" />
      </Center>
    );
  }
  const turn = game.turn;
  const canCommit = !!run && run.pending.length === 0 && !dry.running;

  const commit = () => {
    if (!run || !dry.data) return;
    const { sheets, decisions } = dry.data;
    modals.openConfirmModal({
      title: `Commit turn ${turn}`,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            Turn {turn} becomes a permanent record (the world before it, the orders, the rulings, the dice and every event), the world after it becomes the game, and the game moves to turn {turn + 1}.
          </Text>
          <Text size="sm" fw={600}>
            A backup of the whole game as it is now is written first. A committed turn can be reopened from History.
          </Text>
          {warnings.length > 0 && (
            <Text size="sm" c="orange">
              {warnings.length} warning{warnings.length === 1 ? '' : 's'} still stand.
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: `Commit turn ${turn}`, cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          await commitTurn(getDb(), game.id, run, sheets, decisions);
          notifications.show({ color: 'green', title: `Turn ${turn} committed`, message: `A backup was written first. The game is now at turn ${turn + 1}.` });
        } catch (error) {
          notifications.show({ color: 'red', title: 'The turn was not committed', message: error instanceof Error ? error.message : String(error) });
        }
      },
    });
  };

  return (
    <Stack data-testid="turn-page" data-turn={turn}>
      <Group justify="space-between" align="start">
        <div>
          <Title order={1} data-testid="turn-title">
            Turn {turn}
          </Title>
          <Text c="dimmed" size="sm">
            {run ? runSummary(run) : 'No dry run yet: run the turn to see what will happen.'}
            {dry.ms !== null && ` · ${dry.ms} ms`}
          </Text>
        </div>
        <Group>
          <Button onClick={dry.start} loading={dry.running} data-testid="dry-run" rightSection={<Kbd size="xs">Ctrl+Enter</Kbd>}>
            Dry run
          </Button>
          <Button color="green" disabled={!canCommit} onClick={commit} data-testid="commit-turn">
            Commit turn…
          </Button>
        </Group>
      </Group>
      <OrderStates game={game} />
      {dry.error && (
        <Alert color="red" title="The dry run failed" data-testid="dry-run-error">
          {dry.error}
        </Alert>
      )}

      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="run">
            Dry run {run && run.pending.length > 0 && <Badge color="red">{run.pending.length}</Badge>}
          </Tabs.Tab>
          <Tabs.Tab value="review" disabled={!run}>
            Review per empire
          </Tabs.Tab>
          <Tabs.Tab value="rulings" disabled={!run}>
            Rulings
          </Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="run" pt="md">
          {!run ? (
            dry.running ? (
              <Center py="xl">
                <Loader aria-label="Running the turn" />
              </Center>
            ) : (
              <Text c="dimmed" data-testid="no-run">
                Press Dry run (<Kbd size="xs">Ctrl+Enter</Kbd>) to execute steps A to L with the orders entered so far. Nothing is stored until you commit.
              </Text>
            )
          ) : (
            <Stack>
              <WarningList warnings={warnings} names={names} />
              {dry.data && <PendingBattles game={game} run={run} data={dry.data} names={names} />}
              {data.open?.previousRun && <DiffPanel previous={data.open.previousRun} run={run} names={names} />}
              <RunSteps run={run} names={names} battleNotes={Object.fromEntries(Object.entries(data.decisions.battles ?? {}).map(([id, r]) => [id, r.note]))} />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="review" pt="md">
          {run && <ReviewPanel run={run} names={names} />}
        </Tabs.Panel>
        <Tabs.Panel value="rulings" pt="md">
          {run && <RulingsPanel gameId={game.id} run={run} orders={data.orders} decisions={data.decisions} names={names} />}
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryPanel game={game} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
