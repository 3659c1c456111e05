/**
 * Strategic interdiction (NOVA: DISTORTION GENERATOR, DISTORTION SUPPRESSOR, 6.7 I, ACTIVITIES
 * AND INTERDICTIONS): which ships interdict a system during step F and which ships they stop.
 *
 * A ship interdicts the system it is in when it mounts a DG (size ≥ 1) and has I orders, or no
 * orders at all (DG ships default to I, NOVA 6.13). It does not when:
 * - it moves this turn (a route, or a retreat finishing): interdiction orders given to ships that
 *   are jumping are ignored, and an interdicting ship can't move the turn it interdicts;
 * - it has no working IE and no other ship of its empire with an IE is in the system (at the warp
 *   point): SPACE DRIFT.
 * An interdicting ship stops a ship passing through its system unless:
 * - the passing ship is of its own empire (not impeded by their own DGs), unless its empire's
 *   orders say its interdictions stop its own ships (`Interdict own ships`);
 * - its empire authorised the passing ship's empire (`Let Empire A pass`), a blanket authorisation
 *   for all its interdicting ships, valid only for an empire it had contact with before this turn;
 * - the passing ship mounts a DS at least as large as the DG (NOVA: DISTORTION SUPPRESSOR: "of
 *   size equal to or larger than the opposing DGs").
 * A passing ship is stopped when any interdicting ship there stops it.
 *
 * Pure: reads the world and the orders; the movement step applies the result.
 */
import type { Empire, Unit } from '../../../model/entities';
import { novaDesignSchema } from '../design-model';
import type { NovaDesignRow } from '../records';
import { contactsOf } from './contacts-state';
import { asTurnUnit, isShip, ordersOf } from './fleet';
import { readSetupOrder } from './in-system-setup';
import { coverageProblem } from './interdiction-coverage';
import type { EmpireOrders, TurnWorld } from './types';

/** `GO: Let Empire A pass` (also "let … through", "… pass our interdictions"). */
export const LET_PASS = /^(?:GO|SO|CO)?\s*(?:[:.-]\s*)?(?:let|allow)\s+(.+?)\s+(?:pass|through)(?:\s+(?:through\s+)?(?:our\s+|the\s+|all\s+)?interdictions?)?\s*\.?$/i;
/** `GO: Interdict own ships` (also "interdictions stop own ships"). */
export const STOP_OWN = /^(?:GO|SO|CO)?\s*(?:[:.-]\s*)?(?:interdict\s+(?:our\s+)?own\s+ships|interdictions?\s+stop\s+(?:our\s+)?own\s+ships)\s*\.?$/i;

/** Whether a general-order line is one of the interdiction orders above. */
export function isInterdictionOrder(text: string): boolean {
  return LET_PASS.test(text.trim()) || STOP_OWN.test(text.trim());
}

/** Largest level of a component on a ship's design (0 when it has none or the design does not read). */
export function componentLevel(unit: Unit, designs: readonly NovaDesignRow[], code: string): number {
  const designId = (unit as { designId?: unknown }).designId;
  const design = designs.find((d) => d.id === designId && d.empireId === unit.empireId) ?? designs.find((d) => d.id === designId);
  const nova = novaDesignSchema.safeParse(design?.nova ?? {});
  if (!nova.success) return 0;
  let level = 0;
  for (const c of nova.data.components) if (c.code === code && c.level > level) level = c.level;
  return level;
}

/** Whether a ship's IE works: it has one and battle damage has not taken all of it. */
export function hasWorkingIe(unit: Unit, designs: readonly NovaDesignRow[]): boolean {
  const ie = componentLevel(unit, designs, 'IE');
  const lost = (asTurnUnit(unit).damage as { ieLost?: unknown } | undefined)?.ieLost;
  return ie - (typeof lost === 'number' ? lost : 0) > 0;
}

export interface Interdictor {
  unitId: string;
  empireId: string;
  systemId: string;
  /** DG size (its range in hexes). */
  dg: number;
}

/** An interdiction order that could not be carried out, for the owner's order errors. */
export interface InterdictionProblem {
  empireId: string;
  line: number;
  text: string;
  code: string;
  reason: string;
  unitIds: string[];
}

/** Each empire's interdiction policy, read from its general orders. */
export interface InterdictionPolicy {
  /** Empires its interdicting ships let pass. */
  lets: Set<string>;
  /** Its interdictions stop its own ships too. */
  stopsOwn: boolean;
}

export interface InterdictionPlan {
  interdictors: Interdictor[];
  policies: Map<string, InterdictionPolicy>;
  problems: InterdictionProblem[];
}

/** The empire `writer` names `written`: by the alias of a contact made before `turn`, or by its real name after Full contact. */
function namedEmpire(world: TurnWorld, writer: Empire, written: string): { empire: Empire } | { reason: string } {
  const w = written.trim().toUpperCase().replace(/^THE /, '');
  for (const c of contactsOf(writer)) {
    const other = world.empires.find((e) => e.id === c.empireId);
    if (!other) continue;
    if (c.alias.toUpperCase() !== w && !(c.level === 'full' && other.name.toUpperCase().replace(/^THE /, '') === w)) continue;
    if (c.since >= world.turn) return { reason: `contact with ${written} was made only this turn; an empire may be let through interdictions only after contact made before the current turn` };
    return { empire: other };
  }
  return { reason: `"${written}" is not an empire this empire has contact with` };
}

