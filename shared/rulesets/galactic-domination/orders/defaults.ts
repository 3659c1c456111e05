/**
 * Missing orders (digest §5.5 [P]): a player with no sheet holds every fleet, builds and buys nothing,
 * and every choice takes the house rules' default; with the house rule 'standing', last turn's standing
 * instructions stay in force.
 */
import type { World } from '../world/world';
import { emptyOrders, type PlayerOrders } from './model';

/** Orders for every player of the world: those given, and the defaults for the rest. */
export function ordersForTurn(world: World, given: Readonly<Record<string, PlayerOrders>>, previous: Readonly<Record<string, PlayerOrders>> = {}): { orders: Record<string, PlayerOrders>; defaulted: string[] } {
  const orders: Record<string, PlayerOrders> = {};
  const defaulted: string[] = [];
  for (const p of world.players) {
    const g = given[p.id];
    if (g) {
      orders[p.id] = g;
      continue;
    }
    defaulted.push(p.id);
    const keep = world.mail.missingOrders === 'standing' ? previous[p.id]?.standing : undefined;
    orders[p.id] = keep ? { ...emptyOrders(p.id), standing: keep } : emptyOrders(p.id);
  }
  return { orders, defaulted };
}
