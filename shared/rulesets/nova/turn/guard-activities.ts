/**
 * NOVA: CONTACT ORDERS, Guard (G): "Ships with this order can't be given activity orders that will
 * cause them to leave the Warp Point. If this occurs the activity orders are aborted."
 *
 * Which activities take a ship off its warp point the book does not list (digest §10.4 A24): the
 * game setting `guardLeavesWarpPoint` (Settings → NOVA: orders; E, L, D, A, O, X by default) says.
 * Carried out at step D when a row's orders are given to its ships: those activities are taken off
 * a ship whose first contact order is G (the others, and S, stay), and the empire is told on its
 * sitrep (order error G-ACTIVITY). The order checker flags the same row first (orders/check-movement.ts).
 *
 * NOVA: CONTACT ORDERS, Tolerate (T): "As per Guard except don't make contact." The restriction comes
 * with "as per Guard": a ship whose first contact order is T is held to its warp point the same way.
 * The book says it only of "ships with this order" under G, so the setting `tolerateKeepsWarpPoint`
 * (Settings → NOVA: orders; on by default) lets the GM read T without it.
 * Pure.
 */
import type { ActivityOrder } from '../orders/sheet';

export interface GuardAbort {
  /** The activities kept. */
  kept: ActivityOrder[];
  /** The letters aborted, as written. */
  aborted: string[];
}

/** Whether a row's first contact order holds its ships to their warp point: G, and T "as per Guard" unless the setting says not. */
export function heldToWarpPoint(contact: readonly string[], tolerateToo = true): boolean {
  return contact[0] === 'G' || (tolerateToo && contact[0] === 'T');
}

/**
 * The activities a row keeps when its first contact order is G (or T, `tolerateToo`); `leaving` the
 * letters that leave the warp point (the setting).
 */
export function guardActivities(contact: readonly string[], activity: readonly ActivityOrder[], leaving: readonly string[], tolerateToo = true): GuardAbort {
  if (!heldToWarpPoint(contact, tolerateToo)) return { kept: [...activity], aborted: [] };
  const off = new Set(leaving.map((l) => l.toUpperCase()));
  const aborted = activity.filter((a) => a.letter !== 'S' && off.has(a.letter.toUpperCase())).map((a) => a.letter);
  return { kept: activity.filter((a) => !aborted.includes(a.letter)), aborted };
}

/** The sitrep's reason for a G-ACTIVITY order error; `letter` the row's first contact order (G or T). */
export function guardAbortReason(aborted: readonly string[], letter = 'G'): string {
  const who = letter === 'T' ? 'T (tolerate, "as per Guard")' : 'G (guard)';
  return `${who}: ${aborted.join(', ')} would take the ship away from its warp point; "if this occurs the activity orders are aborted" (NOVA CONTACT ORDERS)`;
}
