/**
 * The app's one database connection, opened once, with persistent storage requested
 * so the browser does not evict the GM's games under storage pressure.
 */
import { WarpdeskDb } from './schema';

let instance: WarpdeskDb | null = null;

export function getDb(): WarpdeskDb {
  instance ??= new WarpdeskDb();
  return instance;
}

/**
 * Opens the database (running any upgrade) and asks for persistent storage.
 * Rejects with Dexie's error for the caller to show: quota, blocked upgrade, newer version.
 */
export async function openDatabase(onBlocked?: () => void): Promise<WarpdeskDb> {
  const db = getDb();
  // An upgrade waits while another window holds the older version open; the GM must be told.
  if (onBlocked) db.on('blocked', onBlocked);
  await db.open();
  void requestPersistence();
  return db;
}

async function requestPersistence(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
