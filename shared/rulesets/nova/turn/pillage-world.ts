/**
 * NOVA: 4.8 PILLAGE (L2270): "World status systems may not be pillaged by anyone, including the
 * owner, without fighting and destroying all the militia." The engine rules: a World whose
 * militia stand (militia.ts: its status's militia, none in a captured system) is not pillaged;
 * the claim is an order error. The GM may rule otherwise with a note (`decisions.pillageWorlds`,
 * keyed `${empireId}:${systemId}`: true lets that empire pillage that World this turn).
 */
import type { NovaSystem } from '../records';
import { standingMilitia } from './militia';
import type { TurnDecisions, TurnWorld } from './types';

/** The key of a GM ruling letting an empire pillage a World this turn. */
export function pillageWorldKey(empireId: string, systemId: string): string {
  return `${empireId}:${systemId}`;
}

/**
 * Whether a pillage of `system` by `empireId` is refused because of its militia: null when it
 * may go on (not a World, no militia standing, or the GM ruled it may), else the reason.
 */
export function pillageWorldRefusal(world: Pick<TurnWorld, 'empires' | 'turn'>, system: NovaSystem, empireId: string, decisions: TurnDecisions): string | null {
  if (system.status !== 'world') return null;
  const militia = standingMilitia(world, system);
  if (militia === 0) return null;
  if (decisions.pillageWorlds?.[pillageWorldKey(empireId, system.id)]?.value === true) return null;
  return `${system.name} is a World and its ${militia} militia armies stand: a World may not be pillaged, even by its owner, before all its militia are destroyed in surface combat (NOVA 4.8)`;
}
