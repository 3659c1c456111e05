/**
 * NOVA: 6.2 step D, "load cargo": every row of the movement grid is read against the world
 * as it stands after construction. Each ship named on a row gets the row's orders stamped on
 * it (read by steps F–K); cargo written after a ship is loaded from the units waiting in the
 * START system (NOVA: 6.8); cargo already aboard counts toward what is written; only what fits
 * the ship's holds and bays is loaded (NOVA: CARGO HOLDS, LAUNCH BAYS: cargo-loading.ts). A ship that
 * is not there (NT), does not exist (DNE) or cargo that is missing is an order error reported
 * to the empire; the rest of the row goes on.
 */
import { isMessageLine, MESSAGE_ON_SHEET } from '../orders/message-line';
import { readCargo } from '../orders/cargo';
import { ownEvent, type TurnEvent } from './events';
import { knownNamesPerEmpire } from '../map/known-systems';
import { asTurnUnit, copyPlain, equipmentOf, unitsByName, workingWorld, type TurnUnit } from './fleet';
import { abortsEmptyTransport, emptyTransportReason } from './empty-transports';
import type { StepInput, StepOutput } from './step';
import { loadWhatFits } from './cargo-loading';
import { cargoOrderOf } from '../orders/cargo-order';
import { orderSettingsOf } from '../orders/settings';
import { guardAbortReason, guardActivities } from './guard-activities';
import { carryOutGeneralActivities } from './general-activities';
import { notUniqueReason, sharedShipNames } from './ship-names';
import { DERELICT, derelictOrderReason, isDerelict } from './derelicts';

/** Stored unit kinds a cargo abbreviation loads (`C` colonies are stored as C or COL). */
function kindMatches(kind: string, abbr: string): boolean {
  const k = kind.toUpperCase();
  return k === abbr || (abbr === 'C' && k === 'COL');
}

