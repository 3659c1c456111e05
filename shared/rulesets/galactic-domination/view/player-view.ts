/**
 * What one player may know (hidden information by construction): derived from the GM's truth, the
 * player's knowledge records and the house rules (digest §2.4, §6.1, §6.2; settings visibility and
 * fleetMakeup). Tabletop mode: the open board (planets, Special Hexes, fleet counters, face-down Discovery
 * markers); strict fog: only hexes the player sees or remembers. Never in a view: other players' hands,
 * hidden Discovery numbers and results, unmet garrisons, secret SSEs, pre-seeded contents.
 */
import { cardName } from '../cards/decks';
import { fleetCounterText } from '../rules/counter-ids';
import { fleetSpeed } from '../rules/movement-chart';
import { raceOf } from '../rules/races';
import { UNIT_TYPES, type UnitCode } from '../rules/units';
import type { SpecialHex } from '../rules/special-hexes';
import type { DiscoveryResult } from '../rules/discovery-chart';
import type { World, WorldKind } from '../world/world';

export interface ViewHex {
  readonly id: string;
  readonly label: string;
  readonly q: number;
  readonly r: number;
  readonly divided: boolean;
  readonly special: SpecialHex | null;
  readonly discoveryMarker: boolean;
  /** The player's own find: number, die, result. */
  readonly discovery: { readonly hidden: number; readonly d10: number; readonly result: DiscoveryResult; readonly activated: boolean } | null;
  readonly sse: boolean;
  readonly explored: boolean;
  /** Turn last seen (strict fog); the current turn in tabletop mode. */
  readonly lastSeen: number;
}

export interface ViewPlanet {
  readonly id: string;
  readonly name: string;
  readonly hexId: string;
  readonly half: 0 | 1 | null;
  readonly kind: WorldKind;
  readonly ownerId: string | null;
  readonly resource: number | null;
  /** Known only for the player's own planets, or where he met its defences. */
  readonly gbds: number | null;
  readonly mis: number | null;
  readonly shipyards: number | null;
  readonly garrison: Partial<Record<UnitCode, number>> | null;
  readonly blockaded: boolean | null;
  readonly ods: string | null;
}

export interface ViewFleet {
  readonly id: string;
  readonly ownerId: string;
  readonly label: string;
  readonly hexId: string;
  readonly half: 0 | 1 | null;
  readonly speed: number;
  /** Ships with what they carry: own fleets always; others only when fleet make-up is public. */
  readonly units: readonly { readonly id: string; readonly code: UnitCode; readonly mi: number; readonly ftr: number; readonly hull: boolean; readonly hied: boolean; readonly shortSince: number | null }[] | null;
}

export interface PlayerView {
  readonly playerId: string;
  readonly turn: number;
  readonly me: {
    readonly name: string;
    readonly race: string;
    readonly seat: number;
    readonly stellars: number;
    readonly vp: number;
    readonly vpChits: number;
    readonly hand: readonly { readonly id: string; readonly name: string }[];
    readonly inPlay: readonly string[];
    readonly destiny: string | null;
    readonly chits: { readonly bob: number; readonly rr: number };
    readonly cp: number;
  };
  readonly others: readonly { readonly id: string; readonly name: string; readonly race: string; readonly seat: number; readonly vp: number; readonly handCount: number | null; readonly inPlay: readonly string[] }[];
  readonly hexes: readonly ViewHex[];
  readonly planets: readonly ViewPlanet[];
  readonly fleets: readonly ViewFleet[];
  readonly builds: readonly { readonly id: string; readonly code: UnitCode; readonly qty: number; readonly planetId: string; readonly frozen: boolean }[];
}

