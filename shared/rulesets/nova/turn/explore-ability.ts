/**
 * NOVA: EXPLORATION CAPABILITY (XC) — who may explore this turn, beyond being ordered to.
 *
 * "To explore a system or a warp point the ship with the XC must be able to move (have a
 * working IE) or be moved by another friendly ship." A ship whose XC (or SX) was destroyed in
 * battle explores nothing either. Friendly ships are the explorer's own empire's: a ship of
 * another empire tows nobody (NOVA: WARP POINT DRIFT, towing during non-combat phases).
 *
 * A helper must be in the system, not aboard a ship, and stay there this turn (ships that
 * jumped out are gone by step H). Pure.
 */
import type { Unit } from '../../../model/entities';
import { novaDesignSchema } from '../design-model';
import type { NovaDesignRow } from '../records';
import { asTurnUnit, isShip } from './fleet';
import { hasWorkingIe } from './interdiction';

/** How many instances of `code` a ship's design carries (0 when none or the design does not read). */
function instances(unit: Unit, designs: readonly NovaDesignRow[], code: string): number {
  const design = designs.find((d) => d.id === unit.designId && d.empireId === unit.empireId) ?? designs.find((d) => d.id === unit.designId);
  const nova = novaDesignSchema.safeParse(design?.nova ?? {});
  if (!nova.success) return 0;
  return nova.data.components.filter((c) => c.code === code).reduce((n, c) => n + c.count, 0);
}

/** Whether some instance of `code` survives battle damage (`damage.destroyed` holds combat ids such as "XC#1"). */
function survives(unit: Unit, designs: readonly NovaDesignRow[], code: string): boolean {
  const total = instances(unit, designs, code);
  if (total === 0) return false;
  const destroyed = (asTurnUnit(unit).damage as { destroyed?: unknown } | undefined)?.destroyed;
  const lost = Array.isArray(destroyed) ? destroyed.filter((id) => typeof id === 'string' && (id === code || id.startsWith(`${code}#`))).length : 0;
  return lost < total;
}

export type ExploreAbility = { ok: true } | { ok: false; reason: string };

/**
 * Whether `unit`, which has an XC or SX in its design, can explore where it is (`unitsHere`:
 * the units in its system). `means`: 'X' (XC or SX) or 'W' (XC only).
 */
export function exploreAbility(unit: Unit, designs: readonly NovaDesignRow[], unitsHere: readonly Unit[], means: 'X' | 'W'): ExploreAbility {
  const name = unit.name || unit.id;
  const codes = means === 'W' ? ['XC'] : ['XC', 'SX'];
  if (!codes.some((code) => survives(unit, designs, code))) return { ok: false, reason: `${name}: its ${codes.join(' and ')} ${codes.length > 1 ? 'were' : 'was'} destroyed in battle; it cannot explore (CX)` };
  if (hasWorkingIe(unit, designs)) return { ok: true };
  const tug = unitsHere.some((u) => u.id !== unit.id && isShip(u) && u.empireId === unit.empireId && u.systemId === unit.systemId && !asTurnUnit(u).carriedBy && hasWorkingIe(u, designs));
  if (tug) return { ok: true };
  return { ok: false, reason: `${name} has no working IE and no ship of its empire with an IE is there to move it: it cannot explore (CX; NOVA: EXPLORATION CAPABILITY)` };
}

/** Whether the design carries an explorer's component at all (the order checker's CX covers the rest). */
export function hasExplorer(unit: Unit, designs: readonly NovaDesignRow[], means: 'X' | 'W'): boolean {
  return (means === 'W' ? ['XC'] : ['XC', 'SX']).some((code) => instances(unit, designs, code) > 0);
}
