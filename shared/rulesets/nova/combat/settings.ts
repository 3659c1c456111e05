/**
 * NOVA combat rule switches: where the rulebook is silent or ambiguous, Warpdesk follows the
 * digest's default (§18) and lets the GM change it per game: they are game settings
 * (`game.settings.combat`, the Settings group "NOVA: space combat") that turn battles and new
 * battles start from, and each battle file stores a copy so it replays with the switches it
 * was resolved under.
 */
import { z } from 'zod';

export const combatSettingsSchema = z.looseObject({
  /** A warp-cannon hit on a layer at 0 is re-classified with the next layer's multiplier (L1033 "upgraded"); false: carry the raw WD. */
  wcUpgradeUsesNextMultiplier: z.boolean().default(true).meta({ title: 'Warp cannon: upgraded hit uses the next layer\'s multiplier', description: 'A warp-cannon hit on a layer already at 0 is "upgraded" (NOVA L1033). On: re-classified with the next layer\'s multiplier. Off: the raw WD is carried on.' }),
  /** A warp-cannon shield hit takes at most one SI from the shields (the general burn-through rule). */
  wcShieldHitCappedBySI: z.boolean().default(true).meta({ title: 'Warp cannon: shield hit capped by SI', description: 'On: a warp-cannon hit on the shields takes at most one SI from them, as other burn-through hits do. Off: no cap.' }),
  /** Each IE/JD critical removes one more level; false: a second hit on the same drive has no effect. */
  cumulativeDriveCrits: z.boolean().default(true).meta({ title: 'IE/JD critical hits are cumulative', description: 'On: each IE or JD critical removes one more level. Off: a second hit on the same drive has no effect.' }),
  /** An SM critical clamps the current shields to the new maximum (SL = min(SL, SLmax)); false: SL −= SI. */
  smCritClampsCurrentShield: z.boolean().default(true).meta({ title: 'SM critical clamps the current shields', description: 'On: after an SM critical the current shields are at most the new maximum (SL = min(SL, SLmax)). Off: SL drops by SI.' }),
  /** Echoes are shown when the attacking side attempted no probe (not only when every probe failed). */
  echoesWhenNoProbeAttempted: z.boolean().default(true).meta({ title: 'Echoes shown when no probe was tried', description: 'On: EW echoes are shown when the attacking side tried no sensor probe, not only when every probe failed.' }),
  /** A declined jump restarts the cycle on the next round. */
  jdRestartNextRound: z.boolean().default(true).meta({ title: 'A declined jump restarts the JD cycle next round', description: 'On: a ship that could jump and stays starts its JD cycle again on the next round.' }),
  /** Laser codes beyond the printed chart edges use the closed forms; false: clamp to the edge (max R). */
  extrapolateLaserCodes: z.boolean().default(true).meta({ title: 'Laser codes beyond the printed chart', description: 'On: laser codes past the chart\'s edges use the closed forms. Off: they are clamped to the edge (max R).' }),
  /** SR = 0 for a ship with no working shields (the minimum of 1 only applies to ships with shields). */
  srZeroWithoutShields: z.boolean().default(true).meta({ title: 'SR 0 without working shields', description: 'On: a ship with no working shields has SR 0 (the minimum of 1 applies only to ships with shields).' }),
  /** Shields are full again at the start of the next battle. */
  resetShieldsAfterBattle: z.boolean().default(true).meta({ title: 'Shields full at the next battle', description: 'On: shields are full again when the next battle starts.' }),
  /** Intrinsic TC continues one size class per level beyond TC5 (TC6 DE, TC7 FG, …). */
  tcIntrinsicExtrapolation: z.boolean().default(true).meta({ title: 'Intrinsic TC beyond TC5', description: 'On: the free TC goes on one size class per level past TC5 (TC6 DE, TC7 FG, …).' }),
  /** Which image is real when echoes are shown and the defender has not chosen: 'first' (the real ship) or 'random' (a seeded d-roll). */
  echoDefault: z.enum(['real', 'random']).default('random').meta({ title: 'Real image when the defender did not choose', description: 'When echoes are shown and the defender has not said which image is real. random: a seeded roll. real: the first image (the real ship).' }),
  /**
   * NOVA: LOSS OF DETECTION DURING COMBAT — "The opening range is equal to the longest ranged SN
   * present." 'detection': the longest detection range present (SN, at least 20 hexes, which ships
   * without SN detect at); 'sensor': the highest SN level present, as printed (20 when no ship has SN).
   */
  meetingRange: z.enum(['detection', 'sensor']).default('detection').meta({ title: 'Meeting engagement: opening range', description: 'After a loss of detection both sides stay: the battle starts again this many hexes apart (NOVA: LOSS OF DETECTION DURING COMBAT, "the longest ranged SN present"). detection: the longest detection range present (an SN level, but never under the 20 hexes every ship detects at). sensor: the highest SN level present as printed, even under 20 (20 when no ship has SN).' }),
  /**
   * NOVA: CONTACT ORDERS U "Will use SN if so equipped"; HOSTILITIES "Their tactics will maximise
   * survival": do ships that run (R, and F and other orders that default to R) keep their SN in use
   * under the default tactics? Off (Warpdesk's reading): only U ships among them do.
   */
  evadingShipsUseSensors: z.boolean().default(false).meta({ title: 'Ships that run use their sensors', description: 'Under the default tactics, ships whose contact order makes them run in a battle (R, F, and orders that default to R) keep their SN in use and probe. Off: they switch it off, as using SN is announced, a counter-probe identifies them and a long SN keeps the enemy detected; only U ships run with SN in use ("Will use SN if so equipped", NOVA: CONTACT ORDERS). On: every ship in the battle uses its SN ("ships engaged in combat will use Sensors", NOVA: HOSTILE ACTIONS).' }),
  /** NOVA: CONTACT ORDERS F "An armed ship will fight only to maximise its sides survival": whom an armed F ship fires at. */
  friendlyArmedFiresAt: z.enum(['side', 'self']).default('side').meta({ title: 'Armed F ships fire at', description: 'An armed ship with Friendly orders "will fight only to maximise its sides survival" (NOVA: CONTACT ORDERS). side: it fires at enemy ships that have fired on any ship of its side. self: only at ships that have fired on it, as an armed R ship does.' }),
  /** Rounds after which an unfinished battle stops and is reported as undecided (a safety limit; the rules have none). */
  maxRounds: z.int().min(1).default(100).meta({ title: 'Safety limit, rounds', description: 'An unfinished battle stops after this many rounds and is reported as undecided (the rules have no limit).' }),
});

