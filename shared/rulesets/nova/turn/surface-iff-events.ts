/**
 * NOVA: I.F.F., NORMAL CONTACT: what a meeting of ships with alien surface units (surface-iff.ts)
 * does to the world and tells each side. A friendly meeting gives both empires Normal contact
 * ("Both empires are notified of this"); every meeting is a `contact` event for each side, marked
 * `surface` so the GM and the sitrep know ships met a planet's units: the ships' empire sees no
 * alien ships (#AS 0), the planet's empire sees the ships that came (#AS, JI when they jumped in).
 */
import type { Empire } from '../../../model/entities';
import { aliasesFor, contactsOf, gainContact } from './contacts-state';
import { ownEvent, type TurnEvent } from './events';
import { activityLetters } from './fleet';
import type { SurfaceMeeting } from './surface-iff';
import type { TurnWorld } from './types';

/**
 * Applies the meetings of one system (Normal contact on a friendly outcome, in `world.empires`)
 * and returns their events, ship side then surface side, in the meetings' order.
 * `arrivedThisTurn`: ids of ships that jumped in this turn (the JI notice).
 */
export function surfaceMeetingEvents(world: TurnWorld, systemId: string, meetings: readonly SurfaceMeeting[], arrivedThisTurn: ReadonlySet<string>): TurnEvent[] {
  const events: TurnEvent[] = [];
  for (const m of meetings) {
    const { pair } = m;
    let newLevel: 'normal' | null = null;
    const shipEmpire = world.empires.find((e) => e.id === m.shipEmpireId);
    const surfaceEmpire = world.empires.find((e) => e.id === m.surfaceEmpireId);
    if (pair.outcome === 'friendly' && shipEmpire && surfaceEmpire) {
      const gotShip = gainContact(shipEmpire, surfaceEmpire, 'normal', world.turn);
      const gotSurface = gainContact(surfaceEmpire, shipEmpire, 'normal', world.turn);
      if (gotShip.changed || gotSurface.changed) newLevel = 'normal';
      world.empires = world.empires.map((e): Empire => (e.id === m.shipEmpireId ? gotShip.empire : e.id === m.surfaceEmpireId ? gotSurface.empire : e));
    }
    const shipFirst = pair.a === m.shipEmpireId;
    const [shipOrder, surfaceOrder] = shipFirst ? [pair.orders[0], pair.orders[1]] : [pair.orders[1], pair.orders[0]];
    for (const side of ['ships', 'planet'] as const) {
      const self = side === 'ships' ? m.shipEmpireId : m.surfaceEmpireId;
      const other = side === 'ships' ? m.surfaceEmpireId : m.shipEmpireId;
      const otherOrder = side === 'ships' ? surfaceOrder : shipOrder;
      const notices: string[] = [];
      if (otherOrder === 'U') notices.push('UG');
      if (otherOrder === 'G' || otherOrder === 'T') notices.push('ONA');
      if (side === 'planet' && m.shipIds.some((id) => arrivedThisTurn.has(id))) notices.push('JI');
      const formerly = newLevel ? contactsOf(world.empires.find((e) => e.id === self) as Empire).find((c) => c.empireId === other)?.minorNumber : undefined;
      events.push({
        ...ownEvent('G', self, systemId, {
          kind: 'contact' as const,
          otherEmpireId: other,
          code: pair.code,
          orders: (side === 'ships' ? [shipOrder ?? '', surfaceOrder ?? ''] : [surfaceOrder ?? '', shipOrder ?? '']) as [string, string],
          outcome: pair.outcome,
          newLevel,
          ...(formerly ? { formerly: `PLAYER ${formerly}` } : {}),
          alienShips: side === 'planet' ? m.shipIds.length : 0,
          aborted: side === 'ships' ? abortedOf(world, m.abortedShipIds) : [],
          notices,
          continuing: false,
          ruled: pair.ruled,
          surface: { side, kinds: m.kinds },
        }),
        aliases: aliasesFor(world.empires, [self], [other]),
      });
    }
  }
  return events;
}

/** The activity letters (S excluded) of the ships whose activities were aborted. */
function abortedOf(world: TurnWorld, shipIds: readonly string[]): string[] {
  const ids = new Set(shipIds);
  return [...new Set(world.units.filter((u) => ids.has(u.id)).flatMap((u) => activityLetters(u, world.turn)))].filter((a) => a !== 'S').sort();
}
