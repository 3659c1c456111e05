/**
 * A game's records as one value: the game and its collections. Records carry their gameId;
 * the archive (archive.ts) leaves it out and puts it back.
 */
import type { z } from 'zod';
import type { Problem } from './problems';
import type { DiceRoll, Design, Empire, Game, GameEvent, Knowledge, OrderSheet, StarSystem, TurnRecord, Unit, WarpLine } from '../model/entities';

/** Everything of one game. Records inside carry no gameId: the archive is one game. */
export interface GameRecords {
  game: Game;
  empires: Empire[];
  systems: StarSystem[];
  warpLines: WarpLine[];
  units: Unit[];
  orders: OrderSheet[];
  turns: TurnRecord[];
  events: GameEvent[];
  diceRolls: DiceRoll[];
  designs: Design[];
  knowledge: Knowledge[];
}

/** The collections of a game beside the game itself, in archive order. */
export const COLLECTIONS = ['empires', 'systems', 'warpLines', 'units', 'orders', 'turns', 'events', 'diceRolls', 'designs', 'knowledge'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/** A game with no records yet. */
export function emptyGameRecords(game: Game): GameRecords {
  return { game, empires: [], systems: [], warpLines: [], units: [], orders: [], turns: [], events: [], diceRolls: [], designs: [], knowledge: [] };
}

/** Every collection of `records` passed through `map`, the game left as it is. */
export function mapCollections(records: GameRecords, map: <T extends { gameId: string }>(rows: readonly T[], name: CollectionName) => T[]): GameRecords {
  const out = { ...records };
  for (const name of COLLECTIONS) (out as Record<CollectionName, unknown>)[name] = map(records[name] as { gameId: string }[], name);
  return out;
}

/**
 * How a ruleset's records are stored. Every record is a loose zod object: the shared base
 * fields (shared/model/entities.ts) plus the ruleset's own. A new ruleset keeps its fields
 * under one key named after it (`starSectors`, `darkNebula`); the first ruleset keeps them
 * beside the base fields, as it always has.
 */
export interface RecordRules {
  /**
   * The schema of a row of each collection for a game of this ruleset (the base schema
   * extended). Applied when a game is read (archive, import): defaults filled, bad values
   * refused with their place. Collections not named are read with the base schema alone.
   */
  readonly schemas: Partial<Record<CollectionName, z.ZodObject>>;
  /** Cross-record checks beyond the shared ones (ids unique, references to empires and systems). */
  check?(records: GameRecords): Problem[];
}

/** What reading an archive needs of each ruleset: its id and name, and its records' schemas (shared/ruleset.ts). */
export type ArchiveRulesets = readonly { readonly id: string; readonly name: string; readonly records: RecordRules }[];
