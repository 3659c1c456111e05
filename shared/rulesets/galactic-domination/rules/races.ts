/**
 * The nine empires (GD §4.2, §4.3.4), their race codes (§10.5.1.1), Orbital Defense Systems (§9.3)
 * and home worlds (§9.1.1, §9.4; only the Terran values survive, L6798–6834).
 */
import { parseAttack, type AttackGroup } from './attack';

/** An Orbital Defense System (GD §9.3): attack "A X M", defense in hits. */
export interface OdsType {
  readonly name: string;
  readonly attack: string;
  readonly defense: number;
}

/** A home world as printed on the Empire Segment (GD §9.4.1, §9.4.2). */
export interface HomeWorld {
  readonly name: string;
  readonly kind: 'capitalM' | 'capitalS' | 'subCapital' | 'empire';
  /** Resource value Rn (GD §11.7.3). */
  readonly resource: number;
  /** Which home hex: 0 the Capital Planetary System Hex, 1 the other planetary system hex. */
  readonly hex: 0 | 1;
  /** Which half of the divided hex (GD §9.4.2): 0 upper, 1 lower. */
  readonly half: 0 | 1;
}

export interface Race {
  /** Race code, one letter (GD §10.5.1.1). */
  readonly code: string;
  /** Stable id ("terran"). */
  readonly id: string;
  readonly empire: string;
  readonly people: string;
  /** Fleet counter adjective ("TERRAN 1ST FLEET"). */
  readonly adjective: string;
  readonly colours: string;
  /** A map colour for the workstation ([P]). */
  readonly color: string;
  readonly ods: OdsType;
  /** Home worlds: capital hex first, then the sub-capital hex. */
  readonly homeWorlds: readonly HomeWorld[];
  /** True when a home value is the digest's default, not the rulebook's. */
  readonly homeValuesAssumed: boolean;
}

/**
 * Home worlds of a race. Terran: the surviving diagram (Earth 8, Mars 4, Nopal 5, Serris 3 = 20).
 * Others (digest defaults): capitals total 12 (8 + 4, or 12 alone), sub-capital 5, empire world 3;
 * the second listed secondary capital (Introkian, Trimonarh) is the Sub-Capital; a race with one capital gets
 * "an extra Empire World instead" (GD §9.2) in the capital hex, worth `extraWorldValue`.
 */
function homes(capital: string, secondaries: readonly string[], sub: string, empireWorld: string, extraWorldValue = 0): HomeWorld[] {
  const out: HomeWorld[] = [];
  if (secondaries.length === 0) {
    out.push({ name: capital, kind: 'capitalM', resource: 12, hex: 0, half: 0 });
    out.push({ name: `${capital} Minor`, kind: 'empire', resource: extraWorldValue, hex: 0, half: 1 });
  } else {
    out.push({ name: capital, kind: 'capitalM', resource: 8, hex: 0, half: 0 });
    out.push({ name: secondaries[0] as string, kind: 'capitalS', resource: 4, hex: 0, half: 1 });
  }
  out.push({ name: secondaries[1] ?? sub, kind: 'subCapital', resource: 5, hex: 1, half: 0 });
  out.push({ name: empireWorld, kind: 'empire', resource: 3, hex: 1, half: 1 });
  return out;
}

