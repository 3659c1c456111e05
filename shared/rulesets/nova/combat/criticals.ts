/**
 * NOVA: CRITICAL HITS — effects (digest §11; Component Critical Factor Size Table L3304–3480).
 * One critical per attack that did ≥ 1 SD this round, one d1000 each, looked up on the ship's
 * stored chart. Effects last until repaired; they act from the next round.
 */
import { profileOf, type ShipState } from './battle';
import { lookupCrit } from './critical-chart';
import type { CombatSettings } from './settings';
import { slMax } from './ship-state';

export interface CriticalEffect {
  /** Component id hit ('NE' = no effect). */
  ref: string;
  text: string;
  /** The ship is destroyed by the effect (a PCB or TFC in a hit cargo hold). */
  destroysShip: boolean;
}

/** Applies the critical for d1000 `roll` to `ship` (mutates it) and says what happened. */
export function applyCritical(ship: ShipState, roll: number, settings: CombatSettings): CriticalEffect {
  const ref = lookupCrit(ship.critChart, roll);
  if (ref === 'NE') return { ref, text: 'no effect', destroysShip: false };
  const component = profileOf(ship).components.find((c) => c.id === ref);
  if (!component) return { ref, text: `chart line ${ref} names no component of this ship: no effect`, destroysShip: false };
  if (component.code === 'IE' || component.code === 'JD') {
    const lost = component.code === 'IE' ? ship.ieLost : ship.jdLost;
    const level = component.level;
    if (lost >= level || (!settings.cumulativeDriveCrits && lost > 0)) return { ref, text: `${ref} hit again: no further effect`, destroysShip: false };
    if (component.code === 'IE') ship.ieLost++;
    else ship.jdLost++;
    return { ref, text: `${ref} reduced by 1 (${component.code}${level} now works at ${level - lost - 1})`, destroysShip: false };
  }
  if (ship.destroyed.includes(ref)) return { ref, text: `${ref} already destroyed: no additional effect`, destroysShip: false };
  ship.destroyed.push(ref);
  if (component.code === 'SM') {
    const max = slMax(ship);
    ship.sl = settings.smCritClampsCurrentShield ? Math.min(ship.sl, max) : Math.max(0, Math.min(max, ship.sl - profileOf(ship).si));
    return { ref, text: `shield ${ref} destroyed: SLmax now ${max}`, destroysShip: false };
  }
  if (component.code === 'CH') {
    // The hold's place within its own spec line (a design may have several CH lines; CH#n counts across them).
    const index = profileOf(ship).components.filter((c) => c.line === component.line).findIndex((c) => c.id === ref);
    const cargo = component.line.cargo?.[index] ?? '';
    if (/\b(PCB|TFC)\b/i.test(cargo)) return { ref, text: `cargo hold ${ref} hit with ${cargo} aboard: the ship is destroyed`, destroysShip: true };
    return { ref, text: `cargo hold ${ref} destroyed with its cargo${cargo ? ` (${cargo})` : ''}`, destroysShip: false };
  }
  if (component.code === 'LB') return { ref, text: `launch bay ${ref} destroyed with every ship in it`, destroysShip: false };
  return { ref, text: `${ref} destroyed`, destroysShip: false };
}
