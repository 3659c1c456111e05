/**
 * NOVA: CARGO HOLDS (L677–681), LAUNCH BAYS (L811–819) at the order check: the cargo written
 * after a ship must fit its holds and bays (a CH is 30 points of army/installation size or one
 * ship of SSZ ≤ 30; an installation spreads over holds of one ship; bays hold ships up to their
 * size). Checked in the sheet's loading order (the book's, or as written: cargo-order.ts), as step D
 * loads (turn/cargo-loading.ts).
 */
import type { Unit } from '../../../model/entities';
import { describeSpace, emptyStowage, inLoadingOrder, pieceLabel, stow, unitPiece, type CargoPiece } from '../cargo-holds';
import type { CargoOrder } from './cargo-order';
import { shipAsCargo, spaceOfShip } from '../cargo-stowage';
import type { CheckContext } from './check-context';
import { readCargo } from './cargo';

/**
 * What of `cargo` (the texts in the ship's parentheses) does not fit `carrier`, in words
 * ("MULE has 2 cargo holds (60 points): 1 IC would not be loaded (4 holds needed, 0 of 2 free)"),
 * or null when everything fits. Ships named that are not the empire's are left to the CARGO check.
 */
export function cargoBeyondRoom(carrier: Unit, cargo: readonly string[], ctx: CheckContext, order: CargoOrder = 'book'): string | null {
  const designs = ctx.input.designs;
  const pieces: CargoPiece[] = [];
  for (const text of cargo) {
    const item = readCargo(text);
    if (item.kind === 'ship') {
      const carried = ctx.ships.get(item.name);
      if (carried) pieces.push(shipAsCargo(carried.unit, designs));
      continue;
    }
    for (let i = 0; i < item.count; i++) {
      const piece = unitPiece(`${item.abbr}#${i + 1}`, item.abbr);
      if (piece) pieces.push(piece);
    }
  }
  if (pieces.length === 0) return null;
  const space = spaceOfShip(carrier, designs);
  const stowage = stow(emptyStowage(space), inLoadingOrder(pieces, order));
  if (stowage.refused.length === 0) return null;
  const counts = new Map<string, { n: number; ship: boolean; reason: string }>();
  for (const r of stowage.refused) {
    const label = pieceLabel(r.piece);
    const seen = counts.get(label);
    counts.set(label, { n: (seen?.n ?? 0) + 1, ship: r.piece.kind === 'ship', reason: seen?.reason ?? r.reason });
  }
  const what = [...counts].map(([label, c]) => (c.ship ? label : `${c.n} ${label}`)).join(', ');
  const name = carrier.name.toUpperCase();
  const why = space.holds === 0 && space.bays.length === 0 ? '' : ` (${[...counts].map(([label, c]) => `${label}: ${c.reason}`).join('; ')})`;
  return `${name} has ${describeSpace(space)}: ${what} would not be loaded${why}; only what fits is carried (NOVA CARGO HOLDS, LAUNCH BAYS)`;
}
