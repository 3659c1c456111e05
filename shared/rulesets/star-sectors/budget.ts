/**
 * A side's budget. Star Sectors III "To Start" and VII.B: the fleet point value pays for ships
 * (point value); supplies cost mines 1, dilithium 2, trilithium 3 credits a unit; a command crew
 * 4 credits (setting `commandCrewCost`). Supplies must fit each ship's cargo factor.
 */
import { pointValue } from './card';
import type { Battle, ShipState } from './battle';
import type { StarSectorsSettings } from './settings';

export const PRICES = { mine: 1, dilithium: 2, trilithium: 3, crew: 4 } as const;

export interface SideBudget {
  sideId: string;
  fleetPoints: number;
  shipPoints: number;
  crewCost: number;
  supplyCost: number;
  /** Credits for supplies and crews: the fleet points left after ships, or the full value (setting). */
  supplyBudget: number;
  /** Unspent (lost at the start: "What you don't spend, you lose"); negative when overspent. */
  left: number;
  problems: { where: string; message: string }[];
}

export function crewCost(ship: Pick<ShipState, 'card'>, settings: Pick<StarSectorsSettings, 'commandCrewCost'>): number {
  return PRICES.crew + (settings.commandCrewCost === 'plus-cf' ? ship.card.cf : 0);
}

export function supplyCost(ship: Pick<ShipState, 'mines' | 'dilithium' | 'trilithium'>): number {
  return ship.mines * PRICES.mine + ship.dilithium * PRICES.dilithium + ship.trilithium * PRICES.trilithium;
}

/** The budget of one side at deployment (from the ships' current loads). */
export function sideBudget(battle: Pick<Battle, 'ships' | 'settings'>, sideId: string, fleetPoints: number): SideBudget {
  const ships = battle.ships.filter((s) => s.sideId === sideId);
  const shipPoints = ships.reduce((sum, s) => sum + pointValue(s.card, battle.settings.bankPoints), 0);
  const crews = ships.reduce((sum, s) => sum + (s.crew ? crewCost(s, battle.settings) : 0), 0);
  const supplies = ships.reduce((sum, s) => sum + supplyCost(s), 0);
  const supplyBudget = battle.settings.supplyBudget === 'full' ? fleetPoints : fleetPoints - shipPoints;
  const problems: SideBudget['problems'] = [];
  if (shipPoints > fleetPoints) problems.push({ where: sideId, message: `ships cost ${shipPoints} points, more than the fleet's ${fleetPoints}` });
  const left = supplyBudget - crews - supplies;
  if (left < 0) problems.push({ where: sideId, message: `supplies and crews cost ${crews + supplies} credits, ${-left} more than the ${Math.max(0, supplyBudget)} available` });
  for (const s of ships) {
    const load = s.mines + s.dilithium + s.trilithium;
    if (load > s.card.cargo) problems.push({ where: s.id, message: `${s.card.name} carries ${load} items, more than its cargo factor ${s.card.cargo}` });
  }
  return { sideId, fleetPoints, shipPoints, crewCost: crews, supplyCost: supplies, supplyBudget, left, problems };
}
