/**
 * NOVA: CARGO HOLDS, LAUNCH BAYS — the game's units as cargo: a ship's room from its design, a
 * unit or ship as a piece of cargo, and where everything aboard a ship sits (holds first to last
 * in the book's loading order). Read by the order checker, step D, the battle set-up and the
 * battle result, so all four place the cargo the same way.
 */
import type { Unit } from '../../model/entities';
import { carrierSpace, byLoadingOrder, emptyStowage, NO_SPACE, stow, unitPiece, type CarrierSpace, type CargoPiece, type Stowage } from './cargo-holds';
import { computeDesign } from './design';
import { novaDesignSchema } from './design-model';
import type { NovaDesignRow } from './records';

function designOf(unit: Unit, designs: readonly NovaDesignRow[]): NovaDesignRow | undefined {
  const designId = unit.designId;
  if (typeof designId !== 'string') return undefined;
  return designs.find((d) => d.id === designId && d.empireId === unit.empireId) ?? designs.find((d) => d.id === designId);
}

/** The holds and bays of a ship from its design; none when it has no readable design. */
export function spaceOfShip(unit: Unit, designs: readonly NovaDesignRow[]): CarrierSpace {
  const design = designOf(unit, designs);
  const nova = novaDesignSchema.safeParse(design?.nova ?? {});
  return design && nova.success ? carrierSpace(nova.data) : NO_SPACE;
}

/** A ship's SSZ and cost from its design (0 and 0 when unknown), for loading it as cargo. */
export function shipAsCargo(unit: Unit, designs: readonly NovaDesignRow[]): CargoPiece {
  const design = designOf(unit, designs);
  const nova = novaDesignSchema.safeParse(design?.nova ?? {});
  if (!design || !nova.success) return { kind: 'ship', id: unit.id, name: unit.name.toUpperCase(), ssz: 0, cost: 0 };
  const figures = computeDesign({ name: design.name, kind: design.kind, nova: nova.data });
  return { kind: 'ship', id: unit.id, name: unit.name.toUpperCase(), ssz: figures.ssz, cost: figures.cost };
}

/** A unit or ship as a piece of cargo; null for a unit no hold carries. */
export function pieceOf(unit: Unit, designs: readonly NovaDesignRow[]): CargoPiece | null {
  return unit.kind === 'ship' ? shipAsCargo(unit, designs) : unitPiece(unit.id, unit.kind);
}

/** The place in the loading order a unit was given when loaded as written (orders/cargo-order.ts), or null. */
export function cargoSlotOf(unit: Unit): number | null {
  const slot = (unit as { cargoSlot?: unknown }).cargoSlot;
  return typeof slot === 'number' && Number.isFinite(slot) ? slot : null;
}

/**
 * Where the units aboard `ship` sit: those loaded as written in their `cargoSlot` order first, the
 * rest in the book's loading order; what does not fit is in `refused` (an old game's overload).
 */
export function stowageOf(ship: Unit, units: readonly Unit[], designs: readonly NovaDesignRow[]): Stowage {
  const aboard = units.filter((u) => u.carriedBy === ship.id);
  const slot = new Map(aboard.map((u) => [u.id, cargoSlotOf(u)]));
  const pieces = aboard
    .map((u) => pieceOf(u, designs))
    .filter((p): p is CargoPiece => p !== null)
    .sort((a, b) => {
      const [sa, sb] = [slot.get(a.id) ?? null, slot.get(b.id) ?? null];
      if (sa !== null && sb !== null) return sa - sb || byLoadingOrder(a, b);
      if (sa !== null || sb !== null) return sa !== null ? -1 : 1;
      return byLoadingOrder(a, b);
    });
  return stow(emptyStowage(spaceOfShip(ship, designs)), pieces);
}