export function cargoStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events: TurnEvent[] = [];
  // A start is named through what the empire knows, as the checker names it (map/known-systems.ts).
  const knownNames = knownNamesPerEmpire(input.world);
  // Units by empire and system (nothing moves at D), and what each ship carries, kept up to date as cargo is loaded.
  const unitsAt = new Map<string, TurnUnit[]>();
  const aboardOf = new Map<string, TurnUnit[]>();
  const push = (map: Map<string, TurnUnit[]>, key: string, unit: TurnUnit) => {
    const list = map.get(key);
    if (list) list.push(unit);
    else map.set(key, [unit]);
  };
  const unitsOf = new Map<string, TurnUnit[]>();
  for (const u of world.units) {
    const unit = asTurnUnit(u);
    push(unitsAt, `${unit.empireId}|${unit.systemId}`, unit);
    push(unitsOf, unit.empireId, unit);
    if (unit.carriedBy) push(aboardOf, unit.carriedBy, unit);
  }
  const { cargoOrder: cargoSetting, guardLeavesWarpPoint: guardLeaving, tolerateKeepsWarpPoint, emptyTransports } = orderSettingsOf(input.settings);
  for (const orders of input.orders) {
    const empireId = orders.empireId;
    const ships = unitsByName(unitsOf.get(empireId) ?? [], empireId);
    // NOVA: SHIP COMMISSIONS "Ships not uniquely named can't be given orders" (ship-names.ts).
    const shared = sharedShipNames(unitsOf.get(empireId) ?? [], empireId);
    // NOVA: CARGO HOLDS "Unless specified in a player's orders": the book's order, or as written (orders/cargo-order.ts).
    const cargoOrder = cargoOrderOf(orders.lines, cargoSetting);
    for (const line of orders.lines) {
      if (line.row === null && line.text.trim() !== '') {
        // NOVA: 6.4: a message written on the order sheet is not sent, and the player is told why (orders/message-line.ts).
        const message = isMessageLine(line.text);
        events.push(ownEvent('D', empireId, null, { kind: 'order-error', line: line.line, text: line.text, code: message ? MESSAGE_ON_SHEET : 'UNREAD', reason: message ? 'a message on the same page as the orders is not sent (NOVA 6.4: messages go on their own sheets)' : 'the line could not be read and was not carried out', unitIds: [] }));
        continue;
      }
      const row = line.row;
      if (row?.kind !== 'movement') continue;
      const startId = knownNames(empireId).get(row.start.trim().toUpperCase()) ?? null;
      if (!startId) {
        events.push(ownEvent('D', empireId, null, { kind: 'order-error', line: line.line, text: line.text, code: 'DNE', reason: `${row.start.trim()} is not a system this empire knows`, unitIds: [] }));
        continue;
      }
      for (const entry of row.ships) {
        if (shared.has(entry.name.trim().toUpperCase())) {
          events.push(ownEvent('D', empireId, startId, { kind: 'order-error', line: line.line, text: line.text, code: 'NOT-UNIQUE', reason: notUniqueReason(entry.name), unitIds: [] }));
          continue;
        }
        const ship = ships.get(entry.name.trim().toUpperCase()) as TurnUnit | undefined;
        if (!ship || ship.kind !== 'ship') {
          events.push(ownEvent('D', empireId, startId, { kind: 'order-error', line: line.line, text: line.text, code: 'DNE', reason: `${entry.name}: no such ship`, unitIds: [] }));
          continue;
        }
        if (ship.systemId !== startId) {
          events.push(ownEvent('D', empireId, startId, { kind: 'order-error', line: line.line, text: line.text, code: 'NT', reason: `${entry.name} is not in ${row.start}`, unitIds: [ship.id] }));
          continue;
        }
        if (ship.turnOrders?.turn === world.turn) {
          events.push(ownEvent('D', empireId, startId, { kind: 'order-error', line: line.line, text: line.text, code: 'TWICE', reason: `${entry.name} already has orders on line ${ship.turnOrders.line}`, unitIds: [ship.id] }));
          continue;
        }
        // NOVA: WARP POINT DRIFT: a derelict's crew died; it obeys no orders (derelicts.ts).
        if (isDerelict(ship)) {
          events.push(ownEvent('D', empireId, startId, { kind: 'order-error', line: line.line, text: line.text, code: DERELICT, reason: derelictOrderReason(entry.name), unitIds: [ship.id] }));
          continue;
        }
        // NOVA: CONTACT ORDERS G (and T, "as per Guard"): activities that would take the ship off its warp point are aborted (guard-activities.ts).
        const guard = guardActivities(row.contact, row.activity, guardLeaving, tolerateKeepsWarpPoint);
        if (guard.aborted.length > 0) events.push(ownEvent('D', empireId, startId, { kind: 'order-error', line: line.line, text: line.text, code: 'G-ACTIVITY', reason: `${entry.name}: ${guardAbortReason(guard.aborted, row.contact[0])}`, unitIds: [ship.id] }));
        // The row's parts copied: the world a run changes in place must not share them with the orders.
        ship.turnOrders = copyPlain({ turn: world.turn, line: line.line, route: row.route, contact: row.contact, activity: guard.kept, retreat: row.retreat, setup: row.setup, retreating: row.retreating });
        // What the cargo column asks to load: ships named, and units of each kind not yet aboard.
        const candidates: TurnUnit[] = [];
        // Stated cargo that is not there to load (NOVA: WRITING ORDERS "If stated cargo is not available…").
        let unavailable = 0;
        for (const text of entry.cargo) {
          const item = readCargo(text);
          if (item.kind === 'ship') {
            const carried = ships.get(item.name) as TurnUnit | undefined;
            if (carried?.carriedBy === ship.id) continue;
            if (carried && carried.systemId === startId && !carried.carriedBy && carried.id !== ship.id) candidates.push(carried);
            else {
              unavailable++;
              events.push(ownEvent('D', empireId, startId, { kind: 'order-error', line: line.line, text: line.text, code: 'NT', reason: `cargo of ${entry.name}: ${item.name} is not in ${row.start}`, unitIds: [ship.id] }));
            }
            continue;
          }
          // The cargo column lists what the ship carries (NOVA: 6.8): units already aboard count, only the rest is loaded.
          const aboard = (aboardOf.get(ship.id) ?? []).filter((u) => kindMatches(u.kind, item.abbr)).length;
          const wanted = Math.max(0, item.count - aboard);
          const waiting = (unitsAt.get(`${empireId}|${startId}`) ?? []).filter((u) => kindMatches(u.kind, item.abbr) && !u.carriedBy && !candidates.includes(u));
          const taken = waiting.slice(0, wanted);
          candidates.push(...taken);
          if (taken.length < wanted) {
            unavailable++;
            events.push(ownEvent('D', empireId, startId, { kind: 'order-error', line: line.line, text: line.text, code: 'CARGO', reason: `cargo of ${entry.name}: ${item.count} ${item.abbr} written, ${aboard > 0 ? `${aboard} aboard and ` : ''}${taken.length} to load in ${row.start}`, unitIds: [ship.id] }));
          }
        }
        // NOVA: CARGO HOLDS, LAUNCH BAYS: what fits is loaded, in the book's order or as written, holds first to last; the rest stays behind.
        // What is aboard is looked up in `aboardOf`, not in every unit of the world (linear step: issue 18).
        const fit = loadWhatFits(ship, candidates, aboardOf.get(ship.id) ?? [], world.designs, cargoOrder);
        const loaded: string[] = [];
        for (const u of fit.loaded) {
          u.carriedBy = ship.id;
          // Loaded in the book's order, a unit keeps no slot (its place follows from the book's order).
          if (cargoOrder === 'book') delete u.cargoSlot;
          push(aboardOf, ship.id, u);
          loaded.push(u.id);
        }
        for (const u of aboardOf.get(ship.id) ?? []) {
          const slot = fit.slots.get(u.id);
          if (slot !== undefined) u.cargoSlot = slot;
        }
        if (fit.refused.length > 0) events.push(ownEvent('D', empireId, startId, { kind: 'order-error', line: line.line, text: line.text, code: 'CAPACITY', reason: `cargo of ${entry.name}: ${fit.refusedText} not loaded: ${entry.name} has ${fit.spaceText} (${fit.reasons ? `${fit.reasons}; ` : ''}NOVA CARGO HOLDS, LAUNCH BAYS)`, unitIds: [ship.id, ...fit.refused.map((u) => u.id)] }));
        if (loaded.length > 0) events.push(ownEvent('D', empireId, startId, { kind: 'cargo-loaded', shipId: ship.id, unitIds: loaded }));
        // NOVA: WRITING ORDERS: an unarmed transport left with no cargo (empty-transports.ts, a setting).
        if (abortsEmptyTransport(emptyTransports, equipmentOf(ship, world.designs).armed, unavailable, (aboardOf.get(ship.id) ?? []).length, ship.turnOrders.route.length)) {
          ship.turnOrders.route = [];
          events.push(ownEvent('D', empireId, startId, { kind: 'order-error', line: line.line, text: line.text, code: 'CARGO-ABORT', reason: emptyTransportReason(entry.name), unitIds: [ship.id] }));
        }
      }
    }
  }
  // NOVA: GENERAL, CONDITIONAL, SPECIAL ORDERS whose clause is an activity override the rows' (general-activities.ts).
  const general = carryOutGeneralActivities(world, input, 'D');
  events.push(...general.events);
  return { world, events, rolls: [], rng: input.rng, warnings: general.warnings };
}
