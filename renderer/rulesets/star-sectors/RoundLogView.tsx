import { Badge, Stack, Text } from '@mantine/core';
import type { LogEntry } from '../../../shared/rulesets/star-sectors/log';

const COLORS: Partial<Record<LogEntry['kind'], string>> = { refused: 'red', destroyed: 'red', damage: 'orange', die: 'blue', attack: 'grape', round: 'dark', initiative: 'teal', terrain: 'cyan', engineering: 'green', warp: 'indigo', move: 'gray' };

/** A round's log, in order: refusals in red, every die with its number to roll. */
export function RoundLogView({ entries, testId = 'round-log' }: { entries: readonly LogEntry[]; testId?: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      {entries.map((entry) => (
        <Text key={entry.seq} size="sm" c={entry.kind === 'refused' ? 'red' : undefined} fw={entry.kind === 'round' || entry.kind === 'destroyed' ? 700 : undefined} data-kind={entry.kind}>
          <Badge size="xs" variant="light" color={COLORS[entry.kind] ?? 'gray'} mr={6} w={84}>{entry.kind}</Badge>
          {entry.line !== null && entry.line > 0 && <Text span size="xs" c="dimmed" mr={4}>line {entry.line}</Text>}
          {entry.text}
          {entry.die?.forced && <Text span size="xs" c="dimmed" ml={4}>(forced)</Text>}
        </Text>
      ))}
    </Stack>
  );
}
