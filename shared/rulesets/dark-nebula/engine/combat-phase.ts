/**
 * A combat phase (DN §5.0): negotiation at its start (DN §12.0), then the three subphases in fixed
 * order — space combat, surface/space interaction, ground combat — then the checks that follow
 * (ownership, mercenary escorts, alliance garrisons, exploration). The phase player attacks.
 * Reaction combat phase: only the reaction stack and friendly units where it ended (DN §5.0).
 */
import type { Owner, Side, Unit } from '../model';
import { otherSide } from '../model';
import { resolveGroundBattle } from '../combat/ground-battle';
import { resolveInteraction } from '../combat/interaction';
import { resolveSpaceBattle, type SpaceBattleResult } from '../combat/space-battle';
import type { CombatInstructions } from '../orders/instructions';
import { classOf, coalitionOf, systemOfUnit } from '../state/queries';
import { emit, type Ctx } from './context';
import { asBoolean } from './decisions';
import { checkEscorts, checkGarrisons, negotiate } from './independents';
import { applyOwnership } from './ownership-hooks';
import { checkExplorations, progressExplorations } from './exploration';

export type CombatKind = 'first' | 'second' | 'reaction' | 'turn0';

/** Units of the phase player allowed to fight this phase. */
function eligible(ctx: Ctx, side: Side, kind: CombatKind): (u: Unit) => boolean {
  const world = ctx.world;
  if (kind !== 'reaction') return (u) => coalitionOf(world, u) === side;
  const stackSystems = new Set(world.units.filter((u) => u.reaction).map((u) => systemOfUnit(world, u)));
  // DN §5.0 リアクション戦闘フェイズ: the stack, and friendly units where it ended (box ships by choice).
  return (u) => coalitionOf(world, u) === side && (!!u.reaction || stackSystems.has(systemOfUnit(world, u)));
}

