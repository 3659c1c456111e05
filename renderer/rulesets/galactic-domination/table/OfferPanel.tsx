import { Alert, Badge, Button, ColorSwatch, Group, Kbd, Paper, Stack, Text } from '@mantine/core';
import { raceOf } from '../../../../shared/rulesets/galactic-domination/rules/races';
import type { DeskMover, DeskProtocol } from '../../../../shared/rulesets/galactic-domination/turn/desk';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';

/**
 * The move-or-wait offers of a segment at the desk (GD §11.5.1): the fleet on offer with Move (a green hex on
 * the board, or a button here) and Wait (H); whether a wait now loses its move; the offers to come if each
 * fleet waits; the fleets that moved and those that lost their move; undo of the last choice; the GM's
 * override (the table settles the segment otherwise, with a note). Once every fleet has chosen, the moves are
 * simultaneous and the segment is resolved.
 */
export function OfferPanel({ world, segment, protocol, movers, targets, canUndo, busy, onMove, onWait, onUndo, onOverride, onLift }: {
  world: World;
  segment: number;
  protocol: DeskProtocol;
  movers: readonly DeskMover[];
  targets: readonly string[];
  canUndo: boolean;
  busy: boolean;
  onMove(cell: string): void;
  onWait(): void;
  onUndo(): void;
  onOverride(): void;
  onLift(): void;
}) {
  const byId = new Map(movers.map((m) => [m.fleetId, m]));
  const owner = (m: DeskMover | undefined) => world.players.find((p) => p.id === m?.ownerId);
  const name = (id: string) => {
    const m = byId.get(id);
    return `${m?.ref ?? id} ${owner(m)?.name ?? ''}`.trim();
  };
  const colour = (id: string) => raceOf(owner(byId.get(id))?.raceCode ?? '')?.color ?? '#888';
  const hex = (m: DeskMover) => `${world.hexes.find((h) => h.id === m.hexId)?.label ?? m.hexId}${m.half === null ? '' : m.half === 0 ? 'U' : 'L'}`;
  const on = protocol.onOffer;
  const next = protocol.next;
  if (protocol.override !== null) {
    return (
      <Alert color="orange" title={`Segment ${segment}: the table settles its moves`} data-testid="offer-panel" data-state="override">
        <Stack gap={6}>
          <Text size="sm">The move-or-wait offers are set aside for this segment (GM: {protocol.override}). Enter the moves the table settled on below, then resolve the segment.</Text>
          <Group gap="xs">
            <Button size="compact-sm" variant="default" onClick={onLift} disabled={busy} data-testid="offer-lift">
              Back to the offers
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Paper withBorder p="xs" data-testid="offer-panel" data-state={on ? 'offer' : 'complete'} data-on-offer={on?.fleetId ?? ''}>
      <Stack gap={6}>
        <Text fw={600}>Segment {segment}: move or wait (§11.5.1)</Text>
        {protocol.problem && (
          <Alert color="red" p="xs" data-testid="offer-problem">
            The recorded choices stop at choice {protocol.problem.index + 1}: {protocol.problem.message}. Undo it, or let the table settle the segment (override).
          </Alert>
        )}
        {on && next ? (
          <Paper p="xs" radius="sm" style={{ background: 'var(--mantine-color-blue-light)', border: '2px solid var(--mantine-color-blue-filled)' }} data-testid="offer-current">
            <Stack gap={6}>
              <Group gap={8} wrap="nowrap">
                <Badge variant="filled" size="sm" style={{ flexShrink: 0 }}>
                  offer {protocol.offers.length + 1}
                </Badge>
                <ColorSwatch size={14} color={colour(on.fleetId)} style={{ flexShrink: 0 }} />
                <Text fw={700} style={{ flexShrink: 0 }}>
                  {on.ref}
                </Text>
                <Text size="sm" lineClamp={1}>
                  {owner(on)?.name ?? on.ownerId}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                at {hex(on)} · speed {on.speed}
                {next.offerNumber > 1 ? ` · offered again (its offer ${next.offerNumber})` : ''}
              </Text>
              <Text size="sm">
                <b>Move</b> (click a green hex) / <b>Wait</b> (<Kbd size="xs">H</Kbd>)
              </Text>
              <Group gap={4}>
                {targets.map((t) => (
                  <Button key={t} size="compact-sm" variant="light" color="green" onClick={() => onMove(t)} disabled={busy} data-cell={t} data-testid="offer-move">
                    {t}
                  </Button>
                ))}
                <Button size="compact-sm" variant={next.final ? 'filled' : 'default'} color={next.final ? 'red' : undefined} onClick={onWait} disabled={busy} data-testid="offer-wait">
                  {next.final ? 'Wait: loses its move' : 'Wait'}
                </Button>
              </Group>
              {next.final && (
                <Text size="xs" c="red" data-testid="offer-final">
                  {on.ref} is the slowest fleet still waiting and every faster fleet has had its chance: if it waits now, it loses its move this segment.
                </Text>
              )}
            </Stack>
          </Paper>
        ) : (
          !protocol.problem && (
            <Alert color="green" p="xs" data-testid="offer-complete">
              Every fleet has moved or lost its move. The moves are simultaneous: resolve segment {segment} (<Kbd size="xs">Ctrl+Enter</Kbd>).
            </Alert>
          )
        )}
        {protocol.coming.length > 0 && (
          <Group gap={4} data-testid="offer-queue">
            <Text size="xs" c="dimmed">
              Then, if each waits:
            </Text>
            {protocol.coming.map((o, i) => (
              <Badge key={i} size="sm" variant={o.final ? 'outline' : 'light'} color={o.final ? 'red' : 'gray'} leftSection={<ColorSwatch size={8} color={colour(o.mover.id)} />} title={`${name(o.mover.id)}${o.final ? ': a wait here loses the move' : ''}`}>
                {byId.get(o.mover.id)?.ref ?? o.mover.id}
              </Badge>
            ))}
          </Group>
        )}
        {protocol.moved.length > 0 && (
          <Text size="xs" data-testid="offer-moved">
            Moving: {protocol.moved.map((m) => `${name(m.id)} → ${m.to ?? '?'}`).join(' · ')}
          </Text>
        )}
        {protocol.forfeited.length > 0 && (
          <Text size="xs" c="red" data-testid="offer-lost">
            Lost its move: {protocol.forfeited.map(name).join(' · ')}
          </Text>
        )}
        {protocol.waiting.length > 0 && (
          <Text size="xs" c="dimmed">
            Waiting: {protocol.waiting.map((id) => byId.get(id)?.ref ?? id).join(' · ')}
          </Text>
        )}
        <Group gap="xs">
          <Button size="compact-xs" variant="default" onClick={onUndo} disabled={!canUndo || busy} data-testid="offer-undo">
            Undo the last choice (Ctrl+Z)
          </Button>
          <Button size="compact-xs" variant="subtle" color="orange" onClick={onOverride} disabled={busy} data-testid="offer-override">
            The table settles it otherwise…
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
