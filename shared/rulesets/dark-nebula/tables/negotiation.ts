/**
 * DN Charts INDEPENDENT SYSTEM NEGOTIATION TABLE (独立星系交渉表, §12.0): d6, 1–5 alliance, 6+
 * combat; +1 per full 10 of the independents' total missile factor, a battery counting 10 and a
 * ground unit its printed strength. The Vilani never negotiate.
 */
export type NegotiationResult = 'alliance' | 'combat';

/** The independents' missile total for the modifier. */
export function negotiationMissileTotal(units: readonly { category: 'ship' | 'ground' | 'pdm'; missile: number; strength?: number }[]): number {
  return units.reduce((sum, u) => sum + (u.category === 'pdm' ? 10 : u.category === 'ground' ? (u.strength ?? 0) : u.missile), 0);
}

/** +1 per full 10 of missile total. */
export function negotiationModifier(missileTotal: number): number {
  return Math.floor(Math.max(0, missileTotal) / 10);
}

export function negotiationResult(modified: number): NegotiationResult {
  return modified <= 5 ? 'alliance' : 'combat';
}
