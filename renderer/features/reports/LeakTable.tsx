import { Table, Text } from '@mantine/core';
import type { Leak } from '../../../shared/print/leaks';

/** Where a leak is: the section, its part and item (counted from 1), as the GM finds it in the document. */
export function leakPlace(leak: Leak): string {
  return `${leak.section}${leak.part ? ` · ${leak.part}` : ''} · item ${leak.item + 1}`;
}

/** Leaks as a table: kind, name, where it appears and the text around it. */
export function LeakTable({ leaks }: { leaks: readonly Leak[] }) {
  return (
    <Table withTableBorder verticalSpacing={2} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Kind</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Where</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {leaks.map((l, i) => (
          <Table.Tr key={i} data-testid="leak-row">
            <Table.Td>{l.kind}</Table.Td>
            <Table.Td fw={600}>{l.name}</Table.Td>
            <Table.Td>
              {leakPlace(l)}
              <Text size="xs" c="dimmed" lineClamp={2} title={l.text}>
                {l.text}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
