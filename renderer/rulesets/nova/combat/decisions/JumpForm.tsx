/** Jump-outs (phase L): ships whose JD cycle is complete jump, stay (the cycle restarts) or abort; others may abort or restart a cycle. Lag time shown. */
import { Badge, SegmentedControl, Table, Text } from '@mantine/core';
import type { Battle } from '../../../../../shared/rulesets/nova/combat/battle';
import { validateJumps } from '../../../../../shared/rulesets/nova/combat/decisions';
import { jumpOptions, type JumpChoice } from '../../../../../shared/rulesets/nova/combat/decision-forms';

const LABELS: Record<string, string> = { '': 'no change', jump: 'Jump', stay: 'Stay', abort: 'Abort cycle', restart: 'Restart cycle' };

export function JumpForm({ battle, jumps, onChange }: { battle: Battle; jumps: Record<string, JumpChoice>; onChange: (jumps: Record<string, JumpChoice>) => void }) {
  return (
    <Table withTableBorder verticalSpacing={4} data-testid="jump-form">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Ship</Table.Th>
          <Table.Th>Lag time</Table.Th>
          <Table.Th>Choice</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {jumpOptions(battle).map((o) => {
          const choice = jumps[o.ship] ?? (o.ready ? 'stay' : '');
          const v = choice ? validateJumps(battle, { [o.ship]: choice }) : null;
          return (
            <Table.Tr key={o.ship} data-testid="jump-row">
              <Table.Td><Text size="sm" fw={600}>{o.name}</Text>{o.ready && <Badge size="xs" color="teal">cycle complete</Badge>}</Table.Td>
              <Table.Td>
                <Text size="sm">LT{o.lt} · {o.cycleStart === null ? 'not cycling' : `cycling from round ${o.cycleStart}, complete at the end of round ${o.readyRound}`}</Text>
                {o.blocker && <Text size="xs" c="orange">{o.blocker}</Text>}
              </Table.Td>
              <Table.Td>
                <SegmentedControl
                  size="xs"
                  aria-label={`Jump choice of ${o.name}`}
                  value={choice}
                  data={o.choices.map((c) => ({ value: c, label: LABELS[c] ?? c }))}
                  onChange={(value) => {
                    const next = { ...jumps };
                    if (value === '') delete next[o.ship];
                    else next[o.ship] = value as JumpChoice;
                    onChange(next);
                  }}
                />
                {v && !v.ok && <Text size="xs" c="red" data-testid="field-problem">{v.reason}</Text>}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
