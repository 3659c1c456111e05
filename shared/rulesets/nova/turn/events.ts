/**
 * The typed events of a NOVA turn. Every event says which empires may know it
 * (`audience`, NOVA: 7.4 fog of war) and, for every other empire it names, the alias each
 * viewer knows it by (`aliases[viewer][empireId]`, NOVA: 6.4: letters and numbers are
 * private to each viewer; an empire a viewer has not met is an "alien" to it).
 *
 * Events name systems, units and empires by id; the GM's wording and each empire's sitrep
 * line are derived from them (reports), so a leak check can read the ids.
 */
import type { BattleResult, ContactOutcome, PaperFineKind, TurnStep } from './types';

interface EventBase {
  step: TurnStep;
  /** The empire the event is about (the owner of the units, the builder…); null for the GM only. */
  empireId: string | null;
  systemId: string | null;
  /** Empires that are told (always includes `empireId` when that empire may know it). Empty: the GM's report only. */
  audience: string[];
  /** viewer → other empire's id → that viewer's alias for it ("Empire A", "PLAYER 1", or the real name after Full contact). */
  aliases: Record<string, Record<string, string>>;
}

/** The event kinds and their data. */
export type TurnEventData =
  /** NOVA: 4.4, step A: revenue of each unsuppressed colonised system, in MCr. */
  | { kind: 'production'; mcr: number; systems: { systemId: string; mcr: number }[] }
  /** Step B. */
  | { kind: 'pillage'; mcr: number }
  | { kind: 'salvage'; mcr: number; unitIds: string[] }
  /** Step C: a unit or RDT built, and its cost in MCr. */
  | { kind: 'built'; what: 'ship' | 'unit' | 'rdt'; unitIds: string[]; label: string; count: number; mcr: number }
  /** Step C: a ship repaired or refitted at an IC (NOVA: REPAIRING SHIPS, REFITTING SHIPS): what was done and its cost in MCr. */
  | { kind: 'repaired'; what: 'repair' | 'refit'; unitIds: string[]; line: number; text: string; mcr: number }
  /** An expenditure line not carried out (no money, no site, unknown item), with its sheet line. */
  | { kind: 'build-aborted'; line: number; text: string; reason: string }
  /** An order line that could not be read or executed (NOVA: 7.1 errors): its line, text and the rulebook's code. */
  | { kind: 'order-error'; line: number; text: string; code: string; reason: string; unitIds: string[] }
  /** Step D: research project teams set, maintenance paid (NOVA: 5). */
  | { kind: 'research-started'; project: string; rdts: number; mcr: number }
  | { kind: 'cargo-loaded'; shipId: string; unitIds: string[] }
  /**
   * Steps D and F: a General, Conditional or Special order whose clause is an activity, carried out
   * (NOVA: GENERAL ORDERS, CONDITIONAL ORDERS, SPECIAL ORDERS; ACTIVITIES AND INTERDICTIONS;
   * general-activities.ts): the ships it changed, the activities added and removed, and why.
   */
  | { kind: 'general-activity'; line: number; text: string; unitIds: string[]; added: string[]; removed: string[]; why: string }
  /** Step E / L: MCr transfers between empires (NOVA: 6.10). */
  | { kind: 'mcr-sent'; to: string; mcr: number }
  | { kind: 'mcr-received'; from: string; mcr: number }
  /**
   * Step F: ships arriving in a system (JI). `fromLetter` the warp point used in the system
   * left, `toLetter` the one arrived at (the return letter, underlined in a sitrep).
   */
  | { kind: 'jumped'; unitIds: string[]; fromSystemId: string; fromLetter: string; toLetter: string; retreating: boolean }
  /** Step F: a move stopped (NOVA: 6.5) with the rulebook's code: DNE, NDC, IS, CUSWLT, JD, INTERDICTED, NT. */
  | { kind: 'move-stopped'; unitIds: string[]; code: string; reason: string }
  /** Step F: a ship passed through an interdicted system (NOVA: DISTORTION SUPPRESSOR; authorised pass-through); the GM's. */
  | { kind: 'interdiction-passed'; unitIds: string[]; interdictorIds: string[]; reason: 'authorised' | 'suppressor' }
  /** Step G: the contact table's result for a pair of empires in a system (NOVA: 6.13). */
  | {
      kind: 'contact';
      otherEmpireId: string;
      /** Result code 1–13 of the table and the orders compared. */
      code: number;
      orders: [string, string];
      outcome: ContactOutcome;
      /** Contact newly made by this meeting, if any ("normal" after a friendly result). */
      newLevel: 'normal' | null;
      /** With `newLevel`: the number this empire gave the other at Minor contact ("PLAYER 1"), which it is told the letter now stands for (NOVA: 6.4 NORMAL CONTACT). */
      formerly?: string;
      /** Alien ships seen (#AS). */
      alienShips: number;
      /** Activities this empire's units aborted (AO). */
      aborted: string[];
      /** Orders given by the other side seen in the system (UG, ONA). */
      notices: string[];
      continuing: boolean;
      ruled: boolean;
      /** NOVA: I.F.F.: a meeting of ships with a planet's surface units (surface-iff.ts): this side's ships met them, or this side's planet met the ships; the surface kinds met. */
      surface?: { side: 'ships' | 'planet'; kinds: string[] };
    }
  /** All contact lost (ACL, NOVA: 7.3): the empire's ships gone where none of its units survived to report. */
  | { kind: 'contact-lost'; unitIds: string[]; fromSystemId: string | null; letter: string | null }
  /** Step G: ships that retreat (code 7, 13) or were chased out. */
  | { kind: 'retreat'; unitIds: string[]; toSystemId: string | null; reason: string }
  /** Step G / I: a battle found and its result (NOVA: 6.2). */
  | { kind: 'battle'; battleId: string; battleKind: 'space' | 'surface'; otherEmpireIds: string[]; result: BattleResult | null }
  /**
   * Minor contact from examining wreckage (NOVA: 6.4); `known` when the examiner already had Normal
   * or Full contact with the empire: it is identified by its letter instead ("Players with Normal
   * Contact are identified as such in instances where Minor Contact would normally result").
   */
  | { kind: 'minor-contact'; otherEmpireId: string; alias: string; known?: boolean }
  /** Step H: what the empire learnt (NOVA: 2.4): X, W, O, or jumping in. */
  | {
      kind: 'explored';
      how: 'jumped' | 'explored' | 'warp-point' | 'observed' | 'received';
      unitIds: string[];
      type: number | null;
      /** Every warp letter of the system the empire now knows. */
      letters: string[];
      /** The way in: the system left, the warp letter used there, and the letter arrived at (the return letter). */
      via: { fromSystemId: string; fromLetter: string; toLetter: string } | null;
      /** AOP, ASP, AWP (alien colony present), #AS (alien ships), "armies", "SDUs", "IC" as seen (NOVA: 2.4). */
      aliensPresent: string[];
      /** Status as observed (O); null when not observed. */
      status: string | null;
    }
  /** Step H: the planet's owner told of an alien exploration (AXS, AOS). */
  | { kind: 'alien-activity'; activity: string; alienShips: number }
  /** Step H: ships or installations handed to another empire (NOVA: 6.10). */
  | { kind: 'transfer'; unitIds: string[]; to: string; ok: boolean; reason: string; from?: string }
  /** Full contact (NOVA: 6.4): both requested it in the same turn; each is told the other's name and player. */
  | { kind: 'full-contact'; otherEmpireId: string; playerName: string; playerContact: string }
  /** Any step: a captured system left without armies goes back to its colonist (NOVA: 4.7). */
  | { kind: 'abandoned'; fromEmpireId: string; toEmpireId: string }
  /** Steps G and I: SG ends captured with the system space (NOVA: STAR GATES, gate-capture.ts); the captor is told whether they work (their matching end exists). */
  | { kind: 'gate-captured'; unitIds: string[]; fromEmpireId: string; functional: boolean; how: 'space' | 'planet' | 'ruling' }
  /** End of turn: ships without an IE left by themselves died for want of supplies and are derelicts (NOVA: WARP POINT DRIFT, derelicts.ts); told to the owner as lost. */
  | { kind: 'derelict'; unitIds: string[]; supply: 'ie-ship' | 'any-unit' }
  /** Step F: derelicts taken by the first ship to enter their system (NOVA: WARP POINT DRIFT, derelicts.ts); told to the captor (`empireId` = `toEmpireId`) and the former owner. */
  | { kind: 'derelict-captured'; unitIds: string[]; fromEmpireId: string; toEmpireId: string; byUnitIds: string[] }
  /** NOVA: STAR GATES: the matching end of a captured SG end no longer exists (destroyed or salvaged); its holder is told at the end of the turn. */
  | { kind: 'gate-partner-lost'; unitIds: string[] }
  /** NOVA: STAR GATES: SG ends destroyed by their controller's order in the economic phase. */
  | { kind: 'gate-destroyed'; unitIds: string[]; line: number }
  /** Any step: the system holding an empire's treasury was captured (`toEmpireId` took `mcr`) or destroyed (null); the treasury is now kept at `movedToSystemId` (NOVA: 4.1, treasury.ts). */
  | { kind: 'treasury-lost'; mcr: number; fromEmpireId: string; toEmpireId: string | null; movedToSystemId: string | null }
  /** Step E: the treasury is now kept at this event's system, by the empire's order (NOVA: 4.1, treasury-orders.ts); `mcr` the sum it holds. */
  | { kind: 'treasury-moved'; fromSystemId: string | null; mcr: number }
  /** Step E: stockpiled MCr destroyed by the empire's order (NOVA: 4.1): `mcr` destroyed, `asked` what the order said. */
  | { kind: 'mcr-destroyed'; mcr: number; asked: number }
  /** Step J. */
  | { kind: 'devastated'; byUnitIds: string[] }
  /** Step J: a TFC used (NOVA: 3.9 TFC): type 1–4 → 5–8; every unit on the planet destroyed. */
  | { kind: 'terraformed'; typeBefore: number; typeAfter: number }
  /** Step J: PCBs dropped on a planet (NOVA: 3.9 PCB): those the SDUs did not stop detonate; two lower type 5–8 to 1–4, three to 0. */
  | { kind: 'planet-cracked'; dropped: number; detonated: number; typeBefore: number; typeAfter: number }
  /** Step K: colonies or an IC established (E'd), and the production change in MCr. */
  | { kind: 'established'; colonies: number; ic: number; productionDelta: number; status: string }
  /** Step L: one project's dice and TP (NOVA: 5.4). */
  | { kind: 'research-rolled'; project: string; table: string; rolls: number[]; tp: number; total: string; goal: string }
  | { kind: 'research-complete'; project: string; result: string }
  /** Step A (beginning of the turn): missile designs reaching ships (NOVA: MISSILE DESIGN ACQUISITION), at an own IC ('ic') or with the fleet ('fleet'). */
  | { kind: 'missiles-acquired'; designs: { id: string; name: string }[]; unitIds: string[]; how: 'ic' | 'fleet' }
  /** After L (NOVA: 4.3). */
  | { kind: 'interest'; mcr: number; debt: number }
  | { kind: 'corruption'; mcr: number }
  /** NOVA: 6.1 PENALTIES: a fine taken from the treasury (even below zero); `unitIds`: the ships it is for. */
  | { kind: 'penalty'; reason: 'unnamed-ship'; unitIds: string[]; count: number; perUnit: number; mcr: number }
  /** NOVA: 6.1 PENALTIES: a paper fine the GM ruled (paper-fines.ts), taken at step C even below zero; `perUnit` MCr per count, `extraMcr` photocopy costs or the additional penalty. */
  | { kind: 'paper-fine'; fine: PaperFineKind; count: number; perUnit: number; extraMcr: number; mcr: number; note: string }
  /** Treasury brought forward and carried on, for the ledger (MCr). */
  | { kind: 'treasury'; before: number; after: number }
  /**
   * End of turn: a message handed in with the orders (NOVA: 6.4), passed to `to` with the sitreps or not (messages.ts).
   * `contact`: the writer's contact with the recipient at the start of the turn ('none' when it had none); `ruled`: by the GM's ruling.
   */
  | { kind: 'message'; messageId: string; from: string; to: string; sheets: number; passed: boolean; contact: 'none' | 'minor' | 'normal' | 'full'; ruled: boolean }
  /** A GM ruling applied (override), with its note. */
  | { kind: 'ruling'; what: string; value: string; note: string };

