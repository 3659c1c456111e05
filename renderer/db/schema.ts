/**
 * The one Dexie schema of Warpdesk. Versions are append-only: a released version is
 * never edited, a change adds a version with a small, idempotent upgrade that tolerates
 * missing fields. Tests open a database written by version 1 from a frozen fixture.
 *
 * Every record of a game is keyed by [gameId+id], so an edit writes one row, and a
 * whole game is found (or deleted) through the gameId index.
 */
import Dexie, { type Table, type Transaction } from 'dexie';
import { COLLECTIONS, type CollectionName } from '../../shared/format/archive';
import type { Design, DiceRoll, Empire, Game, GameEvent, Knowledge, OrderSheet, StarSystem, TurnRecord, Unit, WarpLine } from '../../shared/model/entities';

export const DB_NAME = 'warpdesk';

/** App-wide preferences (theme, last opened game…), one row per key. */
export interface SettingRow {
  key: string;
  value: unknown;
}

/** Version 1: the library and the map. Frozen: released with the first build. */
export const STORES_V1 = {
  games: 'id, updatedAt',
  empires: '[gameId+id], gameId',
  systems: '[gameId+id], gameId',
  warpLines: '[gameId+id], gameId',
} as const;

/** Version 2: the records of play (units, orders, turns, events, dice), designs, empires' knowledge, and app settings. */
export const STORES_V2 = {
  ...STORES_V1,
  units: '[gameId+id], gameId, [gameId+empireId]',
  orders: '[gameId+id], gameId, [gameId+turn+empireId]',
  turns: '[gameId+number], gameId',
  events: '[gameId+id], gameId, [gameId+turn]',
  diceRolls: '[gameId+id], gameId, [gameId+turn]',
  designs: '[gameId+id], gameId, [gameId+empireId]',
  knowledge: '[gameId+id], gameId, [gameId+empireId], [gameId+systemId]',
  settings: 'key',
} as const;

/** An automatic backup: the whole game as archive text, written before a turn is committed or reopened. */
export interface BackupRow {
  gameId: string;
  id: string;
  /** The game's turn when the backup was written. */
  turn: number;
  /** Why: "before committing turn 3", "before reopening turn 2". */
  reason: string;
  createdAt: string;
  /** The archive (shared/format/archive.ts writeArchive). */
  text: string;
}

/** Version 3: automatic backups of a game (issue 6: before a turn is committed or reopened). */
export const STORES_V3 = {
  ...STORES_V2,
  backups: '[gameId+id], gameId',
} as const;

/**
 * Version 2 upgrade: games written by version 1 had no seed, deadline, notes or
 * settings. Fill them without touching anything that is there.
 */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  await tx
    .table('games')
    .toCollection()
    .modify((game: Record<string, unknown>) => {
      if (typeof game.seed !== 'string' || game.seed === '') game.seed = String(game.id);
      if (typeof game.deadline !== 'string') game.deadline = '';
      if (typeof game.notes !== 'string') game.notes = '';
      if (typeof game.settings !== 'object' || game.settings === null) game.settings = {};
      if (typeof game.turn !== 'number') game.turn = 0;
    });
}

export class WarpdeskDb extends Dexie {
  games!: Table<Game, string>;
  empires!: Table<Empire, [string, string]>;
  systems!: Table<StarSystem, [string, string]>;
  warpLines!: Table<WarpLine, [string, string]>;
  units!: Table<Unit, [string, string]>;
  orders!: Table<OrderSheet, [string, string]>;
  turns!: Table<TurnRecord, [string, number]>;
  events!: Table<GameEvent, [string, string]>;
  diceRolls!: Table<DiceRoll, [string, string]>;
  designs!: Table<Design, [string, string]>;
  knowledge!: Table<Knowledge, [string, string]>;
  settings!: Table<SettingRow, string>;
  backups!: Table<BackupRow, [string, string]>;

  constructor(name: string = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores(STORES_V1);
    this.version(2).stores(STORES_V2).upgrade(upgradeToV2);
    this.version(3).stores(STORES_V3);
  }

  /** The table of each archive collection: every table that holds one game's records. */
  collectionTable(name: CollectionName): Table<{ gameId: string }, unknown> {
    return this[name] as unknown as Table<{ gameId: string }, unknown>;
  }

  /** The tables that hold one game's records (everything but `games` and `settings`). */
  gameTables(): Table<{ gameId: string }, unknown>[] {
    return COLLECTIONS.map((name) => this.collectionTable(name));
  }
}
