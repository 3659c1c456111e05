/**
 * NOVA: 6.1 SUBMITTING ORDERS, PENALTIES — the fines the engine can know from the orders.
 *
 * "Newly built ships not named / commissioned by the player will be assigned names by the GM
 * and the empire will be fined 10 MCr per ship the GM must name, even if the name is obvious."
 * "All penalties are cumulative and will be subtracted from the treasury, even if this causes
 * it to go negative, no matter how much."
 *
 * A ship the GM must name: bought with no COMMISSIONS entry left for it, or commissioned under a
 * name the book does not allow (16 characters or more, NOVA 6.11) or one the empire already uses.
 * The fine is charged at step C, after the EXPENDITURES (it is not an expenditure: it never
 * aborts a line, and it may take the treasury below the debt tolerance).
 *
 * The other penalties of 6.1 (paper size, format, designs on the page of the orders,
 * information retrieval, copies, additional) are about the paper the GM holds: the GM rules them
 * (decisions.paperFines) and step C charges them with this one (paper-fines.ts).
 */
import { ownEvent, type TurnEvent } from './events';
import { turnSettingsOf } from './settings';

/** MCr per ship the GM names (game setting; the book's 10, 0: not charged). */
export function namingFine(settings: Record<string, unknown>): number {
  return turnSettingsOf(settings).unnamedShipFine;
}

/**
 * The penalty event for the ships the GM named this turn (unit ids), or null when there is
 * nothing to charge. `mcr` is whole MCr, taken off the treasury.
 */
export function namingPenalty(empireId: string, unitIds: readonly string[], settings: Record<string, unknown>): TurnEvent | null {
  const perShip = namingFine(settings);
  if (unitIds.length === 0 || perShip <= 0) return null;
  return ownEvent('C', empireId, null, { kind: 'penalty', reason: 'unnamed-ship', unitIds: [...unitIds], count: unitIds.length, perUnit: perShip, mcr: unitIds.length * perShip });
}
