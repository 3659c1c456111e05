/**
 * Battle Group cards (App V; GD §10.5.1.8, §10.6.7): an optional alternative to the Fleet Chart, bought as
 * a package whose cost is the sum of its units; Fighters by the card's columns (4/6/8/10/12), an odd number
 * paid at $1 each and the box crossed out.
 */
import { forceValue, type Force } from './forces';

export interface BattleGroupCard {
  readonly id: string;
  readonly name: string;
  readonly speed: number;
  readonly base: Force;
  /** The optional extra FF (FAST ASSAULT and CV LIGHT groups). */
  readonly optionalFf: boolean;
  /** Fighter columns printed on the card (none for the BB GROUP). */
  readonly fighterColumns: readonly number[];
  /** MI add-on allowed (up to). */
  readonly maxMi: number;
}

// App V (L6437, L8076–8421).
export const BATTLE_GROUP_CARDS: readonly BattleGroupCard[] = [
  { id: 'bb-group', name: 'BB GROUP', speed: 2, base: { BB: 2, DD: 3 }, optionalFf: false, fighterColumns: [], maxMi: 4 },
  { id: 'cv-heavy', name: 'CV GROUP – HEAVY', speed: 2, base: { CV: 1, BB: 1, CA: 2, DD: 2 }, optionalFf: false, fighterColumns: [4, 6, 8, 10, 12], maxMi: 2 },
  { id: 'fast-assault-light', name: 'FAST ASSAULT GROUP – LIGHT', speed: 3, base: { CV: 1, TT: 1, FF: 2 }, optionalFf: true, fighterColumns: [4, 6, 8, 10, 12], maxMi: 4 },
  { id: 'cv-light', name: 'CV GROUP – LIGHT', speed: 3, base: { CV: 1, FF: 2 }, optionalFf: true, fighterColumns: [4, 6, 8, 10, 12], maxMi: 0 },
];

/** The cost of a Battle Group with `fighters` Fighters, the optional FF, and MIs (App V; GD-BG-*). */
export function battleGroupCost(card: BattleGroupCard, fighters: number, extraFf = false, mis = 0): number {
  return forceValue(card.base) + fighters + (extraFf && card.optionalFf ? 3 : 0) + Math.min(mis, card.maxMi);
}

/** The card column circled for a Fighter count: the smallest column holding them (an odd 7 circles 8 and crosses one box out). */
export function fighterColumn(card: BattleGroupCard, fighters: number): number | null {
  return card.fighterColumns.find((c) => c >= fighters) ?? null;
}
