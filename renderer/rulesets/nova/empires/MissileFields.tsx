import { Group, Text } from '@mantine/core';
import type { MissileSpec } from '../../../../shared/rulesets/nova/design-model';
import { LevelInput } from './LevelInput';

/** MD, MA, MR of a missile design and its size ceil(MA/50 + MR/2.5 + MD/2) (NOVA 3.6). */
export function MissileFields({ missile, onChange, size }: { missile: MissileSpec | undefined; onChange: (m: MissileSpec) => void; size: number }) {
  const m = missile ?? { md: 1, ma: 1, mr: 1 };
  const field = (key: 'md' | 'ma' | 'mr', label: string) => (
    <Group gap={4}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <LevelInput label={`missile ${label}`} value={missile?.[key]} onSave={(v) => v !== null && Number.isInteger(v) && v >= 1 && onChange({ ...m, [key]: v })} />
    </Group>
  );
  return (
    <Group>
      {field('md', 'MD')}
      {field('ma', 'MA')}
      {field('mr', 'MR')}
      <Text data-testid="missile-size">
        Size = <strong>{size}</strong> · fits launchers (ML) of size {size} or more · design costs 1 TP
      </Text>
    </Group>
  );
}
