import { Accordion, Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { EventNames } from '../../../shared/rulesets/nova/turn/describe';
import type { TurnRun } from '../../../shared/rulesets/nova/turn/run-turn';
import { STEP_TITLES, TURN_STEPS, type TurnStep } from '../../../shared/rulesets/nova/turn/types';
import { StepPanel } from './StepPanel';

export const stepLabel = (step: TurnStep) => (step === 'end' ? 'End of turn' : `Step ${step}`);

/** The run step by step (NOVA: 6.2 A–L and the end of the turn): each step's events, dice and warnings. */
export function RunSteps({ run, names }: { run: TurnRun; names: EventNames }) {
  const stoppedIndex = run.stoppedAt ? TURN_STEPS.indexOf(run.stoppedAt) : TURN_STEPS.length;
  // Steps with something to read are open, but for those the GM closed: a re-run (after a battle's result) opens the steps it reached.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const withSomething = run.steps.filter((s) => s.events.length + s.rolls.length + s.warnings.length > 0).map((s) => s.step as string);
  const open = withSomething.filter((s) => !closed.has(s));
  const onChange = (value: string[]) => setClosed(new Set(TURN_STEPS.filter((s) => !value.includes(s))));
  return (
    <Accordion multiple value={open} onChange={onChange} variant="separated" data-testid="run-steps">
      {TURN_STEPS.map((step, index) => {
        const report = run.steps.find((s) => s.step === step);
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
            <Accordion.Panel>{report && <StepPanel report={report} names={names} />}</Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
