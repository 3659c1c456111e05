/** The outcome and each side's report home (battleReports: survivors, tachyon communicators, jamming; ACL when none gets home). */
import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { Battle } from '../../../../shared/rulesets/nova/combat/battle';
import { battleReports, type ShipReport } from '../../../../shared/rulesets/nova/combat/battle-reports';
import { outcomeText } from './board-view';

const REPORT_TEXT: Record<ShipReport, string> = {
  survivor: 'survived: reports home',
  tachyon: 'destroyed: report sent by tachyon communicator',
  garbled: 'destroyed: garbled TC report (TC lost in round 1)',
  jammed: 'destroyed: TC report jammed',
  none: 'destroyed: no report',
};

export function BattleOutcome({ battle }: { battle: Battle }) {
  if (!battle.outcome) return null;
  const reports = battleReports(battle);
  return (
    <Stack data-testid="battle-outcome">
      <Alert color={battle.outcome.kind === 'victory' ? 'green' : 'gray'} title={`Finished after round ${battle.round}`}>
        <Text fw={600} data-testid="battle-outcome-text">{outcomeText(battle)}</Text>
      </Alert>
      <Table>
        <Table.Thead>
          <Table.Tr><Table.Th>Side</Table.Th><Table.Th>Report home</Table.Th><Table.Th>Ships</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {battle.input.sides.map((side) => (
            <Table.Tr key={side.id} data-testid="side-report">
              <Table.Td fw={600}>{side.name || side.id}</Table.Td>
              <Table.Td>{reports.sides[side.id] ? <Badge color="green">report home</Badge> : <Badge color="red">none (ACL)</Badge>}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {battle.ships.filter((s) => s.side === side.id).map((s) => (
                    <Text key={s.id} size="sm">{s.name}: {REPORT_TEXT[reports.ships[s.id] ?? 'none']}</Text>
                  ))}
                  {(reports.jammerSaw[side.id] ?? []).length > 0 && <Group gap={4}><Text size="sm">Jammed TC levels seen: {(reports.jammerSaw[side.id] ?? []).join(', ')}</Text></Group>}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
