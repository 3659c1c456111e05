/**
 * Ground combat in one box (DN §5.0 地上戦闘サブフェイズ). The box owner defends. Unsupported
 * ground combat first; then rounds: the defender puts ground units forward, the attacker matches;
 * surplus defenders may stack or stay as second line (out of the subphase); a defender short of
 * ground units must put PDMs and ships forward. Pooled attacks on the ground CRT, first fire for
 * pure RT/AT against pure JT, +2 when mercenaries face mercenaries. Dice order: first-fire dice,
 * then all other attacks in group order, attacker first.
 */
import type { Owner, Side, Unit } from '../model';
import { emit, rollEvent, type Ctx } from '../engine/context';
import { destroyUnit } from '../engine/units';
import { classOf, coalitionOf, placeName } from '../state/queries';
import { groundDefence, groundDestroys } from '../tables/ground-crt';

export interface GroundBattleSpec {
  readonly id: string;
  readonly systemId: string;
  readonly boxId: string;
  readonly attacker: Owner;
  readonly defender: Owner;
  /** Defender's policy for surplus ground units (standing GROUND; default second line). */
  readonly defenderSurplus: 'second-line' | 'commit-all';
}

export interface GroundBattleResult {
  readonly id: string;
  readonly outcome: 'unsupported' | 'attacker-wiped' | 'defender-committed-gone' | 'no-ground' | 'round-limit';
  readonly winner: Owner | null;
  readonly rounds: number;
}

interface GGroup {
  defender: Unit[];
  attacker: Unit[];
}

const isGround = (ctx: Ctx, u: Unit) => classOf(ctx.world, u).category === 'ground';
const defenceOf = (ctx: Ctx, u: Unit) => groundDefence({ category: classOf(ctx.world, u).category, strength: u.strength });
const attackOf = (ctx: Ctx, u: Unit) => (isGround(ctx, u) && !u.neutralized ? (u.strength ?? 0) : 0);
const byStrength = (ctx: Ctx) => (a: Unit, b: Unit) => defenceOf(ctx, b) - defenceOf(ctx, a) || (a.id < b.id ? -1 : 1);

