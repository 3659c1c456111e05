/**
 * NOVA: SHIP COMMISSIONS (6.11): "It is required that all ships be assigned a name or
 * alpha-numeric designation the turn they are constructed. This must be unique and less than 16
 * characters in length. Ships not uniquely named can't be given orders."
 *
 * New ships get a valid name at step C (construction-build.ts: the GM names the others, at a
 * fine, penalties.ts). Two ships of one empire can still share a name — a ship received by
 * transfer or captured under a name the empire already uses, an edited archive: such a ship
 * "can't be given orders": a row naming it is not carried out (step D, order error NOT-UNIQUE;
 * the order checker says the same) until the GM renames one of them. Pure.
 */
import type { Unit } from '../../../model/entities';

/** Upper-case names that two or more of `empireId`'s ships share. */
export function sharedShipNames(units: readonly Unit[], empireId: string): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const u of units) {
    if (u.empireId !== empireId || u.kind !== 'ship') continue;
    const name = u.name.trim().toUpperCase();
    if (name === '') continue;
    if (seen.has(name)) shared.add(name);
    seen.add(name);
  }
  return shared;
}

/** The order error's words for a row naming a shared name. */
export function notUniqueReason(name: string): string {
  return `${name.trim()}: two or more ships of this empire have this name; ships not uniquely named can't be given orders (NOVA SHIP COMMISSIONS): the GM renames one of them`;
}
