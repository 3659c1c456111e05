import { Alert, Badge, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { phaseKey, turnSteps } from '../../../../shared/rulesets/dark-nebula/engine/sequence';
import type { Side } from '../../../../shared/rulesets/dark-nebula/model';
import { setupDone, runOpenTurn } from '../../../../shared/rulesets/dark-nebula/play/turn';
import { getDb } from '../../../db/database';
import { RunStepList } from '../../../features/turn/RunStepList';
import { TurnFrame } from '../../../features/turn/TurnFrame';
import { WarningList } from '../../../features/turn/WarningList';
import type { ScreenProps } from '../../../ruleset';
import { commitTurn } from '../db/game';
import { messageOf, useDnGame, type DnGame } from '../useDnGame';
import { CombatsPanel } from './CombatsPanel';
import { DecisionsPanel, PendingDecisions } from './DecisionsPanel';
import { HistoryPanel } from './HistoryPanel';
import { OverridesPanel } from './OverridesPanel';
import { eventReader, runSteps, stepTitle, warningsOf } from './run-steps';
import { StatePanel } from './StatePanel';

/**
 * The Turn screen: the open game turn run phase by phase from the stored orders (Ctrl+Enter), the
 * decisions that need the GM (asked, or taken from the players' standing instructions), every
 * combat with its dice, the GM's overrides with their notes, the game as it stands after any
 * phase, commit (an immutable record; a backup first), and the history with reopen.
 */
export function TurnPage({ game }: ScreenProps) {
  const loaded = useDnGame(game.id);
  if (!loaded) return null;
  return <TurnWorkspace loaded={loaded} gameId={game.id} />;
}

function TurnWorkspace({ loaded, gameId }: { loaded: DnGame; gameId: string }) {
  const { world, records } = loaded;
  const [interactive, setInteractive] = useState(true);
  const [stopAfter, setStopAfter] = useState<string | null>(null);
  // A run shown follows what the GM changes (a decision, an override, an order, an option): it is made again from the records.
  const [shown, setShown] = useState(0);
  const names = useMemo(() => Object.fromEntries((['human', 'aslan'] as Side[]).map((s) => [s, records.empires.find((e) => e.id === world.sides[s].empireId)?.name ?? s])) as Record<Side, string>, [records, world]);
  const players = (['human', 'aslan'] as Side[]).map((s) => ({ id: world.sides[s].empireId, name: names[s] }));
  const reader = useMemo(() => eventReader(names, (id) => (['human', 'aslan'] as Side[]).find((s) => world.sides[s].empireId === id)), [names, world]);
  const phases = turnSteps(world.turn).map(phaseKey);

  const outcome = useMemo(() => {
    if (shown === 0) return null;
    const t0 = performance.now();
    const result = runOpenTurn(records, { interactive, stopAfter: stopAfter ?? undefined });
    return { result, ms: Math.round(performance.now() - t0) };
  }, [shown, records, interactive, stopAfter]);
  const dryRun = () => setShown((n) => n + 1);

  const ok = outcome?.result.ok ? outcome.result : null;
  const run = ok?.run ?? null;
  const steps = useMemo(() => (run ? runSteps(world.turn, run, names) : []), [run, world.turn, names]);
  const warnings = useMemo(() => (run ? warningsOf(run.events, names) : []), [run, names]);
  const pending = run?.pending ?? [];
  const refusal = outcome && !outcome.result.ok ? outcome.result.problems.map((p) => `${p.where}: ${p.message}`).join('; ') : null;
  const summary = run
    ? run.complete
      ? `Ran all ${run.phases.length} phases of turn ${world.turn} · ${run.events.length} events · ${run.dice.length} dice${run.world.over ? ' · the game ends' : ''}`
      : run.stopped
        ? `Stopped after ${stepTitle(stopAfter ?? '')} (${run.phases.length} phases) · ${run.events.length} events`
        : `Stopped at ${stepTitle(run.steps.at(-1)?.key ?? '')}: ${pending.length} decision${pending.length === 1 ? ' waits' : 's wait'} for you`
    : null;

  const commit = () =>
    modals.openConfirmModal({
      title: `Commit turn ${world.turn}?`,
      children: (
        <Stack gap="xs">
          <Text size="sm">The turn is run with the stored orders, decisions and overrides and kept as an immutable record (a backup of the game is written first). The game moves to turn {world.turn + 1}.</Text>
          {pending.length > 0 && <Alert color="orange">{pending.length} decision(s) nobody gave take their default (each is logged with its source).</Alert>}
        </Stack>
      ),
      labels: { confirm: `Commit turn ${world.turn}`, cancel: 'Not yet' },
      confirmProps: { color: 'green', 'data-testid': 'confirm-commit' } as Record<string, unknown>,
      onConfirm: async () => {
        try {
          const next = await commitTurn(getDb(), gameId);
          setShown(0);
          setStopAfter(null);
          notifications.show({ color: 'green', title: `Turn ${world.turn} committed`, message: `The game is at turn ${next}. The packets are on the Reports screen.` });
        } catch (error) {
          notifications.show({ color: 'red', title: 'The turn was not committed', message: messageOf(error) });
        }
      },
    });

  const canCommit = !!run && (run.complete || (!run.stopped && interactive)) && setupDone(records) && !world.over;
  return (
    <TurnFrame
      turn={world.turn}
      summary={refusal ?? summary}
      ms={outcome?.ms ?? null}
      running={false}
      error={refusal}
      onDryRun={dryRun}
      canCommit={canCommit}
      onCommit={commit}
      beforeRun={
        setupDone(records)
          ? `Run turn ${world.turn} to see every phase: ${world.turn === 0 ? 'the Aslan special movement, the human deployment, the Aslan combat' : 'each player turn’s maintenance and production, two movement and combat phases with the enemy’s reaction between'}, and the end of the game turn. Nothing is stored until you commit.`
          : 'The setup is not finished: finish it on the Setup screen first.'
      }
      above={
        <Group align="end" gap="md">
          <Switch label="Stop at decisions that need me" checked={interactive} onChange={(e) => setInteractive(e.currentTarget.checked)} data-testid="turn-interactive" />
          <Select label="Run as far as" w={330} data={[{ value: '', label: 'The end of the game turn' }, ...phases.map((k) => ({ value: k, label: `${k.split('.')[1]}: ${stepTitle(k)}` }))]} value={stopAfter ?? ''} onChange={(v) => setStopAfter(v ? v : null)} allowDeselect={false} data-testid="turn-stop-after" />
          {world.over && <Badge color="grape">The game is over: {world.over.reason}</Badge>}
        </Group>
      }
      run={
        run ? (
          <Stack>
            <WarningList warnings={warnings} />
            {pending.length > 0 && <PendingDecisions gameId={gameId} pending={pending} />}
            <RunStepList steps={steps} reader={reader} players={players} playerWord="player" />
          </Stack>
        ) : null
      }
      runLabel={
        <Group gap={4}>
          Dry run
          {pending.length > 0 && (
            <Badge size="xs" color="orange">
              {pending.length}
            </Badge>
          )}
        </Group>
      }
      tabs={[
        { value: 'combats', label: 'Combats', disabled: !run, panel: run ? <CombatsPanel gameId={gameId} run={run} world={world} /> : null },
        { value: 'decisions', label: 'Decisions', disabled: !run, panel: run ? <DecisionsPanel gameId={gameId} records={records} run={run} /> : null },
        { value: 'overrides', label: 'GM overrides', panel: <OverridesPanel gameId={gameId} records={records} world={world} /> },
        { value: 'state', label: 'After each phase', disabled: !run, panel: run ? <StatePanel run={run} names={names} /> : null },
        { value: 'history', label: 'History', panel: <HistoryPanel gameId={gameId} records={records} /> },
      ]}
    />
  );
}
