/**
 * The activity clauses of the GENERAL, SPECIFIC & CONDITIONAL ORDERS block (NOVA: GENERAL ORDERS,
 * CONDITIONAL ORDERS, SPECIAL ORDERS; turn/activity-clauses.ts), checked as the turn will read
 * them: a ship named that the empire does not have (and will not commission this turn) is NT, as
 * the turn reports it.
 */
import { readActivityLine } from '../turn/activity-clauses';
import { nameCovers, readGeneralLine } from '../turn/general-orders';
import type { CheckContext } from './check-context';
import type { Report } from './check-report';
import type { SheetLine } from './sheet';

export function checkGeneralActivities(lines: readonly SheetLine[], ctx: CheckContext, newShips: ReadonlyMap<string, string>, report: Report): void {
  const own = ctx.input.units.filter((u) => u.empireId === ctx.input.empireId && u.kind === 'ship' && u.name.trim() !== '').map((u) => u.name.trim());
  const names = [...own, ...newShips.keys()];
  for (const l of lines) {
    if (l.row?.kind !== 'general') continue;
    // A contact order's line is check-general.ts's (the turn reads it as contact clauses).
    if (readGeneralLine(l.line, l.row.text, l.row.order, { contacts: [] }) !== null) continue;
    const clause = readActivityLine(l.line, l.row.text, l.row.order);
    if (!clause?.read || clause.ships.kind !== 'named') continue;
    const missing = clause.ships.names.filter((n) => !names.some((s) => nameCovers(n, s)));
    if (missing.length === 0) continue;
    const at = l.text.toUpperCase().indexOf((missing[0] ?? '').toUpperCase());
    report(l.line, at >= 0 ? at + 1 : 1, 'error', 'NT', `no ship of this empire is called ${missing.join(', ')}: the turn carries this order out for the ships it names that exist`);
  }
}
