/**
 * NOVA: LAUNCH BAYS (L811–819). Launch at the start of a round (C) with the carrier's vector;
 * pick up at the end (K) only in the same hex, with the same vector, and with the picked-up
 * ship's shields at maximum. A bay holds ships whose sizes add up to at most its size (SSZ 0
 * counts as 1). A destroyed bay, or a destroyed carrier, destroys every ship in it.
 */
import { profileOf, type Battle, type ShipState } from './battle';
import type { EventLog } from './log';
import { isActive, slMax } from './ship-state';

/** Load of a bay: the sizes of the ships in it (SSZ 0 counts 1). */
export function bayLoad(battle: Battle, carrier: ShipState, bay: string): number {
  let load = 0;
  for (const s of battle.ships) if (s.carriedBy === carrier.id && s.bay === bay && s.status === 'active') load += Math.max(1, profileOf(s).ssz);
  return load;
}

/** A working bay of `carrier` with room for `ship`; null if none. */
export function bayWithRoom(battle: Battle, carrier: ShipState, ship: ShipState): string | null {
  const need = Math.max(1, profileOf(ship).ssz);
  for (const c of profileOf(carrier).components) {
    if (c.code !== 'LB' || carrier.destroyed.includes(c.id)) continue;
    if (bayLoad(battle, carrier, c.id) + need <= c.level) return c.id;
  }
  return null;
}

export function launchProblem(battle: Battle, id: string): string | null {
  const ship = battle.ships.find((s) => s.id === id);
  if (!ship) return `launch: no ship "${id}"`;
  if (ship.carriedBy === undefined || ship.status !== 'active') return `launch: ${ship.name} is not carried in a launch bay`;
  const carrier = battle.ships.find((s) => s.id === ship.carriedBy);
  if (!carrier || !isActive(carrier)) return `launch: ${ship.name}'s carrier is not in the battle`;
  return null;
}

export function pickUpProblem(battle: Battle, id: string, carrierId: string): string | null {
  const ship = battle.ships.find((s) => s.id === id);
  const carrier = battle.ships.find((s) => s.id === carrierId);
  if (!ship || !isActive(ship)) return `pick-up: "${id}" is not a ship in the battle`;
  if (!carrier || !isActive(carrier)) return `pick-up: "${carrierId}" is not a ship in the battle`;
  if (carrier.side !== ship.side) return `pick-up: ${carrier.name} is not on ${ship.name}'s side`;
  if (carrier.pos.q !== ship.pos.q || carrier.pos.r !== ship.pos.r) return `pick-up: ${ship.name} is not in ${carrier.name}'s hex`;
  if (carrier.vel.q !== ship.vel.q || carrier.vel.r !== ship.vel.r) return `pick-up: ${ship.name} does not have ${carrier.name}'s vector`;
  if (ship.sl < slMax(ship)) return `pick-up: ${ship.name}'s shields are not at maximum (${ship.sl} of ${slMax(ship)})`;
  if (bayWithRoom(battle, carrier, ship) === null) return `pick-up: no working launch bay of ${carrier.name} has room for ${ship.name} (size ${Math.max(1, profileOf(ship).ssz)})`;
  return null;
}

export function launch(battle: Battle, ids: readonly string[], log: EventLog): void {
  for (const id of ids) {
    const ship = battle.ships.find((s) => s.id === id);
    const carrier = battle.ships.find((s) => s.id === ship?.carriedBy);
    if (!ship || !carrier) continue;
    ship.pos = { ...carrier.pos };
    ship.vel = { ...carrier.vel };
    delete ship.carriedBy;
    delete ship.bay;
    log.add('move', `${ship.name} is launched from ${carrier.name}`, { shipId: ship.id });
  }
}

export function pickUp(battle: Battle, pairs: Record<string, string>, log: EventLog): void {
  for (const [id, carrierId] of Object.entries(pairs)) {
    const ship = battle.ships.find((s) => s.id === id);
    const carrier = battle.ships.find((s) => s.id === carrierId);
    if (!ship || !carrier) continue;
    const bay = bayWithRoom(battle, carrier, ship);
    if (bay === null) continue;
    ship.carriedBy = carrier.id;
    ship.bay = bay;
    log.add('move', `${carrier.name} picks up ${ship.name} (${bay})`, { shipId: ship.id });
  }
}

/** Ships in a destroyed bay, or in a carrier no longer in the battle (destroyed; jumped carriers take them along), share its fate. */
export function carriedFate(battle: Battle, log: EventLog): void {
  for (const s of battle.ships) {
    if (s.carriedBy === undefined || s.status !== 'active') continue;
    const carrier = battle.ships.find((c) => c.id === s.carriedBy);
    if (!carrier) continue;
    if (carrier.status === 'destroyed' || carrier.status === 'blownUp' || (s.bay !== undefined && carrier.destroyed.includes(s.bay))) {
      s.status = 'destroyed';
      s.endedRound = battle.round;

      log.add('destroyed', `${s.name} is destroyed with ${carrier.name}'s launch bay`, { shipId: s.id });
    } else if (carrier.status === 'jumped') {
      s.status = 'jumped';
      s.endedRound = battle.round;

    }
  }
}
