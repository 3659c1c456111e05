/**
 * NOVA: 6.2 step H, exploration (NOVA: 2.4 what a player learns, by means; 6.7 X, W, O, Z).
 * - X (or Z) with an XC or SX ship: the system's name, type and every warp letter, the way
 *   in, and alien presence (AOP/ASP/AWP, alien ships, SDUs, armies present but not how many,
 *   an IC). The owner of a colonised system is told it was explored (AXS), unless an SX ship
 *   explored it and the owner has no ships there.
 * - W with an XC ship: the warp point only; it becomes X when aliens are at the warp point.
 * - O (or Z): only in a system the empire has explored: also the status, SDUs and armies
 *   present, an established IC; never the owner. The owner is told (AOS).
 * A ship that jumped in and did nothing else learnt the name and the entry letter at F.
 * Ship and installation transfers (NOVA: 6.10) are not read from orders yet (see docs).
 */
import { asSystemKnowledge, learnSystem } from '../map/knowledge';
import type { Knowledge, Unit } from '../../../model/entities';
import type { NovaSystem, NovaWarpLine } from '../records';
import { ownEvent, type TurnEvent } from './events';
import { asTurnUnit, equipmentOf, isShip, mayDo, ordersOf, workingWorld } from './fleet';
import { exploreAbility } from './explore-ability';
import { standingMilitia } from './militia';
import type { TurnWorld } from './types';
import type { StepInput, StepOutput } from './step';

/** What an explorer sees of aliens in a system (NOVA: 2.4, 7.2 AOP/ASP/AWP, #AS). `units`: the world's units, or any list holding at least those in the system, in the world's order. */
export function alienPresence(world: TurnWorld, system: NovaSystem, viewer: string, units: readonly Unit[] = world.units): string[] {
  const out: string[] = [];
  if (system.ownerId && system.ownerId !== viewer && system.status !== 'none') {
    out.push(system.status === 'outpost' ? 'AOP' : system.status === 'settlement' ? 'ASP' : 'AWP');
  }
  const alien = units.filter((u) => u.systemId === system.id && u.empireId !== viewer && !asTurnUnit(u).carriedBy);
  const ships = alien.filter(isShip).length;
  if (ships > 0) out.push(`${ships}AS`);
  // NOVA: EXPLORATION CAPABILITY: SDUs and armies present (not how many): installed SDUs and the intrinsic militia count too.
  const alienPlanet = system.ownerId !== null && system.ownerId !== viewer;
  if (alien.some((u) => u.kind === 'SDU') || (alienPlanet && (system.installations.SDU ?? 0) > 0)) out.push('SDU');
  if (alien.some((u) => ['AA', 'RA', 'MA'].includes(u.kind)) || (alienPlanet && standingMilitia(world, system) > 0)) out.push('armies');
  if ((system.ownerId !== viewer && (system.installations.IC ?? 0) > 0) || alien.some((u) => u.kind === 'IC')) out.push('IC');
  return out;
}

/** Where each empire × system's (first) knowledge record is in `world.knowledge`, kept up to date by `store`. */
type KnowledgeIndex = Map<string, number>;

function knowledgeIndex(world: TurnWorld): KnowledgeIndex {
  const index: KnowledgeIndex = new Map();
  world.knowledge.forEach((k, i) => {
    if (!index.has(`${k.empireId}|${k.systemId}`)) index.set(`${k.empireId}|${k.systemId}`, i);
  });
  return index;
}

function knowledgeOf(world: TurnWorld, index: KnowledgeIndex, empireId: string, systemId: string) {
  const i = index.get(`${empireId}|${systemId}`);
  const record = i === undefined ? undefined : world.knowledge[i];
  return record ? asSystemKnowledge(record) : null;
}

function store(world: TurnWorld, index: KnowledgeIndex, record: Knowledge): void {
  const i = index.get(`${record.empireId}|${record.systemId}`);
  if (i !== undefined) world.knowledge[i] = record;
  else {
    index.set(`${record.empireId}|${record.systemId}`, world.knowledge.length);
    world.knowledge.push(record);
  }
}

/** Ordered X or Z (explore with XC or SX), rather than W (the warp point, XC only). */
function canExploreByX(unit: Unit, turn: number): boolean {
  return mayDo(unit, turn, 'X') || mayDo(unit, turn, 'Z');
}

