/**
 * Every rule the Dark Nebula source leaves open (digest §10, A1–A52) as one game setting with its
 * stated default, plus the per-game visibility policy and a few safety limits the source does not
 * have (marked "not in the source"). Stored in game.settings.darkNebulaRules.
 */
import { z } from 'zod';

const rate = z.int().min(0).max(100);
const incomeRates = z.object({
  base: rate.default(10),
  perType1: rate.default(4),
  perType2: rate.default(1),
});

const TECH_DEFAULT = { ru: 0, beam: 0, missile: 0, screen: 0, jump: 0 };
const techEffect = (defaults: Partial<typeof TECH_DEFAULT>) =>
  z
    .object({ ru: z.int().min(-20).max(50), beam: z.int().min(-3).max(3), missile: z.int().min(-3).max(3), screen: z.int().min(-3).max(3), jump: z.int().min(-3).max(3) })
    .default({ ...TECH_DEFAULT, ...defaults });

const incomeSchema = z
  .object({
    hierate: incomeRates.prefault({}),
    solomani: incomeRates.prefault({}),
    vilani: incomeRates.prefault({}),
    kingdom: z
      .object({ base: rate.default(10), aslanType1: rate.default(4), aslanType2: rate.default(1), humanType1: rate.default(4), humanType2: rate.default(1) })
      .prefault({}),
  });

const techEffectsSchema = z
  .object({
    'vast-resources': techEffect({}),
    'resource-discovery': techEffect({}),
    'missile-tech': techEffect({ missile: 1 }),
    'beam-tech': techEffect({ beam: 1 }),
    'screen-tech': techEffect({ screen: 1 }),
    'jump-tech': techEffect({ jump: 1 }),
  });

