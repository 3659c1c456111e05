/**
 * The NOVA rules the book leaves open, as game settings with stated defaults
 * (NOVA: 10.2 formula edge cases). Stored in `game.settings.nova`; absent fields take
 * the defaults below.
 */
import { z } from 'zod';

export const novaRulesOptionsSchema = z.looseObject({
  /**
   * A7: DG (n/5−2)² and LT (8−n)² rise again outside their sensible ranges. 'literal'
   * (default) charges the printed formula; 'clamped' charges 0 TP for DG ≤ 10 and LT ≥ 8.
   */
  dgLtCost: z.enum(['literal', 'clamped']).default('literal'),
  /** A8: XL cost per component: 'floor' (default, the book's "1.5(n) rd") or 'exact' (1.5n, rounded with the ship total). */
  xlCost: z.enum(['floor', 'exact']).default('floor'),
  /**
   * A10: smallest SSZ that gets a free (intrinsic) TC at TC level 1, 2, 3…; the book prints
   * TC1–TC5 and "etc."; the default extrapolates one category per level.
   */
  intrinsicTcMinSsz: z.array(z.int().min(0)).default([181, 141, 106, 76, 51, 31, 16, 6, 0]),
  /** A26: a design under 10 MCr costs 0 TP; 'free' (default) allows it, 'forbidden' rejects it. */
  zeroTpDesign: z.enum(['free', 'forbidden']).default('free'),
});
export type NovaRulesOptions = z.infer<typeof novaRulesOptionsSchema>;

export const DEFAULT_NOVA_RULES: NovaRulesOptions = novaRulesOptionsSchema.parse({});

/** The options stored in a game's settings, with defaults for what is missing or unreadable. */
export function novaRulesFromSettings(settings: Record<string, unknown> | undefined): NovaRulesOptions {
  const parsed = novaRulesOptionsSchema.safeParse(settings?.nova ?? {});
  return parsed.success ? parsed.data : DEFAULT_NOVA_RULES;
}
