/**
 * Beyond the Dark Nebula (DN): the typed in-memory world the rules work on. Records
 * (records/) are read into this and written back from it; nothing here is persisted
 * as-is, and per-phase scratch fields (marked "scratch") are dropped when records are written.
 *
 * Source: shared/seeds/002_… (Japanese rulebook), digest shared/rules/dark-nebula.md.
 */
import type { DnSettings } from './settings';

/** The two players. The human power is Solomani or Vilani, the Aslan power Hierate or Kingdom (DN §1.2). */
export type Side = 'aslan' | 'human';
/** Who owns a unit or a box: a player, or the independent (gray) forces (DN §12.0). */
export type Owner = Side | 'independent';
export type AslanVariant = 'hierate' | 'kingdom';
export type HumanVariant = 'solomani' | 'vilani';
export type Variant = AslanVariant | HumanVariant;
/** Whose counter set a unit class comes from. */
export type Faction = 'aslan' | 'solomani' | 'vilani' | 'independent';

export const SIDES: readonly Side[] = ['aslan', 'human'];
export function otherSide(side: Side): Side {
  return side === 'aslan' ? 'human' : 'aslan';
}

/** Unit codes of the counter lists (DN Table 1, Charts). */
export const UNIT_CODES = ['TR', 'AO', 'MS', 'F', 'SC', 'DD', 'CL', 'CS', 'CR', 'CA', 'B1', 'B', 'B2', 'M', 'BB', 'EX', 'MB', 'PD', 'RT', 'JT', 'AT'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];
export type GroundCode = 'RT' | 'JT' | 'AT';
export const GROUND_CODES: readonly GroundCode[] = ['RT', 'JT', 'AT'];

/** ship: a squadron counter; ground: a division or brigade; pdm: a planetary defence marker (battery). */
export type Category = 'ship' | 'ground' | 'pdm';

/**
 * Rule groupings (DN §4.0, §7.0, §8.0): auxiliary = TR/AO/MS (do not stop movement);
 * capital = M/B/B1/B2/BB (carry one RT or JT); cruiser = CL/CS/CR/CA (battle bonuses, A51).
 */
export type UnitTag = 'auxiliary' | 'capital' | 'cruiser' | 'no-jump' | 'fighter' | 'carrier' | 'transport' | 'tanker' | 'explorer';

/** One counter type: ratings Beam–Missile–Screen[Maintenance] (DN §1.0). */
export interface UnitClass {
  readonly id: string;
  readonly code: UnitCode;
  readonly faction: Faction;
  readonly name: string;
  readonly category: Category;
  readonly beam: number;
  readonly missile: number;
  readonly screen: number;
  /** Maintenance value: the frontier roll target and the jump-check target. */
  readonly maint: number;
  /** RU paid for civilized maintenance (DN §7.0: the 3-10-9[6] B2 pays 3, 50%). */
  readonly civilMaint: number;
  /** Build cost in RU before subsidies (Charts); hire fee per game turn for independents. */
  readonly cost: number;
  /** Game turns from purchase to arrival (DN §7.0: B1, B2, BB two turns). */
  readonly delay: 1 | 2;
  readonly tags: readonly UnitTag[];
  /** Aslan counter set drawn at setup: 'dn' (Dark Nebula blue) or 'imp' (Imperium blue) (DN §14.0). */
  readonly set?: 'dn' | 'imp';
}

/** Where a unit is. A box is logically inside its star hex (DN §2.0). */
export type Location =
  | { readonly kind: 'space'; readonly systemId: string }
  | { readonly kind: 'box'; readonly systemId: string; readonly boxId: string }
  | { readonly kind: 'carried'; readonly carrierId: string }
  | {
      readonly kind: 'pending';
      /** Game turn in whose owner's M&P step c the unit comes off the turn-record chart. */
      readonly turn: number;
      readonly queue: 'production' | 'replacement' | 'ally-return' | 'deploy';
      /** Where the owner asked for it (build order); checked again on arrival. */
      readonly want?: PlaceSpec;
    };

/** A placement: a system, and the box or the star hex. */
export interface PlaceSpec {
  readonly systemId: string;
  readonly boxId?: string;
}

