import { Alert, Badge, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import { diffRuns, isEmptyDiff } from '../../../../shared/rulesets/nova/turn/diff';
import type { TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import type { PreviousRun } from '../db/turns';
import { when } from './turn-view';

/** After a reopened turn is run again: what differs from the run that was committed (same seed, same dice). */
export function DiffPanel({ previous, run, names }: { previous: PreviousRun; run: TurnRun; names: EventNames }) {
  const diff = useMemo(() => diffRuns(previous, run, names), [previous, run, names]);
  const where = (id: string | null) => (id ? names.system(id) : 'nowhere');
  return (
    <Alert color="grape" title="Difference from the previous run" data-testid="diff-panel">
      <Text size="xs" c="dimmed" mb="xs">
        The run committed on {when(previous.committedAt)} against this dry run.
      </Text>
      {isEmptyDiff(diff) ? (
        <Text size="sm" data-testid="diff-none">
          No difference: this run gives the same events, positions and treasuries.
        </Text>
      ) : (
        <Stack gap="xs">
          {diff.events.length > 0 && (
            <Table verticalSpacing={2} data-testid="diff-events">
              <Table.Tbody>
                {diff.events.map((e, i) => (
                  <Table.Tr key={i} data-testid="diff-event" data-change={e.change}>
                    <Table.Td w={120}>
                      <Badge color={e.change === 'added' ? 'green' : 'red'} variant="light" style={{ overflow: 'visible' }}>
                        {e.change}
                      </Badge>
                    </Table.Td>
                    <Table.Td w={160}>{e.empireId ? names.empire(e.empireId) : 'GM'}</Table.Td>
                    <Table.Td>{e.text}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {diff.units.map((u) => (
            <Text key={u.unitId} size="sm" data-testid="diff-unit">
              {names.unit(u.unitId)}: {u.existedBefore ? where(u.before) : 'did not exist'} → {u.existsAfter ? where(u.after) : 'gone'}
            </Text>
          ))}
          {diff.treasuries.map((t) => (
            <Text key={t.empireId} size="sm" data-testid="diff-treasury">
              {names.empire(t.empireId)} treasury: {t.before} → {t.after} MCr
            </Text>
          ))}
        </Stack>
      )}
    </Alert>
  );
}
