import { Paper, Text } from '@mantine/core';

export function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
