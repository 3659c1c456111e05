/** Which rule made a turn battle (NOVA: HOSTILE ACTIONS, the contact table) and the sequence it is fought in (NOVA: SPACE COMBAT SEQUENCE OF PLAY). */
import { List, Text } from '@mantine/core';
import { SPACE_COMBAT_SEQUENCE, type SequenceStep } from '../../../../shared/rulesets/nova/combat/sequence-of-play';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import { describeCause } from '../../../../shared/rulesets/nova/turn/hostile-actions';
import type { QueuedBattle } from '../../../../shared/rulesets/nova/turn/types';

const SEQUENCE = (Object.entries(SPACE_COMBAT_SEQUENCE) as [SequenceStep, string][]).map(([step, text]) => `${step} ${text.replace(/\.$/, '')}`).join(' · ');

export function BattleCauses({ battle, names }: { battle: QueuedBattle; names: EventNames }) {
  const causes = battle.causes ?? [];
  if (battle.kind !== 'space' || causes.length === 0) return null;
  return (
    <div data-testid="battle-causes">
      <Text size="sm" fw={500}>
        Why this battle
      </Text>
      <List size="sm" spacing={2}>
        {causes.map((cause) => (
          <List.Item key={cause.empireIds.join(':')}>{describeCause(cause, names.empire)}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={4} title="NOVA: SPACE COMBAT SEQUENCE OF PLAY; steps C to K repeat each round">
        Sequence of play: {SEQUENCE}
      </Text>
    </div>
  );
}
