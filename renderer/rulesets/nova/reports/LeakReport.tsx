import { Alert, Text } from '@mantine/core';
import type { Leak } from '../../../../shared/rulesets/nova/reports/leak-check';
import { LeakTable } from './LeakTable';
import type { ShownDocument } from './report-doc';

/** The leak check of the shown packet (NOVA: 7.4): green when it names nothing the empire may not know, else every offending item. */
export function LeakReport({ kind, leaks, empireName }: { kind: ShownDocument['kind']; leaks: Leak[] | null; empireName: string }) {
  if (kind === 'master')
    return (
      <Alert color="gray" title="For the GM only" data-testid="leak-report" data-state="gm">
        The master report tells everything, unfiltered. It is never sent to a player and not leak-checked.
      </Alert>
    );
  if (kind === 'blank' || leaks === null)
    return (
      <Alert color="gray" title="Blank form" data-testid="leak-report" data-state="blank">
        A blank order sheet names nothing but the empire and the turn.
      </Alert>
    );
  if (leaks.length === 0)
    return (
      <Alert color="green" title="No leaks" data-testid="leak-report" data-state="clean">
        This packet names nothing {empireName} does not know: every system, warp point, empire, ship and design in it is one {empireName} knows.
      </Alert>
    );
  return (
    <Alert color="red" title={`${leaks.length} leak${leaks.length === 1 ? '' : 's'}: this packet is not printed or exported`} data-testid="leak-report" data-state="leaks">
      <Text size="sm" mb="xs">
        It names what {empireName} may not know. Edit the item’s wording (below) or correct the empire’s knowledge.
      </Text>
      <LeakTable leaks={leaks} />
    </Alert>
  );
}
