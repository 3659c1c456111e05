/**
 * Automatic backups of a game (issue 18: backups that cost what changed). A backup is two rows:
 * - its index row in `backups` (when, why, the turn, its size, its chain and place in it), read to
 *   list backups and to prune them, never their contents;
 * - its part in `backupParts`: the rows of the game that changed since the backup before it in
 *   its chain (put whole, or removed), or, for the first backup of a chain, every row.
 * A chain is at most BACKUP_CHAIN backups long; a backup is restored by applying the parts of its
 * chain up to it. What the newest backup holds is remembered in `backupState` as a fingerprint of
 * every row, so the next backup finds what changed without reading any backup.
 * Pruning (after each backup) removes whole chains, oldest first, while the game's backups take
 * more than its budget or are more than it keeps (game.settings.backups); the newest chain stays.
 * Backups written before (whole archive text) are kept as they are, each a chain of one.
 * A backup is prepared from the game read in one transaction and compressed outside it
 * (prepareBackup), then stored in the caller's write transaction (storeBackup), which refuses it
 * if another backup was written meanwhile; the caller checks that the game did not change.
 */
import { archiveChunks, archiveFileName, readArchive, COLLECTIONS, emptyGameRecords, type ArchiveRulesets, type CollectionName, type GameRecords } from '../../shared/format/archive';
import { splitArchiveMeta, type ArchiveMeta } from '../../shared/format/archive-meta';
import type { Game } from '../../shared/model/entities';
import { isPacked, PACKED, packValue, storedSize, unpackRecords, unpackValue } from './packed';
import { backupSettingsOf } from '../../shared/settings/backups';
import { ARCHIVE_FILTERS, type Platform } from '../platform/platform';
import type { BackupPartRow, BackupRow, BackupStateRow, WarpdeskDb } from './schema';
import { nowIso } from './game-write';

/** Backups in one chain at most: restoring reads at most this many parts. */
export const BACKUP_CHAIN = 10;

/** A backup as listed (its index row). */
export type BackupInfo = BackupRow;

type Row = Record<string, unknown>;

/** The key of a row within its collection: the turn's number, else the id. */
function rowKey(name: CollectionName, row: Row): string {
  return name === 'turns' ? `n${String(row.number)}` : String(row.id);
}

/** 53-bit string hash (cyrb53), in base 36. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * A row's fingerprint. A committed turn record is immutable (shared/model/entities.ts): its
 * number and commit time name it, so the history is never read through again.
 */
function fingerprint(name: CollectionName, row: Row): string {
  if (name === 'turns' && row.status === 'committed' && typeof row.committedAt === 'string') return `c:${String(row.number)}:${row.committedAt}`;
  if (isPacked(row)) {
    // A packed row (renderer/db/packed.ts): its plain fields as text, its bytes hashed as they are
    // (the JSON of a byte array is some eight characters a byte).
    const { [PACKED]: bytes, ...plain } = row;
    const text = JSON.stringify(plain);
    return `p${text.length}:${hash(text)}:${bytesHash(bytes as Uint8Array)}`;
  }
  const text = JSON.stringify(row);
  return `${text.length}:${hash(text)}`;
}

/** 32-bit FNV-1a of bytes, with their count, in base 36. */
function bytesHash(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ (bytes[i] as number), 0x01000193);
  return `${bytes.length.toString(36)}.${(h >>> 0).toString(36)}`;
}

/** Collections whose rows belong to a turn (`turn`, or a turn record's `number`). */
const BY_TURN: ReadonlySet<CollectionName> = new Set(['orders', 'events', 'diceRolls', 'turns']);

function rowTurn(name: CollectionName, row: Row): number {
  return Number(name === 'turns' ? row.number : row.turn);
}

/** A row's key in a backup's fingerprints: `collection/key`, with its turn for rows of a turn. */
function stateKey(name: CollectionName, row: Row): string {
  return BY_TURN.has(name) ? `${name}/${rowTurn(name, row)}/${rowKey(name, row)}` : `${name}/${rowKey(name, row)}`;
}

/** A backup made ready from the game (read in a transaction) and compressed outside one: storeBackup writes it. */
export interface PreparedBackup {
  index: BackupRow;
  part: BackupPartRow;
  state: BackupStateRow;
  /** The newest backup when it was prepared: storing refuses if another was written since. */
  head: string | null;
}

