/**
 * NOVA: UNIT STANDARDIZATION (5.x): "It is not possible to augment the spatial or surface combat
 * capabilities of any non-ship units." Armies, SDUs, colonies and the other installations keep
 * the book's fixed values (combat CFs in combat/surface.ts, costs in economy.ts): no design, no
 * refit, no repair names them. A Repair or Refit line naming a non-ship unit is refused with this
 * reason (turn/repair-refit.ts at step C, orders/check-yard.ts on the sheet). Pure.
 */
import type { Unit } from '../../../model/entities';

/** The refusal for a yard line naming `name` when it is one of the empire's non-ship units, else null. */
export function notAugmentable(units: readonly Unit[], empireId: string, name: string): string | null {
  const key = name.trim().toUpperCase();
  const unit = units.find((u) => u.empireId === empireId && u.kind !== 'ship' && u.name.trim().toUpperCase() === key);
  return unit ? `${unit.name} (${unit.kind}) is not a ship: the spatial or surface combat capabilities of non-ship units cannot be augmented (NOVA UNIT STANDARDIZATION)` : null;
}