export function runCombatPhase(ctx: Ctx, side: Side, kind: CombatKind, ins: Record<Side, CombatInstructions>, forcedIndependents: ReadonlySet<string>): SpaceBattleResult[] {
  const world = ctx.world;
  const enemy = otherSide(side);
  const may = eligible(ctx, side, kind);
  const results: SpaceBattleResult[] = [];
  // Negotiation (start of the combat phase).
  const negotiation = kind === 'turn0' && world.settings.turn0Negotiation === 'none' ? { truce: new Set<string>(), forced: new Set<string>() } : negotiate(ctx, side, ins[side], { quietWhereAbsent: kind === 'reaction' });
  // (i) Space combat.
  const drawn = new Set<string>();
  for (const system of world.map.systems) {
    const inHex = world.units.filter((u) => u.loc.kind === 'space' && u.loc.systemId === system.id && classOf(world, u).category === 'ship');
    const mine = inHex.filter((u) => may(u));
    const theirs = inHex.filter((u) => coalitionOf(world, u) === enemy);
    if (mine.length === 0 || theirs.length === 0) continue;
    const mandatory = mine.some((u) => u.stopped);
    const standing = ins[side].battles[system.id];
    const fight = mandatory
      ? true
      : ctx.decider.decide({ key: `${ctx.phase}/${system.id}/battle`, kind: 'battle', decider: side, prompt: `${side}: attack the enemy at ${system.name}?`, options: [true, false] }, standing, world.settings.optionalBattles === 'attack', asBoolean);
    if (!fight) {
      emit(ctx, { kind: 'battle-declined', side, systemId: system.id, text: `${side} does not attack at ${system.name}`, visibleTo: [side] });
      continue;
    }
    const cannotWithdraw = new Set(mine.filter((u) => u.reaction && (u.jumps ?? 0) >= 3).map((u) => u.id));
    const result = resolveSpaceBattle(ctx, {
      id: `${ctx.phase}/${system.id}/space`,
      systemId: system.id,
      attacker: side,
      defender: enemy,
      attackerShips: mine.map((u) => u.id),
      defenderShips: theirs.map((u) => u.id),
      cannotWithdraw,
      instructions: ins,
    });
    results.push(result);
    if (result.outcome === 'draw' || result.outcome === 'round-limit') drawn.add(system.id);
    checkEscorts(ctx);
  }
  // (ii) Surface/space interaction.
  for (const system of world.map.systems) {
    if (system.boxes.length === 0) continue;
    const ships = world.units.filter((u) => u.loc.kind === 'space' && u.loc.systemId === system.id && classOf(world, u).category === 'ship' && may(u));
    if (ships.length === 0) continue;
    const enemyShips = world.units.some((u) => u.loc.kind === 'space' && u.loc.systemId === system.id && coalitionOf(world, u) === enemy && classOf(world, u).category === 'ship');
    const forced = forcedIndependents.has(system.id) || negotiation.forced.has(system.id);
    const wants = ins[side].land.some((l) => l.at === system.id || system.boxes.some((b) => b.id === l.at)) || ins[side].bombard.some((b) => b.at === system.id || system.boxes.some((x) => x.id === b.at));
    if (!wants && !forced) continue;
    if (enemyShips && !drawn.has(system.id)) {
      emit(ctx, { kind: 'interaction-refused', side, systemId: system.id, text: `${system.name}: enemy ships hold the star hex; no bombardment or landing (DN §5.0)`, visibleTo: [side] });
      continue;
    }
    for (const box of system.boxes) {
      const hasIndependents = world.units.some((u) => u.loc.kind === 'box' && u.loc.boxId === box.id && coalitionOf(world, u) === 'independent');
      resolveInteraction(ctx, {
        id: `${ctx.phase}/${box.id}/surface`,
        systemId: system.id,
        boxId: box.id,
        side,
        ships: ships.filter((u) => world.units.includes(u)).map((u) => u.id),
        instructions: ins[side],
        forcedAttack: forced && hasIndependents,
        truce: negotiation.truce.has(box.id),
      });
    }
    checkEscorts(ctx);
  }
  applyOwnership(ctx);
  // (iii) Ground combat: boxes holding the phase player's units and another side's, ground units on either.
  for (const system of world.map.systems) {
    for (const box of system.boxes) {
      const here = world.units.filter((u) => u.loc.kind === 'box' && u.loc.boxId === box.id);
      const coalitions = new Set<Owner>(here.map((u) => coalitionOf(world, u)));
      if (coalitions.size < 2) continue;
      const involved = world.settings.groundEveryPhase ? [...coalitions] : coalitions.has(side) ? [side] : [];
      if (involved.length === 0) continue;
      if (kind === 'reaction' && !here.some((u) => may(u) && coalitionOf(world, u) === side)) continue;
      if (negotiation.truce.has(box.id) && coalitions.has('independent') && !coalitions.has(enemy)) continue;
      const owner = world.boxes[box.id]?.owner ?? null;
      const others = [...coalitions].filter((c) => c !== side).sort();
      const opponent: Owner = coalitions.has(side) ? ((others.includes(enemy) ? enemy : others[0]) as Owner) : (others[1] as Owner);
      const pairSide: Owner = coalitions.has(side) ? side : (others[0] as Owner);
      const defender: Owner = owner === opponent ? opponent : owner === pairSide ? pairSide : opponent;
      const attacker: Owner = defender === pairSide ? opponent : pairSide;
      const hasGround = here.some((u) => (coalitionOf(world, u) === attacker || coalitionOf(world, u) === defender) && classOf(world, u).category === 'ground');
      if (!hasGround) continue;
      const defenderIns = defender === 'aslan' || defender === 'human' ? ins[defender].ground : undefined;
      resolveGroundBattle(ctx, { id: `${ctx.phase}/${box.id}/ground`, systemId: system.id, boxId: box.id, attacker, defender, defenderSurplus: defenderIns ?? 'second-line' });
      checkEscorts(ctx);
    }
  }
  applyOwnership(ctx);
  checkGarrisons(ctx);
  checkExplorations(ctx);
  progressExplorations(ctx, side, kind === 'reaction');
  for (const u of world.units) delete u.missileSpent;
  return results;
}
