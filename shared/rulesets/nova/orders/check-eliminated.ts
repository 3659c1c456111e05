/**
 * NOVA: PLAYER ELIMINATION (8.2): a sheet of an empire already eliminated (recorded on the empire
 * by the turn that eliminated it, `nova.eliminatedTurn`) is not carried out. The checker says so
 * on every line that holds something, with the turn (code ELIMINATED), so the Orders screen and
 * the commit review show why each row is not run — the engine does the same (turn/eliminated-orders.ts).
 */
import { eliminationStateOf } from '../turn/elimination';
import { eliminatedReason } from '../turn/eliminated-orders';
import type { CheckContext } from './check-context';
import type { Report } from './check-report';
import type { SheetLine } from './sheet';

/** Reports every line of an eliminated empire's sheet; returns whether the empire is eliminated (the other checks are then moot). */
export function checkEliminated(lines: readonly SheetLine[], ctx: CheckContext, report: Report): boolean {
  if (!ctx.empire) return false;
  const at = eliminationStateOf(ctx.empire).eliminatedTurn;
  if (at === undefined) return false;
  for (const l of lines) {
    if (l.text.trim() === '' || l.row?.kind === 'blank' || l.row?.kind === 'section') continue;
    report(l.line, 1, 'error', 'ELIMINATED', eliminatedReason(at));
  }
  return true;
}
