/**
 * NOVA: TRANSFER OF UNITS (6.10) on the sheet, read with the engine's own readers
 * (turn/diplomacy-orders.ts, turn/unit-transfers.ts) so that the sheet and the turn agree:
 * `Transfer <units> to <empire>[, disable BL, JD][ simultaneously][ if …]`.
 * - The receiver must be an empire met with Normal or Full contact, named as the sitrep names it (TRANSFER).
 * - Each unit must be the empire's; armies, SDUs and colonies are refused (TRANSFER).
 * - A component to disable that the ship's design does not have is warned (TRANSFER).
 * - A conditional transfer is warned: the turn carries it out only when the GM rules its condition met.
 * Whether the receiver's units are there is known only at step H (they may move first): the turn says.
 */
import { readTransfer } from '../turn/diplomacy-orders';
import { MCR_IN_GENERAL } from '../turn/step-h-diplomacy';
import { readTransferTerms, staysBuilders } from '../turn/unit-transfers';
import type { CheckContext } from './check-context';
import type { Report } from './check-report';
import type { SheetLine } from './sheet';

/** Whether `written` names an empire the checked empire has Normal or Full contact with. */
function receiverKnown(ctx: CheckContext, written: string): boolean {
  const w = written.trim().toUpperCase().replace(/^THE /, '');
  return ctx.contacts.some((c) => {
    if (c.level === 'minor' || c.empireId === ctx.input.empireId) return false;
    if ((c.alias ?? '').toUpperCase() === w) return true;
    const real = ctx.input.empires.find((e) => e.id === c.empireId)?.name.toUpperCase().replace(/^THE /, '');
    return c.level === 'full' && real === w;
  });
}

export function checkUnitTransfers(lines: readonly SheetLine[], ctx: CheckContext, newShips: ReadonlyMap<string, string>, report: Report): void {
  for (const l of lines) {
    if (l.row?.kind !== 'general') continue;
    const transfer = readTransfer(l.row.text);
    if (!transfer || MCR_IN_GENERAL.test(transfer.units)) continue;
    const terms = readTransferTerms(transfer.to);
    const col = (word: string) => Math.max(1, l.text.toUpperCase().indexOf(word.toUpperCase()) + 1);
    if (!receiverKnown(ctx, terms.to)) report(l.line, col(terms.to), 'error', 'TRANSFER', `"${terms.to}" is not an empire this empire has Normal or Full contact with: unit transfers occur only between such empires, named as the sitrep names them (NOVA 6.10)`);
    for (const name of transfer.units.split(/\s*(?:,|&|\band\b)\s*/i).filter((n) => n.trim() !== '')) {
      const key = name.trim().toUpperCase();
      const ship = ctx.ships.get(key);
      const other = ctx.input.units.find((u) => u.empireId === ctx.input.empireId && u.kind !== 'ship' && u.name.trim().toUpperCase() === key);
      if (!ship && !other && !newShips.has(key)) {
        report(l.line, col(name.trim()), 'error', 'TRANSFER', `${name.trim()} is not a unit of this empire: nothing to transfer (NOVA 6.10)`);
        continue;
      }
      if (other && !ship && staysBuilders(other.kind)) report(l.line, col(name.trim()), 'error', 'TRANSFER', `${name.trim()} is an army, SDU or colony: they remain the property of the empire which built them and are not transferred (NOVA 6.10)`);
      const missing = ship?.components ? terms.disable.filter((c) => !ship.components?.has(c as never)) : [];
      if (missing.length > 0) report(l.line, col('disabl'), 'warning', 'TRANSFER', `${name.trim()} has no ${missing.join(', ')} to disable before the transfer (NOVA 6.10)`);
    }
    const conditional = /^\s*CO\b/i.test(l.row.text) || terms.condition !== null;
    if (conditional) report(l.line, 1, 'warning', 'TRANSFER', `a conditional transfer: the turn carries it out only when the GM rules its condition met (Turn → Rulings → Conditional order; NOVA 6.10 "Transfers may be conditional")`);
  }
}
