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
  jumpBack: z.enum(['hop', 'route-end']).default('hop'),
  /**
   * NOVA: 10.3 A13 — MCr an empire may spend beyond the money it has before lines abort
   * (the GM's debt tolerance). Default 0: every line beyond the money available aborts.
   */
  overspendAllowance: z.number().min(0).default(0),
  /**
   * NOVA: 10.4 A24 — activity letters that take a Guard (G) ship away from its warp point;
   * flagged as warnings for the GM to rule.
   */
  guardLeavesWarpPoint: z.array(z.string()).default(['E', 'L', 'D', 'A', 'O', 'X']),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

export const DEFAULT_ORDER_SETTINGS: OrderSettings = orderSettingsSchema.parse({});

/** The settings stored in a game's settings, with defaults for what is missing or unreadable. */
export function orderSettingsOf(settings: Record<string, unknown> | undefined): OrderSettings {
  const parsed = orderSettingsSchema.safeParse(settings?.orders ?? {});
  return parsed.success ? parsed.data : DEFAULT_ORDER_SETTINGS;
}
