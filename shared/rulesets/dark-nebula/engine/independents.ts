/**
 * Independent systems (DN §12.0): negotiation at the start of the phase player's combat phase,
 * alliances kept by a garrison, mercenaries (hire, fees every game turn, escort or surrender,
 * dismissal at home), and the return of destroyed allied units (A32).
 */
import type { Side, Unit } from '../model';
import { otherSide } from '../model';
import type { CombatInstructions } from '../orders/instructions';
import { cargoOf, classOf, coalitionOf, mapIndex, placeOfUnit } from '../state/queries';
import { negotiationMissileTotal, negotiationModifier, negotiationResult } from '../tables/negotiation';
import { changeRu, emit, rollEvent, type Ctx } from './context';
import { destroyUnit } from './units';

export interface NegotiationOutcome {
  /** Boxes this player negotiated with this phase: no voluntary attack on them (DN §12.0). */
  readonly truce: Set<string>;
  /** Systems where the result was 'Combat': attack now (A33). */
  readonly forced: Set<string>;
}

/** Independent units garrisoning a box (not hired away). */
export function garrisonOf(ctx: Ctx, boxId: string): Unit[] {
  return ctx.world.units.filter((u) => u.owner === 'independent' && u.loc.kind === 'box' && u.loc.boxId === boxId && !u.hiredBy);
}

/** Negotiation attempts of the phase player (standing NEGOTIATE lines). The Vilani never negotiate. */
export function negotiate(ctx: Ctx, side: Side, ins: CombatInstructions, opts: { quietWhereAbsent?: boolean } = {}): NegotiationOutcome {
  const world = ctx.world;
  const out: NegotiationOutcome = { truce: new Set(), forced: new Set() };
  if (world.sides[side].variant === 'vilani') {
    if (ins.negotiate.length > 0) emit(ctx, { kind: 'order-refused', side, text: 'The Vilani never negotiate with independents (DN §10.0, §12.0)', visibleTo: [side] });
    return out;
  }
  for (const attempt of ins.negotiate) {
    const entry = mapIndex(world.map).boxes.get(attempt.at) ?? null;
    const system = entry?.system ?? mapIndex(world.map).systems.get(attempt.at);
    if (!system) continue;
    const box = entry?.box ?? system.boxes.find((b) => garrisonOf(ctx, b.id).length > 0);
    const refuse = (why: string) => emit(ctx, { kind: 'order-refused', side, systemId: system.id, text: `Negotiation at ${system.name} refused: ${why} (DN §12.0)`, visibleTo: [side] });
    if (!box) {
      refuse('no independent garrison there');
      continue;
    }
    const state = world.boxes[box.id];
    const garrison = garrisonOf(ctx, box.id);
    if ((world.negotiated ?? []).includes(`${side}:${box.id}`)) continue;
    if (state?.owner !== 'independent' || garrison.length === 0) {
      refuse('no independent garrison there');
      continue;
    }
    if (state.alliedWith) {
      refuse(`already allied with ${state.alliedWith === side ? 'you' : 'another power'}`);
      continue;
    }
    const here = world.units.filter((u) => placeOfUnit(world, u)?.systemId === system.id);
    if (here.some((u) => coalitionOf(world, u) === otherSide(side))) {
      refuse('enemy units are in the system');
      continue;
    }
    if (!here.some((u) => u.owner === side)) {
      if (!opts.quietWhereAbsent) refuse('you have no unit in the system');
      continue;
    }
    world.negotiated = [...(world.negotiated ?? []), `${side}:${box.id}`];
    const total = negotiationMissileTotal(garrison.map((u) => ({ category: classOf(world, u).category, missile: classOf(world, u).missile, strength: u.strength })));
    const dm = negotiationModifier(total);
    const die = rollEvent(ctx, { purpose: `negotiate ${box.name}`, modifiers: dm ? [{ label: `independents' missile ${total}`, value: dm }] : [], text: `${side} negotiates with ${box.name}`, kind: 'negotiation', side, systemId: system.id, boxId: box.id, visibleTo: [side] });
    const result = negotiationResult(die.result);
    out.truce.add(box.id);
    for (const g of garrison) g.seenBy = [...new Set([...(g.seenBy ?? []), side])];
    if (result === 'alliance') {
      state.alliedWith = side;
      emit(ctx, { kind: 'alliance', side, systemId: system.id, boxId: box.id, unitIds: garrison.map((g) => g.id), text: `${box.name} allies with ${side}`, visibleTo: [side] });
      const hire = attempt.hire === 'ALL' ? garrison.map((g) => g.id) : attempt.hire === 'NONE' ? [] : [...attempt.hire];
      hireUnits(ctx, side, hire);
    } else {
      out.truce.delete(box.id);
      if (world.settings.negotiationCombat === 'attack-now') out.forced.add(system.id);
      emit(ctx, { kind: 'negotiation-combat', side, systemId: system.id, boxId: box.id, text: `${box.name} refuses: combat${world.settings.negotiationCombat === 'attack-now' ? ' now, you attack (ambiguity A33)' : ''}`, visibleTo: [side] });
    }
  }
  return out;
}

