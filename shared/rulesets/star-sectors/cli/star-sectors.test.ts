import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { battle, ship } from '../fixtures';
import { run, type CliIo } from '../../../../cli/warpdesk';
import { testWorld } from '../../../cli/test-world';

/** The star-sectors tests read the io object itself: lines and errors beside its methods. */
function fakeIo(files: Record<string, string>): CliIo & { lines: string[]; errors: string[] } {
  const world = testWorld(files);
  return { ...world.io, lines: world.out, errors: world.err };
}

const ROUND = readFileSync('test/fixtures/star-sectors/round-1.json', 'utf8');

describe('warpdesk star-sectors resolve', () => {
  it('resolves a round, reports unreadable lines with their line numbers, and exits 1 for them', async () => {
    const io = fakeIo({ 'r.json': ROUND });
    expect(await run(['star-sectors', 'resolve', 'r.json'], io)).toBe(1);
    expect(io.lines[0]).toBe('Round 1');
    expect(io.lines.some((l) => l.includes('Valiant moves F F to hex 0709 facing N'))).toBe(true);
    expect(io.errors).toEqual(['r.json: orders of imp, line 5: SS-ORDER: unknown order "JUMP"']);
  });
  it('gives the same result for the same seed, and --json is machine-readable', async () => {
    const a = fakeIo({ 'r.json': ROUND });
    const b = fakeIo({ 'r.json': ROUND });
    await run(['star-sectors', 'resolve', 'r.json', '--seed', 's1', '--json'], a);
    await run(['star-sectors', 'resolve', 'r.json', '--seed', 's1', '--json'], b);
    expect(a.lines).toEqual(b.lines);
    const out = JSON.parse(a.lines.join('\n')) as { battle: { round: number }; problems: { line: number }[] };
    expect(out.battle.round).toBe(1);
    expect(out.problems.map((p) => p.line)).toEqual([5]);
  });
  it('takes forced dice from a file and logs them as forced', async () => {
    const b = battle([ship('S', 'A', 5, 10, 0, { cf: 6 }), ship('T', 'B', 5, 7, 3, { df: 4 })]);
    const io = fakeIo({ 'r.json': JSON.stringify({ battle: b, orders: { A: 'S FIRE T' } }), 'd.txt': '4, 5' });
    expect(await run(['star-sectors', 'resolve', 'r.json', '--dice', 'd.txt'], io)).toBe(0);
    expect(io.lines).toContain('[line 1] S attacks T (one die): rolled 4 vs 4: hit (forced)');
    expect(io.lines).toContain('[line 1] T defends: rolled 5 vs 4: shield fails (forced)');
    const bad = fakeIo({ 'r.json': ROUND, 'd.txt': '1 13' });
    expect(await run(['star-sectors', 'resolve', 'r.json', '--dice', 'd.txt'], bad)).toBe(1);
    expect(bad.errors).toEqual(['d.txt: die 2 ("13") is not a face of a d12 (1–12)']);
  });
  it('refuses a broken round file, saying where', async () => {
    const round = JSON.parse(ROUND) as { battle: { ships: { card: { cf: number } }[] } };
    round.battle.ships[0]!.card.cf = -1;
    const io = fakeIo({ 'r.json': JSON.stringify(round) });
    expect(await run(['star-sectors', 'resolve', 'r.json'], io)).toBe(1);
    expect(io.errors[0]).toMatch(/^r\.json: battle\.ships\[0\]\.card\.cf: must not be negative/);
    expect(await run(['star-sectors', 'resolve', 'r.json', '--seed', 'a', '--dice', 'b'], fakeIo({}))).toBe(64);
    expect(await run(['star-sectors', 'resolve', 'nope.json'], fakeIo({}))).toBe(2);
  });
  it('accepts the round file shown in docs/star-sectors.md', async () => {
    const doc = readFileSync('docs/star-sectors.md', 'utf8');
    const example = /```json\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const io = fakeIo({ 'doc.json': example });
    expect(await run(['star-sectors', 'resolve', 'doc.json'], io)).toBe(0);
    expect(io.lines[0]).toBe('Round 1');
  });
});
