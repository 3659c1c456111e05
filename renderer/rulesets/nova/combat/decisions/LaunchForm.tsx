/** Launch (phase C): ships carried in launch bays that leave their carrier this round (they take its hex and vector). */
import { Checkbox, Stack, Text } from '@mantine/core';
import type { Battle } from '../../../../../shared/rulesets/nova/combat/battle';
import { launchOptions } from '../../../../../shared/rulesets/nova/combat/decision-forms';

export function LaunchForm({ battle, launch, onChange }: { battle: Battle; launch: string[]; onChange: (launch: string[]) => void }) {
  return (
    <Stack gap={4} data-testid="launch-form">
      {launchOptions(battle).map((o) => (
        <div key={o.ship}>
          <Checkbox label={`Launch ${o.name} from ${o.carrier}`} checked={launch.includes(o.ship)} disabled={o.problem !== null} onChange={(e) => onChange(e.currentTarget.checked ? [...launch, o.ship] : launch.filter((x) => x !== o.ship))} />
          {o.problem && <Text size="xs" c="dimmed">{o.problem}</Text>}
        </div>
      ))}
    </Stack>
  );
}
