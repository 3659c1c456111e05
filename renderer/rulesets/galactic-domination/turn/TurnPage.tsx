/**
 * The Turn screen (mail mode): the open turn run dry from the written orders, every open choice taken from
 * a standing instruction or the house rules' default (logged), phase by phase (GD §11.1, the turn-dependent
 * phases shown or skipped); what each player will learn; the warnings; commit (an immutable record) and
 * the history of committed turns, the last of which can be reopened.
 */
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import type { GameRecords } from '../../../../shared/format/records';
import type { Game } from '../../../../shared/model/entities';
import { phaseHappens } from '../../../../shared/ruleset';
import { GD_SEQUENCE } from '../../../../shared/rulesets/galactic-domination/ruleset';
import type { GdEvent, TurnResult } from '../../../../shared/rulesets/galactic-domination/turn/model';
import { committedTurns, runOpenTurn, type OpenTurn } from '../../../../shared/rulesets/galactic-domination/turn/stored-turns';
import { canSee } from '../../../../shared/rulesets/galactic-domination/view/player-view';
import { turnFieldsOf } from '../../../../shared/rulesets/galactic-domination/world/records';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';
import { getDb } from '../../../db/database';
import { RunStepList } from '../../../features/turn/RunStepList';
import { TurnFrame } from '../../../features/turn/TurnFrame';
import { WarningList } from '../../../features/turn/WarningList';
import type { RunDie, RunEventReader, RunStep, RunWarning } from '../../../features/turn/run-view';
import { commitOpenTurn, reopenLastTurn } from '../db/repository';
import { BattleView } from '../table/BattleView';
import { GameState } from '../GameState';
import { useGdGame } from '../useGdGame';

export function TurnPage({ game }: { game: Game }) {
  const gd = useGdGame(game.id);
  return <GameState game={gd}>{(ready) => <Turn key={ready.open.turn} game={game} world={ready.world} open={ready.open} records={ready.records} />}</GameState>;
}

const SIDES: Readonly<Record<string, number>> = { d3: 3, d6: 6, d10: 10, d20: 20, d30: 30, d100: 100, '2d6/2': 6 };

/** The phase a die belongs to, by its roll group. */
function phaseOfGroup(group: string): string {
  if (/^T\d+\.S\d+/.test(group)) return 'G';
  const m = /^T\d+\.([A-Z]{1,2})\./.exec(group);
  return m ? (m[1] as string) : 'C';
}

function steps(run: TurnResult<World>, turn: number, world: World): RunStep<GdEvent>[] {
  const reached = new Set(run.events.map((e) => e.phase));
  return GD_SEQUENCE.filter((p) => phaseHappens(p, turn)).map((p) => {
    const events = run.events.filter((e) => e.phase === p.id);
    const dice: RunDie[] = run.dice.filter((d) => phaseOfGroup(d.group) === p.id).map((d) => ({ key: `${d.seq}`, sides: SIDES[d.die] ?? 10, value: d.result, forced: d.forced }));
    const warnings: RunWarning[] = events.filter((e) => e.kind === 'order-rejected' || e.kind === 'defaulted').map((e) => ({ code: e.kind, step: p.id, where: typeof e.visibleTo === 'object' ? e.visibleTo.map((id) => world.players.find((x) => x.id === id)?.name ?? id).join(', ') : undefined, message: e.text }));
    return { id: p.id, label: `Phase ${p.id}`, title: `${p.title} (${p.rule})`, notRun: !reached.has(p.id as GdEvent['phase']) && !run.done, stoppedHere: false, events, dice, warnings };
  });
}

