/**
 * NOVA: 3.9 OTHER UNITS (costs, cargo), 4.2 CONSTRUCTION RESTRICTIONS, 4.4 SYSTEM
 * PRODUCTION POTENTIALS. Plain tables and small pure functions.
 */

/** Non-ship units a GM may buy: cost = size in MCr, CH needed, combat factor (NOVA: 3.9). */
export interface UnitType {
  readonly abbr: string;
  readonly name: string;
  /** MCr cost, which equals the size. SG: a pair of ends, 180 each. */
  readonly cost: number;
  /** Cargo holds (30 points each) needed to carry one. */
  readonly cargoHolds: number;
  /** Surface combat factor; undefined when it has none. */
  readonly cf?: number;
  /** Where it may be built (NOVA: 4.2). */
  readonly builtAt: 'world' | 'ic';
  readonly kind: 'army' | 'installation' | 'colony';
}

export const UNIT_TYPES: readonly UnitType[] = [
  { abbr: 'C', name: 'Colony', cost: 60, cargoHolds: 2, builtAt: 'world', kind: 'colony' },
  { abbr: 'AA', name: 'Assault Army', cost: 30, cargoHolds: 1, cf: 2, builtAt: 'world', kind: 'army' },
  { abbr: 'RA', name: 'Regular Army', cost: 30, cargoHolds: 1, cf: 3, builtAt: 'world', kind: 'army' },
  { abbr: 'SDU', name: 'System Defence Unit', cost: 90, cargoHolds: 3, cf: 4, builtAt: 'ic', kind: 'installation' },
  { abbr: 'IC', name: 'Industrial Complex', cost: 120, cargoHolds: 4, builtAt: 'ic', kind: 'installation' },
  { abbr: 'PCB', name: 'Planet Cracker Bomb', cost: 180, cargoHolds: 6, builtAt: 'ic', kind: 'installation' },
  { abbr: 'SG', name: 'Star Gate (pair of ends)', cost: 360, cargoHolds: 6, builtAt: 'ic', kind: 'installation' },
  { abbr: 'TFC', name: 'Terra Form Construct', cost: 900, cargoHolds: 30, builtAt: 'ic', kind: 'installation' },
];

/**
 * NOVA: CONSTRUCTION RESTRICTIONS (4.2) "MAs can't be built": militia armies come with a
 * system's status (MILITIA ARMIES). Whether a purchase line names them ("MA", "Militia",
 * "Militia Army", "2 MAs"), so the refusal says why instead of "unknown item".
 */
export function namesMilitia(item: string): boolean {
  return /^(?:new\s+)?(?:mas?|militias?(?:\s+arm(?:y|ies))?)(?:\s+(?:at|@)\s+.*|\s*\(.*\))?$/i.test(item.trim());
}

/** Why a militia purchase is refused (NOVA: 4.2). */
export const MILITIA_NOT_BUILT = "militia armies (MA) can't be built: a system has them by its status (World 3, Settlement 2, Outpost 1, Home Star 10) (NOVA 4.2, MILITIA ARMIES)";

export function unitType(abbr: string): UnitType | undefined {
  return UNIT_TYPES.find((u) => u.abbr === abbr.toUpperCase());
}

export type SystemStatusName = 'none' | 'outpost' | 'settlement' | 'world';

/** NOVA: 4.4 — MCr revenue per turn by type 0–8 and status; undefined is "na". */
const PRODUCTION: readonly (readonly [number | undefined, number | undefined, number | undefined])[] = [
  [undefined, undefined, undefined],
  [10, undefined, undefined],
  [20, undefined, undefined],
  [30, 60, undefined],
  [40, 80, undefined],
  [10, 20, 50],
  [20, 40, 100],
  [30, 60, 150],
  [40, 80, 200],
];

/** Revenue of a system of `type` at `status`; 0 for NONE; undefined when the type cannot support the status. */
export function production(type: number, status: SystemStatusName): number | undefined {
  if (status === 'none') return 0;
  const row = PRODUCTION[type];
  if (!row) return undefined;
  return row[status === 'outpost' ? 0 : status === 'settlement' ? 1 : 2];
}

/** Most colonies a type supports (NOVA: 4.6): 0/1/1/2/2/3/3/3/3. */
export function maxColonies(type: number): number {
  return [0, 1, 1, 2, 2, 3, 3, 3, 3][type] ?? 0;
}

/** Armies a system may build per turn (NOVA: 4.2): 4 on a home star, 2 on a World, else 0. */
export function armiesPerTurn(status: SystemStatusName, homeStar: boolean): number {
  if (homeStar) return 4;
  return status === 'world' ? 2 : 0;
}

/** Where a purchase may be built (NOVA: 4.2). Ships and installations need an established IC; armies and colonies a World. */
export function buildSiteProblem(what: 'ship' | UnitType, site: { status: SystemStatusName; hasIc: boolean; captured?: boolean; devastatedLastTurn?: boolean }): string | undefined {
  const atIc = what === 'ship' || what.builtAt === 'ic';
  const label = what === 'ship' ? 'ships' : what.name;
  if (atIc) {
    if (!site.hasIc) return `${label} may be built only at an established IC (NOVA 4.2)`;
    if (site.devastatedLastTurn) return 'an IC may not build anything on the turn after its system was devastated (NOVA 4.2)';
    return undefined;
  }
  if (site.status !== 'world') return `${label} may be built only in World-status systems (NOVA 4.2)`;
  if (site.captured) return `a captured system cannot build colonies or armies (NOVA 4.2)`;
  return undefined;
}
