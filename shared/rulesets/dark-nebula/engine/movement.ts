/**
 * Movement phases (DN §4.0, §11.0): jumps along routes one unit (or escorted group) at a time,
 * the stopping rule, sublight in the first movement phase, fuel in Type-3 systems, transport,
 * the reaction stack (one stack, up to 3 jumps a ship, load or unload), dashed nebula routes
 * (explorers; Vilani jump checks), and maintenance-failed jump checks.
 */
import type { Side, Unit } from '../model';
import { otherSide } from '../model';
import { techBonus } from '../combat/factors';
import type { Order, OrderRow } from '../orders/types';
import { friendlyBox, friendlySystem } from '../state/ownership';
import { cargoOf, classOf, coalitionOf, hexDistanceBetween, mapIndex, placeOfUnit, playerTurnKey, printedSystemType, routeBetween, systemById, systemOfUnit, placeName } from '../state/queries';
import { jumpCheckOk, vilaniDashedOk } from '../tables/maintenance';
import { emit, rollEvent, type Ctx } from './context';

export type MoveKind = 'move1' | 'move2' | 'reaction' | 'special';

export interface MovementResult {
  /** Systems where Vilani ships stopped for armed independents: they must attack (DN §12.0). */
  readonly stoppedByIndependents: Set<string>;
}

function refuse(ctx: Ctx, side: Side, row: OrderRow | null, message: string, rule: string, unitIds: string[] = []): void {
  emit(ctx, { kind: 'order-error', side, unitIds, text: `${row ? `line ${row.line} "${row.text}": ` : ''}${message} (${rule})`, visibleTo: [side], data: { line: row?.line, sheet: row?.sheet, rule } });
}

/** Resets per-phase scratch fields of the moving side and works out where its tankers refuel. */
function startPhase(ctx: Ctx, side: Side, rows: readonly OrderRow[]): void {
  const world = ctx.world;
  const moving = new Set(rows.flatMap((r) => (r.order?.verb === 'MOVE' ? r.order.units.map((u) => u.id) : r.order?.verb === 'SUBLIGHT' ? [...r.order.units] : [])));
  for (const u of world.units) {
    if (coalitionOf(world, u) !== side) continue;
    u.jumps = 0;
    u.cargoOps = 0;
    delete u.stopped;
    delete u.halted;
    delete u.moved;
  }
  const fuelled = new Set<string>();
  for (const u of world.units) {
    if (coalitionOf(world, u) !== side || classOf(world, u).code !== 'AO' || u.loc.kind !== 'space' || moving.has(u.id)) continue;
    const s = systemById(world, u.loc.systemId);
    if (s && printedSystemType(s) === 3) fuelled.add(s.id);
  }
  world.fuelled = { ...(world.fuelled ?? { aslan: [], human: [] }), [side]: [...fuelled] };
}

/** Enemy ships that stop a jump into this star hex (DN §4.0, §12.0). */
function stopper(ctx: Ctx, side: Side, systemId: string): 'enemy' | 'independents' | null {
  const world = ctx.world;
  const enemy = otherSide(side);
  for (const u of world.units) {
    if (u.loc.kind !== 'space' || u.loc.systemId !== systemId) continue;
    const cls = classOf(world, u);
    if (cls.category !== 'ship' || cls.tags.includes('auxiliary')) continue;
    if (cls.tags.includes('fighter') && !world.settings.fightersBlock) continue;
    if (coalitionOf(world, u) === enemy) return 'enemy';
  }
  const vilani = world.sides[side].variant === 'vilani';
  for (const u of world.units) {
    if (u.owner !== 'independent' || u.hiredBy || placeOfUnit(world, u)?.systemId !== systemId) continue;
    const cls = classOf(world, u);
    if (cls.category !== 'ship' || cls.code === 'TR') continue;
    const ally = u.home ? world.boxes[u.home]?.alliedWith : undefined;
    if (ally === enemy) return 'enemy';
    if (vilani && ally !== side) return 'independents';
  }
  return null;
}

