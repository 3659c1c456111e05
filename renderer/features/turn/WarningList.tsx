import { Alert, List, Spoiler, Text } from '@mantine/core';
import type { RunWarning } from './run-view';

/** The warnings the GM should read before committing, most pressing first, each with its step and where. */
export function WarningList({ warnings }: { warnings: readonly RunWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" title={`${warnings.length} warning${warnings.length === 1 ? '' : 's'}`} data-testid="turn-warnings">
      <Spoiler maxHeight={150} showLabel={`Show all ${warnings.length} warnings`} hideLabel="Show fewer">
        <List size="sm" spacing={2}>
          {warnings.map((w, i) => (
            <List.Item key={`${w.code}-${i}`} data-testid="turn-warning" data-code={w.code}>
              <Text span size="sm" fw={600}>
                {w.step}
                {w.where && ` · ${w.where}`}
              </Text>{' '}
              {w.message}
            </List.Item>
          ))}
        </List>
      </Spoiler>
    </Alert>
  );
}