/** Hires allied units as mercenaries; the fee (hire chart) is paid now for this game turn. */
export function hireUnits(ctx: Ctx, side: Side, ids: readonly string[]): void {
  const world = ctx.world;
  for (const id of ids) {
    const u = world.units.find((x) => x.id === id);
    if (!u || u.owner !== 'independent' || u.hiredBy || !u.home || world.boxes[u.home]?.alliedWith !== side) {
      emit(ctx, { kind: 'order-refused', side, unitIds: [id], text: `${id} cannot be hired: only units of a system allied with you (DN §12.0)`, visibleTo: [side] });
      continue;
    }
    const cls = classOf(world, u);
    if (cls.category === 'pdm') {
      emit(ctx, { kind: 'order-refused', side, unitIds: [id], text: `${id}: batteries cannot be hired (Charts)`, visibleTo: [side] });
      continue;
    }
    if (world.sides[side].ru < cls.cost) {
      emit(ctx, { kind: 'order-refused', side, unitIds: [id], text: `${id}: not enough RU for the ${cls.cost} RU fee`, visibleTo: [side] });
      continue;
    }
    u.hiredBy = side;
    u.fee = cls.cost;
    changeRu(ctx, side, -cls.cost, `hire fee ${id} (${cls.code})`);
  }
}

/** M&P: every mercenary's fee (DN §12.0); unpaid ones are dismissed and go home (A38). */
export function payMercenaries(ctx: Ctx, side: Side): void {
  const world = ctx.world;
  for (const u of world.units.filter((x) => x.hiredBy === side)) {
    const fee = u.fee ?? classOf(world, u).cost;
    if (world.sides[side].ru >= fee) changeRu(ctx, side, -fee, `mercenary fee ${u.id}`);
    else if (world.settings.unpaidMercenaries === 'dismiss') dismiss(ctx, u, 'unpaid');
  }
}

/** Ends a hire: the unit goes back to its home box (DN §12.0, A38). */
export function dismiss(ctx: Ctx, u: Unit, why: 'unpaid' | 'order' | 'alliance-ended'): void {
  const side = u.hiredBy;
  const home = u.home;
  delete u.hiredBy;
  delete u.fee;
  if (home) {
    const entry = mapIndex(ctx.world.map).boxes.get(home);
    if (entry) u.loc = { kind: 'box', systemId: entry.system.id, boxId: home };
  }
  if (side) emit(ctx, { kind: 'dismissed', side, unitIds: [u.id], text: `${u.id} dismissed (${why}); it returns to its home system`, visibleTo: [side] });
}

/**
 * Mercenaries must always be stacked with an own unit of their employer (same star hex, same box,
 * or aboard an own ship); otherwise they surrender (DN §12.0).
 */
export function checkEscorts(ctx: Ctx): void {
  const world = ctx.world;
  for (const u of world.units.filter((x) => x.hiredBy)) {
    const side = u.hiredBy as Side;
    if (u.loc.kind === 'pending') continue;
    if (u.loc.kind === 'carried') {
      const carrier = world.units.find((c) => c.id === (u.loc as { carrierId: string }).carrierId);
      if (carrier?.owner === side) continue;
    }
    const place = placeOfUnit(world, u);
    const escorted = world.units.some((o) => o.owner === side && o.loc.kind !== 'carried' && o.loc.kind !== 'pending' && samePlace(placeOfUnit(world, o), place));
    const carrying = cargoOf(world, u.id).some((c) => c.owner === side);
    if (!escorted && !carrying) destroyUnit(ctx, u, 'surrender', [side]);
  }
}

function samePlace(a: { systemId: string; boxId: string | null } | null, b: { systemId: string; boxId: string | null } | null): boolean {
  return !!a && !!b && a.systemId === b.systemId && a.boxId === b.boxId;
}

/** An alliance ends as soon as no unit of the ally is left in the system (DN §12.0). */
export function checkGarrisons(ctx: Ctx): void {
  const world = ctx.world;
  for (const s of world.map.systems)
    for (const b of s.boxes) {
      const state = world.boxes[b.id];
      const ally = state?.alliedWith;
      if (!ally) continue;
      const held = world.units.some((u) => u.owner === ally && placeOfUnit(world, u)?.systemId === s.id);
      if (!held) {
        delete state.alliedWith;
        emit(ctx, { kind: 'alliance-ended', side: ally, systemId: s.id, boxId: b.id, text: `${b.name}: no ${ally} unit left in the system, the alliance ends (DN §12.0)`, visibleTo: [ally] });
      }
    }
}
