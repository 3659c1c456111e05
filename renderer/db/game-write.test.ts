import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createGameRecords } from '../../shared/library/new-game';
import { insertGame } from './games';
import { writeGame } from './game-write';
import { WarpdeskDb } from './schema';

let db: WarpdeskDb;
let counter = 0;
afterEach(() => db?.close());

describe('writeGame', () => {
  it('writes and stamps the game in one transaction', async () => {
    db = new WarpdeskDb(`warpdesk-write-test-${++counter}`);
    await insertGame(db, createGameRecords({ name: 'G', ruleset: 'nova', empireNames: ['A'] }, 'g', '2020-01-01T00:00:00.000Z'));
    await writeGame(db, 'g', [db.empires], () => db.empires.update(['g', 'e1'], { treasury: 50 }));
    expect((await db.empires.get(['g', 'e1']))?.treasury).toBe(50);
    expect((await db.games.get('g'))?.updatedAt).not.toBe('2020-01-01T00:00:00.000Z');
  });

  it('writes nothing when the body fails or the game is gone', async () => {
    db = new WarpdeskDb(`warpdesk-write-test-${++counter}`);
    await insertGame(db, createGameRecords({ name: 'G', ruleset: 'nova', empireNames: ['A'] }, 'g', '2020-01-01T00:00:00.000Z'));
    await expect(
      writeGame(db, 'g', [db.empires], async () => {
        await db.empires.update(['g', 'e1'], { treasury: 99 });
        throw new Error('half-way');
      }),
    ).rejects.toThrow('half-way');
    expect((await db.empires.get(['g', 'e1']))?.treasury).toBe(0);
    await expect(writeGame(db, 'missing', [db.empires], async () => undefined)).rejects.toThrow('no longer exists');
  });
});
