/**
 * What a surface battle's result moves on the planet (NOVA: SURFACE COMBAT L3988–4010), applied
 * with the rest of the result (battle-outcome.ts):
 * - invading units that landed during the battle stay on the ground (`landedTurn` = this turn),
 *   so the invasion goes on next turn without new landings when it is not decided (L3992);
 * - units withdrawn during the battle are back aboard a ship of their empire at the planet
 *   (L3998; the first such ship by id: the GM moves them with a position ruling otherwise);
 * - intrinsic militia lost are counted on the system for the rest of the turn (militia.ts): a
 *   second invasion of the planet this turn meets only the militia left (L4000: they return
 *   at the first round of the next strategic turn).
 */
import type { NovaSystem } from '../records';
import { asTurnUnit, isShip } from './fleet';
import { recordMilitiaLost } from './militia';
import type { TurnBattleResult } from './battle-result';
import type { TurnWorld } from './types';

/** Applies the landings, withdrawals and militia losses of a surface battle's result (in place). */
export function applySurfaceMoves(world: TurnWorld, system: NovaSystem, result: TurnBattleResult): void {
  for (const id of result.landed ?? []) {
    const unit = world.units.find((u) => u.id === id);
    if (!unit || !asTurnUnit(unit).carriedBy) continue;
    delete asTurnUnit(unit).carriedBy;
    unit.landedTurn = world.turn;
  }
  for (const id of result.withdrawn ?? []) {
    const unit = world.units.find((u) => u.id === id);
    if (!unit || asTurnUnit(unit).carriedBy) continue;
    const ship = world.units.filter((u) => isShip(u) && u.empireId === unit.empireId && u.systemId === system.id).sort((a, b) => a.id.localeCompare(b.id))[0];
    if (!ship) continue;
    asTurnUnit(unit).carriedBy = ship.id;
    delete unit.landedTurn;
  }
  recordMilitiaLost(system, world.turn, result.installationsLost?.MA ?? 0);
}
