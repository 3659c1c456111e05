import { Badge, ColorSwatch, Group, Table, Text, Tooltip } from '@mantine/core';
import { raceOf } from '../../../../shared/rulesets/galactic-domination/rules/races';
import { bankerLedger } from '../../../../shared/rulesets/galactic-domination/view/banker';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';

/**
 * The Galactic Banker's ledger (GD §7.12), always in view at the table: each player's Stellars, the next
 * Income Phase as things stand (hover for its lines: halved when blockaded or for a captured capital), VP
 * with the chits waiting for phase K, cards in hand, forces, and units waiting for placement. Compact (the
 * desk's side column): one line per player, a long name cut short (whole on hover).
 */
export function BankerLedger({ world, size = 'md', compact = false }: { world: World; size?: 'sm' | 'md' | 'lg'; compact?: boolean }) {
  const rows = bankerLedger(world);
  const winners = new Set(world.table.winners);
  return (
    <Table fz={size} withTableBorder striped data-testid="banker-ledger" aria-label="The banker's ledger">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Empire</Table.Th>
          <Table.Th ta="right">Stellars</Table.Th>
          <Table.Th ta="right">Income</Table.Th>
          <Table.Th ta="right">VP</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.playerId} data-testid="ledger-row" data-player={r.playerId}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={raceOf(r.raceCode)?.color ?? '#888'} size={14} />
                <Text fz="inherit" fw={600} lineClamp={compact ? 1 : undefined} title={r.name}>
                  {r.name}
                </Text>
                {winners.has(r.playerId) && <Badge color="yellow">winner</Badge>}
              </Group>
              <Text fz="xs" c="dimmed" display={compact ? 'none' : undefined}>
                {r.handCount} card{r.handCount === 1 ? '' : 's'} · {r.ships} ship{r.ships === 1 ? '' : 's'} in {r.fleets} fleet{r.fleets === 1 ? '' : 's'} · {r.planets} planet{r.planets === 1 ? '' : 's'}
                {r.incompleteHulls > 0 ? ` · ${r.incompleteHulls} incomplete hull${r.incompleteHulls === 1 ? '' : 's'}` : ''}
                {r.waiting.length > 0 ? ` · waiting: ${r.waiting.map((w) => `${w.label}${w.frozen ? ' (frozen)' : ''}`).join(', ')}` : ''}
              </Text>
            </Table.Td>
            <Table.Td ta="right" fw={700} data-testid="ledger-stellars">
              ${r.stellars}
            </Table.Td>
            <Table.Td ta="right">
              <Tooltip multiline w={320} label={r.income.lines.map((l) => `${l.source}: $${l.amount}${l.note ? ` (${l.note})` : ''}`).join(' · ') || 'no income'}>
                <Text fz="inherit" span style={{ cursor: 'help' }}>
                  ${r.income.total}
                </Text>
              </Tooltip>
            </Table.Td>
            <Table.Td ta="right" data-testid="ledger-vp">
              {r.vp}
              {r.vpChits > 0 && (
                <Text span fz="xs" c="teal">
                  {' '}
                  +{r.vpChits}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
