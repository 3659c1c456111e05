/**
 * NOVA: 6.2 step J, devastation (NOVA: 3.3 DC, 4.5 suppression). A DC ship with D that
 * survived any space combat devastates the explored system where it ended its move, unless
 * the system is its own empire's and no special order says so (NOVA: 6.5 no self-harm, self-harm.ts). Fewer than 2 SDUs: the system is
 * suppressed (no revenue next turn); no SDU at all: everything on the planet is destroyed and
 * the status drops to NONE. In any case its IC may not build next turn. One devastation a
 * system a turn. PCBs and TFCs are used after it (step-j-constructs.ts).
 */
import { doesActivity } from './zap';
import { asSystemKnowledge } from '../map/knowledge';
import { ownEvent, type TurnEvent } from './events';
import { asTurnUnit, equipmentOf, isShip, mayDo, workingWorld } from './fleet';
import type { StepInput, StepOutput } from './step';
import { loseHomeStar } from './home-star-lost';
import { selfHarmAllowed, selfHarmReason } from './self-harm';

/** The text of an empire's sheet line, for an order error's wording ('' when the line is not found). */
function sheetText(orders: StepInput['orders'], empireId: string, line: number): string {
  return orders.find((o) => o.empireId === empireId)?.lines.find((l) => l.line === line)?.text ?? '';
}

export function devastationStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events: TurnEvent[] = [];
  const turn = world.turn;
  const done = new Set<string>();
  for (const ship of world.units) {
    if (!isShip(ship) || !ship.systemId || !doesActivity(ship, turn, 'D') || !equipmentOf(ship, world.designs).components.has('DC')) continue;
    const system = world.systems.find((s) => s.id === ship.systemId);
    if (!system || done.has(system.id)) continue;
    // NOVA: INTERPRETATION OF ORDERS: no self-inflicted damage unless a special order says so (self-harm.ts).
    if (system.ownerId === ship.empireId && !selfHarmAllowed(input.orders.find((o) => o.empireId === ship.empireId)).has(system.name.toUpperCase())) {
      if (mayDo(ship, turn, 'D')) {
        const line = asTurnUnit(ship).turnOrders?.line ?? 0;
        events.push(ownEvent('J', ship.empireId, system.id, { kind: 'order-error', line, text: sheetText(input.orders, ship.empireId, line), code: 'SELF-HARM', reason: selfHarmReason(ship.name, system.name), unitIds: [ship.id] }));
      }
      continue;
    }
    const record = world.knowledge.find((k) => k.empireId === ship.empireId && k.systemId === system.id);
    const known = record ? asSystemKnowledge(record) : null;
    if (!known || known.how === 'jumped') {
      // Z does "everything … they are equipped to do": devastating a system it may not is not an order error.
      if (!mayDo(ship, turn, 'D')) continue;
      const line = asTurnUnit(ship).turnOrders?.line ?? 0;
      events.push(ownEvent('J', ship.empireId, system.id, { kind: 'order-error', line, text: sheetText(input.orders, ship.empireId, line), code: 'D', reason: `${ship.name} could not devastate ${system.name}: not explored`, unitIds: [ship.id] }));
      continue;
    }
    done.add(system.id);
    const owner = system.ownerId;
    const onPlanet = world.units.filter((u) => u.systemId === system.id && !isShip(u) && !asTurnUnit(u).carriedBy && u.empireId === owner);
    const sdus = onPlanet.filter((u) => u.kind === 'SDU').length + (system.installations.SDU ?? 0);
    const fields = system as typeof system & { devastatedTurn?: number; suppressed?: number | boolean };
    fields.devastatedTurn = turn;
    // Suppressed this turn: no revenue next turn (step A's `isSuppressed`).
    if (sdus < 2) fields.suppressed = turn;
    if (sdus === 0) {
      const gone = new Set(onPlanet.map((u) => u.id));
      world.units = world.units.filter((u) => !gone.has(u.id));
      system.colonies = 0;
      system.status = 'none';
      system.installations = {};
      system.ownerId = null;
      // NOVA: HOME STARS: a destroyed home star may never be recreated (home-star-lost.ts).
      loseHomeStar(system, turn);
    }
    events.push(ownEvent('J', ship.empireId, system.id, { kind: 'devastated', byUnitIds: [ship.id] }));
    if (owner && owner !== ship.empireId) events.push(ownEvent('J', owner, system.id, { kind: 'devastated', byUnitIds: [] }));
  }
  return { world, events, rolls: [], rng: input.rng };
}