export function runMovement(ctx: Ctx, side: Side, kind: MoveKind, rows: readonly OrderRow[]): MovementResult {
  const world = ctx.world;
  const result: MovementResult = { stoppedByIndependents: new Set() };
  startPhase(ctx, side, rows);
  const ptKey = playerTurnKey(world.turn, world.cursor.player);
  const unit = (id: string) => world.units.find((u) => u.id === id);
  let reacting = kind !== 'reaction';
  const cargoMode = new Map<string, 'load' | 'unload'>();
  for (const row of rows) {
    const o = row.order;
    if (!o) continue;
    if (row.problems.length > 0) {
      refuse(ctx, side, row, row.problems.map((p) => p.message).join('; '), row.problems[0]?.rule ?? 'DN §4.0');
      continue;
    }
    if (kind === 'reaction' && o.verb === 'REACT') {
      if (reacting) {
        refuse(ctx, side, row, 'only one stack may react', 'DN §4.0');
        continue;
      }
      reacting = true;
      const stack = world.units.filter((u) => coalitionOf(world, u) === side && u.loc.kind !== 'pending' && u.loc.kind !== 'carried' && u.loc.systemId === o.at.system && (o.at.box ? u.loc.kind === 'box' && u.loc.boxId === o.at.box : u.loc.kind === 'space'));
      for (const u of stack) {
        u.reaction = true;
        for (const c of cargoOf(world, u.id)) c.reaction = true;
      }
      emit(ctx, { kind: 'reaction-stack', side, systemId: o.at.system, unitIds: stack.map((u) => u.id), text: `${side} reacts with ${stack.map((u) => u.id).join(', ') || 'nothing'} at ${placeName(ctx.world, o.at.system)}${o.at.box ? `/${o.at.box}` : ''}`, visibleTo: [side] });
      continue;
    }
    if (!reacting) {
      refuse(ctx, side, row, 'the reaction sheet must first name the reacting stack (REACT)', 'DN §4.0');
      continue;
    }
    switch (o.verb) {
      case 'MOVE':
        moveGroup(ctx, side, kind, row, o, ptKey, result);
        break;
      case 'SUBLIGHT':
        for (const id of o.units) sublight(ctx, side, row, id, o.to, ptKey);
        break;
      case 'LOAD':
      case 'UNLOAD':
        cargo(ctx, side, kind, row, o, cargoMode);
        break;
      case 'LIFT':
        for (const id of o.units) {
          const u = unit(id);
          if (!u || u.loc.kind !== 'box' || classOf(world, u).category !== 'ship') refuse(ctx, side, row, `${id} is not a ship in a box`, 'DN §5.0');
          else if (kind === 'reaction' && (!u.reaction || !world.settings.reactionBoxLiftOff)) refuse(ctx, side, row, `${id} is not in the reaction stack`, 'DN §4.0');
          else {
            u.loc = { kind: 'space', systemId: u.loc.systemId };
            emit(ctx, { kind: 'lift-off', side, unitIds: [id], systemId: u.loc.systemId, text: `${id} lifts off`, visibleTo: [side] });
          }
        }
        break;
      default:
        refuse(ctx, side, row, `${o.verb} is not a movement order`, 'DN §3.0');
    }
  }
  // A35: un-emplaced PDMs resting in a friendly box are emplaced at the end of the movement phase.
  for (const u of world.units)
    if (u.owner === side && u.loc.kind === 'box' && classOf(world, u).category === 'pdm' && !u.emplaced && friendlyBox(world, side, u.loc.boxId)) u.emplaced = true;
  return result;
}

