/**
 * Who owns each box and controls each star hex (DN §7.0 "owned boxes", §12.0 home control,
 * A11, A22, A49), and what counts as friendly for loading, landing and maintenance.
 */
import type { Box, Owner, Side, StarSystem, World } from '../model';
import { capitalOf, classOf, coalitionOf, mapIndex, placeOfUnit, printedSystemType, sheetOf } from './queries';

/** The side a box is printed for: △/○, or an OPM placed by the Vilani (DN §12.0, §14.0). */
export function homeSideOf(world: World, box: Box): Side | null {
  if (box.printed) return box.printed;
  if (world.boxes[box.id]?.opm) return 'human';
  return null;
}

/** Coalitions with units in each box (mercenaries count for their employer). */
export function boxPresence(world: World): Map<string, Set<Owner>> {
  const out = new Map<string, Set<Owner>>();
  for (const u of world.units) {
    const place = placeOfUnit(world, u);
    if (!place?.boxId) continue;
    const set = out.get(place.boxId) ?? new Set<Owner>();
    // An allied garrison still holds its box for the independents; hired units count for the employer.
    set.add(u.owner === 'independent' ? (u.hiredBy ?? 'independent') : u.owner);
    out.set(place.boxId, set);
  }
  return out;
}

/**
 * Recomputes every box owner from the units in it and the previous owner:
 * - a home box (printed, or OPM) is its home side's unless only enemy units are in it;
 * - any other box belongs to the side with units in it; with several, to the previous owner
 *   (who keeps the box's PD fire until all its units are gone, A22);
 * - an empty non-home box keeps no owner.
 * Returns the boxes whose owner changed: [boxId, before, after].
 */
export function refreshOwnership(world: World): [string, Owner | null, Owner | null][] {
  const presence = boxPresence(world);
  const changes: [string, Owner | null, Owner | null][] = [];
  for (const system of world.map.systems) {
    for (const box of system.boxes) {
      const state = (world.boxes[box.id] ??= { owner: null });
      const present = presence.get(box.id) ?? new Set<Owner>();
      const before = state.owner;
      let after: Owner | null;
      const home = homeSideOf(world, box);
      if (home) {
        const others = [...present].filter((o) => o !== home);
        after = present.has(home) || others.length === 0 ? home : others.length === 1 ? (others[0] as Owner) : before && present.has(before) ? before : (others.sort()[0] as Owner);
      } else if (present.size === 0) after = null;
      else if (present.size === 1) after = [...present][0] as Owner;
      else after = before && present.has(before) ? before : ([...present].sort()[0] as Owner);
      if (after !== before) {
        state.owner = after;
        changes.push([box.id, before, after]);
      }
      // An alliance ends when the box passes to a player.
      if (state.alliedWith && after !== 'independent') delete state.alliedWith;
    }
  }
  return changes;
}

/** A box owned by the side, or an independent box allied with it (DN §12.0). */
export function friendlyBox(world: World, side: Side, boxId: string): boolean {
  const state = world.boxes[boxId];
  return !!state && (state.owner === side || (state.owner === 'independent' && state.alliedWith === side));
}

/** Owned outright (not allied): victory, truce and expansion counts. */
export function ownsBox(world: World, side: Side, boxId: string): boolean {
  return world.boxes[boxId]?.owner === side;
}

/**
 * "Friendly system" for loading and unloading (DN §4.0): friendly units in its box, or any
 * system on the player's home sheet.
 */
export function friendlySystem(world: World, side: Side, systemId: string): boolean {
  const system = mapIndex(world.map).systems.get(systemId);
  if (!system) return false;
  const sheet = sheetOf(world, systemId);
  if (sheet && ((sheet.role === 'aslan-home' && side === 'aslan') || (sheet.role === 'human-home' && side === 'human'))) return true;
  return system.boxes.some((b) => friendlyBox(world, side, b.id));
}

/**
 * The system type for this player (DN §2.0, A49): RIA/Alis counts as the player's chosen type
 * when it holds both boxes; otherwise a system with a friendly Type-1 box is Type 1, and so on.
 * Returns the type and whether the deciding box is friendly.
 */
export function systemTypeFor(world: World, side: Side, system: StarSystem): { type: 1 | 2 | 3; friendly: boolean } {
  if (system.boxes.length === 0) return { type: 3, friendly: false };
  const friendly = system.boxes.filter((b) => friendlyBox(world, side, b.id));
  if (system.binary && friendly.length === system.boxes.length && system.boxes.some((b) => b.type === 1) && system.boxes.some((b) => b.type === 2)) {
    return { type: world.sides[side].riaType ?? 1, friendly: true };
  }
  if (friendly.some((b) => b.type === 1)) return { type: 1, friendly: true };
  if (friendly.length > 0) return { type: 2, friendly: true };
  return { type: printedSystemType(system), friendly: false };
}

/** Enemy ships (of the other player) in a star hex. */
function shipsOf(world: World, systemId: string, who: Owner): boolean {
  return world.units.some((u) => u.loc.kind === 'space' && u.loc.systemId === systemId && coalitionOf(world, u) === who && classOf(world, u).category === 'ship');
}

/**
 * Star hex control (A11): the side whose ships are there with no enemy ships; with no ships,
 * a home-sheet star hex belongs to its home player, otherwise the last controller after battle.
 */
export function hexController(world: World, systemId: string): Side | null {
  const aslan = shipsOf(world, systemId, 'aslan');
  const human = shipsOf(world, systemId, 'human');
  if (aslan && !human) return 'aslan';
  if (human && !aslan) return 'human';
  if (aslan && human) return world.hexControl[systemId] ?? null;
  if (world.settings.homeHexWithoutShips) {
    const sheet = sheetOf(world, systemId);
    if (sheet?.role === 'aslan-home') return 'aslan';
    if (sheet?.role === 'human-home') return 'human';
  }
  return null;
}

/** Controls a whole system: every box, and the star hex (capital victory, DN §13.0). */
export function controlsCapital(world: World, side: Side, enemy: Side): boolean {
  const capital = capitalOf(world, enemy);
  if (!capital) return false;
  return ownsBox(world, side, capital.box.id) && hexController(world, capital.system.id) === side;
}
