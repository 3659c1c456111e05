/**
 * The connectivity service (DN §7.0 "連絡", digest §5.5): breadth-first search over jump routes.
 * A route is usable if solid, or dashed and explored by the player, or the player is Vilani.
 * An intermediate system blocks the path when it holds enemy ships other than TR and AO (star hex
 * or box; carriers block, A44), when both sides' ships are there, or when it is a Type-3 system
 * without a friendly tanker. The two ends of a path are exempt. Path length is unlimited.
 */
import type { Side, World } from '../model';
import { otherSide } from '../model';
import { friendlyBox } from './ownership';
import { capitalOf, classOf, coalitionOf, mapIndex, neighbours, placeOfUnit, printedSystemType } from './queries';

export interface Connectivity {
  readonly side: Side;
  readonly capitalSystemId: string | null;
  /** Systems a path from the capital reaches (ends included). */
  readonly reachable: ReadonlySet<string>;
  /** Friendly boxes (owned or allied) connected to the capital. */
  readonly connectedBoxes: readonly string[];
  /** Friendly boxes cut off from the capital. */
  readonly cutOffBoxes: readonly string[];
}

/** Why a system blocks this player's paths through it, or null. */
export function blockReason(world: World, side: Side, systemId: string, presence = shipPresence(world)): string | null {
  const here = presence.get(systemId);
  const system = mapIndex(world.map).systems.get(systemId);
  if (!system) return 'unknown system';
  if (here?.enemyBlocking.has(side)) return 'enemy warships present';
  if (here?.ships.has(side) && here.anyEnemyShip.has(side)) return "both sides' ships present";
  if (printedSystemType(system) === 3 && !here?.tanker.has(side)) return 'Type-3 system without a friendly tanker';
  return null;
}

interface Presence {
  ships: Set<Side>;
  tanker: Set<Side>;
  /** Sides for which an enemy non-TR/AO ship is present here. */
  enemyBlocking: Set<Side>;
  /** Sides for which any enemy ship is present here. */
  anyEnemyShip: Set<Side>;
}

/** Who has which ships in each system (star hex and boxes), for blocking. */
export function shipPresence(world: World): Map<string, Presence> {
  const out = new Map<string, Presence>();
  const rule = world.settings.independentsBlockSupply;
  for (const u of world.units) {
    const cls = classOf(world, u);
    if (cls.category !== 'ship') continue;
    const place = placeOfUnit(world, u);
    if (!place || u.loc.kind === 'carried') continue;
    const p = out.get(place.systemId) ?? { ships: new Set<Side>(), tanker: new Set<Side>(), enemyBlocking: new Set<Side>(), anyEnemyShip: new Set<Side>() };
    out.set(place.systemId, p);
    const who = coalitionOf(world, u);
    const exempt = cls.code === 'TR' || cls.code === 'AO' || (cls.code === 'MS' && !world.settings.carriersBlockSupply);
    if (who === 'independent') {
      // A45: unallied armed independents block the Vilani (default), never, or always.
      if (exempt) continue;
      for (const side of ['aslan', 'human'] as Side[]) {
        const vilani = world.sides[side].variant === 'vilani';
        if (rule === 'always' || (rule === 'vilani-only' && vilani)) {
          p.enemyBlocking.add(side);
          p.anyEnemyShip.add(side);
        }
      }
      continue;
    }
    p.ships.add(who);
    if (cls.code === 'AO' && place.boxId === null) p.tanker.add(who);
    const enemy = otherSide(who);
    p.anyEnemyShip.add(enemy);
    if (!exempt) p.enemyBlocking.add(enemy);
  }
  return out;
}

/** May this player's paths use the route? (DN §7.0: dashed only after exploring; Vilani always.) */
export function routeUsableForSupply(world: World, side: Side, routeId: string): boolean {
  const route = mapIndex(world.map).routes.get(routeId);
  if (!route) return false;
  if (route.kind === 'solid') return true;
  return world.sides[side].variant === 'vilani' || (world.explored[routeId] ?? []).includes(side);
}

/** Multi-source search: every system a valid path reaches from the sources. */
export function reachFrom(world: World, side: Side, sources: readonly string[]): Set<string> {
  const presence = shipPresence(world);
  const seen = new Set<string>(sources);
  const queue = [...sources];
  const isSource = new Set(sources);
  while (queue.length > 0) {
    const current = queue.shift() as string;
    // Ends are exempt: a blocked system is reached, but a path does not pass through it.
    if (!isSource.has(current) && blockReason(world, side, current, presence) !== null) continue;
    for (const { systemId, route } of neighbours(world, current)) {
      if (seen.has(systemId) || !routeUsableForSupply(world, side, route.id)) continue;
      seen.add(systemId);
      queue.push(systemId);
    }
  }
  return seen;
}

/** Connection of every friendly box to the capital (income, DN §7.0). */
export function connectivity(world: World, side: Side): Connectivity {
  const capital = capitalOf(world, side);
  const reachable = capital ? reachFrom(world, side, [capital.system.id]) : new Set<string>();
  const connected: string[] = [];
  const cutOff: string[] = [];
  for (const s of world.map.systems)
    for (const b of s.boxes) {
      if (!friendlyBox(world, side, b.id)) continue;
      (reachable.has(s.id) ? connected : cutOff).push(b.id);
    }
  return { side, capitalSystemId: capital?.system.id ?? null, reachable, connectedBoxes: connected, cutOffBoxes: cutOff };
}

/**
 * Systems connected to a system whose Type-1 box holds friendly units (DN §7.0: where new units
 * may appear in a Type-2 system). The Type-1 box need not be connected to the capital.
 */
export function type1Reach(world: World, side: Side): Set<string> {
  const sources: string[] = [];
  for (const s of world.map.systems)
    for (const b of s.boxes)
      if (b.type === 1 && world.units.some((u) => u.loc.kind === 'box' && u.loc.boxId === b.id && coalitionOf(world, u) === side)) sources.push(s.id);
  return reachFrom(world, side, [...new Set(sources)]);
}
