import { GALACTIC_DOMINATION } from '../../../../shared/rulesets/galactic-domination/ruleset';
import { GD_REPORTS } from '../../../../shared/rulesets/galactic-domination/reports/report-rules';
import { ReportsScreen } from '../../../features/reports/ReportsScreen';
import type { ScreenProps } from '../../../ruleset';

/**
 * Galactic Domination's Reports screen on the shared one: each player's sitrep of a committed turn (or of
 * the open turn's dry run) and pre-filled order sheet for the next turn, exactly as they print, each
 * leak-checked; print one, export all; the GM's report of everything.
 */
export function ReportsPage({ game }: ScreenProps) {
  return (
    <ReportsScreen
      game={game}
      reports={GD_REPORTS}
      player={GALACTIC_DOMINATION.player}
      intro="Each player’s sitrep exactly as it prints: treasury, empire, fleets, what happened, battles with their dice, the map as the player knows it, secrets, the table; and the order sheet for the next turn. Checked for leaks before it leaves."
    />
  );
}
