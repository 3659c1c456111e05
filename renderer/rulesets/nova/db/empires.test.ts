import 'fake-indexeddb/auto';
import { novaRecords } from '../../../../shared/rulesets/nova/records';
import { afterEach, describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../../../shared/format/archive';
import { createGameRecords } from '../../../../shared/library/new-game';
import { parseDesignText } from '../../../../shared/rulesets/nova/design-text';
import { addParsedDesigns, asNovaDesign, deleteDesign, listEmpireDesigns, updateDesign } from './designs';
import { empireNova, purchasesOf, setEmpireOverride, setHomestarType, setPurchaseCount, setTechLevel } from './empires';
import { importArchive, insertGame, loadGameRecords } from '../../../db/games';
import { WarpdeskDb } from '../../../db/schema';
import { RULESETS } from '../../../../shared/rulesets/index';

let counter = 0;
let db: WarpdeskDb;
afterEach(() => db?.close());
const NOW = '2020-01-01T10:00:00.000Z';

async function setup() {
  db = new WarpdeskDb(`warpdesk-empires-test-${++counter}`);
  const records = createGameRecords({ name: 'Orion', ruleset: 'nova', empireNames: ['Hegemony', 'Free Worlds'] }, 'g-1', NOW);
  await insertGame(db, records);
  return records.empires[0]!.id;
}

const HORNET = '"Hornet" Class FG TP Cost = 2 (TA=12)\nIE 4 - 17\nJD 3 - 14\n2 SI 9 2 18\n10 AR 1 10 10\n4 FP 4 16 16 (FA120,FD4)\nSN 10 1 2\nFC 2 1 6\nMark 1 = MD4 MA40 MR10';

describe('empire and design repositories', () => {
  it('stores technology, home star, overrides, designs and purchases, and round-trips them through an archive', async () => {
    const empireId = await setup();
    await setTechLevel(db, 'g-1', empireId, 'FC', 2);
    await setTechLevel(db, 'g-1', empireId, 'IE', 4);
    await setTechLevel(db, 'g-1', empireId, 'BL', 10);
    await setTechLevel(db, 'g-1', empireId, 'BL', null);
    await setHomestarType(db, 'g-1', empireId, 7);
    await setEmpireOverride(db, 'g-1', empireId, 'techTp', { value: 233, note: 'as printed' });
    const ids = await addParsedDesigns(db, 'g-1', empireId, parseDesignText(HORNET).designs);
    expect(ids).toHaveLength(2);
    await setPurchaseCount(db, 'g-1', empireId, { what: 'ship', designId: ids[0]!, designName: 'Hornet' }, 5);
    await setPurchaseCount(db, 'g-1', empireId, { what: 'ship', designId: ids[0]!, designName: 'Hornet' }, 3);
    await setPurchaseCount(db, 'g-1', empireId, { what: 'unit', abbr: 'C' }, 4);
    const designs = await listEmpireDesigns(db, 'g-1', empireId);
    expect(designs.map((d) => [d.name, d.kind])).toEqual([
      ['Hornet', 'ship'],
      ['Mark 1', 'missile'],
    ]);
    await updateDesign(db, 'g-1', ids[0]!, { nova: { ...designs[0]!.nova, overrides: { cost: { value: 78, note: 'printed' } } } });

    const records = (await loadGameRecords(db, 'g-1'))!;
    const empire = records.empires.find((e) => e.id === empireId)!;
    expect(empireNova(empire)).toMatchObject({ homestarType: 7, tech: { FC: 2, IE: 4 }, overrides: { techTp: { value: 233, note: 'as printed' } } });
    expect(purchasesOf(records.units)).toEqual([
      { what: 'ship', designId: ids[0], count: 3 },
      { what: 'unit', abbr: 'C', count: 4 },
    ]);
    expect(records.units.filter((u) => u.kind === 'ship').map((u) => u.name).sort()).toEqual(['Hornet 1', 'Hornet 2', 'Hornet 3']);

    const text = writeArchive(records, { exportedAt: NOW, exportedBy: 'test' });
    expect(text).toContain('"FA":120');
    const read = readArchive(text, RULESETS);
    if (!read.ok) throw new Error('archive not read');
    db.close();
    db = new WarpdeskDb(`warpdesk-empires-test-${++counter}`);
    await importArchive(db, read.value);
    const again = (await loadGameRecords(db, 'g-1'))!;
    expect(writeArchive(again, { exportedAt: NOW, exportedBy: 'test' })).toBe(text);
    const hornet = asNovaDesign(novaRecords(again).designs.find((d) => d.name === 'Hornet')!);
    expect(hornet.nova.components).toHaveLength(7);
    expect(hornet.nova.overrides.cost).toEqual({ value: 78, note: 'printed' });
  });
  it('deleting a design removes its pregame ships and unlinks its redesigns in one transaction', async () => {
    const empireId = await setup();
    const [hornetId] = await addParsedDesigns(db, 'g-1', empireId, parseDesignText(HORNET).designs);
    const mk2 = parseDesignText(HORNET.replace('Hornet', 'Hornet Mk2')).designs[0]!;
    mk2.nova.parentId = hornetId!;
    const [mk2Id] = await addParsedDesigns(db, 'g-1', empireId, [mk2]);
    await setPurchaseCount(db, 'g-1', empireId, { what: 'ship', designId: hornetId!, designName: 'Hornet' }, 2);
    await deleteDesign(db, 'g-1', hornetId!);
    const records = (await loadGameRecords(db, 'g-1'))!;
    expect(records.units).toEqual([]);
    const child = asNovaDesign(novaRecords(records).designs.find((d) => d.id === mk2Id)!);
    expect(child.nova.parentId).toBeUndefined();
    expect(child.nova.notes).toMatch(/Redesign of "Hornet", which was deleted/);
  });
  it('refuses a bad count and leaves everything as it was', async () => {
    const empireId = await setup();
    await expect(setPurchaseCount(db, 'g-1', empireId, { what: 'unit', abbr: 'C' }, -1)).rejects.toThrow(/whole number/);
    await expect(setTechLevel(db, 'g-1', 'nobody', 'BL', 3)).rejects.toThrow(/no longer exists/);
    const [id] = await addParsedDesigns(db, 'g-1', empireId, parseDesignText(HORNET).designs);
    await expect(updateDesign(db, 'g-1', id!, { name: '  ' })).rejects.toThrow(/needs a class name/);
    expect((await db.designs.get(['g-1', id!]))?.name).toBe('Hornet');
  });
});

describe('treasury', () => {
  it('sets the treasury to what the pregame leaves', async () => {
    const { setTreasury } = await import('./empires');
    const empireId = await setup();
    await setTreasury(db, 'g-1', empireId, 316);
    expect((await db.empires.get(['g-1', empireId]))?.treasury).toBe(316);
    await expect(setTreasury(db, 'g-1', empireId, Number.NaN)).rejects.toThrow(/number of MCr/);
  });
});

describe('unit names', () => {
  it('stay under 16 characters', async () => {
    const { unitName } = await import('./empires');
    expect(unitName('Hornet', 3)).toBe('Hornet 3');
    expect(unitName('Interplanetary Freighter', 12)).toBe('Interplaneta 12');
    expect(unitName('Interplanetary Freighter', 12).length).toBeLessThan(16);
  });
});

describe('empire details', () => {
  it('renames an empire and keeps names unique', async () => {
    const { updateEmpireDetails } = await import('./empires');
    const empireId = await setup();
    await updateEmpireDetails(db, 'g-1', empireId, { name: '  Harry Hun ', playerName: 'Harry' });
    expect(await db.empires.get(['g-1', empireId])).toMatchObject({ name: 'Harry Hun', playerName: 'Harry' });
    await expect(updateEmpireDetails(db, 'g-1', empireId, { name: 'free worlds' })).rejects.toThrow(/Another empire of this game is named/);
    await expect(updateEmpireDetails(db, 'g-1', empireId, { name: ' ' })).rejects.toThrow(/must not be empty/);
    expect((await db.empires.get(['g-1', empireId]))?.name).toBe('Harry Hun');
  });
});
