/**
 * NOVA: 6.2 step I, surface combat (NOVA: 6.7 A assault; 4.7 captured systems). Ships with A
 * at their destination land the assault armies they carry on a planet colonised by another
 * empire that the assaulting empire has explored. With no defending armies or SDUs the planet
 * is captured at once; otherwise a surface battle is queued until the GM gives its result
 * (resolved in the Combat screen, auto-resolved or entered), which is then applied: losses,
 * and the system's holder.
 */
import { asSystemKnowledge } from '../map/knowledge';
import { applyBattleResult, pendingBattleEvents } from './battle-outcome';
import { ownEvent, type TurnEvent } from './events';
import { asTurnUnit, isShip, mayDo, workingWorld } from './fleet';
import type { QueuedBattle, TurnWorld } from './types';
import type { StepInput, StepOutput } from './step';

/** The text of an empire's sheet line, for an order error's wording ('' when the line is not found). */
function sheetText(orders: StepInput['orders'], empireId: string, line: number): string {
  return orders.find((o) => o.empireId === empireId)?.lines.find((l) => l.line === line)?.text ?? '';
}

const ARMIES = ['AA', 'RA', 'MA'];

/** The battle id of a system's surface battle on a turn. */
export function surfaceBattleId(turn: number, systemId: string): string {
  return `s.${turn}.${systemId}`;
}

function explored(world: TurnWorld, empireId: string, systemId: string): boolean {
  const record = world.knowledge.find((k) => k.empireId === empireId && k.systemId === systemId);
  const k = record ? asSystemKnowledge(record) : null;
  return k !== null && k.how !== 'jumped';
}

export function surfaceStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events: TurnEvent[] = [];
  const battles: QueuedBattle[] = [];
  const turn = world.turn;
  // Invading armies landed per system and empire.
  const landed = new Map<string, { systemId: string; empireId: string; unitIds: string[] }>();
  for (const ship of world.units) {
    if (!isShip(ship) || !ship.systemId || !mayDo(ship, turn, 'A')) continue;
    const system = world.systems.find((s) => s.id === ship.systemId);
    if (!system) continue;
    const line = asTurnUnit(ship).turnOrders?.line ?? 0;
    if (!system.ownerId || system.ownerId === ship.empireId) {
      events.push(ownEvent('I', ship.empireId, system.id, { kind: 'order-error', line, text: sheetText(input.orders, ship.empireId, line), code: 'A', reason: `${ship.name}: nothing to assault in ${system.name}`, unitIds: [ship.id] }));
      continue;
    }
    if (!explored(world, ship.empireId, system.id)) {
      events.push(ownEvent('I', ship.empireId, system.id, { kind: 'order-error', line, text: sheetText(input.orders, ship.empireId, line), code: 'A', reason: `${ship.name}: ${system.name} has not been explored, it may not be assaulted`, unitIds: [ship.id] }));
      continue;
    }
    const armies = world.units.filter((u) => asTurnUnit(u).carriedBy === ship.id && u.kind.toUpperCase() === 'AA');
    if (armies.length === 0) continue;
    for (const a of armies) {
      delete asTurnUnit(a).carriedBy;
      (a as typeof a & { landedTurn?: number }).landedTurn = turn;
    }
    const key = `${system.id}|${ship.empireId}`;
    const entry = landed.get(key) ?? { systemId: system.id, empireId: ship.empireId, unitIds: [] };
    entry.unitIds.push(...armies.map((a) => a.id));
    landed.set(key, entry);
  }

  for (const invasion of [...landed.values()].sort((a, b) => a.systemId.localeCompare(b.systemId))) {
    const system = world.systems.find((s) => s.id === invasion.systemId);
    if (!system || !system.ownerId) continue;
    const defender = system.ownerId;
    const defenders = world.units.filter((u) => u.systemId === system.id && u.empireId === defender && !asTurnUnit(u).carriedBy && (ARMIES.includes(u.kind.toUpperCase()) || u.kind.toUpperCase() === 'SDU'));
    const installedSdus = system.installations.SDU ?? 0;
    if (defenders.length === 0 && installedSdus === 0) {
      (system as typeof system & { capturedFrom?: string | null }).capturedFrom = defender;
      system.ownerId = invasion.empireId;
      events.push(ownEvent('I', invasion.empireId, system.id, { kind: 'battle', battleId: surfaceBattleId(turn, system.id), battleKind: 'surface', otherEmpireIds: [defender], result: { how: 'resolved', destroyed: [], damaged: [], retreated: [], holder: invasion.empireId, rounds: 0 } }));
      events.push(ownEvent('I', defender, system.id, { kind: 'alien-activity', activity: 'A', alienShips: 0 }));
      continue;
    }
    const battle: QueuedBattle = { id: surfaceBattleId(turn, system.id), kind: 'surface', systemId: system.id, empireIds: [invasion.empireId, defender].sort(), unitIds: [...invasion.unitIds, ...defenders.map((d) => d.id)].sort() };
    battles.push(battle);
    const ruling = input.decisions.battles?.[battle.id];
    if (ruling) events.push(...applyBattleResult(world, 'I', battle, ruling.value, input.start ?? world, input.decisions));
    else events.push(...pendingBattleEvents(world, 'I', battle));
  }
  return { world, events, rolls: [], rng: input.rng, battles };
}
