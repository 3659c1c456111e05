/** Test fixtures for the Galactic Domination wing: small worlds and forces placed by hand. */
import type { EncounterCard } from './rules/encounter-cards';
import type { Force } from './rules/forces';
import { newGame, type NewGameInput } from './setup/new-game';
import { parseOrders } from './orders/parse';
import type { PlayerOrders } from './orders/model';
import { counterId, nextSerial } from './rules/counter-ids';
import { UNIT_TYPES, type UnitCode } from './rules/units';
import type { Planet, World } from './world/world';

/** A game of the given races (ids = race ids), ready for turn 1, Exploration Fleets waiting. */
export function game(races: readonly string[], extra: Partial<NewGameInput> = {}): World {
  const r = newGame({ gameId: 'test', name: 'Test', seed: 'test-seed', players: races.map((race) => ({ id: race, race })), firstSeat: 0, ...extra });
  if (!r.world) throw new Error(r.problems.join('; '));
  return r.world;
}

/** The same, with the Exploration Fleets dropped (turn 1 starts with an empty map), for hand-placed scenarios. */
export function emptyGame(races: readonly string[], extra: Partial<NewGameInput> = {}): World {
  const w = game(races, extra);
  return { ...w, builds: [] };
}

/** Puts a fleet of `owner` at a hex label (half for divided hexes) with `force`; returns its id. */
export function putFleet(world: World, owner: string, label: string, force: Force, options: { number?: number; half?: 0 | 1 | null } = {}): string {
  const hex = world.hexes.find((h) => h.label === label);
  if (!hex) throw new Error(`no hex ${label}`);
  const player = world.players.find((p) => p.id === owner);
  if (!player) throw new Error(`no player ${owner}`);
  const number = options.number ?? Math.max(0, ...world.fleets.filter((f) => f.ownerId === owner).map((f) => f.number)) + 1;
  const id = `${owner}-F${number}`;
  world.fleets.push({ id, ownerId: owner, number, hexId: hex.id, half: hex.divided ? (options.half ?? 0) : null, enteredFrom: null, warpCredit: 0 });
  const units = [];
  for (const [code, qty] of Object.entries(force) as [UnitCode, number][]) {
    if (UNIT_TYPES[code].kind !== 'ship') continue;
    for (let i = 0; i < qty; i++) {
      const u = { id: counterId(player.raceCode, code, nextSerial(player.raceCode, code, world.units.map((x) => x.id))), ownerId: owner, code, fleetId: id, ftr: 0, mi: 0, hull: false, hied: false, serendipity: false, shortSince: null };
      world.units.push(u);
      units.push(u);
    }
  }
  let ftr = force.Ftr ?? 0;
  let mi = force.MI ?? 0;
  for (const u of units) {
    const f = Math.min(ftr, UNIT_TYPES[u.code].carriesFtr);
    u.ftr = f;
    ftr -= f;
    const m = Math.min(mi, UNIT_TYPES[u.code].carriesMi);
    u.mi = m;
    mi -= m;
  }
  return id;
}

/** Adds a world at a hex label. */
export function putPlanet(world: World, label: string, planet: Partial<Planet> & { name: string; kind: Planet['kind'] }): Planet {
  const hex = world.hexes.find((h) => h.label === label);
  if (!hex) throw new Error(`no hex ${label}`);
  const p: Planet = { id: `P-${hex.id}`, hexId: hex.id, half: null, ownerId: null, resource: null, nativeRace: null, gbds: 0, mis: 0, homeguard: 0, shipyards: 0, ods: null, garrison: null, garrisonTurn: null, blockaded: false, allyOf: null, producing: true, waitingFtr: 0, extraGbds: false, foundTurn: 0, ...planet };
  world.planets.push(p);
  return p;
}

/** Parsed orders by player from texts. */
export function orders(texts: Readonly<Record<string, string>>, segments = 3): Record<string, PlayerOrders> {
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, parseOrders(text, id, { segments }).orders]));
}

/** An encounter deck whose every face is `kind`. */
export function deckOf(kind: EncounterCard['faces'][number]): EncounterCard[] {
  return [{ id: `all-${kind}`, faces: [kind, kind, kind, kind, kind, kind], source: 'house', uniqueText: '' }];
}

/** The label of a hex by cell (col, row from 0). */
export const label = (col: number, row: number) => `${String(col + 1).padStart(2, '0')}${String(row + 1).padStart(2, '0')}`;
