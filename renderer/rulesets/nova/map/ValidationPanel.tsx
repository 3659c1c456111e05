import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MapProblem, MapProblemCode } from '../../../../shared/rulesets/nova/map/validate';

const TITLES: Record<MapProblemCode, string> = {
  'duplicate-name': 'Same name',
  'duplicate-letter': 'Letter used twice',
  'line-count': 'Warp-line count',
  unreachable: 'Unreachable',
  'name-too-long': 'Name too long',
  'homes-too-close': 'Home stars too close',
  'bad-line': 'Broken line',
  'empty-name': 'No name',
  'type-status': 'Too many colonies',
  'status-colonies': 'Status and colonies disagree',
};

/** Every problem of the map; a click selects what it is about. */
export function ValidationPanel({ problems, onPick }: { problems: readonly MapProblem[]; onPick(problem: MapProblem): void }) {
  if (problems.length === 0) {
    return (
      <Text size="sm" c="green" data-testid="validation-ok">
        No problems: names unique and short, letters unique, every system reachable.
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="validation-list">
      {problems.map((p, i) => (
        <UnstyledButton key={i} onClick={() => onPick(p)} data-testid="validation-problem" style={{ borderRadius: 4, padding: '4px 6px' }} className="map-problem">
          <Group gap={6} wrap="nowrap" align="start">
            <Badge size="xs" variant="light" color={p.code === 'line-count' || p.code === 'name-too-long' ? 'yellow' : 'red'} style={{ flexShrink: 0 }}>
              {TITLES[p.code]}
            </Badge>
            <Text size="xs">
              <b>{p.where}</b> {p.message}
            </Text>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
