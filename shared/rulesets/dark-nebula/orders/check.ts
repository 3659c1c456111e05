/**
 * Checks parsed order rows against a player's forces and knowledge, and resolves names to ids.
 * Each problem names the rule the line breaks. Positions are projected through earlier MOVE and
 * SUBLIGHT lines (and, for the second movement sheet, through the first), so a whole turn's sheets
 * can be checked at once; the engine checks every row again when its phase runs.
 */
import type { Side, StarSystem, Unit, World } from '../model';
import { classIdFor, poolLimit } from '../data/force-pools';
import { friendlyBox, friendlySystem } from '../state/ownership';
import { type1Reach } from '../state/connectivity';
import { cargoOf, classOf, coalitionOf, hexDistanceBetween, mapIndex, printedSystemType, routeBetween, systemOfUnit } from '../state/queries';
import { buildRestriction } from '../tables/build-rules';
import type { Order, OrderProblem, OrderRow, PlaceRef, SheetKind } from './types';

export function resolveSystem(world: World, name: string): StarSystem | null {
  const idx = mapIndex(world.map);
  const key = name.trim().toLowerCase();
  return idx.byName.get(key) ?? idx.boxByName.get(key)?.system ?? null;
}

/** A place typed on a sheet, with ids: the box named, or the system's only box when the system has one. */
export function resolvePlaceRef(world: World, ref: PlaceRef): PlaceRef | null {
  const system = resolveSystem(world, ref.system);
  if (!system) return null;
  if (ref.space) return { system: system.id, space: true };
  if (ref.box) {
    const box = system.boxes.find((b) => b.id.toLowerCase() === ref.box?.toLowerCase() || b.name.toLowerCase() === ref.box?.toLowerCase());
    return box ? { system: system.id, box: box.id } : null;
  }
  const viaBox = mapIndex(world.map).boxByName.get(ref.system.trim().toLowerCase());
  if (viaBox && !mapIndex(world.map).byName.get(ref.system.trim().toLowerCase())) return { system: system.id, box: viaBox.box.id };
  return { system: system.id };
}

interface CheckState {
  readonly world: World;
  readonly side: Side;
  /** Projected system of each unit after the lines checked so far. */
  readonly at: Map<string, string>;
  readonly reactStack: Set<string> | null;
  readonly builds: Map<string, number>;
  /** Type-3 systems where a friendly tanker is (stationary, or ended its move there on an earlier line): ships may leave (DN §4.0). */
  readonly fuelled: Set<string>;
  /** Cargo aboard each carrier, and cargo operations so far this phase (DN §4.0, A39). */
  readonly aboard: Map<string, number>;
  readonly cargoOps: Map<string, number>;
}

function p(line: number, code: string, message: string, rule: string): OrderProblem {
  return { line, code, message, rule };
}

/** Checks one sheet. `before` are rows of earlier sheets of the same turn (positions are projected through them). */
export function checkSheet(world: World, side: Side, sheet: SheetKind, rows: readonly OrderRow[], before: readonly OrderRow[] = []): OrderRow[] {
  const state: CheckState = { world, side, at: new Map(), reactStack: sheet === 'reaction' ? new Set() : null, builds: new Map(), fuelled: new Set(), aboard: new Map(), cargoOps: new Map() };
  for (const u of world.units) {
    const s = systemOfUnit(world, u);
    if (s) state.at.set(u.id, s);
  }
  // Tankers that stay where they are this phase refuel the Type-3 system they are in.
  const moving = new Set(rows.flatMap((r) => (r.order?.verb === 'MOVE' ? r.order.units.map((u) => u.id) : r.order?.verb === 'SUBLIGHT' ? [...r.order.units] : [])));
  for (const u of world.units) {
    if (coalitionOf(world, u) !== side || u.loc.kind !== 'space' || moving.has(u.id) || classOf(world, u).code !== 'AO') continue;
    const s = mapIndex(world.map).systems.get(u.loc.systemId);
    if (s && printedSystemType(s) === 3) state.fuelled.add(s.id);
  }
  for (const r of before) if (r.problems.length === 0 && r.order) project(state, r.order);
  let reacted = false;
  return rows.map((row) => {
    if (!row.order || row.problems.length > 0) return row;
    const problems: OrderProblem[] = [];
    const warnings: OrderProblem[] = [];
    const order = checkOne(
      state,
      sheet,
      row,
      problems,
      () => {
        if (reacted) problems.push(p(row.line, 'DN-REACT', 'only one stack may react', 'DN §4.0'));
        reacted = true;
      },
      (w) => warnings.push(w),
    );
    if (problems.length === 0 && order) project(state, order);
    return { ...row, order: order ?? row.order, problems, ...(warnings.length > 0 ? { warnings } : {}) };
  });
}

