/**
 * NOVA: 6.2 step J, "PCBs and TFCs are used" (NOVA: 3.9 TFC, PCB; digest §10 A17).
 * - TFC: delivered with E (NOVA 4.6) to an explored planet, used here when no SDU of anyone is
 *   on it: type 1–4 becomes 5–8 (0 and 5–8 keep their type); the TFC and every unit established
 *   or stored on the planet are destroyed, colonies included, so the status becomes NONE (A17),
 *   except stored units their empire's ships there have the cargo holds to carry off (tfc-evacuation.ts).
 * - PCB: Warpdesk's reading of how a drop is ordered, since the rules name none outside surface
 *   combat: a ship with D (devastate) carrying PCBs drops them all on the explored planet where
 *   it ended its move (never its own empire's, NOVA 6.5). Each SDU on the planet fires one shot
 *   at a PCB (shots spread over the bombs), d6 1–4 destroys it; every PCB not stopped
 *   detonates: every unit on the surface is destroyed, the status becomes NONE; two at once
 *   lower type 5–8 to 1–4, three at once any type to 0.
 */
import { asSystemKnowledge } from '../map/knowledge';
import type { Knowledge, Unit } from '../../../model/entities';
import type { NovaSystem } from '../records';
import { TurnDice } from './dice';
import { carryOffBeforeTerraforming } from './tfc-evacuation';
import { ownEvent, type TurnEvent, type TurnEventData } from './events';
import { asTurnUnit, isShip, mayDo, workingWorld } from './fleet';
import type { TurnWorld } from './types';
import type { StepInput, StepOutput } from './step';

/**
 * What step J looks up, built once for the step (issue 18: one pass over the units and systems,
 * not one per ship): systems by id, each empire's first knowledge record of a system, the cargo
 * aboard each ship and the units on each planet's surface (not ships, not carried), both in the
 * order of the world's units; units removed during the step are kept in `gone`.
 */
interface Lookups {
  systems: Map<string, NovaSystem>;
  knowledge: Map<string, Knowledge>;
  cargo: Map<string, Unit[]>;
  surface: Map<string, Unit[]>;
  gone: Set<string>;
}

function lookups(world: TurnWorld): Lookups {
  const systems = new Map<string, NovaSystem>();
  for (const s of world.systems) if (!systems.has(s.id)) systems.set(s.id, s);
  const knowledge = new Map<string, Knowledge>();
  for (const k of world.knowledge) if (!knowledge.has(`${k.empireId}|${k.systemId}`)) knowledge.set(`${k.empireId}|${k.systemId}`, k);
  const cargo = new Map<string, Unit[]>();
  const surface = new Map<string, Unit[]>();
  for (const u of world.units) {
    const carrier = asTurnUnit(u).carriedBy;
    if (carrier) cargo.set(carrier, [...(cargo.get(carrier) ?? []), u]);
    else if (!isShip(u) && u.systemId) surface.set(u.systemId, [...(surface.get(u.systemId) ?? []), u]);
  }
  return { systems, knowledge, cargo, surface, gone: new Set() };
}

function explored(at: Lookups, empireId: string, systemId: string): boolean {
  const record = at.knowledge.get(`${empireId}|${systemId}`);
  const k = record ? asSystemKnowledge(record) : null;
  return k !== null && k.how !== 'jumped';
}

/** Units on the planet's surface (not ships, not carried), of any empire, still there. */
function onSurface(at: Lookups, systemId: string): Unit[] {
  return (at.surface.get(systemId) ?? []).filter((u) => !at.gone.has(u.id));
}

/** Everything on the planet destroyed: units, colonies, installations; status NONE, no owner. */
function wipe(at: Lookups, system: NovaSystem): void {
  for (const u of onSurface(at, system.id)) at.gone.add(u.id);
  system.colonies = 0;
  system.status = 'none';
  system.installations = {};
  system.ownerId = null;
}

function tell(events: TurnEvent[], actor: string, owner: string | null, systemId: string, data: TurnEventData): void {
  events.push(ownEvent('J', actor, systemId, data));
  if (owner && owner !== actor) events.push(ownEvent('J', owner, systemId, data));
}

