import { Group, Paper, Text } from '@mantine/core';
import { equals, formatRational } from '../../../../shared/rulesets/nova/exact';
import type { PregameBudget } from '../../../../shared/rulesets/nova/pregame';

function Figure({ label, value, detail, danger, testId }: { label: string; value: string; detail?: string; danger?: boolean; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} c={danger ? 'red' : undefined} data-testid={testId}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </div>
  );
}

/** The pregame budget in one line (NOVA 8.4): available, technology, designs, forces, left. */
export function BudgetSummary({ budget }: { budget: PregameBudget }) {
  return (
    <Paper withBorder p="sm" data-testid="budget-summary" className="no-print">
      <Group justify="space-between" wrap="wrap">
        <Figure label="Available" value={`${budget.available} MCr`} detail={budget.available !== budget.computed.available ? `GM override (computed ${budget.computed.available})` : `3500 + ${budget.bonus} home star`} testId="budget-available" />
        <Figure label="Technology" value={`${formatRational(budget.techTp)} TP`} detail={equals(budget.techTp, budget.computed.techTp) ? '10 MCr per TP' : `GM override (computed ${formatRational(budget.computed.techTp)})`} testId="budget-tech-tp" />
        <Figure label="Designs" value={`${formatRational(budget.designTp)} TP`} detail={equals(budget.designTp, budget.computed.designTp) ? 'ship designs + 1 per missile' : `GM override (computed ${formatRational(budget.computed.designTp)})`} testId="budget-design-tp" />
        <Figure label="TP in MCr" value={`${budget.tpMcr} MCr`} detail="ceil(10 × all TP)" testId="budget-tp-mcr" />
        <Figure label="Forces" value={`${budget.forcesMcr} MCr`} testId="budget-forces" />
        <Figure label="Left" value={`${budget.left} MCr`} detail={budget.left < 0 ? `over budget by ${-budget.left}` : 'saved for turn 1'} danger={budget.left < 0} testId="budget-left" />
      </Group>
    </Paper>
  );
}
