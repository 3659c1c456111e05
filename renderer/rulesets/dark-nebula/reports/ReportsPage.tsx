import { DARK_NEBULA } from '../../../../shared/rulesets/dark-nebula/ruleset';
import { DN_REPORTS } from '../../../../shared/rulesets/dark-nebula/reports/report-rules';
import { ReportsScreen } from '../../../features/reports/ReportsScreen';
import type { ScreenProps } from '../../../ruleset';

/**
 * The Reports screen of Beyond the Dark Nebula, on the shared one: each player's packet after a
 * committed turn (or the open turn's dry run) as it prints, its leak check, print one, export
 * all; the GM's master report; order sheets.
 */
export function ReportsPage({ game }: ScreenProps) {
  return (
    <ReportsScreen
      game={game}
      reports={DN_REPORTS}
      player={DARK_NEBULA.player}
      intro="Each player’s packet exactly as it prints: forces, what they know of the enemy and the independents, supply, RU ledger, arrivals, exploration, clocks, every combat with its dice, their map, and next turn’s order sheets. Checked for leaks before it leaves."
    />
  );
}
