/**
 * What empires with ships in a system see of an alien empire's surface activity there (NOVA: 7.2
 * STANDARD REPORT ABBREVIATIONS; 7.4: notices "when its ships are present"):
 * - `A?S` with E: the aliens established colonies or an IC on the planet → `AES`;
 * - `AUL` "Alien Units were Landed on the planet": the aliens landed armies or installations (L).
 *
 * Pure. Each watching empire gets one `alien-activity` event per activity and system, with the
 * number of the actor's ships it sees there; the actor itself and empires without ships there
 * are told nothing (NOVA: 7.4).
 */
import type { Unit } from '../../../model/entities';
import { ownEvent, type TurnEvent } from './events';
import { isShip } from './fleet';

export interface SurfaceActivity {
  systemId: string;
  empireId: string;
  /** `E` (established) or `AUL` (units landed). */
  activity: 'E' | 'AUL';
}

/** The events telling watchers of each activity (deduplicated by system, empire and activity). `unitsHere`: the system's units as the step began. */
export function alienSurfaceNotices(activities: readonly SurfaceActivity[], unitsIn: ReadonlyMap<string, readonly Unit[]>): TurnEvent[] {
  const events: TurnEvent[] = [];
  const said = new Set<string>();
  for (const a of activities) {
    const key = `${a.systemId}|${a.empireId}|${a.activity}`;
    if (said.has(key)) continue;
    said.add(key);
    const ships = (unitsIn.get(a.systemId) ?? []).filter((u) => isShip(u) && u.systemId === a.systemId);
    const actorShips = ships.filter((u) => u.empireId === a.empireId).length;
    const watchers = [...new Set(ships.filter((u) => u.empireId !== a.empireId).map((u) => u.empireId))].sort();
    for (const watcher of watchers) events.push(ownEvent('K', watcher, a.systemId, { kind: 'alien-activity', activity: a.activity, alienShips: actorShips }));
  }
  return events;
}
