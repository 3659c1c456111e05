import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { readArchive, type GameRecords } from '../../../../shared/format/archive';
import { withCommittedTurn } from '../reports/committed-turn-fixture';
import { insertGame } from '../../../db/games';
import { loadReportEdits, setSitrepEdit } from './report-edits';
import { getSaveState } from '../../../db/save-status';
import { WarpdeskDb } from '../../../db/schema';
import { RULESETS } from '../../../../shared/rulesets/index';

let db: WarpdeskDb;
let counter = 0;
afterEach(() => db?.close());

function sample(): GameRecords {
  const read = readArchive(readFileSync(new URL('../../../../resources/samples/nova-sample.warpdesk.json', import.meta.url), 'utf8'), RULESETS);
  if (!read.ok) throw new Error('the sample does not read');
  return read.value.records;
}

const committed = withCommittedTurn(sample());

async function freshGame(records = committed): Promise<string> {
  db = new WarpdeskDb(`warpdesk-report-edits-test-${++counter}`);
  await insertGame(db, records);
  return records.game.id;
}

describe('sitrep edits kept with a committed turn', () => {
  it('stores, replaces and reverts an item’s text per empire, touching nothing else of the record', async () => {
    const gameId = await freshGame();
    const before = await db.turns.get([gameId, 1]);
    const stamp = (await db.games.get(gameId))?.updatedAt;
    expect(await loadReportEdits(db, gameId, 1)).toEqual({});

    await setSitrepEdit(db, gameId, 1, 'vorn', 2, 'LYRA - our fleet holds the system');
    await setSitrepEdit(db, gameId, 1, 'concord', 0, 'Celestine Concord, turn 1');
    expect(await setSitrepEdit(db, gameId, 1, 'vorn', 2, 'LYRA - the fleet holds')).toEqual({ vorn: { '2': 'LYRA - the fleet holds' }, concord: { '0': 'Celestine Concord, turn 1' } });
    expect(await loadReportEdits(db, gameId, 1)).toEqual({ vorn: { '2': 'LYRA - the fleet holds' }, concord: { '0': 'Celestine Concord, turn 1' } });

    const after = await db.turns.get([gameId, 1]);
    const { reportEdits, ...rest } = after as typeof after & { reportEdits: unknown };
    expect(reportEdits).toBeDefined();
    expect(rest).toEqual(before);
    expect((await db.games.get(gameId))?.updatedAt).not.toBe(stamp);

    expect(await setSitrepEdit(db, gameId, 1, 'concord', 0, null)).toEqual({ vorn: { '2': 'LYRA - the fleet holds' } });
    await setSitrepEdit(db, gameId, 1, 'vorn', 2, null);
    expect(await loadReportEdits(db, gameId, 1)).toEqual({});
    expect(getSaveState().kind).toBe('saved');
  });

  it('refuses an empty text, a turn not committed and a turn with no record, and writes nothing', async () => {
    const gameId = await freshGame();
    await expect(setSitrepEdit(db, gameId, 1, 'vorn', 1, '   ')).rejects.toThrow(/empty/);
    await expect(setSitrepEdit(db, gameId, 1, 'vorn', -1, 'x')).rejects.toThrow(/no sitrep item -1/);
    await expect(setSitrepEdit(db, gameId, 2, 'vorn', 1, 'x')).rejects.toThrow('Turn 2 has no record');
    await db.turns.put({ gameId, number: 2, status: 'open', decisions: {} } as never);
    await expect(setSitrepEdit(db, gameId, 2, 'vorn', 1, 'x')).rejects.toThrow('Turn 2 is not committed');
    expect(await loadReportEdits(db, gameId, 1)).toEqual({});
    expect(await loadReportEdits(db, gameId, 2)).toEqual({});
  });

  it('ends up in the archive with the turn record', async () => {
    const gameId = await freshGame();
    await setSitrepEdit(db, gameId, 1, 'vorn', 3, 'edited');
    const rows = await db.turns.where('gameId').equals(gameId).toArray();
    expect(rows.find((r) => r.number === 1)).toMatchObject({ status: 'committed', reportEdits: { vorn: { '3': 'edited' } } });
  });
});
