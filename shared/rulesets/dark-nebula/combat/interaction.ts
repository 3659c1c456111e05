/**
 * The surface/space interaction subphase (DN §5.0 惑星地表/宇宙インタラクションサブフェイズ) at one
 * box: landing in a friendly box without fire; at a non-friendly box (enemy or neutral), optional
 * bombardment, then PD fire at every approaching ship and dropping JT, then landing.
 * Dice order (digest §6.8): one die per bombardment target in declared order; PD fire per
 * approaching ship or JT in declared order, the box's die first, then each PDM by unit id.
 */
import type { Side, Unit } from '../model';
import { emit, rollEvent, type Ctx } from '../engine/context';
import { destroyUnit } from '../engine/units';
import type { CombatInstructions } from '../orders/instructions';
import { friendlyBox } from '../state/ownership';
import { cargoOf, classOf, coalitionOf, mapIndex, placeName } from '../state/queries';
import { bombardResult } from '../tables/bombardment';
import { pdDestroys, pdModifiers } from '../tables/pd-fire';
import { factorsOf } from './factors';

export interface InteractionSpec {
  readonly id: string;
  readonly systemId: string;
  readonly boxId: string;
  readonly side: Side;
  /** The phase player's ships in the star hex that may act. */
  readonly ships: readonly string[];
  readonly instructions: CombatInstructions;
  /** The player must attack here (stopped by armed independents, or negotiation 'Combat', A33). */
  readonly forcedAttack: boolean;
  /** The player negotiated with these independents this phase and may not attack them (DN §12.0). */
  readonly truce: boolean;
}

export interface InteractionResult {
  readonly bombarded: readonly string[];
  readonly landed: readonly string[];
  readonly lost: readonly string[];
}

/** Bombardment targets in priority order: working PDMs, ground units strongest first, then the rest. */
function targetPriority(ctx: Ctx, a: Unit, b: Unit): number {
  const rank = (u: Unit) => {
    const cls = classOf(ctx.world, u);
    if (cls.category === 'pdm') return u.emplaced && !u.neutralized ? 0 : 3;
    if (cls.category === 'ground') return u.neutralized ? 2 : 1;
    return 4;
  };
  return rank(a) - rank(b) || (b.strength ?? 0) - (a.strength ?? 0) || (a.id < b.id ? -1 : 1);
}

/**
 * Default pooling: ships by missile factor, highest first, on each target until the pool reaches
 * 28 (D on 1–2); a single named target takes every ship named for it.
 */
function poolShips(ctx: Ctx, ships: Unit[], targets: Unit[]): { target: string; ships: string[] }[] {
  const queue = [...ships].sort((a, b) => factorsOf(ctx.world, b).missile - factorsOf(ctx.world, a).missile || (a.id < b.id ? -1 : 1));
  const out: { target: string; ships: string[] }[] = [];
  for (const t of targets) {
    if (queue.length === 0) break;
    const assigned: string[] = [];
    let total = 0;
    while (queue.length > 0 && (targets.length === 1 || total < 28)) {
      const s = queue.shift() as Unit;
      assigned.push(s.id);
      total += factorsOf(ctx.world, s).missile;
    }
    out.push({ target: t.id, ships: assigned });
  }
  return out;
}

