/**
 * Game settings of the NOVA turn engine, for the rule points the book leaves open
 * (digest §10.3 and §5). Stored in `game.settings.turn`; absent fields take the defaults
 * below. The Settings screen shows them as the group "NOVA: turn sequence".
 *
 * The debt tolerance (NOVA: 10.3 A13) is the order checker's `overspendAllowance`
 * (`game.settings.orders`), read by step C too, so the two never disagree.
 */
import { z } from 'zod';

export const turnSettingsSchema = z.looseObject({
  /** NOVA: 4.3, 10.3 A12 — rounding of the 10% corruption. Default 'up': "fractional costs round up" (4.1). */
  corruptionRounding: z
    .enum(['up', 'down'])
    .default('up')
    .meta({
      title: 'Corruption rounding (A12)',
      description: 'Corruption is 10% of the treasury in excess of the turn\'s production (NOVA 4.3); the book does not say how a fraction rounds. up: a loss of 3.5 MCr is 4 ("fractional costs round up", 4.1). down: it is 3.',
    }),
  /** NOVA: 6.1 PENALTIES — MCr fined per new ship the GM must name (whole MCr; 0: not charged). */
  unnamedShipFine: z
    .int()
    .min(0)
    .default(10)
    .meta({
      title: 'Fine per ship the GM names, MCr (6.1)',
      description: 'A new ship without a valid name in the COMMISSIONS is named by the GM and the empire "will be fined 10 MCr per ship the GM must name, even if the name is obvious" (NOVA 6.1), taken from the treasury at step C even if it goes negative. 10: the book. 0: the fine is not charged (the ship is still named).',
    }),
  /** NOVA: 6.1 PENALTIES — MCr per page of orders on nonstandard paper or not in the approved format (paper-fines.ts). */
  paperPageFine: z
    .int()
    .min(0)
    .default(25)
    .meta({
      title: 'Fine per page of nonstandard paper or format, MCr (6.1)',
      description: 'Orders "on nonstandard sized paper or not in the approved format will be fined 25 MCr per page" (NOVA 6.1). The GM rules the pages (Turn screen, Rulings: Paper fines); the engine takes the fine at step C, even below zero.',
    }),
  /** NOVA: 6.1 PENALTIES — MCr for designs handed in on the same page as other orders. */
  designsOnOrdersFine: z
    .int()
    .min(0)
    .default(50)
    .meta({
      title: 'Fine for designs on the order page, MCr (6.1)',
      description: 'Empires "that hand in designs on the same page as other orders will be fined 50 MCr" (NOVA 6.1), charged at step C when the GM rules it.',
    }),
  /** NOVA: 6.1 PENALTIES — MCr per ship located or system looked at. */
  informationRetrievalFine: z
    .int()
    .min(0)
    .default(5)
    .meta({
      title: 'Information retrieval per ship or system, MCr (6.1)',
      description: '"Information retrieval costs 5 MCr per ship located or system looked at" (NOVA 6.1), charged at step C when the GM rules it.',
    }),
  /** NOVA: 6.1 PENALTIES — MCr per page of copies (photocopy costs typed by the GM on top). */
  copyPageFine: z
    .int()
    .min(0)
    .default(20)
    .meta({
      title: 'Copies per page, MCr (6.1)',
      description: '"Copies of designs or orders requested will cost 20 MCr per page plus photocopy costs" (NOVA 6.1); the GM types the photocopy costs with the ruling.',
    }),
  /** NOVA: 4.3, 10.3 A13 — "aborted, in reverse order of priority": every line from the first one that does not fit, or only the lines that do not fit. */
  overspendAborts: z
    .enum(['rest', 'line'])
    .default('rest')
    .meta({
      title: 'Expenditures beyond the money (A13)',
      description: 'Spending beyond the money available (and the debt tolerance) is "aborted, in reverse order of priority" (NOVA 4.3). rest: from the first line that does not fit, it and every line below it abort. line: only the lines that do not fit abort; cheaper lines below still buy.',
    }),
  /** NOVA: 4.7, 10.3 A15 — may a captured IC build without a garrison? */
  capturedIcBuilds: z
    .enum(['always', 'garrisoned'])
    .default('always')
    .meta({
      title: 'Captured ICs build (A15)',
      description: 'Captured ICs "may be used, even if the garrison requirements are not met" (NOVA 4.7), but another passage asks for a garrison. always: a captured IC builds ships of its holder\'s designs, SDUs and installations. garrisoned: only while the system has its garrison (1/2/3 armies, 10 on a Home Star).',
    }),
  /** NOVA: 4.5 SUPPRESSION — is the IC of a system suppressed without devastation idle too (turn/ic-idle.ts)? */
  suppressedIcs: z
    .enum(['devastated', 'any'])
    .default('devastated')
    .meta({
      title: 'ICs in a suppressed system (4.5)',
      description: 'An IC may not be used (to build, repair, refit or salvage) the turn after its system was devastated, whatever its SDUs (NOVA 4.2, 4.5). A system suppressed by surface combat going on past round 3 loses its revenue; the book does not say whether its IC stops too. devastated: only devastation idles an IC. any: any suppression idles it for that turn.',
    }),
  /** NOVA: 4.8, 10.3 A16 — pillage destroys the colonies too (the system drops to NONE). */
  pillageDestroysColonies: z
    .boolean()
    .default(true)
    .meta({
      title: 'Pillage destroys the colonies (A16)',
      description: 'Pillage destroys "all units in excess of the available CH capacity" (NOVA 4.8). On: colonies cannot be carried, so they are destroyed and the system drops to NONE. Off: the colonies stay and only installations are destroyed.',
    }),
  /** NOVA: 4.9, 10.3 A18 — is lost armour taken off a damaged ship's salvage value? */
  salvageLostArmour: z
    .boolean()
    .default(false)
    .meta({
      title: 'Salvage: lost armour lowers the value (A18)',
      description: 'A damaged ship salvages for half its current value: "the original cost minus the cost of all damaged components and minus the amount of structural damage" (NOVA 4.9). Off: armour lost in battle is not taken off (the book names components and structural damage only). On: 1 MCr per point of armour lost is taken off too (the repair rate, NOVA 4.11).',
    }),
  /** NOVA: 5.6 — research progress told to the players every turn, or only when a report is paid for. */
  researchReports: z
    .enum(['full', 'paid'])
    .default('full')
    .meta({
      title: 'Research progress reports (5.6)',
      description: 'full: each empire is told every project\'s dice and TP every turn. paid: progress is told only for projects whose 5 MCr research report was bought on the EXPENDITURES (refunded when the project completes that turn); completions are always told.',
    }),
  /** NOVA: 5.5 — a running project missing from a submitted sheet: the book only says how to abandon one (list it with all teams removed). */
  unlistedProjects: z
    .enum(['maintain', 'collapse'])
    .default('maintain')
    .meta({
      title: 'Research projects left off the sheet (5.5)',
      description: 'A project is abandoned by listing it with all teams removed (NOVA 6.12). maintain: a running project the sheet does not list keeps its teams and is maintained, with a warning. collapse: it collapses and its TP are lost.',
    }),
  /** NOVA: 10.4 A22 — does an S (surrender) activity count as "having activity orders" for contact codes 5, 6, 10, 11? */
  surrenderIsActivity: z
    .boolean()
    .default(false)
    .meta({
      title: 'Surrender counts as an activity (A22)',
      description: 'Contact codes 5, 6, 10 and 11 turn on whether a side "has activity orders"; S (surrender) is never aborted (NOVA 6.13). Off: S does not count as an activity. On: it does.',
    }),
  /** NOVA: 10.4 A23 — K (Kopp-out) has no printed default when hostilities occur. */
  kDefault: z
    .enum(['R', 'N', 'H'])
    .default('R')
    .meta({
      title: 'Kopp-Out default when hostilities occur (A23)',
      description: 'The rulebook gives K no default contact order for hostilities (NOVA 6.6). R: it retreats. N: it stays neutral. H: it fights.',
    }),
  /** NOVA: I.F.F. — surface units meet ships (turn/surface-iff.ts); the book gives armies H and colonists N, SDUs nothing. */
  sduContact: z
    .enum(['H', 'N', 'T'])
    .default('H')
    .meta({
      title: "SDUs' contact order (I.F.F.)",
      description: 'I.F.F. "applies to surface units as well as ships" (NOVA 6.4): at step G, ships meet the colonists, armies and SDUs of an empire with no ships in the system. The book says "All armies are Hostile. All colonists have N orders" and gives SDUs no order. H: SDUs are hostile like the armies beside which they fight. N: neutral, like colonists. T: tolerate. An SDU\'s own order on the sheet, or a general order for "all units", comes first.',
    }),
  /** NOVA: ACTIVITY ORDERS S — "will occur if the designated player is contacted": which meeting counts as "contacted" (turn/surrender.ts). */
  surrenderContact: z
    .enum(['friendly', 'met'])
    .default('friendly')
    .meta({
      title: 'Surrender: when is the player "contacted" (S)',
      description: 'An S order "will occur if the designated player is contacted" (NOVA ACTIVITY ORDERS). friendly: only friendly contact with that empire in the ship\'s system this turn, as the book\'s MUDDY/AROMA example reads it (a meeting on T orders makes no contact, so no surrender). met: any meeting without hostilities there (neutral contact too); the book\'s example then surrenders.',
    }),
  /** NOVA: 4.1 — "Stockpiled MCr are captured along with planets" (turn/treasury.ts). */
  treasuryOnCapture: z
    .enum(['captor', 'destroyed'])
    .default('captor')
    .meta({
      title: 'Treasury on a captured system (4.1)',
      description: 'MCr are saved on the Home Star or where the orders say; "stockpiled MCr are captured along with planets" (NOVA 4.1). captor: the empire that captures the system takes the whole treasury. destroyed: it is lost. A system devastated to NONE always destroys it.',
    }),
  /** NOVA: 6.3 MISSED TURNS — what an empire that sent no orders does (turn/missed-turn-carry.ts). */
  missedTurns: z
    .enum(['carry', 'defaults'])
    .default('carry')
    .meta({
      title: 'Missed turns (6.3)',
      description:
        'An empire that sends no orders: carry (the book): its general, conditional and special orders and its units\' contact and activity orders of the turn before are carried over, its RDTs kept if the MCr allow (else cut to 1 each from the lowest priority). defaults: nothing is carried; its units keep their default orders.',
    }),
  /** NOVA: STAR GATES — "SG ends are automatically captured whenever another player seizes control of the system space" (turn/gate-capture.ts). */
  gateCapture: z
    .enum(['hostile', 'uncontested', 'gm'])
    .default('hostile')
    .meta({
      title: 'Capture of star gate ends (3.9)',
      description:
        'SG ends are captured when another empire "seizes control of the system space" (NOVA: STAR GATES), checked after space combat (G) and surface combat (I). hostile: an empire whose armed ships are the only armed units left there, with none of the controller\'s ships or SDUs, at least one of them under H or Z orders (or which captured the planet). uncontested: any empire whose armed ships are alone there. gm: never by itself; the GM rules.',
    }),
  /** NOVA: 8.2 PLAYER ELIMINATION — "within the minimum possible number of turns" (turn/elimination.ts). */
  eliminationGraceTurns: z
    .int()
    .min(0)
    .default(3)
    .meta({
      title: 'Turns to create a new World (8.2)',
      description: 'An empire that loses its last World but has the colonies to create another must do so "with all possible dispatch" (NOVA 8.2): it is eliminated when it holds no World this many turns after losing the last. Without the colonies it is eliminated at once.',
    }),
  /** NOVA: DISTORTION GENERATOR — "the entire warp point … within the field of the DG": how far a warp point reaches from its centre (turn/interdiction-coverage.ts). */
  warpPointRadius: z
    .int()
    .min(0)
    .default(9)
    .meta({
      title: 'Warp point radius for interdiction, hexes (DG)',
      description: 'An interdicting ship "must be set up so that the entire warp point is within the field of the DG", else its interdiction order is ignored (NOVA: DISTORTION GENERATOR); the book gives the warp point no size. 9: ships jumping in are placed up to 9 hexes from its centre (SCATTERS, a d10 of 0–9), so a DG interdicts when its size is at least 9 plus the hexes its (D/n) set-up puts it from the centre. 0: the centre hex only (DG ≥ n).',
    }),
  /** NOVA: WARP POINT DRIFT — "Ships without IEs, left in systems by themselves, die from lack of supplies" (turn/derelicts.ts). */
  derelictSupply: z
    .enum(['ie-ship', 'any-unit'])
    .default('ie-ship')
    .meta({
      title: 'Ships without IEs die alone (warp point drift)',
      description:
        'At the end of the turn a ship with no working IE (none in its design, or all lost in battle) that is "left in systems by themselves" dies from lack of supplies and becomes a derelict, captured by the next ship of any empire that enters the system (NOVA: WARP POINT DRIFT). ie-ship: it dies unless a ship of its empire with a working IE is in the system. any-unit: it dies only when no other unit of its empire (ship, army, installation) nor a colony of its empire is there.',
    }),
  /** NOVA: 6.4 — messages pass between empires in Normal or Full contact: as it stood when they were written, or by the end of the turn (turn/messages.ts). */
  messagesContact: z
    .enum(['start', 'end'])
    .default('start')
    .meta({
      title: 'Messages: contact counted at (6.4)',
      description:
        'A paper message handed in with the orders is passed out with the sitreps only between empires in Normal or Full contact (NOVA 6.4); the book does not say as of when. start: the contact at the start of the turn, when the message was written from the last packet. end: the contact at the end of the turn, so a message to an empire met this turn is passed too.',
    }),
});
export type TurnSettings = z.infer<typeof turnSettingsSchema>;

export const DEFAULT_TURN_SETTINGS: TurnSettings = turnSettingsSchema.parse({});

/** The settings stored in a game's settings, with defaults for what is missing or unreadable. */
export function turnSettingsOf(settings: Record<string, unknown> | undefined): TurnSettings {
  const parsed = turnSettingsSchema.safeParse(settings?.turn ?? {});
  return parsed.success ? parsed.data : DEFAULT_TURN_SETTINGS;
}