function moveGroup(ctx: Ctx, side: Side, kind: MoveKind, row: OrderRow, o: Extract<Order, { verb: 'MOVE' }>, ptKey: string, result: MovementResult): void {
  const world = ctx.world;
  const group: { unit: Unit; stopAt?: string }[] = [];
  for (const spec of o.units) {
    const u = world.units.find((x) => x.id === spec.id);
    const why = !u
      ? `${spec.id} does not exist`
      : coalitionOf(world, u) !== side
        ? `${spec.id} is not yours`
        : classOf(world, u).category !== 'ship'
          ? `${spec.id} cannot move on its own; it must be carried`
          : classOf(world, u).tags.includes('no-jump')
            ? `${spec.id} (${classOf(world, u).code}) cannot jump`
            : u.immobile === ptKey && world.settings.failedJumpFreezesAll
              ? `${spec.id} failed a jump check and cannot move this player turn`
              : u.stopped || u.halted
                ? `${spec.id} has ended its move for this phase (stopped by the enemy, or after exploring)`
                : systemOfUnit(world, u) !== o.path[0]
                  ? `${spec.id} is not at ${o.path[0]}`
                  : u.loc.kind === 'carried'
                    ? `${spec.id} is carried`
                    : kind === 'reaction' && !u.reaction
                      ? `${spec.id} is not in the reaction stack`
                      : kind === 'reaction' && u.loc.kind === 'box' && !world.settings.reactionBoxLiftOff
                        ? `${spec.id} cannot lift off in the reaction phase (ambiguity A50)`
                        : null;
    if (why || !u) {
      refuse(ctx, side, row, why ?? 'unknown unit', why?.includes('jump check') ? 'DN §7.0' : 'DN §4.0', [spec.id]);
      continue;
    }
    group.push({ unit: u, stopAt: spec.stopAt });
  }
  if (group.length === 0) return;
  for (const g of group) if (g.unit.loc.kind === 'box') g.unit.loc = { kind: 'space', systemId: g.unit.loc.systemId };
  let here = o.path[0] as string;
  for (let i = 1; i < o.path.length && group.length > 0; i++) {
    const to = o.path[i] as string;
    const route = routeBetween(world, here, to);
    if (!route) {
      refuse(ctx, side, row, `no jump route from ${here} to ${to}`, 'DN §4.0', group.map((g) => g.unit.id));
      break;
    }
    const from = systemById(world, here);
    if (from && printedSystemType(from) === 3 && !(world.fuelled?.[side] ?? []).includes(here)) {
      refuse(ctx, side, row, `no fuel in Type-3 system ${from.name}: a friendly tanker must end its move there first`, 'DN §4.0', group.map((g) => g.unit.id));
      break;
    }
    const explored = route.kind === 'solid' || (world.explored[route.id] ?? []).includes(side);
    const vilani = world.sides[side].variant === 'vilani';
    const explorer = !explored && !vilani ? group.find((g) => classOf(world, g.unit).code === 'EX') : undefined;
    if (!explored && !vilani && !explorer) {
      refuse(ctx, side, row, `the dashed route ${here}–${to} is not explored by you; only an explorer and its escorts may use it`, 'DN §11.0', group.map((g) => g.unit.id));
      break;
    }
    const going: typeof group = [];
    for (const g of group) {
      const u = g.unit;
      const cls = classOf(world, u);
      if (kind === 'reaction' && (u.jumps ?? 0) >= 3) {
        refuse(ctx, side, row, `${u.id} has made its 3 reaction jumps`, 'DN §4.0', [u.id]);
        continue;
      }
      if (!explored && vilani) {
        if (u.maintFailed) {
          refuse(ctx, side, row, `${u.id} is maintenance-failed and may not use dashed routes`, 'DN §11.0', [u.id]);
          continue;
        }
        const die = rollEvent(ctx, { purpose: `dashed-route check ${u.id}`, text: `${u.id} Vilani dashed-route check ${placeName(ctx.world, here)}→${placeName(ctx.world, to)} (d6 − 2 ≥ ${cls.maint})`, kind: 'jump-check', side, unitIds: [u.id], systemId: here, visibleTo: [side] });
        if (!vilaniDashedOk(die.result, cls.maint, techBonus(world, side).jump)) {
          if (world.settings.vilaniDashedFreeze) u.immobile = ptKey;
          emit(ctx, { kind: 'jump-failed', side, unitIds: [u.id], systemId: here, text: `${u.id} fails its dashed-route check and stays at ${placeName(ctx.world, here)}${world.settings.vilaniDashedFreeze ? ' for the rest of the player turn' : ''} (DN §11.0, ambiguity A43)`, visibleTo: [side] });
          continue;
        }
      }
      if (u.maintFailed) {
        const die = rollEvent(ctx, { purpose: `jump check ${u.id}`, modifiers: techBonus(world, side).jump ? [{ label: 'jump technology', value: techBonus(world, side).jump }] : [], text: `${u.id} (maintenance-failed) jump check ${placeName(ctx.world, here)}→${placeName(ctx.world, to)}, needs ${cls.maint}`, kind: 'jump-check', side, unitIds: [u.id], systemId: here, visibleTo: [side] });
        if (!jumpCheckOk(die.result, cls.maint)) {
          u.immobile = ptKey;
          emit(ctx, { kind: 'jump-failed', side, unitIds: [u.id], systemId: here, text: `${u.id} fails its jump check and cannot move for the rest of the player turn (DN §7.0)`, visibleTo: [side] });
          continue;
        }
      }
      going.push(g);
    }
    group.splice(0, group.length, ...going);
    if (group.length === 0) break;
    for (const g of group) {
      g.unit.loc = { kind: 'space', systemId: to };
      g.unit.jumps = (g.unit.jumps ?? 0) + 1;
      g.unit.moved = true;
      for (const c of cargoOf(world, g.unit.id)) c.moved = true;
    }
    emit(ctx, { kind: 'jump', side, systemId: to, unitIds: group.map((g) => g.unit.id), text: `${group.map((g) => g.unit.id).join(', ')} jump ${placeName(ctx.world, here)} → ${placeName(ctx.world, to)}${route.kind === 'dashed' ? ' (dashed)' : ''}`, visibleTo: [side], data: { from: here, to } });
    here = to;
    const arrivedAt = systemById(world, to);
    const ending = group.filter((g) => g.stopAt === to || g.stopAt === arrivedAt?.name);
    for (const g of ending) if (classOf(world, g.unit).code === 'AO' && arrivedAt && printedSystemType(arrivedAt) === 3) world.fuelled = { ...(world.fuelled as Record<Side, string[]>), [side]: [...(world.fuelled?.[side] ?? []), to] };
    group.splice(0, group.length, ...group.filter((g) => !ending.includes(g)));
    if (explorer && !explored) {
      world.explored[route.id] = [...new Set([...(world.explored[route.id] ?? []), side])];
      emit(ctx, { kind: 'route-explored', side, systemId: to, text: `Dashed route ${route.a}–${route.b} explored; ${group.map((g) => g.unit.id).join(', ')} stop at ${placeName(ctx.world, to)} (DN §11.0)`, visibleTo: [side], data: { routeId: route.id } });
      for (const g of group) g.unit.halted = true;
      break;
    }
    const stop = stopper(ctx, side, to);
    if (stop) {
      for (const g of group) g.unit.stopped = true;
      if (stop === 'independents') result.stoppedByIndependents.add(to);
      emit(ctx, { kind: 'stopped', side, systemId: to, unitIds: group.map((g) => g.unit.id), text: `${group.map((g) => g.unit.id).join(', ')} stop at ${placeName(ctx.world, to)}: ${stop === 'enemy' ? 'enemy warships' : 'armed independents (Vilani)'}; they must attack (DN §4.0)`, visibleTo: [side] });
      break;
    }
  }
}

