import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { describeEvent, type EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { StepReport } from '../../../../shared/rulesets/nova/turn/run-turn';

/** Events shown at first in one step; a large game's movement step can hold thousands. */
const FIRST_EVENTS = 200;

/**
 * One step of the run: its events in the GM's wording, who is told, its dice and warnings.
 * `battleNotes` (battle id → the note of its result's ruling) says how each battle was settled.
 */
export function StepPanel({ report, names, battleNotes = {} }: { report: StepReport; names: EventNames; battleNotes?: Record<string, string> }) {
  const [all, setAll] = useState(false);
  const events = all ? report.events : report.events.slice(0, FIRST_EVENTS);
  return (
    <Stack gap="sm">
      {report.events.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing happened at this step.
        </Text>
      ) : (
        <Table verticalSpacing={4} data-testid="step-events">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>#</Table.Th>
              <Table.Th>What happened</Table.Th>
              <Table.Th w={220}>Told to</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((e) => (
              <Table.Tr key={e.seq} data-testid="step-event" data-kind={e.kind}>
                <Table.Td c="dimmed">{e.seq}</Table.Td>
                <Table.Td>
                  {describeEvent(e, names)}
                  {e.kind === 'battle' && e.result && battleNotes[e.battleId] && (
                    <Text span size="xs" c="dimmed" data-testid="step-event-note">
                      {' '}— {battleNotes[e.battleId]}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c={e.audience.length === 0 ? 'dimmed' : undefined}>
                    {e.audience.length === 0 ? 'GM only' : e.audience.map((id) => names.empire(id)).join(', ')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {events.length < report.events.length && (
        <Button variant="subtle" size="xs" onClick={() => setAll(true)} data-testid="step-show-all">
          Show all {report.events.length} events of this step
        </Button>
      )}
      {report.rolls.length > 0 && (
        <Table verticalSpacing={2} data-testid="step-rolls">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Die for</Table.Th>
              <Table.Th w={70}>Die</Table.Th>
              <Table.Th w={70}>Value</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rolls.map((r) => (
              <Table.Tr key={r.key} data-testid="step-roll">
                <Table.Td ff="monospace" fz="xs">
                  {r.key}
                </Table.Td>
                <Table.Td>d{r.sides}</Table.Td>
                <Table.Td fw={600}>{r.value}</Table.Td>
                <Table.Td>{r.forced && <Badge color="grape">forced</Badge>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {report.warnings.map((w, i) => (
        <Text key={i} size="sm" c="orange">
          {w.code}: {w.message}
        </Text>
      ))}
    </Stack>
  );
}
