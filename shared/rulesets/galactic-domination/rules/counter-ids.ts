/**
 * Counter IDs (GD §10.5.1.1): race code + unit-type code + serial, e.g. SC3 = Terran CA #3.
 * Some types carry no serial (a Terran MI is just SM). Fleet counters (§10.5.1.3) read
 * "TERRAN 1ST FLEET SPEED 3".
 */
import { UNIT_TYPES, type UnitCode } from './units';

/** A counter ID: `S` + `C` + 3 → "SC3". */
export function counterId(raceCode: string, code: UnitCode, serial?: number): string {
  return `${raceCode}${UNIT_TYPES[code].counterCode}${serial ?? ''}`;
}

/** Reads a counter ID back into race, unit and serial; null if it is not one. */
export function parseCounterId(id: string): { raceCode: string; code: UnitCode; serial: number | null } | null {
  const m = /^([A-Z])(BBS|BBX|[A-Z])(\d*)$/.exec(id.trim().toUpperCase());
  if (!m) return null;
  const letter = m[2] as string;
  const entry = Object.values(UNIT_TYPES).find((t) => t.counterCode === letter);
  if (!entry) return null;
  return { raceCode: m[1] as string, code: entry.code, serial: m[3] ? Number(m[3]) : null };
}

/** The next free serial for a race and unit type, given the ids in use. */
export function nextSerial(raceCode: string, code: UnitCode, idsInUse: Iterable<string>): number {
  let max = 0;
  const prefix = `${raceCode}${UNIT_TYPES[code].counterCode}`;
  for (const id of idsInUse) {
    if (!id.startsWith(prefix)) continue;
    const rest = id.slice(prefix.length);
    if (/^\d+$/.test(rest)) max = Math.max(max, Number(rest));
  }
  return max + 1;
}

/** An English ordinal: 1ST, 2ND, 3RD, 4TH, 11TH, 21ST. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}TH`;
  return `${n}${['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH'}`;
}

/** A fleet counter's text (GD §10.5.1.3): "TERRAN 1ST FLEET SPEED 3". */
export function fleetCounterText(adjective: string, number: number, speed: number): string {
  return `${adjective} ${ordinal(number)} FLEET SPEED ${speed}`;
}

/** A unit counter's combat line (GD §10.5.1.1: attack left, speed in brackets, defense right): "6 [2] 5". */
export function counterLine(code: UnitCode): string {
  const t = UNIT_TYPES[code];
  return `${t.attack} [${t.speed}] ${t.defense}`;
}