export function resolveInteraction(ctx: Ctx, spec: InteractionSpec): InteractionResult {
  const world = ctx.world;
  const entry = mapIndex(world.map).boxes.get(spec.boxId);
  if (!entry) return { bombarded: [], landed: [], lost: [] };
  const box = entry.box;
  const owner = world.boxes[spec.boxId]?.owner ?? null;
  const visibleTo: Side[] = owner === 'aslan' || owner === 'human' ? [...new Set<Side>([spec.side, owner])] : [spec.side];
  const unit = (id: string) => world.units.find((u) => u.id === id);
  const ships = spec.ships.map(unit).filter((u): u is Unit => !!u && u.loc.kind === 'space' && u.loc.systemId === spec.systemId);
  const friendly = friendlyBox(world, spec.side, spec.boxId);
  const landOrders = spec.instructions.land.filter((l) => l.at === spec.boxId || l.at === spec.systemId);
  // Who approaches to land: ships named (or ALL: every ship carrying ground units or a PDM); JT drops.
  const landers: Unit[] = [];
  const drops: Unit[] = [];
  for (const order of landOrders) {
    const named = order.units === 'ALL' ? ships.filter((s) => cargoOf(world, s.id).some((c) => classOf(world, c).category !== 'ship')) : ships.filter((s) => (order.units as readonly string[]).includes(s.id));
    for (const s of named) {
      const cargo = cargoOf(world, s.id);
      const jt = cargo.filter((c) => classOf(world, c).code === 'JT');
      if (order.drop && !friendly && jt.length > 0 && jt.length === cargo.length) drops.push(...jt.filter((j) => !drops.includes(j)));
      else if (!landers.includes(s)) landers.push(s);
    }
    if (order.units !== 'ALL') {
      for (const id of order.units) {
        const u = unit(id);
        if (u && classOf(world, u).code === 'JT' && u.loc.kind === 'carried' && order.drop && !friendly && !drops.includes(u)) drops.push(u);
      }
    }
  }
  if (friendly) {
    for (const s of landers) land(ctx, s, spec, visibleTo);
    return { bombarded: [], landed: landers.map((s) => s.id), lost: [] };
  }
  if (spec.truce && (landers.length > 0 || spec.instructions.bombard.some((b) => b.at === spec.boxId || b.at === spec.systemId))) {
    emit(ctx, { kind: 'interaction-refused', side: spec.side, systemId: spec.systemId, boxId: spec.boxId, text: `${spec.side} negotiated with ${box.name} this phase and may not attack it (DN §12.0)`, visibleTo: [spec.side] });
    return { bombarded: [], landed: [], lost: [] };
  }
  const defenders = world.units.filter((u) => u.loc.kind === 'box' && u.loc.boxId === spec.boxId && coalitionOf(world, u) !== spec.side);
  for (const d of defenders) if (d.owner === 'independent' && !(d.seenBy ?? []).includes(spec.side)) d.seenBy = [...(d.seenBy ?? []), spec.side];
  // 1. Bombardment.
  const bombardOrders = spec.instructions.bombard.filter((b) => b.at === spec.boxId || b.at === spec.systemId);
  const armed = ships.filter((s) => factorsOf(world, s).missile > 0);
  let standingPlan: { target: string; ships: string[] }[] | undefined;
  if (bombardOrders.length > 0) {
    // Each BOMBARD line pools its own ships (WITH, else every armed ship left) on its own targets.
    standingPlan = [];
    const usedShips = new Set<string>();
    const usedTargets = new Set<string>();
    for (const b of bombardOrders) {
      const ships = armed.filter((s) => !usedShips.has(s.id) && (!b.with || b.with.includes(s.id)));
      const targets = (b.targets === 'ALL' ? [...defenders].sort((x, y) => targetPriority(ctx, x, y)) : b.targets.map((id) => defenders.find((d) => d.id === id)).filter((d): d is Unit => !!d)).filter((t) => !usedTargets.has(t.id));
      for (const step of poolShips(ctx, ships, targets)) {
        standingPlan.push(step);
        usedTargets.add(step.target);
        for (const id of step.ships) usedShips.add(id);
      }
    }
  } else if (spec.forcedAttack || world.settings.bombardBeforeLanding === 'required') {
    standingPlan = poolShips(ctx, armed, [...defenders].sort((a, b) => targetPriority(ctx, a, b)));
  }
  const plan = ctx.decider.decide(
    { key: `${spec.id}/bombard`, kind: 'bombard', decider: spec.side, prompt: `${spec.side}: bombard ${box.name}? (targets and ships)` },
    standingPlan,
    [] as { target: string; ships: string[] }[],
    (v) => {
      if (!Array.isArray(v)) return null;
      const used = new Set<string>();
      const out: { target: string; ships: string[] }[] = [];
      for (const p of v as { target?: unknown; ships?: unknown }[]) {
        if (typeof p?.target !== 'string' || !defenders.some((d) => d.id === p.target) || !Array.isArray(p.ships)) return null;
        const list = (p.ships as unknown[]).filter((x): x is string => typeof x === 'string');
        if (list.some((id) => used.has(id) || !armed.some((s) => s.id === id))) return null;
        for (const id of list) used.add(id);
        out.push({ target: p.target, ships: list });
      }
      return out;
    },
  );
  const bombarders: Unit[] = [];
  const bombarded = new Set<string>();
  for (const step of plan) {
    const target = unit(step.target);
    if (!target || bombarded.has(step.target)) continue;
    const firing = step.ships.map(unit).filter((u): u is Unit => !!u);
    const total = firing.reduce((s, u) => s + factorsOf(world, u).missile, 0);
    const mods = world.settings.bombardFailedModifier && firing.some((u) => u.maintFailed) ? [{ label: 'maintenance-failed bombarder', value: -1 }] : [];
    const die = rollEvent(ctx, { purpose: `bombard ${target.id}`, modifiers: mods, text: `${firing.map((u) => u.id).join('+')} bombard ${target.id} with missile ${total}`, kind: 'bombard', battleId: spec.id, systemId: spec.systemId, boxId: spec.boxId, unitIds: [...firing.map((u) => u.id), target.id], visibleTo });
    const result = bombardResult(total, die.result);
    bombarded.add(target.id);
    target.attacked = true;
    for (const f of firing) if (!bombarders.includes(f)) bombarders.push(f);
    emit(ctx, { kind: 'bombard-result', battleId: spec.id, systemId: spec.systemId, boxId: spec.boxId, unitIds: [target.id], text: `${target.id}: ${result === 'D' ? 'destroyed' : result === 'N' ? 'neutralized' : 'no effect'}`, visibleTo, data: { result, total } });
    if (result === 'N') target.neutralized = true;
    if (result === 'D') destroyUnit(ctx, target, 'bombardment', visibleTo, spec.id);
  }
  // 2. PD fire at every approaching ship and dropping JT.
  const pdms = world.units
    .filter((u) => u.loc.kind === 'box' && u.loc.boxId === spec.boxId && classOf(world, u).category === 'pdm' && u.emplaced && !u.neutralized && coalitionOf(world, u) !== spec.side)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const approaching: { unit: Unit; screen: number; failed: boolean; drop: boolean }[] = [];
  for (const s of [...bombarders, ...landers.filter((l) => !bombarders.includes(l))]) approaching.push({ unit: s, screen: factorsOf(world, s).screen, failed: !!s.maintFailed, drop: false });
  for (const j of drops) approaching.push({ unit: j, screen: 7, failed: false, drop: true });
  const lost: string[] = [];
  const boxFirer = box.type === 1 ? 'type1-box' : 'type2-box';
  for (const a of approaching) {
    const firers: { label: string; kind: 'type1-box' | 'type2-box' | 'pdm' }[] = [{ label: `${box.name} box`, kind: boxFirer }, ...pdms.filter((p) => world.units.includes(p)).map((p) => ({ label: p.id, kind: 'pdm' as const }))];
    for (const f of firers) {
      if (!world.units.includes(a.unit)) break;
      const die = rollEvent(ctx, { purpose: `PD fire ${f.label}→${a.unit.id}`, modifiers: pdModifiers({ screen: a.screen, maintFailed: a.failed }), text: `PD fire: ${f.label} at ${a.unit.id}${a.drop ? ' (dropping JT, screen 7)' : ''}`, kind: 'pd-fire', battleId: spec.id, systemId: spec.systemId, boxId: spec.boxId, unitIds: [a.unit.id], visibleTo });
      a.unit.attacked = true;
      if (pdDestroys(f.kind, die.result)) {
        lost.push(a.unit.id);
        destroyUnit(ctx, a.unit, 'pd-fire', visibleTo, spec.id);
      }
    }
  }
  // 3. Landing.
  const landed: string[] = [];
  for (const s of landers) if (world.units.includes(s)) landed.push(land(ctx, s, spec, visibleTo));
  for (const j of drops)
    if (world.units.includes(j)) {
      j.loc = { kind: 'box', systemId: spec.systemId, boxId: spec.boxId };
      landed.push(j.id);
      emit(ctx, { kind: 'landed', side: spec.side, systemId: spec.systemId, boxId: spec.boxId, unitIds: [j.id], text: `${j.id} drops into ${box.name}`, visibleTo });
    }
  return { bombarded: [...bombarded], landed, lost };
}

/** A ship moves into the box; its cargo is unloaded there (an un-emplaced PDM stays un-emplaced). */
function land(ctx: Ctx, ship: Unit, spec: InteractionSpec, visibleTo: Side[]): string {
  ship.loc = { kind: 'box', systemId: spec.systemId, boxId: spec.boxId };
  const cargo = cargoOf(ctx.world, ship.id).filter((c) => classOf(ctx.world, c).category !== 'ship');
  for (const c of cargo) c.loc = { kind: 'box', systemId: spec.systemId, boxId: spec.boxId };
  emit(ctx, { kind: 'landed', side: spec.side, systemId: spec.systemId, boxId: spec.boxId, unitIds: [ship.id, ...cargo.map((c) => c.id)], text: `${ship.id} lands in ${placeName(ctx.world, spec.boxId)}${cargo.length ? ` with ${cargo.map((c) => c.id).join(', ')}` : ''}`, visibleTo });
  return ship.id;
}
