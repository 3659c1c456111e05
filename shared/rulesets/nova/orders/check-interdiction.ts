/**
 * NOVA: DISTORTION GENERATOR — "Interdiction orders given to ships that … set up such that their DG
 * does not cover the entire warp point are automatically ignored." The turn ignores such an order
 * at step F (turn/interdiction.ts, order error I-SETUP); the order check warns of it on the line,
 * with the same words, from the same reading (turn/interdiction-coverage.ts): the ship's DG size,
 * its (D/n) set-up (at the centre without one) and the game setting *Warp point radius for
 * interdiction* (`game.settings.turn.warpPointRadius`).
 */
import { readSetupOrder } from '../turn/in-system-setup';
import { componentLevel } from '../turn/interdiction';
import { coverageProblem } from '../turn/interdiction-coverage';
import { turnSettingsOf } from '../turn/settings';
import type { CheckContext, ShipFacts } from './check-context';
import type { Report } from './check-report';
import type { SheetRow } from './sheet';

type Movement = Extract<SheetRow, { kind: 'movement' }>;

/**
 * Warns I-SETUP for each ship of an I (or Z) row that stays at its warp point (`hops` 0; a jumping
 * interdictor is I-JUMP) whose DG does not cover the whole warp point from its set-up.
 */
export function checkInterdictionSetup(row: Movement, line: number, column: number, ships: readonly { name: string; facts: ShipFacts | null }[], hops: number, ctx: CheckContext, report: Report): void {
  if (hops > 0 || !row.activity.some((a) => a.letter === 'I' || a.letter === 'Z')) return;
  const radius = turnSettingsOf(ctx.input.settings).warpPointRadius;
  for (const ship of ships) {
    if (!ship.facts) continue;
    const dg = componentLevel(ship.facts.unit, ctx.input.designs, 'DG');
    if (dg < 1) continue;
    const problem = coverageProblem(ship.facts.unit.name || ship.facts.unit.id, dg, readSetupOrder(row.setup), radius);
    if (problem) report(line, column, 'warning', 'I-SETUP', problem);
  }
}
