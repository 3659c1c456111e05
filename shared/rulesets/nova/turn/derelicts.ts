/**
 * NOVA: WARP POINT DRIFT — "Ships without IEs, left in systems by themselves, die from lack of
 * supplies. Derelicts are captured by the next ship that enters the system."
 *
 * End of the turn (after step L, the last thing a ship can do this turn): a ship with no working
 * IE (its design has none, or battle took every level: `damage.ieLost`, interdiction.ts
 * `hasWorkingIe`), not aboard another ship, in a system where its empire has nothing that supplies
 * it, becomes a derelict: its crew dies, it is lost to its empire (told as an ACL), and it stays
 * where it is, stored as `unit.derelict = { turn }` (the turn its crew died; kept by the archive,
 * archive-checks.ts). What supplies it is the game setting `derelictSupply` (turn/settings.ts):
 * - 'ie-ship' (default, "by themselves"): another ship of its empire with a working IE, in the
 *   system and not aboard a ship;
 * - 'any-unit': any other unit of its empire there (ship, army, installation…) or a colony of its
 *   empire in the system.
 * Ships without an IE together supply nobody under the default: each is still alone.
 *
 * A derelict obeys no orders: a movement row naming it is refused at step D (`DERELICT`, step-d-cargo.ts)
 * and the order checker says so (orders/check-movement.ts). Its crew being dead, it makes no contact and
 * fights no battle at step G (step-g-contact.ts leaves it out): it waits to be captured.
 *
 * Step F, after movement: the next ship of any empire that enters a derelict's system (it jumped
 * in this turn and ended its move there) captures it: the derelict passes to that empire as a
 * captured ship (the missile designs it keeps follow NOVA: MISSILE LAUNCHERS, missile-handover.ts)
 * and is a derelict no more. Ships of several empires entering at once: the one whose entering ship
 * comes first by id takes it, and the GM is warned (`DERELICT-CAPTOR`) to rule otherwise with a note.
 * A ship of its own empire entering recovers it. Both empires are told. Pure apart from the world
 * it is handed (the turn's working copy).
 */
import type { Unit } from '../../../model/entities';
import { aliasesFor } from './contacts-state';
import { ownEvent, type TurnEvent } from './events';
import { asTurnUnit, isShip, workingWorld } from './fleet';
import { hasWorkingIe } from './interdiction';
import { handOverMissiles } from './missile-handover';
import { turnSettingsOf } from './settings';
import type { StepInput, StepOutput } from './step';
import type { TurnWarning, TurnWorld } from './types';

/** What keeps a ship without an IE alive (setting `derelictSupply`). */
export type DerelictSupply = 'ie-ship' | 'any-unit';

/** The stored derelict state of a unit (`unit.derelict`): the turn its crew died. */
export interface DerelictState {
  turn: number;
}

/** Order-error code of an order given to a derelict. */
export const DERELICT = 'DERELICT';

/** Whether a unit is a derelict (its crew died for want of supplies; NOVA: WARP POINT DRIFT). */
export function isDerelict(unit: Unit): boolean {
  const d = (unit as { derelict?: unknown }).derelict;
  return typeof d === 'object' && d !== null && typeof (d as { turn?: unknown }).turn === 'number';
}

/** Why an order to a derelict is not carried out (sitrep, Turn screen, order checker). */
export function derelictOrderReason(name: string): string {
  return `${name} is a derelict: it had no IE and nothing of its empire to supply it, its crew died; it obeys no orders (NOVA: WARP POINT DRIFT)`;
}

/** Whether the ship (no working IE) has something of its empire in its system that supplies it, by the setting. */
function supplied(ship: Unit, world: TurnWorld, supply: DerelictSupply, here: readonly Unit[]): boolean {
  const friends = here.filter((u) => u.id !== ship.id && u.empireId === ship.empireId && !isDerelict(u));
  if (supply === 'any-unit') {
    if (friends.length > 0) return true;
    return world.systems.some((s) => s.id === ship.systemId && s.ownerId === ship.empireId && (s.colonies ?? 0) > 0);
  }
  return friends.some((u) => isShip(u) && !asTurnUnit(u).carriedBy && hasWorkingIe(u, world.designs));
}

