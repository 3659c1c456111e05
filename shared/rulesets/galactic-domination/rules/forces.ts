/** A force as the random tables give it: unit counts by type. */
import { readUnitCode, UNIT_TYPES, type UnitCode } from './units';

export type Force = Partial<Record<UnitCode, number>>;

/** Book value of a force (GD §5.3). */
export function forceValue(force: Force): number {
  let n = 0;
  for (const [code, count] of Object.entries(force)) n += UNIT_TYPES[code as UnitCode].cost * (count ?? 0);
  return n;
}

/** "1 BB, 2 CA, 3 DD" in the rulebook's order of listing. */
export function describeForce(force: Force): string {
  const order: UnitCode[] = ['BB', 'BBS', 'BBX', 'CV', 'RA', 'GS', 'CA', 'DD', 'FF', 'TT', 'Ftr', 'GBDS', 'MI', 'SY'];
  const parts = order.filter((c) => (force[c] ?? 0) > 0).map((c) => `${force[c]} ${c}`);
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

/** Sum of two forces. */
export function addForces(a: Force, b: Force): Force {
  const out: Force = { ...a };
  for (const [code, n] of Object.entries(b)) out[code as UnitCode] = (out[code as UnitCode] ?? 0) + (n ?? 0);
  return out;
}

/** A force as the GM types it: counts and unit codes, "3 DD, 2 CA, 1 BB" (or "DD 3"); problems name each word not read. */
export function readForceText(text: string): { ok: true; force: Force } | { ok: false; problem: string } {
  const force: Force = {};
  const parts = text.split(/[,;]+/).map((p) => p.trim()).filter(Boolean);
  for (const part of parts) {
    const m = /^(\d+)\s*[x×]?\s*(\S+)$/i.exec(part) ?? /^(\S+?)\s*[x×:]?\s*(\d+)$/i.exec(part);
    const [count, name] = m ? (/^\d+$/.test(m[1] as string) ? [Number(m[1]), m[2] as string] : [Number(m[2]), m[1] as string]) : [1, part];
    const code = readUnitCode(name);
    if (!code) return { ok: false, problem: `"${part}" is not a count and a unit type (FF, DD, CA, BB, Ftr, CV, GS, RA, GBDS, SY, MI, TT)` };
    force[code] = (force[code] ?? 0) + count;
  }
  return { ok: true, force };
}