/** The view of `playerId` (GD §2.4; digest §6.2). */
export function playerView(world: World, playerId: string): PlayerView {
  const me = world.players.find((p) => p.id === playerId);
  if (!me) throw new RangeError(`no player ${playerId}`);
  const tabletop = world.mail.visibility === 'tabletop';
  const know = new Map(world.knowledge.filter((k) => k.playerId === playerId).map((k) => [k.hexId, k]));
  const ownedHere = new Set(world.planets.filter((p) => p.ownerId === playerId).map((p) => p.hexId));
  const myFleetHexes = new Set(world.fleets.filter((f) => f.ownerId === playerId).map((f) => f.hexId));
  const visibleNow = (hexId: string) => tabletop || myFleetHexes.has(hexId) || ownedHere.has(hexId) || (know.get(hexId)?.lastTurn ?? -1) >= world.turn - 1;
  const hexes: ViewHex[] = world.hexes
    .filter((h) => tabletop || know.has(h.id) || ownedHere.has(h.id))
    .map((h) => {
      const k = know.get(h.id);
      return {
        id: h.id,
        label: h.label,
        q: h.q,
        r: h.r,
        divided: h.divided,
        special: tabletop ? h.special : (k?.special ?? null),
        discoveryMarker: tabletop ? !!h.discovery && !h.discovery.spent : (k?.discoveryMarker ?? false),
        discovery: k?.discovery ?? null,
        sse: !!h.sse && (h.sse.ownerId === playerId || h.sse.foundBy.includes(playerId)),
        explored: k?.explored ?? false,
        lastSeen: tabletop ? world.turn : (k?.lastTurn ?? 0),
      };
    });
  const planets: ViewPlanet[] = [];
  for (const p of world.planets) {
    const own = p.ownerId === playerId;
    const k = know.get(p.hexId);
    const remembered = k?.planets.find((x) => x.planetId === p.id);
    if (!own && !tabletop && !remembered) continue;
    if (!own && tabletop && !remembered && !visibleNow(p.hexId)) continue;
    const src = own || tabletop ? p : null;
    planets.push({
      id: p.id,
      name: p.name,
      hexId: p.hexId,
      half: p.half,
      kind: src ? p.kind : (remembered?.kind ?? p.kind),
      ownerId: src ? p.ownerId : (remembered?.ownerId ?? null),
      resource: src ? p.resource : (remembered?.resource ?? null),
      gbds: own ? p.gbds : (remembered?.gbds ?? null),
      mis: own ? p.mis + p.homeguard : (remembered?.mis ?? null),
      shipyards: own || tabletop ? p.shipyards : null,
      garrison: own ? p.garrison : (remembered?.garrison ?? null),
      blockaded: own ? p.blockaded : null,
      ods: own || tabletop ? p.ods : null,
    });
  }
  const fleets: ViewFleet[] = world.fleets
    .filter((f) => f.ownerId === playerId || (tabletop ? true : visibleNow(f.hexId) && (myFleetHexes.has(f.hexId) || ownedHere.has(f.hexId) || (know.get(f.hexId)?.lastTurn ?? -1) >= world.turn)))
    .map((f) => {
      const units = world.units.filter((u) => u.fleetId === f.id);
      const speed = fleetSpeed(units.map((u) => UNIT_TYPES[u.code].speed + (u.hied ? 1 : 0)));
      const owner = world.players.find((p) => p.id === f.ownerId);
      const showUnits = f.ownerId === playerId || world.mail.fleetMakeup === 'public';
      return {
        id: f.id,
        ownerId: f.ownerId,
        label: fleetCounterText(raceOf(owner?.raceCode ?? '')?.adjective ?? f.ownerId.toUpperCase(), f.number, speed),
        hexId: f.hexId,
        half: f.half,
        speed,
        units: showUnits ? units.map((u) => ({ id: u.id, code: u.code, mi: u.mi, ftr: u.ftr, hull: u.hull, hied: u.hied, shortSince: u.shortSince })) : null,
      };
    });
  return {
    playerId,
    turn: world.turn,
    me: {
      name: me.name,
      race: peopleName(raceOf(me.raceCode)?.people ?? me.raceCode, world.rules.raceNames),
      seat: me.seat,
      stellars: me.stellars,
      vp: me.vp,
      vpChits: me.vpChits,
      hand: me.hand.map((c) => ({ id: c, name: cardName(world.table, c) })),
      inPlay: me.inPlay.map((c) => cardName(world.table, c)),
      destiny: me.destiny ? cardName(world.table, me.destiny) : null,
      chits: me.chits,
      cp: me.cp,
    },
    others: world.players.filter((p) => p.id !== playerId).map((p) => ({ id: p.id, name: p.name, race: raceOf(p.raceCode)?.empire ?? p.raceCode, seat: p.seat, vp: p.vp, handCount: world.mail.showHandCounts ? p.hand.length : null, inPlay: p.inPlay.map((c) => cardName(world.table, c)) })),
    hexes,
    planets,
    fleets,
    builds: world.builds.filter((b) => b.ownerId === playerId).map((b) => ({ id: b.id, code: b.code, qty: b.qty, planetId: b.planetId, frozen: b.frozen })),
  };
}

/** A people's name in the spelling the game uses (digest A-40: Limerians or Limusian, Gromarli or Gromari). */
export function peopleName(people: string, spelling: World['rules']['raceNames']): string {
  return spelling === 'limusian-gromari' ? people.replace('Limerians', 'Limusian').replace('Gromarli', 'Gromari') : people;
}

/** Whether an event may be shown to a player (its visibility list). */
export function canSee(visibleTo: 'all' | 'gm' | readonly string[], playerId: string): boolean {
  return visibleTo === 'all' || (Array.isArray(visibleTo) && visibleTo.includes(playerId));
}
