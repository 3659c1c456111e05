/**
 * The one Dexie schema of Warpdesk. Versions are append-only: a released version is
 * never edited, a change adds a version with a small, idempotent upgrade that tolerates
 * missing fields. Tests open databases written by versions 1, 2 and 3 from frozen fixtures (test/fixtures/db-v*.json).
 *
 * Every record of a game is keyed by [gameId+id], so an edit writes one row, and a
 * whole game is found (or deleted) through the gameId index.
 */
import Dexie, { type Table, type Transaction } from 'dexie';
import { COLLECTIONS, type CollectionName } from '../../shared/format/records';
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

/**
 * An automatic backup as version 3 stored it: the whole game as archive text, written before a
 * turn is committed or reopened. Version 4 moves the text to `backupParts` (upgradeToV4).
 */
export interface BackupRowV3 {
  gameId: string;
  id: string;
  turn: number;
  reason: string;
  createdAt: string;
  text: string;
}

/** An automatic backup's index row (version 4, renderer/db/backups.ts): listed and pruned without reading its contents. */
export interface BackupRow {
  gameId: string;
  id: string;
  /** The game's turn when the backup was written. */
  turn: number;
  /** Why: "before committing turn 3", "before reopening turn 2". */
  reason: string;
  createdAt: string;
  /** Characters of JSON its part takes. */
  size: number;
  /** The id of the first backup of its chain, and its place in the chain (0 for the first). */
  chain: string;
  seq: number;
}

/** What a backup holds beyond the one before it in its chain (all of the game for the first); a version-3 backup keeps its archive `text`. */
export interface BackupPartRow {
  gameId: string;
  id: string;
  /**
   * gzip of `{ game?, put, removed }` (renderer/db/packed.ts): the game row when it changed, the
   * rows put whole (added or changed) and the keys removed (ids; `n<number>` for turns), by collection.
   */
  packed?: Uint8Array<ArrayBuffer>;
  /** Rows put that are packed already (a committed turn's), kept as they are. */
  rows?: Partial<Record<CollectionName, Record<string, unknown>[]>>;
  /** Keys removed, by collection (in `packed`; here in parts written before it was packed). */
  removed?: Partial<Record<CollectionName, string[]>>;
  /** A backup written by version 3: the whole archive text. */
  text?: string;
}

/** What the newest backup of a game holds: a fingerprint of every row, by `collection/key`. */
export interface BackupStateRow {
  gameId: string;
  chain: string;
  seq: number;
  /** The newest backup's id. */
  head: string;
  /** Fingerprint of the game row. */
  game: string;
  /** The game's turn when it was written. */
  turn?: number;
  hashes: Record<string, string>;
}

/** Version 3: automatic backups of a game (issue 6: before a turn is committed or reopened). */
export const STORES_V3 = {
  ...STORES_V2,
  backups: '[gameId+id], gameId',
} as const;

/** Version 4: backups that cost what changed (issue 18): index rows in `backups`, contents in `backupParts`, the newest backup's fingerprints in `backupState`. */
export const STORES_V4 = {
  ...STORES_V3,
  backupParts: '[gameId+id], gameId',
  backupState: 'gameId',
} as const;

/**
 * Version 4 upgrade: each backup of version 3 (a row with its archive `text`) becomes an index
 * row (its size the text's length, a chain of its own) and a part keeping the text. Rows already
 * upgraded (no `text`) are left alone, so running it again changes nothing.
 */
export async function upgradeToV4(tx: Transaction): Promise<void> {
  const backups = tx.table('backups');
  const parts = tx.table('backupParts');
  for (const row of (await backups.toArray()) as Record<string, unknown>[]) {
    if (typeof row.text !== 'string') continue;
    await parts.put({ gameId: row.gameId, id: row.id, text: row.text });
    const { text, ...index } = row;
    await backups.put({ ...index, size: text.length, chain: row.id, seq: 0 });
  }
}

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
  backupParts!: Table<BackupPartRow, [string, string]>;
  backupState!: Table<BackupStateRow, string>;

  constructor(name: string = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores(STORES_V1);
    this.version(2).stores(STORES_V2).upgrade(upgradeToV2);
    this.version(3).stores(STORES_V3);
    this.version(4).stores(STORES_V4).upgrade(upgradeToV4);
  }

  /** The table of each archive collection: every table that holds one game's records. */
  collectionTable(name: CollectionName): Table<{ gameId: string }, unknown> {
    return this[name] as unknown as Table<{ gameId: string }, unknown>;
  }

  /** The tables of automatic backups (renderer/db/backups.ts). */
  backupTables(): Table<{ gameId: string }, unknown>[] {
    return [this.backups, this.backupParts, this.backupState] as unknown as Table<{ gameId: string }, unknown>[];
  }

  /** The tables that hold one game's records (everything but `games` and `settings`). */
  gameTables(): Table<{ gameId: string }, unknown>[] {
    return COLLECTIONS.map((name) => this.collectionTable(name));
  }
}