function Turn({ game, world, open, records }: { game: Game; world: World; open: OpenTurn; records: GameRecords }) {
  const [result, setResult] = useState<{ run: TurnResult<World>; ms: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const players = useMemo(() => [...world.players].sort((a, b) => a.seat - b.seat).map((p) => ({ id: p.id, name: p.name })), [world]);
  const reader = useMemo<RunEventReader<GdEvent>>(
    () => ({
      key: (e) => e.seq,
      kind: (e) => e.kind,
      describe: (e) => `${e.segment ? `S${e.segment} · ` : ''}${e.text}${e.rule ? ` (${e.rule})` : ''}`,
      toldTo: (e) => (e.visibleTo === 'all' ? players.map((p) => p.name) : e.visibleTo === 'gm' ? [] : e.visibleTo.map((id) => players.find((p) => p.id === id)?.name ?? id)),
      about: (e, id) => canSee(e.visibleTo, id),
    }),
    [players],
  );
  const dryRun = () => {
    setRunning(true);
    setError(null);
    // Let the button show it is working before the run takes the thread.
    setTimeout(() => {
      try {
        const t0 = performance.now();
        const run = runOpenTurn(open, { mode: 'mail', until: null });
        setResult({ run, ms: Math.round(performance.now() - t0) });
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        setRunning(false);
      }
    }, 0);
  };
  const commit = () =>
    modals.openConfirmModal({
      title: `Commit turn ${open.turn}`,
      children: <Text size="sm">The turn is run once more from the stored orders and becomes a record that does not change; the game goes on to turn {open.turn + 1}. The last committed turn can be reopened.</Text>,
      labels: { confirm: `Commit turn ${open.turn}`, cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          await commitOpenTurn(getDb(), game.id, 'mail');
          notifications.show({ color: 'green', title: `Turn ${open.turn} committed`, message: 'Print the sitreps on the Reports screen.' });
        } catch (e) {
          notifications.show({ color: 'red', title: 'Not committed', message: e instanceof Error ? e.message : String(e) });
        }
      },
    });
  const run = result?.run ?? null;
  const orderWarnings: RunWarning[] = Object.entries(open.diagnostics).flatMap(([pid, ds]) => ds.filter((d) => d.severity === 'error').map((d) => ({ code: d.code, step: 'Orders', where: `${world.players.find((p) => p.id === pid)?.name ?? pid}, line ${d.line}`, message: d.message })));
  const gameOver = world.table.winners.length > 0 || world.turn > world.rules.turns;
  const history = committedTurns(records.turns);
  return (
    <TurnFrame
      turn={open.turn}
      summary={run ? `${run.done ? 'Ran phases AA–L to the end' : `Stopped at ${run.stoppedAt}`} · ${run.events.length} events · ${run.battles.length} battles · ${run.dice.length} dice` : null}
      ms={result?.ms ?? null}
      running={running}
      error={error}
      onDryRun={dryRun}
      canCommit={!!run?.done && !gameOver}
      onCommit={commit}
      beforeRun={`Run turn ${open.turn} from the written orders: phases AA to L (${GD_SEQUENCE.filter((p) => phaseHappens(p, open.turn)).map((p) => p.id).join(', ')} this turn), every choice a player did not write taken from the house rules' defaults.`}
      above={
        <Stack gap="xs">
          {gameOver && <Alert color="yellow">The game is over.</Alert>}
          <Group gap="xs">
            {players.map((p) => (
              <Badge key={p.id} color={open.sheets[p.id] ? ((open.diagnostics[p.id] ?? []).some((d) => d.severity === 'error') ? 'red' : 'teal') : 'gray'} variant="light" data-testid="turn-sheet-state">
                {p.name}: {open.sheets[p.id] ? errorCount((open.diagnostics[p.id] ?? []).filter((d) => d.severity === 'error').length) : 'no orders (defaults)'}
              </Badge>
            ))}
          </Group>
          <WarningList warnings={orderWarnings} />
        </Stack>
      }
      runLabel={run ? `Dry run (${run.events.length})` : 'Dry run'}
      run={
        run && (
          <Stack gap="sm" data-testid="turn-run">
            {!run.done && <Alert color="orange">The run stopped at {run.stoppedAt}: {run.pending.map((p) => p.prompt).join('; ')}</Alert>}
            <WarningList warnings={steps(run, open.turn, world).flatMap((s) => s.warnings)} />
            <RunStepList steps={steps(run, open.turn, world)} reader={reader} players={players} playerWord="player" />
          </Stack>
        )
      }
      tabs={[
        {
          value: 'battles',
          label: `Battles${run ? ` (${run.battles.length})` : ''}`,
          disabled: !run,
          panel: run && (
            <Stack gap="sm">
              {run.battles.length === 0 && <Text c="dimmed">No battles this turn.</Text>}
              {run.battles.map((b) => (
                <BattleView key={b.id} report={b} inProgress={false} />
              ))}
            </Stack>
          ),
        },
        {
          value: 'history',
          label: `History (${history.length})`,
          panel: <History gameId={game.id} records={records} />,
        },
      ]}
    />
  );
}

function History({ gameId, records }: { gameId: string; records: GameRecords }) {
  const turns = committedTurns(records.turns);
  const last = turns.at(-1);
  const reopen = () =>
    modals.openConfirmModal({
      title: `Reopen turn ${last?.number}`,
      children: <Text size="sm">The world goes back to the start of turn {last?.number}; its orders, answers and typed dice are kept, its events and dice go, and so do the GM's corrections made since it was committed. Run it again and commit it again.</Text>,
      labels: { confirm: 'Reopen', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const n = await reopenLastTurn(getDb(), gameId);
          notifications.show({ color: 'blue', title: `Turn ${n} reopened`, message: 'Its orders and answers are kept.' });
        } catch (e) {
          notifications.show({ color: 'red', title: 'Not reopened', message: e instanceof Error ? e.message : String(e) });
        }
      },
    });
  if (turns.length === 0) return <Text c="dimmed">No turn committed yet.</Text>;
  return (
    <Stack gap="xs" data-testid="turn-history">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Turn</Table.Th>
            <Table.Th>Played</Table.Th>
            <Table.Th>Committed</Table.Th>
            <Table.Th ta="right">Events</Table.Th>
            <Table.Th ta="right">Dice</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {turns.map((t) => {
            const f = turnFieldsOf(t);
            return (
              <Table.Tr key={t.number} data-testid="history-row">
                <Table.Td>{t.number}</Table.Td>
                <Table.Td>{f?.mode === 'live' ? 'at the table' : 'by mail'}</Table.Td>
                <Table.Td>{f?.committedAt ? new Date(f.committedAt).toLocaleString() : ''}</Table.Td>
                <Table.Td ta="right">{records.events.filter((e) => e.turn === t.number).length}</Table.Td>
                <Table.Td ta="right">{records.diceRolls.filter((d) => d.turn === t.number).length}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="light" color="red" onClick={reopen} data-testid="reopen-turn">
          Reopen turn {last?.number}…
        </Button>
      </Group>
    </Stack>
  );
}

const errorCount = (n: number) => `${n} error${n === 1 ? '' : 's'}`;
