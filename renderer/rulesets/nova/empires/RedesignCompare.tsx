import { Badge, Table, Text, Title } from '@mantine/core';
import { componentText, type DesignInput } from '../../../../shared/rulesets/nova/design-model';
import { formatRational } from '../../../../shared/rulesets/nova/exact';
import { compareRedesign, REDESIGNABLE, refitCost } from '../../../../shared/rulesets/nova/redesign';

const STATUS: Record<string, { label: string; color: string }> = {
  same: { label: 'unchanged', color: 'gray' },
  improved: { label: 'improved — allowed', color: 'green' },
  'changed-not-allowed': { label: 'changed — not allowed', color: 'red' },
  added: { label: 'added — not allowed', color: 'red' },
  removed: { label: 'removed — not allowed', color: 'red' },
};

/** What a redesign changes against its parent, and whether NOVA 3.7 allows it. */
export function RedesignCompare({ parent, child }: { parent: DesignInput; child: DesignInput }) {
  const lines = compareRedesign(parent, child);
  return (
    <div data-testid="redesign-compare">
      <Title order={4}>Redesign of “{parent.name}”</Title>
      <Text size="sm" c="dimmed">
        Only {REDESIGNABLE.join(', ')} may be improved, and the level of an intrinsic TC (NOVA: TACHYON COMMUNICATORS); components may be modified, never added or removed (NOVA 3.7). An RSD costs 1 TP and is not allowed before turn 1.
      </Text>
      <Text size="sm" data-testid="refit-cost">
        Refit of one ship from “{parent.name}”: {formatRational(refitCost(parent, child))} MCr (the full value of every upgraded component, NOVA 4.10).
      </Text>
      <Table verticalSpacing={2}>
        <Table.Tbody>
          {lines.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td ff="monospace">{l.parent ? componentText(l.parent) : '—'}</Table.Td>
              <Table.Td>→</Table.Td>
              <Table.Td ff="monospace">{l.child ? componentText(l.child) : '—'}</Table.Td>
              <Table.Td>
                <Badge color={STATUS[l.status]?.color}>{STATUS[l.status]?.label}</Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