export function explorationStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events: TurnEvent[] = [];
  const turn = world.turn;
  // Explorers grouped by empire × system × means, so a stack reports once.
  const groups = new Map<string, { empireId: string; system: NovaSystem; how: 'explored' | 'observed' | 'warp-point'; sx: boolean; ships: Unit[] }>();
  const systemsById = new Map(world.systems.map((s) => [s.id, s]));
  const knowledge = knowledgeIndex(world);
  // The warp lines at each system, in the map's order: all learnSystem reads of the map's lines.
  const linesAt = new Map<string, NovaWarpLine[]>();
  for (const line of world.warpLines) {
    for (const end of line.a === line.b ? [line.a] : [line.a, line.b]) {
      const here = linesAt.get(end);
      if (here) here.push(line);
      else linesAt.set(end, [line]);
    }
  }
  // Units and empires with ships in each system (carried or not), read once: nothing moves in this step.
  const unitsIn = new Map<string, Unit[]>();
  const shipEmpires = new Map<string, Set<string>>();
  for (const u of world.units) {
    if (u.systemId) {
      const here = unitsIn.get(u.systemId);
      if (here) here.push(u);
      else unitsIn.set(u.systemId, [u]);
    }
    if (!isShip(u) || !u.systemId) continue;
    const set = shipEmpires.get(u.systemId) ?? new Set<string>();
    set.add(u.empireId);
    shipEmpires.set(u.systemId, set);
  }
  for (const unit of world.units) {
    if (!isShip(unit) || !unit.systemId || asTurnUnit(unit).carriedBy) continue;
    const system = systemsById.get(unit.systemId);
    if (!system) continue;
    const equipment = equipmentOf(unit, world.designs);
    const canExplore = equipment.components.has('XC') || equipment.components.has('SX');
    const aliensAtWarpPoint = [...(shipEmpires.get(system.id) ?? [])].some((e) => e !== unit.empireId);
    let how: 'explored' | 'observed' | 'warp-point' | null = null;
    if ((mayDo(unit, turn, 'X') || mayDo(unit, turn, 'Z')) && canExplore) how = 'explored';
    else if (mayDo(unit, turn, 'W') && equipment.components.has('XC')) how = aliensAtWarpPoint ? 'explored' : 'warp-point';
    // NOVA: EXPLORATION CAPABILITY: the XC ship must be able to move, or be moved by a friendly ship.
    if (how !== null) {
      const able = exploreAbility(unit, world.designs, unitsIn.get(system.id) ?? [], how === 'warp-point' || !canExploreByX(unit, turn) ? 'W' : 'X');
      if (!able.ok) {
        const line = ordersOf(unit, turn)?.line ?? 0;
        const text = input.orders.find((o) => o.empireId === unit.empireId)?.lines.find((l) => l.line === line)?.text ?? '';
        events.push(ownEvent('H', unit.empireId, system.id, { kind: 'order-error', line, text, code: 'CX', reason: able.reason, unitIds: [unit.id] }));
        // It may still observe a system its empire explored before (O needs no XC).
        how = null;
      }
    }
    if (mayDo(unit, turn, 'O') || mayDo(unit, turn, 'Z')) {
      const known = knowledgeOf(world, knowledge, unit.empireId, system.id);
      const explored = how === 'explored' || (known !== null && known.how !== 'jumped');
      if (explored) how = 'observed';
    }
    if (!how) continue;
    const key = `${unit.empireId}|${system.id}|${how}`;
    const group = groups.get(key) ?? { empireId: unit.empireId, system, how, sx: false, ships: [] };
    group.ships.push(unit);
    group.sx ||= equipment.components.has('SX') && !equipment.components.has('XC');
    groups.set(key, group);
  }

  for (const g of groups.values()) {
    const previous = knowledgeOf(world, knowledge, g.empireId, g.system.id);
    const means = g.how === 'observed' ? 'observed' : g.how === 'explored' ? 'explored' : 'jumped';
    const arrival = g.ships.map((s) => asTurnUnit(s).arrival).find((a) => a?.turn === turn) ?? null;
    // NOVA: 6.7: W learns the warp point (its letters) and not the planet; X "will also report as detailed in the O order" (the status).
    const learnt = learnSystem(g.system, linesAt.get(g.system.id) ?? [], g.empireId, means, turn, previous, arrival?.toLetter, { warpPoints: g.how === 'warp-point', status: g.how === 'explored' });
    store(world, knowledge, learnt);
    events.push(
      ownEvent('H', g.empireId, g.system.id, {
        kind: 'explored',
        how: g.how,
        unitIds: g.ships.map((s) => s.id),
        type: learnt.type,
        letters: learnt.warpPoints.map((p) => p.letter),
        via: arrival ? { fromSystemId: arrival.fromSystemId, fromLetter: arrival.fromLetter, toLetter: arrival.toLetter } : null,
        aliensPresent: g.how === 'warp-point' ? [] : alienPresence(world, g.system, g.empireId, unitsIn.get(g.system.id) ?? []),
        status: g.how === 'warp-point' ? null : g.system.status,
      }),
    );
    // Empires with ships there see the aliens explore or observe (NOVA: 7.3 "AXS"), the owner aside (below).
    const watchers = new Set((unitsIn.get(g.system.id) ?? []).filter((u) => isShip(u) && u.empireId !== g.empireId && u.empireId !== g.system.ownerId).map((u) => u.empireId));
    if (g.how !== 'warp-point') for (const watcher of [...watchers].sort()) events.push(ownEvent('H', watcher, g.system.id, { kind: 'alien-activity', activity: g.how === 'observed' ? 'O' : 'X', alienShips: g.ships.length }));
    // The owner of a colonised system is told it was explored or observed (NOVA: 2.4); an SX
    // exploration only when the owner has ships there.
    const owner = g.system.ownerId;
    if (owner && owner !== g.empireId && g.system.status !== 'none' && g.how !== 'warp-point') {
      const ownerShipsThere = (unitsIn.get(g.system.id) ?? []).some((u) => u.empireId === owner && u.systemId === g.system.id && isShip(u));
      if (!g.sx || ownerShipsThere) {
        events.push(ownEvent('H', owner, g.system.id, { kind: 'alien-activity', activity: g.how === 'observed' ? 'O' : 'X', alienShips: ownerShipsThere ? g.ships.length : 0 }));
      }
    }
  }
  return { world, events, rolls: [], rng: input.rng };
}