export type CombatSettings = z.infer<typeof combatSettingsSchema>;

export const DEFAULT_COMBAT_SETTINGS: CombatSettings = combatSettingsSchema.parse({});

/**
 * The game-level group (`game.settings.combat`, Settings "NOVA: space combat"): the switches a
 * battle file carries, and how turn battles set up (not stored in battle files).
 */
export const combatGameSettingsSchema = combatSettingsSchema.extend({
  /**
   * NOVA: IN-SYSTEM SETUP — "unarmed ships in an explored system are not at the warp point" unless
   * they carry an SS or have orders that keep them there; the book does not say how far away they
   * are. Hexes from the warp point centre, in their side's direction (Warpdesk's choice).
   */
  awayFromWarpPoint: z
    .int()
    .min(1)
    .default(10)
    .meta({
      title: 'Unarmed ships away from the warp point, hexes (IN-SYSTEM SETUP)',
      description: 'Without a (D/n) set-up, unarmed ships in a system their empire explored are not at the warp point unless they carry a Sensor Screen or have orders that keep them there (G, I, W). The book does not say where they are: Warpdesk sets them up this many hexes out, in their side\'s direction.',
    }),
});
export type CombatGameSettings = z.infer<typeof combatGameSettingsSchema>;

/** The game's combat settings, defaults for what is missing or unreadable. */
export function combatSettingsOf(settings: Record<string, unknown> | undefined): CombatGameSettings {
  const parsed = combatGameSettingsSchema.safeParse(settings?.combat ?? {});
  return parsed.success ? parsed.data : combatGameSettingsSchema.parse({});
}

/** The switches a battle file stores, from the game's combat settings (the set-up ones left out). */
export function battleSwitches(settings: CombatSettings | CombatGameSettings): CombatSettings {
  const { awayFromWarpPoint: _away, ...switches } = settings as CombatGameSettings;
  return switches;
}

/** Hexes from the warp point where unarmed ships away from it set up (NOVA: IN-SYSTEM SETUP; a game setting). */
export function awayFromWarpPointOf(settings: CombatSettings | CombatGameSettings): number {
  return (settings as Partial<CombatGameSettings>).awayFromWarpPoint ?? combatGameSettingsSchema.parse({}).awayFromWarpPoint;
}

/** Settings from stored data: unknown keys kept, missing ones filled with the defaults; bad values reported. */
export function readCombatSettings(value: unknown): { ok: true; settings: CombatSettings } | { ok: false; reason: string } {
  const parsed = combatSettingsSchema.safeParse(value ?? {});
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => `settings.${i.path.join('.')}: ${i.message}`).join('; ') };
  return { ok: true, settings: parsed.data };
}
