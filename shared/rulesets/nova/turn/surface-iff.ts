/**
 * NOVA: I.F.F. (6.4): "Identification Friend or Foe is automatic and applies to surface units as
 * well as ships. I.F.F. is resolved immediately when alien units meet." NOVA: NORMAL CONTACT:
 * "Normal contact occurs when one empire's ships meet the units of another empire and neither side
 * is neutral or hostile."
 *
 * At step G, ships that are in a system (not carried) meet the surface units of every other empire
 * there that has no ships of its own in the system (an empire with ships there is met by the ships'
 * meeting, contact.ts, as before). Surface units are, per empire:
 * - the holder's colonists (its colonies; NOVA: "All colonists have N orders"),
 * - armies on the ground (AA, RA, MA records) and the holder's standing militia ("All armies are
 *   Hostile"),
 * - SDUs on the ground and the holder's installed SDUs: the book gives no default for them, the
 *   setting *SDUs' contact order (I.F.F.)* does (default H, like the armies beside which they fight).
 * Their orders toward the ships come as for any unit (SO > CO > GO > the unit's own > the default,
 * contact.ts `orderToward`): a general order "all units" reaches them, "all ships" does not.
 *
 * The CONTACT MODE INTERACTION TABLE decides the meeting, with these readings of the book:
 * - friendly: Normal contact, both told (NORMAL CONTACT);
 * - neutral: both told (NC);
 * - hostile: both told; no space battle, since surface units take no part in space combat (only
 *   an A order's invasion, step I, fights them);
 * - the ships' activities are aborted as the table says (G/T "order aliens to abort", F obeys);
 * - R ships do not retreat ("retreat from system if meet any alien ships": surface units are not
 *   ships); K ships ordered out by a planet's U (code 13) retreat.
 * A GM contact ruling for the pair in the system replaces the table's outcome as for ships.
 * Surface units of two empires on one planet meet only by invasion (step I, SURFACE COMBAT).
 */
import type { Unit } from '../../../model/entities';
import { resolveSystemContacts, type ContactOptions, type ContactUnit, type EmpireStance, type PairResult } from './contact';
import type { ContactLetter } from '../orders/order-letters';
import { asTurnUnit, isShip, ordersOf } from './fleet';
import { standingMilitia } from './militia';
import type { TurnWorld } from './types';
import type { ContactOutcome } from './types';

/** What kinds of surface unit an empire has in a system, as told to the GM: 'colonists', 'armies', 'militia', 'SDUs'. */
export type SurfaceKind = 'colonists' | 'armies' | 'militia' | 'SDUs';

/** One meeting of an empire's ships with another empire's surface units in a system. */
export interface SurfaceMeeting {
  shipEmpireId: string;
  surfaceEmpireId: string;
  /** The surface units met, by kind (sorted). */
  kinds: SurfaceKind[];
  /** The ships met (uncarried ships of `shipEmpireId` in the system), ids sorted. */
  shipIds: string[];
  pair: PairResult;
  /** Ships whose activities the table aborts. */
  abortedShipIds: string[];
  /** Ships that retreat (code 13 only: K ordered out by U). */
  retreatingShipIds: string[];
}

const ARMY_KINDS = ['AA', 'RA', 'MA'];

/**
 * The surface units of each empire in a system, as contact units: the holder's colonists, militia
 * and installed SDUs (one unit each, no records), every ground army and SDU record not carried.
 * `units` are the system's units (any order); `sduContact` the setting's order for SDUs.
 */
export function surfaceUnitsIn(world: TurnWorld, systemId: string, units: readonly Unit[], sduContact: ContactLetter): Map<string, { units: ContactUnit[]; kinds: Set<SurfaceKind> }> {
  const out = new Map<string, { units: ContactUnit[]; kinds: Set<SurfaceKind> }>();
  const add = (empireId: string, kind: SurfaceKind, unit: ContactUnit) => {
    const entry = out.get(empireId) ?? { units: [], kinds: new Set<SurfaceKind>() };
    entry.units.push(unit);
    entry.kinds.add(kind);
    out.set(empireId, entry);
  };
  const system = world.systems.find((s) => s.id === systemId);
  const holder = system?.ownerId ?? null;
  if (system && holder) {
    if (system.colonies > 0) add(holder, 'colonists', { unitId: `colonists:${systemId}`, empireId: holder, name: 'colonists', armed: false, contact: [], activities: [], kind: 'colonists' });
    if (standingMilitia(world, system) > 0) add(holder, 'militia', { unitId: `militia:${systemId}`, empireId: holder, name: 'militia', armed: true, contact: [], activities: [], kind: 'army' });
    if ((system.installations.SDU ?? 0) > 0) add(holder, 'SDUs', { unitId: `sdu:${systemId}`, empireId: holder, name: 'SDUs', armed: true, contact: [sduContact], activities: [], kind: 'army' });
  }
  for (const u of units) {
    if (u.systemId !== systemId || isShip(u) || asTurnUnit(u).carriedBy) continue;
    const kind = u.kind.toUpperCase();
    if (!ARMY_KINDS.includes(kind) && kind !== 'SDU') continue;
    const own = (ordersOf(u, world.turn)?.contact ?? []) as ContactLetter[];
    const contact = own.length > 0 ? own : kind === 'SDU' ? [sduContact] : [];
    add(u.empireId, kind === 'SDU' ? 'SDUs' : 'armies', { unitId: u.id, empireId: u.empireId, name: u.name, armed: true, contact, activities: [], kind: 'army' });
  }
  return out;
}

/**
 * Every meeting of ships with alien surface units in one system (see the module comment).
 * `shipUnits` are the system's uncarried ships as contact units; `rulings` the GM's contact
 * rulings for this system by sorted pair (`a:b`). Pure; ordered by ship empire, then surface empire.
 */
export function surfaceMeetings(
  world: TurnWorld,
  systemId: string,
  units: readonly Unit[],
  shipUnits: readonly ContactUnit[],
  stances: ReadonlyMap<string, EmpireStance>,
  rulings: Record<string, ContactOutcome>,
  options: ContactOptions,
  sduContact: ContactLetter,
): SurfaceMeeting[] {
  const shipEmpires = [...new Set(shipUnits.map((u) => u.empireId))].sort();
  if (shipEmpires.length === 0) return [];
  const surface = surfaceUnitsIn(world, systemId, units, sduContact);
  const meetings: SurfaceMeeting[] = [];
  for (const x of shipEmpires) {
    const ships = shipUnits.filter((u) => u.empireId === x);
    for (const y of [...surface.keys()].sort()) {
      if (y === x || shipEmpires.includes(y)) continue;
      const party = surface.get(y);
      if (!party) continue;
      const key = [x, y].sort().join(':');
      const resolved = resolveSystemContacts([...ships, ...party.units], stances, rulings[key] ? { [key]: rulings[key] } : {}, options);
      const pair = resolved.pairs[0];
      if (!pair) continue;
      const shipIds = new Set(ships.map((u) => u.unitId));
      // Code 7 (R) is the ships' retreat from alien ships: not from surface units.
      const retreating = pair.code === 13 ? pair.retreatingUnitIds.filter((id) => shipIds.has(id)) : [];
      meetings.push({
        shipEmpireId: x,
        surfaceEmpireId: y,
        kinds: [...party.kinds].sort(),
        shipIds: [...shipIds].sort(),
        pair,
        abortedShipIds: pair.abortedUnitIds.filter((id) => shipIds.has(id)),
        retreatingShipIds: retreating,
      });
    }
  }
  return meetings;
}
