/**
 * The typed form of a NOVA TURN ORDER SHEET (NOVA: 6.12): every input line becomes
 * exactly one row, with its original text, its section, what it was read as (or null
 * when it could not be read) and its diagnostics. Nothing typed is ever dropped.
 */
import type { ActivityLetter, ContactLetter } from './order-letters';

/** The parts of the sheet, front then back, in the paper's order. */
export const SHEET_SECTIONS = ['header', 'ledger', 'expenditures', 'commissions', 'research', 'movement', 'general'] as const;
export type SheetSection = (typeof SHEET_SECTIONS)[number];

/** Where a diagnostic points: 1-based line and column of the input text. */
export interface OrderDiagnostic {
  line: number;
  column: number;
  severity: 'error' | 'warning';
  /** A stable code: the rulebook's own (NT, DNE, NDC, CUSWLT…) or one of the parser's (see parse-sheet.ts). */
  code: string;
  message: string;
  /** A near-certain fix, offered and never applied silently. */
  suggestion?: string;
}

/** The income block's fields (front, left column). `treasury-after` is the second Treasury line, after Expend. */
export const LEDGER_FIELDS = ['production', 'treasury', 'salvage', 'pillage', 'transfers', 'bonus', 'total', 'expend', 'treasury-after'] as const;
export type LedgerField = (typeof LEDGER_FIELDS)[number];

/** One ship on a movement row and the cargo written in parentheses after it, in order. */
export interface ShipEntry {
  name: string;
  cargo: string[];
}

/** A step of a route: a system by name, or a warp letter for an unexplored step. */
export type RouteStep = { kind: 'system'; name: string } | { kind: 'warp'; letter: string };

export interface ActivityOrder {
  letter: ActivityLetter;
  /** M+n: set up n hexes from the aliens (NOVA: 6.7). */
  range?: number;
  /** S: the empire units surrender to, as the player wrote it. */
  target?: string;
}

/** An in-system set-up (D/n) (NOVA: IN-SYSTEM SETUP): direction 1–6 of displacement from the warp point centre, hexes out (0: the centre). */
export interface SetupOrder {
  direction: number;
  distance: number;
}

export type SheetRow =
  | { kind: 'blank' }
  | { kind: 'section'; section: SheetSection }
  | { kind: 'empire'; name: string }
  | { kind: 'turn'; turn: number }
  | { kind: 'ledger'; field: LedgerField; amount: number; detail: string }
  | {
      kind: 'expenditure';
      item: string;
      quantity: number | null;
      unitPrice: number | null;
      cost: number | null;
      /** Words written on the line that are no part of the purchase ("// for the front", "(paid)"): kept for the GM. */
      note?: string;
    }
  /** A total written under the purchases ("Total Cost : 460", NOVA: 6.12): checked against the lines above, never bought. */
  | { kind: 'total'; label: string; amount: number | null }
  /** A note to the GM ("please send my sitrep early"): kept and shown to the GM, never carried out (NOVA: 6.5). */
  | { kind: 'note'; text: string }
  | { kind: 'commission'; entries: { ship: string; system: string }[] }
  | {
      kind: 'research';
      project: string;
      /** A technology project's ends (`BL15`, `BL20`); empty for a design project. */
      from: string;
      to: string;
      /** A design project (NOVA: 5.3 Table C): new ship design, redesign or missile design, and its name. */
      design?: { kind: 'NSD' | 'RSD' | 'NMD'; name: string };
      table: string;
      goal: number | null;
      rdtsAtStart: number | null;
      change: number | null;
      rdtsAtEnd: number | null;
    }
  | {
      kind: 'movement';
      start: string;
      ships: ShipEntry[];
      route: RouteStep[];
      contact: ContactLetter[];
      activity: ActivityOrder[];
      /** Set-up written as (D/n) (NOVA: IN-SYSTEM SETUP): direction D and n hexes from the warp point centre. */
      setup: SetupOrder | null;
      retreat: RouteStep | null;
      /** Marked "Retreating": ships finishing a retreat (NOVA: 6.8). */
      retreating: boolean;
    }
  | {
      kind: 'general';
      text: string;
      /** GO, CO or SO when the line says which (NOVA: 6.9); null when it does not. */
      order: GeneralOrderKind | null;
      /** A note written after the order ("// they fired first"), left out of `text`. */
      note?: string;
    };

/** General, Conditional and Special orders (NOVA: 6.9); the sheet prints "SPECIFIC" for Special. */
export type GeneralOrderKind = 'GO' | 'CO' | 'SO';

export interface SheetLine {
  /** 1-based line number in the input. */
  line: number;
  /** The line exactly as typed. */
  text: string;
  section: SheetSection;
  /** What the line was read as; null when it could not be read (then an error says why). */
  row: SheetRow | null;
  diagnostics: OrderDiagnostic[];
}

/** One empire's sheet within a typed file: the lines from its EMPIRE: header to the next. */
export interface TypedSheet {
  empire: string | null;
  turn: number | null;
  lines: SheetLine[];
}
