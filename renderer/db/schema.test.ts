import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import fixture from '../../test/fixtures/db-v1.json';
import { STORES_V1, STORES_V2, WarpdeskDb } from './schema';

let counter = 0;
const freshName = () => `warpdesk-schema-test-${++counter}`;

/** Writes the frozen version-1 fixture with the version-1 schema only, as the first build did. */
async function writeVersion1(name: string): Promise<void> {
  const old = new Dexie(name);
  old.version(1).stores(STORES_V1);
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(fixture.tables)) await old.table(table).bulkAdd(rows);
  });
  old.close();
}

describe('the Dexie schema', () => {
  it('opens a version-1 database from the frozen fixture and upgrades it', async () => {
    const name = freshName();
    await writeVersion1(name);
    const db = new WarpdeskDb(name);
    await db.open();
    expect(db.verno).toBe(4);

    const oldGame = await db.games.get('g-old-1');
    expect(oldGame).toMatchObject({ name: 'Old Campaign', turn: 3, seed: 'g-old-1', deadline: '', notes: '', settings: {} });
    // What was there is kept, including fields this version does not know.
    expect(await db.games.get('g-old-2')).toMatchObject({ seed: 'kept-seed', notes: 'kept notes', customField: 'kept' });
    expect(await db.empires.where('gameId').equals('g-old-1').count()).toBe(2);
    expect(await db.systems.get(['g-old-1', 's1'])).toMatchObject({ name: 'ALGOL', type: 8 });
    expect(await db.warpLines.get(['g-old-1', 'w1'])).toMatchObject({ aLetter: 'D', bLetter: 'R' });
    // The new tables exist and are empty.
    expect(await db.units.count()).toBe(0);
    expect(await db.turns.count()).toBe(0);
    db.close();
  });

  it('upgrades idempotently: opening an upgraded database again changes nothing', async () => {
    const name = freshName();
    await writeVersion1(name);
    const first = new WarpdeskDb(name);
    const once = await first.open().then(() => first.games.toArray());
    first.close();
    const second = new WarpdeskDb(name);
    expect(await second.open().then(() => second.games.toArray())).toEqual(once);
    second.close();
  });

  it('opens a version-2 database, keeps its records and adds the backups table', async () => {
    const name = freshName();
    const old = new Dexie(name);
    old.version(2).stores(STORES_V2);
    await old.open();
    await old.table('games').add({ id: 'g2', name: 'Two', ruleset: 'nova', turn: 4, seed: 's', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
    await old.table('turns').add({ gameId: 'g2', number: 3, status: 'committed' });
    old.close();
    const db = new WarpdeskDb(name);
    await db.open();
    expect(db.verno).toBe(4);
    expect(await db.turns.get(['g2', 3])).toMatchObject({ status: 'committed' });
    await db.backups.add({ gameId: 'g2', id: 'b1', turn: 4, reason: 'test', createdAt: '2026-01-02T00:00:00.000Z', size: 2, chain: 'b1', seq: 0 });
    expect(await db.backups.where('gameId').equals('g2').count()).toBe(1);
    db.close();
  });

  it('opens a database that a newer Warpdesk extended, using the tables it knows', async () => {
    const name = freshName();
    const future = new Dexie(name);
    future.version(5).stores({ ...STORES_V1, units: '[gameId+id], gameId, [gameId+empireId]', futureTable: 'id' });
    await future.open();
    await future.table('games').add({ id: 'g-future', name: 'From the future', ruleset: 'nova', turn: 1, createdAt: '2027-01-01T00:00:00.000Z', updatedAt: '2027-01-01T00:00:00.000Z' });
    future.close();
    const db = new WarpdeskDb(name);
    await db.open();
    expect(await db.games.get('g-future')).toMatchObject({ name: 'From the future' });
    db.close();
  });
});
