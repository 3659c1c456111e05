import { Badge, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { GdEvent } from '../../../../shared/rulesets/galactic-domination/turn/model';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';

const KIND_COLOR: Readonly<Record<string, string>> = { battle: 'red', 'battle-report': 'red', vp: 'teal', 'vp-track': 'teal', encounter: 'grape', occupation: 'blue', ledger: 'yellow', defaulted: 'orange', 'order-rejected': 'orange', decision: 'cyan' };

/** What happened so far in the turn, newest first: phase and segment, who may know it (everyone, some, the GM). */
export function RunLog({ world, events, height = 320 }: { world: World; events: readonly GdEvent[]; height?: number }) {
  const told = (e: GdEvent) => (e.visibleTo === 'all' ? 'all' : e.visibleTo === 'gm' ? 'GM' : e.visibleTo.map((id) => world.players.find((p) => p.id === id)?.name.split(' ')[0] ?? id).join(', '));
  return (
    <ScrollArea h={height} type="auto" data-testid="run-log">
      <Stack gap={2}>
        {[...events].reverse().map((e) => (
          <Group key={e.seq} gap={6} wrap="nowrap" align="start" data-testid="run-event" data-kind={e.kind}>
            <Badge size="sm" variant="outline" w={52} style={{ flexShrink: 0 }}>
              {e.phase}
              {e.segment ? `/S${e.segment}` : ''}
            </Badge>
            <Text size="sm" style={{ flex: 1 }} c={KIND_COLOR[e.kind] ? `${KIND_COLOR[e.kind]}.8` : undefined}>
              {e.text}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {told(e)}
            </Text>
          </Group>
        ))}
      </Stack>
    </ScrollArea>
  );
}
