/** Thrust plot (phase D): for each ship, points per direction D1–D6, its working IE, the new vector and where it ends, checked live. */
import { Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { Battle } from '../../../../../shared/rulesets/nova/combat/battle';
import { thrustPreview, thrustShips } from '../../../../../shared/rulesets/nova/combat/decision-forms';

const ZERO = [0, 0, 0, 0, 0, 0];

export function ThrustForm({ battle, thrust, onChange }: { battle: Battle; thrust: Record<string, number[]>; onChange: (thrust: Record<string, number[]>) => void }) {
  const set = (ship: string, d: number, value: number) => {
    const plot = [...(thrust[ship] ?? ZERO)];
    plot[d] = value;
    const next = { ...thrust, [ship]: plot };
    if (plot.every((n) => n === 0)) delete next[ship];
    onChange(next);
  };
  return (
    <Table withTableBorder verticalSpacing={4} data-testid="thrust-form">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Ship</Table.Th>
          <Table.Th>IE</Table.Th>
          {ZERO.map((_, d) => <Table.Th key={d} ta="center">D{d + 1}</Table.Th>)}
          <Table.Th>Result</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {thrustShips(battle).map((ship) => {
          const plot = thrust[ship.id] ?? ZERO;
          const p = thrustPreview(battle, ship.id, plot, thrust);
          return (
            <Table.Tr key={ship.id} data-testid="thrust-row">
              <Table.Td><Text size="sm" fw={600}>{ship.name}</Text><Text size="xs" c="dimmed">{ship.side}</Text></Table.Td>
              <Table.Td><Text size="sm" c={p.plotted > p.available ? 'red' : undefined}>{p.plotted}/{p.available}</Text></Table.Td>
              {plot.map((n, d) => (
                <Table.Td key={d}>
                  <NumberInput aria-label={`${ship.name} D${d + 1}`} value={n} min={0} max={Math.max(p.available, n)} allowDecimal={false} allowNegative={false} w={54} size="xs" disabled={p.available === 0} onChange={(v) => set(ship.id, d, typeof v === 'number' ? v : 0)} />
                </Table.Td>
              ))}
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" data-testid="thrust-preview">vector {p.vectorText} → ({p.to.q}, {p.to.r}){p.nearest ? ` · ${p.nearest.name} at ${p.nearest.range}` : ''}</Text>
                  {p.problem && <Text size="xs" c="red" data-testid="field-problem">{p.problem}</Text>}
                  {p.available === 0 && <Group gap={4}><Text size="xs" c="dimmed">no working IE: keeps its vector</Text></Group>}
                </Stack>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
