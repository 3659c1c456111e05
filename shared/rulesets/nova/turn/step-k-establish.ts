/**
 * NOVA: 6.2 step K, colonies and Industrial Complexes established (NOVA: 4.6).
 * A ship with E at its destination unloads every colony it carries, 1 IC and 1 TFC, onto a
 * planet the empire has explored (own or received exploration), where no hostile alien units
 * are, that no other empire has colonised, up to the type's colony limit (0/1/1/2/2/3/3/3/3);
 * colonies beyond the limit stay aboard. An IC establishes only with a colony there or one
 * establishing with it. Status follows the colonies: 1 outpost, 2 settlement, 3 world. Nothing
 * is established where surface combat went on past its third round this turn (NOVA: L4004).
 * L lands armies and installations where the surface is the empire's own (NOVA: 6.7).
 */
import { asSystemKnowledge } from '../map/knowledge';
import { type Unit } from '../../../model/entities';
import { SYSTEM_STATUSES, type NovaSystem, type SystemStatus } from '../records';
import { maxColonies, production } from '../economy';
import { ownEvent, type TurnEvent } from './events';
import { asTurnUnit, isShip, mayDo, workingWorld } from './fleet';
import { hostilityKey, type TurnWorld } from './types';
import { surfaceCombatGoesOn } from './surface-goes-on';
import type { StepInput, StepOutput } from './step';
import { coloniesAboard } from './unit-transfers';
import { contestedEstablishment } from './simultaneous-establishment';
import { alienSurfaceNotices, type SurfaceActivity } from './alien-surface-notices';

/** The text of an empire's sheet line, for an order error's wording ('' when the line is not found). */
function sheetText(orders: StepInput['orders'], empireId: string, line: number): string {
  return orders.find((o) => o.empireId === empireId)?.lines.find((l) => l.line === line)?.text ?? '';
}

function statusFor(colonies: number): SystemStatus {
  return SYSTEM_STATUSES[Math.min(3, colonies)] ?? 'world';
}

function explored(world: TurnWorld, empireId: string, systemId: string): boolean {
  const record = world.knowledge.find((k) => k.empireId === empireId && k.systemId === systemId);
  const k = record ? asSystemKnowledge(record) : null;
  return k !== null && k.how !== 'jumped';
}

/** Hostile alien units in the system: ships of an empire this one fought this turn, or that are still there after a battle. */
function hostileThere(unitsHere: readonly Unit[], system: NovaSystem, empireId: string, hostile: ReadonlySet<string>): boolean {
  return unitsHere.some((u) => u.systemId === system.id && u.empireId !== empireId && hostile.has(hostilityKey(system.id, u.empireId, empireId)));
}

