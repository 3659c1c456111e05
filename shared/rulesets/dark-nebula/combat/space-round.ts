/**
 * One space-combat round's allocation, fire declarations and resolution (DN §5.0 宇宙艦の分配,
 * 戦闘の解決, 宇宙戦闘オプション). Dice order (digest §6.8): close-assault defensive fire in group
 * order, then beam and close-assault attacks (attacker's shots first, then the defender's), then
 * short-range missiles of the survivors, then long-range missiles; results apply at the end,
 * except that defensive fire and beam fire remove ships before they can attack (the source's
 * exceptions to simultaneity).
 */
import type { Side, Unit, World } from '../model';
import { asStringList } from '../engine/decisions';
import { emit, rollEvent, type Ctx } from '../engine/context';
import type { CombatInstructions } from '../orders/instructions';
import type { ShortFire } from '../orders/types';
import { classOf } from '../state/queries';
import { hitNumber, missileFactor, shotModifiers } from '../tables/space-crt';
import { canAttack, factorsOf } from './factors';

export interface Group {
  readonly defender: string[];
  readonly attacker: string[];
}
export interface Allocation {
  readonly groups: Group[];
  readonly withheld: string[];
}

export type FireType = 'missile' | 'concentrated' | 'beam' | 'srm' | 'srm-concentrated' | 'assault' | 'defensive' | 'none';
export interface Declaration {
  readonly unitId: string;
  type: FireType;
  target: string | null;
}

export interface RoundSetup {
  readonly battleId: string;
  readonly systemId: string;
  readonly round: number;
  readonly range: 'long' | 'short';
  readonly attacker: Side;
  readonly defender: Side;
  readonly withdrawing: ReadonlySet<Side>;
  readonly instructions: Record<Side, CombatInstructions>;
}

/** Probability in sixths that a shot of this kind hits (modifiers ignored): for default choices. */
export function chanceSixths(hit: number | null): number {
  if (hit === null) return 0;
  return Math.max(0, Math.min(6, 7 - hit));
}

/** The best hit number a ship can get against a target at a range, with the weapon giving it. */
export function bestShot(world: World, firer: Unit, target: Unit, range: 'long' | 'short', order: 'halve-then-double' | 'double-then-halve'): { kind: 'missile' | 'beam' | 'srm'; hit: number | null } {
  const f = factorsOf(world, firer);
  const screen = factorsOf(world, target).screen;
  if (range === 'long') return { kind: 'missile', hit: hitNumber('missile', missileFactor(f.missile, 'long', false, false, order), screen) };
  const beam = hitNumber('beam', f.beam, screen);
  const srm = hitNumber('missile', missileFactor(f.missile, 'short', false, false, order), screen);
  if (beam !== null && (srm === null || beam <= srm)) return { kind: 'beam', hit: beam };
  return { kind: 'srm', hit: srm };
}

const costOf = (world: World, u: Unit) => classOf(world, u).cost;
const byValue = (world: World) => (a: Unit, b: Unit) => Number(canAttack(world, b)) - Number(canAttack(world, a)) || costOf(world, b) - costOf(world, a) || (a.id < b.id ? -1 : 1);

/**
 * Default allocation (DN §5.0): the defender puts ships forward one at a time (attack-capable
 * ships first, most valuable first), the attacker matches each with the ship that has the best
 * shot at it; the side with ships left over stacks its armed ones where they shoot best (or
 * withholds them, standing instruction SURPLUS WITHHOLD); unarmed leftovers are withheld.
 */
