/**
 * The typed in-memory world of a Galactic Domination game: what the engine works on. The GM's truth;
 * players' views are derived from it and their knowledge (view/player-view.ts). Plain data with zod
 * schemas, so the records (world/records.ts) can store each piece under its `galacticDomination` key.
 * Scratch data of a turn never lives here.
 */
import { z } from 'zod';
import { DISCOVERY_RESULTS } from '../rules/discovery-chart';
import { ENCOUNTER_KINDS } from '../rules/encounter-cards';
import { specialHexSchema } from '../rules/special-hexes';
import { SPECIAL_ENCOUNTERS } from '../rules/special-encounter';
import { UNIT_CODES } from '../rules/units';
import { cardDefSchema } from '../cards/card-data';
import { gdRulesSchema } from '../settings';
import { gdMailSchema } from '../mail-settings';

const id = z.string().min(1);
const forceSchema = z.partialRecord(z.enum(UNIT_CODES), z.int().min(0));

export const WORLD_KINDS = ['capitalM', 'capitalS', 'subCapital', 'empire', 'free', 'neutral'] as const;
export type WorldKind = (typeof WORLD_KINDS)[number];

/** A Face-down Discovery Hex (GD §11.18) and what became of it. */
export const discoverySchema = z.object({
  placedBy: id,
  placedTurn: z.int().min(1),
  /** The hidden number (1–10, digest A-35): only the finder reads it. */
  hidden: z.int().min(1).max(10),
  d10: z.int().min(1).max(10).nullable().default(null),
  finderId: z.string().nullable().default(null),
  result: z.enum(DISCOVERY_RESULTS).nullable().default(null),
  key: z.int().nullable().default(null),
  /** Revealed and in effect. */
  activated: z.boolean().default(false),
  /** Spent: its effect has happened and it is gone. */
  spent: z.boolean().default(false),
  /** Lost-fleet result (9/19): the player who gets the fleet on entry. */
  targetPlayerId: z.string().nullable().default(null),
});
export type Discovery = z.infer<typeof discoverySchema>;

/** One hex of the map (GD §2.1; hex halves §9.4.2). */
export const hexSchema = z.object({
  id,
  q: z.int(),
  r: z.int(),
  col: z.int().min(0),
  row: z.int().min(0),
  label: z.string(),
  /** 'map' for a Map Segment hex, `empire:<playerId>` for an Empire Segment hex (GD §8.0). */
  segment: z.string().default('map'),
  /** A home hex with two planets: two halves, each a separate hex for all rules (GD §9.4.2). */
  divided: z.boolean().default(false),
  special: specialHexSchema.nullable().default(null),
  discovery: discoverySchema.nullable().default(null),
  /** Pre-seeded mode: the encounter waiting in the hex (hidden). */
  preseed: z.object({ card: z.string(), d6: z.int().min(1).max(6), kind: z.enum(ENCOUNTER_KINDS) }).nullable().default(null),
  /** Secret Shipyard Experiment (GD §11.15): owner, and the empires that found it. */
  sse: z.object({ ownerId: id, foundBy: z.array(z.string()).default([]) }).nullable().default(null),
});
export type Hex = z.infer<typeof hexSchema>;

/** A planet (GD §9.2, §11.7.3). Ground units and fixed units are counts: they have no serials (§10.5.1.1). */
export const planetSchema = z.object({
  id,
  hexId: id,
  half: z.union([z.literal(0), z.literal(1)]).nullable().default(null),
  name: z.string().min(1),
  kind: z.enum(WORLD_KINDS),
  ownerId: z.string().nullable().default(null),
  /** Resource value Rn; null while unknown (rolled when occupied, §11.11.1). */
  resource: z.int().min(0).nullable().default(null),
  /** For capitals: the race whose capital it is (income halves for a captor, §9.1.1). */
  nativeRace: z.string().nullable().default(null),
  gbds: z.int().min(0).default(0),
  /** Movable MIs on the planet. */
  mis: z.int().min(0).default(0),
  /** Homeguard MIs: never move (§9.1.1). */
  homeguard: z.int().min(0).default(0),
  shipyards: z.int().min(0).default(0),
  /** Race code of the ODS in orbit (main capital only, §9.3). */
  ods: z.string().nullable().default(null),
  /** Neutral (or allied, pirate-free) ships defending the planet. */
  garrison: forceSchema.nullable().default(null),
  garrisonTurn: z.int().nullable().default(null),
  blockaded: z.boolean().default(false),
  /** Discovery 11: allied with this player, not owned (§11.18.2). */
  allyOf: z.string().nullable().default(null),
  /** False for an activated discovery world not yet producing. */
  producing: z.boolean().default(true),
  /** Fighters waiting at the planet's Shipyard for a carrier (GD §10.8.1). */
  waitingFtr: z.int().min(0).default(0),
  /** Light Against Darkness: one GBDS over the limit until one is lost (§10.7.4.2). */
  extraGbds: z.boolean().default(false),
  foundTurn: z.int().nullable().default(null),
});
export type Planet = z.infer<typeof planetSchema>;

