import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { emptyGameRecords } from '../../../../shared/format/archive';
import { insertGame } from '../../../db/games';
import { applyMissedTurn, importTypedOrders, listOrderSheets, loadCheckInput, loadOrderSheet, saveOrderLines, setOrderStatus } from './orders';
import { WarpdeskDb } from '../../../db/schema';
import { fixture } from '../../../../shared/rulesets/nova/orders/check-fixture';
import { checkSheet } from '../../../../shared/rulesets/nova/orders/check';
import { readStoredLines } from '../../../../shared/rulesets/nova/orders/stored';

let n = 0;
async function setup() {
  const db = new WarpdeskDb(`orders-test-${n++}`);
  const f = fixture();
  const game = { id: 'g', name: 'Test', ruleset: 'nova' as const, turn: 1, createdAt: '2026-11-22T00:00:00.000Z', updatedAt: '2026-11-22T00:00:00.000Z', seed: 's', deadline: '', notes: '', settings: {} };
  await insertGame(db, { ...emptyGameRecords(game), systems: [...f.systems], warpLines: [...f.warpLines], units: [...f.units], designs: [...f.designs], knowledge: [...f.knowledge], empires: [...f.empires] });
  return { db, game };
}

describe('order sheets in the database', () => {
  it('saves lines with their parsed rows, and reads them back', async () => {
    const { db } = await setup();
    await saveOrderLines(db, 'g', 'e1', 1, [{ id: 'a', section: 'movement', text: 'LYRA | DARING | C | F,X |', keepInvalid: false }]);
    const sheet = await loadOrderSheet(db, 'g', 'e1', 1);
    expect(sheet?.lines[0]).toMatchObject({ text: 'LYRA | DARING | C | F,X |', row: { kind: 'movement', start: 'LYRA' } });
    expect(sheet?.status).toBe('entered');
    expect((await db.games.get('g'))?.updatedAt).not.toBe('2026-11-22T00:00:00.000Z');
  });

  it('a checked sheet that is edited is entered again', async () => {
    const { db } = await setup();
    await saveOrderLines(db, 'g', 'e1', 1, [{ id: 'a', section: 'general', text: 'GO: F vs all', keepInvalid: false }]);
    await setOrderStatus(db, 'g', 'e1', 1, 'checked');
    expect((await loadOrderSheet(db, 'g', 'e1', 1))?.status).toBe('checked');
    await saveOrderLines(db, 'g', 'e1', 1, [{ id: 'a', section: 'general', text: 'GO: F vs everyone', keepInvalid: false }]);
    expect((await loadOrderSheet(db, 'g', 'e1', 1))?.status).toBe('entered');
  });

  it('imports append and keep the whole text', async () => {
    const { db } = await setup();
    await saveOrderLines(db, 'g', 'e1', 1, [{ id: 'a', section: 'general', text: 'GO: F vs all', keepInvalid: false }]);
    await importTypedOrders(db, 'g', 1, [
      { empireId: 'e1', name: 'orders.txt', text: 'x', lines: [{ id: 'b', section: 'movement', text: 'LYRA | BOLD', original: 'LYRA | BOLD', keepInvalid: false }] },
      { empireId: 'e2', name: 'orders.txt', text: 'y', lines: [{ id: 'c', section: 'general', text: 'GO: N', keepInvalid: false }] },
    ]);
    const sheets = await listOrderSheets(db, 'g', 1);
    expect(sheets.map((s) => [s.empireId, s.lines.length, s.imports.length])).toEqual([
      ['e1', 2, 1],
      ['e2', 1, 1],
    ]);
  });

  it('the checker reads the empire from the tables', async () => {
    const { db, game } = await setup();
    const input = await loadCheckInput(db, game, 'e1');
    const lines = readStoredLines([{ section: 'movement', text: 'LYRA | VALIANT | C | F |' }]);
    expect(checkSheet(lines, input).map((d) => d.code)).toEqual(['NT']);
  });

  it('applies the missed-turn rule from the previous turn, and refuses when orders exist', async () => {
    const { db, game } = await setup();
    await saveOrderLines(db, 'g', 'e1', 0, [
      { id: 'a', section: 'movement', text: 'ALGOL | VALIANT | B | F,O |', keepInvalid: false },
      { id: 'b', section: 'general', text: 'GO: F vs Empire A', keepInvalid: false },
    ]);
    const notes = await applyMissedTurn(db, game, 'e1', 1);
    expect(notes[0]).toContain('Missed turn');
    const sheet = await loadOrderSheet(db, 'g', 'e1', 1);
    expect(sheet?.missedTurn).toBe(true);
    expect(sheet?.lines.map((l) => l.text)).toEqual(['ALGOL | VALIANT |  | F,O |', 'GO: F vs Empire A']);
    await expect(applyMissedTurn(db, game, 'e1', 1)).rejects.toThrow('already has orders');
  });
});
