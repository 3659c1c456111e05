import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../../format/archive';
import { testWorld } from '../../../cli/test-world';
import { run } from '../../../../cli/warpdesk';
import { RULESETS } from '../../index';
import { withStartOfPlay } from '../start-of-play';

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

  // NOVA: GAME START PROCEDURE, VARIABLE HOMESTAR, OPTIONAL FORCES — turn 1 of a game in its pregame starts as the Turn screen's "Start turn 1" does.
  it('starts turn 1 of a game still at turn 0 as "Start turn 1" does (start-of-play.ts), then runs it; turn 0 is refused with what to do', async () => {
    const archive = JSON.parse(SAMPLE) as { game: { turn: number }; empires: { id: string; treasury: number; homeSystemId: string; nova: Record<string, unknown> }[]; systems: { id: string; name: string; type: number }[] };
    archive.game.turn = 0;
    const concord = archive.empires.find((e) => e.id === 'concord')!;
    concord.nova = { ...concord.nova, homestarType: 7 };
    const home = archive.systems.find((s) => s.id === concord.homeSystemId)!;
    const pregame = JSON.stringify(archive);
    const read = readArchive(pregame, RULESETS);
    if (!read.ok) throw new Error('the pregame archive does not read');
    const { records: started, notes } = withStartOfPlay(read.value.records);
    // The sample at turn 0 has no portable ICs left (INITIAL PLAYER POSITION gives each empire one) and Concord chose Type 7.
    expect(notes).toHaveLength(7);
    expect(notes).toContain('Celestine Concord: portable IC added at its Home Star (INITIAL PLAYER POSITION)');
    expect(notes.at(-1)).toBe(`${home.name}: Home Star set to Type 7 (was Type ${home.type} on the map), as Celestine Concord chose pregame (VARIABLE HOMESTAR)`);

    const w = testWorld({ 'game.json': pregame });
    expect(await run(['turn', 'run', 'game.json', '--turn', '0'], w.io)).toBe(1);
    expect(w.err[0]).toBe(`warpdesk: ${read.value.records.game.name} is in its pregame (turn 0), which is not run: run --turn 1 to start turn 1 as the Turn screen's "Start turn 1" does (the Home Stars' initial position, VARIABLE HOMESTAR, MCr saved for turn one) and run it`);

    expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto', '--out', 'next.json'], w.io)).toBe(0);
    expect(w.out.slice(0, 8)).toEqual([`started turn 1 from the pregame, as the Turn screen's "Start turn 1" does: 7 changes`, ...notes.map((n) => `  ${n}`)]);
    expect(w.out.at(-1)).toBe('committed turn 1 into next.json; the game is now at turn 2');
    const next = readArchive(w.files['next.json'] ?? '', RULESETS);
    expect(next.ok && next.value.records.game.turn).toBe(2);
    expect(next.ok && next.value.records.systems.find((s) => s.id === home.id)).toMatchObject({ type: 7, status: 'world' });
    // The same run as a game whose turn 1 was started in the app (the records startFirstTurn writes).
    const app = testWorld({ 'game.json': writeArchive(started, { exportedAt: started.game.updatedAt, exportedBy: 'test', migrations: read.value.migrations, extra: read.value.extra }) });
    expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto'], app.io)).toBe(0);
    const cli = testWorld({ 'game.json': pregame });
    expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto'], cli.io)).toBe(0);
    expect(cli.out.slice(8)).toEqual(app.out);
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