export const playerSchema = z.object({
  id,
  name: z.string(),
  playerName: z.string().default(''),
  raceCode: z.string().length(1),
  /** Seat, 0-based, to the left (GD §7.1). */
  seat: z.int().min(0),
  stellars: z.number().default(0),
  /** VP on the track (cashed chits, GD §13). */
  vp: z.int().min(0).default(0),
  /** VP chits earned this turn, cashed in phase K. */
  vpChits: z.int().min(0).default(0),
  /** Tactics Cards in hand (instance ids), secret. */
  hand: z.array(z.string()).default([]),
  /** Unique Tactics Cards in play (GD §10.6.2). */
  inPlay: z.array(z.string()).default([]),
  destiny: z.string().nullable().default(null),
  chits: z.object({ bob: z.int().min(0).default(0), rr: z.int().min(0).default(0) }).default({ bob: 0, rr: 0 }),
  /** Terran Compensatory Points (App N). */
  cp: z.int().min(0).default(0),
  terranAlternate: z.boolean().default(false),
  /** One-off income due at the next Income Phase (Hidden Resource, Serendipity, alien pay-outs, −$10 ally lost). */
  pendingIncome: z.array(z.object({ source: z.string(), amount: z.number(), note: z.string() })).default([]),
  /** Special Encounter results already had (a repeat may be rerolled, §11.15). */
  specialsHad: z.array(z.enum(SPECIAL_ENCOUNTERS)).default([]),
  /** Bought a Risk card / TCs this turn (cleared at phase L). */
  boughtRisk: z.boolean().default(false),
  boughtTc: z.int().min(0).default(0),
  /** Frozen by a FREEZE card until it resolves (GD §10.6.2). */
  frozen: z.boolean().default(false),
});
export type Player = z.infer<typeof playerSchema>;

/** A Fleet Counter (GD §10.5.1.3): one or more ships of one player together. */
export const fleetSchema = z.object({
  id,
  ownerId: id,
  number: z.int().min(1),
  hexId: id,
  half: z.union([z.literal(0), z.literal(1)]).nullable().default(null),
  /** Direction (0–5) of the edge it entered its hex by this turn (Dead Space, Discovery 8/18); null if it did not move in. */
  enteredFrom: z.int().min(0).max(5).nullable().default(null),
  /** Movement points banked toward leaving a Warped Space 2 hex. */
  warpCredit: z.int().min(0).default(0),
});
export type Fleet = z.infer<typeof fleetSchema>;

/** A ship (or Ftr group host): a counter with an id (GD §10.5.1.1). Fighters and MIs aboard are counts. */
export const unitSchema = z.object({
  id,
  ownerId: id,
  code: z.enum(UNIT_CODES),
  fleetId: z.string().nullable().default(null),
  /** Fighters aboard (CV), MIs aboard (TT, BB, GS, RA, BBS, BBX). */
  ftr: z.int().min(0).default(0),
  mi: z.int().min(0).default(0),
  /** An incomplete hull (GD §11.9.1). */
  hull: z.boolean().default(false),
  /** HIED fitted: +1 Speed (GD §11.15). */
  hied: z.boolean().default(false),
  /** Carries a Serendipity item (GD §11.17). */
  serendipity: z.boolean().default(false),
  /** CV below 4 Fighters since this turn (GD §10.8.1). */
  shortSince: z.int().nullable().default(null),
});
export type Unit = z.infer<typeof unitSchema>;

/** Units bought in phase J, placed in phase F of the next turn (GD §11.1 J, F). */
export const buildSchema = z.object({
  id,
  ownerId: id,
  code: z.enum(UNIT_CODES),
  qty: z.int().min(1),
  planetId: id,
  turn: z.int().min(0),
  /** Frozen by a blockade (GD §11.9). */
  frozen: z.boolean().default(false),
  /** Load aboard: 'NEW' the carriers built with it, or a unit id. */
  forCarrier: z.string().nullable().default(null),
  /** Free unit (SSE FF, card, Exploration Fleet): not paid. */
  free: z.boolean().default(false),
  /** Builds of one owner with the same group form one new fleet (the Exploration Fleets, GD §9.1.2). */
  group: z.int().min(0).nullable().default(null),
  /** Placed at this planet even without a Shipyard (Exploration Fleet in the Capital Hex, SSE FF, CP trade-ins). */
  anywhere: z.boolean().default(false),
});
export type Build = z.infer<typeof buildSchema>;

