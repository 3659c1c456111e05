/**
 * A space battle in one star hex (DN §5.0 宇宙戦闘サブフェイズ): rounds of range, withdrawal,
 * allocation, fire and resolution, until one side is annihilated or withdraws, or neither can
 * attack (draw). The phase player attacks. Battle bonuses (DN §8.0, §9.0) follow a battle
 * between the two players in which both had a cruiser or capital ship.
 */
import type { Side, Unit } from '../model';
import { emit, rollEvent, changeRu, type Ctx } from '../engine/context';
import { destroyUnit } from '../engine/units';
import type { CombatInstructions } from '../orders/instructions';
import { cargoOf, classOf, hasTag, routeBetween, placeName } from '../state/queries';
import { jumpCheckOk, vilaniDashedOk } from '../tables/maintenance';
import { canAttack, techBonus } from './factors';
import { bestShot, chanceSixths, declareFire, defaultAllocation, resolveFire, validAllocation, type RoundSetup } from './space-round';
import { fuelAllowsWithdrawal, mayJumpOut, ruleSaysWithdraw, withdrawalDestinations } from './withdrawal';

export interface SpaceBattleSpec {
  readonly id: string;
  readonly systemId: string;
  readonly attacker: Side;
  readonly defender: Side;
  readonly attackerShips: readonly string[];
  readonly defenderShips: readonly string[];
  /** Reaction ships that made three jumps (cannot withdraw, DN §5.0). */
  readonly cannotWithdraw: ReadonlySet<string>;
  readonly instructions: Record<Side, CombatInstructions>;
}

export interface SpaceBattleResult {
  readonly id: string;
  readonly systemId: string;
  readonly outcome: 'annihilation' | 'withdrawal' | 'draw' | 'round-limit';
  readonly winner: Side | null;
  readonly rounds: number;
  /** Both sides had a cruiser or capital ship (bonuses, A51). */
  readonly qualified: boolean;
  readonly withdrew: readonly { side: Side; to: string; ids: readonly string[] }[];
  readonly losses: Record<Side, readonly string[]>;
}

function qualifies(ctx: Ctx, ids: readonly string[]): boolean {
  const capitalsOnly = ctx.world.settings.bonusClasses === 'capitals-only';
  return ids.some((id) => {
    const u = ctx.world.units.find((x) => x.id === id);
    if (!u) return false;
    const tags = classOf(ctx.world, u).tags;
    return tags.includes('capital') || (!capitalsOnly && tags.includes('cruiser'));
  });
}

