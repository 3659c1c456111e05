/**
 * General, Conditional and Special orders whose clause is an activity (activity-clauses.ts),
 * carried out by the engine (NOVA: GENERAL ORDERS "Such orders will OVERRIDE the regular orders
 * given to a unit"; CONDITIONAL ORDERS "will override both General Orders and the regular orders
 * given a unit … The GM will use a literal interpretation"; SPECIAL ORDERS "the highest priority";
 * ACTIVITIES AND INTERDICTIONS).
 *
 * - At step D, once each ship has its movement row's orders: the clauses that are not about
 *   interdiction change the activities of the ships they cover, GO first, then CO, then SO (each
 *   overrides what came before it; within a kind, in sheet order). A ship with no row that is given
 *   an activity gets orders of its own (it stays where it is).
 * - At step F, once ships have moved: the `if interdicted …` clauses, for ships an interdiction
 *   stopped short of their destination. Without one, such a ship won't A, D, E or L (fleet.ts
 *   mayDo); `do not modify orders` (or an activity given to it) lets it carry them out where it stopped.
 *
 * A condition is the GM's to rule (Rulings → Condition of a conditional order, the same ruling as
 * a contact CO's, by sheet line): met, the clause applies; not met or not ruled, it does not — and
 * an `only if` clause's activities are then aborted. An unruled condition is a warning that says
 * so. A condition naming a system none of the covered ships is in or bound for is refused
 * (CONDITION-SYSTEM, condition-system.ts: "may not be based on events occurring in systems other
 * than the one that the affected ships are in") unless the GM rules it all the same. Every clause carried out is a GM event saying what it did to which ships; a clause that does
 * not read, or names a ship the empire does not have, is an order error (the empire's sitrep).
 */
import type { Unit } from '../../../model/entities';
import { orderSettingsOf } from '../orders/settings';
import { readCargoOrderLine } from '../orders/cargo-order';
import type { ActivityOrder } from '../orders/sheet';
import { readActivityLine, type ActivityClause, type ActivityLineRead } from './activity-clauses';
import { otherSystemNamed } from './condition-system';
import { knownNamesPerEmpire } from '../map/known-systems';
import { readFullContact, readTransfer } from './diplomacy-orders';
import { ownEvent, type TurnEvent } from './events';
import { asTurnUnit, isShip, type TurnUnit, type UnitTurnOrders } from './fleet';
import { isGateDestruction } from './gate-capture';
import { clauseCovers, nameCovers, readGeneralLine } from './general-orders';
import { guardAbortReason, guardActivities } from './guard-activities';
import { componentLevel, isInterdictionOrder } from './interdiction';
import { readIntroductionLine } from './introductions';
import { isGatePermission } from './star-gates';
import { conditionKey } from './stances';
import type { StepInput } from './step';
import { readTreasuryOrder } from './treasury-orders';
import type { EmpireOrders, TurnDecisions, TurnWarning, TurnWorld } from './types';

/** Whether a line of the block is another step's order (transfer, Full contact, interdiction policy, cargo order, treasury, star gates). */
function otherStepOrder(text: string): boolean {
  return readTransfer(text) !== null || readFullContact(text) !== null || readIntroductionLine(text) !== null || isInterdictionOrder(text) || isGatePermission(text) || isGateDestruction(text) || readCargoOrderLine(text) !== null || readTreasuryOrder(text) !== null;
}

/**
 * The activity clauses of one empire's sheet, read and unread: general lines that hold no contact
 * order and are no other step's order.
 */
export function activityClausesOf(orders: EmpireOrders): ActivityLineRead[] {
  const out: ActivityLineRead[] = [];
  for (const l of orders.lines) {
    if (l.row?.kind !== 'general') continue;
    const text = l.row.text;
    if (readGeneralLine(l.line, text, l.row.order, { contacts: [] }) !== null || otherStepOrder(text)) continue;
    const read = readActivityLine(l.line, text, l.row.order);
    if (read) out.push(read);
  }
  return out;
}

/** GO < CO < SO: applied in this order, each overriding the one before (NOVA: 6.9). */
const RANK = { GO: 0, CO: 1, SO: 2 } as const;

/** Whether the clause waits for the GM's ruling on a condition ("if interdicted" alone is the engine's to read). */
export function needsRuling(clause: ActivityClause): boolean {
  return clause.condition !== null || clause.onlyIf || (clause.kind === 'CO' && !clause.interdicted);
}

/** What an activity clause did: the GM's event data. */
function activityEvent(step: 'D' | 'F', empireId: string, clause: ActivityClause, unitIds: string[], added: string[], removed: string[], why: string): TurnEvent {
  // The GM's alone: an order carried out without errors is not in the sitrep (NOVA: SAMPLE SITREP).
  return { ...ownEvent(step, empireId, null, { kind: 'general-activity', line: clause.line, text: clause.text, unitIds, added, removed, why }), audience: [] };
}

function letterText(a: ActivityOrder): string {
  return a.range !== undefined ? `${a.letter}+${a.range}` : a.letter;
}

