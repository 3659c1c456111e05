import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { RunEventReader, RunStep } from './run-view';

/** Events shown at first in one step; a large game's movement step can hold thousands. */
const FIRST_EVENTS = 200;

/** One step of the run: its events in the GM's wording, who is told, its dice and warnings. */
export function StepPanel<E>({ step, reader }: { step: RunStep<E>; reader: RunEventReader<E> }) {
  const [all, setAll] = useState(false);
  const events = all ? step.events : step.events.slice(0, FIRST_EVENTS);
  return (
    <Stack gap="sm">
      {step.events.length === 0 ? (
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
            {events.map((e) => {
              const told = reader.toldTo(e);
              const note = reader.note?.(e);
              return (
                <Table.Tr key={reader.key(e)} data-testid="step-event" data-kind={reader.kind(e)}>
                  <Table.Td c="dimmed">{reader.key(e)}</Table.Td>
                  <Table.Td>
                    {reader.describe(e)}
                    {note && (
                      <Text span size="xs" c="dimmed" data-testid="step-event-note">
                        {' '}— {note}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c={told.length === 0 ? 'dimmed' : undefined}>
                      {told.length === 0 ? 'GM only' : told.join(', ')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {events.length < step.events.length && (
        <Button variant="subtle" size="xs" onClick={() => setAll(true)} data-testid="step-show-all">
          Show all {step.events.length} events of this step
        </Button>
      )}
      {step.dice.length > 0 && (
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
            {step.dice.map((r) => (
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
      {step.warnings.map((w, i) => (
        <Text key={i} size="sm" c="orange">
          {w.code}: {w.message}
        </Text>
      ))}
    </Stack>
  );
}
