import { Badge, Center, Kbd, Loader, Stack, Text } from '@mantine/core';
import { novaCommitReview } from '../../../../shared/rulesets/nova/orders/commit-review';
import { NOVA } from '../../../../shared/rulesets/nova/ruleset';
import { CommitDialog, OrdersInError } from '../../../features/turn/CommitReview';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCommandHandler } from '../../../features/commands/game-commands';
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
import { runNames, runSummary, screenWarnings } from './turn-view';
import { eventReader, novaWarnings, runSteps } from './run-view';
import { RunStepList } from '../../../features/turn/RunStepList';
import { TurnFrame } from '../../../features/turn/TurnFrame';
import { WarningList } from '../../../features/turn/WarningList';
import { useDryRun } from './useDryRun';
import { useTurnData } from './useTurnData';

/** The Turn screen of one turn: header with orders and actions, then Dry run, Review, Rulings and History tabs. */
export function TurnWorkspace({ game }: { game: Game }) {
  const data = useTurnData(game);
  const dry = useDryRun(game, data);
  const { run } = dry;
  const names = useMemo(() => (run ? runNames(run.start, run.world, run.unitNames) : data ? worldNames(data.world) : null), [run, data]);
  const warnings = useMemo(() => (run && names && dry.data ? screenWarnings(run, dry.data.orders, names) : []), [run, names, dry.data]);
  const steps = useMemo(() => (run && names ? runSteps(run, names) : null), [run, names]);
  const settings = game.settings;
  const review = useMemo(() => {
    if (!run || !dry.data) return [];
    const { world, sheets, turn } = dry.data;
    const checkInput = (empireId: string) => ({ empireId, systems: world.systems, warpLines: world.warpLines, units: world.units, designs: world.designs, knowledge: world.knowledge, empires: world.empires, settings, turn });
    return novaCommitReview({ turn: dry.data.turn, empires: world.empires, sheets, checkInput, events: run.events });
  }, [run, dry.data, settings]);
  const battleNotes = data?.decisions.battles;
  const reader = useMemo(() => eventReader(names ?? worldNames({ systems: [], empires: [], units: [] }), Object.fromEntries(Object.entries(battleNotes ?? {}).map(([id, r]) => [id, r.note]))), [names, battleNotes]);

  // The command palette's "Dry run" and "Commit…": a commit asked for before a run runs the turn first.
  useCommandHandler(game.id, 'turn.dry-run', dry.start, !!data);
  const [commitAsked, setCommitAsked] = useState(false);
  const commitRef = useRef<() => void>(() => {});
  useCommandHandler(
    game.id,
    'turn.commit',
    () => {
      if (!run) dry.start();
      setCommitAsked(true);
    },
    !!data,
  );
  useEffect(() => {
    if (!commitAsked || !run || dry.running) return;
    setCommitAsked(false);
    if (run.pending.length > 0) notifications.show({ color: 'yellow', title: 'Not committed yet', message: `${run.pending.length} battle${run.pending.length === 1 ? '' : 's'} wait for a result (Dry run tab).` });
    else commitRef.current();
  }, [commitAsked, run, dry.running]);

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
    const id = modals.open({
      title: `Commit turn ${turn}`,
      size: 'xl',
      children: (
        <CommitDialog
          turn={turn}
          review={review}
          warnings={warnings.length}
          onCancel={() => modals.close(id)}
          onConfirm={() => {
            modals.close(id);
            void (async () => {
              try {
                await commitTurn(getDb(), game.id, run, sheets, decisions);
                notifications.show({ color: 'green', title: `Turn ${turn} committed`, message: `A backup was written first. The game is now at turn ${turn + 1}.` });
              } catch (error) {
                notifications.show({ color: 'red', title: 'The turn was not committed', message: error instanceof Error ? error.message : String(error) });
              }
            })();
          }}
        >
          <Text size="sm">
            Turn {turn} becomes a permanent record (the world before it, the orders, the rulings, the dice and every event), the world after it becomes the game, and the game moves to turn {turn + 1}.
          </Text>
          <Text size="sm" fw={600}>
            A backup of the whole game as it is now is written first. A committed turn can be reopened from History.
          </Text>
        </CommitDialog>
      ),
    });
  };

  commitRef.current = commit;

  return (
    <TurnFrame
      turn={turn}
      summary={run ? runSummary(run) : null}
      ms={dry.ms}
      running={dry.running}
      error={dry.error}
      onDryRun={dry.start}
      canCommit={canCommit}
      onCommit={commit}
      beforeRun={
        <>
          Press Dry run (<Kbd size="xs">Ctrl+Enter</Kbd>) to execute steps A to L with the orders entered so far. Nothing is stored until you commit.
        </>
      }
      above={<OrderStates game={game} />}
      runLabel={<>Dry run {run && run.pending.length > 0 && <Badge color="red">{run.pending.length}</Badge>}</>}
      run={
        run && (
          <Stack>
            <OrdersInError review={review} playerWord={NOVA.player} />
            <WarningList warnings={novaWarnings(warnings, names)} />
            {dry.data && <PendingBattles game={game} run={run} data={dry.data} names={names} />}
            {data.open?.previousRun && <DiffPanel previous={data.open.previousRun} run={run} names={names} />}
            <RunStepList steps={steps ?? []} reader={reader} players={run.world.empires} playerWord="empire" />
          </Stack>
        )
      }
      tabs={[
        { value: 'review', label: 'Review per empire', disabled: !run, panel: run && <ReviewPanel run={run} names={names} /> },
        { value: 'rulings', label: 'Rulings', disabled: !run, panel: run && <RulingsPanel gameId={game.id} run={run} orders={data.orders} decisions={data.decisions} names={names} settings={settings} /> },
        { value: 'history', label: 'History', panel: <HistoryPanel game={game} /> },
      ]}
    />
  );
}
