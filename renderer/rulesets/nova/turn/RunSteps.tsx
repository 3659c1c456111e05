import { Accordion, Badge, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { describeEvent, type EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { StepReport, TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import { STEP_TITLES, TURN_STEPS, type TurnStep } from '../../../../shared/rulesets/nova/turn/types';
import { StepPanel } from './StepPanel';

export const stepLabel = (step: TurnStep) => (step === 'end' ? 'End of turn' : `Step ${step}`);

/** The run step by step (NOVA: 6.2 A–L and the end of the turn): each step's events, dice and warnings. */
export function RunSteps({ run, names, battleNotes }: { run: TurnRun; names: EventNames; battleNotes?: Record<string, string> }) {
  const stoppedIndex = run.stoppedAt ? TURN_STEPS.indexOf(run.stoppedAt) : TURN_STEPS.length;
  // Steps with something to read are open, but for those the GM closed: a re-run (after a battle's result) opens the steps it reached.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const withSomething = run.steps.filter((s) => s.events.length + s.rolls.length + s.warnings.length > 0).map((s) => s.step as string);
  const open = withSomething.filter((s) => !closed.has(s));
  const onChange = (value: string[]) => setClosed(new Set(TURN_STEPS.filter((s) => !value.includes(s))));
  // Narrowing a long run: the events about one empire (or the GM's own), and words to look for.
  const [empire, setEmpire] = useState<string>('');
  const [search, setSearch] = useState('');
  const steps = useMemo(() => {
    const words = search.trim().toLowerCase();
    if (empire === '' && words === '') return run.steps;
    return run.steps.map(
      (s): StepReport => ({
        ...s,
        events: s.events.filter((e) => (empire === '' || (empire === 'gm' ? e.empireId === null : e.empireId === empire || e.audience.includes(empire))) && (words === '' || describeEvent(e, names).toLowerCase().includes(words))),
      }),
    );
  }, [run, names, empire, search]);
  const shown = steps.reduce((n, s) => n + s.events.length, 0);
  return (
    <Stack gap="xs">
      <Group align="end">
        <Select
          label="Events about"
          data={[{ value: '', label: 'Every empire' }, ...run.world.empires.map((e) => ({ value: e.id, label: e.name })), { value: 'gm', label: 'The GM only' }]}
          value={empire}
          onChange={(v) => setEmpire(v ?? '')}
          allowDeselect={false}
          w={240}
          data-testid="run-filter-empire"
        />
        <TextInput label="Containing" placeholder="a name, a code (CUSWLT)…" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={260} data-testid="run-filter-text" />
        {(empire !== '' || search.trim() !== '') && (
          <Text size="sm" c="dimmed" pb={6}>
            {shown} of {run.events.length} events
          </Text>
        )}
      </Group>
    <Accordion multiple value={open} onChange={onChange} variant="separated" data-testid="run-steps">
      {TURN_STEPS.map((step, index) => {
        const report = steps.find((s) => s.step === step);
        const notRun = index > stoppedIndex;
        return (
          <Accordion.Item key={step} value={step} data-testid="run-step" data-step={step}>
            <Accordion.Control disabled={notRun || !report}>
              <Group justify="space-between" wrap="nowrap" pr="sm">
                <Text fw={600}>
                  {stepLabel(step)}: {STEP_TITLES[step]}
                </Text>
                <Group gap={6}>
                  {notRun && <Badge color="gray">not run: waiting for battles</Badge>}
                  {report && <Badge variant="light">{report.events.length} events</Badge>}
                  {report && report.rolls.length > 0 && <Badge variant="light" color="grape">{report.rolls.length} dice</Badge>}
                  {report && report.warnings.length > 0 && <Badge color="orange">{report.warnings.length} warnings</Badge>}
                  {run.stoppedAt === step && <Badge color="red">stopped here</Badge>}
                </Group>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>{report && <StepPanel report={report} names={names} battleNotes={battleNotes} />}</Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
    </Stack>
  );
}
