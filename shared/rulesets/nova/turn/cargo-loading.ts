/**
 * NOVA: CARGO HOLDS (L677–681), LAUNCH BAYS (L811–819), at step D "load cargo": of the units and
 * ships a movement row asks a ship to load, what fits is loaded and the rest stays where it is.
 * What is already aboard keeps its place; the new cargo is loaded cheapest / smallest /
 * alphabetical, or as written when the orders say so (orders/cargo-order.ts), holds first to last,
 * ships into a launch bay with room else a free hold (SSZ ≤ 30).
 */
import type { Unit } from '../../../model/entities';
import { describeSpace, inLoadingOrder, pieceLabel, stow, type CargoPiece } from '../cargo-holds';
import { pieceOf, stowageOf } from '../cargo-stowage';
import type { CargoOrder } from '../orders/cargo-order';
import type { NovaDesignRow } from '../records';

export interface LoadResult<U extends Unit> {
  loaded: U[];
  refused: U[];
  /** "3 C, 1 IC" (counts by kind, ships by name), empty when nothing is refused. */
  refusedText: string;
  /** The carrier's room in words ("no cargo hold or launch bay", "2 cargo holds (60 points)"). */
  spaceText: string;
  /** Why each kind did not fit, joined ("IC: 4 holds needed, 2 of 2 free"); empty when the ship has no room at all. */
  reasons: string;
  /**
   * Loaded as written: the `cargoSlot` of every unit aboard afterwards (what was aboard first, in
   * its place, then the new cargo as written), so the holds stay where they were loaded. Empty in
   * the book's order (the order is the book's, no slot is kept).
   */
  slots: Map<string, number>;
}

/**
 * Loads what of `candidates` fits aboard `ship` beside what is already aboard (`units` is the whole
 * world's units), in `order`: the book's (default) or as written (`candidates` in the order written).
 * Changes nothing.
 */
export function loadWhatFits<U extends Unit>(ship: Unit, candidates: readonly U[], units: readonly Unit[], designs: readonly NovaDesignRow[], order: CargoOrder = 'book'): LoadResult<U> {
  const stowage = stowageOf(ship, units, designs);
  const byId = new Map(candidates.map((u) => [u.id, u]));
  const pieces = inLoadingOrder(candidates.map((u) => pieceOf(u, designs)).filter((p): p is CargoPiece => p !== null), order);
  // The order already aboard, as stowageOf placed it (slotted first, then the book's order).
  const aboardOrder = [...stowage.where.keys()];
  const before = stowage.refused.length;
  stow(stowage, pieces);
  const refusedPieces = stowage.refused.slice(before);
  const refusedIds = new Set(refusedPieces.map((r) => r.piece.id));
  // A unit no hold can carry (militia) is refused too.
  for (const u of candidates) if (pieceOf(u, designs) === null) refusedIds.add(u.id);
  const counts = new Map<string, number>();
  const reasons = new Map<string, string>();
  for (const r of refusedPieces) {
    const label = pieceLabel(r.piece);
    counts.set(label, (counts.get(label) ?? 0) + 1);
    if (!reasons.has(label)) reasons.set(label, r.reason);
  }
  const refusedText = [...counts].map(([label, n]) => (refusedPieces.some((r) => r.piece.kind === 'ship' && pieceLabel(r.piece) === label) ? label : `${n} ${label}`)).join(', ');
  const slots = new Map<string, number>();
  if (order === 'written') {
    const loadedIds = pieces.map((p) => p.id).filter((id) => !refusedIds.has(id));
    // Everything aboard is numbered again in the place it has (slotted or not), then the new cargo as written: nothing moves.
    let n = 0;
    for (const id of [...aboardOrder, ...loadedIds]) slots.set(id, ++n);
  }
  return {
    slots,
    loaded: candidates.filter((u) => !refusedIds.has(u.id) && byId.has(u.id)),
    refused: candidates.filter((u) => refusedIds.has(u.id)),
    refusedText,
    spaceText: describeSpace(stowage.space),
    reasons: stowage.space.holds === 0 && stowage.space.bays.length === 0 ? '' : [...reasons].map(([label, reason]) => `${label}: ${reason}`).join('; '),
  };
}
