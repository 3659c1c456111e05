/**
 * NOVA: 6.2 step I, surface combat (NOVA: 6.7 A assault; 4.7 captured systems). Ships with A
 * at their destination land the assault armies they carry on a planet colonised by another
 * empire that the assaulting empire has explored. With no defending armies, SDUs or militia
 * (NOVA: INTRINSIC SYSTEM GARRISONS: a World's militia fight before it can be captured) the
 * planet is captured at once; otherwise a surface battle is queued until the GM gives its result
 * (resolved in the Combat screen, auto-resolved or entered), which is then applied: losses,
 * units landed or withdrawn, and the system's holder. An invasion going on from an earlier turn
 * is fought again without new landings; several invaders of one planet fight one after another
 * (surface-invasions.ts).
 */
import { asSystemKnowledge } from '../map/knowledge';
import { applyBattleResult, pendingBattleEvents } from './battle-outcome';
import { ownEvent, type TurnEvent } from './events';
import { asTurnUnit, isShip, mayDo, workingWorld } from './fleet';
import { defenceOf, invaderUnitIds, invasionsOf } from './surface-invasions';
import type { QueuedBattle, TurnWorld } from './types';
import type { StepInput, StepOutput } from './step';

/** The text of an empire's sheet line, for an order error's wording ('' when the line is not found). */
function sheetText(orders: StepInput['orders'], empireId: string, line: number): string {
  return orders.find((o) => o.empireId === empireId)?.lines.find((l) => l.line === line)?.text ?? '';
}

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

  // NOVA: SURFACE COMBAT: new invasions and those going on, one battle each, in order (surface-invasions.ts).
  const landedBy = new Map([...landed].map(([key, entry]) => [key, entry.unitIds]));
  const waiting = new Set<string>();
  const fought = new Map<string, number>();
  for (const invasion of invasionsOf(world, landedBy)) {
    const system = world.systems.find((s) => s.id === invasion.systemId);
    if (!system || !system.ownerId || system.ownerId === invasion.empireId) continue;
    // A battle on this planet still needs its result: the next invasion is fought once it has one.
    if (waiting.has(system.id)) continue;
    const defender = system.ownerId;
    const n = fought.get(system.id) ?? 0;
    fought.set(system.id, n + 1);
    const battleId = n === 0 ? surfaceBattleId(turn, system.id) : `${surfaceBattleId(turn, system.id)}.${invasion.empireId}`;
    const defence = defenceOf(world, system);
    if (defence.unitIds.length === 0 && defence.sdus === 0 && defence.militia === 0) {
      // NOVA: 4.7: nothing defends the planet (no armies, SDUs or militia): it is captured at once.
      system.capturedFrom = defender;
      system.ownerId = invasion.empireId;
      events.push(ownEvent('I', invasion.empireId, system.id, { kind: 'battle', battleId, battleKind: 'surface', otherEmpireIds: [defender], result: { how: 'resolved', destroyed: [], damaged: [], retreated: [], holder: invasion.empireId, rounds: 0 } }));
      events.push(ownEvent('I', defender, system.id, { kind: 'alien-activity', activity: 'A', alienShips: 0 }));
      continue;
    }
    const unitIds = [...new Set([...invasion.landedNow, ...invaderUnitIds(world, system.id, invasion.empireId), ...defence.unitIds])].sort();
    const battle: QueuedBattle = { id: battleId, kind: 'surface', systemId: system.id, empireIds: [invasion.empireId, defender].sort(), unitIds };
    battles.push(battle);
    const ruling = input.decisions.battles?.[battle.id];
    if (ruling) events.push(...applyBattleResult(world, 'I', battle, ruling.value, input.start ?? world, input.decisions));
    else {
      events.push(...pendingBattleEvents(world, 'I', battle));
      waiting.add(system.id);
    }
  }
  return { world, events, rolls: [], rng: input.rng, battles };
}
