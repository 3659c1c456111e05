/**
 * NOVA: 4.6 COLONY ESTABLISHMENT PROCEDURE, contact and simultaneous establishment (digest 4.6):
 * when ships of two or more empires try to establish (E with colonies or an IC aboard) in the
 * same uncolonised system in the same turn:
 * - if any two of them are hostile there this turn, the survivors may establish (step K's own
 *   check, "no hostile alien units", decides: this module leaves the system alone);
 * - otherwise (friendly or neutral contact), the one empire that had explored the system before
 *   this turn establishes; if none or several had, nobody establishes.
 * Pure: returns, for each contested system, the empire allowed (or null: nobody) and the reason.
 */
import type { Unit } from '../../../model/entities';
import { asSystemKnowledge } from '../map/knowledge';
import { asTurnUnit, isShip, mayDo } from './fleet';
import { hostilityKey, type TurnWorld } from './types';

export interface Contest {
  empireIds: string[];
  /** The empire that establishes, or null when nobody does. */
  allowed: string | null;
  reason: string;
}

function exploredBefore(start: TurnWorld, empireId: string, systemId: string): boolean {
  const record = start.knowledge.find((k) => k.empireId === empireId && k.systemId === systemId);
  const k = record ? asSystemKnowledge(record) : null;
  return k !== null && k.how !== 'jumped';
}

const SETTLERS = ['C', 'COL', 'IC'];

/** Contested systems by id; `start` is the world at the start of the turn (what was explored "beforehand"). */
export function contestedEstablishment(world: TurnWorld, start: TurnWorld): Map<string, Contest> {
  const attempts = new Map<string, Set<string>>();
  const cargo = new Map<string, Unit[]>();
  for (const u of world.units) {
    const carrier = asTurnUnit(u).carriedBy;
    if (carrier) cargo.set(carrier, [...(cargo.get(carrier) ?? []), u]);
  }
  for (const ship of world.units) {
    if (!isShip(ship) || !ship.systemId || !mayDo(ship, world.turn, 'E')) continue;
    if (!(cargo.get(ship.id) ?? []).some((u) => SETTLERS.includes(u.kind.toUpperCase()))) continue;
    attempts.set(ship.systemId, new Set([...(attempts.get(ship.systemId) ?? []), ship.empireId]));
  }
  const hostile = new Set(world.hostilities ?? []);
  const out = new Map<string, Contest>();
  for (const [systemId, set] of attempts) {
    const system = world.systems.find((s) => s.id === systemId);
    if (!system || system.colonies > 0 || set.size < 2) continue;
    const empireIds = [...set].sort();
    const fought = empireIds.some((a) => empireIds.some((b) => a < b && hostile.has(hostilityKey(systemId, a, b))));
    if (fought) continue;
    const explorers = empireIds.filter((id) => exploredBefore(start, id, systemId));
    const allowed = explorers.length === 1 ? (explorers[0] as string) : null;
    const reason =
      allowed !== null
        ? `several empires tried to establish in ${system.name} this turn; only the one that had explored it before may (NOVA 4.6)`
        : `several empires tried to establish in ${system.name} this turn and ${explorers.length === 0 ? 'none' : 'more than one'} had explored it before: nobody establishes (NOVA 4.6)`;
    out.set(systemId, { empireIds, allowed, reason });
  }
  return out;
}