export function defaultAllocation(ctx: Ctx, setup: RoundSetup, ships: Record<Side, Unit[]>): Allocation {
  const world = ctx.world;
  const order = world.settings.concentratedShort;
  const defenders = [...ships[setup.defender]].sort(byValue(world));
  const pool = [...ships[setup.attacker]];
  const groups: Group[] = [];
  for (const d of defenders) {
    if (pool.length === 0) break;
    pool.sort((a, b) => {
      const ca = canAttack(world, a) ? chanceSixths(bestShot(world, a, d, setup.range, order).hit) : -1;
      const cb = canAttack(world, b) ? chanceSixths(bestShot(world, b, d, setup.range, order).hit) : -1;
      return cb - ca || costOf(world, b) - costOf(world, a) || (a.id < b.id ? -1 : 1);
    });
    const a = pool.shift() as Unit;
    groups.push({ defender: [d.id], attacker: [a.id] });
  }
  const withheld: string[] = [];
  const surplusSide: Side = pool.length > 0 ? setup.attacker : setup.defender;
  const surplus = pool.length > 0 ? pool : defenders.slice(groups.length);
  const policy = setup.instructions[surplusSide].surplus ?? 'stack';
  for (const s of surplus) {
    if (policy === 'withhold' || !canAttack(world, s) || groups.length === 0) {
      withheld.push(s.id);
      continue;
    }
    let best: Group | null = null;
    let bestChance = -1;
    for (const g of groups) {
      const enemyIds = surplusSide === setup.attacker ? g.defender : g.attacker;
      for (const id of enemyIds) {
        const enemy = world.units.find((u) => u.id === id) as Unit;
        const chance = chanceSixths(bestShot(world, s, enemy, setup.range, order).hit);
        if (chance > bestChance) {
          bestChance = chance;
          best = g;
        }
      }
    }
    (surplusSide === setup.attacker ? (best as Group).attacker : (best as Group).defender).push(s.id);
  }
  return { groups, withheld };
}

/** Reads a given allocation: every id a ship of the battle, once; every group has both sides. */
export function validAllocation(value: unknown, ships: Record<Side, Unit[]>, setup: RoundSetup): Allocation | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as { groups?: unknown; withheld?: unknown };
  if (!Array.isArray(v.groups)) return null;
  const att = new Set(ships[setup.attacker].map((u) => u.id));
  const def = new Set(ships[setup.defender].map((u) => u.id));
  const used = new Set<string>();
  const groups: Group[] = [];
  for (const g of v.groups) {
    const d = asStringList((g as Group)?.defender);
    const a = asStringList((g as Group)?.attacker);
    if (!d || !a || d.length === 0 || a.length === 0) return null;
    if (d.some((id) => !def.has(id) || used.has(id)) || a.some((id) => !att.has(id) || used.has(id))) return null;
    for (const id of [...d, ...a]) used.add(id);
    groups.push({ defender: d, attacker: a });
  }
  const withheld = [...att, ...def].filter((id) => !used.has(id));
  return { groups, withheld };
}

function shortPreference(setup: RoundSetup, side: Side, unitId: string): ShortFire | undefined {
  const ins = setup.instructions[side];
  return ins.unitFire[unitId]?.short ?? ins.fireShort;
}