function sublight(ctx: Ctx, side: Side, row: OrderRow, id: string, to: string, ptKey: string): void {
  const world = ctx.world;
  const u = world.units.find((x) => x.id === id);
  const from = u && u.loc.kind === 'space' ? systemById(world, u.loc.systemId) : undefined;
  const dest = systemById(world, to);
  const why = !u || coalitionOf(world, u) !== side
    ? `${id} is not yours`
    : classOf(world, u).category !== 'ship' || classOf(world, u).tags.includes('fighter')
      ? `${id} cannot move on its own`
      : !from
        ? `${id} must start in a star hex`
        : !dest
          ? `${to} is not a star hex`
          : hexDistanceBetween(from, dest) !== 1
            ? `${to} is not next to ${from.name} (sublight is one hex)`
            : u.sublightTurn === world.turn
              ? `${id} already moved sublight this game turn`
              : u.immobile === ptKey && world.settings.failedJumpFreezesAll
                ? `${id} failed a jump check and cannot move this player turn (ambiguity A18)`
                : null;
  if (why || !u || !dest) {
    refuse(ctx, side, row, why ?? 'cannot move', 'DN §4.0', [id]);
    return;
  }
  u.loc = { kind: 'space', systemId: dest.id };
  u.sublightTurn = world.turn;
  u.moved = true;
  emit(ctx, { kind: 'sublight', side, unitIds: [id], systemId: dest.id, text: `${id} moves sublight to ${dest.name}`, visibleTo: [side] });
}

/** Transport capacity (DN §4.0): TR one ground unit, un-emplaced PDM or fighter; capitals one RT or JT; MS three fighters. */
export function canCarry(ctx: Ctx, carrier: Unit, cargo: Unit): string | null {
  const world = ctx.world;
  const c = classOf(world, carrier);
  const k = classOf(world, cargo);
  const aboard = cargoOf(world, carrier.id);
  if (c.tags.includes('carrier')) return k.tags.includes('fighter') ? (aboard.length < 3 ? null : 'a carrier holds 3 fighters') : 'a carrier carries only fighters';
  if (c.tags.includes('transport')) {
    if (aboard.length >= 1) return 'a transport carries one unit';
    if (k.category === 'ground' || k.tags.includes('fighter')) return null;
    if (k.category === 'pdm') return cargo.emplaced ? 'an emplaced PDM cannot be moved' : null;
    return 'a transport carries ground units, PDMs or fighters';
  }
  if (c.tags.includes('capital')) {
    if (aboard.length >= 1) return 'a capital ship carries one ground unit';
    return k.code === 'RT' || k.code === 'JT' ? null : 'capital ships carry RT or JT only';
  }
  return `${c.code} cannot carry cargo`;
}