// GD §4.2 table, §9.3 ODS table, §10.5.1.1 race codes.
export const RACES: readonly Race[] = [
  { code: 'S', id: 'terran', empire: 'Terran Empire', people: 'Humans', adjective: 'TERRAN', colours: 'White on Blue', color: '#2f5fb3', ods: { name: 'ORBITAL FORTS', attack: '8 X 4', defense: 25 }, homeWorlds: [
    { name: 'Earth', kind: 'capitalM', resource: 8, hex: 0, half: 0 },
    { name: 'Mars', kind: 'capitalS', resource: 4, hex: 0, half: 1 },
    { name: 'Nopal', kind: 'subCapital', resource: 5, hex: 1, half: 0 },
    { name: 'Serris', kind: 'empire', resource: 3, hex: 1, half: 1 },
  ], homeValuesAssumed: false },
  { code: 'H', id: 'harxonic', empire: 'Harxonic League', people: 'Pretacsians', adjective: 'HARXONIC', colours: 'Pink on Lt Orange', color: '#e8925a', ods: { name: 'GREAT FASTNESS', attack: '8 X 3', defense: 33 }, homeWorlds: homes('Modalis', [], 'Modalis Prime', 'Pretax'), homeValuesAssumed: true },
  { code: 'I', id: 'introkian', empire: 'Introkian Polity', people: 'Dernars & Grebans', adjective: 'INTROKIAN', colours: 'Green on Yellow', color: '#3f9a3f', ods: { name: 'HIGH CITADEL', attack: '6 X 6', defense: 30 }, homeWorlds: homes('Jerin', ['Ralis', 'Servanis'], 'Servanis', 'Dern'), homeValuesAssumed: true },
  { code: 'M', id: 'gromar', empire: 'Gromar Empire', people: 'Gromarli', adjective: 'GROMAR', colours: 'Red on Black', color: '#b32020', ods: { name: 'HEAVENLY PROTECTOR', attack: '6 X 7', defense: 25 }, homeWorlds: homes('Bromus', ['Vetchmar'], 'Gromarl', 'Vetch Minor'), homeValuesAssumed: true },
  { code: 'F', id: 'subanid', empire: 'Subanid Federation', people: 'Folujki, Misurgoi, Viszelgi', adjective: 'SUBANID', colours: 'Red on Blue', color: '#8a2a6a', ods: { name: 'GRAND BASTION', attack: '7 X 4', defense: 28 }, homeWorlds: homes('Kloxart', ['Merndal'], 'Folujk', 'Viszel'), homeValuesAssumed: true },
  { code: 'T', id: 'trimonarh', empire: 'Trimonarh Imperium', people: 'Limerians', adjective: 'TRIMONARH', colours: 'Blue on Rose', color: '#d47a9a', ods: { name: 'PRIME GUARDIAN', attack: '5 X 10', defense: 26 }, homeWorlds: homes('Limus', ['Croluk', 'Pitrik'], 'Pitrik', 'Limer'), homeValuesAssumed: true },
  { code: 'B', id: 'brimari', empire: 'Brimari Convex', people: 'Catrians', adjective: 'BRIMARI', colours: 'Orange on Violet', color: '#7a3fb3', ods: { name: 'SUPREME TEMPLE', attack: '7 X 3', defense: 42 }, homeWorlds: homes('Brimar', ['Brimarol'], 'Catria', 'Brimar Minor'), homeValuesAssumed: true },
  { code: 'P', id: 'paladic', empire: 'Paladic Empire', people: 'Paladori', adjective: 'PALADIC', colours: 'Brown on Tan', color: '#8a6a3a', ods: { name: 'MASTER BULWARK', attack: '10 X 3', defense: 24 }, homeWorlds: homes('Ancillo', [], 'Paladorn', 'Ancil'), homeValuesAssumed: true },
  { code: 'G', id: 'gazegi', empire: 'Gazegi Expanse', people: 'Gazegian', adjective: 'GAZEGI', colours: 'Violet on Green', color: '#5aa05a', ods: { name: 'BATTLE FORTRESS', attack: '9 X 3', defense: 27 }, homeWorlds: homes('Rodax', ['Plaris'], 'Gazeg', 'Rodax Minor'), homeValuesAssumed: true },
];

/** A race by code ("S") or id ("terran"); null if unknown. */
export function raceOf(codeOrId: string): Race | null {
  return RACES.find((r) => r.code === codeOrId || r.id === codeOrId.toLowerCase()) ?? null;
}

/** An ODS's batteries (GD §9.3: "9 X 3" is 27 attacks at ≤9). */
export function odsAttack(raceCode: string): AttackGroup[] {
  const race = raceOf(raceCode);
  return race ? (parseAttack(race.ods.attack) ?? []) : [];
}

/** Home worlds with a GM value for a single-capital race's extra Empire World (setting extraEmpireWorldValue). */
export function homeWorldsOf(race: Race, extraEmpireWorldValue: number): HomeWorld[] {
  return race.homeWorlds.map((w) => (w.kind === 'empire' && w.hex === 0 ? { ...w, resource: extraEmpireWorldValue } : w));
}

// GD §9.1.1: 3–5 GBDS, 2 on each Capital World and 1 on each Sub-Capital; 2 Homeguard MIs on each Capital World.
/** Starting GBDS on a home world. */
export function startingGbds(kind: HomeWorld['kind']): number {
  return kind === 'capitalM' || kind === 'capitalS' ? 2 : kind === 'subCapital' ? 1 : 0;
}

/** Starting Homeguard MIs on a home world (GD §9.1.1: never move). */
export function startingHomeguard(kind: HomeWorld['kind']): number {
  return kind === 'capitalM' || kind === 'capitalS' ? 2 : 0;
}