/** The declaration a ship makes by its standing instructions (or the default 'best'). */
function declareOne(world: World, setup: RoundSetup, side: Side, unit: Unit, enemies: Unit[]): Declaration {
  const f = factorsOf(world, unit);
  const order = world.settings.concentratedShort;
  const pickTarget = (score: (e: Unit) => number) =>
    [...enemies].sort((a, b) => score(a) - score(b) || costOf(world, b) - costOf(world, a) || (a.id < b.id ? -1 : 1))[0] ?? null;
  if (setup.range === 'long') {
    if (f.missile <= 0) return { unitId: unit.id, type: 'none', target: null };
    const wantConc = (setup.instructions[side].unitFire[unit.id]?.long ?? setup.instructions[side].fireLong) === 'concentrated' && !unit.maintFailed;
    const t = pickTarget((e) => hitNumber('missile', missileFactor(f.missile, 'long', wantConc, false, order), factorsOf(world, e).screen) ?? 99);
    return { unitId: unit.id, type: wantConc ? 'concentrated' : 'missile', target: t?.id ?? null };
  }
  const pref = shortPreference(setup, side, unit.id) ?? 'best';
  const beamHit = (e: Unit) => hitNumber('beam', f.beam, factorsOf(world, e).screen) ?? 99;
  const srmHit = (conc: boolean) => (e: Unit) => hitNumber('missile', missileFactor(f.missile, 'short', conc, false, order), factorsOf(world, e).screen) ?? 99;
  if (pref === 'assault' && f.beam > 0) return { unitId: unit.id, type: 'assault', target: pickTarget(beamHit)?.id ?? null };
  if (pref === 'concentrated' && !unit.maintFailed && f.missile > 0) return { unitId: unit.id, type: 'srm-concentrated', target: pickTarget(srmHit(true))?.id ?? null };
  if (pref === 'beam' && f.beam > 0) return { unitId: unit.id, type: 'beam', target: pickTarget(beamHit)?.id ?? null };
  if (pref === 'missile' && missileFactor(f.missile, 'short', false, false, order) > 0) return { unitId: unit.id, type: 'srm', target: pickTarget(srmHit(false))?.id ?? null };
  const beamT = f.beam > 0 ? pickTarget(beamHit) : null;
  const srmT = missileFactor(f.missile, 'short', false, false, order) > 0 ? pickTarget(srmHit(false)) : null;
  const bh = beamT ? beamHit(beamT) : 99;
  const sh = srmT ? srmHit(false)(srmT) : 99;
  if (beamT && bh <= sh) return { unitId: unit.id, type: 'beam', target: beamT.id };
  if (srmT) return { unitId: unit.id, type: 'srm', target: srmT.id };
  return { unitId: unit.id, type: 'none', target: null };
}

const FIRE_TYPES: FireType[] = ['missile', 'concentrated', 'beam', 'srm', 'srm-concentrated', 'assault', 'none'];

/**
 * Fire declarations (DN §5.0): the attacker first, then the defender (with defensive fire against
 * the attacker's close assaults), then the attacker's defensive fire. A ship already assaulted
 * cannot assault; a ship that assaults cannot be assaulted. A withdrawing side does not fire.
 */
export function declareFire(ctx: Ctx, setup: RoundSetup, alloc: Allocation, unit: (id: string) => Unit | undefined): Map<string, Declaration> {
  const world = ctx.world;
  const out = new Map<string, Declaration>();
  const assaulted = new Map<string, string[]>();
  const sideOf = new Map<string, Side>();
  for (const g of alloc.groups) {
    for (const id of g.attacker) sideOf.set(id, setup.attacker);
    for (const id of g.defender) sideOf.set(id, setup.defender);
  }
  const legalTypes = (u: Unit): FireType[] => {
    const f = factorsOf(world, u);
    if (setup.range === 'long') return f.missile > 0 ? (u.maintFailed ? ['missile', 'none'] : ['missile', 'concentrated', 'none']) : ['none'];
    const types: FireType[] = ['none'];
    if (f.beam > 0) types.push('beam', 'assault');
    if (missileFactor(f.missile, 'short', false, false) > 0) types.push('srm');
    if (f.missile > 0 && !u.maintFailed) types.push('srm-concentrated');
    return types;
  };
  for (const side of [setup.attacker, setup.defender]) {
    for (const g of alloc.groups) {
      const own = side === setup.attacker ? g.attacker : g.defender;
      const enemyIds = side === setup.attacker ? g.defender : g.attacker;
      const enemies = enemyIds.map(unit).filter((u): u is Unit => !!u);
      for (const id of own) {
        const u = unit(id);
        if (!u) continue;
        if (setup.withdrawing.has(side)) {
          out.set(id, { unitId: id, type: 'none', target: null });
          continue;
        }
        if (out.get(id)?.type === 'defensive') continue;
        const standing = declareOne(world, setup, side, u, enemies);
        const decl = ctx.decider.decide(
          { key: `${setup.battleId}/r${setup.round}/fire/${id}`, kind: 'fire', decider: side, prompt: `${id}: fire type and target`, options: legalTypes(u) },
          standing,
          standing,
          (v) => {
            const t = (v as Declaration | null)?.type;
            const target = (v as Declaration | null)?.target ?? null;
            if (!t || !FIRE_TYPES.includes(t) || !legalTypes(u).includes(t)) return null;
            if (t !== 'none' && (target === null || !enemyIds.includes(target))) return null;
            return { unitId: id, type: t, target };
          },
        );
        const d: Declaration = { ...decl };
        // An assault on a ship that itself assaults, or by a ship already assaulted, becomes beam fire.
        if (d.type === 'assault' && d.target && (out.get(d.target)?.type === 'assault' || assaulted.has(id))) d.type = 'beam';
        if (d.type === 'assault' && d.target) assaulted.set(d.target, [...(assaulted.get(d.target) ?? []), id]);
        out.set(id, d);
      }
    }
    // Defensive fire by the other side's assaulted ships (DN §5.0 防御射撃): full beam, no normal fire.
    const other: Side = side === setup.attacker ? setup.defender : setup.attacker;
    if (setup.withdrawing.has(other)) continue;
    for (const [targetId, assaulters] of assaulted) {
      if (sideOf.get(targetId) !== other || assaulters.length === 0) continue;
      const t = unit(targetId);
      if (!t || factorsOf(world, t).beam <= 0) continue;
      const declared = out.get(targetId);
      if (declared?.type === 'assault') continue;
      const standing = setup.instructions[other].defensive;
      const yes = ctx.decider.decide(
        { key: `${setup.battleId}/r${setup.round}/defensive/${targetId}`, kind: 'fire', decider: other, prompt: `${targetId}: defensive fire against ${assaulters.join(', ')}?` },
        standing,
        true,
        (v) => (typeof v === 'boolean' ? v : null),
      );
      if (yes) out.set(targetId, { unitId: targetId, type: 'defensive', target: null });
    }
  }
  return out;
}

