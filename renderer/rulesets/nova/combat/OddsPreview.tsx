/**
 * The odds preview (issue 7): a few hundred simulated runs of the battle from where it stands,
 * with the default tactics, in a Web Worker (odds.worker.ts), with a progress bar and Cancel;
 * shown as each ship's chance to survive and each side's expected losses and chance to hold
 * the system.
 */
import { Alert, Badge, Button, Group, NumberInput, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Battle } from '../../../../shared/rulesets/nova/combat/battle';
import type { Odds } from '../../../../shared/rulesets/nova/combat/odds';
import { sideColor, sideName } from './board-view';
import { useOddsRun } from '../../../features/odds/useOddsRun';
import type { OddsRequest } from './odds.worker';

const pct = (x: number): string => `${Math.round(x * 100)}%`;

export function OddsPreview({ battle, seed }: { battle: Battle; seed: string }) {
  const [runs, setRuns] = useState(300);
  const { progress, result, error, start: run, stop } = useOddsRun<Odds, OddsRequest>(() => new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' }), battle, 'the odds preview stopped');
  // Every decision from here is the default tactics': decisions scripted for the battle's own dice would not fit fresh dice.
  const start = () => run({ battle, decisions: {}, runs, seed: `${seed}/odds` }, runs);

  const finished = battle.outcome !== null;
  return (
    <Stack data-testid="odds-preview" gap="sm">
      <Text size="sm" c="dimmed">Simulated runs of the battle from {battle.round === 0 ? 'its set-up' : `round ${battle.round}`} to its end, every decision made by the default tactics, with fresh dice. The figures are the same every time for the same battle and number of runs.</Text>
      {finished && <Alert color="gray">The battle is finished: there is nothing left to preview.</Alert>}
      <Group align="flex-end">
        <NumberInput label="Runs" min={20} max={5000} step={100} value={runs} onChange={(v) => setRuns(Math.max(20, Math.min(5000, Math.trunc(Number(v) || 300))))} w={120} data-testid="odds-runs" />
        <Button onClick={start} disabled={finished || progress !== null} data-testid="odds-start">Preview the odds</Button>
        {progress && <Button variant="default" color="red" onClick={stop} data-testid="odds-cancel">Cancel</Button>}
      </Group>
      {progress && (
        <Stack gap={2}>
          <Progress value={(100 * progress.done) / Math.max(1, progress.total)} animated data-testid="odds-progress" />
          <Text size="xs" c="dimmed">{progress.done} of {progress.total} runs</Text>
        </Stack>
      )}
      {error && <Alert color="red" title="The odds preview stopped">{error}</Alert>}
      {result && (
        <Stack gap="xs" data-testid="odds-result">
          <Text size="xs" c="dimmed">{result.runs} runs in {result.ms} ms{result.odds.failed > 0 ? `; ${result.odds.failed} could not be resolved (${result.odds.firstFailure ?? ''})` : ''}</Text>
          <Table>
            <Table.Thead>
              <Table.Tr><Table.Th>Side</Table.Th><Table.Th>Holds the system</Table.Th><Table.Th>Expected losses</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {battle.input.sides.map((side) => {
                const ships = battle.ships.filter((s) => s.side === side.id && (s.status === 'active' || s.status === 'jumped'));
                return (
                  <Table.Tr key={side.id} data-testid="odds-side">
                    <Table.Td fw={600} c={sideColor(battle, side.id)}>{sideName(battle, side.id)}</Table.Td>
                    <Table.Td>{pct(result.odds.wins[side.id] ?? 0)}</Table.Td>
                    <Table.Td>{(result.odds.expectedLosses[side.id] ?? 0).toFixed(1)} of {ships.length} ship{ships.length === 1 ? '' : 's'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Table striped>
            <Table.Thead>
              <Table.Tr><Table.Th>Ship</Table.Th><Table.Th>Side</Table.Th><Table.Th>Survives</Table.Th><Table.Th /></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {battle.ships.map((s) => {
                const p = result.odds.survival[s.id] ?? 0;
                return (
                  <Table.Tr key={s.id} data-testid="odds-ship">
                    <Table.Td fw={600}>{s.name}</Table.Td>
                    <Table.Td>{sideName(battle, s.side)}</Table.Td>
                    <Table.Td w={260}><Progress value={p * 100} color={sideColor(battle, s.side)} /></Table.Td>
                    <Table.Td><Badge variant="light" color={p >= 0.5 ? 'green' : 'red'}>{pct(p)}</Badge></Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
