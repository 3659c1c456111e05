/**
 * The NOVA turn engine's contract (NOVA: 6.2 TURN SEQUENCE A–L): what a step reads
 * (the world at the start of the step, every empire's orders, the GM's rulings, the dice
 * state) and what it returns (the world after the step and typed events).
 *
 * A step is a pure function: it never reads the clock or Math.random(), and it never
 * mutates its input, except the world a run hands it as its own (StepInput.owned: runTurn
 * copies the world once per turn and its steps change that copy in turn).
 */
import type { BattleCause } from './hostile-actions';
import type { Empire, Knowledge } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import type { NovaSystem, NovaUnit, NovaWarpLine } from '../records';
import type { ContactLetter } from '../orders/order-letters';
import type { SheetRow } from '../orders/sheet';

/** The steps in the rulebook's order; 'end' is corruption and debt interest after L (NOVA: 6.2 "at the end of a turn"). */
export const TURN_STEPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'end'] as const;
export type TurnStep = (typeof TURN_STEPS)[number];

export const STEP_TITLES: Record<TurnStep, string> = {
  A: 'Production collected',
  B: 'Pillage and salvage',
  C: 'Construction',
  D: 'Repair, refit, research begun, cargo loaded',
  E: 'MCr transfers sent',
  F: 'Strategic movement',
  G: 'Contact and space combat',
  H: 'Exploration and transfers',
  I: 'Surface combat',
  J: 'Devastation, PCBs and TFCs',
  K: 'Colonies and Industrial Complexes established',
  L: 'Research finished, MCr received',
  end: 'Debt interest and corruption',
};

/** How far two empires have met (NOVA: 6.4); contact is irrevocable. */
export type ContactLevel = 'minor' | 'normal' | 'full';

/**
 * One empire's record of another (stored on the empire record as `contacts`). Aliases are
 * private to the viewer (NOVA: 6.4): Normal contact gives a letter ("Empire A"), Minor a
 * number ("PLAYER 1"); Full contact shows the real name.
 */
export interface EmpireContact {
  empireId: string;
  level: ContactLevel;
  /** The name this empire uses for the other in its reports: "Empire A", "PLAYER 1". */
  alias: string;
  /** The Minor-contact number, kept when Normal contact later links it to a letter. */
  minorNumber?: number;
  /** Turn the contact was first made. */
  since: number;
}

/**
 * The world a step works on: the game's records (the archive's collections, NOVA fields
 * as stored). Turn-engine fields it adds to records:
 * - Empire: `contacts: EmpireContact[]`, `nova.research` (see economy steps);
 * - Unit (ship): `designId`, `carriedBy?: unitId` for cargo, `retreat?: RetreatState`,
 *   `damage?` carried between battles;
 * - NovaSystem: `suppressed?`, `devastatedTurn?`.
 */
export interface TurnWorld {
  gameId: string;
  /** The turn being executed. */
  turn: number;
  empires: Empire[];
  systems: NovaSystem[];
  warpLines: NovaWarpLine[];
  units: NovaUnit[];
  designs: NovaDesignRow[];
  knowledge: Knowledge[];
  /** Pairs of empires hostile in a system this turn, `${systemId}|${a}|${b}` with a < b; set at G. */
  hostilities?: string[];
}

/** The key of a hostile pair in a system. */
export function hostilityKey(systemId: string, a: string, b: string): string {
  return `${systemId}|${[a, b].sort().join('|')}`;
}

/** A ship retreating (NOVA: 6.11): begins at G, finishes at F of the next turn. */
export interface RetreatState {
  /** Destination system when known; null when it is a warp letter or unexplored. */
  systemId: string | null;
  letter?: string;
  /** Turn the retreat began. */
  since: number;
}

/** One order line as the engine reads it: its 1-based line number on the sheet, the text and what it was read as. */
export interface OrderLine {
  line: number;
  text: string;
  /** null: the line could not be read; it is reported to the GM and to the empire as an order error, never dropped. */
  row: SheetRow | null;
}

/** One empire's orders for the turn (NOVA: 6.12), in sheet order. */
export interface EmpireOrders {
  empireId: string;
  /** No sheet arrived: the missed-turn rule applies (NOVA: 6.3). */
  missing: boolean;
  /** The empire sent nothing and its orders of the turn before were carried over (NOVA: 6.3, missed-turn-carry.ts). */
  carriedOver?: boolean;
  lines: OrderLine[];
}

/** A GM ruling: a value and the note that explains it, logged as an event. */
export interface Ruling<T> {
  value: T;
  note: string;
}

/** NOVA: 6.1 PENALTIES: which paper fine (paper-fines.ts). */
export type PaperFineKind = 'paper' | 'designs' | 'retrieval' | 'copies' | 'additional';

/**
 * A paper fine the GM rules: `count` pages (paper, copies), designs pages (designs), ships located
 * or systems looked at (retrieval); `extraMcr` the photocopy costs (copies) or the whole fine
 * (additional), whole MCr, 0 otherwise.
 */
export interface PaperFine {
  empireId: string;
  kind: PaperFineKind;
  count: number;
  extraMcr: number;
}

/** Pair result of the contact table (NOVA: 6.13) as the GM may rule it. */
export type ContactOutcome = 'friendly' | 'neutral' | 'hostile';