export function establishStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events: TurnEvent[] = [];
  const turn = world.turn;
  const hostile = new Set(world.hostilities ?? []);
  const totals = new Map<string, { empireId: string; system: NovaSystem; colonies: number; ic: number; before: number }>();
  const systemsById = new Map(world.systems.map((s) => [s.id, s]));
  // NOVA: 4.6 simultaneous establishment (simultaneous-establishment.ts), decided before anyone establishes.
  const contested = contestedEstablishment(world, input.start ?? world);
  // Each ship's cargo as the step begins: only that ship's own turn below unloads or removes it.
  const cargoOf = new Map<string, Unit[]>();
  // Units by system; colonies and ICs established leave the world (`removed`) at the end of the step.
  const unitsIn = new Map<string, Unit[]>();
  const removed = new Set<string>();
  // NOVA: 7.2 AES, AUL: what other empires' ships there see (alien-surface-notices.ts).
  const seen: SurfaceActivity[] = [];
  for (const u of world.units) {
    if (u.systemId) {
      const here = unitsIn.get(u.systemId);
      if (here) here.push(u);
      else unitsIn.set(u.systemId, [u]);
    }
    const carrier = asTurnUnit(u).carriedBy;
    if (!carrier) continue;
    const held = cargoOf.get(carrier);
    if (held) held.push(u);
    else cargoOf.set(carrier, [u]);
  }
  for (const ship of world.units) {
    if (!isShip(ship) || !ship.systemId) continue;
    const system = systemsById.get(ship.systemId);
    if (!system) continue;
    const cargo = cargoOf.get(ship.id) ?? [];
    if (mayDo(ship, turn, 'L') && system.ownerId === ship.empireId) {
      const landing = cargo.filter((u) => ['AA', 'RA', 'MA', 'SDU', 'PCB', 'SG', 'TFC'].includes(u.kind.toUpperCase()));
      for (const u of landing) delete asTurnUnit(u).carriedBy;
      if (landing.some((u) => u.kind.toUpperCase() !== 'SG')) seen.push({ systemId: system.id, empireId: ship.empireId, activity: 'AUL' });
    } else if (mayDo(ship, turn, 'L')) {
      // NOVA: STAR GATES: SG ends are placed in the warp point centres of any system, owned or not.
      for (const u of cargo) if (u.kind.toUpperCase() === 'SG') delete asTurnUnit(u).carriedBy;
    }
    if (!mayDo(ship, turn, 'E')) continue;
    // NOVA: TRANSFER OF UNITS: colonies established by an alien ship stay their builder's (unit-transfers.ts).
    const aboard = coloniesAboard(cargo, ship.empireId);
    const reason = !explored(world, ship.empireId, system.id)
      ? `${system.name} has not been explored by this empire`
      : surfaceCombatGoesOn(system, turn)
        ? `surface combat on ${system.name} went on past its third round this turn: no installations may be established there (NOVA: SURFACE COMBAT)`
        : contested.has(system.id) && contested.get(system.id)?.allowed !== ship.empireId
          ? (contested.get(system.id)?.reason ?? null)
          : system.ownerId && system.ownerId !== aboard.owner && system.colonies > 0
            ? `${system.name} is colonised by another empire`
            : hostileThere((unitsIn.get(system.id) ?? []).filter((u) => !removed.has(u.id)), system, ship.empireId, hostile)
              ? `hostile alien units are in ${system.name}`
              : null;
    if (reason) {
      const line = asTurnUnit(ship).turnOrders?.line ?? 0;
      events.push(ownEvent('K', ship.empireId, system.id, { kind: 'order-error', line, text: sheetText(input.orders, ship.empireId, line), code: 'E', reason: `${ship.name} could not establish: ${reason}`, unitIds: [ship.id] }));
      continue;
    }
    const key = `${ship.empireId}|${system.id}`;
    const own = totals.get(key) ?? { empireId: ship.empireId, system, colonies: 0, ic: 0, before: production(system.type, system.status) ?? 0 };
    const room = maxColonies(system.type) - system.colonies;
    const colonies = aboard.colonies.slice(0, Math.max(0, room));
    const ic = cargo.find((u) => u.kind.toUpperCase() === 'IC');
    const total = aboard.owner === ship.empireId ? own : (totals.get(`${aboard.owner}|${system.id}`) ?? { empireId: aboard.owner, system, colonies: 0, ic: 0, before: own.before });
    for (const c of colonies) {
      removed.add(c.id);
      system.colonies += 1;
      total.colonies += 1;
    }
    if (aboard.owner !== ship.empireId) totals.set(`${aboard.owner}|${system.id}`, total);
    if (colonies.length > 0) {
      system.ownerId = aboard.owner;
      system.status = statusFor(system.colonies);
    }
    if (ic && system.colonies > 0 && system.ownerId === ship.empireId) {
      removed.add(ic.id);
      system.installations = { ...system.installations, IC: (system.installations.IC ?? 0) + 1 };
      own.ic += 1;
    }
    totals.set(key, own);
  }
  if (removed.size > 0) world.units = world.units.filter((u) => !removed.has(u.id));
  for (const t of totals.values()) {
    if (t.colonies === 0 && t.ic === 0) continue;
    const after = production(t.system.type, t.system.status) ?? 0;
    events.push(ownEvent('K', t.empireId, t.system.id, { kind: 'established', colonies: t.colonies, ic: t.ic, productionDelta: after - t.before, status: t.system.status }));
    seen.push({ systemId: t.system.id, empireId: t.empireId, activity: 'E' });
  }
  events.push(...alienSurfaceNotices(seen, unitsIn));
  return { world, events, rolls: [], rng: input.rng };
}
