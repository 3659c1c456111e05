/**
 * NOVA: 6.2 step F, strategic movement (NOVA: 6.11 jumping, retreats; 6.7 interdiction).
 * Each ship follows its route hop by hop and stops at the first impossible hop (NOVA: 6.5):
 * a warp point or line that does not exist (DNE, NDC), a line used twice (CUSWLT), a hop
 * straight back into the system it left (game setting `orders.jumpBack`), more jumps than its
 * JD allows, or an interdiction (a DG ship with I in a system it passes through stops it
 * there, unless the ship's DS is at least as large or the DG's empire lets it pass:
 * interdiction.ts). Ships that jump in arrive at the warp point; those that follow the same route
 * arrive as one stack. Cargo moves with its ship. Every hop teaches the empire the warp
 * line travelled (jumping in, NOVA: 2.4). Retreats begun last turn finish first.
 */
import { learnLine } from '../map/knowledge';
import { knownNamesPerEmpire } from '../map/known-systems';
import type { Knowledge } from '../../../model/entities';
import type { NovaSystem, NovaWarpLine } from '../records';
import { orderSettingsOf } from '../orders/settings';
import type { RouteStep } from '../orders/sheet';
import { gmEvent, ownEvent, type TurnEvent } from './events';
import { planInterdictions, throughInterdiction } from './interdiction';
import { carryOutGeneralActivities } from './general-activities';
import { GATE_STEP, gateHop, gateMap } from './star-gates';
import { jdLimitReason, workingJd } from './drives';
import { turnSettingsOf } from './settings';
import { asTurnUnit, isShip, ordersOf, workingWorld, type TurnUnit } from './fleet';
import type { StepInput, StepOutput } from './step';

interface Hop {
  line: NovaWarpLine;
  from: string;
  fromLetter: string;
  to: string;
  toLetter: string;
}

type Walk = { hops: Hop[]; stop: { code: string; reason: string } | null };

/** A star-gate hop from `here` (to `to`, or any gate there), a reason it is refused, or null when there is no gate (star-gates.ts). */
type GateLookup = (here: string, to: string | null) => { hop: Hop } | { stop: { code: string; reason: string } } | null;

/** Warp ends by system: system id → letter → the hop through it. */
function warpEnds(lines: readonly NovaWarpLine[]): Map<string, Map<string, Hop>> {
  const ends = new Map<string, Map<string, Hop>>();
  const add = (hop: Hop) => {
    const m = ends.get(hop.from) ?? new Map<string, Hop>();
    m.set(hop.fromLetter, hop);
    ends.set(hop.from, m);
  };
  for (const line of lines) {
    add({ line, from: line.a, fromLetter: line.aLetter, to: line.b, toLetter: line.bLetter });
    add({ line, from: line.b, fromLetter: line.bLetter, to: line.a, toLetter: line.aLetter });
  }
  return ends;
}

/**
 * The hops a route makes from `start`, up to the first impossible one (NOVA: 6.5, 6.11), as the
 * order checker walks it (orders/check-movement.ts): a system is named through `known`, the
 * empire's own names (map/known-systems.ts), so a name the empire does not know stops the ship
 * with DNE whether or not the GM's map has it — the same words either way.
 */