interface ShotSpec {
  firer: Unit;
  target: Unit;
  weapon: 'missile' | 'beam';
  factor: number;
  closeAssault: boolean;
  label: string;
}

function shoot(ctx: Ctx, setup: RoundSetup, s: ShotSpec): boolean {
  const hit = hitNumber(s.weapon, s.factor, factorsOf(ctx.world, s.target).screen);
  s.target.attacked = true;
  if (hit === null) return false;
  const mods = shotModifiers({ closeAssault: s.closeAssault, firerFailed: !!s.firer.maintFailed, targetFailed: !!s.target.maintFailed });
  if (6 + mods.reduce((a, m) => a + m.value, 0) < hit) {
    // No roll can reach the hit number: the shot is declared and logged, no die is thrown.
    emit(ctx, { kind: 'space-shot', battleId: setup.battleId, systemId: setup.systemId, unitIds: [s.firer.id, s.target.id], text: `${s.firer.id} ${s.label} (${s.weapon} ${s.factor}) at ${s.target.id}: hit number ${hit} cannot be reached`, visibleTo: [setup.attacker, setup.defender], data: { hit, weapon: s.weapon, factor: s.factor, unreachable: true } });
    return false;
  }
  const die = rollEvent(ctx, {
    purpose: `${s.label} ${s.firer.id}→${s.target.id}`,
    modifiers: mods,
    text: `${s.firer.id} ${s.label} (${s.weapon} ${s.factor}) at ${s.target.id}, hit number ${hit}`,
    kind: 'space-shot',
    battleId: setup.battleId,
    systemId: setup.systemId,
    unitIds: [s.firer.id, s.target.id],
    visibleTo: [setup.attacker, setup.defender],
    data: { hit, weapon: s.weapon, factor: s.factor, closeAssault: s.closeAssault },
  });
  return die.result >= hit;
}

/**
 * Resolves the declared fire. Returns the ships destroyed this round (all of them are removed by
 * the caller at the end of the round).
 */
