/**
 * The maintenance & production phase, steps a–d (DN §3.0, §7.0): income from owned boxes connected
 * to the capital, maintenance and repair (civilized pay, frontier roll), placement of units due on
 * the turn-record chart, and production with its delays, pools, subsidies and restrictions.
 */
import type { PlaceSpec, Side, Unit, UnitCode } from '../model';
import { techBonus } from '../combat/factors';
import { classIdFor, poolLimit } from '../data/force-pools';
import type { Order, OrderRow } from '../orders/types';
import { connectivity, type1Reach } from '../state/connectivity';
import { friendlyBox, systemTypeFor } from '../state/ownership';
import { capitalOf, classOf, mapIndex, sheetOf, systemById, systemOfUnit } from '../state/queries';
import { buildCost, buildDelay, buildRestriction } from '../tables/build-rules';
import { civilizedRepairCost, civilizedUpkeep, frontierModifier, frontierRepairOk, frontierUpkeepOk, maintenanceKind } from '../tables/maintenance';
import { changeRu, emit, rollEvent, type Ctx } from './context';
import { byId, newUnitId } from './units';

type Rows = readonly OrderRow[];
const ordersOf = <V extends Order['verb']>(rows: Rows, verb: V) => rows.filter((r) => r.order?.verb === verb && r.problems.length === 0).map((r) => ({ row: r, order: r.order as Extract<Order, { verb: V }> }));

/** (a) Income (DN §7.0 収入; the tables are lost, A1): rates per box owned and connected. */
export function income(ctx: Ctx, side: Side): number {
  const world = ctx.world;
  const state = world.sides[side];
  const conn = connectivity(world, side);
  const counted = new Set(conn.connectedBoxes);
  if (world.settings.incomeConnection === 'capital-or-type1') {
    const reach = type1Reach(world, side);
    for (const s of world.map.systems) for (const b of s.boxes) if (b.type === 2 && reach.has(s.id) && friendlyBox(world, side, b.id)) counted.add(b.id);
  }
  const boxes = [...counted].map((id) => mapIndex(world.map).boxes.get(id)).filter((e) => !!e);
  let total: number;
  let detail: Record<string, number>;
  if (state.variant === 'kingdom') {
    const r = world.settings.income.kingdom;
    const aslanPop = (e: (typeof boxes)[number]) => sheetOf(world, e!.system.id)?.role === 'aslan-home';
    const a1 = boxes.filter((e) => aslanPop(e) && e!.box.type === 1).length;
    const a2 = boxes.filter((e) => aslanPop(e) && e!.box.type === 2).length;
    const h1 = boxes.filter((e) => !aslanPop(e) && e!.box.type === 1).length;
    const h2 = boxes.filter((e) => !aslanPop(e) && e!.box.type === 2).length;
    total = r.base + a1 * r.aslanType1 + a2 * r.aslanType2 + h1 * r.humanType1 + h2 * r.humanType2;
    detail = { base: r.base, aslanType1: a1, aslanType2: a2, humanType1: h1, humanType2: h2 };
  } else {
    const r = world.settings.income[state.variant];
    const n1 = boxes.filter((e) => e!.box.type === 1).length;
    const n2 = boxes.filter((e) => e!.box.type === 2).length;
    total = r.base + n1 * r.perType1 + n2 * r.perType2;
    detail = { base: r.base, type1: n1, type2: n2 };
  }
  const tech = techBonus(world, side).ru;
  const penalty = state.nextIncomePenalty;
  total += tech + state.budgetBonus - penalty;
  state.nextIncomePenalty = 0;
  emit(ctx, {
    kind: 'income',
    side,
    text: `${side} income ${total} RU: ${boxes.length} connected box(es)${conn.cutOffBoxes.length ? `, cut off: ${conn.cutOffBoxes.join(', ')}` : ''}${tech ? `, technology ${tech}` : ''}${state.budgetBonus ? `, budget +${state.budgetBonus}` : ''}${penalty ? `, penalty −${penalty}` : ''}`,
    visibleTo: [side],
    data: { ...detail, connected: conn.connectedBoxes, cutOff: conn.cutOffBoxes, tech, budget: state.budgetBonus, penalty, total },
  });
  changeRu(ctx, side, Math.max(0, total), 'income (DN §7.0)');
  return total;
}

