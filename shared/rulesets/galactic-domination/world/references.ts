/**
 * Every reference inside a Galactic Domination world resolved (issue 19, item 6): a planet's hex and
 * owner, a fleet's owner and hex, a ship's fleet, a build's planet, what a player knows of a hex, the
 * table's cards, bans and winners, and turn numbers no later than the world's turn. The world's
 * schema (world.ts) types each field; this reads what the types cannot: that the id names something.
 *
 * Used on the live world an archive holds and on the world kept before each committed turn (the one
 * reopening puts back and replaying runs), so an archive accepted is one whose every world runs.
 */
import { cardCatalogue, defIdOf } from '../cards/card-data';
import type { World } from './world';

/** One broken reference: the array of the world it is in, the row's index and id, the field and what is wrong. */
export interface WorldReferenceProblem {
  /** The world's array (`planets`, `fleets`, …) or `table`, `players`. */
  readonly list: string;
  readonly index: number;
  readonly id: string;
  /** The field inside the row, as a path suffix (`ownerId`, `planets[0].planetId`). */
  readonly field: string;
  readonly message: string;
}

const MAX = 50;

/** The broken references of `world` (empty: every id names something in it), at most 50. */
export function worldReferenceProblems(world: World): WorldReferenceProblem[] {
  const out: WorldReferenceProblem[] = [];
  const report = (list: string, index: number, id: string, field: string, message: string) => {
    if (out.length < MAX) out.push({ list, index, id, field, message });
  };
  const unique = <T extends { id: string }>(list: string, rows: readonly T[]): Set<string> => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      if (seen.has(row.id)) report(list, i, row.id, 'id', `"${row.id}" is the id of two ${list}`);
      seen.add(row.id);
    });
    return seen;
  };
  const players = unique('players', world.players);
  const hexes = unique('hexes', world.hexes);
  const planets = unique('planets', world.planets);
  const fleets = unique('fleets', world.fleets);
  unique('units', world.units);
  unique('builds', world.builds);
  const player = (list: string, i: number, id: string, field: string, value: string | null) => {
    if (value !== null && !players.has(value)) report(list, i, id, field, `refers to player "${value}", who is not in the game`);
  };
  const hex = (list: string, i: number, id: string, field: string, value: string) => {
    if (!hexes.has(value)) report(list, i, id, field, `refers to hex "${value}", which is not on the map`);
  };
  const notLater = (list: string, i: number, id: string, field: string, turn: number | null) => {
    if (turn !== null && turn > world.turn) report(list, i, id, field, `is turn ${turn}, after the game's turn ${world.turn}`);
  };

  world.hexes.forEach((h, i) => {
    if (h.segment !== 'map') {
      const owner = h.segment.startsWith('empire:') ? h.segment.slice('empire:'.length) : null;
      if (owner === null) report('hexes', i, h.id, 'segment', `is "${h.segment}": a hex is in the Map Segment ("map") or an empire's ("empire:<player id>")`);
      else player('hexes', i, h.id, 'segment', owner);
    }
    if (h.sse) {
      player('hexes', i, h.id, 'sse.ownerId', h.sse.ownerId);
      h.sse.foundBy.forEach((p, j) => player('hexes', i, h.id, `sse.foundBy[${j}]`, p));
    }
    if (h.discovery) {
      player('hexes', i, h.id, 'discovery.placedBy', h.discovery.placedBy);
      player('hexes', i, h.id, 'discovery.finderId', h.discovery.finderId);
      player('hexes', i, h.id, 'discovery.targetPlayerId', h.discovery.targetPlayerId);
      notLater('hexes', i, h.id, 'discovery.placedTurn', h.discovery.placedTurn);
    }
  });
  world.planets.forEach((p, i) => {
    hex('planets', i, p.id, 'hexId', p.hexId);
    player('planets', i, p.id, 'ownerId', p.ownerId);
    player('planets', i, p.id, 'allyOf', p.allyOf);
    notLater('planets', i, p.id, 'foundTurn', p.foundTurn);
    notLater('planets', i, p.id, 'garrisonTurn', p.garrisonTurn);
  });
  world.fleets.forEach((f, i) => {
    player('fleets', i, f.id, 'ownerId', f.ownerId);
    hex('fleets', i, f.id, 'hexId', f.hexId);
  });
  world.units.forEach((u, i) => {
    player('units', i, u.id, 'ownerId', u.ownerId);
    if (u.fleetId !== null && !fleets.has(u.fleetId)) report('units', i, u.id, 'fleetId', `refers to fleet "${u.fleetId}", which is not in the game`);
    notLater('units', i, u.id, 'shortSince', u.shortSince);
  });
  world.builds.forEach((b, i) => {
    player('builds', i, b.id, 'ownerId', b.ownerId);
    if (!planets.has(b.planetId)) report('builds', i, b.id, 'planetId', `refers to planet "${b.planetId}", which is not in the game`);
    notLater('builds', i, b.id, 'turn', b.turn);
  });
  world.knowledge.forEach((k, i) => {
    const id = `${k.playerId}:${k.hexId}`;
    player('knowledge', i, id, 'playerId', k.playerId);
    hex('knowledge', i, id, 'hexId', k.hexId);
    if (k.firstTurn > k.lastTurn) report('knowledge', i, id, 'firstTurn', `is turn ${k.firstTurn}, after the last turn seen (${k.lastTurn})`);
    notLater('knowledge', i, id, 'lastTurn', k.lastTurn);
    k.planets.forEach((p, j) => {
      if (!planets.has(p.planetId)) report('knowledge', i, id, `planets[${j}].planetId`, `refers to planet "${p.planetId}", which is not in the game`);
      player('knowledge', i, id, `planets[${j}].ownerId`, p.ownerId);
    });
  });

  // The table: every card a known card, every player and hex named there in the game.
  const catalogue = new Set(cardCatalogue(world.table.cards).map((c) => c.id));
  const encounters = new Set(world.table.encounterCards.map((c) => c.id));
  const card = (field: string, instance: string, deck: string, list = 'table', index = 0, id = '') => {
    const known = deck === 'encounter' ? encounters.has(instance) : catalogue.has(defIdOf(instance));
    if (!known) report(list, index, id, field, `is card "${instance}", which is in no deck of the game`);
  };
  for (const [deck, pile] of Object.entries(world.table.decks)) {
    pile.draw.forEach((c, j) => card(`decks.${deck}.draw[${j}]`, c, deck));
    pile.discard.forEach((c, j) => card(`decks.${deck}.discard[${j}]`, c, deck));
  }
  world.table.reserve.stimulus.forEach((c, j) => card(`reserve.stimulus[${j}]`, c, 'stimulus'));
  world.table.reserve.tactics.forEach((c, j) => card(`reserve.tactics[${j}]`, c, 'tactics'));
  if (world.table.stimulus !== null) card('stimulus', world.table.stimulus, 'stimulus');
  world.table.bans.forEach((b, j) => {
    player('table', 0, '', `bans[${j}].playerId`, b.playerId);
    hex('table', 0, '', `bans[${j}].hexId`, b.hexId);
  });
  world.table.sseTries.forEach((b, j) => {
    player('table', 0, '', `sseTries[${j}].playerId`, b.playerId);
    hex('table', 0, '', `sseTries[${j}].hexId`, b.hexId);
  });
  world.table.winners.forEach((w, j) => player('table', 0, '', `winners[${j}]`, w));
  world.players.forEach((p, i) => {
    p.hand.forEach((c, j) => card(`hand[${j}]`, c, 'tactics', 'players', i, p.id));
    p.inPlay.forEach((c, j) => card(`inPlay[${j}]`, c, 'tactics', 'players', i, p.id));
    if (p.destiny !== null) card('destiny', p.destiny, 'destiny', 'players', i, p.id);
  });
  return out;
}
