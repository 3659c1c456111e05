import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Empire, Game, StarSystem, WarpLine } from '../model/entities';
import { ARCHIVE_FORMAT, ARCHIVE_SCHEMA_VERSION, archiveChunks, archiveFileName, COLLECTIONS, readArchive, readArchiveChunks, restoreArchive, writeArchive, type Archive, type GameRecords } from './archive';
import { findJsonError } from './json-location';
import type { Problem, ReadResult } from './problems';
import { RULESETS } from '../rulesets/index';

const META = { exportedAt: '2026-11-22T10:00:00.000Z', exportedBy: 'Warpdesk test' };

/** A small, complete game: every field present, in schema order, so a round trip is byte-exact. */
function makeRecords(): GameRecords {
  const gameId = 'g1';
  const game: Game = {
    id: gameId,
    name: 'Test Reach',
    ruleset: 'nova',
    turn: 1,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    seed: 'test',
    deadline: 'Friday',
    notes: '',
    settings: {},
  };
  const system = (id: string, name: string, type: number, x: number, ownerId: string | null = null): StarSystem => ({
    gameId,
    id,
    name,
    type,
    status: ownerId ? 'world' : 'none',
    ownerId,
    colonies: ownerId ? 3 : 0,
    homeStar: ownerId !== null,
    x,
    y: 100,
    installations: ownerId ? { IC: 1, SDU: 2 } : {},
    notes: '',
  });
  const empire = (id: string, position: number, homeSystemId: string): Empire => ({
    gameId,
    id,
    name: `Empire ${id}`,
    position,
    playerName: `Player ${position}`,
    playerContact: '',
    color: '#336699',
    homeSystemId,
    treasury: 366,
    notes: '',
  });
  const line = (id: string, a: string, aLetter: string, b: string, bLetter: string): WarpLine => ({ gameId, id, a, aLetter, b, bLetter });
  return {
    game,
    empires: [empire('e1', 1, 's1'), empire('e2', 2, 's4')],
    systems: [system('s1', 'ALGOL', 8, 0, 'e1'), system('s2', 'TEDDY', 5, 100), system('s3', 'VEGA', 3, 200), system('s4', 'MIRA', 8, 300, 'e2')],
    warpLines: [line('w1', 's1', 'A', 's2', 'C'), line('w2', 's2', 'B', 's3', 'A'), line('w3', 's3', 'D', 's4', 'F')],
    units: [{ gameId, id: 'u1', empireId: 'e1', kind: 'ship', name: 'Valiant', systemId: 's1' }],
    orders: [{ gameId, id: 'o1', empireId: 'e1', turn: 1, status: 'entered', lines: [], missedTurn: false, imports: [] }],
    turns: [{ gameId, number: 0, status: 'committed' }],
    events: [{ gameId, id: 'ev1', turn: 0, seq: 0, kind: 'game-created' }],
    diceRolls: [{ gameId, id: 'd1', turn: 0, seq: 0, purpose: 'test', sides: 6, value: 4 }],
    designs: [{ gameId, id: 'd-scout', empireId: 'e1', kind: 'ship', name: 'Scout' }],
    knowledge: [{ gameId, id: 'k1', empireId: 'e1', systemId: 's2' }],
  };
}

/** The archive as parsed JSON, to damage in a test. */
function archiveJson(): Record<string, unknown> & { game: Record<string, unknown>; systems: Record<string, unknown>[]; warpLines: Record<string, unknown>[]; empires: Record<string, unknown>[] } {
  return JSON.parse(writeArchive(makeRecords(), META));
}

function ok(result: ReadResult<Archive>): Archive {
  if (!result.ok) throw new Error(`expected a clean read, got:\n${result.problems.map((p) => `${p.where}: ${p.message}`).join('\n')}`);
  return result.value;
}

function problems(result: ReadResult<Archive>): readonly Problem[] {
  if (result.ok) throw new Error('expected the archive to be refused');
  return result.problems;
}

function only(result: ReadResult<Archive>): Problem {
  const list = problems(result);
  expect(list).toHaveLength(1);
  return list[0] as Problem;
}