/** (b) Maintenance and repair of every ship (DN §7.0 整備). */
export function maintenance(ctx: Ctx, side: Side, rows: Rows): void {
  const world = ctx.world;
  const unpaid = new Set(ordersOf(rows, 'UNPAID').flatMap((o) => o.order.units));
  const frontier = new Set(ordersOf(rows, 'FRONTIER').flatMap((o) => o.order.units));
  const repairs = ordersOf(rows, 'REPAIR').map((o) => o.order.units);
  const repairAll = repairs.some((r) => r === 'ALL');
  const repairIds = new Set(repairs.flatMap((r) => (r === 'ALL' ? [] : r)));
  const ships = world.units
    .filter((u) => u.owner === side && u.loc.kind !== 'pending' && classOf(world, u).category === 'ship')
    .sort((a, b) => classOf(world, b).cost - classOf(world, a).cost || byId(a, b));
  for (const u of ships) {
    const cls = classOf(world, u);
    const systemId = systemOfUnit(world, u);
    const system = systemId ? systemById(world, systemId) : undefined;
    if (!system) continue;
    const st = systemTypeFor(world, side, system);
    let kind = maintenanceKind({ systemType: st.type, friendly: st.friendly, monitor: cls.code === 'M' });
    if (kind === 'civilized' && cls.code === 'M' && st.type === 2 && frontier.has(u.id)) kind = 'frontier';
    if (kind === 'civilized') {
      if (!u.maintFailed) {
        const cost = civilizedUpkeep(cls);
        if (unpaid.has(u.id) || world.sides[side].ru < cost) {
          u.maintFailed = true;
          emit(ctx, { kind: 'maintenance', side, unitIds: [u.id], systemId: system.id, text: `${u.id} (${cls.code}) not paid: maintenance-failed`, visibleTo: [side], data: { kind, paid: 0, failed: true } });
        } else changeRu(ctx, side, -cost, `civilized maintenance ${u.id} (${cls.code})`, { unitId: u.id });
      } else if (repairAll || repairIds.has(u.id)) {
        const cost = civilizedRepairCost(cls, world.settings.b2RepairFull) + (world.settings.civilizedRepair === 'on-top' ? civilizedUpkeep(cls) : 0);
        if (world.sides[side].ru >= cost) {
          changeRu(ctx, side, -cost, `repair ${u.id} (${cls.code})`, { unitId: u.id });
          u.maintFailed = false;
          emit(ctx, { kind: 'repair', side, unitIds: [u.id], text: `${u.id} repaired`, visibleTo: [side] });
        } else emit(ctx, { kind: 'order-error', side, unitIds: [u.id], text: `${u.id}: not enough RU to repair (${cost})`, visibleTo: [side], data: { rule: 'DN §7.0' } });
      }
      continue;
    }
    const boxFriendly = st.friendly || (st.type === 3 && !world.settings.frontierType3Penalty);
    const mod = frontierModifier(boxFriendly);
    const die = rollEvent(ctx, { purpose: `frontier maintenance ${u.id}`, modifiers: mod ? [{ label: 'box not friendly', value: mod }] : [], text: `${u.id} (${cls.code} [${cls.maint}]) frontier maintenance at ${system.name}`, kind: 'maintenance-roll', side, unitIds: [u.id], systemId: system.id, visibleTo: [side] });
    if (!u.maintFailed) {
      if (!frontierUpkeepOk(die.result, cls.maint)) {
        u.maintFailed = true;
        emit(ctx, { kind: 'maintenance', side, unitIds: [u.id], text: `${u.id} fails frontier maintenance: maintenance-failed`, visibleTo: [side], data: { kind, failed: true } });
      }
    } else if (frontierRepairOk(die.result, cls.maint, world.settings.frontierRepair)) {
      u.maintFailed = false;
      emit(ctx, { kind: 'repair', side, unitIds: [u.id], text: `${u.id} recovers on the frontier`, visibleTo: [side] });
    }
  }
}

