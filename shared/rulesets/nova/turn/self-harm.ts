/**
 * NOVA: INTERPRETATION OF ORDERS (6.5): "The only exceptions to this are any orders that would
 * result in self inflicted damage to one's own units. (Ex - a ship will not devastate a system
 * colonised by its empire, unless the special orders state that this is supposed to happen."
 *
 * A ship with D (or Z) does not devastate a system its own empire has colonised; the empire is
 * told (order error SELF-HARM, step J). A special order `SO: Devastate ALGOL` on this turn's sheet
 * says it is supposed to happen: that empire's D ships devastate ALGOL although it is its own.
 * Only a special order (SO) does: the book names no other. Pure.
 */
import type { EmpireOrders } from './types';

const SO_DEVASTATE = /^\s*(?:SO|special|specific)\b\s*(?:orders?\s*)?[:.-]\s*devastate\s+(?:own\s+system\s+)?(\S.*?)\s*\.?\s*$/i;

/** The system named by `SO: Devastate <system>`, or null. */
export function readSelfHarmOrder(text: string): string | null {
  if (text.length > 200) return null;
  const m = SO_DEVASTATE.exec(text);
  return m ? (m[1] as string).trim() : null;
}

/** Upper-case system names `orders` allow the empire's own ships to devastate this turn. */
export function selfHarmAllowed(orders: EmpireOrders | undefined): Set<string> {
  const out = new Set<string>();
  for (const l of orders?.lines ?? []) {
    if (l.row?.kind !== 'general') continue;
    const name = readSelfHarmOrder(l.row.text);
    if (name) out.add(name.toUpperCase());
  }
  return out;
}

/** The order error's words when a ship will not devastate its own system. */
export function selfHarmReason(shipName: string, systemName: string): string {
  return `${shipName} will not devastate ${systemName}, a system colonised by its own empire, unless a special order says so ("SO: Devastate ${systemName}", NOVA INTERPRETATION OF ORDERS)`;
}
