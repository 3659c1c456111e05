/**
 * NOVA: JUMP DRIVES and LAG TIME (L797–809), DISTORTION GENERATORS/SUPPRESSORS (L707–727).
 */
import { profileOf, type Battle, type ShipState } from './battle';
import { rangeBetween } from './movement';
import { isActive, jdWorking, workingLevel } from './ship-state';

/** Why `ship` cannot jump now because of a DG field; null if no DG holds it. Own ships' DGs count too. */
export function jumpBlocker(battle: Battle, ship: ShipState): string | null {
  const ds = workingLevel(ship, 'DS');
  for (const other of battle.ships) {
    if (!isActive(other)) continue;
    const dg = workingLevel(other, 'DG');
    if (dg === 0 || rangeBetween(other.pos, ship.pos) > dg) continue;
    if (ds >= dg) continue;
    return `is inside the DG${dg} field of ${other.name}${ds ? ` (its DS${ds} is too small)` : ''}`;
  }
  return null;
}

/** The LT cycle is complete at the end of round start + LT − 1 (the start round counts as the first). */
export function cycleComplete(ship: ShipState, round: number): boolean {
  return ship.jdCycleStart !== null && jdWorking(ship) > 0 && round >= ship.jdCycleStart + profileOf(ship).lt - 1;
}
