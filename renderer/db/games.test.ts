import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../shared/format/archive';
import { createGameRecords } from '../../shared/library/new-game';
import { deleteGame, duplicateGame, importArchive, insertGame, listGames, loadGameRecords, updateGame } from './games';
import { WarpdeskDb } from './schema';
import { RULESETS } from '../../shared/rulesets/index';

let counter = 0;
let db: WarpdeskDb;
function freshDb(): WarpdeskDb {
  db = new WarpdeskDb(`warpdesk-games-test-${++counter}`);
  return db;
}
afterEach(() => db?.close());

const NOW = '2020-01-01T10:00:00.000Z';

function sampleRecords(id = 'g-1', name = 'Orion') {
  const records = createGameRecords({ name, ruleset: 'nova', empireNames: ['Hegemony', 'Free Worlds'] }, id, NOW);
  records.systems.push(
    { gameId: id, id: 's1', name: 'ALGOL', type: 8, status: 'world', ownerId: 'e1', colonies: 3, homeStar: true, x: 0, y: 0, installations: { IC: 1 }, notes: '' },
    { gameId: id, id: 's2', name: 'TEDDY', type: 5, status: 'none', ownerId: null, colonies: 0, homeStar: false, x: 100, y: 0, installations: {}, notes: '' },
  );
  records.warpLines.push({ gameId: id, id: 'w1', a: 's1', aLetter: 'D', b: 's2', bLetter: 'R' });
  records.units.push({ gameId: id, id: 'u1', empireId: 'e1', kind: 'ship', name: 'DARING', systemId: 's1' });
  return records;
}

async function rowCount(database: WarpdeskDb, gameId: string): Promise<number> {
  const counts = await Promise.all(database.gameTables().map((table) => table.where('gameId').equals(gameId).count()));
  return counts.reduce((a, b) => a + b, 0) + ((await database.games.get(gameId)) ? 1 : 0);
}

describe('the games repository', () => {
  it('stores a new game and loads it back whole', async () => {
    const database = freshDb();
    const records = sampleRecords();
    await insertGame(database, records);
    expect(await loadGameRecords(database, 'g-1')).toEqual(records);
    expect((await listGames(database)).map((s) => [s.game.name, s.empireCount])).toEqual([['Orion', 2]]);
  });

  it('refuses to overwrite an existing game', async () => {
    const database = freshDb();
    await insertGame(database, sampleRecords());
    await expect(insertGame(database, sampleRecords())).rejects.toThrow(/already exists/);
    expect(await rowCount(database, 'g-1')).toBe(1 + 2 + 2 + 1 + 1);
  });

  it('renames and stamps the change time', async () => {
    const database = freshDb();
    await insertGame(database, sampleRecords());
    await updateGame(database, 'g-1', { name: 'Orion Reach' });
    const game = await database.games.get('g-1');
    expect(game?.name).toBe('Orion Reach');
    expect((game?.updatedAt ?? '') > NOW).toBe(true);
  });

  it('refuses a name another game has, as a rename or a new game, case and spaces aside (issue 17)', async () => {
    const database = freshDb();
    await insertGame(database, sampleRecords('g-1'));
    const other = sampleRecords('g-2');
    other.game = { ...other.game, name: 'Sample' };
    await insertGame(database, other);
    await expect(updateGame(database, 'g-2', { name: ' orion ' })).rejects.toThrow('Another game is already called "orion": choose another name');
    expect((await database.games.get('g-2'))?.name).toBe('Sample');
    await updateGame(database, 'g-2', { name: 'Sample' });
    const third = sampleRecords('g-3');
    await expect(insertGame(database, third)).rejects.toThrow(/already called "Orion"/);
    expect(await database.games.get('g-3')).toBeUndefined();
  });

  it('imports an archive whose name is taken by another game as "(imported)"', async () => {
    const database = freshDb();
    await insertGame(database, sampleRecords('g-1'));
    const other = sampleRecords('g-9');
    const archive = readArchive(writeArchive(other, { exportedAt: NOW, exportedBy: 'test' }), RULESETS);
    if (!archive.ok) throw new Error('archive');
    const result = await importArchive(database, archive.value);
    expect(result).toMatchObject({ asCopy: true, name: 'Orion (imported)' });
  });

  it('duplicates every record under a new id and a "(copy)" name', async () => {
    const database = freshDb();
    await insertGame(database, sampleRecords());
    const copyId = await duplicateGame(database, 'g-1');
    const copy = await loadGameRecords(database, copyId);
    expect(copy?.game.name).toBe('Orion (copy)');
    expect(copy?.systems.map((s) => s.name)).toEqual(['ALGOL', 'TEDDY']);
    expect(copy?.warpLines[0]).toMatchObject({ gameId: copyId, a: 's1', b: 's2' });
    expect(await rowCount(database, copyId)).toBe(await rowCount(database, 'g-1'));
    expect((await duplicateGame(database, 'g-1')) !== copyId).toBe(true);
    expect((await listGames(database)).map((s) => s.game.name).sort()).toEqual(['Orion', 'Orion (copy 2)', 'Orion (copy)']);
  });

  it('deletes a game and every record of it, and nothing of other games', async () => {
    const database = freshDb();
    await insertGame(database, sampleRecords('g-1'));
    await insertGame(database, sampleRecords('g-2', 'Orion 2'));
    const backup = (gameId: string) => ({ gameId, id: `bk-${gameId}`, turn: 1, reason: 'test', createdAt: NOW, size: 2, chain: `bk-${gameId}`, seq: 0 });
    await database.backups.bulkAdd([backup('g-1'), backup('g-2')]);
    await database.backupParts.bulkAdd([{ gameId: 'g-1', id: 'bk-g-1', text: '{}' }, { gameId: 'g-2', id: 'bk-g-2', text: '{}' }]);
    await deleteGame(database, 'g-1');
    expect(await rowCount(database, 'g-1')).toBe(0);
    expect(await rowCount(database, 'g-2')).toBe(7);
    expect((await database.backups.toArray()).map((b) => b.gameId)).toEqual(['g-2']);
    expect((await database.backupParts.toArray()).map((b) => b.gameId)).toEqual(['g-2']);
  });

  it('imports an archive with its own id, and as a copy when that id is taken', async () => {
    const database = freshDb();
    const text = writeArchive(sampleRecords(), { exportedAt: NOW, exportedBy: 'test' });
    const read = readArchive(text, RULESETS);
    if (!read.ok) throw new Error('sample archive did not read');
    expect(await importArchive(database, read.value)).toEqual({ gameId: 'g-1', asCopy: false, name: 'Orion' });
    const again = await importArchive(database, read.value);
    expect(again).toMatchObject({ asCopy: true, name: 'Orion (imported)' });
    expect(await rowCount(database, again.gameId)).toBe(7);
    // The first import is the game exactly as exported.
    const reloaded = await loadGameRecords(database, 'g-1');
    expect(reloaded && writeArchive(reloaded, { exportedAt: NOW, exportedBy: 'test' })).toBe(text);
  });

  it('writes all of a game or nothing: a failure half-way leaves no trace', async () => {
    const database = freshDb();
    const broken = sampleRecords('g-broken');
    // Two systems with one key: the second bulkAdd fails after other tables were written.
    broken.systems.push({ ...broken.systems[0]! });
    await expect(insertGame(database, broken)).rejects.toThrow();
    expect(await rowCount(database, 'g-broken')).toBe(0);
    expect(await database.games.count()).toBe(0);
  });
});
