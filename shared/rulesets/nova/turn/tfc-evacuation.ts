/**
 * NOVA: TERRAFORM CONSTRUCT (3.9) "The use of a TFC destroys the TFC and all existing units
 * established or stored on the planet (in the absence of enough CH capacity to carry them)."
 * Before a TFC is used (step J), the units stored on the planet (unit records on its surface: not
 * colonies or installations established there, which are counted on the system) are carried off
 * where their own empire has the room: each is loaded aboard the first ship of its empire in the
 * system (not itself carried) with free cargo holds, in the book's loading order (cargo-holds.ts
 * `byLoadingOrder`). What finds no room is destroyed with the rest. Pure; changes `units` in place.
 */
import type { Unit } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import { byLoadingOrder, stow, unitPiece } from '../cargo-holds';
import { stowageOf } from '../cargo-stowage';
import { asTurnUnit, isShip } from './fleet';

/** Loads what of `stored` fits aboard its empire's ships in `systemId`; returns ship id → unit ids loaded. */
export function carryOffBeforeTerraforming(systemId: string, stored: readonly Unit[], units: readonly Unit[], designs: readonly NovaDesignRow[], gone: ReadonlySet<string>): Map<string, string[]> {
  const loaded = new Map<string, string[]>();
  const ships = units.filter((u) => isShip(u) && u.systemId === systemId && !asTurnUnit(u).carriedBy && !gone.has(u.id));
  // The room aboard, not counting what is gone (the TFC just used).
  const present = units.filter((u) => !gone.has(u.id));
  const stowage = new Map(ships.map((s) => [s.id, stowageOf(s, present, designs)]));
  const pieces = stored.flatMap((u) => {
    const piece = unitPiece(u.id, u.kind);
    return piece ? [{ unit: u, piece }] : [];
  });
  pieces.sort((a, b) => byLoadingOrder(a.piece, b.piece));
  for (const { unit, piece } of pieces) {
    for (const ship of ships) {
      if (ship.empireId !== unit.empireId) continue;
      const room = stowage.get(ship.id);
      if (!room) continue;
      const before = room.refused.length;
      stow(room, [piece]);
      if (room.refused.length > before) {
        room.refused.pop();
        continue;
      }
      (unit as Unit & { carriedBy?: string }).carriedBy = ship.id;
      loaded.set(ship.id, [...(loaded.get(ship.id) ?? []), unit.id]);
      break;
    }
  }
  return loaded;
}
