/**
 * NOVA: SURFACE COMBAT L4004: "No installations may be established on planets if surface combat
 * continues past the third round of the turn." A surface battle whose third round ends with both
 * sides still on the planet marks its system for the turn (`system.surfaceCombatTurn`); step K
 * refuses E (colonies and ICs established) there that turn. The battle is fought again next turn
 * (step I finds the invaders still on the ground; see surface-invasions.ts).
 */
import type { NovaSystem } from '../records';

/** Marks (in place) that surface combat on `system` went on past round 3 on `turn`. */
export function markSurfaceCombatGoesOn(system: NovaSystem, turn: number): void {
  system.surfaceCombatTurn = turn;
}

/** Whether surface combat on `system` went on past round 3 on `turn` (nothing may be established there this turn). */
export function surfaceCombatGoesOn(system: NovaSystem, turn: number): boolean {
  return system.surfaceCombatTurn === turn;
}
