/**
 * The fleets a player can write orders for: his fleets on the map, and the fleets his waiting builds will
 * form in phase F (GD §11.1 F: units bought last turn appear, then move that same turn; the Exploration
 * Fleets of turn 1). Numbered as placement numbers them: after the highest fleet number in use, in the
 * order the builds were made. The order sheet, the checker and placement share this one rule.
 */
import { fleetSpeed } from '../rules/movement-chart';
import { UNIT_TYPES } from '../rules/units';
import type { Build, World } from './world';

export interface OrderableFleet {
  readonly id: string;
  readonly number: number;
  readonly hexId: string;
  readonly half: 0 | 1 | null;
  readonly speed: number;
  /** True for a fleet that appears in phase F of this turn. */
  readonly planned: boolean;
  readonly planetId?: string;
}

/** Groups of due builds in placement order (`${owner}|${planet}|${group}`), as placement walks them. */
export function dueGroups(world: World): Build[][] {
  const groups = new Map<string, Build[]>();
  for (const b of world.builds) {
    if (b.turn >= world.turn || b.frozen) continue;
    const key = `${b.ownerId}|${b.planetId}|${b.group ?? 'x'}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  return [...groups.values()];
}

/** The player's fleets on the map and those his builds will form this turn. */
export function orderableFleets(world: World, playerId: string): OrderableFleet[] {
  const out: OrderableFleet[] = world.fleets
    .filter((f) => f.ownerId === playerId)
    .map((f) => ({ id: f.id, number: f.number, hexId: f.hexId, half: f.half, speed: fleetSpeed(world.units.filter((u) => u.fleetId === f.id).map((u) => UNIT_TYPES[u.code].speed + (u.hied ? 1 : 0))), planned: false }));
  let next = Math.max(0, ...out.map((f) => f.number)) + 1;
  for (const group of dueGroups(world)) {
    const first = group[0] as Build;
    if (first.ownerId !== playerId) continue;
    const ships = group.filter((b) => UNIT_TYPES[b.code].kind === 'ship');
    const planet = world.planets.find((p) => p.id === first.planetId);
    if (ships.length === 0 || !planet || planet.ownerId !== playerId || (!first.anywhere && planet.shipyards === 0)) continue;
    out.push({ id: `${playerId}-F${next}`, number: next, hexId: planet.hexId, half: planet.half, speed: fleetSpeed(ships.map((b) => UNIT_TYPES[b.code].speed)), planned: true, planetId: planet.id });
    next++;
  }
  return out;
}
