import { Stack, Text } from '@mantine/core';

/** Problems with their rule named: errors in red, warnings in orange; a clear "passes" when there are none. */
export function ProblemLines({ problems, testId }: { problems: readonly { severity: 'error' | 'warning'; rule: string; message: string }[]; testId: string }) {
  if (problems.length === 0) {
    return (
      <Text c="green" data-testid={testId}>
        ✓ The position passes every check.
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid={testId}>
      {problems.map((p, i) => (
        <Text key={i} size="sm" c={p.severity === 'error' ? 'red' : 'orange'}>
          {p.severity === 'error' ? '✗' : '!'} {p.message} — <em>{p.rule}</em>
        </Text>
      ))}
    </Stack>
  );
}