export const darkNebulaSettingsSchema = z.object({
  // A1, A47: income tables lost.
  income: incomeSchema
    .default(() => incomeSchema.parse({}))
    .meta({
      title: 'Income (A1, A47)',
      description: 'DN §7.0–§10.0: every income table is missing. Placeholder from the original game: 10 RU + 4 a Type-1 + 1 a Type-2 box owned and connected to the capital. The Kingdom has separate rates for Aslan-populated (AH sheet) and human-populated boxes.',
    }),
  incomeConnection: z.enum(['capital', 'capital-or-type1']).default('capital').meta({
    title: 'Income needs a connection to',
    description: "DN §7.0: 'capital' (default) the capital only; 'capital-or-type1' a Type-2 box may instead be connected to a friendly Type-1 box (the lost tables may have used it).",
  }),
  // A3
  humanBattleship: z.enum(['vilani', 'solomani', 'both']).default('vilani').meta({
    title: 'Human BB 7-12-9[5] belongs to (A3)',
    description: 'Charts: the BB row lost its column. Default Vilani (Imperium red counters, permit list, suppression fleet).',
  }),
  humanPdAt: z.enum(['both', 'solomani', 'vilani']).default('both').meta({
    title: 'Human PD and AT rows belong to (A3)',
    description: 'Charts: the PD (×3) and AT (7, 8) rows appear once. Default both human factions.',
  }),
  independentTransports: z.int().min(0).max(10).default(4).meta({
    title: 'Independent transports in the bag (A3)',
    description: 'DN §14.0 and the hire chart call for 4 independent TR; Table 1 reads ×2. Default 4.',
  }),
  poolOverrides: z.record(z.string(), z.int().min(0).max(20)).default({}).meta({
    title: 'Force pool overrides',
    description: 'Counts per unit class id that replace the unit-count charts (the source tables are partly lost).',
  }),
  groundPools: z
    .record(z.string().regex(/^(aslan|solomani|vilani|independent)\.(RT|JT|AT)$/, "a pool is named 'aslan', 'solomani', 'vilani' or 'independent', a dot, and RT, JT or AT (e.g. 'vilani.JT')"), z.array(z.int().min(1).max(20)).max(20))
    .default({})
    .meta({
    title: 'Face-down ground pools',
    description: "Strengths per pool ('aslan.RT', 'vilani.JT', 'independent.AT'…) that replace Table 1's at the setup; a game in play keeps its own pools.",
  }),
  // A4, A5, A6, A7, A8, A9
  srmLostTarget: z.enum(['lost', 'retarget']).default('lost').meta({
    title: 'Short-range missile shot whose target died to beams (A4)',
    description: "DN §5.0: 'lost' (default): one shot at the paired enemy, nothing else; 'retarget': fire at another enemy of the group.",
  }),
  concentratedShort: z.enum(['halve-then-double', 'double-then-halve']).default('halve-then-double').meta({
    title: 'Concentrated fire at short range (A5)',
    description: "DN §5.0: 'halve-then-double' (default, missile 9 → 4 → 8) or 'double-then-halve' (9 → 12 → 6).",
  }),
  rangeCount: z.enum(['all-present', 'engaged']).default('all-present').meta({
    title: "'Side with fewer ships' counts (A6)",
    description: "DN §5.0 range roll: 'all-present' (default) every ship unit in the hex at the start of the round, fighters in space included; 'engaged' only ships not withheld last round.",
  }),
  withdrawalRound1: z.boolean().default(true).meta({
    title: 'Withdrawal allowed in round 1 (A7)',
    description: 'DN §5.0: declared right after range is set, in any round including round 1, also by ships that were obliged to attack. Default yes.',
  }),
  withdrawIntoIndependents: z.boolean().default(false).meta({
    title: 'A system with independents counts as empty for withdrawal (A8)',
    description: 'DN §5.0: default no: unallied independent forces make a system non-empty.',
  }),
  spaceRoundLimit: z.int().min(5).max(500).default(60).meta({
    title: 'Space combat round limit (not in the source)',
    description: 'A safety stop for battles nobody can win (every hit number 7 or more and no withdrawal): after this many rounds the battle is left as a draw and flagged to the GM.',
  }),
  groundRoundLimit: z.int().min(5).max(500).default(60).meta({
    title: 'Ground combat round limit (not in the source)',
    description: 'A safety stop for ground fights no one can decide; both sides stay, flagged to the GM.',
  }),
  // A10
  optionalBattles: z.enum(['attack', 'decline']).default('attack').meta({
    title: 'Battles where the phase player was not stopped (A10)',
    description: 'DN §4.0, §5.0: only the phase player may start a battle; mandatory where its ships were stopped this phase. Elsewhere the standing instructions decide; this is the default when they say nothing.',
  }),
  groundEveryPhase: z.boolean().default(false).meta({
    title: 'Ground combat in every combat phase (A10)',
    description: "Default no: ground combat in the phase player's combat phases, where a box holds both sides' ground units.",
  }),
  // A11
  homeHexWithoutShips: z.boolean().default(true).meta({
    title: 'Home-sheet star hex with no ships belongs to its home player (A11)',
    description: 'A star hex is controlled by the side whose ships are there with no enemy ships; an empty home-sheet star hex by its home player.',
  }),
  // A12
  bombardFailedModifier: z.boolean().default(false).meta({
    title: 'Maintenance-failed −1 applies to bombardment (A12)',
    description: 'DN §5.0 names the −1 for space combat only. Default no.',
  }),
  // A13
  landingNoGround: z.enum(['both-remain', 'lander-takes']).default('both-remain').meta({
    title: 'Landing where neither side has ground units (A13)',
    description: "Default 'both-remain': the box stays the defender's until a ground attack removes its units.",
  }),
  // A14
  firstFire: z.enum(['per-group', 'per-side']).default('per-group').meta({
    title: 'First fire decided (A14)',
    description: "DN §5.0: 'per-group' (default): in any group where pure JT face pure RT or pure AT; 'per-side': only if the whole sides are so.",
  }),
  // A15
  fightersBlock: z.boolean().default(false).meta({
    title: 'Fighters in a star hex stop enemy jumps (A15)',
    description: 'DN §4.0 concludes that fighters cannot block enemy movement. Default no.',
  }),
  // A16, A17
  frontierRepair: z.enum(['greater', 'greater-or-equal']).default('greater').meta({
    title: 'Frontier repair roll (A16)',
    description: "DN §7.0 says the roll must exceed (越えれば) the maintenance value: 'greater' (default); 'greater-or-equal' as for upkeep.",
  }),
  civilizedRepair: z.enum(['instead', 'on-top']).default('instead').meta({
    title: 'Civilized repair cost (A17)',
    description: "Maintenance + 1 RU: 'instead' of the upkeep (default) or 'on-top' of it. The 50% B2 pays its full printed value + 1 (7).",
  }),
  // A18
  failedJumpFreezesAll: z.boolean().default(true).meta({
    title: 'A failed jump check freezes the ship for the player turn (A18)',
    description: "DN §7.0 'cannot move at all that player turn': default yes, sublight and the reaction phase included.",
  }),
  // A19
  streaksAcrossBothTurns: z.boolean().default(true).meta({
    title: 'Victory streaks count every player turn (A19)',
    description: "DN §13.0 'consecutive player turns': default yes, both players' turns, each with the start-and-end-held test.",
  }),
  // A20
  turn0Negotiation: z.enum(['aslan', 'none']).default('aslan').meta({
    title: 'Turn 0: who may negotiate (A20)',
    description: "DN §14.0: the post-move resolution is the Aslan second combat phase; 'aslan' (default) the Aslan may negotiate, 'none' nobody.",
  }),
  // A22
  secondLineKeepsBox: z.boolean().default(true).meta({
    title: 'Defender second line keeps the box (A22)',
    description: 'DN §5.0, §7.0: the defender keeps the box (and its PD fire) until all its units there are gone. Default yes.',
  }),
  // A23
  groundOffTable: z.enum(['clamp', 'no-effect', 'extrapolate']).default('clamp').meta({
    title: 'Ground CRT roll modified past 6 (A23)',
    description: "'clamp' (default): read row 6; 'no-effect': nothing happens; 'extrapolate': D if modified roll ≤ differential + 3.",
  }),
  // A24
  explorationLandingCounts: z.boolean().default(true).meta({
    title: 'The landing combat phase counts as #1 of 4 (A24)',
    description: 'DN §11.0: default yes; the exploration roll comes at the end of the 4th own combat phase.',
  }),
  explorationReturn: z.enum(['explorer', 'explorer-and-troops']).default('explorer').meta({
    title: 'Who must return to the capital after a successful exploration (A24)',
    description: "Default 'explorer': the EX; the troops may stay.",
  }),
  explorableBoxes: z.enum(['table-columns', 'all-nebula']).default('table-columns').meta({
    title: 'Explorable boxes (A24)',
    description: "Default 'table-columns': only the 4 boxes with a column on the table (N2, N3, N5, Osa).",
  }),
  exploreAgainAfterFailedRoll: z.boolean().default(true).meta({
    title: 'A box whose exploration roll failed may be explored again (not in the digest)',
    description: "DN §11.0 'each box may be explored once' read as 'explored successfully once'. Default yes.",
  }),
  // A25
  techEffects: techEffectsSchema
    .default(() => techEffectsSchema.parse({}))
    .meta({
      title: 'Technology effects (A25)',
      description: 'DN §11.0 lost the meaning of every result. The GM enters each one: RU a turn, +beam/missile/screen to own ships (capped at 12, screen 9), + on jump checks. Defaults: weapon techs +1, jump +1, resources 0 RU until the GM sets X and Y.',
    }),
  // A26
  hierateCountsAllies: z.boolean().default(false).meta({
    title: 'Allied systems count for Hierate expansion (A26)',
    description: 'DN §8.0: compared with the count at the end of the previous game turn (turn 0 for turn 1). Default no.',
  }),
  // A27
  aslanBDelay: z.int().min(1).max(2).default(2).meta({ title: 'Build delay of the Aslan B 10-9-7 (A27)', description: 'Default 2 turns, as the B1.' }),
  monitorDelay: z.int().min(1).max(2).default(1).meta({ title: 'Build delay of monitors (A27)', description: 'Default 1 turn.' }),
  // A28, A29
  appealMinus2: z.enum(['next-appeal', 'ignore']).default('next-appeal').meta({
    title: "Appeal result 'DM −2' (A28)",
    description: "Default 'next-appeal': −2 on the next appeal roll.",
  }),
  rushPermit: z.enum(['one-capital-one-turn', 'gm']).default('one-capital-one-turn').meta({
    title: 'Rush-construction permit (A28)',
    description: "Default: the next capital ship bought arrives in 1 turn; 'gm': a GM event only.",
  }),
  // A30
  vilaniSetupCruiserA: z.boolean().default(false).meta({
    title: 'Vilani may buy CA at setup without a permit (A30)',
    description: 'Default no. Permits once granted persist.',
  }),
  // A31
  warSupportSolomaniOnly: z.boolean().default(true).meta({
    title: 'Solomani war support pays only a Solomani winner (A31)',
    description: 'DN §9.0 pays "the winner": default only a Solomani winner gets +1 RU.',
  }),
  // A32
  allyRebuild: z.enum(['employer-may-pay', 'free-only']).default('employer-may-pay').meta({
    title: 'Destroyed allied units (A32)',
    description: "DN §12.0: return free after d6 turns; 'employer-may-pay' (default) also lets the employer pay the build cost for a next-turn return.",
  }),
  // A33
  negotiationCombat: z.enum(['attack-now', 'nothing']).default('attack-now').meta({
    title: "Negotiation result 'Combat' (A33)",
    description: "Default 'attack-now': combat with the independents in this combat phase, the player attacking.",
  }),
  // A36
  independentPolicy: z.enum(['max-defence']).default('max-defence').meta({
    title: 'Who commands the independents (A36)',
    description: 'Not stated: the GM (or the opposing player face to face). The engine decides for them by this policy: maximize defence — they stay in their box (never join space combat, never withdraw), keep surplus ground units in the second line, and every decision is logged for the GM to review.',
  }),
  // A37
  setupCountsAsBuilt: z.boolean().default(true).meta({
    title: 'Setup purchases count as built (A37)',
    description: 'Hierate unlocks: a B1 bought at setup unlocks B2. With B and B2 drawn, B2 is buildable after a B. Default yes.',
  }),
  // A38
  unpaidMercenaries: z.enum(['dismiss', 'keep']).default('dismiss').meta({
    title: 'Unpaid mercenary fees (A38)',
    description: 'RU carry over and may not go negative. Default: unpaid mercenaries are dismissed and return home.',
  }),
  // A39
  cargoPerPhase: z.int().min(1).max(10).default(2).meta({
    title: 'Cargo handled per carrier per movement phase (A39)',
    description: "DN §4.0 'no more than two kinds of cargo': default 2 load or unload operations.",
  }),
  // A41
  termRecapture: z.boolean().default(false).meta({
    title: 'Recapturing an imperial box restores the term (A41)',
    description: 'Default no. Each DN Type-2 capture counts once a game; each imperial loss once per loss.',
  }),
  // A42
  osaCountsForNebula: z.boolean().default(true).meta({ title: "The Vilani's Osa counts among DN boxes (A42)", description: 'Default yes; all conditions met are reported.' }),
  // A44, A45
  carriersBlockSupply: z.boolean().default(true).meta({
    title: 'Carriers block supply paths (A44)',
    description: 'DN §7.0 exempts only TR and AO. Default yes (literal).',
  }),
  independentsBlockSupply: z.enum(['vilani-only', 'never', 'always']).default('vilani-only').meta({
    title: 'Armed independent ships block supply (A45)',
    description: "Default 'vilani-only' (hostile to the Vilani); independents allied with the enemy always block.",
  }),
  // A46
  setupSubsidies: z.boolean().default(true).meta({ title: 'Subsidies apply to setup purchases (A46)', description: 'Ground units bought at setup are drawn at random. Default yes.' }),
  // A48
  revealAt: z.enum(['turn-1', 'never']).default('turn-1').meta({
    title: 'Identities revealed (A48)',
    description: "DN §14.0: 'turn-1' (default) at the start of turn 1; 'never' keeps both identities hidden (house rule).",
  }),
  // A50
  reactionBoxLiftOff: z.boolean().default(true).meta({ title: 'A reaction stack in a box may lift off (A50)', description: 'Default yes; jumps count toward the 3.' }),
  // A51
  bonusClasses: z.enum(['cruisers-and-capitals', 'capitals-only']).default('cruisers-and-capitals').meta({
    title: 'Ships that qualify a battle for bonuses (A51)',
    description: 'Cruisers CL, CS, CR, CA; capitals M, B, B1, B2, BB. MS never counts.',
  }),
  // Frontier roll in a Type-3 system.
  frontierType3Penalty: z.boolean().default(true).meta({
    title: 'Frontier roll −1 in a Type-3 system (not in the digest)',
    description: 'DN §7.0: −1 when the box is not friendly-controlled; a Type-3 system has no box, so it is read as not friendly. Default yes.',
  }),
  // A2
  mapSource: z.enum(['gm-digitized', 'sample']).default('gm-digitized').meta({
    title: 'Map (A2)',
    description: "Fig. 1 and every coordinate are missing: 'gm-digitized' (default) the GM digitizes the sheets in the map editor; 'sample' the bundled sample layout, marked as such on every report.",
  }),
  // A9
  drawWhenNoAttack: z.boolean().default(true).meta({
    title: 'Automatic draw when neither side can attack (A9)',
    description: 'DN §5.0: when at the end of a round both sides have only ships with beam and missile 0 the battle is drawn. If only one side lacks them, combat continues. Default yes.',
  }),
  // A12
  bombardBeforeLanding: z.enum(['optional', 'required']).default('optional').meta({
    title: 'Bombardment before landing (A12)',
    description: "Default 'optional'. Bombarding ships may stay in the star hex but still receive PD fire.",
  }),
  // A17
  b2RepairFull: z.boolean().default(true).meta({
    title: 'The 50% B2 repairs at its full value + 1 (A17)',
    description: 'Default yes: 3-10-9[6] repairs for 7 RU; no: 4 RU.',
  }),
  // A21
  specialMovementPhase: z.enum(['turn-0']).default('turn-0').meta({
    title: "'Special movement phase' (A21)",
    description: 'DN §4.0 never defines it: read as the Aslan turn-0 movement.',
  }),
  // A26
  hierateBaseline: z.enum(['previous-game-turn']).default('previous-game-turn').meta({
    title: 'Hierate expansion baseline (A26)',
    description: 'Each game turn compares with the count at the end of the previous game turn (turn 0 for turn 1).',
  }),
  // A28
  budgetOneOff: z.boolean().default(true).meta({
    title: 'Appeal budget additions are one-off (A28)',
    description: 'Default yes: +10, +2, +4 RU are paid once. No: +2 and +4 are added to every later income.',
  }),
  // A29
  civilWar: z.enum(['gm-ruling']).default('gm-ruling').meta({
    title: 'Civil-war table (A29)',
    description: 'The layout was lost in flattening: the roll and the printed row are logged and the GM rules case by case.',
  }),
  // A30
  permitsPersist: z.boolean().default(true).meta({ title: 'Build permits persist (A30)', description: 'Default yes: a permit once granted is kept.' }),
  // A34
  alisIndependent: z.boolean().default(true).meta({
    title: 'An independent starts in the Alis (Type-2) box (A34)',
    description: 'DN §14.0 places one there although §12.0 says Type-1 boxes only. Default: follow the setup text.',
  }),
  // A35
  pdmEmplacement: z.enum(['unload-in-friendly-box']).default('unload-in-friendly-box').meta({
    title: 'PDM emplacement (A35)',
    description: 'A PDM is emplaced when unloaded into a friendly box (or placed in a box on arrival); emplaced PDMs do not move.',
  }),
  // A38
  ruMayGoNegative: z.boolean().default(false).meta({ title: 'RU may go negative (A38)', description: 'Default no: RU carry over and may not go negative.' }),
  // A40
  replacementsPerTurn: z.int().min(1).max(5).default(1).meta({
    title: 'Vilani replacements a game turn (A40)',
    description: 'They arrive like new production (friendly Type-1, or Type-2 connected to one), 1 a game turn; the player may discard queued ones.',
  }),
  // A43
  vilaniDashedFreeze: z.boolean().default(true).meta({
    title: 'A failed Vilani dashed-route check freezes the ship (A43)',
    description: 'DN §11.0: default yes, for the player turn; the check is needed on every dashed jump, for the whole game.',
  }),
  // A49
  riaSplit: z.enum(['each-box-own-type']).default('each-box-own-type').meta({
    title: 'RIA/Alis when the boxes are split (A49)',
    description: 'The Type-1/Type-2 choice applies only to a player holding both boxes; otherwise each box counts by its own type.',
  }),
  // A52
  withdrawalLoses: z.boolean().default(true).meta({
    title: 'Withdrawal counts as a loss for battle bonuses (A52)',
    description: 'A draw has no winner; battles against independents never qualify.',
  }),
  visibility: z.enum(['rules-as-written', 'fog', 'open']).default('rules-as-written').meta({
    title: 'What players see (fog of war)',
    description: "Beyond the rules' own secrets (DN §1.5): 'rules-as-written' (default) every unit on the map is seen, face-down independents stay hidden until engaged; 'fog' each player sees other units only in systems where it has units, plus what combat shows, and box owners elsewhere as last seen — the printed map itself stays public (house rule); 'open' everything but the setup secrets.",
  }),
});

export type DnSettings = z.infer<typeof darkNebulaSettingsSchema>;
export const DEFAULT_SETTINGS: DnSettings = darkNebulaSettingsSchema.parse({});

/** Stored settings over the defaults; unreadable values read as the defaults. */
export function readSettings(value: unknown): DnSettings {
  const parsed = darkNebulaSettingsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}
