import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { archiveChunks, ArchiveRecordText, readArchive, writeArchive, type GameRecords } from '../../../../shared/format/archive';
import { splitArchiveMeta } from '../../../../shared/format/archive-meta';
import { runTurnResolvingBattles } from '../../../../shared/rulesets/nova/turn/auto-battles';
import { engineOrders } from '../../../../shared/rulesets/nova/turn/orders-input';
import { worldFromRecords } from '../../../../shared/rulesets/nova/turn/world';
import { RULESETS } from '../../../../shared/rulesets/index';
import { insertGame, loadGameForArchive, loadGameRecords } from '../../../db/games';
import { isPacked, storedSize } from '../../../db/packed';
import { WarpdeskDb } from '../../../db/schema';
import { listOrderSheets, loadOrderSheet, saveOrderLines } from './orders';
import { commitTurn, loadTurnDecisions, reopenTurn, setTurnDecision } from './turns';

let db: WarpdeskDb;
let counter = 0;
afterEach(() => db?.close());

function sample(): GameRecords {
  const read = readArchive(readFileSync(new URL('../../../../resources/samples/nova-sample.warpdesk.json', import.meta.url), 'utf8'), RULESETS);
  if (!read.ok) throw new Error('the sample does not read');
  return read.value.records;
}

async function freshGame(): Promise<string> {
  db = new WarpdeskDb(`warpdesk-packed-sheets-test-${++counter}`);
  const records = sample();
  await insertGame(db, records);
  return records.game.id;
}

/** Runs and commits the game's current turn, battles auto-resolved, as the Turn screen does. */
async function commitCurrent(gameId: string): Promise<void> {
  const records = await loadGameRecords(db, gameId);
  if (!records) throw new Error('no game');
  const turn = records.game.turn;
  const orders = records.orders.filter((o) => o.turn === turn);
  const stored = await loadTurnDecisions(db, gameId, turn);
  const auto = runTurnResolvingBattles({ world: worldFromRecords(records, turn), orders: engineOrders(records.empires, orders, turn), decisions: stored, seed: records.game.seed, settings: records.game.settings });
  if (JSON.stringify(auto.decisions) !== JSON.stringify(stored)) await setTurnDecision(db, gameId, turn, () => auto.decisions);
  await commitTurn(db, gameId, auto.run, orders, auto.decisions);
}

const rawSheets = async (gameId: string, turn: number) => (await db.orders.where('gameId').equals(gameId).toArray()).filter((o) => o.turn === turn);
const archiveOf = async (gameId: string) => writeArchive(splitArchiveMeta((await loadGameRecords(db, gameId)) as GameRecords).records, { exportedAt: 'now', exportedBy: 'test' });

describe('order sheets of committed turns kept packed (issue 18)', () => {
  it('packs the sheets of the turn committed, and every reader sees them as they were', async () => {
    const gameId = await freshGame();
    const before = (await loadGameRecords(db, gameId)) as GameRecords;
    const sheetsBefore = await listOrderSheets(db, gameId, 1);
    const vornBefore = await loadOrderSheet(db, gameId, 'vorn', 1);
    const plainSize = (await rawSheets(gameId, 1)).reduce((n, row) => n + storedSize(row), 0);
    await commitCurrent(gameId);

    const stored = await rawSheets(gameId, 1);
    expect(stored).toHaveLength(6);
    expect(stored.every(isPacked)).toBe(true);
    // The keys and status stay plain, for the index and the lists.
    expect(stored.map((s) => [s.id, s.empireId, s.turn])).toEqual(before.orders.map((s) => [s.id, s.empireId, s.turn]));
    expect(stored.some((s) => 'lines' in s)).toBe(false);
    expect(stored.reduce((n, row) => n + storedSize(row), 0)).toBeLessThan(plainSize / 2);
    // The Orders screen, the dashboard and the missed-turn rule read them as before; so does export.
    expect(await listOrderSheets(db, gameId, 1)).toEqual(sheetsBefore);
    expect(await loadOrderSheet(db, gameId, 'vorn', 1)).toEqual(vornBefore);
    expect((await loadGameRecords(db, gameId))?.orders).toEqual(before.orders);
  });

  it("refuses to change a committed turn's sheet, changing nothing", async () => {
    const gameId = await freshGame();
    await commitCurrent(gameId);
    const stored = await rawSheets(gameId, 1);
    await expect(saveOrderLines(db, gameId, 'vorn', 1, [])).rejects.toThrow('Turn 1 is committed: reopen it (Turn screen, History) to change its orders');
    expect(await rawSheets(gameId, 1)).toEqual(stored);
  });

  it('packs at the next commit the sheets of committed turns an older database kept plain (the migration)', async () => {
    const gameId = await freshGame();
    const plain = await rawSheets(gameId, 1);
    await commitCurrent(gameId);
    const exported = await archiveOf(gameId);
    // As a database written before sheets were packed holds them: committed, plain.
    await db.orders.bulkPut(plain);
    expect((await rawSheets(gameId, 1)).some(isPacked)).toBe(false);
    expect(await archiveOf(gameId)).toBe(exported);
    await commitCurrent(gameId);
    expect((await rawSheets(gameId, 1)).every(isPacked)).toBe(true);
    expect((await rawSheets(gameId, 2)).every(isPacked)).toBe(true);
    expect((await loadGameRecords(db, gameId))?.orders.filter((o) => o.turn === 1)).toEqual(plain);
  });

  it('exports a stored game from the text of its packed records: the same bytes as from the records unpacked', async () => {
    const gameId = await freshGame();
    await commitCurrent(gameId);
    await commitCurrent(gameId);
    await reopenTurn(db, gameId, 2);
    const stored = (await loadGameForArchive(db, gameId)) as GameRecords;
    // The turn records (packed in part) come as text; the sheets (packed whole) unpacked.
    expect((stored.turns as unknown[]).filter((t) => t instanceof ArchiveRecordText)).toHaveLength(2);
    expect(stored.orders.some((o) => o instanceof ArchiveRecordText)).toBe(false);
    const meta = { exportedAt: 'now', exportedBy: 'test' };
    const text = [...archiveChunks(splitArchiveMeta(stored).records, meta)].join('');
    expect(text).toBe(await archiveOf(gameId));
    expect(readArchive(text, RULESETS).ok).toBe(true);
  });

  it('makes the sheets plain again when their turn is reopened, so the turn can be edited and run again', async () => {
    const gameId = await freshGame();
    const plain = await rawSheets(gameId, 1);
    await commitCurrent(gameId);
    await reopenTurn(db, gameId, 1);
    expect(await rawSheets(gameId, 1)).toEqual(plain);
    await saveOrderLines(db, gameId, 'vorn', 1, []);
    expect((await loadOrderSheet(db, gameId, 'vorn', 1))?.lines).toEqual([]);
  });
});