/** Where a unit may appear (DN §7.0): a friendly Type-1 system, or a Type-2 system connected to one. */
export function placementOptions(ctx: Ctx, side: Side): { systemId: string; boxId: string }[] {
  const world = ctx.world;
  const reach = type1Reach(world, side);
  const out: { systemId: string; boxId: string }[] = [];
  for (const s of world.map.systems) {
    const t1 = s.boxes.find((b) => b.type === 1 && friendlyBox(world, side, b.id));
    if (t1) {
      out.push({ systemId: s.id, boxId: t1.id });
      continue;
    }
    const t2 = s.boxes.find((b) => b.type === 2 && friendlyBox(world, side, b.id));
    if (t2 && reach.has(s.id)) out.push({ systemId: s.id, boxId: t2.id });
  }
  return out;
}

function resolvePlace(ctx: Ctx, side: Side, unit: Unit, want: PlaceSpec | undefined, options: { systemId: string; boxId: string }[]): Extract<Unit['loc'], { kind: 'space' | 'box' }> | null {
  const world = ctx.world;
  const ship = classOf(world, unit).category === 'ship';
  const valid = (p: PlaceSpec | undefined) => {
    if (!p) return null;
    const opt = options.find((o) => o.systemId === p.systemId);
    if (!opt) return null;
    if (p.boxId === undefined) return ship ? ({ kind: 'space', systemId: opt.systemId } as const) : ({ kind: 'box', systemId: opt.systemId, boxId: opt.boxId } as const);
    return options.some((o) => o.boxId === p.boxId) || friendlyBox(world, side, p.boxId) ? ({ kind: 'box', systemId: opt.systemId, boxId: p.boxId } as const) : null;
  };
  const capital = capitalOf(world, side);
  return valid(want) ?? valid(capital ? { systemId: capital.system.id } : undefined) ?? valid(options[0]);
}

/** (c) Units due on the turn-record chart come off and are placed; Vilani replacements one a turn. */
export function placeArrivals(ctx: Ctx, side: Side, rows: Rows): void {
  const world = ctx.world;
  const place = new Map(ordersOf(rows, 'PLACE').map((o) => [o.order.unit, o.order.at]));
  const options = placementOptions(ctx, side);
  const state = world.sides[side];
  const dueReplacements = state.replacementQueue.splice(0, world.settings.replacementsPerTurn);
  const due = world.units
    .filter(
      (u) =>
        u.loc.kind === 'pending' &&
        (dueReplacements.includes(u.id) ||
          (u.loc.turn <= world.turn && ((u.owner === side && u.loc.queue === 'production') || (u.owner === 'independent' && u.loc.queue === 'ally-return')))),
    )
    .sort(byId);
  for (const u of due) {
    const pending = u.loc as Extract<Unit['loc'], { kind: 'pending' }>;
    if (pending.queue === 'ally-return') {
      const home = u.home ? mapIndex(world.map).boxes.get(u.home) : undefined;
      if (home) u.loc = { kind: 'box', systemId: home.system.id, boxId: home.box.id };
      emit(ctx, { kind: 'ally-returned', unitIds: [u.id], text: `${u.id} returns to ${home?.box.name ?? 'its home'}`, visibleTo: [] });
      continue;
    }
    const order = place.get(u.id);
    const want: PlaceSpec | undefined = order ? { systemId: order.system, boxId: order.box } : pending.want;
    const loc = resolvePlace(ctx, side, u, want, options);
    if (!loc) {
      emit(ctx, { kind: 'placement-blocked', side, unitIds: [u.id], text: `${u.id} cannot be placed: no friendly Type-1 system, nor a Type-2 system connected to one; it waits on the chart`, visibleTo: [side], data: { rule: 'DN §7.0' } });
      if (pending.queue === 'replacement') state.replacementQueue.unshift(u.id);
      continue;
    }
    if (order && want && loc.systemId !== want.systemId) emit(ctx, { kind: 'order-error', side, unitIds: [u.id], text: `${u.id}: cannot appear at ${want.systemId}; placed at ${loc.systemId} (DN §7.0)`, visibleTo: [side] });
    u.loc = loc;
    emit(ctx, { kind: 'placed', side, unitIds: [u.id], systemId: loc.systemId, text: `${u.id} (${classOf(world, u).code}${u.strength !== undefined ? ` ${u.strength}` : ''}) arrives at ${loc.kind === 'box' ? loc.boxId : loc.systemId}${pending.queue === 'replacement' ? ' (replacement)' : ''}`, visibleTo: [side] });
  }
}

