/** Creating and removing units in the world (counter ids, GD §10.5.1.1; carried units, GD §10.1.1). */
import { counterId, fleetCounterText, nextSerial } from '../rules/counter-ids';
import type { Force } from '../rules/forces';
import { raceOf } from '../rules/races';
import { UNIT_TYPES, type UnitCode } from '../rules/units';
import type { Position } from '../map/geometry';
import type { Fleet, Unit, World } from '../world/world';
import { fleetId, type TurnContext } from './context';

/** A fleet counter's text ("TERRAN 1ST FLEET SPEED 3"). */
export function fleetLabel(ctx: TurnContext, fleet: Fleet): string {
  const p = ctx.player(fleet.ownerId);
  const race = p ? raceOf(p.raceCode) : null;
  return fleetCounterText(race?.adjective ?? fleet.ownerId.toUpperCase(), fleet.number, ctx.fleetSpeed(fleet.id));
}

/** A new, empty fleet of a player at a position. */
export function newFleet(ctx: TurnContext, ownerId: string, pos: Position, number?: number): Fleet {
  const n = number ?? ctx.nextFleetNumber(ownerId);
  const f: Fleet = { id: fleetId(ownerId, n), ownerId, number: n, hexId: pos.hexId, half: pos.half, enteredFrom: null, warpCredit: 0 };
  ctx.world.fleets.push(f);
  return f;
}

/** New ship units of a player with fresh counter ids; Fighters and MIs in the force board the new carriers (then spill over). */
export function addForce(world: World, ownerId: string, fleet: Fleet, force: Force): { units: Unit[]; ftrLeft: number; miLeft: number } {
  const player = world.players.find((p) => p.id === ownerId);
  const race = player?.raceCode ?? 'X';
  const units: Unit[] = [];
  const ids = world.units.map((u) => u.id);
  for (const [code, qty] of Object.entries(force) as [UnitCode, number][]) {
    if (!qty || UNIT_TYPES[code].kind !== 'ship') continue;
    for (let i = 0; i < qty; i++) {
      const serial = nextSerial(race, code, ids);
      const u: Unit = { id: counterId(race, code, serial), ownerId, code, fleetId: fleet.id, ftr: 0, mi: 0, hull: false, hied: false, serendipity: false, shortSince: null };
      ids.push(u.id);
      units.push(u);
    }
  }
  world.units.push(...units);
  const ftrLeft = board(units, 'ftr', force.Ftr ?? 0);
  const miLeft = board(units, 'mi', force.MI ?? 0);
  return { units, ftrLeft, miLeft };
}

/** Puts `count` Fighters or MIs aboard carriers in order, each up to its room; returns what did not fit. */
export function board(units: readonly Unit[], what: 'ftr' | 'mi', count: number): number {
  let left = count;
  for (const u of units) {
    if (left <= 0) break;
    const room = (what === 'ftr' ? UNIT_TYPES[u.code].carriesFtr : UNIT_TYPES[u.code].carriesMi) - u[what];
    const take = Math.max(0, Math.min(room, left));
    u[what] += take;
    left -= take;
  }
  return left;
}

/** Removes fleets with no units left. */
export function dropEmptyFleets(world: World): void {
  const used = new Set(world.units.map((u) => u.fleetId));
  world.fleets = world.fleets.filter((f) => used.has(f.id));
}

/** A planet id not yet in use in the hex ("P-H0503", then "P-H0503-b"…). */
export function uniquePlanetId(ctx: TurnContext, hexId: string): string {
  let id = `P-${hexId}`;
  for (let i = 1; ctx.world.planets.some((p) => p.id === id); i++) id = `P-${hexId}-${String.fromCharCode(97 + i)}`;
  return id;
}
