/**
 * NOVA: CARGO HOLDS (CH, L677–681) and LAUNCH BAYS (LB, L811–819): what a ship can carry and
 * where each piece of cargo goes. Pure; used by the order checker (refusing a line whose cargo
 * does not fit), by step D (loading what fits), by the battle set-up (which hold holds what)
 * and by the battle result (what a cargo-hold critical destroyed).
 *
 * - A CH is 30 points of army or installation size (size = cost, NOVA: 3.9 "Cargo needed at 30
 *   points per CH"), or one ship of SSZ ≤ 30. A unit takes `cargoHolds` holds (colony 2, SDU 3,
 *   IC 4, PCB 6, SG end 6, TFC 30); a large installation spreads over several holds of ONE ship.
 * - Holds are always filled first to last; cargo is loaded cheapest / smallest / alphabetical
 *   unless the player's orders say otherwise (orders/cargo-order.ts: the game setting `cargoOrder`
 *   and the GENERAL-block line `Load cargo as written`); a unit loaded as written keeps its place
 *   in `cargoSlot`.
 * - A LB holds ships whose sizes add up to at most its size, each no larger than the bay; bays
 *   do not combine; SSZ 0 counts as 1. A carried ship goes to a bay with room first, else to a
 *   free hold when its SSZ is at most 30.
 * - A critical on a hold destroys the cargo in it; an installation that loses a third or more of
 *   its size to criticals is destroyed (the one-third rule); a PCB or TFC any part of which is
 *   in a hit hold detonates and destroys the carrying ship.
 */
import type { NovaDesign } from './design-model';
import { unitType } from './economy';

/** Points one cargo hold carries (NOVA: CH). */
export const HOLD_POINTS = 30;

/** Cargo room of a ship: its holds (30 points each, in design order) and the sizes of its bays (in design order). */
export interface CarrierSpace {
  holds: number;
  bays: number[];
}

export const NO_SPACE: CarrierSpace = { holds: 0, bays: [] };

/** The holds and bays of a design: `2 CH 30` is two holds; a `CH 60` line is two holds (holds cannot combine); `2 LB 20` two bays of 20. */
export function carrierSpace(nova: Pick<NovaDesign, 'components'>): CarrierSpace {
  let holds = 0;
  const bays: number[] = [];
  for (const c of nova.components) {
    if (c.code === 'CH') holds += Math.max(1, Math.round((c.count * Math.max(c.level, HOLD_POINTS)) / HOLD_POINTS));
    if (c.code === 'LB') for (let i = 0; i < c.count; i++) bays.push(c.level);
  }
  return { holds, bays };
}

/** "3 cargo holds (90 points) and a launch bay of 20", "no cargo hold or launch bay". */
export function describeSpace(space: CarrierSpace): string {
  const parts: string[] = [];
  if (space.holds > 0) parts.push(`${space.holds} cargo hold${space.holds === 1 ? '' : 's'} (${space.holds * HOLD_POINTS} points)`);
  if (space.bays.length > 0) parts.push(space.bays.length === 1 ? `a launch bay of ${space.bays[0]}` : `launch bays of ${space.bays.join(', ')}`);
  return parts.length === 0 ? 'no cargo hold or launch bay' : parts.join(' and ');
}

/** One thing to be carried. Units: `abbr` its NOVA: 3.9 abbreviation; ships: `ssz` its size. `cost` in MCr orders the loading. */
export type CargoPiece = { kind: 'unit'; id: string; abbr: string; cost: number; holds: number } | { kind: 'ship'; id: string; name: string; ssz: number; cost: number };

/** A unit piece of kind `abbr` (a colony is stored as C or COL); null for a kind no hold carries (MA). */
export function unitPiece(id: string, abbr: string): CargoPiece | null {
  const a = abbr.toUpperCase() === 'COL' ? 'C' : abbr.toUpperCase();
  const type = unitType(a);
  if (!type) return null;
  return { kind: 'unit', id, abbr: a, cost: type.cost, holds: type.cargoHolds };
}

function pieceSize(p: CargoPiece): number {
  return p.kind === 'unit' ? p.holds * HOLD_POINTS : Math.max(1, p.ssz);
}

function pieceName(p: CargoPiece): string {
  return p.kind === 'unit' ? p.abbr : p.name;
}

/** NOVA: CARGO HOLDS "cheapest / smallest / alphabetical order" (ties: by id, so the order is total). */
export function byLoadingOrder(a: CargoPiece, b: CargoPiece): number {
  return a.cost - b.cost || pieceSize(a) - pieceSize(b) || pieceName(a).localeCompare(pieceName(b)) || a.id.localeCompare(b.id);
}

/**
 * The pieces in loading order: 'book' sorts them cheapest / smallest / alphabetical; 'written'
 * keeps them as given (the order the cargo is written in). Returns a new array.
 */