export function constructsStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const dice = new TurnDice(input.rng, 'J', input.decisions.dice);
  const events: TurnEvent[] = [];
  const turn = world.turn;
  const error = (ship: Unit, systemId: string, code: string, reason: string) => {
    const line = asTurnUnit(ship).turnOrders?.line ?? 0;
    const text = input.orders.find((o) => o.empireId === ship.empireId)?.lines.find((l) => l.line === line)?.text ?? '';
    events.push(ownEvent('J', ship.empireId, systemId, { kind: 'order-error', line, text, code, reason, unitIds: [ship.id] }));
  };
  const at = lookups(world);
  for (const ship of [...world.units]) {
    if (!isShip(ship) || !ship.systemId || asTurnUnit(ship).carriedBy || at.gone.has(ship.id)) continue;
    const system = at.systems.get(ship.systemId);
    if (!system) continue;
    const cargo = (at.cargo.get(ship.id) ?? []).filter((u) => !at.gone.has(u.id));
    const tfc = cargo.find((u) => u.kind.toUpperCase() === 'TFC');
    if (tfc && mayDo(ship, turn, 'E')) {
      const sdu = (system.installations.SDU ?? 0) > 0 || onSurface(at, system.id).some((u) => u.kind.toUpperCase() === 'SDU');
      if (!explored(at, ship.empireId, system.id)) error(ship, system.id, 'TFC', `${ship.name}: ${system.name} has not been explored; a TFC may not be used there`);
      else if (sdu) error(ship, system.id, 'TFC', `${ship.name}: a TFC cannot be used while any SDU is on ${system.name} (NOVA 3.9)`);
      else {
        const owner = system.ownerId;
        const typeBefore = system.type;
        at.gone.add(tfc.id);
        // NOVA: 3.9 TFC: stored units are destroyed "in the absence of enough CH capacity to carry them" (tfc-evacuation.ts).
        const carried = carryOffBeforeTerraforming(system.id, onSurface(at, system.id), world.units, world.designs, at.gone);
        for (const [shipId, unitIds] of carried) {
          const carrier = world.units.find((u) => u.id === shipId);
          if (carrier) events.push(ownEvent('J', carrier.empireId, system.id, { kind: 'cargo-loaded', shipId, unitIds }));
          at.surface.set(system.id, (at.surface.get(system.id) ?? []).filter((u) => !unitIds.includes(u.id)));
        }
        wipe(at, system);
        system.type = typeBefore >= 1 && typeBefore <= 4 ? typeBefore + 4 : typeBefore;
        tell(events, ship.empireId, owner, system.id, { kind: 'terraformed', typeBefore, typeAfter: system.type });
      }
    }
    const pcbs = cargo.filter((u) => u.kind.toUpperCase() === 'PCB');
    if (pcbs.length > 0 && mayDo(ship, turn, 'D')) {
      if (system.ownerId === ship.empireId) continue;
      if (!explored(at, ship.empireId, system.id)) {
        error(ship, system.id, 'PCB', `${ship.name}: ${system.name} has not been explored; PCBs may not be dropped there`);
        continue;
      }
      const owner = system.ownerId;
      const sdus = (system.installations.SDU ?? 0) + onSurface(at, system.id).filter((u) => u.kind.toUpperCase() === 'SDU').length;
      // Each SDU one shot, spread over the bombs in turn; d6 1–4 destroys the bomb shot at.
      const stopped = new Set<number>();
      for (let s = 0; s < sdus; s++) {
        const target = s % pcbs.length;
        if (dice.roll(`pcb:${system.id}:SDU${s + 1}>PCB${target + 1}`, 6) <= 4) stopped.add(target);
      }
      const detonated = pcbs.length - stopped.size;
      for (const p of pcbs) at.gone.add(p.id);
      const typeBefore = system.type;
      if (detonated > 0) {
        wipe(at, system);
        if (detonated >= 3) system.type = 0;
        else if (detonated === 2 && system.type >= 5) system.type -= 4;
      }
      tell(events, ship.empireId, owner, system.id, { kind: 'planet-cracked', dropped: pcbs.length, detonated, typeBefore, typeAfter: system.type });
    }
  }
  if (at.gone.size > 0) world.units = world.units.filter((u) => !at.gone.has(u.id));
  return { world, events, rolls: dice.rolls, rng: dice.rng };
}