describe('writeArchive / readArchive round trip', () => {
  it('write → read → write gives identical text', () => {
    const first = writeArchive(makeRecords(), META);
    const archive = ok(readArchive(first, RULESETS));
    const second = writeArchive(archive.records, { ...META, migrations: archive.migrations, extra: archive.extra ?? {} });
    expect(second).toBe(first);
  });

  it('reads back the same records, with gameId on every record', () => {
    const records = makeRecords();
    const archive = ok(readArchive(writeArchive(records, META), RULESETS));
    expect(archive.records).toEqual(records);
    expect(archive.schemaVersion).toBe(ARCHIVE_SCHEMA_VERSION);
    expect(archive.exportedAt).toBe(META.exportedAt);
    expect(archive.exportedBy).toBe(META.exportedBy);
    expect(archive.migrations).toEqual([]);
  });

  it('writes no gameId inside records, and ends with a newline', () => {
    const text = writeArchive(makeRecords(), META);
    const json = JSON.parse(text);
    expect(json.format).toBe(ARCHIVE_FORMAT);
    expect(json.schemaVersion).toBe(ARCHIVE_SCHEMA_VERSION);
    for (const name of ['empires', 'systems', 'warpLines', 'units', 'orders', 'turns', 'events', 'diceRolls']) {
      for (const row of json[name]) expect(row).not.toHaveProperty('gameId');
    }
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('sorts records so the order they were held in does not change the bytes', () => {
    const records = makeRecords();
    const shuffled: GameRecords = { ...records, systems: [...records.systems].reverse(), warpLines: [...records.warpLines].reverse() };
    expect(writeArchive(shuffled, META)).toBe(writeArchive(records, META));
  });

  it('sorts events and dice by turn and sequence, not by id text', () => {
    const records = makeRecords();
    const event = (id: string, turn: number, seq: number) => ({ gameId: 'g1', id, turn, seq, kind: 'k' });
    records.events = [event('e10', 1, 0), event('e9', 0, 10), event('e2', 0, 2)];
    const json = JSON.parse(writeArchive(records, META));
    expect(json.events.map((e: { id: string }) => e.id)).toEqual(['e2', 'e9', 'e10']);
  });

  it('reads a file that starts with a byte-order mark', () => {
    const archive = ok(readArchive(`\ufeff${writeArchive(makeRecords(), META)}`, RULESETS));
    expect(archive.records.game.name).toBe('Test Reach');
  });
});

describe('restore fills defaults and keeps unknown fields', () => {
  it('fills the defaults of the game and of records', () => {
    const json = archiveJson();
    json.game = { id: 'g1', name: 'Bare', ruleset: 'nova', createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-01T09:00:00Z' };
    json.empires = [{ id: 'e1', name: 'Bare Empire', position: 1 }];
    json.systems = [{ id: 's1', name: 'ALGOL', type: 4, x: 10, y: 20 }];
    json.warpLines = [];
    delete json.units;
    delete json.orders;
    delete json.turns;
    delete json.events;
    delete json.diceRolls;
    delete json.designs;
    delete json.knowledge;
    delete json.exportedAt;
    delete json.exportedBy;
    delete json.migrations;
    const archive = ok(restoreArchive(json, RULESETS));
    const { game, empires, systems } = archive.records;
    expect(game).toMatchObject({ turn: 0, seed: 'warpdesk', deadline: '', notes: '', settings: {} });
    expect(empires[0]).toEqual({
      gameId: 'g1',
      id: 'e1',
      name: 'Bare Empire',
      position: 1,
      playerName: '',
      playerContact: '',
      color: '#888888',
      homeSystemId: null,
      treasury: 0,
      notes: '',
    });
    expect(systems[0]).toMatchObject({ gameId: 'g1', status: 'none', ownerId: null, colonies: 0, homeStar: false, installations: {}, notes: '' });
    expect(archive.records.units).toEqual([]);
    expect(archive.records.diceRolls).toEqual([]);
    expect(archive).toMatchObject({ exportedAt: '', exportedBy: '', migrations: [] });
  });

  it('keeps unknown fields at the top level, in the game and inside records, and writes them back', () => {
    const json = archiveJson();
    json.futureTopLevel = { comets: [1, 2, 3] };
    json.game.futureGameField = 'kept';
    (json.systems[0] as Record<string, unknown>).nebula = { density: 0.4 };
    (json.warpLines[1] as Record<string, unknown>).unstable = true;
    const archive = ok(restoreArchive(json, RULESETS));
    expect(archive.extra).toEqual({ futureTopLevel: { comets: [1, 2, 3] } });
    expect(archive.records.game).toHaveProperty('futureGameField', 'kept');
    expect(archive.records.systems[0]).toHaveProperty('nebula', { density: 0.4 });
    expect(archive.records.warpLines[1]).toHaveProperty('unstable', true);

    const again = JSON.parse(writeArchive(archive.records, { ...META, extra: archive.extra ?? {} }));
    expect(again.futureTopLevel).toEqual({ comets: [1, 2, 3] });
    expect(again.game.futureGameField).toBe('kept');
    expect(again.systems[0].nebula).toEqual({ density: 0.4 });
    expect(again.warpLines[1].unstable).toBe(true);
  });

  it('extra fields can never replace a known top-level field', () => {
    const text = writeArchive(makeRecords(), { ...META, extra: { format: 'evil', schemaVersion: 99, game: null, note: 'ok' } });
    const json = JSON.parse(text);
    expect(json.format).toBe(ARCHIVE_FORMAT);
    expect(json.schemaVersion).toBe(ARCHIVE_SCHEMA_VERSION);
    expect(json.game.name).toBe('Test Reach');
    expect(json.note).toBe('ok');
  });

  it('gives every record the game id, even if the file named another', () => {
    const json = archiveJson();
    (json.systems[0] as Record<string, unknown>).gameId = 'other-game';
    const archive = ok(restoreArchive(json, RULESETS));
    expect(archive.records.systems.every((s) => s.gameId === 'g1')).toBe(true);
  });
});

describe('migrations', () => {
  /** A version-1 archive: library and map only. */
  function version1(): Record<string, unknown> {
    const json = archiveJson();
    for (const key of ['units', 'orders', 'turns', 'events', 'diceRolls']) delete json[key];
    json.schemaVersion = 1;
    return json;
  }

  it('upgrades a version-1 archive with the named migration, reported in notes and migrations', () => {
    const result = readArchive(JSON.stringify(version1()), RULESETS);
    const archive = ok(result);
    expect(archive.schemaVersion).toBe(3);
    expect(archive.migrations).toEqual(['0002-turn-records', '0003-turn-history-as-changes']);
    expect(result.ok && result.notes).toEqual(['upgraded from archive version 1: 0002-turn-records', 'upgraded from archive version 1: 0003-turn-history-as-changes']);
    expect(archive.records.units).toEqual([]);
    expect(archive.records.orders).toEqual([]);
    expect(archive.records.turns).toEqual([]);
    expect(archive.records.events).toEqual([]);
    expect(archive.records.diceRolls).toEqual([]);
    expect(archive.records.systems).toHaveLength(4);
  });

  it('keeps migrations the file already lists, and writes the upgraded archive as version 3', () => {
    const json = version1();
    json.migrations = ['0001-something-older'];
    const archive = ok(restoreArchive(json, RULESETS));
    expect(archive.migrations).toEqual(['0001-something-older', '0002-turn-records', '0003-turn-history-as-changes']);
    const written = JSON.parse(writeArchive(archive.records, { ...META, migrations: archive.migrations }));
    expect(written.schemaVersion).toBe(3);
    expect(written.migrations).toEqual(['0001-something-older', '0002-turn-records', '0003-turn-history-as-changes']);
  });

  it('a version-2 archive reads with no notes', () => {
    const result = readArchive(writeArchive(makeRecords(), META), RULESETS);
    expect(result.ok && result.notes).toEqual([]);
  });
});

describe('refusals say what is wrong and where', () => {
  it('an empty file', () => {
    expect(only(readArchive('', RULESETS))).toEqual({ where: '(the whole file)', message: 'the file is empty' });
    expect(only(readArchive('  \n\t\n', RULESETS))).toEqual({ where: '(the whole file)', message: 'the file is empty' });
  });

  it('a truncated file: cut a valid archive in half', () => {
    const text = writeArchive(makeRecords(), META);
    const half = text.slice(0, Math.floor(text.length / 2));
    const problem = only(readArchive(half, RULESETS));
    expect(problem.message).toMatch(/truncated/);
    expect(problem.where).toMatch(/^line \d+, column \d+$/);
    const lines = half.split('\n');
    expect(problem.where).toBe(`line ${lines.length}, column ${(lines.at(-1) ?? '').length + 1}`);
  });

  it('truncated at any point is always reported as truncated at the end', () => {
    const text = writeArchive(makeRecords(), META).trimEnd();
    for (let cut = 1; cut < text.length; cut += 37) {
      const problem = only(readArchive(text.slice(0, cut), RULESETS));
      expect(problem.message, `cut at ${cut}`).toMatch(/truncated/);
    }
  });

  it('not JSON at all', () => {
    const problem = only(readArchive('hello, this is a letter', RULESETS));
    expect(problem.where).toBe('line 1, column 1');
    expect(problem.message).toMatch(/^this is not valid JSON here: expected a value/);
  });

  it('a JSON error in the middle names its line and column', () => {
    const text = '{\n  "format": "warpdesk-archive",\n  "schemaVersion": tru,\n  "game": {}\n}\n';
    const problem = only(readArchive(text, RULESETS));
    expect(problem).toEqual({ where: 'line 3, column 23', message: 'this is not valid JSON here: expected the word true, found ","' });
  });

  it('a missing comma between fields', () => {
    const problem = only(readArchive('{\n  "a": 1\n  "b": 2\n}', RULESETS));
    expect(problem).toEqual({ where: 'line 3, column 3', message: 'this is not valid JSON here: expected "," or "}", found "\\"b\\": 2"' });
  });

  it('JSON that is not ours: a package.json', () => {
    const problem = only(readArchive(JSON.stringify({ name: 'warpdesk', version: '0.1.0' }), RULESETS));
    expect(problem).toEqual({
      where: 'format',
      message: 'this is not a Warpdesk archive: it has no "format" field, where a Warpdesk archive says "warpdesk-archive"',
    });
  });

  it('JSON that is not ours: an array, a string, null', () => {
    for (const text of ['[1, 2, 3]', '"warpdesk-archive"', 'null']) {
      const problem = only(readArchive(text, RULESETS));
      expect(problem.where).toBe('(the whole file)');
      expect(problem.message).toBe('this is not a Warpdesk archive: it is JSON, but not an object with a "format" field');
    }
  });

  it('format wrong', () => {
    const json = archiveJson();
    json.format = 'excalidraw';
    expect(only(restoreArchive(json, RULESETS))).toEqual({
      where: 'format',
      message: 'this is not a Warpdesk archive: its "format" is "excalidraw", where a Warpdesk archive says "warpdesk-archive"',
    });
  });

  it('schemaVersion newer than this Warpdesk', () => {
    const json = archiveJson();
    json.schemaVersion = 4;
    const problem = only(restoreArchive(json, RULESETS));
    expect(problem.where).toBe('schemaVersion');
    expect(problem.message).toMatch(/newer Warpdesk/);
    expect(problem.message).toMatch(/archive version 4/);
  });

  it('schemaVersion missing or not a whole number', () => {
    const json = archiveJson();
    delete json.schemaVersion;
    expect(only(restoreArchive(json, RULESETS))).toEqual({ where: 'schemaVersion', message: 'is missing (expected a whole number from 1 to 3)' });
    for (const bad of [0, 1.5, '2', null]) {
      json.schemaVersion = bad;
      expect(only(restoreArchive(json, RULESETS))).toEqual({ where: 'schemaVersion', message: `must be a whole number from 1 to 3, got ${JSON.stringify(bad)}` });
    }
  });

  it('a wrong type deep inside: systems[3].type = 12', () => {
    const json = archiveJson();
    (json.systems[3] as Record<string, unknown>).type = 12;
    expect(only(restoreArchive(json, RULESETS))).toEqual({ where: 'systems[3].type', message: 'must be a type from 0 to 8 (found 12)' });
  });

  it('a value of the wrong JSON type', () => {
    const json = archiveJson();
    (json.systems[1] as Record<string, unknown>).x = 'left';
    (json.empires[0] as Record<string, unknown>).color = 'red';
    const list = problems(restoreArchive(json, RULESETS));
    expect(list).toContainEqual({ where: 'systems[1].x', message: 'expected number, found "left"' });
    expect(list).toContainEqual({ where: 'empires[0].color', message: 'must be a colour such as #3366cc (found "red")' });
  });

  it('missing required fields', () => {
    const json = archiveJson();
    delete json.game.name;
    delete (json.systems[2] as Record<string, unknown>).x;
    delete (json as Record<string, unknown>).warpLines;
    const list = problems(restoreArchive(json, RULESETS));
    expect(list).toContainEqual({ where: 'game.name', message: 'is missing (expected string)' });
    expect(list).toContainEqual({ where: 'systems[2].x', message: 'is missing (expected number)' });
    expect(list).toContainEqual({ where: 'warpLines', message: 'is missing (expected array)' });
    expect(list).toHaveLength(3);
  });

  it('a missing game', () => {
    const json = archiveJson();
    delete (json as Record<string, unknown>).game;
    expect(only(restoreArchive(json, RULESETS))).toEqual({ where: 'game', message: 'is missing (expected object)' });
  });

  it('a warp line to a missing system', () => {
    const json = archiveJson();
    (json.warpLines[2] as Record<string, unknown>).b = 's99';
    expect(only(restoreArchive(json, RULESETS))).toEqual({ where: 'warpLines[2].b', message: 'refers to star system "s99", which is not in the file' });
  });

  it('a warp line from a system to itself', () => {
    const json = archiveJson();
    (json.warpLines[0] as Record<string, unknown>).b = 's1';
    expect(only(restoreArchive(json, RULESETS))).toEqual({ where: 'warpLines[0]', message: 'joins star system "s1" to itself' });
  });

  it('duplicate ids', () => {
    const json = archiveJson();
    (json.systems[2] as Record<string, unknown>).id = 's1';
    const list = problems(restoreArchive(json, RULESETS));
    expect(list).toContainEqual({ where: 'systems[2].id', message: '"s1" is already the id of systems[0]' });
  });

  it('an owner or home system that does not exist', () => {
    const json = archiveJson();
    (json.systems[1] as Record<string, unknown>).ownerId = 'e7';
    (json.empires[1] as Record<string, unknown>).homeSystemId = 'nowhere';
    const list = problems(restoreArchive(json, RULESETS));
    expect(list).toEqual([
      { where: 'empires[1].homeSystemId', message: 'refers to star system "nowhere", which is not in the file' },
      { where: 'systems[1].ownerId', message: 'refers to empire "e7", which is not in the file' },
    ]);
  });

  it('a turn that appears twice', () => {
    const json = archiveJson();
    json.turns = [{ number: 0 }, { number: 0 }];
    expect(only(restoreArchive(json, RULESETS))).toEqual({ where: 'turns[1].number', message: 'turn 0 appears twice' });
  });

  it('never throws, whatever the text', () => {
    for (const text of ['{', '}', '[[[[', '"', '1e', '-', '{"format":"warpdesk-archive","schemaVersion":1}', '\u0000', '{"a":"\\x"}']) {
      expect(() => readArchive(text, RULESETS)).not.toThrow();
      expect(readArchive(text, RULESETS).ok).toBe(false);
    }
  });
});

describe('findJsonError agrees with JSON.parse', () => {
  it('finds no error in valid JSON and an error in invalid JSON', () => {
    const samples = [
      '{}',
      '[]',
      ' [1, -2.5e+3, "a\\u00e9", true, false, null, {"k": [{}]}] ',
      '{"a":1,}',
      '[1,]',
      '01',
      '1.',
      '"\\q"',
      '{"a" 1}',
      'nul',
      '[1] [2]',
      '"tab\there"',
    ];
    for (const text of samples) {
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      expect(findJsonError(text) === null, text).toBe(valid);
    }
  });
});

describe('archiveFileName', () => {
  it.each([
    ['The Orion Reach', 'The Orion Reach.warpdesk.json'],
    ['Sample: The Orion Reach', 'Sample- The Orion Reach.warpdesk.json'],
    ['a/b\\c', 'a-b-c.warpdesk.json'],
    ['what?*<>|"', 'what-.warpdesk.json'],
    ['tab\there\u0000', 'tab-here-.warpdesk.json'],
    ['   ', 'game.warpdesk.json'],
    ['', 'game.warpdesk.json'],
    ['...hidden', 'hidden.warpdesk.json'],
    ['-- dashes', 'dashes.warpdesk.json'],
    ['trailing dots...', 'trailing dots.warpdesk.json'],
    ['CON', '_CON.warpdesk.json'],
    ['lpt1', '_lpt1.warpdesk.json'],
    ['Console', 'Console.warpdesk.json'],
    ['Étoile Ōkami 星', 'Étoile Ōkami 星.warpdesk.json'],
  ])('%j → %j', (name, expected) => {
    expect(archiveFileName(name)).toBe(expected);
  });

  it('keeps at most 100 characters and never splits a character', () => {
    expect(archiveFileName('x'.repeat(300))).toBe(`${'x'.repeat(100)}.warpdesk.json`);
    const stars = '🌟'.repeat(150);
    const name = archiveFileName(stars);
    expect(name).toBe(`${'🌟'.repeat(100)}.warpdesk.json`);
    expect(() => encodeURIComponent(name)).not.toThrow();
  });

  it('does not end in a dot or space after cutting', () => {
    expect(archiveFileName(`${'a'.repeat(99)}. tail`)).toBe(`${'a'.repeat(99)}.warpdesk.json`);
  });
});

describe('messages in plain words', () => {
  it('an unknown status lists the statuses allowed', () => {
    const json = archiveJson();
    (json.systems[0] as Record<string, unknown>).status = 'colony';
    expect(only(restoreArchive(json, RULESETS))).toEqual({ where: 'systems[0].status', message: 'must be one of "none", "outpost", "settlement", "world" (found "colony")' });
  });

  it('numbers out of range say the bound', () => {
    const json = archiveJson();
    (json.empires[0] as Record<string, unknown>).position = 0;
    (json.systems[1] as Record<string, unknown>).colonies = 4;
    const list = problems(restoreArchive(json, RULESETS));
    expect(list).toEqual([
      { where: 'empires[0].position', message: 'must be at least 1 (found 0)' },
      { where: 'systems[1].colonies', message: 'must be at most 3 (found 4)' },
    ]);
  });

  it('messages the schema sets itself are kept', () => {
    const json = archiveJson();
    json.game.ruleset = 'chess';
    json.game.name = '';
    const list = problems(restoreArchive(json, RULESETS));
    expect(list).toContainEqual({ where: 'game.ruleset', message: `must be one of: ${RULESETS.map((r) => r.id).join(', ')} (found "chess")` });
    expect(list).toContainEqual({ where: 'game.name', message: 'must not be empty (found "")' });
  });
});

describe('docs/archive-format.md', () => {
  const doc = readFileSync(new URL('../../docs/archive-format.md', import.meta.url), 'utf8');

  it('its complete example reads cleanly, with defaults filled', () => {
    const example = /## A complete example[\s\S]*?```json\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    const archive = ok(readArchive(example ?? '', RULESETS));
    expect(archive.records.game.name).toBe('Tiny Reach');
    expect(archive.records.systems[1]).toMatchObject({ status: 'none', ownerId: null, colonies: 0 });
    expect(archive.records.turns[1]).toMatchObject({ number: 1, status: 'open' });
  });

  it('quotes the refusal messages the code prints', () => {
    const json = archiveJson();
    (json.systems[3] as Record<string, unknown>).type = 12;
    const problem = only(restoreArchive(json, RULESETS));
    expect(doc).toContain(`\`${problem.where}: ${problem.message}\``);
    const empty = only(readArchive('', RULESETS));
    expect(doc).toContain(`\`${empty.where}: ${empty.message}\``);
  });
});

describe('references of designs and knowledge', () => {
  it('refuses a design of an unknown empire and knowledge of an unknown system', () => {
    const data = JSON.parse(writeArchive(makeRecords(), { exportedAt: 'x', exportedBy: 'y' })) as Record<string, Record<string, unknown>[]>;
    data.designs![0]!.empireId = 'e9';
    data.knowledge![0]!.systemId = 's9';
    const result = readArchive(JSON.stringify(data), RULESETS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.where)).toEqual(['designs[0].empireId', 'knowledge[0].systemId']);
  });
});

describe('archives in pieces (issue 18)', () => {
  const chunked = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

  it('writes header fields indented and one record a line, in pieces, and reads back the same game from pieces of any size', async () => {
    const archive = ok(restoreArchive({ ...archiveJson(), laterField: { kept: [1, { a: 'x\ny' }] } }, RULESETS));
    const text = writeArchive(archive.records, { ...META, extra: archive.extra ?? {} });
    // The indented layout with each record on one line, unindented (issue 18: half the characters).
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const recordLines = (value: unknown) => (Array.isArray(value) ? value.map((row) => `\n    ${JSON.stringify(row)}`).join(',') : '');
    const expected = `${JSON.stringify(parsed, (key, value: unknown) => (key !== '' && Array.isArray(value) && (COLLECTIONS as readonly string[]).includes(key) ? `@@${key}@@` : value), 2).replace(/"@@(\w+)@@"/g, (_m, key: string) => {
      const rows = parsed[key] as unknown[];
      return rows.length === 0 ? '[]' : `[${recordLines(rows)}\n  ]`;
    })}\n`;
    expect(text).toBe(expected);
    expect(text).toContain(`\n    ${JSON.stringify((parsed.knowledge as unknown[])[0])}`);
    expect(JSON.parse(text).laterField).toEqual({ kept: [1, { a: 'x\ny' }] });
    expect([...archiveChunks(archive.records, META)].length).toBeGreaterThan(10);
    const whole = ok(readArchive(text, RULESETS));
    for (const size of [1, 7, 64, 1 << 20]) expect(ok(await readArchiveChunks(chunked(text, size), RULESETS))).toEqual(whole);
  });

  it('reads any JSON layout in pieces (an indented version-2 file), and refuses what is not JSON with the place', async () => {
    const indented = JSON.stringify({ ...archiveJson(), schemaVersion: 2 }, null, 2);
    expect(ok(await readArchiveChunks(chunked(indented, 5), RULESETS))).toEqual(ok(readArchive(indented, RULESETS)));
    // Damaged files are refused with the same place and words as a whole text.
    const text = writeArchive(ok(restoreArchive(archiveJson(), RULESETS)).records, META);
    for (const damaged of [text.slice(0, Math.floor(text.length / 2)), text.replace('"name": "', '"name" "'), text.replace('},\n    {', '}\n    {'), `${text}x`]) {
      const whole = readArchive(damaged, RULESETS);
      const pieces = await readArchiveChunks(chunked(damaged, 13), RULESETS);
      expect(pieces.ok).toBe(false);
      expect(!pieces.ok && pieces.problems[0]?.where).toBe(!whole.ok && whole.problems[0]?.where);
      expect(!pieces.ok && pieces.problems[0]?.message).toMatch(/truncated|not valid JSON here/);
    }
    // Not an object, after white space arriving in its own pieces: the place counts from the file's first character.
    const notObject = await readArchiveChunks(['\n', '  \n', '[1 2]'], RULESETS);
    const notObjectWhole = readArchive('\n  \n[1 2]', RULESETS);
    expect(!notObject.ok && notObject.problems[0]?.where).toBe(!notObjectWhole.ok && notObjectWhole.problems[0]?.where);
    expect(!notObject.ok && notObject.problems[0]?.where).toMatch(/line 3/);
  });
});
