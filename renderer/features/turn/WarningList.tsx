import { Alert, List, Text } from '@mantine/core';
import type { TurnWarning } from '../../../shared/rulesets/nova/turn/types';

/** The warnings the GM should read before committing, most pressing first. */
export function WarningList({ warnings }: { warnings: readonly TurnWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" title={`${warnings.length} warning${warnings.length === 1 ? '' : 's'}`} data-testid="turn-warnings">
      <List size="sm" spacing={2}>
        {warnings.map((w, i) => (
          <List.Item key={`${w.code}-${i}`} data-testid="turn-warning" data-code={w.code}>
            <Text span size="sm" fw={600}>
              {w.step === 'end' ? 'End' : w.step}
            </Text>{' '}
            {w.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
