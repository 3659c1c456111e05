/**
 * The Basic unit catalogue (GD §11.10 UNIT VALUES, repeated on the Player Information Sheet), the
 * special units the Basic rules can bring into play (App S: BBS from a Discovery, BBX from the
 * Prototype Super BB card), the Terran alternate values (App N) and the race restrictions (§11.10 notes).
 */
import { parseAttack, type AttackGroup } from './attack';

/** Unit type codes used throughout the wing (the rulebook's abbreviations). */
export const UNIT_CODES = ['FF', 'DD', 'CA', 'BB', 'Ftr', 'CV', 'GS', 'RA', 'GBDS', 'SY', 'MI', 'TT', 'BBS', 'BBX'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

/** Ship-like units that sit in fleets (everything with a drive, plus the carried Ftr). */
export type UnitKind = 'ship' | 'fighter' | 'ground' | 'fixed';

/** One row of the unit table. */
export interface UnitType {
  readonly code: UnitCode;
  readonly name: string;
  /** Hexes per turn (GD §11.5); 0 cannot move on its own. */
  readonly speed: number;
  /** Attack as printed ("4*", "6+6", "4@"). */
  readonly attack: string;
  /** Hits to destroy (GD §10.1). */
  readonly defense: number;
  /** Size (Basic: only for optional rules). */
  readonly size: number;
  /** Book value in Stellars (GD §10.1, §5.3 VP valuation). */
  readonly cost: number;
  /** MIs it can carry (GD §10.1.1). */
  readonly carriesMi: number;
  /** Fighters it can carry (GD §10.1.1). */
  readonly carriesFtr: number;
  readonly kind: UnitKind;
  /** Counter unit-type letter (GD §10.5.1.1); specials use their own code. */
  readonly counterCode: string;
  /** Where it is built (GD §10.1.2.1). 'none': cannot be bought. */
  readonly buildAt: 'shipyard' | 'planet' | 'orbit' | 'none';
  /** Only these races may build it (GD §11.10 notes: GS and RA are Gromar only). */
  readonly raceOnly?: readonly string[];
  /** These races may not build it (Gromar: no CV, no Ftr). */
  readonly raceForbidden?: readonly string[];
}

const GROMAR = 'M';

// GD §11.10 UNIT VALUES (L3335). BB costs 9 in Basic (digest A-8: App S prints 10).
export const UNIT_TYPES: Readonly<Record<UnitCode, UnitType>> = {
  FF: { code: 'FF', name: 'Frigate', speed: 3, attack: '4', defense: 3, size: 3, cost: 3, carriesMi: 0, carriesFtr: 0, kind: 'ship', counterCode: 'F', buildAt: 'shipyard' },
  DD: { code: 'DD', name: 'Destroyer', speed: 2, attack: '5', defense: 4, size: 4, cost: 4, carriesMi: 0, carriesFtr: 0, kind: 'ship', counterCode: 'D', buildAt: 'shipyard' },
  CA: { code: 'CA', name: 'Heavy Cruiser', speed: 2, attack: '6', defense: 5, size: 4, cost: 6, carriesMi: 0, carriesFtr: 0, kind: 'ship', counterCode: 'C', buildAt: 'shipyard' },
  BB: { code: 'BB', name: 'Battleship', speed: 2, attack: '8', defense: 7, size: 6, cost: 9, carriesMi: 2, carriesFtr: 0, kind: 'ship', counterCode: 'B', buildAt: 'shipyard' },
  Ftr: { code: 'Ftr', name: 'Fighter', speed: 0, attack: '4*', defense: 1, size: 0.5, cost: 1, carriesMi: 0, carriesFtr: 0, kind: 'fighter', counterCode: 'J', buildAt: 'shipyard', raceForbidden: [GROMAR] },
  CV: { code: 'CV', name: 'Carrier', speed: 3, attack: '4', defense: 4, size: 9, cost: 6, carriesMi: 0, carriesFtr: 12, kind: 'ship', counterCode: 'V', buildAt: 'shipyard', raceForbidden: [GROMAR] },
  GS: { code: 'GS', name: 'Guardship', speed: 2, attack: '6', defense: 8, size: 5, cost: 7, carriesMi: 2, carriesFtr: 0, kind: 'ship', counterCode: 'S', buildAt: 'shipyard', raceOnly: [GROMAR] },
  RA: { code: 'RA', name: 'Raidship', speed: 3, attack: '6+6', defense: 5, size: 6, cost: 8, carriesMi: 2, carriesFtr: 0, kind: 'ship', counterCode: 'R', buildAt: 'shipyard', raceOnly: [GROMAR] },
  GBDS: { code: 'GBDS', name: 'Ground Based Defense System', speed: 0, attack: '5', defense: 4, size: 2, cost: 2, carriesMi: 0, carriesFtr: 0, kind: 'fixed', counterCode: 'G', buildAt: 'planet' },
  SY: { code: 'SY', name: 'Shipyard', speed: 0, attack: '0', defense: 10, size: 36, cost: 20, carriesMi: 0, carriesFtr: 0, kind: 'fixed', counterCode: 'Y', buildAt: 'orbit' },
  MI: { code: 'MI', name: 'Mobile Infantry', speed: 0, attack: '4@', defense: 4, size: 0, cost: 1, carriesMi: 0, carriesFtr: 0, kind: 'ground', counterCode: 'M', buildAt: 'planet' },
  TT: { code: 'TT', name: 'Troop Transport', speed: 3, attack: '0', defense: 3, size: 3, cost: 2, carriesMi: 4, carriesFtr: 0, kind: 'ship', counterCode: 'T', buildAt: 'shipyard' },
  // App S special units reachable in Basic: the Ancient Super Battleship (Discovery 2/12) and the BBX (Prototype Super BB card).
  BBS: { code: 'BBS', name: 'Ancient Super Battleship', speed: 2, attack: '9', defense: 9, size: 8, cost: 12, carriesMi: 4, carriesFtr: 0, kind: 'ship', counterCode: 'BBS', buildAt: 'none' },
  BBX: { code: 'BBX', name: 'Super BB Grendel', speed: 3, attack: '8', defense: 9, size: 9, cost: 15, carriesMi: 4, carriesFtr: 0, kind: 'ship', counterCode: 'BBX', buildAt: 'none' },
};

// App N: Alternate Terran Naval Option: same cost and speed, these attack/defense values.
export const TERRAN_ALTERNATE: Readonly<Partial<Record<UnitCode, { attack: string; defense: number }>>> = {
  BB: { attack: '7', defense: 9 },
  CA: { attack: '5', defense: 7 },
  DD: { attack: '4', defense: 6 },
  FF: { attack: '3', defense: 5 },
  CV: { attack: '3', defense: 7 },
};

/** The Terran race code (GD §10.5.1.1). */
export const TERRAN = 'S';

/** A unit's row, with the Terran alternate values when that option is in use for its owner. */
export function unitStats(code: UnitCode, options: { terranAlternate?: boolean } = {}): UnitType {
  const base = UNIT_TYPES[code];
  const alt = options.terranAlternate ? TERRAN_ALTERNATE[code] : undefined;
  return alt ? { ...base, ...alt } : base;
}

/** A unit's attack batteries (GD §11.6). */
export function unitAttack(code: UnitCode, options: { terranAlternate?: boolean } = {}): AttackGroup[] {
  return parseAttack(unitStats(code, options).attack) ?? [];
}

/** Whether a race may build a unit type (GD §11.10 notes). `code` must be buildable. */
export function raceMayBuild(raceCode: string, code: UnitCode): { ok: true } | { ok: false; reason: string } {
  const t = UNIT_TYPES[code];
  if (t.buildAt === 'none') return { ok: false, reason: `${code} cannot be bought; it enters play only from a card or a discovery (App S)` };
  if (t.raceOnly && !t.raceOnly.includes(raceCode)) return { ok: false, reason: `only the Gromar Empire has ${t.name}s (§11.10)` };
  if (t.raceForbidden?.includes(raceCode)) return { ok: false, reason: `the Gromar Empire has no ${t.name}s (§11.10)` };
  return { ok: true };
}

// GD Glossary: capital warship = size 5+; warship = attack > 0.
/** Capital warship (size 5 or more, GD Glossary). */
export function isCapitalShip(code: UnitCode): boolean {
  return UNIT_TYPES[code].kind === 'ship' && UNIT_TYPES[code].size >= 5;
}

/** A warship: attack greater than 0 (GD Glossary); the TT is not. */
export function isWarship(code: UnitCode): boolean {
  return (parseAttack(UNIT_TYPES[code].attack) ?? []).some((g) => !g.groundOnly && g.dice > 0);
}

/** Mobile non-fighter unit (GD §11.18.2 Perilous Planet): a ship with a drive. */
export function isMobile(code: UnitCode): boolean {
  return UNIT_TYPES[code].kind === 'ship';
}

/** Book value of a mixed force in Stellars (GD §5.3: the unit table cost). */
export function bookValue(counts: Partial<Record<UnitCode, number>>): number {
  let total = 0;
  for (const [code, n] of Object.entries(counts)) total += UNIT_TYPES[code as UnitCode].cost * (n ?? 0);
  return total;
}

export function isUnitCode(value: string): value is UnitCode {
  return (UNIT_CODES as readonly string[]).includes(value);
}

/** Reads a unit code as players write it (case-insensitive: "ftr", "FTR", "gbds"). */
export function readUnitCode(text: string): UnitCode | null {
  const t = text.trim().toUpperCase();
  return UNIT_CODES.find((c) => c.toUpperCase() === t) ?? (t === 'FTRS' ? 'Ftr' : t === 'MIS' ? 'MI' : null);
}
