import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../../format/archive';
import { run } from '../../../../cli/warpdesk';
import { testWorld } from '../../../cli/test-world';
import { RULESETS } from '../../index';


describe('warpdesk map', () => {
  it('generates an archive that reads back, the same for the same seed, and checks clean', async () => {
    const w = testWorld();
    const args = ['map', 'generate', '--systems', '60', '--lines-per-system', '4', '--empires', '5', '--seed', 'orion', '--out', 'a.json'];
    expect(await run(args, w.io)).toBe(0);
    expect(w.out[0]).toBe('a.json: 60 systems, 120 warp lines, 5 empires (seed "orion")');
    const read = readArchive(w.files['a.json'] as string, RULESETS);
    expect(read.ok && read.value.records.empires.every((e) => e.homeSystemId !== null)).toBe(true);
    // NOVA: 8.4 INITIAL POSITION: each Home Star has its established IC and 2 SDUs; a portable IC waits there.
    if (!read.ok) throw new Error('unreadable');
    const { empires, systems, units } = read.value.records;
    for (const e of empires) {
      expect(systems.find((s) => s.id === e.homeSystemId)).toMatchObject({ homeStar: true, installations: { IC: 1, SDU: 2 } });
      expect(units.filter((u) => u.empireId === e.id)).toEqual([expect.objectContaining({ kind: 'IC', systemId: e.homeSystemId, established: false })]);
    }
    const again = testWorld();
    await run(args, again.io);
    const strip = (t: string) => t.replace(/"(exportedAt|createdAt|updatedAt)": "[^"]*"/g, '');
    expect(strip(again.files['a.json'] as string)).toBe(strip(w.files['a.json'] as string));
    const c = testWorld({ 'a.json': w.files['a.json'] as string });
    expect(await run(['map', 'check', 'a.json'], c.io)).toBe(0);
    expect(c.out).toEqual(['a.json: 60 systems, 120 warp lines: no problems']);
  });

  it('checks the sample game clean', async () => {
    const sample = readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8');
    const w = testWorld({ s: sample });
    expect(await run(['map', 'check', 's'], w.io)).toBe(0);
  });

  it('lists problems and exits 1', async () => {
    const text = JSON.stringify({
      format: 'warpdesk-archive',
      schemaVersion: 2,
      game: { id: 'g', name: 'G', ruleset: 'nova', turn: 0, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
      empires: [],
      systems: [
        { id: 's1', name: 'ALGOL', type: 5, x: 0, y: 0 },
        { id: 's2', name: 'ALGOL', type: 5, x: 10, y: 0 },
      ],
      warpLines: [{ id: 'w1', a: 's1', aLetter: 'A', b: 's2', bLetter: 'B' }],
    });
    const w = testWorld({ bad: text });
    expect(await run(['map', 'check', 'bad'], w.io)).toBe(1);
    expect(w.out).toEqual(['bad: ALGOL: 2 systems are called ALGOL; names must be unique.', 'bad: 2 systems, 1 warp line: 1 problem']);
  });

  it('refuses bad options with a usage message', async () => {
    const w = testWorld();
    expect(await run(['map', 'generate', '--systems', '10'], w.io)).toBe(64);
    expect(w.err[0]).toMatch(/needs --lines-per-system/);
    const w2 = testWorld();
    expect(await run(['map', 'generate', '--systems', '1', '--lines-per-system', '4', '--empires', '0', '--seed', 's', '--out', 'x'], w2.io)).toBe(1);
    expect(w2.err[0]).toMatch(/number of systems/);
    expect(await run(['map', 'frobnicate'], testWorld().io)).toBe(64);
  });
});
