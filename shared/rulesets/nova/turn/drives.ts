/**
 * NOVA: JUMP DRIVE — a ship's jump drive in strategic movement (step F) and at the order check.
 *
 * - JUMP DRIVE: "Each point of JD allows a ship to 'jump down' one warpline per turn." "Ships may be
 *   constructed with more than one jump drive as insurance against damage, but only one may be in
 *   use at a time": the best JD line of the design, less the levels critical hits took (kept on the
 *   ship until repaired: `damage.jdLost`, turn/battle-result.ts). A ship whose JD is gone jumps no more.
 * No impulse engine is needed to jump: WARP POINT DRIFT "Ships without IEs may jump to systems where
 * they can get help" (the IE's "must be towed or carried" is about normal space: exploring,
 * turn/explore-ability.ts, and interdicting, turn/interdiction.ts).
 * Pure.
 */
import type { Unit } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import { asTurnUnit, equipmentOf } from './fleet';

/** JD levels a ship has lost to critical hits and not had repaired (0 when none). */
export function jdLostOf(unit: Unit): number {
  const lost = (asTurnUnit(unit).damage as { jdLost?: unknown } | undefined)?.jdLost;
  return typeof lost === 'number' && Number.isInteger(lost) && lost > 0 ? lost : 0;
}

/** Jumps a ship may make this turn: its best JD less the levels lost in battle, never below 0. */
export function workingJd(unit: Unit, designs: readonly NovaDesignRow[]): number {
  return Math.max(0, equipmentOf(unit, designs).jd - jdLostOf(unit));
}

/** Why a ship stops at its JD: none, destroyed in battle, or too few levels left. */
export function jdLimitReason(unit: Unit, designs: readonly NovaDesignRow[]): string {
  const name = unit.name || unit.id;
  const built = equipmentOf(unit, designs).jd;
  const lost = jdLostOf(unit);
  const left = Math.max(0, built - lost);
  if (built === 0) return `${name} has no jump drive`;
  if (lost === 0) return `${name} has JD${built}: at most ${built} jumps a turn`;
  if (left === 0) return `${name}'s JD${built} was destroyed in battle (${lost} level${lost === 1 ? '' : 's'} lost, not repaired): it cannot jump (NOVA: JUMP DRIVE)`;
  return `${name}'s JD${built} lost ${lost} level${lost === 1 ? '' : 's'} in battle: at most ${left} jump${left === 1 ? '' : 's'} a turn (NOVA: JUMP DRIVE)`;
}
