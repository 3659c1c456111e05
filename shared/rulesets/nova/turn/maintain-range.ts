/**
 * Maintain Range (NOVA: ACTIVITY ORDERS, M):
 *
 *   "Maintain Range orders with no modifier causes ships to maintain a range of zero to any ships
 *   currently in the system with them, regardless of their set up orders. The modifier will cause
 *   the ship to set up M+'n' hexes away from the aliens towards the warp point. If there are
 *   multiple targets one will chosen at random."
 *
 * Set-up: the ship sets up `range` hexes from its target, on the way from the target to the warp
 * point centre (going on past the centre when the target is nearer than that). Tactics: the ship
 * keeps that range to its target (combat/tactics.ts reads `maintain` on the battle file's ship).
 * Pure; the random target comes from a seeded roll (the battle's id and the ship's id).
 */
import { nextInt, seedRng } from '../../../rng';
import type { ActivityOrder, SetupOrder } from '../orders/sheet';

/** The range an M order keeps (0 without a modifier), or null when the ship has no M order. */
export function maintainRangeOf(activity: readonly ActivityOrder[]): number | null {
  const order = activity.find((a) => a.letter === 'M');
  if (!order) return null;
  return order.range ?? 0;
}

/** The opposite direction on the hex map (1↔4, 2↔5, 3↔6). */
export function oppositeDirection(direction: number): number {
  return ((direction + 2) % 6) + 1;
}

/**
 * Where a ship maintaining `range` to a target at `target` (a (D/n) from the warp point centre)
 * sets up: `range` hexes from the target towards the centre. A target at the centre has no "towards
 * the warp point": the ship sets up `range` hexes out in `ownDirection`.
 */
export function maintainSetup(target: SetupOrder, range: number, ownDirection: number): SetupOrder {
  if (target.distance === 0) return { direction: ownDirection, distance: range };
  if (range <= target.distance) return { direction: target.direction, distance: target.distance - range };
  return { direction: oppositeDirection(target.direction), distance: range - target.distance };
}

/** "If there are multiple targets one will chosen at random": a seeded pick among `candidates` (in the order given). */
export function pickMaintainTarget<T>(candidates: readonly T[], seed: string): T | null {
  if (candidates.length === 0) return null;
  if (candidates.length === 1) return candidates[0] as T;
  return candidates[nextInt(seedRng(seed), candidates.length).value] as T;
}
