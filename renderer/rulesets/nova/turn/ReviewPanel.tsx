import { Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import { EmpireReview } from './EmpireReview';

/** The dry run as each empire will live it: one tab per empire. */
export function ReviewPanel({ run, names }: { run: TurnRun; names: EventNames }) {
  const empires = run.world.empires;
  const [picked, setPicked] = useState<string | null>(empires[0]?.id ?? null);
  if (empires.length === 0) return <Text c="dimmed">This game has no empires.</Text>;
  return (
    <Tabs value={picked} onChange={setPicked} variant="pills" data-testid="review-panel">
      <Tabs.List mb="md">
        {empires.map((e) => (
          <Tabs.Tab key={e.id} value={e.id} data-testid="review-empire-tab">
            {e.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {picked && <EmpireReview run={run} names={names} empireId={picked} />}
    </Tabs>
  );
}
