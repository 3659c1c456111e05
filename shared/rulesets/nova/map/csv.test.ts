import { describe, expect, it } from 'vitest';
import { generateMap } from './generate';
import { linesToCsv, parseCsv, parseLinesCsv, parseSystemsCsv, systemsToCsv } from './csv';
import { readMapFile, writeMapFile } from './map-file';
import { RULESETS } from '../../index';

const map = generateMap({ systems: 15, linesPerSystem: 3, empireIds: ['e1', 'e2'], seed: 'csv', gameId: 'g' });

describe('map CSV', () => {
  it('round-trips systems and warp lines', () => {
    const systems = parseSystemsCsv(systemsToCsv(map.systems), 'g', ['e1', 'e2']);
    expect(systems).toEqual({ ok: true, value: map.systems, notes: [] });
    const lines = parseLinesCsv(linesToCsv(map.lines, map.systems), 'g', map.systems);
    expect(lines).toEqual({ ok: true, value: map.lines, notes: [] });
  });

  it('reads quoted cells with commas, quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","say ""hi""","two\nlines"\r\nx\n').rows).toEqual([
      { line: 1, cells: ['a', 'b,c', 'say "hi"', 'two\nlines'] },
      { line: 3, cells: ['x'] },
    ]);
  });

  it('reports every bad cell with its line and column, and returns nothing', () => {
    const text = ['name,type,x,y,owner,status', 'ALGOL,6,10,20,,', 'TEDDY,nine,10,,zz,capital', ',3,1,1,,'].join('\n');
    const result = parseSystemsCsv(text, 'g', ['e1']);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { where: 'line 3, status', message: '"capital" is not a status; use none, outpost, settlement, world' },
      { where: 'line 3, owner', message: '"zz" is not an empire of this game (e1)' },
      { where: 'line 3, type', message: '"nine" is not a whole number' },
      { where: 'line 3, y', message: 'is empty; a number is needed' },
      { where: 'line 4, name', message: 'must not be empty' },
    ]);
  });

  it('refuses unknown systems, bad and repeated letters in the lines file', () => {
    const text = ['systemA,letterA,systemB,letterB', `${map.systems[0]?.name},A,NOWHERE,B`, `${map.systems[0]?.name},a,${map.systems[1]?.name},7`].join('\n');
    const result = parseLinesCsv(text, 'g', map.systems);
    expect(result.ok ? [] : result.problems).toEqual([
      { where: 'line 2, systemB', message: 'no system is called "NOWHERE"' },
      { where: 'line 3, letterA', message: `warp point A of ${map.systems[0]?.name} is already used on line 2` },
      { where: 'line 3, letterB', message: '"7" is not a warp-point letter (one letter A–Z)' },
    ]);
  });

  it('says which column is missing or unknown', () => {
    const result = parseLinesCsv('from,letterA\n', 'g', map.systems);
    expect(result.ok ? [] : result.problems.map((p) => p.message)).toEqual([
      'unknown column "from"; the columns are id, systemA, letterA, systemB, letterB, kind',
      'the column "systemA" is missing',
      'the column "systemB" is missing',
      'the column "letterB" is missing',
    ]);
  });
});

describe('map file', () => {
  it('round-trips and re-keys to the game it goes into', () => {
    const read = readMapFile(writeMapFile(map.systems, map.lines), 'other', RULESETS);
    expect(read.ok && read.value.systems[0]?.gameId).toBe('other');
    expect(read.ok && read.value.lines.length).toBe(map.lines.length);
  });
  it('refuses a foreign file and dangling lines', () => {
    expect(readMapFile('{"format":"x"}', 'g', RULESETS).ok).toBe(false);
    const bad = JSON.parse(writeMapFile(map.systems.slice(1), map.lines));
    const read = readMapFile(JSON.stringify(bad), 'g', RULESETS);
    expect(read.ok ? [] : read.problems[0]?.message).toMatch(/refers to star system "s01"/);
  });
});
