/**
 * NOVA combat rule switches: where the rulebook is silent or ambiguous, Warpdesk follows the
 * digest's default (§18) and lets the GM change it per game. Stored with the battle so a
 * battle replays with the switches it was resolved under.
 */
import { z } from 'zod';

export const combatSettingsSchema = z.looseObject({
  /** A warp-cannon hit on a layer at 0 is re-classified with the next layer's multiplier (L1033 "upgraded"); false: carry the raw WD. */
  wcUpgradeUsesNextMultiplier: z.boolean().default(true),
  /** A warp-cannon shield hit takes at most one SI from the shields (the general burn-through rule). */
  wcShieldHitCappedBySI: z.boolean().default(true),
  /** Each IE/JD critical removes one more level; false: a second hit on the same drive has no effect. */
  cumulativeDriveCrits: z.boolean().default(true),
  /** An SM critical clamps the current shields to the new maximum (SL = min(SL, SLmax)); false: SL −= SI. */
  smCritClampsCurrentShield: z.boolean().default(true),
  /** Echoes are shown when the attacking side attempted no probe (not only when every probe failed). */
  echoesWhenNoProbeAttempted: z.boolean().default(true),
  /** A declined jump restarts the cycle on the next round. */
  jdRestartNextRound: z.boolean().default(true),
  /** Laser codes beyond the printed chart edges use the closed forms; false: clamp to the edge (max R). */
  extrapolateLaserCodes: z.boolean().default(true),
  /** SR = 0 for a ship with no working shields (the minimum of 1 only applies to ships with shields). */
  srZeroWithoutShields: z.boolean().default(true),
  /** Shields are full again at the start of the next battle. */
  resetShieldsAfterBattle: z.boolean().default(true),
  /** Intrinsic TC continues one size class per level beyond TC5 (TC6 DE, TC7 FG, …). */
  tcIntrinsicExtrapolation: z.boolean().default(true),
  /** Which image is real when echoes are shown and the defender has not chosen: 'first' (the real ship) or 'random' (a seeded d-roll). */
  echoDefault: z.enum(['real', 'random']).default('random'),
  /** Rounds after which an unfinished battle stops and is reported as undecided (a safety limit; the rules have none). */
  maxRounds: z.int().min(1).default(100),
});

export type CombatSettings = z.infer<typeof combatSettingsSchema>;

export const DEFAULT_COMBAT_SETTINGS: CombatSettings = combatSettingsSchema.parse({});

/** Settings from stored data: unknown keys kept, missing ones filled with the defaults; bad values reported. */
export function readCombatSettings(value: unknown): { ok: true; settings: CombatSettings } | { ok: false; reason: string } {
  const parsed = combatSettingsSchema.safeParse(value ?? {});
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => `settings.${i.path.join('.')}: ${i.message}`).join('; ') };
  return { ok: true, settings: parsed.data };
}
