import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSampleGame } from '../../../../shared/rulesets/galactic-domination/sample/sample-game';
import { openTurn } from '../../../../shared/rulesets/galactic-domination/turn/stored-turns';
import { toGameRecords, turnFieldsOf } from '../../../../shared/rulesets/galactic-domination/world/records';
import { insertGame, loadGameRecords } from '../../../db/games';
import { WarpdeskDb } from '../../../db/schema';
import { commitOpenTurn, gmAct, importSheets, loadSheet, reopenLastTurn, saveSheet, updateOpenTurn } from './repository';

let counter = 0;
let db: WarpdeskDb;
afterEach(() => db?.close());

async function sampleDb(): Promise<string> {
  db = new WarpdeskDb(`warpdesk-gd-test-${++counter}`);
  const records = toGameRecords(buildSampleGame().records);
  await insertGame(db, records);
  return records.game.id;
}

async function open(gameId: string) {
  const records = await loadGameRecords(db, gameId);
  const o = openTurn(records!);
  if (!o.ok) throw new Error(o.problem);
  return o.value;
}

describe('Galactic Domination storage', () => {
  it('saves a sheet’s rows and the text the engine reads; an import adds rows after them and keeps the typed text whole', async () => {
    const gameId = await sampleDb();
    await saveSheet(db, gameId, 3, 'terran', [{ id: 'a', section: 'purchases', text: 'BUY TC', keepInvalid: false }]);
    await importSheets(db, gameId, 3, [{ playerId: 'terran', lines: [{ id: 'b', section: 'standing', text: 'FROBNICATE', keepInvalid: false, original: 'FROBNICATE' }], name: 'mail.txt', text: 'EMPIRE: Terran\nFROBNICATE' }]);
    const sheet = await loadSheet(db, gameId, 3, 'terran');
    expect(sheet?.text).toBe('BUY TC\nFROBNICATE');
    expect(sheet?.typed).toContain('EMPIRE: Terran\nFROBNICATE');
    const o = await open(gameId);
    expect(o.diagnostics.terran?.map((d) => d.code)).toEqual(['GD-ORD-VERB']);
  });

  it('commits the open turn in one write and reopens it: the world back, orders kept', async () => {
    const gameId = await sampleDb();
    const before = await loadGameRecords(db, gameId);
    await saveSheet(db, gameId, 3, 'gromar', [{ id: 'a', section: 'purchases', text: 'BUY TC', keepInvalid: false }]);
    expect(await commitOpenTurn(db, gameId, 'mail')).toBe(3);
    const after = await loadGameRecords(db, gameId);
    expect(after?.game.turn).toBe(4);
    expect(turnFieldsOf(after!.turns.find((t) => t.number === 3)!)?.before?.turn).toBe(3);
    await expect(saveSheet(db, gameId, 3, 'gromar', [])).rejects.toThrow(/Turn 3 is committed/);
    expect(await reopenLastTurn(db, gameId)).toBe(3);
    const back = await loadGameRecords(db, gameId);
    expect(back?.game.turn).toBe(3);
    expect(back?.empires).toEqual(before?.empires);
    expect((await loadSheet(db, gameId, 3, 'gromar'))?.text).toBe('BUY TC');
  });

  it('refuses to commit a live turn that waits for a decision, and writes nothing', async () => {
    const gameId = await sampleDb();
    await saveSheet(db, gameId, 3, 'subanid', [{ id: 'a', section: 'movement', text: 'F1 3 0604 H H', keepInvalid: false }]);
    await updateOpenTurn(db, gameId, (f) => ({ ...f, mode: 'live', started: true, manualAllocation: ['subanid'] }));
    const was = await loadGameRecords(db, gameId);
    await expect(commitOpenTurn(db, gameId, 'live')).rejects.toThrow(/stops at/);
    expect(await loadGameRecords(db, gameId)).toEqual(was);
  });

  it('a GM act changes the world and logs its note; a bad one changes nothing', async () => {
    const gameId = await sampleDb();
    expect(await gmAct(db, gameId, { kind: 'vp', playerId: 'paladic', value: 5 }, 'a battle scored by hand')).toContain('a battle scored by hand');
    const o = await open(gameId);
    expect(o.world.players.find((p) => p.id === 'paladic')?.vp).toBe(5);
    const was = await loadGameRecords(db, gameId);
    await expect(gmAct(db, gameId, { kind: 'vp', playerId: 'nobody', value: 1 }, 'x')).rejects.toThrow('no player nobody');
    expect(await loadGameRecords(db, gameId)).toEqual(was);
  });
});