/** The orders of a ship that had none on the grid, made by a general order on sheet line `line` (it stays where it is). */
function newOrders(turn: number, line: number): UnitTurnOrders {
  return { turn, line, route: [], contact: [], activity: [], retreat: null, setup: null, retreating: false };
}

interface Outcome {
  events: TurnEvent[];
  warnings: TurnWarning[];
}

/**
 * Carries out the activity clauses of `phase`: 'D' the clauses for every covered ship (and their
 * order errors), 'F' the `if interdicted` clauses for ships an interdiction stopped. Changes the
 * ships' turn orders in `world` in place (the step's working copy).
 */
export function carryOutGeneralActivities(world: TurnWorld, input: Pick<StepInput, 'orders' | 'decisions' | 'settings'>, phase: 'D' | 'F'): Outcome {
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  const guardLeaving = orderSettingsOf(input.settings).guardLeavesWarpPoint;
  const knownNames = knownNamesPerEmpire(world);
  for (const orders of input.orders) {
    const empire = world.empires.find((e) => e.id === orders.empireId);
    if (!empire || orders.lines.length === 0) continue;
    const read = activityClausesOf(orders);
    if (read.length === 0) continue;
    const ships = world.units.filter((u) => u.empireId === empire.id && isShip(u) && u.systemId && !asTurnUnit(u).carriedBy) as TurnUnit[];
    const clauses: ActivityClause[] = [];
    for (const r of read) {
      if (!r.read) {
        if (phase === 'D') events.push(ownEvent('D', empire.id, null, { kind: 'order-error', line: r.line, text: r.text, code: 'GO-ACTIVITY', reason: r.reason, unitIds: [] }));
        continue;
      }
      if (r.interdicted !== (phase === 'F')) continue;
      const missing = r.ships.kind === 'named' ? r.ships.names.filter((n) => !ships.some((s) => nameCovers(n, s.name))) : [];
      if (missing.length > 0) {
        if (phase === 'D' || r.interdicted) events.push(ownEvent(phase, empire.id, null, { kind: 'order-error', line: r.line, text: r.text, code: 'NT', reason: `no ship of this empire is called ${missing.join(', ')}`, unitIds: [] }));
        if (missing.length === (r.ships.kind === 'named' ? r.ships.names.length : 0)) continue;
      }
      clauses.push(r);
    }
    clauses.sort((a, b) => RANK[a.kind] - RANK[b.kind] || a.line - b.line);
    for (const clause of clauses) {
      const covered = ships.filter((s) => clauseCovers(clause.ships, { name: s.name }) && (phase === 'D' || stoppedByInterdiction(s, world.turn)));
      if (phase === 'F' && covered.length === 0) {
        // Nothing to rule: the GM is not asked about a condition no ship needs.
        events.push(activityEvent(phase, empire.id, clause, [], [], [], 'no ship it covers was stopped by an interdiction this turn'));
        continue;
      }
      const ruling = needsRuling(clause) ? input.decisions.conditions?.[conditionKey(empire.id, clause.line)] : undefined;
      // NOVA: CONDITIONAL ORDERS: not "based on events occurring in systems other than the one that the affected ships are in".
      const elsewhere = clause.condition !== null && covered.length > 0 ? otherSystemNamed(clause.condition, knownNames(empire.id), shipSystems(covered, knownNames(empire.id), world.turn)) : null;
      if (elsewhere && ruling === undefined) {
        events.push(ownEvent(phase, empire.id, null, { kind: 'order-error', line: clause.line, text: clause.text, code: 'CONDITION-SYSTEM', reason: `the condition names ${elsewhere}, where none of the ships it covers is: conditional orders "may not be based on events occurring in systems other than the one that the affected ships are in" (NOVA CONDITIONAL ORDERS); not carried out`, unitIds: covered.map((s) => s.id) }));
        continue;
      }
      const met = needsRuling(clause) ? ruling?.value : true;
      if (needsRuling(clause) && ruling === undefined) {
        const then = clause.onlyIf ? 'until you rule it met, its activities are not carried out' : 'it is not carried out until you rule it met';
        warnings.push({ step: phase, code: 'CONDITION', empireId: empire.id, message: `${empire.name}, line ${clause.line} (${clause.text}): ${clause.condition !== null ? `the condition "${clause.condition}" is not ruled` : 'a Conditional order whose condition is not written out is not ruled'}; ${then} (Rulings → Condition of a conditional order; NOVA CONDITIONAL ORDERS: read literally)` });
      }
      const ruled = ruling ? ` (condition ruled ${ruling.value ? 'met' : 'not met'}: ${ruling.note})` : '';
      if (met !== true) {
        if (!clause.onlyIf || clause.effect.kind !== 'order') {
          events.push(activityEvent(phase, empire.id, clause, [], [], [], `not carried out: its condition is ${met === false ? 'ruled not met' : 'not ruled'}${ruled}`));
          continue;
        }
        // NOVA: CONDITIONAL ORDERS: "Assault only if the other players' does": not met, no assault.
        const letters = clause.effect.activities.map((a) => a.letter);
        const touched = abortOn(covered, world, letters, clause.line);
        events.push(activityEvent(phase, empire.id, clause, touched.ids, [], touched.removed, `"only if": the condition is ${met === false ? 'ruled not met' : 'not ruled'}, so ${letters.join(', ')} ${letters.length === 1 ? 'is' : 'are'} not carried out${ruled}`));
        continue;
      }
      const how = `${clause.kind}${clause.interdicted ? ', interdicted short of the destination' : ''}${ruled}`;
      if (clause.effect.kind === 'abort') {
        const touched = abortOn(covered, world, clause.effect.letters, clause.line);
        events.push(activityEvent(phase, empire.id, clause, touched.ids, [], touched.removed, `activities aborted (${how})`));
        continue;
      }
      if (clause.effect.kind === 'keep') {
        for (const s of covered) if (s.turnOrders) s.turnOrders.actsWhereStopped = true;
        events.push(activityEvent(phase, empire.id, clause, covered.map((s) => s.id), [], [], `orders not modified: A, D, E and L are carried out where the ship was stopped (${how})`));
        continue;
      }
      const added: string[] = [];
      const ids: string[] = [];
      for (const s of covered) {
        const own = s.turnOrders?.turn === world.turn ? s.turnOrders : newOrders(world.turn, clause.line);
        s.turnOrders = own;
        delete own.aborted;
        for (const a of clause.effect.activities) {
          own.activity = [...own.activity.filter((x) => x.letter !== a.letter), { ...a }];
          if (!added.includes(letterText(a))) added.push(letterText(a));
        }
        if (phase === 'F') own.actsWhereStopped = true;
        // NOVA: CONTACT ORDERS G: an activity that takes a Guard ship off its warp point is aborted (guard-activities.ts).
        const guard = guardActivities(own.contact, own.activity, guardLeaving);
        if (guard.aborted.length > 0) {
          own.activity = guard.kept;
          events.push(ownEvent(phase, empire.id, s.systemId, { kind: 'order-error', line: clause.line, text: clause.text, code: 'G-ACTIVITY', reason: `${s.name}: ${guardAbortReason(guard.aborted)}`, unitIds: [s.id] }));
        }
        ids.push(s.id);
      }
      events.push(activityEvent(phase, empire.id, clause, ids, added, [], `activities ordered (${how})`));
    }
  }
  return { events, warnings };
}