/** What readGameForBackup read: the game, and which rows of turns it left out. */
export interface BackupRead {
  records: GameRecords;
  /** The turn before which `orders`, `events` and `diceRolls` were not read (null: every row was read). */
  from: number | null;
  /**
   * Whether `turns` was read in part too: only the records of turns `from` and later, and those
   * the newest backup does not hold as they are (markBackupRowChanged). The other records, all
   * committed and immutable, are kept from the newest backup.
   */
  recentTurns: boolean;
}

/**
 * What a backup of the game needs read, in the caller's read transaction (the game, the backup
 * tables): every row, except the rows of turns before `from` in `orders`, `events` and `diceRolls`,
 * when the newest backup already holds them (it was written at turn `from` or later, in a chain
 * that goes on): the history of play is not read again at every commit. With `recentTurns`, the
 * turn records before `from` are left out as well (a commit of the next turn needs only the
 * newest ones; reopening a turn needs them all): what a commit reads then grows with what changed,
 * not with the number of turns played.
 */
export async function readGameForBackup(db: WarpdeskDb, gameId: string, options: { recentTurns?: boolean } = {}): Promise<BackupRead> {
  const game = await db.games.get(gameId);
  if (!game) throw new Error('This game no longer exists');
  const state = await db.backupState.get(gameId);
  const from = state && state.seq + 1 < BACKUP_CHAIN && state.turn !== undefined && state.turn >= game.turn - 1 ? game.turn - 1 : null;
  const recentTurns = from !== null && options.recentTurns === true;
  const records = emptyGameRecords(game);
  for (const name of COLLECTIONS) {
    const table = db.collectionTable(name);
    let rows: unknown[];
    if (name === 'turns' && recentTurns && state) rows = await turnsToRead(db, gameId, from, state.hashes);
    else if (from === null || name === 'turns' || !BY_TURN.has(name)) rows = await table.where('gameId').equals(gameId).toArray();
    else if (name === 'orders') rows = await db.orders.where('[gameId+turn+empireId]').between([gameId, from, ''], [gameId, Infinity, '\uffff'], true, true).toArray();
    else rows = await table.where('[gameId+turn]').between([gameId, from], [gameId, Infinity], true, true).toArray();
    (records as Record<CollectionName, unknown>)[name] = rows;
  }
  return { records, from, recentTurns };
}

/** The turn records of turns `from` and later, and the older ones the newest backup's fingerprints lack (found by their keys, read without the others). */
async function turnsToRead(db: WarpdeskDb, gameId: string, from: number, hashes: Record<string, string>): Promise<unknown[]> {
  const keys = (await db.turns.where('gameId').equals(gameId).primaryKeys()) as [string, number][];
  const wanted = keys.filter(([, number]) => number >= from || hashes[`turns/${number}/n${number}`] === undefined);
  return (await db.turns.bulkGet(wanted)).filter((row) => row !== undefined);
}

/**
 * Says that `row` of the game changed outside a commit or a reopening (inside the caller's write
 * transaction, with the backup tables): the next backup reads it and keeps it, even where it reads
 * only part of the game (readGameForBackup). Needed for a change to a committed turn's record
 * (a sitrep edit), which a commit does not read again otherwise.
 */
export async function markBackupRowChanged(db: WarpdeskDb, gameId: string, name: CollectionName, row: Row): Promise<void> {
  const state = await db.backupState.get(gameId);
  const key = stateKey(name, row);
  if (!state || state.hashes[key] === undefined) return;
  const hashes = { ...state.hashes };
  delete hashes[key];
  await db.backupState.put({ ...state, hashes });
}

/**
 * A backup of `stored` made ready: the rows changed since the newest backup of its chain (every
 * row for a new chain), compressed. `from`: the turn before which `orders`, `events` and
 * `diceRolls` were not read (readGameForBackup), their rows kept from the newest backup;
 * `recentTurns`: `turns` read in part as well, the records not read kept from the newest backup.
 */
