import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { applyCommand, invert } from '../../../../shared/rulesets/nova/map/commands';
import { addSystem, deleteItems, replaceMap } from '../../../../shared/rulesets/nova/map/edits';
import { generateMap } from '../../../../shared/rulesets/nova/map/generate';
import { learnSystem } from '../../../../shared/rulesets/nova/map/knowledge';
import { emptyGameRecords } from '../../../../shared/format/archive';
import { insertGame } from '../../../db/games';
import { listEmpireKnowledge, putKnowledge } from './knowledge';
import { loadMap, saveMapCommand } from './map';
import { WarpdeskDb } from '../../../db/schema';

let db: WarpdeskDb;
let n = 0;
afterEach(async () => {
  db.close();
});

async function fresh(): Promise<WarpdeskDb> {
  db = new WarpdeskDb(`map-test-${++n}-${Date.now()}`);
  await db.open();
  const game = { id: 'g', name: 'G', ruleset: 'nova' as const, turn: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 's', deadline: '', notes: '', settings: {} };
  const empire = { gameId: 'g', id: 'e1', name: 'Vorn', position: 1, playerName: '', playerContact: '', color: '#888888', homeSystemId: null, treasury: 0, notes: '' };
  await insertGame(db, { ...emptyGameRecords(game), empires: [empire] });
  return db;
}

describe('map repository', () => {
  it('saves commands and their inverses, and loads the map as left', async () => {
    await fresh();
    let map = await loadMap(db, 'g');
    const generated = generateMap({ systems: 10, linesPerSystem: 3, empireIds: ['e1'], seed: 'db', gameId: 'g' });
    const gen = replaceMap(map, 'Generate', { systems: generated.systems, lines: generated.lines, homes: generated.homes });
    await saveMapCommand(db, 'g', gen);
    map = applyCommand(map, gen);
    expect(await loadMap(db, 'g')).toEqual(map);
    const add = addSystem(map, 'g', 5, 5).cmd;
    await saveMapCommand(db, 'g', add);
    map = applyCommand(map, add);
    const del = deleteItems(map, new Set([generated.homes.get('e1') as string]), new Set());
    await saveMapCommand(db, 'g', del);
    expect((await loadMap(db, 'g')).empires[0]?.homeSystemId).toBeNull();
    await saveMapCommand(db, 'g', invert(del));
    const back = await loadMap(db, 'g');
    expect(back.empires[0]?.homeSystemId).toBe(generated.homes.get('e1'));
    expect(back.systems).toHaveLength(11);
    expect((await db.games.get('g'))?.updatedAt).not.toBe('2026-01-01T00:00:00.000Z');
  });

  it('refuses to delete a system that holds units, and writes nothing', async () => {
    await fresh();
    let map = await loadMap(db, 'g');
    const add = addSystem(map, 'g', 0, 0);
    await saveMapCommand(db, 'g', add.cmd);
    map = applyCommand(map, add.cmd);
    await db.units.put({ gameId: 'g', id: 'u1', empireId: 'e1', kind: 'ship', name: 'Huron', systemId: add.id });
    await expect(saveMapCommand(db, 'g', deleteItems(map, new Set([add.id]), new Set()))).rejects.toThrow('1 unit is still in a system you are deleting');
    expect((await loadMap(db, 'g')).systems).toHaveLength(1);
  });

  it('stores and lists knowledge by empire', async () => {
    await fresh();
    const generated = generateMap({ systems: 5, linesPerSystem: 2, empireIds: [], seed: 'k', gameId: 'g' });
    const record = learnSystem(generated.systems[0] as never, generated.lines, 'e1', 'explored', 1, null);
    await putKnowledge(db, [record]);
    expect(await listEmpireKnowledge(db, 'g', 'e1')).toEqual([record]);
    expect(await listEmpireKnowledge(db, 'g', 'e2')).toEqual([]);
  });
});