/** Resolves the battle; mutates the world (losses, withdrawals, hex control, bonuses). */
export function resolveSpaceBattle(ctx: Ctx, spec: SpaceBattleSpec): SpaceBattleResult {
  const world = ctx.world;
  const both: Side[] = [spec.attacker, spec.defender];
  const members: Record<Side, Set<string>> = { [spec.attacker]: new Set(spec.attackerShips), [spec.defender]: new Set(spec.defenderShips) } as Record<Side, Set<string>>;
  const start: Record<Side, number> = { [spec.attacker]: spec.attackerShips.length, [spec.defender]: spec.defenderShips.length } as Record<Side, number>;
  const qualified = qualifies(ctx, spec.attackerShips) && qualifies(ctx, spec.defenderShips);
  const losses: Record<Side, string[]> = { aslan: [], human: [] };
  const withdrew: { side: Side; to: string; ids: string[] }[] = [];
  const fighterHome = new Map<string, string>();
  const unit = (id: string): Unit | undefined => world.units.find((u) => u.id === id);
  const alive = (side: Side): Unit[] => [...members[side]].map(unit).filter((u): u is Unit => !!u && u.loc.kind === 'space' && u.loc.systemId === spec.systemId);
  emit(ctx, {
    kind: 'battle-start',
    battleId: spec.id,
    systemId: spec.systemId,
    unitIds: [...spec.attackerShips, ...spec.defenderShips],
    text: `Space battle at ${placeName(ctx.world, spec.systemId)}: ${spec.attacker} (${spec.attackerShips.join(', ')}) attacks ${spec.defender} (${spec.defenderShips.join(', ')})`,
    visibleTo: both,
    data: { attacker: spec.attacker, defender: spec.defender, attackerShips: spec.attackerShips, defenderShips: spec.defenderShips },
  });
  let range: 'long' | 'short' = 'long';
  let autoSwitch = false;
  let outcome: SpaceBattleResult['outcome'];
  let winner: Side | null = null;
  let round = 0;
  let lastEngaged: Record<Side, number> = { ...start };
  const limit = world.settings.spaceRoundLimit;
  while (true) {
    round++;
    // Preparation / round start: carriers launch their fighters (default policy).
    for (const side of both)
      for (const carrier of alive(side).filter((u) => hasTag(world, u, 'carrier')))
        for (const f of cargoOf(world, carrier.id).filter((c) => hasTag(world, c, 'fighter'))) {
          f.loc = { kind: 'space', systemId: spec.systemId };
          members[side].add(f.id);
          fighterHome.set(f.id, carrier.id);
        }
    const ships: Record<Side, Unit[]> = { aslan: alive('aslan'), human: alive('human') };
    if (ships[spec.attacker].length === 0 || ships[spec.defender].length === 0) {
      outcome = 'annihilation';
      winner = ships[spec.attacker].length > 0 ? spec.attacker : ships[spec.defender].length > 0 ? spec.defender : null;
      round--;
      break;
    }
    if (round > limit) {
      outcome = 'round-limit';
      round--;
      emit(ctx, { kind: 'battle-limit', battleId: spec.id, systemId: spec.systemId, text: `Round limit ${limit} reached at ${placeName(ctx.world, spec.systemId)}: left as a draw (not in the source; GM to rule)`, visibleTo: both });
      break;
    }
    // (1) Range.
    const countFor = (side: Side) => (world.settings.rangeCount === 'engaged' && round > 1 ? lastEngaged[side] : ships[side].length);
    if (round === 1) range = 'long';
    else if (autoSwitch) {
      range = range === 'long' ? 'short' : 'long';
      autoSwitch = false;
      emit(ctx, { kind: 'range', battleId: spec.id, systemId: spec.systemId, text: `Round ${round}: range switches automatically to ${range}`, visibleTo: both, data: { round, range, auto: true } });
    } else {
      const rolls: Record<Side, number> = { aslan: 0, human: 0 };
      for (const side of both) {
        const fewer = countFor(side) < countFor(side === spec.attacker ? spec.defender : spec.attacker);
        rolls[side] = rollEvent(ctx, { purpose: `range ${side}`, modifiers: fewer ? [{ label: 'fewer ships', value: 1 }] : [], text: `Round ${round} range roll, ${side}`, kind: 'range-roll', battleId: spec.id, systemId: spec.systemId, visibleTo: both }).result;
      }
      if (rolls.aslan === rolls.human) {
        autoSwitch = true;
        emit(ctx, { kind: 'range', battleId: spec.id, systemId: spec.systemId, text: `Round ${round}: tie, range stays ${range}; it switches next round`, visibleTo: both, data: { round, range, tie: true } });
      } else {
        const chooser: Side = rolls.aslan > rolls.human ? 'aslan' : 'human';
        const enemy: Side = chooser === 'aslan' ? 'human' : 'aslan';
        const ins = spec.instructions[chooser];
        const pref = ins.rangeAt[spec.systemId] ?? ins.rangeDefault;
        const standing: 'long' | 'short' | undefined = pref === undefined ? undefined : pref === 'keep' ? range : pref;
        const better: 'long' | 'short' = preferredRange(ctx, ships[chooser], ships[enemy]) ?? range;
        range = ctx.decider.decide({ key: `${spec.id}/r${round}/range`, kind: 'range', decider: chooser, prompt: `${chooser} won the range roll: long or short?`, options: ['long', 'short'] }, standing, better, (v) => (v === 'long' || v === 'short' ? v : null));
        emit(ctx, { kind: 'range', battleId: spec.id, systemId: spec.systemId, text: `Round ${round}: ${chooser} chooses ${range} range`, visibleTo: both, data: { round, range, chooser } });
      }
    }
    // Withdrawal declarations, phase player first (A7: after range, in any round).
    const withdrawing = new Map<Side, string>();
    if (round > 1 || world.settings.withdrawalRound1) {
      for (const side of both) {
        const enemy: Side = side === spec.attacker ? spec.defender : spec.attacker;
        const dests = withdrawalDestinations(world, side, spec.systemId);
        const movers = ships[side].filter((u) => mayJumpOut(world, u, spec.cannotWithdraw));
        if (dests.length === 0 || movers.length === 0 || !fuelAllowsWithdrawal(world, spec.systemId, movers)) continue;
        const ins = spec.instructions[side];
        const rule = ins.withdrawAt[spec.systemId] ?? ins.withdrawDefault;
        const armed = (list: Unit[]) => list.filter((u) => canAttack(world, u)).length;
        const standingYes = rule ? ruleSaysWithdraw(rule, { now: ships[side].length, start: start[side], armed: armed(ships[side]) }, { armed: armed(ships[enemy]) }) : undefined;
        const preferredTo = rule?.to && dests.includes(rule.to) ? rule.to : (dests[0] as string);
        const choice = ctx.decider.decide(
          { key: `${spec.id}/r${round}/withdraw/${side}`, kind: 'withdraw', decider: side, prompt: `${side}: withdraw from ${spec.systemId}? (to one of ${dests.join(', ')})`, options: [false, ...dests] },
          standingYes === undefined ? undefined : standingYes ? preferredTo : false,
          false as string | false,
          (v) => (v === false ? false : typeof v === 'string' && dests.includes(v) ? v : null),
        );
        if (choice !== false) {
          withdrawing.set(side, choice);
          emit(ctx, { kind: 'withdraw-declared', battleId: spec.id, systemId: spec.systemId, side, text: `Round ${round}: ${side} declares withdrawal to ${choice}`, visibleTo: both, data: { round, to: choice } });
        }
      }
    }
    // (2) Allocation.
    const setup: RoundSetup = { battleId: spec.id, systemId: spec.systemId, round, range, attacker: spec.attacker, defender: spec.defender, withdrawing: new Set(withdrawing.keys()), instructions: spec.instructions };
    const standingAlloc = defaultAllocation(ctx, setup, ships);
    // Standing instructions cover the allocation once the defender's sheet says how to use surplus ships.
    const allocStanding = spec.instructions[spec.defender].surplus !== undefined ? standingAlloc : undefined;
    const alloc = ctx.decider.decide({ key: `${spec.id}/r${round}/allocation`, kind: 'allocation', decider: spec.defender, prompt: `Round ${round}: combat groups (defender leads, attacker matches)` }, allocStanding, standingAlloc, (v) => validAllocation(v, ships, setup));
    lastEngaged = { aslan: 0, human: 0 };
    for (const g of alloc.groups) {
      lastEngaged[spec.attacker] += g.attacker.length;
      lastEngaged[spec.defender] += g.defender.length;
    }
    emit(ctx, { kind: 'allocation', battleId: spec.id, systemId: spec.systemId, text: `Round ${round} (${range}): groups ${alloc.groups.map((g) => `[${g.defender.join('+')} vs ${g.attacker.join('+')}]`).join(' ')}${alloc.withheld.length ? `; withheld ${alloc.withheld.join(', ')}` : ''}`, visibleTo: both, data: { round, range, groups: alloc.groups, withheld: alloc.withheld } });
    // (3) Declarations and resolution.
    const decl = declareFire(ctx, setup, alloc, unit);
    const dead = resolveFire(ctx, setup, alloc, decl, unit);
    // (4) End of round: remove the destroyed, then withdraw.
    for (const id of [...dead].sort()) {
      const u = unit(id);
      if (!u) continue;
      const side = members.aslan.has(id) ? 'aslan' : 'human';
      losses[side].push(id);
      destroyUnit(ctx, u, 'space-combat', both, spec.id);
    }
    for (const [side, to] of withdrawing) {
      const movers = alive(side).filter((u) => mayJumpOut(world, u, spec.cannotWithdraw));
      // Carriers recover their launched fighters before jumping.
      for (const f of alive(side).filter((u) => hasTag(world, u, 'fighter'))) {
        const carrierId = fighterHome.get(f.id);
        const carrier = carrierId ? movers.find((m) => m.id === carrierId) : undefined;
        if (carrier && cargoOf(world, carrier.id).length < 3) f.loc = { kind: 'carried', carrierId: carrier.id };
      }
      const route = routeBetween(world, spec.systemId, to);
      const gone: string[] = [];
      for (const u of movers.sort((a, b) => (a.id < b.id ? -1 : 1))) {
        const cls = classOf(world, u);
        if (u.maintFailed) {
          const die = rollEvent(ctx, { purpose: `withdrawal jump check ${u.id}`, text: `${u.id} (maintenance-failed) jump check to withdraw, needs ${cls.maint}`, kind: 'jump-check', battleId: spec.id, systemId: spec.systemId, unitIds: [u.id], visibleTo: both });
          if (!jumpCheckOk(die.result, cls.maint)) continue;
        }
        if (route?.kind === 'dashed' && world.sides[side].variant === 'vilani') {
          if (u.maintFailed) continue;
          const die = rollEvent(ctx, { purpose: `dashed-route check ${u.id}`, text: `${u.id} dashed-route check to withdraw (d6 − 2 ≥ ${cls.maint})`, kind: 'jump-check', battleId: spec.id, systemId: spec.systemId, unitIds: [u.id], visibleTo: both });
          if (!vilaniDashedOk(die.result, cls.maint, techBonus(world, side).jump)) continue;
        }
        u.loc = { kind: 'space', systemId: to };
        u.moved = true;
        gone.push(u.id);
      }
      for (const id of gone) members[side].delete(id);
      withdrew.push({ side, to, ids: gone });
      emit(ctx, { kind: 'withdrew', battleId: spec.id, systemId: spec.systemId, side, unitIds: gone, text: `${side} withdraws ${gone.join(', ') || 'nothing'} to ${placeName(ctx.world, to)}`, visibleTo: both, data: { to, ids: gone } });
    }
    const remain: Record<Side, Unit[]> = { aslan: alive('aslan'), human: alive('human') };
    if (remain[spec.attacker].length === 0 || remain[spec.defender].length === 0) {
      const empty = both.filter((s) => remain[s].length === 0);
      if (empty.length === 2) {
        winner = null;
        outcome = 'annihilation';
      } else {
        winner = both.find((s) => remain[s].length > 0) as Side;
        const loser = empty[0] as Side;
        outcome = withdrawing.has(loser) ? 'withdrawal' : 'annihilation';
      }
      break;
    }
    if (world.settings.drawWhenNoAttack && !remain.aslan.some((u) => canAttack(world, u)) && !remain.human.some((u) => canAttack(world, u))) {
      outcome = 'draw';
      winner = null;
      break;
    }
  }
  // Fighters back aboard their carriers where they can.
  for (const [fid, cid] of fighterHome) {
    const f = unit(fid);
    const c = unit(cid);
    if (f && c && f.loc.kind === 'space' && c.loc.kind === 'space' && f.loc.systemId === c.loc.systemId && cargoOf(world, cid).length < 3) f.loc = { kind: 'carried', carrierId: cid };
  }
  if (winner) world.hexControl[spec.systemId] = winner;
  const result: SpaceBattleResult = { id: spec.id, systemId: spec.systemId, outcome, winner, rounds: round, qualified, withdrew, losses };
  emit(ctx, {
    kind: 'battle-end',
    battleId: spec.id,
    systemId: spec.systemId,
    text: `Battle at ${placeName(ctx.world, spec.systemId)} ends after ${round} round(s): ${outcome}${winner ? `, ${winner} wins` : ', no winner'}`,
    visibleTo: both,
    data: { outcome, winner, rounds: round, qualified, losses, withdrew },
  });
  applyBattleBonus(ctx, result);
  return result;
}

