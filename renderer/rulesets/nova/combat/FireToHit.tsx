/** The to-hit part of the fire calculator: the laser table (the rolled face marked), a d100 chance, or why there is no attack. */
import { Alert, Paper, Table, Text } from '@mantine/core';
import type { fireOdds } from '../../../../shared/rulesets/nova/combat/fire-calculator';

export function FireToHit({ odds, face }: { odds: ReturnType<typeof fireOdds>; face: number | null }) {
  const t = odds.toHit;
  if (t.kind === 'none') return <Alert color="gray" title="No attack" data-testid="fire-odds">{t.reason}</Alert>;
  if (t.kind === 'always') return <Alert color="blue" title="Always hits" data-testid="fire-odds">{odds.lines[0]}</Alert>;
  if (t.kind === 'percent') {
    return (
      <Alert color="blue" title={`Hits on d100 ≤ ${Math.max(0, t.chance)}%`} data-testid="fire-odds">
        {odds.lines.map((l) => <Text size="sm" key={l}>{l}</Text>)}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="sm" data-testid="fire-odds">
      <Text size="sm" mb={4}>{odds.lines[0]}</Text>
      <Table striped>
        <Table.Thead>
          <Table.Tr><Table.Th>d10z</Table.Th>{t.rows.map((r) => <Table.Th key={r.face}>{r.face}</Table.Th>)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr><Table.Td>modified</Table.Td>{t.rows.map((r) => <Table.Td key={r.face}>{r.modified}</Table.Td>)}</Table.Tr>
          <Table.Tr><Table.Td>code</Table.Td>{t.rows.map((r) => <Table.Td key={r.face}>{r.code}</Table.Td>)}</Table.Tr>
          <Table.Tr data-testid="fire-laser-damage">
            <Table.Td>damage</Table.Td>
            {t.rows.map((r) => <Table.Td key={r.face} fw={face === r.face ? 700 : undefined} bg={face === r.face ? 'var(--mantine-color-yellow-light)' : undefined}>{r.damage || '–'}</Table.Td>)}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
