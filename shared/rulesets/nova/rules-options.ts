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
  dgLtCost: z
    .enum(['literal', 'clamped'])
    .default('literal')
    .meta({ title: 'DG and LT tech-point cost (A7)', description: 'literal: the printed formulas (n/5−2)² and (8−n)², which rise again below DG10 and above LT8. clamped: DG ≤ 10 and LT ≥ 8 cost 0 TP.' }),
  /** A8: XL cost per component: 'floor' (default, the book's "1.5(n) rd") or 'exact' (1.5n, rounded with the ship total). */
  xlCost: z
    .enum(['floor', 'exact'])
    .default('floor')
    .meta({ title: 'XL component cost (A8)', description: 'floor: each XL costs floor(1.5n), the book\'s "1.5(n) rd". exact: 1.5n, rounded only with the ship total.' }),
  /**
   * A10: smallest SSZ that gets a free (intrinsic) TC at TC level 1, 2, 3…; the book prints
   * TC1–TC5 and "etc."; the default extrapolates one category per level.
   */
  intrinsicTcMinSsz: z
    .array(z.int().min(0))
    .default([181, 141, 106, 76, 51, 31, 16, 6, 0])
    .meta({ title: 'Intrinsic TC: smallest SSZ per TC level (A10)', description: 'Entry n is the smallest ship that gets a free TC at TC level n. The book prints TC1–TC5 (CS, CC, CR, CL, DD and up) and "etc."; the default goes on one category per level.' }),
  /** A26: a design under 10 MCr costs 0 TP; 'free' (default) allows it, 'forbidden' rejects it. */
  zeroTpDesign: z
    .enum(['free', 'forbidden'])
    .default('free')
    .meta({ title: 'Designs under 10 MCr (A26)', description: 'floor(sqrt(cost/10)) is 0 TP for a ship under 10 MCr. free: such a design costs 0 TP. forbidden: it is rejected.' }),
  /**
   * NOVA: REPAIRING SHIPS — "Partial repairs are allowed" but the book does not say what a partial
   * repair mends first (repair-cost.ts `repairWith`).
   */
  repairOrder: z
    .enum(['components', 'hull', 'cheapest'])
    .default('components')
    .meta({
      title: 'Partial repairs mend first (REPAIRING SHIPS)',
      description: 'When the money ordered for a repair does not pay the whole bill ("Partial repairs are allowed", NOVA REPAIRING SHIPS), what is mended first. components: destroyed components (in design order, each only whole), then IE and JD levels, structure, armour. hull: structure, armour, then IE and JD levels, then components. cheapest: the cheapest parts first (a point of armour or structure, then drive levels and components by price), so the money mends as many parts as it can.',
    }),
});
export type NovaRulesOptions = z.infer<typeof novaRulesOptionsSchema>;

export const DEFAULT_NOVA_RULES: NovaRulesOptions = novaRulesOptionsSchema.parse({});

/** The options stored in a game's settings, with defaults for what is missing or unreadable. */
export function novaRulesFromSettings(settings: Record<string, unknown> | undefined): NovaRulesOptions {
  const parsed = novaRulesOptionsSchema.safeParse(settings?.nova ?? {});
  return parsed.success ? parsed.data : DEFAULT_NOVA_RULES;
}
