import { Badge, Group, Text } from '@mantine/core';
import type { ShipStatusCard } from '../../../shared/rulesets/star-sectors/report';

/** A ship status card, as printed for a player: printed and current factors, damage, engine room. */
export function StatusCard({ card, color }: { card: ShipStatusCard; color: string }) {
  const room = card.engineRoom;
  return (
    <div className="ss-status-card" data-testid={`status-card-${card.id}`} style={{ borderLeft: `5px solid ${color}` }}>
      <Group justify="space-between" gap={4}>
        <Text fw={700}>{card.name} <Text span c="dimmed" size="sm">({card.id})</Text></Text>
        {card.destroyed ? <Badge color="red" size="sm">destroyed</Badge> : card.cloaked ? <Badge color="teal" size="sm">cloaked</Badge> : <Badge variant="light" size="sm">{card.points} pts</Badge>}
      </Group>
      <Text size="xs" c="dimmed">Hex {card.at}, facing {card.facing}</Text>
      <table>
        <tbody>
          <tr><td /><td>CF</td><td>DF</td><td>MF</td><td>SS</td></tr>
          <tr><td>Card</td><td>{card.printed.cf}</td><td>{card.printed.df}</td><td>{card.printed.mf}</td><td>{card.printed.ss}</td></tr>
          <tr><td>Now</td><td>{card.current.cf}</td><td>{card.current.df}</td><td>{card.current.mf}</td><td>{card.current.ssLeft}</td></tr>
        </tbody>
      </table>
      <Text size="xs">Damage control: {card.damage} hit{card.damage === 1 ? '' : 's'} {'▮'.repeat(Math.min(card.damage, 30))}</Text>
      {room && (
        <Text size="xs" mt={2}>
          Engine room: warp {room.warpCharges}/{room.nacelles} charged · dilithium {room.dilithium} · trilithium {room.trilithium} · mines {room.mines} (cargo {room.dilithium + room.trilithium + room.mines}/{room.cargo})
          {room.crew ? ' · command crew' : ''}{room.cloaks > 0 ? ` · ${room.cloaks} cloaking device${room.cloaks === 1 ? '' : 's'}` : ''}
          {room.banks.length > 0 && <><br />Banks: {room.banks.join('; ')}</>}
        </Text>
      )}
    </div>
  );
}
