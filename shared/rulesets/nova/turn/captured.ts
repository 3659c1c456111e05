/**
 * NOVA: 4.7 CAPTURED SYSTEMS — a system taken from the empire that colonised it (the turn
 * engine marks it `capturedFrom: <colonist's id>` when surface combat changes its holder).
 * Garrisoned by enough of the holder's armies, it produces at half rate; it never builds
 * colonies or armies; its IC builds ships of the holder's designs (NOVA: 10.3 A15: with or
 * without a garrison, a game setting).
 */
import type { Unit } from '../../../model/entities';
import type { NovaSystem } from '../records';

/** Armies needed to garrison a captured system (NOVA: 4.7): Outpost 1, Settlement 2, World 3, Home Star 10. */
export function garrisonNeeded(system: NovaSystem): number {
  if (system.homeStar) return 10;
  return system.status === 'world' ? 3 : system.status === 'settlement' ? 2 : system.status === 'outpost' ? 1 : 0;
}

/** The empire the system was captured from, or null when its holder colonised it. */
export function capturedFrom(system: NovaSystem): string | null {
  const from = system.capturedFrom;
  return typeof from === 'string' && from !== system.ownerId ? from : null;
}

/** The holder's armies on the planet (not in a hold). */
export function garrison(system: NovaSystem, units: readonly Unit[]): number {
  return units.filter((u) => u.empireId === system.ownerId && u.systemId === system.id && (u.kind === 'AA' || u.kind === 'RA') && !u.carriedBy).length;
}

export function isGarrisoned(system: NovaSystem, units: readonly Unit[]): boolean {
  return garrison(system, units) >= garrisonNeeded(system);
}
