/**
 * NOVA: INTRINSIC SYSTEM GARRISONS (L2084–2086) and MILITIA ARMIES (L2132–2134): every
 * established system has militia armies (MA, CF 1) that cannot be built or moved: World 3,
 * settlement 2, outpost 1, the owner's home star 10; captured systems have none. Militia
 * destroyed in surface combat return at the first round of the next strategic turn when a
 * defender survived (L4000) — so within one turn, militia lost in one surface battle stay lost
 * for the next battle on the same planet (more than two empires on one planet).
 *
 * The militia have no unit records: the count comes from the system, less the militia lost this
 * turn (`system.militiaLost`, `{ turn, count }`, written when a surface battle's result is applied).
 */
import { INTRINSIC_MILITIA } from '../combat/tables';
import type { NovaSystem } from '../records';
import type { TurnWorld } from './types';

/** Militia lost in surface battles of one turn (no unit records: counted on the system). */
export interface MilitiaLost {
  turn: number;
  count: number;
}

function lostThisTurn(system: NovaSystem, turn: number): number {
  const lost = system.militiaLost;
  return lost && lost.turn === turn ? lost.count : 0;
}

/** The militia a system's status gives it (no losses counted), 0 in a captured system. */
export function militiaOfStatus(world: Pick<TurnWorld, 'empires'>, system: NovaSystem): number {
  if (system.captured === true || typeof system.capturedFrom === 'string') return 0;
  const home = world.empires.some((e) => e.homeSystemId === system.id && e.id === system.ownerId);
  if (system.homeStar && home) return INTRINSIC_MILITIA.homeStar;
  if (system.status === 'world') return INTRINSIC_MILITIA.world;
  if (system.status === 'settlement') return INTRINSIC_MILITIA.settlement;
  if (system.status === 'outpost') return INTRINSIC_MILITIA.outpost;
  return 0;
}

/** The militia standing on a system now: its status's militia less those lost in surface combat this turn. */
export function standingMilitia(world: Pick<TurnWorld, 'empires' | 'turn'>, system: NovaSystem): number {
  return Math.max(0, militiaOfStatus(world, system) - lostThisTurn(system, world.turn));
}

/** Records `count` militia lost this turn on the system (in place). */
export function recordMilitiaLost(system: NovaSystem, turn: number, count: number): void {
  if (count <= 0) return;
  system.militiaLost = { turn, count: lostThisTurn(system, turn) + count };
}