/** The interdicting ships of the turn (before any ship moves) and each empire's policy. */
export function planInterdictions(world: TurnWorld, orders: readonly EmpireOrders[], warpPointRadius = 0): InterdictionPlan {
  const problems: InterdictionProblem[] = [];
  const policies = new Map<string, InterdictionPolicy>();
  for (const sheet of orders) {
    const writer = world.empires.find((e) => e.id === sheet.empireId);
    if (!writer || sheet.missing) continue;
    const policy: InterdictionPolicy = { lets: new Set(), stopsOwn: false };
    for (const l of sheet.lines) {
      if (l.row?.kind !== 'general') continue;
      const text = l.row.text.trim();
      if (STOP_OWN.test(text)) policy.stopsOwn = true;
      const let_ = LET_PASS.exec(text);
      if (!let_) continue;
      const named = namedEmpire(world, writer, let_[1] ?? '');
      if ('empire' in named) policy.lets.add(named.empire.id);
      else problems.push({ empireId: writer.id, line: l.line, text: l.text, code: 'INTERDICTION', reason: named.reason, unitIds: [] });
    }
    policies.set(writer.id, policy);
  }

  const interdictors: Interdictor[] = [];
  for (const unit of world.units) {
    if (!isShip(unit) || !unit.systemId || asTurnUnit(unit).carriedBy) continue;
    const dg = componentLevel(unit, world.designs, 'DG');
    if (dg < 1) continue;
    const own = ordersOf(unit, world.turn);
    // NOVA: ACTIVITY ORDERS: Z is H,X/O,D,I: a Z ship with a DG interdicts as an I ship does.
    const ordered = own?.activity.some((a) => a.letter === 'I' || a.letter === 'Z') ?? false;
    // NOVA 6.13: DG ships default to Interdict orders (no orders on the grid at all).
    const defaulted = !own || (own.activity.length === 0 && own.route.length === 0);
    if (!ordered && !defaulted) continue;
    const report = (code: string, reason: string) => {
      if (!ordered || !own) return;
      const text = orders.find((o) => o.empireId === unit.empireId)?.lines.find((l) => l.line === own.line)?.text ?? '';
      problems.push({ empireId: unit.empireId, line: own.line, text, code, reason, unitIds: [unit.id] });
    };
    // NOVA: DISTORTION GENERATOR: "Interdiction orders given to ships that are jumping … are automatically ignored."
    if ((own && own.route.length > 0) || asTurnUnit(unit).retreat) {
      report('I-JUMP', `${unit.name || unit.id} moves this turn: its interdiction order is ignored (NOVA: DISTORTION GENERATOR)`);
      continue;
    }
    if (own?.aborted || own?.failed) continue;
    // NOVA: DISTORTION GENERATOR, SPACE DRIFT: no IE, no interdiction unless a friendly ship with an IE is at the warp point.
    if (!hasWorkingIe(unit, world.designs)) {
      const helper = world.units.some((u) => u.id !== unit.id && isShip(u) && u.empireId === unit.empireId && u.systemId === unit.systemId && !asTurnUnit(u).carriedBy && hasWorkingIe(u, world.designs) && (ordersOf(u, world.turn)?.route.length ?? 0) === 0 && !asTurnUnit(u).retreat);
      if (!helper) {
        report('I-IE', `${unit.name || unit.id} has no working IE and no ship of its empire with an IE stays at the warp point: it drifts and cannot interdict (NOVA: DISTORTION GENERATOR, SPACE DRIFT)`);
        continue;
      }
    }
    // NOVA: DISTORTION GENERATOR: the DG must cover the entire warp point from where the ship is set up (interdiction-coverage.ts).
    const uncovered = coverageProblem(unit.name || unit.id, dg, readSetupOrder(own?.setup ?? null), warpPointRadius);
    if (uncovered) {
      if (ordered) report('I-SETUP', uncovered);
      continue;
    }
    interdictors.push({ unitId: unit.id, empireId: unit.empireId, systemId: unit.systemId, dg });
  }
  return { interdictors, policies, problems };
}

/** Why an interdicting ship lets a ship pass, or null when it stops it. */
export type PassReason = 'own' | 'authorised' | 'suppressor';

export function passReason(ship: Unit, by: Interdictor, plan: InterdictionPlan, designs: readonly NovaDesignRow[]): PassReason | null {
  const policy = plan.policies.get(by.empireId);
  if (ship.empireId === by.empireId) return policy?.stopsOwn ? null : 'own';
  if (policy?.lets.has(ship.empireId)) return 'authorised';
  // NOVA: DISTORTION SUPPRESSOR: a DS of size equal to or larger than the DG.
  if (componentLevel(ship, designs, 'DS') >= by.dg) return 'suppressor';
  return null;
}

/** What happens to a ship passing through `systemId`: the interdicting ship that stops it, and those it passes with the reason. */
export function throughInterdiction(ship: Unit, systemId: string, plan: InterdictionPlan, designs: readonly NovaDesignRow[]): { stoppedBy: Interdictor | null; passed: { by: Interdictor; reason: PassReason }[] } {
  const passed: { by: Interdictor; reason: PassReason }[] = [];
  let stoppedBy: Interdictor | null = null;
  for (const by of plan.interdictors) {
    if (by.systemId !== systemId || by.unitId === ship.id) continue;
    const reason = passReason(ship, by, plan, designs);
    if (reason === null) {
      if (!stoppedBy || by.dg > stoppedBy.dg) stoppedBy = by;
    } else passed.push({ by, reason });
  }
  return { stoppedBy, passed };
}