/** How many of a class a side has in play or on the chart. */
export function inPlay(ctx: Ctx, side: Side, classId: string): number {
  return ctx.world.units.filter((u) => u.owner === side && u.classId === classId && !u.dispatched).length;
}

/** (d) Production (DN §7.0 生産): pay, draw ground units at random, put on the chart. */
export function production(ctx: Ctx, side: Side, rows: Rows): void {
  for (const { row, order } of ordersOf(rows, 'BUILD')) {
    for (let i = 0; i < order.count; i++) {
      const why = buildOne(ctx, side, order.code, order.at ? { systemId: order.at.system, boxId: order.at.box } : undefined);
      if (why) {
        emit(ctx, { kind: 'order-error', side, text: `line ${row.line} "${row.text}": ${why.message} (${why.rule})`, visibleTo: [side], data: { line: row.line, sheet: row.sheet, rule: why.rule } });
        break;
      }
    }
  }
}

/** Buys one unit; null on success, the reason otherwise. */
export function buildOne(ctx: Ctx, side: Side, code: UnitCode, want: PlaceSpec | undefined, opts: { free?: boolean; setup?: boolean; unrestricted?: boolean } = {}): { message: string; rule: string } | null {
  const world = ctx.world;
  const state = world.sides[side];
  const classId = classIdFor(state.variant, code, state.draws, world.settings);
  const cls = classId ? world.classes[classId] : undefined;
  if (!classId || !cls) return { message: `${code} is not in your counter set`, rule: 'Charts' };
  const restriction = buildRestriction(state.variant, code, state);
  if (!restriction.ok && !opts.unrestricted) return { message: restriction.reason, rule: restriction.rule };
  if (cls.category === 'ground') {
    if (code !== 'RT' && code !== 'JT' && code !== 'AT') return { message: 'not a ground unit', rule: 'DN §5.0(GF)' };
    if (state.groundPool[code].length === 0) return { message: `no ${code} left in the face-down pool`, rule: 'DN §5.0(GF)' };
  } else if (inPlay(ctx, side, classId) >= poolLimit(state.variant, code, state.draws, world.settings)) {
    return { message: `the unit list allows only ${poolLimit(state.variant, code, state.draws, world.settings)} ${code}`, rule: 'Charts' };
  }
  const cost = opts.free ? 0 : opts.setup && !world.settings.setupSubsidies ? cls.cost : buildCost(state.variant, cls);
  if (state.ru < cost) return { message: `${code} costs ${cost} RU, you have ${state.ru}`, rule: 'DN §7.0' };
  let strength: number | undefined;
  if (cls.category === 'ground') {
    const pool = state.groundPool[code as 'RT' | 'JT' | 'AT'];
    const drawn = ctx.dice.draw(`${side} ${code} draw`, pool);
    if (!drawn) return { message: `no ${code} left`, rule: 'DN §5.0(GF)' };
    strength = drawn.item;
    pool.splice(drawn.index, 1);
  }
  let delay = buildDelay(cls, world.settings);
  if (!opts.setup && cls.tags.includes('capital') && state.permits.includes('RUSH') && world.settings.rushPermit === 'one-capital-one-turn') {
    delay = 1;
    state.permits = state.permits.filter((p) => p !== 'RUSH');
  }
  if (!opts.setup && !world.settings.permitsPersist && state.variant === 'vilani' && state.permits.includes(code)) state.permits = state.permits.filter((p) => p !== code);
  if (cost > 0) changeRu(ctx, side, -cost, `build ${code}${strength !== undefined ? ` (drew ${strength})` : ''}`, { code });
  const unit: Unit = { id: newUnitId(world, side), classId, owner: side, loc: { kind: 'pending', turn: world.turn + delay, queue: opts.setup ? 'deploy' : 'production', want }, strength };
  world.units.push(unit);
  if (!opts.setup || world.settings.setupCountsAsBuilt) state.built[code] = (state.built[code] ?? 0) + 1;
  const what = `${unit.id} (${code}${strength !== undefined ? ` ${strength}` : ''})`;
  emit(ctx, { kind: 'built', side, unitIds: [unit.id], text: opts.setup ? `${side} buys ${what} at setup${opts.free ? ' (free)' : ''}` : `${side} builds ${what}, arrives turn ${world.turn + delay}`, visibleTo: [side], data: { code, cost, arrival: opts.setup ? 0 : world.turn + delay } });
  return null;
}