export function resolveGroundBattle(ctx: Ctx, spec: GroundBattleSpec): GroundBattleResult {
  const world = ctx.world;
  const players = [spec.attacker, spec.defender].filter((o): o is Side => o === 'aslan' || o === 'human');
  const visibleTo: Side[] = [...new Set(players)];
  const inBox = (who: Owner) => world.units.filter((u) => u.loc.kind === 'box' && u.loc.boxId === spec.boxId && coalitionOf(world, u) === who);
  for (const u of [...inBox(spec.attacker), ...inBox(spec.defender)]) if (u.owner === 'independent') u.seenBy = [...new Set([...(u.seenBy ?? []), ...visibleTo])];
  const attackers0 = inBox(spec.attacker);
  const defenders0 = inBox(spec.defender);
  const attG = attackers0.filter((u) => isGround(ctx, u));
  const defG = defenders0.filter((u) => isGround(ctx, u));
  emit(ctx, { kind: 'ground-start', battleId: spec.id, systemId: spec.systemId, boxId: spec.boxId, unitIds: [...attackers0, ...defenders0].map((u) => u.id), text: `Ground combat in ${placeName(ctx.world, spec.boxId)}: ${spec.attacker} attacks ${spec.defender}`, visibleTo, data: { attacker: spec.attacker, defender: spec.defender } });
  // Unsupported ground combat (非支援下の地上戦闘): one side has only non-ground units.
  if (attG.length === 0 && defG.length === 0) {
    // A13: neither side has ground units. Default: both stay; option: the lander takes the box.
    if (ctx.world.settings.landingNoGround === 'lander-takes' && attackers0.length > 0) {
      for (const u of defenders0) destroyUnit(ctx, u, 'unsupported', visibleTo, spec.id);
      return end(ctx, spec, visibleTo, 'no-ground', spec.attacker, 0);
    }
    return end(ctx, spec, visibleTo, 'no-ground', null, 0);
  }
  if (defG.length === 0 || attG.length === 0) {
    const winner = defG.length === 0 ? spec.attacker : spec.defender;
    const losers = defG.length === 0 ? defenders0 : attackers0;
    emit(ctx, { kind: 'ground-unsupported', battleId: spec.id, systemId: spec.systemId, boxId: spec.boxId, text: `Unsupported ground combat: ${winner} wins; every ${winner === spec.attacker ? spec.defender : spec.attacker} unit in the box is removed`, visibleTo });
    for (const u of losers) destroyUnit(ctx, u, 'unsupported', visibleTo, spec.id);
    return end(ctx, spec, visibleTo, 'unsupported', winner, 0);
  }
  // Round 1 allocation decides the committed defenders; second line stays out.
  const committed = new Set<string>();
  const alive = (u: Unit) => world.units.includes(u);
  let round = 0;
  while (true) {
    round++;
    const att = inBox(spec.attacker).filter((u) => isGround(ctx, u));
    const defPool = round === 1 ? inBox(spec.defender) : inBox(spec.defender).filter((u) => committed.has(u.id));
    const dGround = defPool.filter((u) => isGround(ctx, u)).sort(byStrength(ctx));
    if (att.length === 0) {
      const rest = inBox(spec.attacker);
      emit(ctx, { kind: 'ground-attacker-wiped', battleId: spec.id, boxId: spec.boxId, text: `${spec.attacker}'s ground units are all destroyed: every other ${spec.attacker} unit in the box is destroyed too`, visibleTo });
      for (const u of rest) destroyUnit(ctx, u, 'attacker-wiped', visibleTo, spec.id);
      return end(ctx, spec, visibleTo, 'attacker-wiped', spec.defender, round - 1);
    }
    if (round > 1 && dGround.length === 0) {
      // A22: by default the defender's second line keeps the box; option: the attacker takes it now.
      const box = world.boxes[spec.boxId];
      if (!world.settings.secondLineKeepsBox && box && inBox(spec.attacker).length > 0) box.owner = spec.attacker;
      return end(ctx, spec, visibleTo, 'defender-committed-gone', spec.attacker, round - 1);
    }
    if (round > world.settings.groundRoundLimit) {
      emit(ctx, { kind: 'ground-limit', battleId: spec.id, boxId: spec.boxId, text: `Ground round limit reached in ${placeName(ctx.world, spec.boxId)}: both sides stay (not in the source; GM to rule)`, visibleTo });
      return end(ctx, spec, visibleTo, 'round-limit', null, round - 1);
    }
    const groups = allocate(ctx, spec, att.sort(byStrength(ctx)), dGround, defPool.filter((u) => !isGround(ctx, u)).sort(byStrength(ctx)), round === 1);
    if (round === 1) for (const g of groups) for (const d of g.defender) committed.add(d.id);
    emit(ctx, { kind: 'ground-allocation', battleId: spec.id, boxId: spec.boxId, text: `Ground round ${round}: ${groups.map((g) => `[${g.defender.map((u) => u.id).join('+')} vs ${g.attacker.map((u) => u.id).join('+')}]`).join(' ')}`, visibleTo, data: { round, groups: groups.map((g) => ({ defender: g.defender.map((u) => u.id), attacker: g.attacker.map((u) => u.id) })) } });
    if (!groups.some((g) => g.attacker.some((u) => attackOf(ctx, u) > 0) || g.defender.some((u) => attackOf(ctx, u) > 0))) {
      emit(ctx, { kind: 'ground-stalemate', battleId: spec.id, boxId: spec.boxId, text: `No unit in ${placeName(ctx.world, spec.boxId)} can attack: both sides stay`, visibleTo });
      return end(ctx, spec, visibleTo, 'round-limit', null, round - 1);
    }
    const dead = new Set<string>();
    // First fire (A14 per group, or per side).
    const firstFireGroups = groups.filter((g) => firstFire(ctx, world.settings.firstFire === 'per-side' ? { attacker: att, defender: dGround } : g));
    const fired = new Set<string>();
    for (const g of firstFireGroups) {
      const jtSide = g.attacker.every((u) => classOf(world, u).code === 'JT') ? 'attacker' : 'defender';
      const shooters = jtSide === 'attacker' ? g.defender : g.attacker;
      const targets = jtSide === 'attacker' ? g.attacker : g.defender;
      attack(ctx, spec, visibleTo, shooters, targets, dead, 'first fire');
      for (const s of shooters) fired.add(s.id);
      for (const t of targets) if (dead.has(t.id)) fired.add(t.id);
    }
    const early = new Set(dead);
    for (const g of groups)
      for (const who of ['attacker', 'defender'] as const) {
        const shooters = g[who].filter((u) => !fired.has(u.id) && !early.has(u.id));
        const targets = (who === 'attacker' ? g.defender : g.attacker).filter((u) => !early.has(u.id));
        attack(ctx, spec, visibleTo, shooters, targets, dead, 'attack');
      }
    for (const id of [...dead].sort()) {
      const u = world.units.find((x) => x.id === id);
      if (u && alive(u)) destroyUnit(ctx, u, 'ground-combat', visibleTo, spec.id);
    }
  }
}

