/**
 * The page side of the Chromium campaign (chromium.ts bundles this file and drives it): the same
 * repository code as the Node runner, against the browser's own IndexedDB. Each call is one step
 * the runner measures from outside (CPU of the browser's processes) and inside (wall time here).
 */
import { archiveChunks } from '../../../shared/format/archive';
import { splitArchiveMeta } from '../../../shared/format/archive-meta';
import { insertGame, loadGameForArchive } from '../../../renderer/db/games';
import { WarpdeskDb } from '../../../renderer/db/schema';
import { listTurnRecords, loadTurnWorlds } from '../../../renderer/rulesets/nova/db/turns';
import { campaignRecords, commitPrepared, GAME_ID, NOW, prepareTurn, type PreparedTurn } from './campaign';

let db: WarpdeskDb | null = null;
let prepared: PreparedTurn | null = null;

const open = (): WarpdeskDb => {
  if (!db) throw new Error('call setup first');
  return db;
};

/** What the runner calls (window.campaign). */
const campaign = {
  async setup(): Promise<void> {
    db = new WarpdeskDb('bench-campaign');
    await db.open();
    await insertGame(db, campaignRecords());
  },
  async prepare(): Promise<{ turn: number; units: number; events: number; wall: number }> {
    const t0 = performance.now();
    prepared = await prepareTurn(open());
    return { turn: prepared.turn, units: prepared.units, events: prepared.events, wall: performance.now() - t0 };
  },
  async commit(): Promise<{ wall: number }> {
    if (!prepared) throw new Error('call prepare first');
    const t0 = performance.now();
    await commitPrepared(open(), prepared);
    prepared = null;
    return { wall: performance.now() - t0 };
  },
  /** The History of turn n as the History screen opens it: the list of records, the worlds before and after the turn. */
  async history(n: number): Promise<{ records: number; wall: number }> {
    const t0 = performance.now();
    const list = await listTurnRecords(open(), GAME_ID);
    const worlds = await loadTurnWorlds(open(), GAME_ID, n);
    if (!worlds.ok) throw new Error(worlds.message);
    return { records: list.length, wall: performance.now() - t0 };
  },
  /** The export as the Export button makes it (archive-actions.tsx): the archive in pieces, handed to a Blob as the browser platform's download does. */
  async exportGame(): Promise<{ bytes: number; pieces: number; largest: number; wall: number }> {
    const t0 = performance.now();
    const stored = await loadGameForArchive(open(), GAME_ID);
    if (!stored) throw new Error('no game');
    const { records, meta } = splitArchiveMeta(stored);
    const pieces = [...archiveChunks(records, { exportedAt: NOW, exportedBy: 'bench', migrations: meta.migrations, extra: meta.extra })];
    const blob = new Blob(pieces, { type: 'application/json' });
    return { bytes: blob.size, pieces: pieces.length, largest: Math.max(...pieces.map((p) => p.length)), wall: performance.now() - t0 };
  },
  async estimate(): Promise<{ usage: number; quota: number; details: Record<string, number> }> {
    const e = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
    return { usage: e.usage ?? 0, quota: e.quota ?? 0, details: e.usageDetails ?? {} };
  },
};

Object.assign(globalThis, { campaign });
