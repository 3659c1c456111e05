/**
 * Each ship's state after the last round played: shields, armour, structure, engines, destroyed
 * components, and the tactic its contact order gives it (NOVA: CONTACT ORDERS, HOSTILITIES; the
 * rule in the cell's tooltip), which the default tactics follow.
 */
import { Badge, Table } from '@mantine/core';
import type { Battle } from '../../../../shared/rulesets/nova/combat/battle';
import { tacticOf } from '../../../../shared/rulesets/nova/combat/contact-tactics';
import { summarizeShip } from '../../../../shared/rulesets/nova/combat/report';
import { sideColor, sideName } from './board-view';

const STATUS: Record<string, string> = { active: 'green', destroyed: 'red', blownUp: 'red', jumped: 'gray' };

export function ShipStateTable({ battle, selected, onSelect }: { battle: Battle; selected: string | null; onSelect: (id: string | null) => void }) {
  return (
    <Table striped highlightOnHover data-testid="ship-state">
      <Table.Thead>
        <Table.Tr><Table.Th>Ship</Table.Th><Table.Th>Side</Table.Th><Table.Th>Status</Table.Th><Table.Th>Shields</Table.Th><Table.Th>Armour</Table.Th><Table.Th>SD / SSZ</Table.Th><Table.Th>IE</Table.Th><Table.Th>JD</Table.Th><Table.Th>Hex</Table.Th><Table.Th>Vector</Table.Th><Table.Th>Destroyed</Table.Th><Table.Th>Contact order: tactic</Table.Th></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {battle.ships.map((ship) => {
          const s = summarizeShip(ship);
          const tactic = tacticOf(battle, ship);
          return (
            <Table.Tr key={s.id} data-testid="ship-row" bg={selected === s.id ? 'var(--mantine-primary-color-light)' : undefined} onClick={() => onSelect(selected === s.id ? null : s.id)} style={{ cursor: 'pointer' }}>
              <Table.Td fw={600} c={sideColor(battle, s.side)}>{s.name}</Table.Td>
              <Table.Td>{sideName(battle, s.side)}</Table.Td>
              <Table.Td><Badge color={STATUS[s.status] ?? 'gray'} variant="light">{s.status === 'blownUp' ? 'blown up' : s.status}</Badge></Table.Td>
              <Table.Td>{s.sl}/{s.slMax}</Table.Td>
              <Table.Td>{s.ta}</Table.Td>
              <Table.Td>{s.sd}/{s.ssz}</Table.Td>
              <Table.Td>{s.ie}</Table.Td>
              <Table.Td>{s.jd}</Table.Td>
              <Table.Td>{ship.incoming ? `incoming (${ship.incoming})` : ship.carriedBy ? `in ${ship.carriedBy}` : `${s.pos.q},${s.pos.r}`}</Table.Td>
              <Table.Td>{s.vector}</Table.Td>
              <Table.Td>{s.destroyed.join(' ') || '–'}</Table.Td>
              <Table.Td data-testid="ship-tactic" title={tactic.why}>{tactic.label}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
