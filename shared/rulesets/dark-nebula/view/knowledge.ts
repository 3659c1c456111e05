/**
 * What each player may know, kept up to date after every step (digest §1.5, §5.7). The rules'
 * own secrets: identities until revealed (A48), the Aslan counter draws, the SQ sheet until after
 * the Aslan turn-0 move, face-down independents (seen only by the player who drew them, or once
 * engaged). Beyond that the per-game visibility setting: rules as written (every unit on the map
 * is seen), fog (only systems where the player has units, plus what combat shows), or open.
 */
import type { DnEvent } from '../engine/context';
import type { Side, World } from '../model';
import { SIDES } from '../model';
import { coalitionOf, sheetOf, systemOfUnit } from '../state/queries';

/** Is the SQ sheet still off the table for the Aslan (DN §14.0)? */
export function sqWithheld(world: World): boolean {
  return world.turn === 0 && (world.cursor.phase === 'move2' || world.cursor.phase === 'turn0-deploy');
}

/** Systems a player may see now (before adding memory). */
export function visibleSystems(world: World, side: Side): Set<string> {
  const out = new Set<string>();
  const withheld = side === 'aslan' && sqWithheld(world);
  if (world.settings.visibility !== 'fog') {
    for (const s of world.map.systems) if (!(withheld && sheetOf(world, s.id)?.role === 'human-home')) out.add(s.id);
    return out;
  }
  for (const u of world.units) {
    if (coalitionOf(world, u) !== side && u.owner !== side) continue;
    const s = systemOfUnit(world, u);
    if (s) out.add(s);
  }
  for (const s of world.map.systems) {
    const role = sheetOf(world, s.id)?.role;
    if ((side === 'aslan' && role === 'aslan-home') || (side === 'human' && role === 'human-home')) out.add(s.id);
  }
  return out;
}

/** Units of others a player sees now: on the map in a visible system (fog: where it has units; cargo hidden). */
export function visibleUnitIds(world: World, side: Side): Set<string> {
  const systems = visibleSystems(world, side);
  const present = new Set<string>();
  if (world.settings.visibility === 'fog') for (const u of world.units) if (u.owner === side) present.add(systemOfUnit(world, u) ?? '');
  const out = new Set<string>();
  for (const u of world.units) {
    if (u.owner === side || u.loc.kind === 'pending') continue;
    const s = systemOfUnit(world, u);
    if (!s || !systems.has(s)) continue;
    if (world.settings.visibility === 'fog' && (!present.has(s) || u.loc.kind === 'carried')) continue;
    out.add(u.id);
  }
  return out;
}

/** May this player see the face (class, rating, strength) of this unit? */
export function faceKnown(world: World, side: Side, unitId: string): boolean {
  const u = world.units.find((x) => x.id === unitId);
  if (!u) return world.knowledge[side].units[unitId]?.faceKnown ?? false;
  if (u.owner === side || coalitionOf(world, u) === side) return true;
  if (u.owner === 'independent') return !u.faceDown || (u.seenBy ?? []).includes(side);
  return true;
}

/** Updates both players' knowledge from the world and the events they may read. */
export function updateKnowledge(world: World, events: readonly DnEvent[]): void {
  for (const side of SIDES) {
    const k = world.knowledge[side];
    const systems = new Set([...k.systems, ...visibleSystems(world, side)]);
    k.systems = [...systems].sort();
    for (const id of visibleUnitIds(world, side)) {
      const u = world.units.find((x) => x.id === id);
      const s = u ? systemOfUnit(world, u) : null;
      if (u && s) k.units[id] = { systemId: s, turn: world.turn, faceKnown: faceKnown(world, side, id) || (k.units[id]?.faceKnown ?? false) };
    }
    for (const e of events) {
      if (!e.visibleTo.includes(side)) continue;
      for (const id of e.unitIds ?? []) {
        const u = world.units.find((x) => x.id === id);
        if (u && u.owner === side) continue;
        const prior = k.units[id];
        const s = (u && systemOfUnit(world, u)) ?? e.systemId ?? prior?.systemId;
        if (!s) continue;
        k.units[id] = { systemId: s, turn: world.turn, faceKnown: true };
        if (u && u.owner === 'independent') u.seenBy = [...new Set([...(u.seenBy ?? []), side])];
        if (!systems.has(s)) k.systems = [...new Set([...k.systems, s])].sort();
      }
    }
  }
}
