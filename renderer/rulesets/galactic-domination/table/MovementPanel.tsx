import { Button, ColorSwatch, Group, Stack, Table, Text } from '@mantine/core';
import type { PlayerOrders } from '../../../../shared/rulesets/galactic-domination/orders/model';
import { raceOf } from '../../../../shared/rulesets/galactic-domination/rules/races';
import type { DeskMover, DeskProtocol } from '../../../../shared/rulesets/galactic-domination/turn/desk';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';

/** A fleet's cell for a segment as its sheet says: H, a place, or nothing written. */
export function cellText(orders: PlayerOrders | undefined, ref: string, segment: number): string {
  const cell = orders?.moves[ref]?.[segment - 1];
  if (!cell) return '';
  return cell.kind === 'hold' ? 'H' : cell.steps.map((s) => s.text).join('/');
}

/**
 * The coming segment's movers (GD §11.5 chart; §11.5.1 offers fastest first, then play order): pick a
 * fleet, then a highlighted place on the board; H holds. Fleets the chart keeps still this segment are listed
 * below, greyed. While the move-or-wait offers run (`locked`, with `protocol`), the list only shows where each
 * fleet stands in them: the fleet on offer is highlighted and the choices go through the offers.
 */
export function MovementPanel({ world, segment, segments, movers, orders, picked, locked = false, protocol = null, targets, onPick, onHold, onMove }: { world: World; segment: number; segments: number; movers: readonly DeskMover[]; orders: Readonly<Record<string, PlayerOrders>>; picked: string | null; locked?: boolean; protocol?: DeskProtocol | null; targets: readonly { label: string; cell: string }[]; onPick(fleetId: string | null): void; onHold(m: DeskMover): void; onMove(m: DeskMover, cell: string): void }) {
  const hex = (id: string) => world.hexes.find((h) => h.id === id)?.label ?? id;
  const owner = (id: string) => world.players.find((p) => p.id === id);
  const pickedMover = locked ? undefined : movers.find((m) => m.fleetId === picked && m.mayMove);
  /** Where a fleet stands in the offers (GD §11.5.1). */
  const status = (id: string): string => {
    if (!protocol) return '';
    if (protocol.onOffer?.fleetId === id) return 'on offer';
    const moved = protocol.moved.find((m) => m.id === id);
    if (moved) return `moves ${moved.to ?? ''}`.trim();
    if (protocol.forfeited.includes(id)) return 'lost its move';
    if (protocol.waiting.includes(id)) return 'waits';
    return '';
  };
  return (
    <Stack gap={4} data-testid="movement-panel">
      <Text fw={600}>
        Segment {segment} of {segments}: who may move (offered fastest first, then in play order)
      </Text>
      <Table fz="sm" highlightOnHover verticalSpacing={4}>
        <Table.Tbody>
          {movers.map((m) => {
            const o = owner(m.ownerId);
            const cell = cellText(orders[m.ownerId], m.ref, segment);
            return (
              <Table.Tr key={m.fleetId} data-testid="mover" data-fleet={m.fleetId} data-status={status(m.fleetId)} style={{ cursor: m.mayMove && !locked ? 'pointer' : 'default', opacity: m.mayMove ? 1 : 0.45, background: picked === m.fleetId ? 'var(--mantine-color-blue-light)' : undefined }} onClick={() => m.mayMove && !locked && onPick(picked === m.fleetId ? null : m.fleetId)}>
                <Table.Td w={24} fw={700}>
                  {m.offer > 0 ? m.offer : ''}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <ColorSwatch size={12} color={raceOf(o?.raceCode ?? '')?.color ?? '#888'} />
                    <Text fz="inherit" fw={600}>
                      {m.ref}
                    </Text>
                    <Text fz="xs" c="dimmed" lineClamp={1}>
                      {o?.name ?? m.ownerId}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {hex(m.hexId)}
                  {m.half === null ? '' : m.half === 0 ? 'U' : 'L'}
                </Table.Td>
                <Table.Td title="speed">›{m.speed}</Table.Td>
                <Table.Td data-testid="mover-cell" fw={600}>
                  {m.mayMove ? cell || '—' : '##'}
                </Table.Td>
                {protocol && (
                  <Table.Td fz="xs" c={status(m.fleetId) === 'lost its move' ? 'red' : 'dimmed'} data-testid="mover-status">
                    {status(m.fleetId)}
                  </Table.Td>
                )}
                <Table.Td>
                  {m.mayMove && !locked && (
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={(e) => {
                        e.stopPropagation();
                        onHold(m);
                      }}
                    >
                      H
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {movers.length === 0 && <Text c="dimmed">No fleet on the board.</Text>}
      {pickedMover && (
        <Group gap={4} data-testid="move-targets">
          <Text size="sm">{pickedMover.ref} to:</Text>
          {targets.map((t) => (
            <Button key={t.cell} size="compact-sm" variant="light" color="green" onClick={() => onMove(pickedMover, t.cell)} data-cell={t.cell}>
              {t.label}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
