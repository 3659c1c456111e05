/**
 * A database written by schema version 2, frozen (test/fixtures/db-v2.json): made by the app's own
 * storage code as it stood before version 3 (commit 029a7e9), holding the NOVA sample with a
 * resolved battle of the battle sample and the Star Sectors sample. Opened by today's schema it
 * upgrades through version 3 (backups) to version 4 (backup parts) keeping every row, every game
 * reads as an archive through today's rulesets, its battle lists, and its turn 1 runs and commits
 * with a backup written in today's layout (issue 19, item 10).
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import fixture from '../../../../test/fixtures/db-v2.json';
import { RULESETS } from '../../../../shared/rulesets/index';
import { readArchive, writeArchive } from '../../../../shared/format/archive';
import { runTurnResolvingBattles } from '../../../../shared/rulesets/nova/turn/auto-battles';
import { backupRecords, listBackups } from '../../../db/backups';
import { loadGameRecords } from '../../../db/games';
import { STORES_V2, STORES_V4, WarpdeskDb } from '../../../db/schema';
import { listBattles } from './battles';
import { commitTurn, readTurnInputs, setTurnDecision } from './turns';

let counter = 0;
const NOVA_GAME = 'sample-nova';
const TABLES = fixture.tables as Record<string, Record<string, unknown>[]>;

/** Writes the fixture's rows with the version-2 schema only, as that build did, then opens it with today's. */
async function openFrozen(): Promise<WarpdeskDb> {
  const name = `warpdesk-frozen-v2-${++counter}`;
  const old = new Dexie(name);
  old.version(2).stores(STORES_V2);
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(TABLES)) if (rows.length > 0) await old.table(table).bulkAdd(rows);
  });
  old.close();
  const db = new WarpdeskDb(name);
  await db.open();
  return db;
}

describe('a version-2 database (the NOVA sample with a resolved battle, and the Star Sectors sample)', () => {
  it('upgrades to the current version keeping every row as it was, adds the backup tables empty, and upgrading again changes nothing', async () => {
    expect(fixture.version).toBe(2);
    expect(Object.keys(TABLES).sort()).toEqual(Object.keys(STORES_V2).sort());
    const db = await openFrozen();
    expect(db.verno).toBe(4);
    expect(db.tables.map((t) => t.name).sort()).toEqual(Object.keys(STORES_V4).sort());
    for (const [table, rows] of Object.entries(TABLES)) expect(await db.table(table).toArray(), table).toEqual(expect.arrayContaining(rows));
    for (const [table, rows] of Object.entries(TABLES)) expect(await db.table(table).count(), table).toBe(rows.length);
    for (const table of db.backupTables()) expect(await table.count()).toBe(0);
    const dump = async (d: WarpdeskDb) => Promise.all(d.tables.map((t) => t.toArray()));
    const once = await dump(db);
    const name = db.name;
    db.close();
    const again = new WarpdeskDb(name);
    await again.open();
    expect(await dump(again)).toEqual(once);
    again.close();
  });

  it('every game reads as an archive through today\'s rulesets, and the battle stored by version 2 lists resolved', async () => {
    const db = await openFrozen();
    const games = await db.games.toArray();
    expect(games.map((g) => g.id).sort()).toEqual(['sample-nova', 'sample-star-sectors']);
    for (const game of games) {
      const records = await loadGameRecords(db, game.id);
      if (!records) throw new Error(`no records for ${game.id}`);
      const read = readArchive(writeArchive(records, { exportedAt: '', exportedBy: 'test', migrations: [] }), RULESETS);
      expect(read.ok ? [] : read.problems, game.id).toEqual([]);
    }
    const battles = await listBattles(db, NOVA_GAME);
    expect(battles.map((b) => [b.state, b.turn])).toEqual([['resolved', 1]]);
    db.close();
  });

  it('runs and commits its turn 1 with today\'s engine, writing the first backup in today\'s layout', async () => {
    const db = await openFrozen();
    const game = await db.games.get(NOVA_GAME);
    if (!game) throw new Error('no game');
    expect(game.turn).toBe(1);
    const inputs = await readTurnInputs(db, game);
    expect(inputs.sheets.length).toBe(6);
    const auto = runTurnResolvingBattles(inputs.input);
    await setTurnDecision(db, NOVA_GAME, 1, () => auto.decisions);
    await commitTurn(db, NOVA_GAME, auto.run, inputs.sheets, auto.decisions);
    expect((await db.games.get(NOVA_GAME))?.turn).toBe(2);
    const backups = await listBackups(db, NOVA_GAME);
    expect(backups.map((b) => [b.reason, b.seq])).toEqual([['before committing turn 1', 0]]);
    const held = await backupRecords(db, NOVA_GAME, backups[0]?.id ?? '', RULESETS);
    expect(held?.records.game.turn).toBe(1);
    expect(held?.records.orders.length).toBe(6);
    db.close();
  });
});
