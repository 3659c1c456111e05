import { Code, List, Text } from '@mantine/core';
import type { Problem } from '../../shared/format/problems';

/** Problems found in a file or a form: where, then what is wrong. */
export function ProblemList({ problems }: { problems: readonly Problem[] }) {
  return (
    <List spacing={4} size="sm" data-testid="problem-list">
      {problems.map((problem, index) => (
        <List.Item key={index}>
          <Code>{problem.where}</Code>{' '}
          <Text span size="sm">
            {problem.message}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