/** DN §8.0 experimental support (Hierate +2 / −1 next turn) and §9.0 war support (Solomani +1, A31). */
export function applyBattleBonus(ctx: Ctx, result: SpaceBattleResult): void {
  if (!result.qualified || !result.winner) return;
  const world = ctx.world;
  const loser: Side = result.winner === 'aslan' ? 'human' : 'aslan';
  if (result.outcome === 'withdrawal' && !world.settings.withdrawalLoses) return;
  for (const side of [result.winner, loser]) {
    const v = world.sides[side].variant;
    if (v === 'hierate') {
      if (side === result.winner) changeRu(ctx, side, 2, `experimental support: won the battle at ${result.systemId} (DN §8.0)`);
      else {
        world.sides[side].nextIncomePenalty += 1;
        emit(ctx, { kind: 'bonus', side, text: `Hierate lost the battle at ${placeName(ctx.world, result.systemId)}: next turn's budget −1 RU (DN §8.0)`, visibleTo: [side] });
      }
    }
    if (v === 'solomani' && side === result.winner) changeRu(ctx, side, 1, `war support: won the battle at ${result.systemId} (DN §9.0)`);
  }
  if (!world.settings.warSupportSolomaniOnly && world.sides[result.winner].variant !== 'solomani' && world.sides[loser].variant === 'solomani') {
    changeRu(ctx, result.winner, 1, `war support paid to the winner at ${result.systemId} (ambiguity A31 option)`);
  }
}

/** Default range choice: where own expected hits minus the enemy's is larger; null on a tie. */
function preferredRange(ctx: Ctx, own: Unit[], enemy: Unit[]): 'long' | 'short' | null {
  const order = ctx.world.settings.concentratedShort;
  const score = (range: 'long' | 'short') => {
    const side = (a: Unit[], b: Unit[]) => a.reduce((sum, u) => sum + b.reduce((s, e) => s + chanceSixths(bestShot(ctx.world, u, e, range, order).hit), 0) / Math.max(1, b.length), 0);
    return side(own, enemy) - side(enemy, own);
  };
  const long = score('long');
  const short = score('short');
  return long === short ? null : long > short ? 'long' : 'short';
}
