import { Alert, Text } from '@mantine/core';
import type { ReportDocument } from '../../../shared/ruleset';
import { LeakTable } from './LeakTable';

/** The leak check of the shown document: green when it names nothing its player may not know, else every offending item. */
export function LeakReport({ doc, noun }: { doc: ReportDocument; noun: string }) {
  if (doc.audience === 'gm')
    return (
      <Alert color="gray" title="For the GM only" data-testid="leak-report" data-state="gm">
        This report tells everything, unfiltered. It is never sent to a player and not leak-checked.
      </Alert>
    );
  if (doc.audience === 'blank' || doc.leaks === null)
    return (
      <Alert color="gray" title="Blank form" data-testid="leak-report" data-state="blank">
        A blank form names nothing but {doc.name || 'its player'} and the turn.
      </Alert>
    );
  if (doc.leaks.length === 0)
    return (
      <Alert color="green" title="No leaks" data-testid="leak-report" data-state="clean">
        This {noun} names nothing {doc.name} does not know: every place, player, unit and design it names is one {doc.name} knows.
      </Alert>
    );
  return (
    <Alert color="red" title={`${doc.leaks.length} leak${doc.leaks.length === 1 ? '' : 's'}: this ${noun} is not printed or exported`} data-testid="leak-report" data-state="leaks">
      <Text size="sm" mb="xs">
        It names what {doc.name} may not know. Change the wording or correct what {doc.name} knows.
      </Text>
      <LeakTable leaks={doc.leaks} />
    </Alert>
  );
}
