import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../../format/archive';
import { testWorld } from '../../../cli/test-world';
import { run } from '../../../../cli/warpdesk';
import { RULESETS } from '../../index';

const SAMPLE = readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8');

describe('warpdesk turn run', () => {
  it('stops at the battle the sample turn finds and names it', async () => {
    const w = testWorld({ 'game.json': SAMPLE });
    expect(await run(['turn', 'run', 'game.json', '--turn', '1'], w.io)).toBe(1);
    expect(w.err.join('\n')).toContain('the turn stopped after step G (Contact and space combat): 1 battle need a result: b.1.s16');
    expect(w.out.some((l) => l.startsWith('== Celestine Concord: '))).toBe(true);
  });

  it('resolves battles with the default tactics and commits into a new archive, byte for byte the same each time', async () => {
    const a = testWorld({ 'game.json': SAMPLE });
    expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto', '--out', 'next.json'], a.io)).toBe(0);
    expect(a.out.at(-1)).toBe('committed turn 1 into next.json; the game is now at turn 2');
    expect(a.out).toContain('  F  Lantern 1 and Lantern 2 jumped from CALYX down C into KESTREL at G');
    const written = a.files['next.json'] ?? '';
    const read = readArchive(written, RULESETS);
    expect(read.ok && read.value.records.game.turn).toBe(2);
    expect(read.ok && read.value.records.turns.find((t) => t.number === 1)?.status).toBe('committed');
    const b = testWorld({ 'game.json': SAMPLE });
    await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto', '--out', 'next.json'], b.io);
    expect(b.files['next.json']).toBe(written);
    expect(b.out).toEqual(a.out);
  });

  it('refuses a turn that is not the game\'s and a bad option', async () => {
    const w = testWorld({ 'game.json': SAMPLE });
    expect(await run(['turn', 'run', 'game.json', '--turn', '3'], w.io)).toBe(1);
    expect(w.err[0]).toContain('is at turn 1; only that turn can run');
    expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'maybe'], w.io)).toBe(64);
  });

  // NOVA: PLAYER ELIMINATION (8.2): the CLI says, line by line, that an eliminated empire's orders are not carried out.
  it('reports every line of an eliminated empire\'s sheet as not carried out, and warns once', async () => {
    const archive = JSON.parse(SAMPLE) as { empires: { id: string; nova: Record<string, unknown> }[]; orders: { empireId: string; lines: unknown[] }[] };
    const ys = archive.empires.find((e) => e.id === 'ys')!;
    ys.nova = { ...ys.nova, eliminatedTurn: 0 };
    const w = testWorld({ 'game.json': JSON.stringify(archive) });
    await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto'], w.io);
    const lines = w.out.filter((l) => l.includes('ELIMINATED, empire eliminated on turn 0: not carried out'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.startsWith('  A  Solar Ascendancy of Ys: line '))).toBe(true);
    expect(w.out).toContainEqual(expect.stringMatching(/^warning A ELIMINATED: Solar Ascendancy of Ys was eliminated on turn 0 \(NOVA 8\.2\): its \d+ order lines are not carried out$/));
  });
});
