/**
 * Every counter of the Dark Nebula variant (DN Table 1 and the Charts "unit count lists"),
 * as editable data. Ratings are Beam–Missile–Screen[Maintenance]; costs in RU; the hire fee
 * per game turn for independents (Charts: independent-system conscription cost table).
 */
import type { Faction, GroundCode, UnitClass, UnitCode, UnitTag } from '../model';

const TAGS: Partial<Record<UnitCode, UnitTag[]>> = {
  TR: ['auxiliary', 'transport'],
  AO: ['auxiliary', 'tanker'],
  MS: ['auxiliary', 'carrier'],
  F: ['fighter', 'no-jump'],
  CL: ['cruiser'],
  CS: ['cruiser'],
  CR: ['cruiser'],
  CA: ['cruiser'],
  B1: ['capital'],
  B: ['capital'],
  B2: ['capital'],
  BB: ['capital'],
  M: ['capital', 'no-jump'],
  EX: ['explorer'],
};

const NAMES: Record<UnitCode, string> = {
  TR: 'Transport', AO: 'Tanker', MS: 'Carrier', F: 'Fighter', SC: 'Scout', DD: 'Destroyer', CL: 'Light cruiser',
  CS: 'Strike cruiser', CR: 'Heavy cruiser', CA: 'Super cruiser', B1: 'Dreadnought', B: 'Dreadnought', B2: 'Improved dreadnought',
  M: 'Monitor', BB: 'Battleship', EX: 'Explorer', MB: 'Missile boat', PD: 'Battery (PDM)', RT: 'Regular division', JT: 'Jump division', AT: 'Armored brigade',
};

/** A ship class from its printed rating "B-M-S[m]". */
function ship(id: string, code: UnitCode, faction: Faction, rating: string, cost: number, extra: Partial<UnitClass> = {}): UnitClass {
  const match = /^(\d+)-(\d+)-(\d+)\[(\d+)\]$/.exec(rating);
  if (!match) throw new Error(`bad rating ${rating}`);
  const [beam, missile, screen, maint] = match.slice(1).map(Number) as [number, number, number, number];
  const delay = code === 'B1' || code === 'B2' || code === 'BB' ? 2 : 1;
  return { id, code, faction, name: NAMES[code], category: 'ship', beam, missile, screen, maint, civilMaint: maint, cost, delay, tags: TAGS[code] ?? [], ...extra };
}

function ground(faction: Faction, code: GroundCode | 'PD', cost: number): UnitClass {
  return { id: `${faction}.${code}`, code, faction, name: NAMES[code], category: code === 'PD' ? 'pdm' : 'ground', beam: 0, missile: 0, screen: 0, maint: 0, civilMaint: 0, cost, delay: 1, tags: [] };
}

/** Aslan counters, both sets of each drawn class (Charts: Aslan unit count list; DN §14.0). */
export const ASLAN_CLASSES: readonly UnitClass[] = [
  ship('aslan.TR', 'TR', 'aslan', '0-0-1[1]', 1),
  ship('aslan.AO', 'AO', 'aslan', '0-0-1[1]', 2),
  ship('aslan.MS', 'MS', 'aslan', '0-0-2[1]', 7),
  ship('aslan.F', 'F', 'aslan', '2-1-2[1]', 1),
  ship('aslan.SC.dn', 'SC', 'aslan', '1-1-1[1]', 1, { set: 'dn' }),
  ship('aslan.SC.imp', 'SC', 'aslan', '2-0-1[1]', 1, { set: 'imp' }),
  ship('aslan.DD.dn', 'DD', 'aslan', '2-2-2[2]', 3, { set: 'dn' }),
  ship('aslan.DD.imp', 'DD', 'aslan', '3-1-2[2]', 3, { set: 'imp' }),
  ship('aslan.CL.dn', 'CL', 'aslan', '5-2-4[3]', 6, { set: 'dn' }),
  ship('aslan.CL.imp', 'CL', 'aslan', '5-1-4[3]', 6, { set: 'imp' }),
  ship('aslan.CS.dn', 'CS', 'aslan', '3-9-5[4]', 10, { set: 'dn' }),
  ship('aslan.CS.imp', 'CS', 'aslan', '0-8-5[4]', 10, { set: 'imp' }),
  ship('aslan.CR', 'CR', 'aslan', '6-6-6[4]', 12),
  ship('aslan.B1.dn', 'B1', 'aslan', '9-8-9[6]', 16, { set: 'dn' }),
  // A27: the B's delay is a setting (default 2, as the B1).
  ship('aslan.B.imp', 'B', 'aslan', '10-9-7[6]', 16, { set: 'imp', delay: 2 }),
  ship('aslan.B2.dn', 'B2', 'aslan', '10-8-9[5]', 18, { set: 'dn' }),
  ship('aslan.M.imp', 'M', 'aslan', '9-0-8[3]', 6, { set: 'imp' }),
  // DN §14.0: BB follows CS: CS 3-9-5 gives BB 11-9-9, CS 0-8-5 gives BB 12-9-9.
  ship('aslan.BB.dn', 'BB', 'aslan', '11-9-9[5]', 20, { set: 'dn' }),
  ship('aslan.BB.imp', 'BB', 'aslan', '12-9-9[5]', 20, { set: 'imp' }),
  ship('aslan.EX', 'EX', 'aslan', '3-3-3[2]', 10),
  ship('aslan.MB', 'MB', 'aslan', '0-6-1[1]', 4, { set: 'imp' }),
  ground('aslan', 'PD', 10),
  ground('aslan', 'RT', 2),
  ground('aslan', 'JT', 3),
  ground('aslan', 'AT', 3),
];