export interface Unit {
  readonly id: string;
  readonly classId: string;
  readonly owner: Owner;
  loc: Location;
  /** Ground units: the printed strength, attack and defence alike (DN §5.0(GF)). */
  strength?: number;
  /** Flipped after a failed maintenance (DN §7.0). */
  maintFailed?: boolean;
  /** Flipped by bombardment: cannot attack, still defends (DN §5.0). */
  neutralized?: boolean;
  /** A PDM set up in a box (A35); an un-emplaced PDM can be carried. */
  emplaced?: boolean;
  /** "turn:side" of the player turn in which this ship may not move any more (failed jump check, DN §7.0, A18). */
  immobile?: string;
  /** Game turn of the last sublight move (one hex a game turn, DN §4.0). */
  sublightTurn?: number;
  /** Independents: the box they garrison and return to (DN §12.0). */
  home?: string;
  /** Independents hired as mercenaries: the employer and the fee a game turn. */
  hiredBy?: Side;
  fee?: number;
  /** Vilani replacement ship (DN §10.0) and suppression-order fleet (off the unit list). */
  replacement?: boolean;
  dispatched?: boolean;
  /** Independents placed face down; the players who have seen the counter (DN §14.0). */
  faceDown?: boolean;
  seenBy?: Side[];
  /** Jumps made in the last movement phase (reaction: at most 3; kept for withdrawal). */
  jumps?: number;
  /** Stopped by an enemy in the last movement phase; must attack in the next combat phase (DN §4.0). */
  stopped?: boolean;
  /** scratch: concentrated missile fire spent for this combat phase (DN §5.0). */
  missileSpent?: boolean;
  /** scratch: load/unload operations this phase (A39). */
  cargoOps?: number;
  /** In the reaction stack this player turn. */
  reaction?: boolean;
  /** scratch: made a target of an attack this phase (exploration fails, DN §11.0). */
  attacked?: boolean;
  /** scratch: ended its move after exploring a dashed route; may not move again this phase (DN §11.0). */
  halted?: boolean;
  /** scratch: moved (or was carried) this phase. */
  moved?: boolean;
}

export type SheetRole = 'aslan-home' | 'human-home' | 'nebula' | 'imperial-extra' | 'other';

/** A map sheet: its place on the global hex grid (odd-q offset of its top-left hex). */
export interface Sheet {
  readonly id: string;
  readonly name: string;
  readonly role: SheetRole;
  readonly col0: number;
  readonly row0: number;
  readonly cols: number;
  readonly rows: number;
}

export type TechColumn = 'N2' | 'N3' | 'N5' | 'Osa';

/** A planetary surface box (DN §2.0). */
export interface Box {
  readonly id: string;
  readonly name: string;
  readonly type: 1 | 2;
  /** ○ (human) or △ (Aslan) printed on a home sheet; null elsewhere. */
  readonly printed: Side | null;
  /** ☆: the capital of its printed side. */
  readonly capital: boolean;
  /** Vilani imperial territory at start (DN §14.0): SQ, Bright Star, The Fastness, Osa. */
  readonly imperial: boolean;
  /** Explorable with a column on the exploration/technology table (DN §11.0). */
  readonly techColumn: TechColumn | null;
}

export interface StarSystem {
  readonly id: string;
  readonly name: string;
  readonly sheetId: string;
  /** Global odd-q offset column and row on the sample layout. */
  readonly col: number;
  readonly row: number;
  readonly binary: boolean;
  readonly boxes: readonly Box[];
}

export interface Route {
  readonly id: string;
  readonly a: string;
  readonly b: string;
  /** dashed: a jump route inside the Dark Nebula (DN §2.0, §11.0). */
  readonly kind: 'solid' | 'dashed';
}

export interface GameMap {
  readonly sample: boolean;
  readonly sheets: readonly Sheet[];
  readonly systems: readonly StarSystem[];
  readonly routes: readonly Route[];
}

/** Mutable state of one box. */
export interface BoxState {
  owner: Owner | null;
  /** An independent system allied with a player (DN §12.0). */
  alliedWith?: Side;
  /** The player who explored it (each box once a game, DN §11.0). */
  exploredBy?: Side;
  /** Vilani: a DN Type-2 capture already counted for the governor's term (A41). */
  termCounted?: boolean;
  /** An Imperium outpost marker (OPM): treated as a printed human control symbol (DN §14.0). */
  opm?: boolean;
}

export interface SideState {
  readonly side: Side;
  variant: Variant;
  empireId: string;
  ru: number;
  /** Vilani build permits held (DN §10.0): 'CA', 'B1', 'B2', 'BB'. */
  permits: string[];
  /** Units of each code built (bought) so far, setup purchases included (A37). */
  built: Partial<Record<UnitCode, number>>;
  /** Units of each code destroyed so far (Kingdom unlocks, DN §8.0). */
  destroyed: Partial<Record<UnitCode, number>>;
  /** Face-down ground pools: strengths still available to draw (DN §5.0(GF)). */
  groundPool: Record<GroundCode, number[]>;
  /** Vilani replacement queue: unit ids in arrival order (DN §10.0). */
  replacementQueue: string[];
  /** Technology results gained (DN §11.0), applied from the next own M&P phase. */
  tech: { column: TechColumn; result: TechResult; turn: number }[];
  /** RU taken off the next income (Hierate defeat, DN §8.0). */
  nextIncomePenalty: number;
  /** Modifier to the next appeal roll (appeal result "DM −2", A28). */
  appealDm: number;
  /** The enemy's identity has been revealed to this player (A48). */
  knowsEnemy: boolean;
  /** Aslan only: drawn counter set per class and the missile-boat option (DN §14.0). */
  draws?: AslanDraws;
  /** RIA/Alis choice for this player turn when both boxes are held (DN §2.0). */
  riaType?: 1 | 2;
  /** Solomani: declared a truce. */
  truceDeclared?: boolean;
  /** Appeal budget additions kept for every income when they are not one-off (A28). */
  budgetBonus: number;
}

