import { Accordion, Badge, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { RunEventReader, RunStep } from './run-view';
import { StepPanel } from './StepPanel';

interface Props<E> {
  steps: readonly RunStep<E>[];
  reader: RunEventReader<E>;
  /** The players, for "Events about". */
  players: readonly { id: string; name: string }[];
  /** What a player is called ("empire"), for the filter's wording. */
  playerWord: string;
}

/** The run step by step (the ruleset's sequence of play): each step's events, dice and warnings, narrowed to one player or to words. */
export function RunStepList<E>({ steps, reader, players, playerWord }: Props<E>) {
  // Steps with something to read are open, but for those the GM closed: a re-run opens the steps it reached.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const withSomething = steps.filter((s) => s.events.length + s.dice.length + s.warnings.length > 0).map((s) => s.id);
  const open = withSomething.filter((s) => !closed.has(s));
  const onChange = (value: string[]) => setClosed(new Set(steps.map((s) => s.id).filter((s) => !value.includes(s))));
  const [about, setAbout] = useState<string>('');
  const [search, setSearch] = useState('');
  const shownSteps = useMemo(() => {
    const words = search.trim().toLowerCase();
    if (about === '' && words === '') return steps;
    return steps.map((s) => ({
      ...s,
      events: s.events.filter((e) => (about === '' || (about === 'gm' ? reader.toldTo(e).length === 0 : reader.about(e, about))) && (words === '' || reader.describe(e).toLowerCase().includes(words))),
    }));
  }, [steps, reader, about, search]);
  const total = steps.reduce((n, s) => n + s.events.length, 0);
  const shown = shownSteps.reduce((n, s) => n + s.events.length, 0);
  return (
    <Stack gap="xs">
      <Group align="end">
        <Select
          label="Events about"
          data={[{ value: '', label: `Every ${playerWord}` }, ...players.map((e) => ({ value: e.id, label: e.name })), { value: 'gm', label: 'The GM only' }]}
          value={about}
          onChange={(v) => setAbout(v ?? '')}
          allowDeselect={false}
          w={240}
          data-testid="run-filter-empire"
        />
        <TextInput label="Containing" placeholder="a name, a code…" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={260} data-testid="run-filter-text" />
        {(about !== '' || search.trim() !== '') && (
          <Text size="sm" c="dimmed" pb={6}>
            {shown} of {total} events
          </Text>
        )}
      </Group>
      <Accordion multiple value={open} onChange={onChange} variant="separated" data-testid="run-steps">
        {shownSteps.map((step) => (
          <Accordion.Item key={step.id} value={step.id} data-testid="run-step" data-step={step.id}>
            <Accordion.Control disabled={step.notRun}>
              <Group justify="space-between" wrap="nowrap" pr="sm">
                <Text fw={600}>
                  {step.label}: {step.title}
                </Text>
                <Group gap={6}>
                  {step.notRun && <Badge color="gray">not run: waiting</Badge>}
                  {!step.notRun && <Badge variant="light">{step.events.length} events</Badge>}
                  {step.dice.length > 0 && (
                    <Badge variant="light" color="grape">
                      {step.dice.length} dice
                    </Badge>
                  )}
                  {step.warnings.length > 0 && <Badge color="orange">{step.warnings.length} warnings</Badge>}
                  {step.stoppedHere && <Badge color="red">stopped here</Badge>}
                </Group>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>{!step.notRun && <StepPanel step={step} reader={reader} />}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