/** Solomani counters (Charts: human unit count list, Solomani columns; A3 for BB, PD, AT). */
export const SOLOMANI_CLASSES: readonly UnitClass[] = [
  ship('solomani.TR', 'TR', 'solomani', '0-0-1[1]', 1),
  ship('solomani.AO', 'AO', 'solomani', '0-0-1[1]', 2),
  ship('solomani.MS', 'MS', 'solomani', '0-0-1[1]', 7),
  ship('solomani.F', 'F', 'solomani', '1-2-2[1]', 1),
  ship('solomani.SC', 'SC', 'solomani', '0-2-1[1]', 1),
  ship('solomani.DD', 'DD', 'solomani', '0-4-1[2]', 3),
  ship('solomani.CL', 'CL', 'solomani', '5-2-3[3]', 6),
  ship('solomani.CS', 'CS', 'solomani', '5-8-5[4]', 10),
  ship('solomani.CR', 'CR', 'solomani', '7-2-6[4]', 12),
  ship('solomani.CA', 'CA', 'solomani', '7-4-5[4]', 14),
  ship('solomani.M', 'M', 'solomani', '0-10-7[3]', 6),
  ship('solomani.B1', 'B1', 'solomani', '9-10-9[5]', 16),
  // DN §7.0: the frontier dreadnought 3-10-9[6] pays 3 RU (50%) for civilized maintenance.
  ship('solomani.B2', 'B2', 'solomani', '3-10-9[6]', 11, { name: 'Frontier dreadnought', civilMaint: 3 }),
  ship('solomani.BB', 'BB', 'solomani', '7-12-9[5]', 20),
  ship('solomani.EX', 'EX', 'solomani', '3-4-3[2]', 10),
  ground('solomani', 'PD', 10),
  ground('solomani', 'RT', 2),
  ground('solomani', 'JT', 3),
  ground('solomani', 'AT', 3),
];

/** Vilani counters (Charts: Vilani columns; Imperium red ships with Dark Nebula red troops). No explorer (DN §11.0). */
export const VILANI_CLASSES: readonly UnitClass[] = [
  ship('vilani.TR', 'TR', 'vilani', '0-0-1[1]', 1),
  ship('vilani.AO', 'AO', 'vilani', '0-0-1[1]', 2),
  ship('vilani.MS', 'MS', 'vilani', '0-0-1[1]', 7),
  ship('vilani.F', 'F', 'vilani', '1-2-2[1]', 1),
  ship('vilani.SC', 'SC', 'vilani', '1-1-1[1]', 1),
  ship('vilani.DD', 'DD', 'vilani', '2-2-2[2]', 3),
  ship('vilani.CL', 'CL', 'vilani', '2-4-3[3]', 6),
  ship('vilani.CS', 'CS', 'vilani', '2-7-4[4]', 10),
  ship('vilani.CR', 'CR', 'vilani', '5-5-5[4]', 12),
  ship('vilani.CA', 'CA', 'vilani', '7-5-5[4]', 14),
  ship('vilani.B1', 'B1', 'vilani', '4-9-8[6]', 16),
  ship('vilani.B2', 'B2', 'vilani', '6-10-8[5]', 18),
  ship('vilani.BB', 'BB', 'vilani', '7-12-9[5]', 20),
  ground('vilani', 'PD', 10),
  ground('vilani', 'RT', 2),
  ground('vilani', 'JT', 3),
  ground('vilani', 'AT', 3),
];

/** Independent (gray) counters; `cost` is the hire fee a game turn; batteries cannot be hired. */
export const INDEPENDENT_CLASSES: readonly UnitClass[] = [
  ground('independent', 'PD', 0),
  ground('independent', 'RT', 1),
  ground('independent', 'JT', 2),
  ground('independent', 'AT', 2),
  ship('independent.TR', 'TR', 'independent', '0-0-1[1]', 1),
  ship('independent.M.807', 'M', 'independent', '8-0-7[3]', 1),
  ship('independent.M.808', 'M', 'independent', '8-0-8[3]', 1),
  ship('independent.M.088', 'M', 'independent', '0-8-8[3]', 1),
  ship('independent.M.827', 'M', 'independent', '8-2-7[3]', 1),
  ship('independent.M.287', 'M', 'independent', '2-8-7[3]', 1),
  ship('independent.M.927', 'M', 'independent', '9-2-7[3]', 1),
];

export const ALL_CLASSES: readonly UnitClass[] = [...ASLAN_CLASSES, ...SOLOMANI_CLASSES, ...VILANI_CLASSES, ...INDEPENDENT_CLASSES];

/** Every class by id, for a game's catalog. */
export function classIndex(classes: readonly UnitClass[] = ALL_CLASSES): Record<string, UnitClass> {
  return Object.fromEntries(classes.map((c) => [c.id, c]));
}

/** "6-6-6[4]" for a ship, "PD" for a battery, the code for a ground class. */
export function ratingText(cls: UnitClass, strength?: number): string {
  if (cls.category === 'ship') return `${cls.beam}-${cls.missile}-${cls.screen}[${cls.maint}]`;
  if (cls.category === 'pdm') return 'defence 2';
  return strength === undefined ? cls.code : String(strength);
}
