/**
 * The battle record (GD §11.6, §11.2, §11.7, §11.8 Battle Sheet): two sides, their combatants with
 * damage counted within the battle, the round reached and the result. Plain data with zod schemas, so
 * the CLI and the archive can read a battle file.
 */
import { z } from 'zod';

export const BATTLE_KINDS = ['space', 'orbital', 'ground'] as const;
export type BattleKind = (typeof BATTLE_KINDS)[number];

export const attackGroupSchema = z.object({ dice: z.int().min(0), threshold: z.int().min(0), groundOnly: z.boolean().optional() });

/**
 * Allocation policies (digest §7.6): LEVEL (default: bring every unit down to 1 Defense left, most
 * Defense first, then destroy cheapest first), CHEAPFIRST (destroy the cheapest outright), PROTECT
 * (LEVEL with the listed types last), FOCUS (as an enemy would: destroy the strongest attackers first),
 * MANUAL (the owner allocates every round: a pending decision).
 */
export const ALLOCATION_KINDS = ['level', 'cheapfirst', 'protect', 'focus', 'manual'] as const;
export const allocationPolicySchema = z.object({
  kind: z.enum(ALLOCATION_KINDS).default('level'),
  /** Unit codes put last under 'protect'. */
  protect: z.array(z.string()).default([]),
});
export type AllocationPolicy = z.infer<typeof allocationPolicySchema>;

export const combatantSchema = z.object({
  id: z.string().min(1),
  sideId: z.string().min(1),
  /** Unit code (FF…BBX), or ODS, SSE, HULL. */
  code: z.string().min(1),
  label: z.string(),
  attack: z.array(attackGroupSchema),
  /** Defense in hits, special-hex bonus included (GD §11.17). */
  defense: z.int().min(1),
  /** Book value in Stellars for VP (GD §5.3). */
  value: z.number().min(0),
  damage: z.int().min(0).default(0),
  destroyed: z.boolean().default(false),
  /** Round it was destroyed in (0 = the free GBDS round). */
  destroyedRound: z.int().nullable().default(null),
  /** GBDS or ODS: fires in the orbital free round (GD §11.2). */
  groundBased: z.boolean().default(false),
  /** A Shipyard: may be given hits, never fires, and does not keep its side in the battle (digest A-12). */
  soakOnly: z.boolean().default(false),
  fighter: z.boolean().default(false),
  /** Capacities, for the carried units after the battle (GD §11.4.1). */
  carriesMi: z.int().min(0).default(0),
  carriesFtr: z.int().min(0).default(0),
  /** Added by a Tactics Card in this encounter: not counted in VP losses (GD §5.3). */
  fromCard: z.boolean().default(false),
  /** The world's unit id, or the planet id for GBDS/ODS/SY/MI, for applying the result. */
  ref: z.string().nullable().default(null),
});
export type Combatant = z.infer<typeof combatantSchema>;

export const sideSchema = z.object({
  id: z.string().min(1),
  /** A player id, or 'neutral', 'pirate', 'alien'. */
  owner: z.string().min(1),
  name: z.string(),
  defender: z.boolean().default(false),
  policy: allocationPolicySchema.default({ kind: 'level', protect: [] }),
  /** Who allocates hits on this side: its owner, or for non-player units the player fighting them (GD §10.4). */
  allocator: z.string().min(1),
  /** MIs carried aboard this side's ships at the start (not targets in space, GD §10.1.2.3). */
  miAboard: z.int().min(0).default(0),
  /** Players score VP; neutrals, pirates and aliens do not. */
  scores: z.boolean().default(true),
});
export type BattleSide = z.infer<typeof sideSchema>;

export const battleResultSchema = z.object({
  winnerId: z.string().nullable(),
  outcome: z.enum(['eliminated', 'mutual', 'stalemate', 'round-limit']),
  rounds: z.int().min(0),
  losses: z.record(z.string(), z.number()),
  startValue: z.record(z.string(), z.number()),
  destroyed: z.record(z.string(), z.array(z.string())),
  survivors: z.record(z.string(), z.array(z.string())),
  /** MIs aboard before and after (GD §11.4.1), Fighters launched and recovered (digest A-14). */
  carried: z.record(z.string(), z.object({ miBefore: z.int(), miAfter: z.int(), ftrBefore: z.int(), ftrAfter: z.int() })),
  vp: z.array(z.object({ sideId: z.string(), tactical: z.int(), strategic: z.int(), total: z.int(), reasons: z.array(z.string()) })),
});
export type BattleResult = z.infer<typeof battleResultSchema>;

export const battleSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(BATTLE_KINDS),
  /** Where: hex id (and half) or free text. */
  where: z.string().default(''),
  sides: z.tuple([sideSchema, sideSchema]),
  combatants: z.array(combatantSchema),
  /** Rounds fought so far (the free round not counted). */
  round: z.int().min(0).default(0),
  /** Orbital battle: the defender's GBDS free round still to fire (GD §11.2). */
  freeRoundPending: z.boolean().default(false),
  /** VP may be earned (false: ground battle with bombardment, GD §5.3). */
  vpEligible: z.boolean().default(true),
  maxRounds: z.int().min(1).default(100),
  /** 'dice' (a d10 per attack) or 'table' (one D20 per battery on the App B Battle Table, digest A-24). */
  method: z.enum(['dice', 'table']).default('dice'),
  /** Fighters beyond the surviving carriers' room after the battle (digest A-14). */
  orphanFighters: z.enum(['lost', 'kept']).default('lost'),
  result: battleResultSchema.nullable().default(null),
});
export type Battle = z.infer<typeof battleSchema>;
export type BattleInput = z.input<typeof battleSchema>;

/** A checked battle (defaults filled), or the problems. */
export function readBattle(value: unknown): { ok: true; battle: Battle } | { ok: false; problems: { where: string; message: string }[] } {
  const parsed = battleSchema.safeParse(value);
  if (parsed.success) return { ok: true, battle: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((i) => ({ where: i.path.map(String).join('.') || '(battle)', message: i.message })) };
}

/** Hits still needed to destroy a combatant. */
export function remaining(c: Combatant): number {
  return Math.max(0, c.defense - c.damage);
}
