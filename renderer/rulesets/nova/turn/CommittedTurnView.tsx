import { Accordion, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { unitNamesOf } from '../../../../shared/rulesets/nova/turn/history';
import { getDb } from '../../../db/database';
import { describeEvent, viewerNames, type EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import { STEP_TITLES, TURN_STEPS } from '../../../../shared/rulesets/nova/turn/types';
import { loadTurnWorlds, type CommittedTurnRecord } from '../db/turns';
import { RulingList } from './RulingList';
import { stepLabel } from './run-view';
import { runNames, unitOwner, when } from './turn-view';

/** A committed turn, read-only: its events by step, as the GM saw them or as one empire was told, and its rulings. */
export function CommittedTurnView({ record }: { record: CommittedTurnRecord }) {
  const [viewer, setViewer] = useState<string>('');
  // The world before the turn, restored from the history (names of systems, empires and units).
  const worlds = useLiveQuery(() => loadTurnWorlds(getDb(), record.gameId, record.number), [record.gameId, record.number, record.committedAt]);
  const start = worlds?.ok ? worlds.start : null;
  const names: EventNames | null = useMemo(() => (worlds?.ok ? runNames(worlds.start, worlds.start, unitNamesOf(record, worlds.start, worlds.after)) : null), [record, worlds]);
  const owner = useMemo(() => (start ? unitOwner(start, start) : () => null), [start]);
  if (!worlds) return <Loader size="sm" />;
  if (!worlds.ok || !names || !start) return <Text c="red">{worlds.ok ? 'This turn cannot be shown.' : worlds.message}</Text>;
  const shown = record.events.filter((e) => viewer === '' || e.audience.includes(viewer));
  const steps = TURN_STEPS.filter((s) => shown.some((e) => e.step === s));
  return (
    <Stack data-testid="committed-turn" data-turn={record.number}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Committed {when(record.committedAt)} · dice seed {record.diceSeed} · {record.rolls.length} dice · {record.sheets?.length ?? 0} order sheets
        </Text>
        <Select
          aria-label="Show the turn as"
          data={[{ value: '', label: 'Everything (GM)' }, ...start.empires.map((e) => ({ value: e.id, label: `As ${e.name} was told` }))]}
          value={viewer}
          onChange={(v) => setViewer(v ?? '')}
          allowDeselect={false}
          w={260}
        />
      </Group>
      {steps.length === 0 && <Text c="dimmed">No events{viewer ? ' for this empire' : ''}.</Text>}
      <Accordion multiple defaultValue={[...steps]} variant="contained">
        {steps.map((step) => (
          <Accordion.Item key={step} value={step}>
            <Accordion.Control>
              {stepLabel(step)}: {STEP_TITLES[step]}
            </Accordion.Control>
            <Accordion.Panel>
              <Table verticalSpacing={2}>
                <Table.Tbody>
                  {shown
                    .filter((e) => e.step === step)
                    .map((e) => (
                      <Table.Tr key={e.seq} data-testid="history-event">
                        <Table.Td w={50} c="dimmed">
                          {e.seq}
                        </Table.Td>
                        <Table.Td>{describeEvent(e, viewer ? viewerNames(names, e, viewer, owner) : names)}</Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <RulingList gameId={record.gameId} turn={record.number} decisions={record.decisions} names={names} readOnly />
    </Stack>
  );
}