/** A battle's result, resolved with the combat resolver or entered from the players' table. */
export interface BattleResult {
  how: 'resolved' | 'entered';
  /** Units destroyed (ships, armies, SDUs…). */
  destroyed: string[];
  /** Ships damaged, with the sitrep wording of the damage ("-9AR,3SD,ML X'd"). */
  damaged: { unitId: string; damage: string }[];
  /** Ships that jumped out or retreated. */
  retreated: string[];
  /** Ships captured (no IE, NOVA: 6.11), with their new owner. */
  captured?: { unitId: string; empireId: string }[];
  /** Who holds the system afterwards (surface combat), or null when unchanged. */
  holder?: string | null;
  /** Rounds fought. */
  rounds?: number;
  /** In one side's view of the result: how many alien units it destroyed (their ids are kept off). */
  aliensDestroyed?: number;
  /**
   * In one side's view of the result: what it observed of each alien ship (NOVA: 7.3 `FG(IE2,BL20,SL24,EW2)`),
   * without the ships' ids; `destroyed` ones are those its sitrep lists after X'd (combat/alien-sightings.ts).
   */
  seen?: { category: string; attributes: string[]; destroyed?: boolean }[];
  /** Id of the stored battle record (events kind `nova-battle`) when resolved in the combat screen. */
  battleRecordId?: string;
}

/** One message handed in with a turn's orders, as the GM logs the paper (NOVA: 6.4; messages.ts); never its text. */
export interface TurnMessage {
  /** Unique within the turn ("m1", "m2"…). */
  id: string;
  /** The writer's empire id. */
  from: string;
  /** The recipient's empire id (the GM's truth, whatever alias the writer used on the paper). */
  to: string;
  /** Pieces of paper, 1 or more. */
  sheets: number;
  /** The GM's own note on the paper (never printed in a packet). */
  note?: string;
  /** The GM's ruling: passed (true) or held (false) whatever the contact, with the note that explains it. */
  ruling?: Ruling<boolean>;
}

/** The GM's rulings for a turn's dry run; each is logged as a GM ruling event where it applies. */
export interface TurnDecisions {
  /** Forced dice by roll key (`TurnDice` keys: `${step}:${purpose}`). */
  dice?: Record<string, Ruling<number>>;
  /** Contact results by pair key `${systemId}:${empireA}:${empireB}` (ids sorted). */
  contacts?: Record<string, Ruling<ContactOutcome>>;
  /** Conditions of conditional general orders (CO, "if…", "unless…") by `${empireId}:${line}`: met or not (NOVA: 6.9). Unruled: the clause does not apply. */
  conditions?: Record<string, Ruling<boolean>>;
  /** Battle results by battle id (`b.${turn}.${systemId}` / `s.${turn}.${systemId}`). */
  battles?: Record<string, Ruling<BattleResult>>;
  /** A unit's position after a step. */
  positions?: Record<string, Ruling<{ systemId: string; afterStep: TurnStep }>>;
  /** An empire's treasury after a step, in MCr. */
  treasuries?: Record<string, Ruling<{ mcr: number; afterStep: TurnStep }>>;
  /** A retreating ship's destination system by unit id (NOVA: 6.11 "then the GM"), used instead of the written or default one. */
  retreats?: Record<string, Ruling<string>>;
  /** NOVA: 4.8: a World pillaged although its militia stand, by `${empireId}:${systemId}` (pillage-world.ts). */
  pillageWorlds?: Record<string, Ruling<boolean>>;
  /** NOVA: STAR GATES: the empire controlling an SG end after step G, by unit id (gate-capture.ts), instead of the automatic capture. */
  gateEnds?: Record<string, Ruling<string>>;
  /** NOVA: 6.1 PENALTIES: fines for the paper the GM holds, charged at step C (paper-fines.ts), by a key the form makes (`${empireId}:${n}`). */
  paperFines?: Record<string, Ruling<PaperFine>>;
  /** NOVA: 6.4: the messages handed in with the turn's orders, as the GM logs the paper (messages.ts); each may carry the GM's ruling. */
  messages?: TurnMessage[];
}

/** One die of the turn, as logged. */
export interface TurnRoll {
  key: string;
  step: TurnStep;
  purpose: string;
  sides: number;
  /** The face, 1..sides (a d10's "0" is 10). */
  value: number;
  forced: boolean;
}

/** A battle the turn has found and that needs a result before the turn goes on (NOVA: 6.2 G, I). */
export interface QueuedBattle {
  id: string;
  kind: 'space' | 'surface';
  systemId: string;
  /** Empires fighting, the pairs that are hostile. */
  empireIds: string[];
  /** Units involved (every ship of both empires in the system, NOVA: 6.8). */
  unitIds: string[];
  /** Which rule made the battle, pair by pair (NOVA: HOSTILE ACTIONS; hostile-actions.ts); space battles of step G. */
  causes?: BattleCause[];
}

/** Something the GM should look at before committing. */
export interface TurnWarning {
  step: TurnStep;
  code: string;
  message: string;
  empireId?: string;
  systemId?: string;
}



/** A contact order as the engine resolves it. */
export type { ContactLetter };