export async function prepareBackup(db: WarpdeskDb, stored: GameRecords, reason: string, from: number | null = null, recentTurns = false): Promise<PreparedBackup> {
  const gameId = stored.game.id;
  const createdAt = nowIso();
  const id = `bk-${createdAt}-${crypto.randomUUID().slice(0, 8)}`;
  const state = await db.backupState.get(gameId);
  const head = state ? await db.backups.get([gameId, state.head]) : undefined;
  const continues = state !== undefined && head !== undefined && head.chain === state.chain && state.seq + 1 < BACKUP_CHAIN;
  if (from !== null && !continues) throw new Error('A backup of part of the game needs the backup before it');
  const before = continues ? state.hashes : {};
  const hashes: Record<string, string> = {};
  const put: Partial<Record<CollectionName, Row[]>> = {};
  const rows: Partial<Record<CollectionName, Row[]>> = {};
  const removed: Partial<Record<CollectionName, string[]>> = {};
  const gameText = JSON.stringify(stored.game);
  const gameHash = `${gameText.length}:${hash(gameText)}`;
  for (const name of COLLECTIONS) {
    const seen = new Set<string>();
    for (const row of stored[name] as unknown as Row[]) {
      const key = stateKey(name, row);
      seen.add(key);
      const fp = fingerprint(name, row);
      hashes[key] = fp;
      if (before[key] === fp) continue;
      // Rows already packed (renderer/db/packed.ts) are kept as they are.
      if (isPacked(row)) (rows[name] ??= []).push(row);
      else (put[name] ??= []).push(row);
    }
    for (const key of Object.keys(before)) {
      if (!key.startsWith(`${name}/`) || seen.has(key)) continue;
      const parts = key.slice(name.length + 1).split('/');
      // Rows of turns that were not read are kept.
      if (from !== null && BY_TURN.has(name) && (name !== 'turns' || recentTurns) && Number(parts[0]) < from) {
        hashes[key] = before[key] as string;
        continue;
      }
      (removed[name] ??= []).push(parts.slice(BY_TURN.has(name) ? 1 : 0).join('/'));
    }
  }
  const chain = continues ? state.chain : id;
  const seq = continues ? state.seq + 1 : 0;
  const content = { ...(continues && state.game === gameHash ? {} : { game: stored.game }), put, removed };
  const part: BackupPartRow = { gameId, id, packed: await packValue(content), rows };
  const index: BackupRow = { gameId, id, turn: stored.game.turn, reason, createdAt, size: storedSize(part), chain, seq };
  return { index, part, state: { gameId, chain, seq, head: id, game: gameHash, turn: stored.game.turn, hashes }, head: state?.head ?? null };
}

/** Writes a prepared backup (inside the caller's transaction, with the backup tables) and prunes the game's backups to its budget. */
export async function storeBackup(db: WarpdeskDb, prepared: PreparedBackup, game: Pick<Game, 'id' | 'settings'>): Promise<BackupInfo> {
  const now = await db.backupState.get(prepared.index.gameId);
  if ((now?.head ?? null) !== prepared.head) throw new Error('Another backup of this game was written meanwhile: try again');
  await db.backups.add(prepared.index);
  await db.backupParts.add(prepared.part);
  await db.backupState.put(prepared.state);
  await pruneBackups(db, game);
  return prepared.index;
}

/** The next backup of the game starts a chain of its own (after a change the chains cannot follow, such as a reopened turn). */
export async function restartBackupChain(db: WarpdeskDb, gameId: string): Promise<void> {
  await db.backupState.delete(gameId);
}

/** Removes the oldest chains while the game's backups take more than its budget or number more than it keeps; the newest chain is kept. */
export async function pruneBackups(db: WarpdeskDb, game: Pick<Game, 'id' | 'settings'>): Promise<number> {
  const { budgetMb, kept } = backupSettingsOf(game.settings);
  const rows = await listBackups(db, game.id);
  const chains = new Map<string, BackupRow[]>();
  for (const row of [...rows].reverse()) chains.set(row.chain, [...(chains.get(row.chain) ?? []), row]);
  const order = [...chains.keys()];
  let size = rows.reduce((sum, r) => sum + r.size, 0);
  let count = rows.length;
  let removed = 0;
  for (const chain of order.slice(0, -1)) {
    if (size <= budgetMb * 1024 * 1024 && count <= kept) break;
    const gone = chains.get(chain) ?? [];
    const keys = gone.map((r) => [r.gameId, r.id] as [string, string]);
    await db.backups.bulkDelete(keys);
    await db.backupParts.bulkDelete(keys);
    size -= gone.reduce((sum, r) => sum + r.size, 0);
    count -= gone.length;
    removed += gone.length;
  }
  return removed;
}

/** The game's automatic backups, newest first, from the index (their contents are not read). */
export async function listBackups(db: WarpdeskDb, gameId: string): Promise<BackupInfo[]> {
  const rows = await db.backups.where('gameId').equals(gameId).toArray();
  return rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.seq < b.seq ? 1 : -1));
}