/** Pure JT against pure RT or pure AT (DN §5.0 先制射撃). */
function firstFire(ctx: Ctx, g: { attacker: Unit[]; defender: Unit[] }): boolean {
  const codes = (list: Unit[]) => new Set(list.map((u) => classOf(ctx.world, u).code));
  const a = codes(g.attacker);
  const d = codes(g.defender);
  const pureJt = (s: Set<string>) => s.size === 1 && s.has('JT');
  const pureRA = (s: Set<string>) => s.size === 1 && (s.has('RT') || s.has('AT'));
  return (pureJt(a) && pureRA(d)) || (pureJt(d) && pureRA(a));
}

/** The shooters pool against the target with the best odds (lowest defence); mercenary +2 (DN §5.0 傭兵). */
function attack(ctx: Ctx, spec: GroundBattleSpec, visibleTo: Side[], shooters: Unit[], targets: Unit[], dead: Set<string>, label: string): void {
  const able = shooters.filter((u) => attackOf(ctx, u) > 0);
  if (able.length === 0 || targets.length === 0) return;
  const target = [...targets].sort((a, b) => defenceOf(ctx, a) - defenceOf(ctx, b) || attackOf(ctx, b) - attackOf(ctx, a) || (a.id < b.id ? -1 : 1))[0] as Unit;
  const total = able.reduce((s, u) => s + attackOf(ctx, u), 0);
  const diff = total - defenceOf(ctx, target);
  const merc = able.some((u) => u.hiredBy) && !!target.hiredBy;
  const mod = merc ? 2 : 0;
  const offTable = ctx.world.settings.groundOffTable;
  if (![1, 2, 3, 4, 5, 6].some((d) => groundDestroys(diff, d + mod, offTable))) {
    // No die can destroy the target: the attack is logged without a roll.
    emit(ctx, { kind: 'ground-attack', battleId: spec.id, systemId: spec.systemId, boxId: spec.boxId, unitIds: [...able.map((u) => u.id), target.id], text: `${label}: ${able.map((u) => u.id).join('+')} (${total}) at ${target.id} (${defenceOf(ctx, target)}), differential ${diff >= 0 ? '+' : ''}${diff}: no roll can destroy it`, visibleTo, data: { differential: diff, impossible: true } });
    target.attacked = true;
    return;
  }
  const die = rollEvent(ctx, {
    purpose: `ground ${label} ${able.map((u) => u.id).join('+')}→${target.id}`,
    modifiers: merc ? [{ label: 'mercenaries on both sides', value: 2 }] : [],
    text: `${label}: ${able.map((u) => u.id).join('+')} (${total}) at ${target.id} (${defenceOf(ctx, target)}), differential ${diff >= 0 ? '+' : ''}${diff}`,
    kind: 'ground-attack',
    battleId: spec.id,
    systemId: spec.systemId,
    boxId: spec.boxId,
    unitIds: [...able.map((u) => u.id), target.id],
    visibleTo,
    data: { differential: diff },
  });
  target.attacked = true;
  if (groundDestroys(diff, die.result, ctx.world.settings.groundOffTable)) dead.add(target.id);
}

/**
 * Groups: the defender leads with ground units (strongest first), the attacker matches with its
 * strongest; defender ground surplus stacks or stays second line (round 1 only); a defender short
 * of ground units puts PDMs and ships forward; attacker surplus stacks on the weakest group.
 */
function allocate(ctx: Ctx, spec: GroundBattleSpec, att: Unit[], dGround: Unit[], dOther: Unit[], first: boolean): GGroup[] {
  const groups: GGroup[] = [];
  const pool = [...att];
  for (const d of dGround) {
    const a = pool.shift();
    if (!a) break;
    groups.push({ defender: [d], attacker: [a] });
  }
  const extraDef = dGround.slice(groups.length);
  if (extraDef.length > 0 && (!first || spec.defenderSurplus === 'commit-all')) {
    for (const d of extraDef) {
      const g = [...groups].sort((x, y) => x.defender.length - y.defender.length)[0];
      g?.defender.push(d);
    }
  }
  for (const d of dOther) {
    const a = pool.shift();
    if (!a) break;
    groups.push({ defender: [d], attacker: [a] });
  }
  for (const a of pool) {
    const g = [...groups].sort((x, y) => x.defender.reduce((s, u) => s + defenceOf(ctx, u), 0) - y.defender.reduce((s, u) => s + defenceOf(ctx, u), 0))[0];
    g?.attacker.push(a);
  }
  return groups;
}

function end(ctx: Ctx, spec: GroundBattleSpec, visibleTo: Side[], outcome: GroundBattleResult['outcome'], winner: Owner | null, rounds: number): GroundBattleResult {
  emit(ctx, { kind: 'ground-end', battleId: spec.id, systemId: spec.systemId, boxId: spec.boxId, text: `Ground combat in ${placeName(ctx.world, spec.boxId)} ends: ${outcome}${winner ? `, ${winner} prevails` : ''}`, visibleTo, data: { outcome, winner, rounds } });
  return { id: spec.id, outcome, winner, rounds };
}
