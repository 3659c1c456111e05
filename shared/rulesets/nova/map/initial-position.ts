/**
 * NOVA: 8.4 INITIAL POSITION — what every empire holds at its home star when the game starts:
 * the Home Star (Type 8 World) with its established IC and 2 SDUs (installations on the system),
 * and one portable Industrial Complex, not yet established (a unit at the home star).
 * The 3500 MCr and the pregame TP are the pregame budget's (pregame.ts).
 */
import type { Unit } from '../../../model/entities';

/** The installations of a Home Star at the start: 1 established IC, 2 SDUs (NOVA: 8.4). */
export const HOME_STAR_INSTALLATIONS: Readonly<Record<string, number>> = { IC: 1, SDU: 2 };

/** The portable IC of an empire's initial position, at its home star (NOVA: 8.4); ids `ic-<empire id>`. */
export function initialPositionUnits(gameId: string, homes: ReadonlyMap<string, string>): Unit[] {
  return [...homes].map(([empireId, systemId]) => ({ gameId, id: `ic-${empireId}`, empireId, kind: 'IC', name: 'IC 1', systemId, established: false }) as Unit);
}

/**
 * What the start of turn 1 adds to a game whose initial position is incomplete (NOVA: 8.4): each
 * empire's Home Star gets its established IC and 2 SDUs where it has no IC or SDU entry at all
 * (a number the GM entered, even 0, is kept), and an empire with no IC unit of its own gets its
 * portable IC at the home star. Systems changed and units added; nothing else is touched.
 */
export function completeInitialPosition<S extends { id: string; homeStar?: boolean; ownerId: string | null; installations: Record<string, number> }>(
  gameId: string,
  empires: readonly { id: string; homeSystemId: string | null }[],
  systems: readonly S[],
  units: readonly Unit[],
): { systems: S[]; units: Unit[] } {
  const changed: S[] = [];
  const added: Unit[] = [];
  const taken = new Set(units.map((u) => u.id));
  for (const empire of empires) {
    const home = systems.find((s) => s.id === empire.homeSystemId);
    if (!home || !home.homeStar || home.ownerId !== empire.id) continue;
    const missing = Object.entries(HOME_STAR_INSTALLATIONS).filter(([code]) => home.installations[code] === undefined);
    if (missing.length > 0) changed.push({ ...home, installations: { ...home.installations, ...Object.fromEntries(missing) } });
    if (!units.some((u) => u.empireId === empire.id && u.kind.toUpperCase() === 'IC')) {
      const [unit] = initialPositionUnits(gameId, new Map([[empire.id, home.id]]));
      if (unit && !taken.has(unit.id)) added.push(unit);
    }
  }
  return { systems: changed, units: added };
}
