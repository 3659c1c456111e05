/**
 * A database written by schema version 3, before issue 18, frozen (test/fixtures/db-v3-nova.json):
 * the NOVA sample with turns 1 and 2 committed through the app (each record with the world before
 * the turn whole, the turn's events also as rows) and two automatic backups as whole archive text.
 * Opened by today's schema it upgrades (version 4: the backups become index rows and parts), its
 * turns read as they are, its backups list, open and prune from the index, and the next commit
 * compacts its history into the current layout without changing any turn's worlds.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import fixture from '../../../../test/fixtures/db-v3-nova.json';
import { RULESETS } from '../../../../shared/rulesets/index';
import { runTurnResolvingBattles } from '../../../../shared/rulesets/nova/turn/auto-battles';
import { storedWorld } from '../../../../shared/rulesets/nova/turn/history';
import { backupRecords, listBackups, prepareBackup, storeBackup } from '../../../db/backups';
import type { GameRecords } from '../../../../shared/format/archive';
import { loadGameRecords } from '../../../db/games';
import { STORES_V3, WarpdeskDb } from '../../../db/schema';
import { commitTurn, loadTurnWorlds, readTurnInputs, setTurnDecision, TURN_EVENT_KIND } from './turns';

let counter = 0;
const GAME = 'sample-nova';

async function openFrozen(): Promise<WarpdeskDb> {
  const name = `warpdesk-frozen-v3-${++counter}`;
  const old = new Dexie(name);
  old.version(3).stores(STORES_V3);
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(fixture.tables)) if (rows.length > 0) await old.table(table).bulkAdd(rows);
  });
  old.close();
  const db = new WarpdeskDb(name);
  await db.open();
  return db;
}

describe('a version-3 database of a NOVA game with committed turns and backups', () => {
  it('upgrades: its backups are listed from the index, open as the game they held, and the upgrade is idempotent', async () => {
    const db = await openFrozen();
    expect(db.verno).toBe(4);
    const listed = await listBackups(db, GAME);
    expect(listed.map((b) => [b.reason, b.seq, b.chain === b.id])).toEqual([
      ['before committing turn 2', 0, true],
      ['before committing turn 1', 0, true],
    ]);
    const text = (fixture.tables.backups as { id: string; text: string }[]).find((b) => b.id === listed[0]?.id)?.text ?? '';
    expect(listed[0]?.size).toBe(text.length);
    const held = await backupRecords(db, GAME, listed[0]?.id ?? '', RULESETS);
    expect(held?.records.game.turn).toBe(2);
    expect(held?.records.turns.filter((t) => t.status === 'committed').map((t) => t.number)).toEqual([1]);
    // Opening again changes nothing.
    const name = db.name;
    db.close();
    const again = new WarpdeskDb(name);
    await again.open();
    expect(await listBackups(again, GAME)).toEqual(listed);
    again.close();
  });

  it('reads its turns as they are, and compacts them at the next commit into the same worlds', async () => {
    const db = await openFrozen();
    const before = await Promise.all([1, 2].map((n) => loadTurnWorlds(db, GAME, n)));
    for (const w of before) expect(w.ok).toBe(true);
    expect((await db.events.where('gameId').equals(GAME).toArray()).some((e) => e.kind === TURN_EVENT_KIND)).toBe(true);

    const game = await db.games.get(GAME);
    if (!game) throw new Error('no game');
    const inputs = await readTurnInputs(db, game);
    const auto = runTurnResolvingBattles(inputs.input);
    await setTurnDecision(db, GAME, 3, () => auto.decisions);
    await commitTurn(db, GAME, auto.run, inputs.sheets, auto.decisions);

    const records = await loadGameRecords(db, GAME);
    expect(records?.turns.map((t) => [t.number, 'start' in t, 'change' in t, 'checkpoint' in t])).toEqual([
      [1, false, true, true],
      [2, false, true, false],
      [3, false, true, false],
    ]);
    expect(records?.events.filter((e) => e.kind === TURN_EVENT_KIND)).toEqual([]);
    for (const [i, n] of [1, 2].entries()) {
      const w = await loadTurnWorlds(db, GAME, n);
      const old = before[i];
      if (!w.ok || !old?.ok) throw new Error('unreadable');
      expect(storedWorld(w.start)).toEqual(storedWorld(old.start));
      expect(storedWorld(w.after)).toEqual(storedWorld(old.after));
    }
    // The backup written before that commit starts a chain of its own and holds the game as it was.
    const newest = (await listBackups(db, GAME))[0];
    expect(newest).toMatchObject({ reason: 'before committing turn 3', seq: 0 });
    expect((await backupRecords(db, GAME, newest?.id ?? '', RULESETS))?.records.game.turn).toBe(3);
    db.close();
  });

  it('writes later backups as what changed, and prunes whole old chains to the budget', async () => {
    const db = await openFrozen();
    const game = await db.games.get(GAME);
    if (!game) throw new Error('no game');
    const records = await loadGameRecords(db, GAME);
    if (!records) throw new Error('no records');
    const tables = [db.games, ...db.backupTables()];
    const write = async (stored: GameRecords, reason: string) => {
      const prepared = await prepareBackup(db, stored, reason);
      return db.transaction('rw', tables, () => storeBackup(db, prepared, stored.game));
    };
    const first = await write(records, 'one');
    const second = await write({ ...records, game: { ...records.game, notes: 'changed' } }, 'two');
    expect([first.seq, second.seq, second.chain]).toEqual([0, 1, first.id]);
    expect(second.size).toBeLessThan(first.size / 20);
    expect((await backupRecords(db, GAME, second.id, RULESETS))?.records.game.notes).toBe('changed');
    // Three kept at most: the oldest go first, whole chains (each old backup is one); the newest chain stays.
    const tight = { ...records, game: { ...records.game, settings: { ...records.game.settings, backups: { kept: 3 } } } };
    await write(tight, 'three');
    const kept = await listBackups(db, GAME);
    expect(kept.map((b) => b.reason)).toEqual(['three', 'two', 'one']);
    expect(await db.backupParts.where('gameId').equals(GAME).count()).toBe(3);
    db.close();
  });
});
