/**
 * NOVA: SURFACE COMBAT (L3988–4010), 6.2 step I: which invasions a planet has this turn.
 *
 * - An invasion begins when assault armies land (step I, ships with A); it goes on, turn after
 *   turn, while the invader's armies or SDUs stay on the planet with its holder's defenders
 *   standing: it is fought again next turn without new landings (L3992 "from the previous round
 *   or turn"; L4000 militia return "the next strategic turn").
 * - More than two empires on one planet: the book has each invasion as two sides. The engine
 *   fights them one after another, in a fixed order: invasions going on from an earlier turn
 *   first (they were there first), then by empire id; each against whoever holds the planet when
 *   its turn comes (the defender's losses carry over, militia lost stay lost this turn; an invader
 *   who took the planet defends it against the next). Each is its own battle of up to three
 *   rounds, with its own result.
 */
import type { Unit } from '../../../model/entities';
import { asTurnUnit, isShip } from './fleet';
import { standingMilitia } from './militia';
import type { NovaSystem } from '../records';
import type { TurnWorld } from './types';

/** Unit kinds that fight on the surface (NOVA: L3990: AA, RA, MA, SDU). */
export const GROUND_KINDS: readonly string[] = ['AA', 'RA', 'MA', 'SDU'];

export interface Invasion {
  systemId: string;
  empireId: string;
  /** Assault armies landed this turn by step I. */
  landedNow: string[];
  /** The invader already had units on the ground when the turn began: the invasion goes on. */
  goesOn: boolean;
}

const isGround = (u: Unit) => GROUND_KINDS.includes(u.kind.toUpperCase());

/** Ground units of an empire on the surface of a system (not aboard a ship). */
export function groundUnits(world: TurnWorld, systemId: string, empireId: string): Unit[] {
  return world.units.filter((u) => u.systemId === systemId && u.empireId === empireId && !asTurnUnit(u).carriedBy && isGround(u));
}

/** An invader's units in a battle: on the ground, and its armies and SDUs aboard its ships there (they may land in later rounds). */
export function invaderUnitIds(world: TurnWorld, systemId: string, empireId: string): string[] {
  const ships = new Set(world.units.filter((u) => isShip(u) && u.systemId === systemId && u.empireId === empireId).map((u) => u.id));
  return world.units
    .filter((u) => {
      if (u.empireId !== empireId || u.systemId !== systemId || !isGround(u) || u.kind.toUpperCase() === 'MA') return false;
      const carrier = asTurnUnit(u).carriedBy;
      return !carrier || ships.has(carrier);
    })
    .map((u) => u.id);
}

/** What defends a planet for its holder now: its ground units, installed SDUs and standing militia. */
export function defenceOf(world: TurnWorld, system: NovaSystem): { unitIds: string[]; sdus: number; militia: number } {
  if (!system.ownerId) return { unitIds: [], sdus: 0, militia: 0 };
  return { unitIds: groundUnits(world, system.id, system.ownerId).map((u) => u.id), sdus: system.installations.SDU ?? 0, militia: standingMilitia(world, system) };
}

/**
 * Every invasion of the turn, in the order they are fought: by system id, then going-on first,
 * then by empire id. `landed` holds the AAs step I landed this turn, by `${systemId}|${empireId}`.
 */
export function invasionsOf(world: TurnWorld, landed: ReadonlyMap<string, string[]>): Invasion[] {
  const found = new Map<string, Invasion>();
  for (const [key, unitIds] of landed) {
    const [systemId = '', empireId = ''] = key.split('|');
    found.set(key, { systemId, empireId, landedNow: [...unitIds], goesOn: false });
  }
  const landedNow = unitIdsIn(landed);
  // Ground units on a planet, not landed this turn, by system: one pass over the units (linear step: issue 18).
  const groundAt = new Map<string, Unit[]>();
  for (const u of world.units) {
    if (!u.systemId || asTurnUnit(u).carriedBy || !isGround(u) || landedNow.has(u.id)) continue;
    const list = groundAt.get(u.systemId);
    if (list) list.push(u);
    else groundAt.set(u.systemId, [u]);
  }
  for (const system of world.systems) {
    if (!system.ownerId) continue;
    const invaders = new Set((groundAt.get(system.id) ?? []).filter((u) => u.empireId !== system.ownerId).map((u) => u.empireId));
    for (const empireId of invaders) {
      const key = `${system.id}|${empireId}`;
      const entry = found.get(key) ?? { systemId: system.id, empireId, landedNow: [], goesOn: false };
      entry.goesOn = true;
      found.set(key, entry);
    }
  }
  return [...found.values()].sort((a, b) => a.systemId.localeCompare(b.systemId) || Number(b.goesOn) - Number(a.goesOn) || a.empireId.localeCompare(b.empireId));
}

function unitIdsIn(landed: ReadonlyMap<string, string[]>): Set<string> {
  return new Set([...landed.values()].flat());
}