function project(state: CheckState, order: Order): void {
  if (order.verb === 'MOVE') for (const u of order.units) state.at.set(u.id, (u.stopAt ? order.path.find((x) => x === u.stopAt) : undefined) ?? (order.path[order.path.length - 1] as string));
  if (order.verb === 'SUBLIGHT') for (const id of order.units) state.at.set(id, order.to);
}

function checkOne(st: CheckState, sheet: SheetKind, row: OrderRow, out: OrderProblem[], onReact: () => void, warn: (w: OrderProblem) => void): Order | null {
  const { world, side } = st;
  const o = row.order as Order;
  const line = row.line;
  const unit = (id: string) => world.units.find((u) => u.id === id);
  const own = (id: string, what = 'unit'): boolean => {
    const u = unit(id);
    if (!u) {
      out.push(p(line, 'DN-UNIT', `${id} does not exist`, 'DN §1.0'));
      return false;
    }
    if (coalitionOf(world, u) !== side && u.owner !== side) {
      out.push(p(line, 'DN-NOT-YOURS', `${id} is not your ${what}`, 'DN §1.0'));
      return false;
    }
    return true;
  };
  const place = (ref: PlaceRef): PlaceRef | null => {
    const r = resolvePlaceRef(world, ref);
    if (!r) out.push(p(line, 'DN-PLACE', `no system or box "${ref.system}${ref.box ? `:${ref.box}` : ''}" on the map`, 'DN §2.0'));
    return r;
  };
  const sys = (name: string): string | null => {
    const s = resolveSystem(world, name);
    if (!s) out.push(p(line, 'DN-PLACE', `no system "${name}" on the map`, 'DN §2.0'));
    return s?.id ?? null;
  };
  const state = world.sides[side];
  switch (o.verb) {
    case 'BUILD': {
      const classId = classIdFor(state.variant, o.code, state.draws, world.settings);
      if (!classId) out.push(p(line, 'DN-POOL', `${o.code} is not in your counter set`, 'Charts'));
      else {
        const r = buildRestriction(state.variant, o.code, state);
        if (!r.ok) out.push(p(line, r.rule === 'DN §10.0' ? 'DN-PERMIT' : 'DN-UNLOCK', r.reason, r.rule));
        const cls = world.classes[classId];
        const planned = (st.builds.get(classId) ?? 0) + o.count;
        st.builds.set(classId, planned);
        if (cls?.category === 'ground') {
          if (state.groundPool[o.code as 'RT'].length < planned) out.push(p(line, 'DN-POOL', `only ${state.groundPool[o.code as 'RT'].length} ${o.code} left in the face-down pool`, 'DN §5.0(GF)'));
        } else {
          const have = world.units.filter((u) => u.owner === side && u.classId === classId && !u.dispatched).length;
          const limit = poolLimit(state.variant, o.code, state.draws, world.settings);
          if (have + planned > limit) out.push(p(line, 'DN-POOL', `the unit list allows ${limit} ${o.code}; you have ${have}`, 'Charts'));
        }
      }
      if (!o.at) return o;
      const at = place(o.at);
      if (at) placementProblem(world, side, at.system, line, out);
      return at ? { ...o, at } : o;
    }
    case 'PLACE': {
      const u = unit(o.unit);
      if (!u || u.owner !== side || u.loc.kind !== 'pending') out.push(p(line, 'DN-UNIT', `${o.unit} is not one of your units on the turn-record chart`, 'DN §7.0'));
      const at = place(o.at);
      if (at) placementProblem(world, side, at.system, line, out);
      return at ? { ...o, at } : o;
    }
    case 'REPAIR':
      if (o.units !== 'ALL') for (const id of o.units) if (own(id, 'ship') && !unit(id)?.maintFailed) out.push(p(line, 'DN-REPAIR', `${id} is not maintenance-failed`, 'DN §7.0'));
      return o;
    case 'UNPAID':
    case 'FRONTIER':
      for (const id of o.units) if (own(id, 'ship') && classOf(world, unit(id)!).category !== 'ship') out.push(p(line, 'DN-UNIT', `${id} is not a ship`, 'DN §7.0'));
      if (o.verb === 'FRONTIER') for (const id of o.units) if (unit(id) && classOf(world, unit(id)!).code !== 'M') out.push(p(line, 'DN-MAINT', `only a monitor in a friendly Type-2 system may choose; other ships must take civilized maintenance where they can`, 'DN §7.0'));
      return o;
    case 'RIA': {
      const ria = world.map.systems.find((s) => s.binary && s.boxes.some((b) => b.type === 1) && s.boxes.some((b) => b.type === 2));
      if (!ria || !ria.boxes.every((b) => friendlyBox(world, side, b.id))) out.push(p(line, 'DN-RIA', 'you choose the type of RIA/Alis only while you hold both its boxes', 'DN §2.0'));
      return o;
    }
    case 'HIRE':
      for (const id of o.units) {
        const u = unit(id);
        if (!u || u.owner !== 'independent') out.push(p(line, 'DN-HIRE', `${id} is not an independent unit`, 'DN §12.0'));
        else if (sheet === 'mp' && (!u.home || world.boxes[u.home]?.alliedWith !== side)) out.push(p(line, 'DN-HIRE', `${id} is not of a system allied with you`, 'DN §12.0'));
      }
      return o;
    case 'DISMISS':
      for (const id of o.units) {
        const u = unit(id);
        if (!u || u.hiredBy !== side) out.push(p(line, 'DN-HIRE', `${id} is not your mercenary`, 'DN §12.0'));
        else if (u.loc.kind !== 'box' || u.loc.boxId !== u.home) out.push(p(line, 'DN-HIRE', `${id} must be back in its home system to be dismissed`, 'DN §12.0'));
      }
      return o;
    case 'REBUILD':
      for (const id of o.units) {
        const u = unit(id);
        if (!u || u.loc.kind !== 'pending' || u.loc.queue !== 'ally-return') out.push(p(line, 'DN-HIRE', `${id} is not a destroyed allied unit awaiting return`, 'DN §12.0'));
        if (world.settings.allyRebuild === 'free-only') out.push(p(line, 'DN-HIRE', 'paying the rebuild is switched off (ambiguity A32)', 'DN §12.0'));
      }
      return o;
    case 'APPEAL':
    case 'QUEUE':
    case 'GRANT':
    case 'DISCARD':
      // Worded without the variant's name: the message goes to a player who may not know whom it fights.
      if (state.variant !== 'vilani') out.push(p(line, 'DN-VILANI', `${o.verb} is not an order of your side (the imperial governor's only)`, 'DN §10.0'));
      if (o.verb === 'DISCARD') for (const id of o.units) if (!state.replacementQueue.includes(id)) out.push(p(line, 'DN-UNIT', `${id} is not a queued replacement`, 'DN §10.0'));
      return o;
    case 'TRUCE':
      if (state.variant !== 'solomani') out.push(p(line, 'DN-TRUCE', 'your side may not declare a truce at will', 'DN §9.0'));
      return o;
    case 'REACT': {
      onReact();
      const at = place(o.at);
      if (at && st.reactStack) {
        for (const u of world.units) if (coalitionOf(world, u) === side && st.at.get(u.id) === at.system) st.reactStack.add(u.id);
      }
      return at ? { ...o, at } : o;
    }
    case 'MOVE': {
      if (sheet === 'reaction' && st.reactStack && st.reactStack.size === 0) out.push(p(line, 'DN-REACT', 'name the reacting stack first (REACT <system>)', 'DN §4.0'));
      const path = o.path.map((n) => sys(n));
      if (path.some((x) => x === null)) return o;
      const ids = path as string[];
      const units = o.units.map((u) => ({ ...u, stopAt: u.stopAt ? (sys(u.stopAt) ?? u.stopAt) : undefined }));
      for (const u of units) {
        if (!own(u.id)) continue;
        const x = unit(u.id)!;
        const cls = classOf(world, x);
        if (cls.category !== 'ship') out.push(p(line, 'DN-NOJUMP', `${u.id} cannot move on its own; it must be carried`, 'DN §4.0'));
        else if (cls.tags.includes('no-jump')) out.push(p(line, 'DN-NOJUMP', `${u.id} (${cls.code}) cannot jump`, 'DN §4.0'));
        if (st.at.get(u.id) !== ids[0]) out.push(p(line, 'DN-WHERE', `${u.id} is not at ${o.path[0]}`, 'DN §4.0'));
        if (st.reactStack && st.reactStack.size > 0 && !st.reactStack.has(u.id)) out.push(p(line, 'DN-REACT', `${u.id} is not in the reacting stack`, 'DN §4.0'));
        if (u.stopAt && !ids.includes(u.stopAt)) out.push(p(line, 'DN-ROUTE', `${u.id}@${u.stopAt}: not on the path`, 'DN §4.0'));
      }
      if (sheet === 'reaction' && ids.length - 1 > 3) out.push(p(line, 'DN-REACT', 'a reacting ship makes at most 3 jumps', 'DN §4.0'));
      const hasEx = units.some((u) => unit(u.id) && classOf(world, unit(u.id)!).code === 'EX');
      let exploring = false;
      for (let i = 1; i < ids.length; i++) {
        const route = routeBetween(world, ids[i - 1] as string, ids[i] as string);
        if (!route) {
          out.push(p(line, 'DN-ROUTE', `no jump route from ${o.path[i - 1]} to ${o.path[i]}`, 'DN §4.0'));
          break;
        }
        const from = mapIndex(world.map).systems.get(ids[i - 1] as string);
        if (from && printedSystemType(from) === 3 && !st.fuelled.has(from.id)) {
          // A warning, not a refusal: the ships jump as far as the Type-3 system and are stuck there.
          warn(p(line, 'DN-FUEL', `${from.name} is a Type-3 system (no fuel): the ships stop there unless a friendly tanker is there or ends its move there first (write the tanker as AO@${from.name})`, 'DN §4.0'));
          break;
        }
        const to = mapIndex(world.map).systems.get(ids[i] as string);
        for (const u of units) if (u.stopAt === ids[i] && to && printedSystemType(to) === 3 && unit(u.id) && classOf(world, unit(u.id)!).code === 'AO') st.fuelled.add(to.id);
        if (route.kind === 'dashed' && !(world.explored[route.id] ?? []).includes(side) && state.variant !== 'vilani') {
          if (!hasEx) out.push(p(line, 'DN-DASHED', `the dashed route ${o.path[i - 1]}–${o.path[i]} is not explored by you; only an explorer and its escorts may use it`, 'DN §11.0'));
          else if (exploring || i < ids.length - 1) out.push(p(line, 'DN-DASHED', 'an explorer stops after one jump along an unexplored dashed route', 'DN §11.0'));
          exploring = true;
        }
        if (route.kind === 'dashed' && state.variant === 'vilani') for (const u of units) if (unit(u.id)?.maintFailed) out.push(p(line, 'DN-DASHED', `${u.id} is maintenance-failed and may not use dashed routes`, 'DN §11.0'));
      }
      return { ...o, units, path: ids };
    }
    case 'SUBLIGHT': {
      if (sheet !== 'move1') out.push(p(line, 'DN-SUBLIGHT', 'sublight movement only in your first movement phase', 'DN §4.0'));
      const to = sys(o.to);
      const dest = to ? world.map.systems.find((s) => s.id === to) : undefined;
      for (const id of o.units) {
        if (!own(id)) continue;
        const from = world.map.systems.find((s) => s.id === st.at.get(id));
        if (from && dest && hexDistanceBetween(from, dest) !== 1) out.push(p(line, 'DN-SUBLIGHT', `${o.to} is not next to ${from.name}: sublight moves one hex`, 'DN §4.0'));
        if (unit(id)?.sublightTurn === world.turn) out.push(p(line, 'DN-SUBLIGHT', `${id} already moved sublight this game turn`, 'DN §4.0'));
      }
      return to ? { ...o, to } : o;
    }
    case 'LOAD':
    case 'UNLOAD': {
      if (!own(o.carrier, 'ship')) return o;
      const carrier = unit(o.carrier)!;
      const carrierClass = classOf(world, carrier);
      const where = st.at.get(carrier.id);
      if (where && !friendlySystem(world, side, where)) out.push(p(line, 'DN-CARGO', `${mapIndex(world.map).systems.get(where)?.name ?? where} is not a friendly system: cargo goes down only by landing in the interaction subphase`, 'DN §4.0'));
      const limit = carrierClass.tags.includes('carrier') ? 3 : world.settings.cargoPerPhase;
      const aboard = st.aboard.get(carrier.id) ?? cargoOf(world, carrier.id).length;
      const ids = o.verb === 'LOAD' ? o.cargo : o.cargo === 'ALL' ? cargoOf(world, carrier.id).map((c) => c.id) : o.cargo;
      let ops = st.cargoOps.get(carrier.id) ?? 0;
      let count = aboard;
      const before = out.length;
      for (const id of ids) {
        if (o.verb === 'LOAD') {
          if (!own(id)) continue;
          const why = capacityProblem(world, carrier, unit(id)!, count);
          if (why) out.push(p(line, 'DN-CARGO', `${carrier.id} cannot load ${id}: ${why}`, 'DN §4.0'));
          else count += 1;
        } else count = Math.max(0, count - 1);
        ops += 1;
      }
      if (ops > limit) out.push(p(line, 'DN-CARGO', `${carrier.id} may handle ${limit} cargo${limit === 1 ? '' : 'es'} in a movement phase; this line makes it ${ops}`, world.settings.cargoPerPhase === limit ? 'DN §4.0 (ambiguity A39)' : 'DN §4.0'));
      // A refused line moves nothing: the next lines are checked as if it were not there.
      if (out.length === before) {
        st.aboard.set(carrier.id, count);
        st.cargoOps.set(carrier.id, ops);
      }
      return o;
    }
    case 'LIFT':
      for (const id of o.units) if (own(id) && unit(id)?.loc.kind !== 'box') out.push(p(line, 'DN-LIFT', `${id} is not in a box`, 'DN §5.0'));
      return o;
    case 'RANGE':
    case 'WITHDRAW': {
      const at = o.at ? sys(o.at) : undefined;
      const to = o.verb === 'WITHDRAW' && o.to ? sys(o.to) : undefined;
      return { ...o, at: at ?? o.at, ...(o.verb === 'WITHDRAW' ? { to: to ?? o.to } : {}) } as Order;
    }
    case 'FIRE':
      for (const id of o.units ?? []) if (own(id) && o.mode === 'concentrated' && unit(id)?.maintFailed) out.push(p(line, 'DN-FIRE', `${id} is maintenance-failed and may not use concentrated fire`, 'DN §5.0'));
      return o;
    case 'ATTACK':
    case 'DECLINE': {
      const at = sys(o.at);
      return at ? { ...o, at } : o;
    }
    case 'BOMBARD':
    case 'LAND':
    case 'NEGOTIATE': {
      const ref = resolvePlaceRef(world, { system: o.at.split(':')[0] ?? o.at, box: o.at.includes(':') ? o.at.split(':')[1] : undefined });
      if (!ref) {
        out.push(p(line, 'DN-PLACE', `no system or box "${o.at}" on the map`, 'DN §2.0'));
        return o;
      }
      if (o.verb === 'NEGOTIATE' && state.variant === 'vilani') out.push(p(line, 'DN-VILANI', 'the Vilani never negotiate with independents', 'DN §12.0'));
      if (o.verb === 'BOMBARD' && o.with) for (const id of o.with) own(id, 'ship');
      if (o.verb === 'LAND' && o.units !== 'ALL') for (const id of o.units) own(id);
      return { ...o, at: ref.box ?? ref.system } as Order;
    }
    default:
      return o;
  }
}

