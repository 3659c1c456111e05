/**
 * Loss of detection (after E, NOVA: LOSS OF DETECTION DURING COMBAT L3266–3270): each side jumps out or stays; if all stay, a
 * meeting engagement. The side that detects the other chooses "the direction (1-6) from the enemy to themselves": for the first
 * side that is the direction from the enemy to it, for a later side the direction from the first side to it.
 */
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { Battle } from '../../../../../shared/rulesets/nova/combat/battle';
import { lossOfDetectionSides } from '../../../../../shared/rulesets/nova/combat/decision-forms';

export function LossOfDetectionForm({ battle, choice, directions, onChange }: { battle: Battle; choice: Record<string, 'jump' | 'stay'>; directions: Record<string, number>; onChange: (choice: Record<string, 'jump' | 'stay'>, directions: Record<string, number>) => void }) {
  return (
    <Stack gap="xs" data-testid="lod-form">
      <Text size="sm" c="dimmed">The sides lose detection of each other: shields recover fully. A side that jumps leaves with its ships that have a working JD.</Text>
      {lossOfDetectionSides(battle).map((side) => (
        <Group key={side.id} gap="sm">
          <Text size="sm" fw={600} w={160}>{side.name}</Text>
          <SegmentedControl size="xs" aria-label={`${side.name} on loss of detection`} value={choice[side.id] ?? 'stay'} data={[{ value: 'stay', label: 'Stay' }, { value: 'jump', label: 'Jump out' }]} onChange={(v) => onChange({ ...choice, [side.id]: v as 'jump' | 'stay' }, directions)} />
          <Select size="xs" w={240} aria-label={`Meeting direction of ${side.name}`} label={undefined} allowDeselect={false} value={String(directions[side.id] ?? '')} placeholder="meeting: default direction" data={[1, 2, 3, 4, 5, 6].map((d) => ({ value: String(d), label: side.first ? `meeting: D${d} from the enemy to it` : `meeting: D${d} from the first side` }))} onChange={(v) => onChange(choice, { ...directions, [side.id]: Number(v) })} />
        </Group>
      ))}
    </Stack>
  );
}
