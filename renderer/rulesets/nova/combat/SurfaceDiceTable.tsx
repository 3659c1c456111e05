/** Every die of a surface battle: round, purpose (`S2/pair/D-RA1>I-AA1`), the named modifiers, the reading, typed or rolled. */
import { Badge, Table } from '@mantine/core';
import type { DieEvent } from '../../../../shared/rulesets/nova/combat/dice';
import { modifiersText } from './dice-csv';

export function SurfaceDiceTable({ dice }: { dice: readonly DieEvent[] }) {
  return (
    <Table striped fz="sm" data-testid="surface-dice-log">
      <Table.Thead>
        <Table.Tr><Table.Th>Round</Table.Th><Table.Th>Purpose</Table.Th><Table.Th>Die</Table.Th><Table.Th>Modifiers</Table.Th><Table.Th>Result</Table.Th></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dice.map((d, i) => (
          <Table.Tr key={`${d.purpose}#${i}`} data-testid="surface-die-row">
            <Table.Td>{d.round}</Table.Td>
            <Table.Td ff="monospace">{d.purpose}</Table.Td>
            <Table.Td>{d.die}</Table.Td>
            <Table.Td>{modifiersText(d)}</Table.Td>
            <Table.Td>{d.result} {d.forced && <Badge size="xs" variant="light">typed</Badge>}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
