/**
 * NOVA: MEGACREDITS, TREASURY & TRANSFER (4.1): the sheet's treasury orders, checked with the
 * engine's own reader (turn/treasury-orders.ts) so that the sheet and the turn agree.
 * - `Treasury at ALGOL`: ALGOL must be a system the empire holds (TREASURY-AT, an error: the turn
 *   keeps the treasury where it is); a second such line makes the earlier moot (warning).
 * - `Destroy 100 MCr`: only stockpiled MCr can be destroyed; more than the treasury holds before
 *   this turn's production is warned (DESTROY-MCR: the turn destroys what is left at step E, never more).
 * NOVA: 6.10 TRANSFER OF MCr: money sent by a general or conditional order (`CO: Transfer 50 MCr to
 * Empire A`) is refused (GENERAL): MCr transfers "can't be conditional" and are listed in the financial section.
 */
import { treasuryLocation } from '../turn/treasury';
import { readTreasuryOrder } from '../turn/treasury-orders';
import { MCR_IN_GENERAL, MCR_IN_GENERAL_REASON } from '../turn/step-h-diplomacy';
import { readTransfer } from '../turn/diplomacy-orders';
import type { CheckContext } from './check-context';
import type { Report } from './check-report';
import type { SheetLine } from './sheet';

export function checkTreasuryOrders(lines: readonly SheetLine[], ctx: CheckContext, report: Report): void {
  const moves: number[] = [];
  for (const l of lines) {
    if (l.row?.kind !== 'general') continue;
    if (MCR_IN_GENERAL.test(readTransfer(l.row.text)?.units ?? '')) report(l.line, 1, 'error', 'GENERAL', MCR_IN_GENERAL_REASON);
    const order = readTreasuryOrder(l.row.text);
    if (!order) continue;
    const column = Math.max(1, l.text.toUpperCase().indexOf(order.kind === 'move' ? order.system.toUpperCase() : 'DESTROY') + 1);
    if (order.kind === 'move') {
      moves.push(l.line);
      const id = ctx.knownByName.get(order.system.trim().toUpperCase().replace(/\s+/g, ' '));
      const system = id ? ctx.systemById.get(id) : undefined;
      const now = ctx.empire ? treasuryLocation(ctx.empire) : null;
      const stays = now ? ` the treasury stays at ${ctx.systemById.get(now)?.name ?? now}` : ' the treasury stays where it is';
      if (!system) report(l.line, column, 'error', 'TREASURY-AT', `${order.system} is not a system this empire knows:${stays} (NOVA 4.1)`);
      else if (system.ownerId !== ctx.input.empireId) report(l.line, column, 'error', 'TREASURY-AT', `${system.name} is not held by this empire: MCr are kept only at its own systems;${stays} (NOVA 4.1)`);
      continue;
    }
    const stock = Math.max(0, Math.round(ctx.empire?.treasury ?? 0));
    if (order.mcr !== 'all' && order.mcr > stock) report(l.line, column, 'warning', 'DESTROY-MCR', `${order.mcr} MCr to destroy, ${stock} MCr in the treasury before this turn's production: the turn destroys what is stockpiled after the builds and transfers (step E), never more (NOVA 4.1)`);
  }
  for (const line of moves.slice(0, -1)) report(line, 1, 'warning', 'TREASURY-AT', `line ${moves.at(-1)} names the treasury's place again: the last line counts (NOVA 4.1)`);
}
