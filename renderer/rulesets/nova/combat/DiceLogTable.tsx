/** The dice log: every roll with round, phase, purpose, die, raw value, modifiers and result; filter by ship; export as CSV. */
import { Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Battle } from '../../../../shared/rulesets/nova/combat/battle';
import type { DieEvent } from '../../../../shared/rulesets/nova/combat/dice';
import { getPlatform } from '../../../platform';
import { diceCsv, modifiersText } from './dice-csv';

export function DiceLogTable({ battle, dice, fileName }: { battle: Battle; dice: readonly DieEvent[]; fileName: string }) {
  const [ship, setShip] = useState<string | null>(null);
  const shown = ship ? dice.filter((d) => d.shipId === ship || d.purpose.includes(`/${ship}/`) || d.purpose.includes(`>${ship}/`)) : dice;
  const exportCsv = () => void getPlatform().saveTextFile({ title: 'Export dice log', suggestedName: `${fileName}-dice.csv`, filters: [{ name: 'CSV', extensions: ['csv'] }], text: diceCsv(shown) });
  return (
    <div>
      <Group mb="xs">
        <Select placeholder="All ships" clearable data={battle.ships.map((s) => ({ value: s.id, label: s.name }))} value={ship} onChange={setShip} aria-label="Filter by ship" w={220} />
        <Text size="sm" c="dimmed">{shown.length} of {dice.length} dice</Text>
        <Button variant="default" size="xs" onClick={exportCsv} disabled={shown.length === 0}>Export CSV…</Button>
      </Group>
      <Table striped data-testid="dice-log" fz="sm">
        <Table.Thead>
          <Table.Tr><Table.Th>Round</Table.Th><Table.Th>Phase</Table.Th><Table.Th>Purpose</Table.Th><Table.Th>Die</Table.Th><Table.Th>Raw</Table.Th><Table.Th>Modifiers</Table.Th><Table.Th>Result</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((d) => (
            <Table.Tr key={d.purpose} data-testid="die-row">
              <Table.Td>{d.round}</Table.Td>
              <Table.Td>{d.phase}</Table.Td>
              <Table.Td ff="monospace">{d.purpose}</Table.Td>
              <Table.Td>{d.die}</Table.Td>
              <Table.Td>{d.raw}</Table.Td>
              <Table.Td>{modifiersText(d)}</Table.Td>
              <Table.Td>{d.result} {d.forced && <Badge size="xs" variant="light">forced</Badge>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