/** The systems ships are in, and those their routes end in (by the writer's names for them). */
function shipSystems(ships: readonly TurnUnit[], names: ReadonlyMap<string, string>, turn: number): Set<string> {
  const out = new Set<string>();
  for (const s of ships) {
    if (s.systemId) out.add(s.systemId);
    const last = s.turnOrders?.turn === turn ? s.turnOrders.route.at(-1) : undefined;
    const id = last?.kind === 'system' ? names.get(last.name.trim().toUpperCase()) : undefined;
    if (id) out.add(id);
  }
  return out;
}

/** A ship an interdiction stopped short of its destination this turn (step F: not there, and not a failed route). */
function stoppedByInterdiction(ship: TurnUnit, turn: number): boolean {
  const o = ship.turnOrders;
  return o !== undefined && o.turn === turn && o.reachedDestination === false && !o.failed;
}

/**
 * Takes `letters` (or all) off the ships' activities. A DG ship with no orders of its own would
 * interdict by default (NOVA: DEFAULT ORDERS): aborting I (or all) gives it orders marked aborted.
 */
function abortOn(ships: readonly TurnUnit[], world: TurnWorld, letters: 'all' | readonly string[], line: number): { ids: string[]; removed: string[] } {
  const ids: string[] = [];
  const removed: string[] = [];
  const note = (l: string) => {
    if (!removed.includes(l)) removed.push(l);
  };
  for (const s of ships) {
    const own = s.turnOrders?.turn === world.turn ? s.turnOrders : undefined;
    const hit = (own?.activity ?? []).filter((a) => letters === 'all' || letters.includes(a.letter));
    const defaultI = (!own || (own.activity.length === 0 && own.route.length === 0)) && (letters === 'all' || letters.includes('I')) && componentLevel(s as Unit, world.designs, 'DG') >= 1;
    if (hit.length === 0 && !defaultI) continue;
    for (const a of hit) note(letterText(a));
    if (own) own.activity = own.activity.filter((a) => !hit.includes(a));
    if (defaultI) {
      const orders = own ?? newOrders(world.turn, line);
      orders.aborted = true;
      s.turnOrders = orders;
      note('I (default)');
    }
    ids.push(s.id);
  }
  return { ids, removed };
}

/** The rulings on conditions an empire's activity clauses wait for: for the Turn screen's list. */
export function activityConditionLines(orders: EmpireOrders, decisions: TurnDecisions, empireId: string): { line: number; text: string; ruled: boolean | undefined }[] {
  return activityClausesOf(orders)
    .filter((c): c is ActivityClause => c.read && needsRuling(c))
    .map((c) => ({ line: c.line, text: c.text, ruled: decisions.conditions?.[conditionKey(empireId, c.line)]?.value }));
}
