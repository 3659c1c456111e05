/**
 * NOVA: CARGO HOLDS (L677–681) in a turn's space battle: what each hold of a ship carries when
 * the battle starts (holds filled first to last in the book's loading order, cargo-stowage.ts),
 * so that a critical on a hold knows its cargo (a PCB or TFC part detonates: combat/criticals.ts),
 * and after the battle, what the holds hit destroyed: the cargo in that section, an installation
 * that lost a third or more of its size, a ship carried in the hold.
 */
import type { Unit } from '../../../model/entities';
import { holdHits, pieceLabel } from '../cargo-holds';
import { stowageOf } from '../cargo-stowage';
import type { SpecComponent } from '../combat/ship-spec';
import type { TurnWorld } from './types';

/** Whether `unit` sits in a cargo hold (not a launch bay) of the ship `carrierId`. */
export function carriedInHold(unit: Unit, carrierId: string, world: TurnWorld): boolean {
  const carrier = world.units.find((u) => u.id === carrierId);
  if (!carrier) return false;
  const berth = stowageOf(carrier, world.units, world.designs).where.get(unit.id);
  return berth !== undefined && 'holds' in berth;
}

/** What each hold of `ship` carries, by hold in design order ("IC", "PCB", a ship's name; "" empty). Empty when it carries nothing. */
export function holdCargoLabels(ship: Unit, world: TurnWorld): string[] {
  const stowage = stowageOf(ship, world.units, world.designs);
  if (stowage.where.size === 0) return [];
  return stowage.holds.map((id) => {
    const piece = id === null ? undefined : stowage.pieces.get(id);
    return piece ? pieceLabel(piece) : '';
  });
}

/** The spec lines with each CH line's `cargo` set from `labels` (hold k of the ship is CH#k+1, counted across lines). */
export function withHoldCargo(components: readonly SpecComponent[], labels: readonly string[]): SpecComponent[] {
  if (labels.length === 0) return [...components];
  let offset = 0;
  return components.map((line) => {
    if (line.code !== 'CH') return line;
    const cargo = labels.slice(offset, offset + line.count);
    offset += line.count;
    return { ...line, cargo };
  });
}

/**
 * Units destroyed aboard a surviving `ship` by the holds destroyed in this battle (`newlyDestroyed`:
 * component ids such as "CH#3"), with everything those units carried in turn.
 */
export function lostWithHolds(ship: Unit, newlyDestroyed: readonly string[], world: TurnWorld): string[] {
  const hit = newlyDestroyed.filter((id) => id.startsWith('CH#')).map((id) => Number(id.slice(3)) - 1);
  if (hit.length === 0) return [];
  const lost = holdHits(stowageOf(ship, world.units, world.designs), hit).destroyed;
  const out = [...lost];
  const visit = (id: string) => {
    for (const u of world.units) {
      if (u.carriedBy === id && !out.includes(u.id)) {
        out.push(u.id);
        visit(u.id);
      }
    }
  };
  lost.forEach(visit);
  return out;
}
