/** `warpdesk gd …`: the same rules from the command line, JSON out, fixed exit codes. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run, type CliIo } from '../../../../cli/warpdesk';
import { testWorld } from '../../../cli/test-world';
import { readArchive } from '../../../format/archive';
import { RULESETS } from '../../index';

function fakeIo(files: Record<string, string>): CliIo & { lines: string[]; errors: string[]; files: Record<string, string> } {
  const world = testWorld(files);
  return { ...world.io, lines: world.out, errors: world.err, files: world.files };
}

const SAMPLE = readFileSync('resources/samples/galactic-domination-sample.warpdesk.json', 'utf8');
const EX1 = readFileSync('test/fixtures/galactic-domination/example-one.json', 'utf8');
const EX1_DICE = readFileSync('test/fixtures/galactic-domination/example-one.dice.json', 'utf8');
const ORDERS = readFileSync('test/fixtures/galactic-domination/orders-turn-3.txt', 'utf8');

describe('warpdesk gd battle', () => {
  it('replays GD §17 Example One with its dice forced: B wins, losses $33 and $27, B +2 VP', async () => {
    const io = fakeIo({ 'b.json': EX1, 'd.json': EX1_DICE });
    expect(await run(['gd', 'battle', 'b.json', '--dice', 'd.json'], io)).toBe(0);
    expect(io.lines).toContain('R2  Race B wins after 2 round(s); losses Race A $33, Race B $27; VP Race A 0, Race B 2');
    expect(io.lines.at(-1)).toBe('156 dice rolled, 156 forced');
  });

  it('gives the same battle for the same seed, as JSON', async () => {
    const a = fakeIo({ 'b.json': EX1 });
    const b = fakeIo({ 'b.json': EX1 });
    await run(['gd', 'battle', 'b.json', '--seed', 's', '--json'], a);
    await run(['gd', 'battle', 'b.json', '--seed', 's', '--json'], b);
    expect(a.lines).toEqual(b.lines);
    const out = JSON.parse(a.lines.join('\n')) as { battle: { result: { winnerId: string | null } }; dice: unknown[] };
    expect(out.dice.length).toBeGreaterThan(0);
    expect(['A', 'B', null]).toContain(out.battle.result.winnerId);
  });

  it('runs the odds of a battle', async () => {
    const io = fakeIo({ 'b.json': EX1 });
    expect(await run(['gd', 'battle', 'b.json', '--odds', '200', '--json'], io)).toBe(0);
    const o = JSON.parse(io.lines.join('\n')) as { runs: number; wins: Record<string, number>; mutual: number; stalemates: number };
    expect(o.runs).toBe(200);
    expect((o.wins.A ?? 0) + (o.wins.B ?? 0) + o.mutual + o.stalemates).toBe(200);
  });

  it('refuses a bad battle file with its place, and bad usage with 64', async () => {
    const io = fakeIo({ 'b.json': '{"sides":[{"name":"A","force":{"XX":1}},{"name":"B"}]}' });
    expect(await run(['gd', 'battle', 'b.json'], io)).toBe(1);
    expect(io.errors[0]).toMatch(/^b\.json: sides\.0\.force/);
    expect(await run(['gd', 'battle'], fakeIo({}))).toBe(64);
    expect(await run(['gd', 'battle', 'b.json', '--seed', 'a', '--dice', 'd'], fakeIo({}))).toBe(64);
    expect(await run(['gd', 'frob'], fakeIo({}))).toBe(64);
    expect(await run(['gd', 'battle', 'missing.json'], fakeIo({}))).toBe(2);
  });
});

describe('warpdesk gd chart and vp', () => {
  it('prints the movement charts (GD §11.5, App M), as text and JSON', async () => {
    const io = fakeIo({});
    expect(await run(['gd', 'chart', '--segments', '3'], io)).toBe(0);
    expect(io.lines).toEqual(['3 segments (GD §11.5.1, standard)', '  SEGMENT  spd 1  spd 2  spd 3', '  1        -      -      1    ', '  2        -      1      1    ', '  3        1      1      1    ']);
    const j = fakeIo({});
    await run(['gd', 'chart', '--json'], j);
    const charts = JSON.parse(j.lines.join('\n')) as { segments: number; speeds: Record<string, number[]> }[];
    expect(charts.map((c) => c.segments)).toEqual([2, 3, 4, 5, 6]);
    for (const c of charts) for (const [speed, segs] of Object.entries(c.speeds)) expect(segs.length, `${c.segments}/${speed}`).toBe(Number(speed));
    expect(await run(['gd', 'chart', '--segments', '7'], fakeIo({}))).toBe(64);
  });

  it('awards VP per GD §5.3', async () => {
    const io = fakeIo({});
    expect(await run(['gd', 'vp', '--a', '33', '--b', '27', '--winner', 'b', '--json'], io)).toBe(0);
    expect((JSON.parse(io.lines.join('\n')) as { sideId: string; total: number }[]).map((a) => [a.sideId, a.total])).toEqual([
      ['a', 0],
      ['b', 2],
    ]);
    const equal = fakeIo({});
    await run(['gd', 'vp', '--a', '12', '--b', '12', '--winner', 'none', '--start-a', '12', '--start-b', '12'], equal);
    expect(equal.lines).toEqual([expect.stringMatching(/^A: 1 VP/), expect.stringMatching(/^B: 1 VP/)]);
  });
});

describe('warpdesk gd on an archive', () => {
  it('prints the banker’s ledger', async () => {
    const io = fakeIo({ 's.json': SAMPLE });
    expect(await run(['gd', 'income', 's.json', '--player', 'terran'], io)).toBe(0);
    expect(io.lines[1]).toBe('Terran Empire: $16 on hand, income $20, 2 VP');
  });

  it('reads and checks typed orders against the game, each finding with its code', async () => {
    const io = fakeIo({ 's.json': SAMPLE, 'o.txt': ORDERS });
    expect(await run(['gd', 'orders', 'check', 'o.txt', '--archive', 's.json'], io)).toBe(1);
    expect(io.lines.filter((l) => l.includes('error'))).toEqual([expect.stringContaining('GD-BUILD-RACE'), expect.stringContaining('GD-ORD-VERB')]);
  });

  it('resolves the sample’s next turn from the archive with typed orders, and commits it into a new archive, the same bytes every time', async () => {
    const a = fakeIo({ 's.json': SAMPLE, 'o.txt': ORDERS });
    expect(await run(['gd', 'turn', 's.json', '--orders', 'o.txt', '--out', 't4.json'], a)).toBe(0);
    expect(a.lines[0]).toBe('imported 22 lines of 4 sheets from o.txt into turn 3');
    expect(a.lines.at(-1)).toBe('committed turn 3 into t4.json; the game is now at turn 4');
    const b = fakeIo({ 's.json': SAMPLE, 'o.txt': ORDERS });
    await run(['gd', 'turn', 's.json', '--orders', 'o.txt', '--out', 't4.json'], b);
    expect(b.files['t4.json']).toBe(a.files['t4.json']);
    const read = readArchive(a.files['t4.json'] as string, RULESETS);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    expect(read.value.records.game.turn).toBe(4);
    // Its sitreps: Terran's turn 3, leak-checked.
    const s = fakeIo({ 't4.json': a.files['t4.json'] as string });
    expect(await run(['gd', 'sitrep', 't4.json', '--turn', '3', '--player', 'Terran Empire'], s)).toBe(0);
    expect(s.lines.join('\n')).toContain('Terran Empire occupies Dralune');
  });

  it('refuses orders for a player the game does not have, and a sitrep of a turn not committed', async () => {
    const io = fakeIo({ 's.json': SAMPLE, 'o.txt': 'EMPIRE: Klingon Empire\nBUY TC' });
    expect(await run(['gd', 'turn', 's.json', '--orders', 'o.txt'], io)).toBe(1);
    expect(io.errors).toEqual(['o.txt: no player "Klingon Empire" in the game']);
    const s = fakeIo({ 's.json': SAMPLE });
    expect(await run(['gd', 'sitrep', 's.json', '--turn', '5', '--player', 'terran'], s)).toBe(1);
    expect(s.errors[0]).toContain('Turn 5 is not committed (committed turns: 1, 2)');
  });

  it('sets up a game and writes its archive', async () => {
    const io = fakeIo({});
    expect(await run(['gd', 'map', 'generate', '--players', '3', '--seed', 'm1', '--out', 'g.json'], io)).toBe(0);
    expect(io.lines[0]).toMatch(/^gd-3: 11 × 8 hexes; seat \d plays first$/);
    const read = readArchive(io.files['g.json'] as string, RULESETS);
    expect(read.ok).toBe(true);
    expect(await run(['gd', 'map', 'generate', '--races', 'terran,terran'], fakeIo({}))).toBe(1);
  });
});