function cargo(ctx: Ctx, side: Side, kind: MoveKind, row: OrderRow, o: Extract<Order, { verb: 'LOAD' | 'UNLOAD' }>, mode: Map<string, 'load' | 'unload'>): void {
  const world = ctx.world;
  const carrier = world.units.find((u) => u.id === o.carrier);
  if (!carrier || coalitionOf(world, carrier) !== side || carrier.loc.kind === 'pending' || carrier.loc.kind === 'carried') {
    refuse(ctx, side, row, `${o.carrier} is not one of your ships on the map`, 'DN §4.0');
    return;
  }
  const systemId = carrier.loc.systemId;
  if (!friendlySystem(world, side, systemId)) {
    refuse(ctx, side, row, `cargo is handled only in a friendly system; elsewhere it lands in the interaction subphase`, 'DN §4.0', [carrier.id]);
    return;
  }
  const verb = o.verb === 'LOAD' ? 'load' : 'unload';
  if (kind === 'reaction') {
    const prior = mode.get(carrier.id);
    if (!carrier.reaction) return refuse(ctx, side, row, `${carrier.id} is not in the reaction stack`, 'DN §4.0');
    if (prior && prior !== verb) return refuse(ctx, side, row, `in the reaction phase a ship may either load or unload, not both`, 'DN §4.0');
    mode.set(carrier.id, verb);
  }
  const ids = o.verb === 'LOAD' ? o.cargo : o.cargo === 'ALL' ? cargoOf(world, carrier.id).map((c) => c.id) : o.cargo;
  const system = mapIndex(world.map).systems.get(systemId);
  const targetBox = system?.boxes.find((b) => friendlyBox(world, side, b.id) && b.type === 1) ?? system?.boxes.find((b) => friendlyBox(world, side, b.id)) ?? system?.boxes[0];
  for (const id of ids) {
    const u = world.units.find((x) => x.id === id);
    const limit = classOf(world, carrier).tags.includes('carrier') ? 3 : world.settings.cargoPerPhase;
    if (!u) {
      refuse(ctx, side, row, `${id} does not exist`, 'DN §4.0');
      continue;
    }
    if ((carrier.cargoOps ?? 0) >= limit) {
      refuse(ctx, side, row, `${carrier.id} has handled ${limit} cargoes this phase`, 'DN §4.0 (ambiguity A39)', [carrier.id]);
      continue;
    }
    if (o.verb === 'LOAD') {
      if (coalitionOf(world, u) !== side || placeOfUnit(world, u)?.systemId !== systemId || u.loc.kind === 'carried') {
        refuse(ctx, side, row, `${id} is not one of your units at ${systemId}`, 'DN §4.0', [id]);
        continue;
      }
      if (kind === 'reaction' && !u.reaction) {
        refuse(ctx, side, row, `${id} is not in the reaction stack`, 'DN §4.0', [id]);
        continue;
      }
      const why = canCarry(ctx, carrier, u);
      if (why) {
        refuse(ctx, side, row, `${carrier.id} cannot load ${id}: ${why}`, 'DN §4.0', [carrier.id, id]);
        continue;
      }
      u.loc = { kind: 'carried', carrierId: carrier.id };
    } else {
      if (u.loc.kind !== 'carried' || u.loc.carrierId !== carrier.id) {
        refuse(ctx, side, row, `${id} is not aboard ${carrier.id}`, 'DN §4.0', [id]);
        continue;
      }
      const k = classOf(world, u);
      if (k.tags.includes('fighter')) u.loc = { kind: 'space', systemId };
      else if (carrier.loc.kind === 'box') u.loc = { kind: 'box', systemId, boxId: carrier.loc.boxId };
      else if (targetBox) u.loc = { kind: 'box', systemId, boxId: targetBox.id };
      else {
        refuse(ctx, side, row, `${systemId} has no box to unload into`, 'DN §4.0', [id]);
        continue;
      }
      if (k.category === 'pdm' && u.loc.kind === 'box') u.emplaced = true;
    }
    carrier.cargoOps = (carrier.cargoOps ?? 0) + 1;
    emit(ctx, { kind: verb, side, systemId, unitIds: [carrier.id, id], text: `${carrier.id} ${verb}s ${id}`, visibleTo: [side] });
  }
}
