/** Echoes (phase F): for each ship showing images (ECM), the defender's secret pick of the real one. */
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Battle } from '../../../../../shared/rulesets/nova/combat/battle';
import { echoOptions } from '../../../../../shared/rulesets/nova/combat/decision-forms';

export function EchoForm({ battle, echoes, onChange }: { battle: Battle; echoes: Record<string, number>; onChange: (echoes: Record<string, number>) => void }) {
  return (
    <Stack gap="xs" data-testid="echo-form">
      {echoOptions(battle).map((o) => (
        <Group key={o.ship} gap="sm">
          <Text size="sm" fw={600} w={160}>{o.name}</Text>
          <Text size="xs" c="dimmed">shows {Object.entries(o.shownTo).map(([side, n]) => `${n} to ${side}`).join(', ')}; the real one is</Text>
          <SegmentedControl size="xs" aria-label={`Real image of ${o.name}`} value={String(echoes[o.ship] ?? 0)} data={Array.from({ length: o.images }, (_, k) => ({ value: String(k), label: `image ${k + 1}` }))} onChange={(v) => onChange({ ...echoes, [o.ship]: Number(v) })} />
        </Group>
      ))}
    </Stack>
  );
}