/** The ships that die alone at the end of the turn (changed in place) and the event of each empire. */
export function derelictsAtEnd(world: TurnWorld, supply: DerelictSupply): TurnEvent[] {
  const bySystem = new Map<string, Unit[]>();
  for (const u of world.units) {
    if (u.systemId === null) continue;
    const list = bySystem.get(u.systemId);
    if (list) list.push(u);
    else bySystem.set(u.systemId, [u]);
  }
  // Decided on the world as it stands, then marked: one ship's death does not change another's supply.
  const dying = world.units.filter((u): u is Unit & { systemId: string } => u.systemId !== null && isShip(u) && !asTurnUnit(u).carriedBy && !(u as { pregame?: unknown }).pregame && !isDerelict(u) && !hasWorkingIe(u, world.designs) && !supplied(u, world, supply, bySystem.get(u.systemId) ?? []));
  const groups = new Map<string, { empireId: string; systemId: string; ids: string[] }>();
  for (const u of dying) {
    (u as { derelict?: DerelictState }).derelict = { turn: world.turn };
    const key = `${u.empireId}|${u.systemId}`;
    const g = groups.get(key) ?? { empireId: u.empireId, systemId: u.systemId, ids: [] };
    g.ids.push(u.id);
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ownEvent('end', g.empireId, g.systemId, { kind: 'derelict', unitIds: g.ids, supply }));
}

/** End of turn: ships without IEs left by themselves die (NOVA: WARP POINT DRIFT). */
export function derelictStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events = derelictsAtEnd(world, turnSettingsOf(input.settings).derelictSupply);
  return { world, events, rolls: [], rng: input.rng };
}

/** Step F, after movement: derelicts captured by the first ship that entered their system this turn. */
export function captureDerelicts(world: TurnWorld): { events: TurnEvent[]; warnings: TurnWarning[] } {
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  const derelicts = world.units.filter((u): u is Unit & { systemId: string } => u.systemId !== null && isDerelict(u));
  if (derelicts.length === 0) return { events, warnings };
  const entered = world.units.filter((u) => isShip(u) && !isDerelict(u) && !asTurnUnit(u).carriedBy && asTurnUnit(u).arrival?.turn === world.turn);
  const systems = [...new Set(derelicts.map((d) => d.systemId))].sort();
  for (const systemId of systems) {
    const entrants = entered.filter((u) => u.systemId === systemId).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const first = entrants[0];
    if (!first) continue;
    const captor = first.empireId;
    const empires = [...new Set(entrants.map((u) => u.empireId))];
    const taken = derelicts.filter((d) => d.systemId === systemId);
    if (empires.length > 1) {
      const names = empires.map((id) => world.empires.find((e) => e.id === id)?.name ?? id).join(', ');
      warnings.push({ step: 'F', code: 'DERELICT-CAPTOR', message: `Ships of ${names} entered ${world.systems.find((s) => s.id === systemId)?.name ?? systemId} together; ${world.empires.find((e) => e.id === captor)?.name ?? captor} takes the derelict${taken.length > 1 ? 's' : ''} there (its ship ${first.name || first.id} comes first by id). Rule the unit's owner with a note if the book reads otherwise for this game (NOVA: WARP POINT DRIFT)`, empireId: captor, systemId });
    }
    const byOwner = new Map<string, string[]>();
    for (const d of taken) {
      const owner = d.empireId;
      // NOVA: MISSILE LAUNCHERS: a captured ship keeps its builder's missile designs (missile-handover.ts).
      if (owner !== captor) handOverMissiles(d, world);
      d.empireId = captor;
      delete (d as { derelict?: unknown }).derelict;
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), d.id]);
    }
    const byUnitIds = entrants.filter((u) => u.empireId === captor).map((u) => u.id);
    for (const [owner, ids] of byOwner) {
      const data = { kind: 'derelict-captured' as const, unitIds: ids, fromEmpireId: owner, toEmpireId: captor, byUnitIds };
      events.push({ ...ownEvent('F', captor, systemId, data), aliases: aliasesFor(world.empires, [captor], [owner]) });
      // The former owner learns who took it (by its alias), never which alien ships (NOVA: 7.4).
      if (owner !== captor) events.push({ ...ownEvent('F', owner, systemId, { ...data, byUnitIds: [] }), aliases: aliasesFor(world.empires, [owner], [captor]) });
    }
  }
  return { events, warnings };
}

/** Step F, after movement: the derelicts' capture as a step function. */
export function derelictCaptureStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const { events, warnings } = captureDerelicts(world);
  return { world, events, rolls: [], rng: input.rng, warnings };
}
