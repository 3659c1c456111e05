import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStarSectorsSampleRecords } from '../../../scripts/star-sectors/make-sample';
import { readArchive, writeArchive } from '../../../shared/format/archive';
import { insertGame, loadGameRecords } from '../../db/games';
import { WarpdeskDb } from '../../db/schema';
import { loadBattle, resolveAndStore, saveOrderText, undoLastRound } from './repository';
import { RULESETS } from '../../../shared/rulesets/index';

let counter = 0;
let db: WarpdeskDb;
afterEach(() => db?.close());

async function sampleDb(): Promise<{ db: WarpdeskDb; gameId: string }> {
  db = new WarpdeskDb(`warpdesk-ss-test-${++counter}`);
  const records = makeStarSectorsSampleRecords();
  await insertGame(db, records);
  return { db, gameId: records.game.id };
}

describe('Star Sectors storage', () => {
  it('resolves a round from stored orders and writes ships, turn, events and dice together', async () => {
    const { gameId } = await sampleDb();
    await saveOrderText(db, gameId, 1, 'fed', 'VAL MOVE F F\nCOU MOVE F F F');
    await saveOrderText(db, gameId, 1, 'imp', 'RAP MOVE F F F\nMAR MOVE F F');
    expect(await resolveAndStore(db, gameId, { firstSideId: null, forced: [] })).toEqual({ round: 1, problems: 0 });
    const loaded = await loadBattle(db, gameId);
    expect(loaded?.battle.round).toBe(1);
    expect(loaded?.game.turn).toBe(1);
    expect(loaded?.battle.firstSideId).toBe('imp');
    expect(loaded?.battle.ships.find((s) => s.id === 'COU')).toMatchObject({ q: 10, r: 3 });
    expect(await db.events.where('gameId').equals(gameId).count()).toBeGreaterThan(5);
    expect(await db.diceRolls.where('gameId').equals(gameId).count()).toBe(2);
  });

  it('replays exactly: the same game and orders give the same dice after an undo', async () => {
    const { gameId } = await sampleDb();
    const orders = { fed: 'VAL MOVE F F\nCOU MOVE F F F', imp: 'RAP MOVE F F F\nMAR MOVE F F' };
    await resolveAndStore(db, gameId, { firstSideId: null, forced: [], orders });
    await resolveAndStore(db, gameId, { firstSideId: null, forced: [], orders: { fed: 'COU FIRE MAR', imp: 'MAR FIRE COU WITH 1' } });
    const first = await db.diceRolls.where('gameId').equals(gameId).sortBy('id');
    expect(await undoLastRound(db, gameId)).toBe(2);
    const afterUndo = await loadBattle(db, gameId);
    expect(afterUndo?.battle.round).toBe(1);
    expect(afterUndo?.battle.ships.find((s) => s.id === 'COU')?.damage).toBe(0);
    expect(await db.diceRolls.where('[gameId+turn]').equals([gameId, 2]).count()).toBe(0);
    // The orders stay stored; resolving again gives the same dice.
    await resolveAndStore(db, gameId, { firstSideId: null, forced: [] });
    expect(await db.diceRolls.where('gameId').equals(gameId).sortBy('id')).toEqual(first);
  });

  it('survives an archive round trip', async () => {
    const { gameId } = await sampleDb();
    await resolveAndStore(db, gameId, { firstSideId: 'fed', forced: [3, 4], orders: { fed: 'VAL MOVE F', imp: 'RAP MOVE F' } });
    const records = await loadGameRecords(db, gameId);
    const read = readArchive(writeArchive(records!, { exportedAt: 'x', exportedBy: 'test' }), RULESETS);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const back = read.value.records;
    expect(back.turns).toHaveLength(1);
    expect(back.units).toEqual(records!.units);
  });

  it('leaves everything as it was when the round cannot be written', async () => {
    const { gameId } = await sampleDb();
    const before = await loadGameRecords(db, gameId);
    // A unit whose card is gone cannot be read: the round is refused whole.
    await db.designs.delete([gameId, 'd-courier']);
    await expect(resolveAndStore(db, gameId, { firstSideId: null, forced: [] })).rejects.toThrow(/cannot be read/);
    const after = await loadGameRecords(db, gameId);
    expect(after?.units).toEqual(before?.units);
    expect(after?.turns).toEqual([]);
  });
});
