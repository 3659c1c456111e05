/**
 * NOVA: JUMP DRIVE, IMPULSE ENGINE — a ship's drives in strategic movement (step F) and at the
 * order check.
 *
 * - JUMP DRIVE: "Each point of JD allows a ship to 'jump down' one warpline per turn." "Ships may be
 *   constructed with more than one jump drive as insurance against damage, but only one may be in
 *   use at a time": the best JD line of the design, less the levels critical hits took (kept on the
 *   ship until repaired: `damage.jdLost`, turn/battle-result.ts). A ship whose JD is gone jumps no more.
 * - IMPULSE ENGINE: "Ships without an IE must be towed or carried. Any ship with an IE can tow
 *   another ship in normal space, but only in non-combat situations." With "Ships can't be towed
 *   through jump" (JUMP DRIVE): a ship with no working IE (every IE level lost, `damage.ieLost`)
 *   moves only with a tug — a ship of its own empire with a working IE,
 *   not carried, that leaves the same system the same turn and makes at least the same jumps, so it
 *   can bring it to each warp point on the way — and jumps on its own JD. Read literally: where in
 *   its system a ship sits is not kept from turn to turn, so every move of a ship without an IE needs
 *   its tug. Carried ships move with their carrier (not here).
 * Pure.
 */
import type { Unit } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import { asTurnUnit, equipmentOf } from './fleet';
import { hasWorkingIe } from './interdiction';

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

/** A planned move: the ship and the warp lines it means to jump down, in order. */
export interface PlannedMove {
  ship: Unit;
  path: readonly { line: { id: string } }[];
}

/**
 * Why `move.ship` cannot move as planned for lack of an impulse engine, or null when it can: it
 * has a working IE, does not move, or a tug among `planned` (the other ships' moves this turn)
 * makes at least its jumps from the same system. A tug's jumps count up to its own working JD.
 */
export function towProblem(move: PlannedMove, planned: readonly PlannedMove[], designs: readonly NovaDesignRow[]): string | null {
  const { ship, path } = move;
  if (path.length === 0 || hasWorkingIe(ship, designs)) return null;
  const ids = path.map((h) => h.line.id);
  const tug = planned.some((other) => {
    const t = other.ship;
    if (t.id === ship.id || t.empireId !== ship.empireId || t.systemId !== ship.systemId || asTurnUnit(t).carriedBy || !hasWorkingIe(t, designs)) return false;
    const reach = other.path.slice(0, workingJd(t, designs)).map((h) => h.line.id);
    return reach.length >= ids.length && ids.every((id, i) => reach[i] === id);
  });
  if (tug) return null;
  return `${ship.name || ship.id} has no working IE and no ship of its empire with an IE makes the same jumps to tow it: a ship without an IE must be towed or carried (NOVA: IMPULSE ENGINE)`;
}