/** The room the game's backups take, in bytes, and the budget, from the index. */
export async function backupUsage(db: WarpdeskDb, game: Pick<Game, 'id' | 'settings'>): Promise<{ bytes: number; count: number; budgetBytes: number; kept: number }> {
  const rows = await listBackups(db, game.id);
  const { budgetMb, kept } = backupSettingsOf(game.settings);
  return { bytes: rows.reduce((sum, r) => sum + r.size, 0), count: rows.length, budgetBytes: budgetMb * 1024 * 1024, kept };
}

/**
 * The game as backup `id` holds it, with the archive meta it carried: the parts of its chain
 * applied in order (a backup written before is its archive text, read). Null when the backup
 * is gone or unreadable.
 */
export async function backupRecords(db: WarpdeskDb, gameId: string, id: string, rulesets: ArchiveRulesets): Promise<{ records: GameRecords; meta: ArchiveMeta } | null> {
  const parts = await db.transaction('r', [db.backups, db.backupParts], async () => {
    const row = await db.backups.get([gameId, id]);
    if (!row) return null;
    const members = (await db.backups.where('gameId').equals(gameId).toArray()).filter((r) => r.chain === row.chain && r.seq <= row.seq).sort((a, b) => a.seq - b.seq);
    return Promise.all(members.map((m) => db.backupParts.get([gameId, m.id])));
  });
  if (!parts || parts.some((p) => p === undefined)) return null;
  let game: Game | null = null;
  const rows = new Map<CollectionName, Map<string, Row>>(COLLECTIONS.map((name) => [name, new Map()]));
  for (const part of parts as BackupPartRow[]) {
    if (typeof part.text === 'string') {
      const read = readArchive(part.text, rulesets);
      if (!read.ok) return null;
      return splitArchiveMeta({ ...read.value.records, game: { ...read.value.records.game, archiveMeta: { migrations: read.value.migrations, extra: read.value.extra ?? {} } } as Game });
    }
    const content = (part.packed ? await unpackValue(part.packed) : {}) as { game?: Game; put?: BackupPartRow['rows']; removed?: BackupPartRow['removed'] };
    if (content.game) game = content.game;
    for (const name of COLLECTIONS) {
      const target = rows.get(name) as Map<string, Row>;
      for (const key of content.removed?.[name] ?? []) target.delete(key);
      for (const row of [...(content.put?.[name] ?? []), ...(part.rows?.[name] ?? [])]) target.set(rowKey(name, row), row);
    }
  }
  if (!game) return null;
  const records = emptyGameRecords(game);
  for (const name of COLLECTIONS) (records as unknown as Record<CollectionName, Row[]>)[name] = [...(rows.get(name) as Map<string, Row>).values()];
  return splitArchiveMeta(await unpackRecords(records));
}

/** The backup's archive in pieces (shared/format/archive.ts archiveChunks), or null when it is gone. */
export async function backupArchiveChunks(db: WarpdeskDb, gameId: string, id: string, rulesets: ArchiveRulesets): Promise<string[] | null> {
  const row = await db.backups.get([gameId, id]);
  const backup = await backupRecords(db, gameId, id, rulesets);
  if (!row || !backup) return null;
  return [...archiveChunks(backup.records, { exportedAt: row.createdAt, exportedBy: `Warpdesk automatic backup, ${row.reason}`, migrations: backup.meta.migrations, extra: backup.meta.extra })];
}

/** Hands a backup to the platform's save dialog (or the browser's downloads); false when the GM cancelled. */
export async function downloadBackup(db: WarpdeskDb, gameId: string, id: string, platform: Pick<Platform, 'saveTextFile'>, rulesets: ArchiveRulesets): Promise<boolean> {
  const row = await db.backups.get([gameId, id]);
  const chunks = await backupArchiveChunks(db, gameId, id, rulesets);
  if (!row || !chunks) throw new Error('This backup no longer exists');
  const game = await db.games.get(gameId);
  const stamp = row.createdAt.slice(0, 16).replace('T', ' ').replace(':', 'h');
  const name = `${game?.name ?? gameId} backup ${stamp} ${row.reason}`;
  return platform.saveTextFile({ title: 'Save a backup of the game', suggestedName: archiveFileName(name), filters: ARCHIVE_FILTERS, text: chunks });
}