/** What one player knows of one hex: seen on a turn, and its contents as last seen. */
export const knowledgeSchema = z.object({
  playerId: id,
  hexId: id,
  firstTurn: z.int().min(0),
  lastTurn: z.int().min(0),
  /** Entered by one of the player's fleets (explored), not only seen. */
  explored: z.boolean().default(false),
  planets: z.array(z.object({ planetId: id, name: z.string(), kind: z.enum(WORLD_KINDS), ownerId: z.string().nullable(), resource: z.int().nullable(), garrison: forceSchema.nullable().default(null), gbds: z.int().nullable().default(null), mis: z.int().nullable().default(null) })).default([]),
  special: specialHexSchema.nullable().default(null),
  /** A face-down Discovery Hex marker seen here. */
  discoveryMarker: z.boolean().default(false),
  /** The player found this Discovery Hex: its number, die and result. */
  discovery: z.object({ hidden: z.int(), d10: z.int(), result: z.enum(DISCOVERY_RESULTS), activated: z.boolean() }).nullable().default(null),
  sse: z.boolean().default(false),
});
export type Knowledge = z.infer<typeof knowledgeSchema>;

const pileSchema = z.object({ draw: z.array(z.string()).default([]), discard: z.array(z.string()).default([]) });

/** The table: decks, play order, this turn's stimulus and bans (game-level state). */
export const tableSchema = z.object({
  /** Seat that started turn 1 (GD §11.1). */
  firstSeat: z.int().min(0).default(0),
  decks: z
    .object({ stimulus: pileSchema, tactics: pileSchema, encounter: pileSchema, risk: pileSchema, destiny: pileSchema })
    .default({ stimulus: { draw: [], discard: [] }, tactics: { draw: [], discard: [] }, encounter: { draw: [], discard: [] }, risk: { draw: [], discard: [] }, destiny: { draw: [], discard: [] } }),
  /** Category 2 cards waiting for the Collation Phase of turn 4 (GD §11.1 AA). */
  reserve: z.object({ stimulus: z.array(z.string()).default([]), tactics: z.array(z.string()).default([]) }).default({ stimulus: [], tactics: [] }),
  /** The GM's cards over the printed samples. */
  cards: z.array(cardDefSchema).default([]),
  /** Encounter deck (GD §10.6.3) as data. */
  encounterCards: z.array(z.object({ id: z.string(), faces: z.array(z.enum(ENCOUNTER_KINDS)).length(6), source: z.enum(['rulebook', 'house']), uniqueText: z.string() })).default([]),
  /** This turn's stimulus card and effects in force. */
  stimulus: z.string().nullable().default(null),
  effects: z.array(z.string()).default([]),
  /** No fleet of this player may enter this hex for the rest of the turn (GD §11.11.2). */
  bans: z.array(z.object({ playerId: id, hexId: id })).default([]),
  /** Players that rolled for an SSE this turn (one fleet per empire per turn, GD §11.15). */
  sseTries: z.array(z.object({ playerId: id, hexId: id })).default([]),
  /** The game is over: the winners (GD §13). */
  winners: z.array(z.string()).default([]),
});
export type Table = z.infer<typeof tableSchema>;

/** Setup choices (game.settings.galacticDomination.setup). */
export const setupSchema = z.object({
  players: z.int().min(2).max(9),
  layout: z.string().default(''),
  cols: z.int().min(1),
  rows: z.int().min(1),
  /** Map units per hex (pixel size for drawing, shared/hex/pixels). */
  hexSize: z.number().positive().default(40),
});
export type Setup = z.infer<typeof setupSchema>;

export const worldSchema = z.object({
  gameId: id,
  name: z.string(),
  seed: z.string().min(1),
  /** The turn now being played (1 after setup; GD: exactly 10 turns in Basic). */
  turn: z.int().min(1),
  setup: setupSchema,
  rules: gdRulesSchema,
  mail: gdMailSchema,
  table: tableSchema,
  players: z.array(playerSchema),
  hexes: z.array(hexSchema),
  planets: z.array(planetSchema),
  fleets: z.array(fleetSchema),
  units: z.array(unitSchema),
  builds: z.array(buildSchema),
  knowledge: z.array(knowledgeSchema),
});
export type World = z.infer<typeof worldSchema>;

/** A deep copy: steps never change the world they are given. */
export function cloneWorld(world: World): World {
  return structuredClone(world);
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The world with every collection in one canonical order (players by seat, the rest by id; knowledge by
 * player then hex), so a world read back from records and the world that was written run the same turn
 * with the same dice.
 */
export function canonical(world: World): World {
  return {
    ...world,
    players: [...world.players].sort((a, b) => a.seat - b.seat),
    hexes: [...world.hexes].sort(byId),
    planets: [...world.planets].sort(byId),
    fleets: [...world.fleets].sort(byId),
    units: [...world.units].sort(byId),
    builds: [...world.builds].sort(byId),
    knowledge: [...world.knowledge].sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : a.hexId < b.hexId ? -1 : a.hexId > b.hexId ? 1 : 0)),
  };
}
