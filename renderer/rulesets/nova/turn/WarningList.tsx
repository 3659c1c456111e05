import { Alert, List, Spoiler, Text } from '@mantine/core';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { TurnWarning } from '../../../../shared/rulesets/nova/turn/types';

/** The warnings the GM should read before committing, most pressing first, each with its step, empire and system. */
export function WarningList({ warnings, names }: { warnings: readonly TurnWarning[]; names: EventNames }) {
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" title={`${warnings.length} warning${warnings.length === 1 ? '' : 's'}`} data-testid="turn-warnings">
      <Spoiler maxHeight={150} showLabel={`Show all ${warnings.length} warnings`} hideLabel="Show fewer">
        <List size="sm" spacing={2}>
          {warnings.map((w, i) => {
            const empire = w.empireId ? names.empire(w.empireId) : null;
            const where = [empire && !w.message.startsWith(empire) ? empire : null, w.systemId ? names.system(w.systemId) : null].filter(Boolean).join(', ');
            return (
              <List.Item key={`${w.code}-${i}`} data-testid="turn-warning" data-code={w.code}>
                <Text span size="sm" fw={600}>
                  {w.step === 'end' ? 'End' : w.step}
                  {where && ` · ${where}`}
                </Text>{' '}
                {w.message}
              </List.Item>
            );
          })}
        </List>
      </Spoiler>
    </Alert>
  );
}
