/** Small battles for tests and examples: a board, two sides, ships placed by hand. */
import { battleSchema, type Battle, type ShipState } from './battle';
import { shipCardSchema, type ShipCard } from './card';
import type { Terrain } from './terrain';

export function card(over: Partial<ShipCard> & { name: string }): ShipCard {
  return shipCardSchema.parse({ cf: 4, df: 4, mf: 3, ss: 6, cargo: 3, nacelles: 2, ...over });
}

export function ship(id: string, sideId: string, q: number, r: number, facing: number, c: Partial<ShipCard> = {}, over: Partial<ShipState> = {}): ShipState {
  const shipCard = card({ name: id, ...c });
  return { id, sideId, card: shipCard, q, r, facing, damage: 0, ssLoss: 0, destroyed: false, cloaked: false, warpCharges: 0, banksCharged: shipCard.weapons.map(() => false), dilithium: 0, trilithium: 0, mines: 0, crew: false, dockedRound: null, dockedAt: null, gmNote: '', ...over };
}

export function battle(ships: ShipState[], terrain: Terrain[] = [], over: Partial<Battle> = {}): Battle {
  return battleSchema.parse({
    cols: 20,
    rows: 20,
    sides: [{ id: 'A', name: 'Side A', color: '#1971c2' }, { id: 'B', name: 'Side B', color: '#e03131' }],
    terrain,
    ships,
    firstSideId: 'A',
    ...over,
  });
}
