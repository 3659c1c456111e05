import { Alert, Button, Group, NumberInput, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Battle } from '../../../../shared/rulesets/galactic-domination/battle/model';
import { useOddsRun } from '../../../features/odds/useOddsRun';
import type { GdOdds, GdOddsRequest } from './odds.worker';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The odds of a battle from its start: runs in a Web Worker with progress and Cancel, the screen never frozen. */
export function OddsPreview({ battle, seed }: { battle: Battle; seed: string }) {
  const [runs, setRuns] = useState(1000);
  const { progress, result, error, start: run, stop } = useOddsRun<GdOdds, GdOddsRequest>(() => new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' }), battle, 'the odds run stopped');
  const start = () => run({ battle, runs, seed }, runs);
  return (
    <Stack gap="xs" data-testid="gd-odds">
      <Group align="end">
        <NumberInput label="Runs" min={10} max={20000} step={100} value={runs} onChange={(v) => setRuns(Math.max(10, Math.min(20000, Math.trunc(Number(v) || 1000))))} w={120} data-testid="odds-runs" />
        <Button onClick={start} disabled={progress !== null} data-testid="odds-start">
          Run the odds
        </Button>
        {progress && (
          <Button variant="default" color="red" onClick={stop}>
            Cancel
          </Button>
        )}
      </Group>
      {progress && <Progress value={(100 * progress.done) / Math.max(1, progress.total)} animated data-testid="odds-progress" />}
      {error && <Alert color="red">{error}</Alert>}
      {result && (
        <Stack gap={4} data-testid="odds-result" data-ms={result.ms}>
          <Text size="xs" c="dimmed">
            {result.odds.runs} runs in {result.ms} ms (in a background thread), every allocation by its side's policy (a hand allocation counts as LEVEL), fresh dice from the seed.
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Side</Table.Th>
                <Table.Th ta="right">Wins</Table.Th>
                <Table.Th ta="right">Mean losses</Table.Th>
                <Table.Th ta="right">Mean VP</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {battle.sides.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td ta="right">{pct((result.odds.wins[s.id] ?? 0) / Math.max(1, result.odds.runs))}</Table.Td>
                  <Table.Td ta="right">${(result.odds.meanLosses[s.id] ?? 0).toFixed(1)}</Table.Td>
                  <Table.Td ta="right">{(result.odds.meanVp[s.id] ?? 0).toFixed(2)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">
            Both destroyed {pct(result.odds.mutual / Math.max(1, result.odds.runs))} · no winner {pct(result.odds.stalemates / Math.max(1, result.odds.runs))} · mean {result.odds.meanRounds.toFixed(2)} rounds
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
