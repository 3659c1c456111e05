/**
 * Surrender (NOVA: ACTIVITY ORDERS, S): "Units will surrender control to specified player. "S"
 * activity orders are not prevented by G or T orders and will occur if the designated player is
 * contacted." The book's example: a MUDDY ship with S (to Aroma) meets an AROMAN ship on default T
 * orders: "no combat would occur, but no surrender would either": contact has to be made.
 *
 * Carried out at step G, after the system's contacts: a ship whose S names an empire that its own
 * empire "contacted" in that system this turn passes to that empire. What "contacted" means is the
 * game setting `surrenderContact` (turn/settings.ts): 'friendly' (default, the book's example: only
 * friendly contact) or 'met' (any meeting without hostilities, neutral contact included). What it
 * carries stays its builder's ("Armies and colonies remain the property of the empire which built
 * them", TRANSFER OF UNITS; AAs, RAs, MAs, SDUs and colonies "can't be surrendered"). Pure.
 */
import type { Empire, Unit } from '../../../model/entities';
import { aliasesFor, contactsOf } from './contacts-state';
import { ownEvent, type TurnEvent } from './events';
import { asTurnUnit, isShip, ordersOf } from './fleet';
import { handOverMissiles, handoverNote, type MissileHandover } from './missile-handover';
import type { ContactOutcome, TurnWorld } from './types';

/** Which meetings count as "contacted" for S: friendly contact only, or any meeting without hostilities. */
export type SurrenderContact = 'friendly' | 'met';

/**
 * The pairs of empires (ids) that "contacted" each other in a system, by the setting: 'friendly' keeps
 * the pairs whose outcome is friendly; 'met' those whose outcome is friendly or neutral. A hostile pair
 * never counts: once combat starts it is fought to a conclusion (NOVA: I.F.F.).
 */
export function contactedPairs(pairs: readonly { a: string; b: string; outcome: ContactOutcome }[], setting: SurrenderContact = 'friendly'): [string, string][] {
  return pairs.filter((p) => p.outcome === 'friendly' || (setting === 'met' && p.outcome === 'neutral')).map((p) => [p.a, p.b]);
}

/** The empire an S order names: by the alias its own empire knows it by ("Empire A") or by its name; null when none. */
export function surrenderTarget(world: Pick<TurnWorld, 'empires'>, empireId: string, target: string): Empire | null {
  const wanted = target.trim().toUpperCase();
  const self = world.empires.find((e) => e.id === empireId);
  const byAlias = self ? contactsOf(self).find((c) => c.alias.trim().toUpperCase() === wanted) : undefined;
  const found = byAlias ? world.empires.find((e) => e.id === byAlias.empireId) : world.empires.find((e) => e.id !== empireId && e.name.trim().toUpperCase() === wanted);
  return found ?? null;
}

/**
 * Carries out the S orders of the ships in `systemId` whose empire contacted the empire named there
 * (`contacted`: pairs of empire ids, from `contactedPairs`). Changes `world` in place; returns the
 * events (the surrendering and the receiving empire are each told, as for a transfer).
 */
export function carryOutSurrenders(world: TurnWorld, systemId: string, ships: readonly Unit[], contacted: readonly [string, string][], setting: SurrenderContact = 'friendly'): TurnEvent[] {
  const events: TurnEvent[] = [];
  const met = (a: string, b: string) => contacted.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const groups = new Map<string, { from: string; to: string; ids: string[] }>();
  for (const ship of ships) {
    if (!isShip(ship) || asTurnUnit(ship).carriedBy) continue;
    const orders = ordersOf(ship, world.turn);
    const order = orders && !orders.failed ? orders.activity.find((a) => a.letter === 'S') : undefined;
    if (!order?.target) continue;
    const to = surrenderTarget(world, ship.empireId, order.target);
    if (!to || !met(ship.empireId, to.id)) continue;
    const key = `${ship.empireId}|${to.id}`;
    const group = groups.get(key) ?? { from: ship.empireId, to: to.id, ids: [] };
    group.ids.push(ship.id);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const handovers: { name: string; handover: MissileHandover }[] = [];
    for (const unit of world.units) {
      if (!group.ids.includes(unit.id)) continue;
      // NOVA: MISSILE LAUNCHERS: the ship keeps its builder's missile designs (missile-handover.ts).
      const handover = handOverMissiles(unit, world);
      if (handover) handovers.push({ name: unit.name || unit.id, handover });
      unit.empireId = group.to;
    }
    const missiles = handoverNote(handovers);
    const reason = `surrendered (S order, NOVA ACTIVITY ORDERS; ${setting === 'met' ? 'the empire named was met without hostilities' : 'friendly contact with the empire named'})${missiles ? `; ${missiles}` : ''}`;
    events.push({ ...ownEvent('G', group.from, systemId, { kind: 'transfer', unitIds: group.ids, to: group.to, ok: true, reason }), aliases: aliasesFor(world.empires, [group.from], [group.to]) });
    events.push({ ...ownEvent('G', group.to, systemId, { kind: 'transfer', unitIds: group.ids, to: group.to, ok: true, reason, from: group.from }), aliases: aliasesFor(world.empires, [group.to], [group.from]) });
  }
  return events;
}
