import { Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ratingText } from '../../../../shared/rulesets/dark-nebula/data/unit-classes';
import type { TurnResult } from '../../../../shared/rulesets/dark-nebula/engine/run-turn';
import type { Side, World } from '../../../../shared/rulesets/dark-nebula/model';
import { connectivity } from '../../../../shared/rulesets/dark-nebula/state/connectivity';
import { mapIndex, placeOfUnit } from '../../../../shared/rulesets/dark-nebula/state/queries';
import { stepTitle } from './run-steps';

function unitRows(world: World, side: Side | 'independent') {
  const idx = mapIndex(world.map);
  return world.units
    .filter((u) => u.owner === side)
    .map((u) => {
      const p = placeOfUnit(world, u);
      const cls = world.classes[u.classId];
      return {
        id: u.id,
        where: p ? `${idx.systems.get(p.systemId)?.name ?? p.systemId}${u.loc.kind === 'carried' ? ` on ${u.loc.carrierId}` : p.boxId ? ' (box)' : ''}` : u.loc.kind === 'pending' ? `chart, turn ${u.loc.turn}` : '—',
        what: cls ? `${cls.code} ${ratingText(cls, u.strength)}` : u.classId,
        status: [u.maintFailed ? 'failed' : '', u.neutralized ? 'neutralized' : '', u.stopped ? 'stopped' : '', u.reaction ? 'reaction' : ''].filter(Boolean).join(', '),
      };
    })
    .sort((a, b) => a.where.localeCompare(b.where));
}

/** The game after any phase of the run (phase by phase): each side's RU, connection and units, as the GM sees them. */
export function StatePanel({ run, names }: { run: TurnResult; names: Record<Side, string> }) {
  const [key, setKey] = useState<string | null>(null);
  const step = run.steps.find((s) => s.key === key) ?? run.steps.at(-1);
  if (!step) return null;
  const world = step.world;
  return (
    <Stack data-testid="phase-state">
      <Group align="end">
        <Select label="After the phase" w={360} data={run.steps.map((s) => ({ value: s.key, label: `${s.key.split('.')[1]}: ${stepTitle(s.key)}` }))} value={step.key} onChange={setKey} allowDeselect={false} data-testid="phase-state-select" />
        <Text size="sm" c="dimmed" pb={6}>
          {step.events.length} events, {step.dice.length} dice in this phase.
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        {(['human', 'aslan', 'independent'] as const).map((side) => {
          const rows = unitRows(world, side);
          const conn = side === 'independent' ? null : connectivity(world, side);
          return (
            <Stack key={side} gap={4}>
              <Text fw={600}>
                {side === 'independent' ? 'Independents' : names[side]} {side !== 'independent' && `· ${world.sides[side].ru} RU · ${conn?.connectedBoxes.length} boxes connected, ${conn?.cutOffBoxes.length} cut off`}
              </Text>
              <Table fz="xs">
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{r.where}</Table.Td>
                      <Table.Td>{r.id}</Table.Td>
                      <Table.Td>{r.what}</Table.Td>
                      <Table.Td>{r.status}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