export function walkRoute(start: string, route: readonly RouteStep[], systems: readonly NovaSystem[], ends: Map<string, Map<string, Hop>>, jumpBack: 'hop' | 'route-end', known: ReadonlyMap<string, string>, gate: GateLookup = () => null): Walk {
  const nameOf = (id: string) => systems.find((s) => s.id === id)?.name ?? id;
  const byName = known;
  const hops: Hop[] = [];
  const used = new Set<string>();
  let here = start;
  let arrivedByLetter = false;
  const steps = [...route];
  if (steps[0]?.kind === 'system' && byName.get(steps[0].name.toUpperCase()) === start) steps.shift();
  for (const step of steps) {
    let hop: Hop | undefined;
    if (step.kind === 'system') {
      const written = step.name.trim().toUpperCase();
      // NOVA: STAR GATES: the step "SG" takes the gate where the ship is (unless the empire knows a system so named).
      if (written === GATE_STEP && !byName.has(GATE_STEP)) {
        const through = gate(here, null);
        if (!through) return { hops, stop: { code: 'SG', reason: `there is no star gate in ${nameOf(here)} this empire may use` } };
        if ('stop' in through) return { hops, stop: through.stop };
        hops.push(through.hop);
        used.add(through.hop.line.id);
        here = through.hop.to;
        arrivedByLetter = true;
        continue;
      }
      // "D - TEDDY": a system named right after a warp letter says where the letter led (the
      // ship is there: it sees the name), as the checker reads it.
      if (arrivedByLetter && nameOf(here).trim().toUpperCase() === written) {
        arrivedByLetter = false;
        continue;
      }
      const id = byName.get(written);
      if (!id) return { hops, stop: { code: 'DNE', reason: `${step.name} is not a system this empire knows` } };
      // NOVA: 7.2 IS "already In System": a route naming the system the ship is in.
      if (id === here) return { hops, stop: { code: 'IS', reason: `already in ${nameOf(here)}` } };
      const candidates = [...(ends.get(here)?.values() ?? [])].filter((h) => h.to === id);
      if (candidates.length === 0) {
        // NOVA: STAR GATES: a gate whose far end is in the named system is a warp line of its own.
        const through = gate(here, id);
        if (through && 'stop' in through) return { hops, stop: through.stop };
        if (!through) return { hops, stop: { code: 'NDC', reason: `no direct warp line from ${nameOf(here)} to ${nameOf(id)}` } };
        candidates.push(through.hop);
      }
      hop = candidates.find((h) => !used.has(h.line.id)) ?? candidates[0];
    } else {
      hop = ends.get(here)?.get(step.letter);
      if (!hop) return { hops, stop: { code: 'DNE', reason: `${nameOf(here)} has no warp point ${step.letter}` } };
    }
    if (!hop) break;
    if (used.has(hop.line.id)) return { hops, stop: { code: 'CUSWLT', reason: `the warp line ${nameOf(here)} ${hop.fromLetter} – ${nameOf(hop.to)} ${hop.toLetter} used twice` } };
    if (jumpBack === 'hop' && hop.to === here) return { hops, stop: { code: 'JUMP-BACK', reason: `warp point ${hop.fromLetter} leads straight back into ${nameOf(here)}` } };
    used.add(hop.line.id);
    hops.push(hop);
    here = hop.to;
    arrivedByLetter = step.kind === 'warp';
  }
  if (jumpBack === 'route-end' && hops.length > 0 && here === start) {
    return { hops: [], stop: { code: 'JUMP-BACK', reason: `the route ends in ${nameOf(start)}, where it started` } };
  }
  return { hops, stop: null };
}

/** Shortest route over the warp lines the empire knows (NOVA: 6.11 retreats use what was known at the start of the turn). */
function knownPath(knowledge: readonly Knowledge[], empireId: string, from: string, to: string, ends: Map<string, Map<string, Hop>>): Hop[] | null {
  const known = new Set<string>();
  for (const k of knowledge) {
    if (k.empireId !== empireId) continue;
    for (const p of (k as { warpPoints?: { letter: string; leadsTo: { systemId: string } | null }[] }).warpPoints ?? []) if (p.leadsTo) known.add(`${k.systemId}:${p.letter}`);
  }
  const back = new Map<string, Hop>();
  const queue = [from];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const here = queue.shift() as string;
    if (here === to) break;
    for (const hop of ends.get(here)?.values() ?? []) {
      if (!known.has(`${here}:${hop.fromLetter}`) || seen.has(hop.to)) continue;
      seen.add(hop.to);
      back.set(hop.to, hop);
      queue.push(hop.to);
    }
  }
  if (!seen.has(to)) return null;
  const path: Hop[] = [];
  for (let at = to; at !== from; ) {
    const hop = back.get(at) as Hop;
    path.unshift(hop);
    at = hop.from;
  }
  return path;
}