/** Transport capacity (DN §4.0): TR one ground unit, un-emplaced PDM or fighter; capital ships one RT or JT; MS three fighters. */
function capacityProblem(world: World, carrier: Unit, cargo: Unit, aboard: number): string | null {
  const c = classOf(world, carrier);
  const k = classOf(world, cargo);
  if (c.tags.includes('carrier')) return !k.tags.includes('fighter') ? 'a carrier carries only fighters' : aboard >= 3 ? 'a carrier holds 3 fighters' : null;
  if (c.tags.includes('transport')) {
    if (aboard >= 1) return 'a transport carries one unit';
    if (k.category === 'ground' || k.tags.includes('fighter')) return null;
    if (k.category === 'pdm') return cargo.emplaced ? 'an emplaced PDM cannot be moved' : null;
    return 'a transport carries ground units, PDMs or fighters';
  }
  if (c.tags.includes('capital')) return aboard >= 1 ? 'a capital ship carries one ground unit' : k.code === 'RT' || k.code === 'JT' ? null : 'capital ships carry RT or JT only';
  return `${c.code} carries no cargo`;
}

/** Where new units may appear (DN §7.0): a friendly Type-1 system, or a Type-2 system connected to one. */
function placementProblem(world: World, side: Side, systemId: string, line: number, out: OrderProblem[]): void {
  const system = mapIndex(world.map).systems.get(systemId);
  if (!system) return;
  if (system.boxes.some((b) => b.type === 1 && friendlyBox(world, side, b.id))) return;
  if (!system.boxes.some((b) => friendlyBox(world, side, b.id))) {
    out.push(p(line, 'DN-PLACE', `${system.name} is not a friendly system: new units appear only in a friendly Type-1 system, or a Type-2 system connected to one`, 'DN §7.0'));
    return;
  }
  if (!type1Reach(world, side).has(system.id)) out.push(p(line, 'DN-SUPPLY', `${system.name} is a Type-2 system not connected to a friendly Type-1 system (a jump route with no enemy warship, tankers in Type-3 systems)`, 'DN §7.0'));
}