export function resolveFire(ctx: Ctx, setup: RoundSetup, alloc: Allocation, decl: Map<string, Declaration>, unit: (id: string) => Unit | undefined): Set<string> {
  const world = ctx.world;
  const order = world.settings.concentratedShort;
  const earlyDead = new Set<string>();
  const beamDead = new Set<string>();
  const dead = new Set<string>();
  // Group order, the attacker's ships of each group before the defender's (digest §6.8, D1).
  const firers = alloc.groups.flatMap((g) => [...g.attacker, ...g.defender]);
  // 1. Defensive fire against close assaults, in group order; assaulters hit are removed before attacking.
  for (const id of firers) {
    const d = decl.get(id);
    if (d?.type !== 'assault' || !d.target || decl.get(d.target)?.type !== 'defensive') continue;
    const assaulter = unit(id);
    const defender = unit(d.target);
    if (!assaulter || !defender) continue;
    if (shoot(ctx, setup, { firer: defender, target: assaulter, weapon: 'beam', factor: factorsOf(world, defender).beam, closeAssault: false, label: 'defensive fire' })) earlyDead.add(id);
  }
  const retarget = (firerId: string, targetId: string | null): Unit | null => {
    if (targetId && !earlyDead.has(targetId) && !beamDead.has(targetId)) return unit(targetId) ?? null;
    if (world.settings.srmLostTarget !== 'retarget') return null;
    const g = alloc.groups.find((gr) => gr.attacker.includes(firerId) || gr.defender.includes(firerId));
    const enemies = g ? (g.attacker.includes(firerId) ? g.defender : g.attacker) : [];
    const alive = enemies.filter((e) => !earlyDead.has(e) && !beamDead.has(e));
    return alive.length > 0 ? (unit(alive[0] as string) ?? null) : null;
  };
  // 2. Beam fire and close-assault attacks (simultaneous among themselves).
  for (const id of firers) {
    const d = decl.get(id);
    if (!d || (d.type !== 'beam' && d.type !== 'assault') || earlyDead.has(id) || !d.target || earlyDead.has(d.target)) continue;
    const firer = unit(id);
    const target = unit(d.target);
    if (!firer || !target) continue;
    if (shoot(ctx, setup, { firer, target, weapon: 'beam', factor: factorsOf(world, firer).beam, closeAssault: d.type === 'assault', label: d.type === 'assault' ? 'close assault' : 'beam' })) beamDead.add(target.id);
  }
  // 3. Short-range missiles, by ships not destroyed by beam fire this round (A4 for lost targets).
  const srmDead = new Set<string>();
  for (const id of firers) {
    const d = decl.get(id);
    if (!d || (d.type !== 'srm' && d.type !== 'srm-concentrated') || earlyDead.has(id) || beamDead.has(id)) continue;
    const firer = unit(id);
    const target = retarget(id, d.target);
    if (!firer || !target) {
      emit(ctx, { kind: 'space-shot-lost', text: `${id}: short-range missile target gone, shot lost (ambiguity A4)`, battleId: setup.battleId, systemId: setup.systemId, unitIds: [id], visibleTo: [setup.attacker, setup.defender] });
      continue;
    }
    const conc = d.type === 'srm-concentrated';
    const factor = missileFactor(factorsOf(world, firer).missile, 'short', conc, false, order);
    if (shoot(ctx, setup, { firer, target, weapon: 'missile', factor, closeAssault: false, label: conc ? 'concentrated short-range missiles' : 'short-range missiles' })) srmDead.add(target.id);
    if (conc) firer.missileSpent = true;
  }
  // 4. Long-range missiles (simultaneous).
  const longDead = new Set<string>();
  for (const id of firers) {
    const d = decl.get(id);
    if (!d || (d.type !== 'missile' && d.type !== 'concentrated') || !d.target) continue;
    const firer = unit(id);
    const target = unit(d.target);
    if (!firer || !target) continue;
    const conc = d.type === 'concentrated';
    const factor = missileFactor(factorsOf(world, firer).missile, 'long', conc, false, order);
    if (shoot(ctx, setup, { firer, target, weapon: 'missile', factor, closeAssault: false, label: conc ? 'concentrated missiles' : 'missiles' })) longDead.add(target.id);
    if (conc) firer.missileSpent = true;
  }
  for (const set of [earlyDead, beamDead, srmDead, longDead]) for (const id of set) dead.add(id);
  return dead;
}
