/**
 * Game settings of the order checker, for the rules the book leaves open. Stored in
 * `game.settings.orders`; absent fields take the defaults below.
 */
import { z } from 'zod';

export const orderSettingsSchema = z.looseObject({
  /**
   * NOVA: 6.11 "can't jump directly to the system it starts the turn in". 'hop' (default,
   * the digest's reading 1): no single hop may lead back into the system it leaves (a looping
   * warp line, a star gate with both ends in one system). 'route-end' (reading 2): a route may
   * not end in its starting system.
   */
  jumpBack: z
    .enum(['hop', 'route-end'])
    .default('hop')
    .meta({
      title: 'Jumping back into the starting system (6.11)',
      description: 'A ship "can\'t jump directly to the system it starts the turn in" (NOVA 6.11). hop: no single hop may lead back into the system it leaves (a looping warp line, a star gate with both ends in one system). route-end: a route may not end in its starting system.',
    }),
  /**
   * NOVA: 4.3, 10.3 A13 — the GM's debt tolerance: MCr an empire may spend beyond the money it
   * has, never more than the turn's income and none while in debt. Default 50, the book's own
   * figure ("no more than 50 MCr past what the empire spent"; Harry Hun spends 956 of 921 MCr:
   * −35, then 70 to clear with the one-time 100% interest).
   */
  overspendAllowance: z
    .number()
    .min(0)
    .default(50)
    .meta({
      title: 'Overspend allowance, MCr (4.3, A13)',
      description: 'Deficit spending: an empire may spend up to this many MCr more than it has, never more than its income for the turn and nothing new while it is in debt (NOVA 4.3). Lines beyond it abort in reverse order of priority. 50: the book\'s figure (Harry Hun spends 956 of 921 MCr: −35, and 70 to clear next turn). 0: no debt at all.',
    }),
  /**
   * NOVA: 10.4 A24 — activity letters that take a Guard (G) ship away from its warp point;
   * flagged on the sheet and aborted at step D (turn/guard-activities.ts).
   */
  guardLeavesWarpPoint: z
    .array(z.string())
    .default(['E', 'L', 'D', 'A', 'O', 'X'])
    .meta({
      title: 'Activities that take a Guard ship off its warp point (A24)',
      description: 'A ship with G orders "can\'t be given activity orders that will cause them to leave the Warp Point. If this occurs the activity orders are aborted" (NOVA CONTACT ORDERS); the book does not list them. These letters are flagged on the sheet and aborted by the turn (step D, said on the sitrep).',
    }),
  /** NOVA: CONTACT ORDERS T — "As per Guard except don't make contact": is a T ship held to its warp point as a G ship is (turn/guard-activities.ts)? */
  tolerateKeepsWarpPoint: z
    .boolean()
    .default(true)
    .meta({
      title: 'Tolerate ships keep to their warp point (T, "as per Guard")',
      description: 'Tolerate (T) is "As per Guard except don\'t make contact" (NOVA CONTACT ORDERS), and a Guard ship "can\'t be given activity orders that will cause them to leave the Warp Point". On: a ship whose first contact order is T loses those activities too (the letters above), flagged on the sheet and aborted at step D. Off: only G ships are held; T only copies Guard\'s dealings with aliens.',
    }),
  /** NOVA: CARGO HOLDS — "Unless specified in a player's orders, cargo is loaded in cheapest / smallest / alphabetical order" (orders/cargo-order.ts). */
  cargoOrder: z
    .enum(['book', 'written'])
    .default('book')
    .meta({
      title: 'Cargo loading order (CARGO HOLDS)',
      description: 'The order a ship\'s cargo is loaded in, holds first to last: it decides what stays behind when not everything fits, and which hold a critical hit empties. book: cheapest, smallest, alphabetical (NOVA CARGO HOLDS), unless the sheet\'s GENERAL block says "Load cargo as written". written: as written in the parentheses after the ship, unless the sheet says "Load cargo cheapest first".',
    }),
  /** NOVA: WRITING ORDERS — "If stated cargo is not available the GM may abort the movement of unarmed transports left with no cargo" (turn/empty-transports.ts). */
  emptyTransports: z
    .enum(['abort', 'move'])
    .default('move')
    .meta({
      title: 'Unarmed transports left with no cargo (6.8)',
      description: 'An unarmed ship whose row lists cargo that is not there to load, and which carries nothing after loading (NOVA WRITING ORDERS: "the GM may abort the movement of unarmed transports left with no cargo"). move (default: "all orders will be executed if possible", NOVA INTERPRETATION OF ORDERS): it moves empty. abort: it stays where it is and its empire is told (CARGO-ABORT); its other orders stand.',
    }),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

export const DEFAULT_ORDER_SETTINGS: OrderSettings = orderSettingsSchema.parse({});

/** The settings stored in a game's settings, with defaults for what is missing or unreadable. */
export function orderSettingsOf(settings: Record<string, unknown> | undefined): OrderSettings {
  const parsed = orderSettingsSchema.safeParse(settings?.orders ?? {});
  return parsed.success ? parsed.data : DEFAULT_ORDER_SETTINGS;
}
