/**
 * The checker's codes and the one way its modules report. Codes from the rulebook's
 * report abbreviations (NOVA: 7.2) are used where one fits; the others name the rule.
 */
import type { OrderDiagnostic } from './sheet';

export const CHECK_CODES = {
  NT: 'Not There: the named unit is not in the designated system (NOVA 7.2)',
  DNE: 'Unit, system or warp line Does Not Exist (NOVA 7.2)',
  NDC: 'No Direct Connection between two systems (NOVA 7.2)',
  IS: 'Already In System: the route names the system the ship is in (NOVA 7.2)',
  CUSWLT: "Can't Use the Same Warp Line Twice in one turn (NOVA 6.11)",
  CX: "Can't eXplore: X needs an XC or SX ship, W an XC ship (NOVA 6.7)",
  'JUMP-BACK': "A ship can't jump directly to the system it starts the turn in (NOVA 6.11; game setting)",
  JD: 'More jumps than the drive allows: at most the JD level per turn (NOVA 6.11)',
  'I-JUMP': 'An interdicting ship cannot jump that turn (NOVA 6.7)',
  'I-SETUP': 'An interdicting ship\'s DG must cover the entire warp point from its (D/n) set-up, or its interdiction order is ignored (NOVA: DISTORTION GENERATOR; setting: warp point radius)',
  SG: 'A star gate the route cannot take: none in the system, another empire’s (usable with its permission), or its other end gone (NOVA: STAR GATES)',
  'NOT-EQUIPPED': 'An activity the ship is not equipped for: D needs DC, I needs DG (NOVA 6.7)',
  'UNARMED-H': 'Unarmed ships cannot be given H (NOVA 6.6)',
  'G-ACTIVITY': 'Guard with an activity that leaves the warp point; the turn aborts it (NOVA 6.6, 10.4 A24)',
  'NO-CARGO': 'E, L and A need the cargo they unload (NOVA 6.7)',
  CARGO: 'Cargo that is not there to load (NOVA 6.8)',
  YARD: 'Repairs and refits: one of the empire’s ships at an established IC; a refit needs an undamaged ship and a redesign of its design (NOVA REPAIRING SHIPS, REFITTING SHIPS)',
  CAPACITY: 'Cargo beyond the ship’s cargo holds and launch bays: only what fits is loaded (NOVA CARGO HOLDS, LAUNCH BAYS)',
  TWICE: 'A ship with orders on two movement rows',
  RETREAT: 'Retreating ships cannot be given further retreat destinations (NOVA 6.11)',
  'UNKNOWN-WP': 'A warp point the empire has not seen; the GM rules',
  'UNKNOWN-WL': 'A warp line the empire has not travelled, named by its far system; the GM rules',
  'NAME-LONG': 'A ship name must be shorter than 16 characters (NOVA 6.11)',
  'NAME-TAKEN': 'A ship name must be unique (NOVA 6.11)',
  UNNAMED: 'Every ship built is named in the turn it is built; the GM names the others at 10 MCr each (NOVA 6.1, 6.11)',
  'BUILD-SITE': 'Ships are built at established ICs of the empire’s own systems (NOVA 4.2)',
  BUILD: 'A purchase the turn would not build: no MA; armies and colonies at a World (2 a turn, 4 at the Home Star), ships and installations at an established IC not devastated last turn; partial ships finished only by the empire that laid them down (NOVA 4.2)',
  'RES-TABLE': 'Research table A, B or C does not follow from the project (NOVA 5.3)',
  'RES-GOAL': 'Research goal is TP(target) − TP(current) (NOVA 5.2)',
  'RES-START': 'A technology project starts at the level the empire has, 0 for a technology it lacks (NOVA: RESEARCH PROJECTS)',
  'RES-XL': 'An empire with XL and no BL/PL of its own researches BL or PL only from 0 (NOVA: COMBINATION LASERS)',
  'RES-RDT': 'RDTs at start + changes = RDTs at end (NOVA 5.5)',
  'RES-ALTERED': 'A running research project\'s goal may not be altered once started; abort it by removing all its teams (NOVA 5.3)',
  ABORT: 'Expenditures beyond the money available abort, from the bottom of the priority list (NOVA 6.12, 10.3 A13)',
  COST: 'Cost = # × @ on an expenditure line',
  SUM: 'A ledger total that does not add up',
  TREASURY: "The sheet's treasury differs from the GM's records",
  'NO-CONTACT': 'General, conditional and special orders name only empires met with Normal or Full contact, by the name the sitrep gives them (NOVA 6.4, 6.8)',
  GENERAL: 'A clause of a general, conditional or special order the turn cannot read: whom it is aimed at, or its contact order (NOVA 6.9)',
  'TREASURY-AT': 'The treasury is kept only at a system the empire holds (NOVA 4.1: "telling the GM, in the turn\'s orders, where the treasury is")',
  'DESTROY-MCR': 'Only stockpiled MCr may be destroyed, at most what the treasury holds (NOVA 4.1)',
  ELIMINATED: 'The empire was eliminated: its orders are not carried out (NOVA 8.2 PLAYER ELIMINATION)',
  'TP-BUY': 'An expenditure that buys tech points or a technology level: once the game begins TP come only from research (NOVA TECH POINTS)',
  TRANSFER: 'Unit transfers: to an empire in Normal or Full contact, of units the empire has; armies, SDUs and colonies stay with the empire that built them (NOVA 6.10 TRANSFER OF UNITS)',
  'NOT-UNIQUE': 'Ships not uniquely named can\'t be given orders (NOVA 6.11 SHIP COMMISSIONS)',
  DERELICT: 'A derelict: a ship without an IE left alone in a system died from lack of supplies and obeys no orders until a ship enters its system and captures it (NOVA WARP POINT DRIFT)',
  ALTERNATE: 'An alternate expenditure plan: bought only when the GM rules its condition met (NOVA 6.12 ORDER WRITING GUIDELINES)',
  GROUPING: 'Units beginning the turn in one system are listed together, all of them before the next system (NOVA 6.8 WRITING ORDERS)',
  'SELF-HARM': 'A ship will not devastate a system colonised by its own empire unless a special order says so (NOVA 6.5 INTERPRETATION OF ORDERS)',
  'UNKNOWN-ITEM': 'A purchase of something that is not one of the empire’s designs, a unit, RDTs, a research report, maintenance, debt or a transfer (NOVA 6.12)',
} as const;
export type CheckCode = keyof typeof CHECK_CODES;

export type Report = (line: number, column: number, severity: 'error' | 'warning', code: CheckCode, message: string, suggestion?: string | null) => void;

/** A report function that collects into `out`. */
export function collector(out: OrderDiagnostic[]): Report {
  return (line, column, severity, code, message, suggestion) => {
    out.push({ line, column, severity, code, message, ...(suggestion ? { suggestion } : {}) });
  };
}
