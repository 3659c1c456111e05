/** Which round the board and the ship states show: the set-up (0) up to the last round played. */
import { Button, Group, Slider, Text } from '@mantine/core';

export function RoundPicker({ last, value, onChange }: { last: number; value: number; onChange: (round: number) => void }) {
  return (
    <Group gap="xs" mb="lg" data-testid="round-picker" wrap="nowrap">
      <Button size="compact-sm" variant="default" aria-label="Previous round" disabled={value <= 0} onClick={() => onChange(value - 1)}>◀</Button>
      <Slider
        style={{ flex: 1 }}
        min={0}
        max={last}
        step={1}
        value={value}
        onChange={onChange}
        label={(r) => (r === 0 ? 'set-up' : `round ${r}`)}
        marks={last <= 20 ? Array.from({ length: last + 1 }, (_, r) => ({ value: r, label: r === 0 ? 'set-up' : String(r) })) : undefined}
        aria-label="Shown round"
      />
      <Button size="compact-sm" variant="default" aria-label="Next shown round" disabled={value >= last} onClick={() => onChange(value + 1)}>▶</Button>
      <Text size="sm" w={110} data-testid="shown-round">{value === 0 ? 'set-up' : `after round ${value}`}</Text>
    </Group>
  );
}