export type TurnEvent = EventBase & TurnEventData;
export type TurnEventKind = TurnEventData['kind'];

/** An event for the empire itself only (its own production, builds, research). */
/** Longest excerpt of an order line an event keeps, in characters (the sheet keeps the whole line, once). */
export const MAX_LINE_EXCERPT = 240;

/**
 * An order line as an event quotes it: whole when short, else its first MAX_LINE_EXCERPT
 * characters and its length (issue 19, item 5: one 43 KB line with 4,000 errors once stored
 * 4,000 copies of itself and made the game's archive unwritable).
 */
export function lineExcerpt(text: string): string {
  return text.length <= MAX_LINE_EXCERPT ? text : `${text.slice(0, MAX_LINE_EXCERPT)}… (a line of ${text.length} characters)`;
}

export function ownEvent<D extends TurnEventData>(step: TurnStep, empireId: string, systemId: string | null, data: D): TurnEvent {
  // An order line quoted by an error is bounded here, for every step at once.
  const bounded = (data.kind === 'order-error' || data.kind === 'build-aborted') && 'text' in data && typeof data.text === 'string' ? { ...data, text: lineExcerpt(data.text), reason: 'reason' in data && typeof data.reason === 'string' && data.reason.length > 2 * MAX_LINE_EXCERPT ? `${data.reason.slice(0, 2 * MAX_LINE_EXCERPT)}…` : data.reason } : data;
  return { step, empireId, systemId, audience: [empireId], aliases: {}, ...bounded } as TurnEvent;
}

/** An event the GM alone sees. */
export function gmEvent<D extends TurnEventData>(step: TurnStep, systemId: string | null, data: D): TurnEvent {
  return { step, empireId: null, systemId, audience: [], aliases: {}, ...data } as TurnEvent;
}
