import { NOVA } from '../../../../shared/rulesets/nova/ruleset';
import { NOVA_REPORTS } from '../../../../shared/rulesets/nova/reports/report-rules';
import { ReportsScreen } from '../../../features/reports/ReportsScreen';
import type { ScreenProps } from '../../../ruleset';
import { MessageEnvelopes } from './MessageEnvelopes';
import { SitrepAside } from './SitrepAside';

/**
 * NOVA's Reports screen (issue 8) on the shared one: each empire's packet of a committed turn
 * (or a dry-run preview) exactly as it prints, its leak check, the GM's sitrep edits, print
 * one, export all, the GM's master report and a blank order sheet; beside them, which paper
 * messages go in which envelope (NOVA: 6.4).
 */
export function ReportsPage({ game }: ScreenProps) {
  return (
    <ReportsScreen
      game={game}
      reports={NOVA_REPORTS}
      player={NOVA.player}
      intro="Each empire’s packet exactly as it prints: cover, sitrep, map of what it knows, battles, research, order sheet. Checked for leaks before it leaves."
      aside={(props) => (
        <>
          <MessageEnvelopes prepared={props.prepared} playerId={props.request.playerId} />
          <SitrepAside {...props} />
        </>
      )}
    />
  );
}