export function inLoadingOrder(pieces: readonly CargoPiece[], order: 'book' | 'written' = 'book'): CargoPiece[] {
  return order === 'written' ? [...pieces] : [...pieces].sort(byLoadingOrder);
}

/** Where a piece went: hold indexes (0 = first hold) or a bay index. */
export type Berth = { holds: number[] } | { bay: number };

export interface Stowage {
  space: CarrierSpace;
  /** Piece id per hold, null when the hold is empty. */
  holds: (string | null)[];
  /** Piece ids per bay. */
  bays: string[][];
  /** Size used in each bay (SSZ 0 counts 1). */
  bayLoad: number[];
  where: Map<string, Berth>;
  pieces: Map<string, CargoPiece>;
  /** Pieces that did not fit, with the reason in words. */
  refused: { piece: CargoPiece; reason: string }[];
}

export function emptyStowage(space: CarrierSpace): Stowage {
  return { space, holds: new Array<string | null>(space.holds).fill(null), bays: space.bays.map(() => []), bayLoad: space.bays.map(() => 0), where: new Map(), pieces: new Map(), refused: [] };
}

/**
 * Stows `pieces` in the order given (sort with `byLoadingOrder` first for the book's order) into
 * `stowage`, which it changes and returns: holds first to last; ships into the first bay with room,
 * else one free hold if SSZ ≤ 30. What does not fit is refused with the reason.
 */
export function stow(stowage: Stowage, pieces: readonly CargoPiece[]): Stowage {
  const space = stowage.space;
  for (const piece of pieces) {
    const free = stowage.holds.flatMap((h, i) => (h === null ? [i] : []));
    if (piece.kind === 'unit') {
      if (free.length >= piece.holds) {
        const taken = free.slice(0, piece.holds);
        for (const i of taken) stowage.holds[i] = piece.id;
        stowage.where.set(piece.id, { holds: taken });
        stowage.pieces.set(piece.id, piece);
      } else {
        const reason = space.holds === 0 ? 'no cargo hold' : `${piece.holds} hold${piece.holds === 1 ? '' : 's'} needed, ${free.length} of ${space.holds} free`;
        stowage.refused.push({ piece, reason });
      }
      continue;
    }
    const need = Math.max(1, piece.ssz);
    const bay = space.bays.findIndex((size, i) => need <= size && (stowage.bayLoad[i] ?? 0) + need <= size);
    if (bay >= 0) {
      stowage.bays[bay]?.push(piece.id);
      stowage.bayLoad[bay] = (stowage.bayLoad[bay] ?? 0) + need;
      stowage.where.set(piece.id, { bay });
      stowage.pieces.set(piece.id, piece);
      continue;
    }
    if (piece.ssz <= HOLD_POINTS && free.length > 0) {
      const hold = free[0] as number;
      stowage.holds[hold] = piece.id;
      stowage.where.set(piece.id, { holds: [hold] });
      stowage.pieces.set(piece.id, piece);
      continue;
    }
    const bayText = space.bays.length === 0 ? 'no launch bay' : space.bays.some((s) => need <= s) ? 'no launch bay with room' : `no launch bay of size ${need} or more`;
    const holdText = piece.ssz > HOLD_POINTS ? `too large for a cargo hold (SSZ ${piece.ssz} > 30)` : space.holds === 0 ? 'no cargo hold' : 'no free cargo hold';
    stowage.refused.push({ piece, reason: `SSZ ${piece.ssz}: ${bayText}, ${holdText}` });
  }
  return stowage;
}

/** What a unit piece counts in words: "IC", "SDU". */
export function pieceLabel(p: CargoPiece): string {
  return pieceName(p);
}

/**
 * What critical hits on holds `hitHolds` (0-based indexes) do to the cargo (NOVA: CARGO HOLDS):
 * a ship in a hit hold and an army in one are destroyed; an installation is destroyed when a third
 * or more of its holds are hit; a PCB or TFC with any part in a hit hold detonates and destroys
 * the carrier (`carrierDestroyed`, naming it in `detonated`).
 */
export function holdHits(stowage: Stowage, hitHolds: readonly number[]): { destroyed: string[]; detonated: string | null; carrierDestroyed: boolean } {
  const hits = new Set(hitHolds);
  const destroyed: string[] = [];
  let detonated: string | null = null;
  for (const [id, berth] of stowage.where) {
    if (!('holds' in berth)) continue;
    const lost = berth.holds.filter((h) => hits.has(h)).length;
    if (lost === 0) continue;
    const piece = stowage.pieces.get(id);
    if (piece?.kind === 'unit' && (piece.abbr === 'PCB' || piece.abbr === 'TFC')) detonated ??= id;
    // NOVA: CARGO HOLDS "an Installation that loses a third or more of its total size … is destroyed" (3·lost ≥ holds).
    if (3 * lost >= berth.holds.length) destroyed.push(id);
  }
  return { destroyed, detonated, carrierDestroyed: detonated !== null };
}