export function movementStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events: TurnEvent[] = [];
  const settings = orderSettingsOf(input.settings);
  const ends = warpEnds(world.warpLines);
  // Before any ship moves (the step's world is the turn's working copy in a run: it changes below).
  // NOVA: DISTORTION GENERATOR / SUPPRESSOR: who interdicts where, and whom they let pass (interdiction.ts).
  const plan = planInterdictions(world, input.orders, turnSettingsOf(input.settings).warpPointRadius);
  // NOVA: STAR GATES: gates in place at the start of F (an end aboard a ship is moving: not usable this turn).
  const gates = gateMap(world, input.orders);
  for (const p of gates.problems) events.push(ownEvent('F', p.empireId, null, { kind: 'order-error', line: p.line, text: p.text, code: 'SG', reason: p.reason, unitIds: [] }));
  for (const p of plan.problems) events.push(ownEvent('F', p.empireId, null, { kind: 'order-error', line: p.line, text: p.text, code: p.code, reason: p.reason, unitIds: p.unitIds }));
  // Names resolve through what each empire knows at the start of step F, as the checker's do: made
  // for every empire now, before the working copy changes.
  const knownNames = knownNamesPerEmpire(world);
  for (const empire of world.empires) knownNames(empire.id);
  // Cargo by carrying ship: nothing is loaded or unloaded during movement.
  const cargoOf = new Map<string, TurnUnit[]>();
  for (const unit of world.units) {
    const carrier = asTurnUnit(unit).carriedBy;
    if (carrier) cargoOf.set(carrier, [...(cargoOf.get(carrier) ?? []), asTurnUnit(unit)]);
  }
  const learnt: { empireId: string; line: NovaWarpLine }[] = [];
  /** Arrivals grouped into stacks: empire, final system, last hop. */
  const stacks = new Map<string, { empireId: string; hop: Hop; unitIds: string[]; retreating: boolean }>();
  const stopped = new Map<string, { empireId: string; systemId: string; code: string; reason: string; unitIds: string[] }>();

  const move = (ship: TurnUnit, path: readonly Hop[], stop: Walk['stop'], retreating: boolean) => {
    // NOVA: JUMP DRIVE: jumps by the JD left after battle (drives.ts). No IE is needed to jump (WARP POINT DRIFT: "Ships without IEs may jump").
    const jd = workingJd(ship, world.designs);
    let made: Hop[] = [];
    let halt = stop;
    for (const hop of path) {
      if (made.length >= jd) {
        halt = { code: 'JD', reason: jdLimitReason(ship, world.designs) };
        break;
      }
      made = [...made, hop];
      const isLast = made.length === path.length;
      if (!isLast) {
        const through = throughInterdiction(ship, hop.to, plan, world.designs);
        for (const p of through.passed) if (p.reason !== 'own') events.push(gmEvent('F', hop.to, { kind: 'interdiction-passed', unitIds: [ship.id], interdictorIds: [p.by.unitId], reason: p.reason }));
        if (through.stoppedBy) {
          halt = { code: 'INTERDICTED', reason: `stopped in ${world.systems.find((s) => s.id === hop.to)?.name ?? hop.to} by a distortion generator (DG${through.stoppedBy.dg})` };
          const last = path[path.length - 1] as Hop;
          ship.interdictedOn = { fromSystemId: last.from, letter: last.fromLetter };
          break;
        }
      }
    }
    const orders = ship.turnOrders;
    if (orders && orders.turn === world.turn) {
      orders.reachedDestination = halt === null;
      // An interdicted ship still does what is not keyed to its destination (NOVA: 6.7).
      if (halt && halt.code !== 'INTERDICTED') orders.failed = true;
    }
    if (halt) {
      const at = made.at(-1)?.to ?? ship.systemId ?? '';
      const key = `${ship.empireId}|${at}|${halt.code}|${halt.reason}`;
      const entry = stopped.get(key) ?? { empireId: ship.empireId, systemId: at, code: halt.code, reason: halt.reason, unitIds: [] };
      entry.unitIds.push(ship.id);
      stopped.set(key, entry);
    }
    const last = made.at(-1);
    if (!last) return;
    for (const hop of made) if (hop.fromLetter !== GATE_STEP) learnt.push({ empireId: ship.empireId, line: hop.line });
    ship.systemId = last.to;
    ship.arrival = { turn: world.turn, fromSystemId: last.from, fromLetter: last.fromLetter, toLetter: last.toLetter };
    ship.arrivedTurn = world.turn;
    ship.arrivedFrom = `${last.from}:${last.fromLetter}`;
    for (const cargo of cargoOf.get(ship.id) ?? []) cargo.systemId = last.to;
    const key = `${ship.empireId}|${made.map((h) => `${h.line.id}>${h.to}`).join(',')}`;
    const stack = stacks.get(key) ?? { empireId: ship.empireId, hop: last, unitIds: [], retreating };
    stack.unitIds.push(ship.id);
    stacks.set(key, stack);
  };

  for (const unit of world.units) {
    const ship = asTurnUnit(unit);
    if (!isShip(ship) || !ship.systemId || ship.carriedBy) continue;
    const orders = ordersOf(ship, world.turn);
    if (ship.retreat && (!orders || orders.route.length === 0)) {
      // NOVA: 6.11 retreats finish at F of the following turn, by the safest known route.
      const dest = ship.retreat.systemId;
      const path = dest ? knownPath(world.knowledge, ship.empireId, ship.systemId, dest, ends) : null;
      if (path) move(ship, path, null, true);
      // Stopped short, it may move freely next turn.
      delete ship.retreat;
      continue;
    }
    if (!orders || orders.route.length === 0) continue;
    if (ship.retreat) delete ship.retreat;
    const walk = walkRoute(ship.systemId, orders.route, world.systems, ends, settings.jumpBack, knownNames(ship.empireId), (here, to) => gateHop(gates, here, ship.empireId, to));
    move(ship, walk.hops, walk.stop, orders.retreating);
  }

  for (const stack of stacks.values()) {
    events.push(ownEvent('F', stack.empireId, stack.hop.to, { kind: 'jumped', unitIds: stack.unitIds, fromSystemId: stack.hop.from, fromLetter: stack.hop.fromLetter, toLetter: stack.hop.toLetter, retreating: stack.retreating }));
  }
  for (const s of stopped.values()) events.push(ownEvent('F', s.empireId, s.systemId || null, { kind: 'move-stopped', unitIds: s.unitIds, code: s.code, reason: s.reason }));

  // NOVA: 2.4 jumping in: the name and the entry letter of each system reached, and where the line leads.
  // Learning a line again changes nothing (learnLine is idempotent): each empire × line once.
  // learnLine is given only the line's two end systems and what the empire knows of them:
  // systems by id and the first knowledge record of each empire × system, kept as records are added.
  const learntOnce = new Set<string>();
  const systemById = new Map<string, NovaSystem>();
  for (const s of world.systems) if (!systemById.has(s.id)) systemById.set(s.id, s);
  const knowledgeAt = new Map<string, number>();
  world.knowledge.forEach((k, i) => {
    if (!knowledgeAt.has(`${k.empireId}|${k.systemId}`)) knowledgeAt.set(`${k.empireId}|${k.systemId}`, i);
  });
  for (const { empireId, line } of learnt) {
    const key = `${empireId}|${line.id}`;
    if (learntOnce.has(key)) continue;
    learntOnce.add(key);
    const endIds = [line.a, line.b];
    const ends = endIds.flatMap((id) => systemById.get(id) ?? []);
    const known = endIds.flatMap((id) => {
      const i = knowledgeAt.get(`${empireId}|${id}`);
      return i === undefined ? [] : [world.knowledge[i] as Knowledge];
    });
    for (const change of learnLine(ends, world.warpLines, known, empireId, line, world.turn)) {
      const after = change.after;
      if (!after) continue;
      const i = knowledgeAt.get(`${empireId}|${after.systemId}`);
      if (i !== undefined) world.knowledge[i] = after;
      else {
        knowledgeAt.set(`${empireId}|${after.systemId}`, world.knowledge.length);
        world.knowledge.push(after);
      }
    }
  }
  // NOVA: ACTIVITIES AND INTERDICTIONS: "Conditional orders may be written to take this into effect" (general-activities.ts).
  const interdicted = carryOutGeneralActivities(world, input, 'F');
  events.push(...interdicted.events);
  return { world, events, rolls: [], rng: input.rng, warnings: interdicted.warnings };
}
