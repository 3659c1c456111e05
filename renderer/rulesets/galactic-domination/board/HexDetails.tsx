import { Badge, Group, Paper, Text } from '@mantine/core';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';
import type { Place } from './GdBoard';

/** What stands in the picked hex, as the referee sees it. */
export function HexDetails({ world, place }: { world: World; place: Place | null }) {
  if (!place) return null;
  const hex = world.hexes.find((h) => h.id === place.hexId);
  if (!hex) return null;
  const planets = world.planets.filter((p) => p.hexId === hex.id);
  const fleets = world.fleets.filter((f) => f.hexId === hex.id);
  const owner = (id: string | null) => (id ? (world.players.find((p) => p.id === id)?.name ?? id) : 'nobody');
  return (
    <Paper withBorder p="xs" data-testid="hex-details">
      <Group gap="xs">
        <Badge>{hex.label}</Badge>
        {hex.special && <Badge color="grape">{hex.special.kind}</Badge>}
        {hex.discovery && !hex.discovery.spent && <Badge color="yellow">Discovery Hex{hex.discovery.result ? `: ${hex.discovery.result}` : ''}</Badge>}
      </Group>
      {planets.map((p) => (
        <Text key={p.id} size="sm">
          {p.name}
          {p.half !== null ? ` (${p.half === 0 ? 'upper' : 'lower'} half)` : ''}: {p.kind}, {owner(p.ownerId)}, R{p.resource ?? '?'}, GBDS {p.gbds}, MI {p.mis + p.homeguard}, SY {p.shipyards}
          {p.garrison ? `, garrison ${Object.entries(p.garrison).map(([c, n]) => `${n} ${c}`).join(' ')}` : ''}
        </Text>
      ))}
      {fleets.map((f) => (
        <Text key={f.id} size="sm">
          {owner(f.ownerId)} fleet {f.number}: {world.units.filter((u) => u.fleetId === f.id).map((u) => `${u.id} ${u.code}${u.mi ? ` ${u.mi}MI` : ''}${u.ftr ? ` ${u.ftr}Ftr` : ''}`).join(', ')}
        </Text>
      ))}
      {planets.length === 0 && fleets.length === 0 && (
        <Text size="sm" c="dimmed">
          Empty space.
        </Text>
      )}
    </Paper>
  );
}
