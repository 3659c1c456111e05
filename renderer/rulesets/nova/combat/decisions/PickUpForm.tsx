/** Pick-ups (phase K): a ship in a carrier's hex with its vector and full shields may be taken into a launch bay with room. */
import { Group, Select, Stack, Text } from '@mantine/core';
import type { Battle } from '../../../../../shared/rulesets/nova/combat/battle';
import { pickUpOptions } from '../../../../../shared/rulesets/nova/combat/decision-forms';

export function PickUpForm({ battle, pickUps, onChange }: { battle: Battle; pickUps: Record<string, string>; onChange: (pickUps: Record<string, string>) => void }) {
  return (
    <Stack gap={4} data-testid="pickup-form">
      {pickUpOptions(battle).map((o) => (
        <Group key={o.ship} gap="sm">
          <Text size="sm" fw={600} w={160}>{o.name}</Text>
          <Select
            size="xs"
            w={240}
            aria-label={`Carrier that picks up ${o.name}`}
            allowDeselect={false}
            value={pickUps[o.ship] ?? '-'}
            data={[{ value: '-', label: 'stays out' }, ...o.carriers.map((c) => ({ value: c.id, label: `picked up by ${c.name}` }))]}
            onChange={(v) => {
              const next = { ...pickUps };
              if (!v || v === '-') delete next[o.ship];
              else next[o.ship] = v;
              onChange(next);
            }}
          />
        </Group>
      ))}
    </Stack>
  );
}
