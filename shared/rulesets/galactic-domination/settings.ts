/**
 * Rules the Galactic Domination Basic book leaves open (digest §11, A-01…A-42), as game settings with
 * their stated defaults. Stored in game.settings.galacticDominationRules; shown on the shared Settings
 * screen. Points with nothing to choose (A-32 D3, A-37, A-38, A-39, A-40) are fixed in code and cited there.
 */
import { z } from 'zod';

export const RULES_KEY = 'galacticDominationRules';

export const gdRulesSchema = z.object({
  hexLabels: z.enum(['ccrr', 'axial']).default('ccrr').meta({
    title: 'Hex labels',
    description: "A-01: the book's only example ('3024' next to '4025') fits no column-row scheme. 'ccrr' (default): column then row, two digits each, from 01; 'axial': q,r.",
  }),
  layouts: z.enum(['extrapolate', 'book-only']).default('extrapolate').meta({
    title: 'Player counts without a printed layout',
    description: "A-02: layouts exist for 2, 3, 4 and 6 players only (5 is 'to be determined'; App P says 2–8). 'extrapolate' (default) uses the workstation's templates for 5, 7 and 8; 'book-only' refuses them.",
  }),
  halfAdjacency: z.enum(['all', 'own-side']).default('all').meta({
    title: 'Neighbours of a divided hex',
    description: "A-03: 'all' (default): both halves of a divided home hex border all six neighbours; 'own-side': the upper half borders the three northern neighbours, the lower half the three southern. Moving between halves costs 1 MP either way (§10.2.1).",
  }),
  secondSecondaryCapital: z.enum(['sub-capital', 'capital']).default('sub-capital').meta({
    title: 'A second secondary capital',
    description: "A-04: the Introkian and Trimonarh list two secondary capitals but Basic allows no 3rd Capital World. 'sub-capital' (default): the second is the Sub-Capital; 'capital': it counts as a Capital [S] (2 GBDS, 2 Homeguard).",
  }),
  extraEmpireWorldValue: z.int().min(0).max(12).default(0).meta({
    title: 'Value of the extra Empire World (single-capital races)',
    description: "A-05: races without a secondary capital get an extra Empire World (§9.2); its value is not printed. Default 0 keeps the 20-point Resource Chit (capital 12 + sub-capital 5 + empire world 3).",
  }),
  terranOds: z.enum(['orbital-forts', 'battle-fortress']).default('orbital-forts').meta({
    title: 'Terran ODS',
    description: "A-06: §9.3 gives the Terrans the ORBITAL FORTS (8 X 4, 25); §9.1.1 says Earth 'has the Battle Fortress'. Default: the table.",
  }),
  odsFreeRound: z.boolean().default(true).meta({
    title: 'ODS fires in the free GBDS round',
    description: 'A-07: default yes (it acts like a GBDS: orbital battles only, free round, cannot be rebuilt).',
  }),
  odsVpValue: z.int().min(0).max(100).default(0).meta({
    title: 'ODS value for VP',
    description: 'A-07: the ODS has no cost; its book value when destroyed (default 0).',
  }),
  bbCost: z.int().min(9).max(10).default(9).meta({
    title: 'Battleship cost',
    description: 'A-08: 9 in the Basic tables and every worked sum (default); 10 in App S.',
  }),
  vpToWin: z.int().min(0).max(999).default(0).meta({
    title: 'VP to win',
    description: "A-09: the threshold is on the Victory Points Chart, not in the text. Default 0, none: the game runs its turns and the highest VP wins. A number: a player with at least that many VP in the Victory Phase wins (joint winners: the most VP is Winner Major).",
  }),
  turns: z.int().min(1).max(40).default(10).meta({
    title: 'Game length in turns',
    description: 'Basic: exactly 10 turns (§11.0); about 20 at higher levels.',
  }),
  tacticalNeedsWin: z.boolean().default(false).meta({
    title: 'Tactical VP only to the winner',
    description: "A-10: 'each battle won earns 1 VP if Tactical' clashes with 'regardless of who wins'. Default no: the side with lower $ losses earns it.",
  }),
  maxRounds: z.int().min(1).max(1000).default(100).meta({
    title: 'Round limit of a battle',
    description: 'A-11: Basic has no retreat; a battle ends when a side is gone or neither can fire. The limit (default 100) only guards against endless battles; reaching it ends the battle with no winner.',
  }),
  shipyardInBattle: z.enum(['soak', 'absent']).default('soak').meta({
    title: 'Shipyards in an orbital battle',
    description: "A-12: 'soak' (default): a Shipyard may be given hits but never fires and does not keep its side in the battle; capture or scuttle follows. 'absent': it takes no part.",
  }),
  afterSpaceBattle: z.enum(['orbital-before-invasion', 'gbds-ignored']).default('orbital-before-invasion').meta({
    title: "A defender's choice of a space battle",
    description: "A-13: 'orbital-before-invasion' (default): the GBDS stay out of the space battle, and the attacker must still fight an orbital battle against them (with their free round) before invading.",
  }),
  orphanFighters: z.enum(['lost', 'kept']).default('lost').meta({
    title: 'Fighters whose carrier is destroyed',
    description: "A-14: 'lost' (default): Fighters beyond the surviving CVs' room are lost after the battle.",
  }),
  encounterNewHex: z.enum(['new-to-player', 'never-entered']).default('new-to-player').meta({
    title: 'An encounter card is drawn for a hex new to',
    description: "A-15: 'new-to-player' (default): a hex that player never entered in turns 1–3; 'never-entered': a hex nobody entered. Worlds found stay; fleets met do not.",
  }),
  neutralGarrison: z.enum(['roll-once', 'reroll-each-visit']).default('roll-once').meta({
    title: 'Neutral World garrison',
    description: "A-16: 'roll-once' (default): rolled on the first encounter and kept; 'reroll-each-visit'.",
  }),
  nonPlayerDefence: z.enum(['orbital-if-gbds', 'space']).default('orbital-if-gbds').meta({
    title: 'Battle type chosen for non-player defenders',
    description: "A-17: 'orbital-if-gbds' (default): orbital when the planet has GBDS (they get the free round).",
  }),
  strongest: z.enum(['book-value', 'attack-dice']).default('book-value').meta({
    title: "'Strongest' force in a 3- or 4-way entry",
    description: "A-18: 'book-value' (default): total $ value; 'attack-dice': attack dice per round.",
  }),
  tcPurchasesPerTurn: z.int().min(0).max(10).default(1).meta({
    title: 'Tactics Cards bought per turn',
    description: 'A-19: the Risk card is one a turn; for Tactics Cards the book is silent. Default 1.',
  }),
  stellarsCarryOver: z.enum(['carry-over', 'lost-at-end-of-turn']).default('carry-over').meta({
    title: 'Unspent Stellars',
    description: "A-20: nothing says Stellars are lost, and the bank pays the Exploration Fleet's shortfall at setup, so 'carry-over' (default) keeps them from turn to turn; 'lost-at-end-of-turn' empties every treasury in phase L. Income always counts the planets owned, and their blockade, at phase H.",
  }),
  blockade: z.enum(['ships-at-phase-h']).default('ships-at-phase-h').meta({
    title: 'When and by what a planet is blockaded',
    description: 'A-28: checked at phase H, by enemy ships only (enemy GBDS and MIs do not blockade), as §11.9 reads. The only reading offered.',
  }),
  segmentChart: z.enum(['fastest-in-play', 'always-three']).default('fastest-in-play').meta({
    title: 'Movement chart',
    description: "A-22: 'fastest-in-play' (default): the chart for the fastest unit in the game that turn, for everyone (3 segments at least); 'always-three': the standard chart, faster units move in every segment.",
  }),
  offersAtTable: z.enum(['enforced', 'shown']).default('enforced').meta({
    title: 'Move-or-wait offers at the table',
    description: "§11.5.1, live mode: 'enforced' (default): the desk offers each fleet that may move in turn, fastest first (then play order), offers a waiting fleet again after each slower fleet's offer, and takes the move of the slowest fleet that waits once more; a segment is resolved once every fleet has moved or lost its move (the GM may let the table settle a segment otherwise, with a note). 'shown': the offer order is only shown and the referee enters the moves the table settles on. By mail, moves are written orders (A-23).",
  }),
  twoSegmentChart: z.boolean().default(false).meta({
    title: 'Two-segment chart when nothing is faster than 2',
    description: '§11.5.3 prints a chart for speeds 1 and 2. Default off: Basic turns have 3 segments.',
  }),
  d3: z.enum(['half-d6']).default('half-d6').meta({
    title: 'The D3',
    description: 'A-32: never defined in the book (§11.16 uses it for a Friendly Fleet): read as ⌈1D6 ÷ 2⌉. The only reading offered.',
  }),
  battleMethod: z.enum(['dice', 'table']).default('dice').meta({
    title: 'Combat dice',
    description: "A-24: 'dice' (default): a d10 per attack; 'table': one D20 per unit on the Battle Table (rows 4–20 derived, not canonical).",
  }),
  cardModifiers: z.enum(['card-text', 'glossary']).default('card-text').meta({
    title: 'Attack modifiers of cards on Fighters and RAs',
    description: "A-25: 'card-text' (default): Superior Maneuvers makes a Fighter 6*, Internal Intrigue pairs Fighters at 3 dice ≤3; 'glossary': ±1 to dice and threshold.",
  }),
  overkill: z.enum(['allowed']).default('allowed').meta({
    title: 'Wasted hits',
    description: 'A-38: the owner may place hits on any of his units in the battle, more than a unit needs included (overkill allowed, hits may be wasted). The allocation policies never waste a hit while a unit can take one.',
  }),
  hullValue: z.enum(['value-column', 'cost']).default('value-column').meta({
    title: 'Book value of an incomplete hull',
    description: "A-26: 'value-column' (default): the VALUE column of §11.9.1; 'cost': the finished ship's cost.",
  }),
  miAfterInvasion: z.enum(['garrison', 're-embark']).default('garrison').meta({
    title: 'Surviving attacking MIs after an invasion',
    description: "A-27: 'garrison' (default): they stay on the conquered planet; 're-embark': back aboard their ships. An Occupation Counter needs no MIs.",
  }),
  cvShortfallFrom: z.enum(['first-short-turn']).default('first-short-turn').meta({
    title: 'CV shortfall counted from',
    description: 'A-29: the turn the CV first fell short of 4 Fighters.',
  }),
  placedUnitsMove: z.enum(['from-segment-1']).default('from-segment-1').meta({
    title: 'Units placed this turn',
    description: "A-37: units placed in phase F move from segment 1 of the same turn (the book's Example Two relies on it); every turn has its segments by the chart, whatever the wording 'split into 3 segments'.",
  }),
  invisibleShips: z.boolean().default(false).meta({
    title: 'Invisible ships',
    description: 'A-30: no Basic unit is invisible; the flag only records that a GM-created unit may be (dummies and first strike are not automated).',
  }),
  capturedCapital: z.enum(['half-of-world', 'half-of-twelve']).default('half-of-world').meta({
    title: 'Income of a captured capital',
    description: "A-31: 'half-of-world' (default): the captor gets ⌈R/2⌉ of that world; 'half-of-twelve': ⌈12/2⌉ split over the capitals held.",
  }),
  advancedCarry: z.enum(['listing-order']).default('listing-order').meta({
    title: 'Carrying of advanced cruisers',
    description: "A-34: App S's 'Can carry 1/2 MI' remarks are read in listing order (CS 1, CB 2, CC 1, BB 2). Advanced units are not Basic: this matters only to units the GM adds.",
  }),
  useDestiny: z.boolean().default(false).meta({
    title: 'Destiny Cards',
    description: 'A-33, §7.14: optional. Default off.',
  }),
  discoveryPlacement: z.enum(['player-choice', 'random']).default('player-choice').meta({
    title: 'Placement of Discovery Hexes',
    description: "A-35: 'player-choice' (default, §11.18): each player places one where he likes, a missing order placing it at random; 'random': all at random.",
  }),
  exampleAverages: z.enum(['hits-and-losses']).default('hits-and-losses').meta({
    title: "Example One's averages",
    description: "A-39: the book rounds its 'average' figures inconsistently (20.8 → 21, 17.6 → 17). Nothing in play depends on them: the battle examples are checked by hits and losses only.",
  }),
  raceNames: z.enum(['limerians-gromarli', 'limusian-gromari']).default('limerians-gromarli').meta({
    title: 'Spelling of two peoples',
    description: "A-40: the book writes both Limerians and Limusian (Trimonarh), Gromarli and Gromari (Gromar). 'limerians-gromarli' (default) follows §4.2; documents use the spelling chosen.",
  }),
  serendipity: z.enum(['category-b']).default('category-b').meta({
    title: 'Serendipity hex and Space Swirl astrogators',
    description: "A-41: Serendipity's category is not printed: read as B (it is removed once entered); Basic has no 'genius astrogator', so every fleet in a Space Swirl leaves in a random direction.",
  }),
  cardDecks: z.enum(['gm-entered']).default('gm-entered').meta({
    title: 'Card decks',
    description: "A-42: the book prints only sample cards. The decks start with the printed samples; the GM adds the rest on the Cards screen, and effects the app does not apply are logged for the GM to apply by hand.",
  }),
  alienVp: z.enum(['normal', 'extra']).default('normal').meta({
    title: "Hostile Aliens' 1 VP",
    description: "A-36: 'normal' (default): the battle's usual VP; 'extra': +1 VP on top for a win.",
  }),
  mapContents: z.enum(['roll-on-entry', 'pre-seeded']).default('roll-on-entry').meta({
    title: 'What lies outside the empires',
    description: "§2.5 [P]: 'roll-on-entry' (default, faithful): worlds appear from Encounter Cards as fleets explore; 'pre-seeded': each hex's encounter is drawn at map generation and revealed on entry.",
  }),
  nonPlayerAllocation: z.enum(['level', 'focus']).default('level').meta({
    title: 'Default allocation on non-player units',
    description: "§10.4: the player fighting them allocates. Default 'level' (as an owner would); 'focus' destroys their strongest attackers first.",
  }),
  terranAlternate: z.boolean().default(false).meta({
    title: 'Alternate Terran Naval Option',
    description: 'App N, §7.5: the Terran player decides at setup. Compensatory Points are counted; trade-ins are GM actions.',
  }),
});
export type GdRules = z.infer<typeof gdRulesSchema>;
export const DEFAULT_RULES: GdRules = gdRulesSchema.parse({});

/** The rule settings from a stored value: stored values over the defaults; unreadable values read as the defaults. */
export function readRules(value: unknown): GdRules {
  const parsed = gdRulesSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : DEFAULT_RULES;
}
