/**
 * DN §7.0 MAINTENANCE and REPAIR as pure rules. Civilized maintenance (a friendly Type-1
 * system; a monitor also in a friendly Type-2 system) costs RU; frontier maintenance anywhere
 * else is a d6 roll, −1 when the system's box is not friendly-controlled.
 */

/** Where a ship is maintained. */
export type MaintenanceKind = 'civilized' | 'frontier';

/**
 * The kind of maintenance at a place (DN §7.0): civilized in a friendly Type-1 system, and for a
 * monitor also in a friendly Type-2 system; frontier everywhere else. `systemType` is the type
 * the system counts as for this player (RIA/Alis by its choice).
 */
export function maintenanceKind(opts: { systemType: 1 | 2 | 3; friendly: boolean; monitor: boolean }): MaintenanceKind {
  if (opts.friendly && opts.systemType === 1) return 'civilized';
  if (opts.friendly && opts.systemType === 2 && opts.monitor) return 'civilized';
  return 'frontier';
}

/** RU of civilized upkeep: the class's civilized value (3 for the 3-10-9[6] B2). */
export function civilizedUpkeep(cls: { civilMaint: number }): number {
  return cls.civilMaint;
}

/** RU of a civilized repair: maintenance + 1 (A17: the 50% B2 pays its printed 6 + 1 = 7 by default). */
export function civilizedRepairCost(cls: { maint: number; civilMaint: number }, b2Full = true): number {
  return (b2Full ? cls.maint : cls.civilMaint) + 1;
}

/** The frontier modifier: −1 when the box is not friendly-controlled. */
export function frontierModifier(boxFriendly: boolean): number {
  return boxFriendly ? 0 : -1;
}

/** Frontier upkeep succeeds on modified d6 ≥ maintenance value. */
export function frontierUpkeepOk(modified: number, maint: number): boolean {
  return modified >= maint;
}

/** Frontier repair of a failed ship: the modified roll must exceed (A16 'greater') the value. */
export function frontierRepairOk(modified: number, maint: number, rule: 'greater' | 'greater-or-equal' = 'greater'): boolean {
  return rule === 'greater' ? modified > maint : modified >= maint;
}

/** A maintenance-failed ship's jump check: d6 ≥ maintenance value (DN §7.0). */
export function jumpCheckOk(die: number, maint: number): boolean {
  return die >= maint;
}

/** A Vilani ship's dashed-route jump check: d6 − 2 ≥ maintenance value (DN §11.0). */
export function vilaniDashedOk(die: number, maint: number, bonus = 0): boolean {
  return die - 2 + bonus >= maint;
}