export interface AslanDraws {
  SC: 'dn' | 'imp';
  DD: 'dn' | 'imp';
  CL: 'dn' | 'imp';
  CS: 'dn' | 'imp';
  B1: 'dn' | 'imp';
  B2: 'dn' | 'imp';
  missileBoats: boolean;
}

export type TechResult = 'vast-resources' | 'resource-discovery' | 'missile-tech' | 'beam-tech' | 'screen-tech' | 'jump-tech' | 'none';

/** An exploration under way (DN §11.0). */
export interface Exploration {
  readonly boxId: string;
  readonly systemId: string;
  readonly side: Side;
  readonly explorerId: string;
  readonly troopIds: readonly string[];
  /** Own combat phases counted so far (the landing phase is #1, A24). */
  phases: number;
  status: 'active' | 'returning' | 'done' | 'failed';
}

/** Victory holding streaks and truce clocks (DN §8.0–§10.0, §13.0). */
export interface Clocks {
  /** Player turns in a row holding the enemy capital (hex and box). */
  capital: Record<Side, number>;
  /** Player turns in a row holding every DN box. */
  allNebula: Record<Side, number>;
  /** Vilani: player turns holding a Type-1 box outside imperial territory. */
  vilaniOutside: number;
  /** Vilani governor's term: game turn at whose end the truce comes (8 at start, DN §10.0). */
  vilaniTermEnd: number;
  /** Hierate: boxes held outside the AH sheet at the end of each game turn, by turn (DN §8.0). */
  hierateCounts: Record<number, number>;
  /** What each side held at the start of the current player turn (the start-and-end test). */
  heldAtStart: Record<Side, { capital: boolean; allNebula: boolean; outside: boolean }>;
}

export interface GameOver {
  readonly turn: number;
  readonly reason: string;
  /** Every condition met, in the source's numbering (A42 reports all). */
  readonly results: readonly { condition: number; side: Side | null; outcome: string }[];
}

/** The next step the engine will run. */
export interface Cursor {
  readonly turn: number;
  readonly player: Side;
  readonly phase: PhaseId;
}

export type PhaseId = 'mp' | 'move1' | 'combat1' | 'reaction-move' | 'reaction-combat' | 'move2' | 'combat2' | 'end-player-turn' | 'end-game-turn' | 'turn0-deploy';

/** Independent counters left in the setup bag (DN §14.0). */
export interface BagCounter {
  readonly classId: string;
  readonly strength?: number;
}

/** What one player has learned: systems seen and enemy or independent units last seen. */
export interface Knowledge {
  /** Systems this player has seen (fog) or may see (rules as written). */
  systems: string[];
  /** Units of others this player has seen: last place and turn, and whether its face is known. */
  units: Record<string, { systemId: string; turn: number; faceKnown: boolean }>;
}

export interface World {
  /** Current game turn (0 is the special turn). */
  turn: number;
  cursor: Cursor;
  readonly map: GameMap;
  classes: Record<string, UnitClass>;
  settings: DnSettings;
  sides: Record<Side, SideState>;
  /** Every unit in play or on the turn-record chart, sorted by id. */
  units: Unit[];
  bag: BagCounter[];
  boxes: Record<string, BoxState>;
  /** Star hex control after battles (A11). */
  hexControl: Record<string, Side | null>;
  /** Dashed routes explored, by route id (DN §11.0). */
  explored: Record<string, Side[]>;
  explorations: Exploration[];
  clocks: Clocks;
  knowledge: Record<Side, Knowledge>;
  /** Unit ids issued so far (ids are A1, H1, I1…). */
  seq: number;
  over: GameOver | null;
  /** scratch: Type-3 systems refuelled by a tanker this phase, by side (DN §4.0). */
  fuelled?: Record<Side, string[]>;
  /** Vilani ships destroyed this player turn, for the replacement queue at its end (DN §10.0). */
  lostThisPlayerTurn?: string[];
  /** Copies of those ships (their class), until they are queued. */
  graveyard?: Unit[];
  /** "side:box" negotiations made this game turn (one attempt a box a game turn). */
  negotiated?: string[];
  /** Systems where the phase player's ships stopped for armed independents and must attack (Vilani, DN §12.0). */
  mustAttack?: string[];
}
