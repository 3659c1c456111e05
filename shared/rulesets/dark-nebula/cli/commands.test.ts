/** `warpdesk dark-nebula …`: tables, order checks, a phase and a turn from an archive, packets (docs/cli.md). */
import { describe, expect, it } from 'vitest';
import { run } from '../../../../cli/warpdesk';
import { testWorld } from '../../../cli/test-world';
import { writeArchive } from '../../../format/archive';
import { buildSampleGame } from '../sample/sample-game';

const SAMPLE = writeArchive(buildSampleGame().records, { exportedAt: '2026-01-01T00:00:00.000Z', exportedBy: 'test' });
const ORDERS = ['PLAYER: Human player', 'TURN: 3', '[MP]', 'REPAIR ALL', '[MOVE1]', 'MOVE H35,H36 Terra Nova > Halcyon > Osa', 'JUMP AROUND', 'PLAYER: Aslan player', '[MOVE1]', 'MOVE A9 Simsek > GODORO', '[COMBAT]', 'WITHDRAW NEVER'].join('\n');

describe('warpdesk dark-nebula table', () => {
  it('reads every table with the rule it comes from; --json is machine-readable', async () => {
    const t = testWorld();
    expect(await run(['dark-nebula', 'table', 'missile', '6', '5', '5'], t.io)).toBe(0);
    expect(t.out.at(-1)).toBe('hit number 5; die 5 = 5: destroyed   (DN §5.0 MISSILE CRT)');
    expect(await run(['dark-nebula', 'table', 'beam', '5', '4', '3', '--assault'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('hit number 4; die 3 +1 = 4: destroyed');
    expect(await run(['dark-nebula', 'table', 'bombard', '15', '2'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('column 14-20, die 2: neutralized');
    expect(await run(['dark-nebula', 'table', 'pd', 'pdm', '3', '--screen', '9'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('pdm die 3 +1: no effect');
    // Derived example D5: mercenaries on both sides, RT 3 against RT 2: +2 to the die, a 3 reads 5: no effect.
    expect(await run(['dark-nebula', 'table', 'ground', '3', '2', '3', '--mercenaries'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('differential +1, roll 5: no effect');
    expect(await run(['dark-nebula', 'table', 'negotiation', '18', '4'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('die 4 + 1 = 5: alliance');
    expect(await run(['dark-nebula', 'table', 'tech', 'N3', '4'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('Jump technology');
    expect(await run(['dark-nebula', 'table', 'appeal', '14'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('Grant of any 3 ship units');
    expect(await run(['dark-nebula', 'table', 'suppression', '5'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('1 × BB + 1 × CA');
    expect(await run(['dark-nebula', 'table', 'upkeep', '6', '3'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('upkeep 3 RU, repair 7 RU');
    expect(await run(['dark-nebula', 'table', 'jump', '6', '4', '--dashed'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('jumps');
    expect(await run(['dark-nebula', 'table', 'cost', 'hierate', 'BB'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('BB costs 15 RU (20 less a subsidy of 5), arrives 2 game turns later');
    expect(await run(['dark-nebula', 'table', 'cost', 'solomani', 'B2'], t.io)).toBe(0);
    expect(t.out.at(-1)).toContain('B2 costs 7 RU (11 less a subsidy of 4)');
    const j = testWorld();
    expect(await run(['dark-nebula', 'table', 'missile-factor', '9', 'short', '--concentrated', '--json'], j.io)).toBe(0);
    expect(JSON.parse(j.out.join('\n'))).toMatchObject({ table: 'missile-factor', result: 8 });
  });
  it('lists the tables; a bad argument or table is a usage error', async () => {
    const t = testWorld();
    expect(await run(['dark-nebula', 'table', '--list'], t.io)).toBe(0);
    expect(t.out.length).toBeGreaterThanOrEqual(16);
    expect(await run(['dark-nebula', 'table', 'missile', '6', '10'], t.io)).toBe(64);
    expect(t.err[0]).toContain('SCREEN must be from 1 to 9');
    expect(await run(['dark-nebula', 'table', 'nope'], t.io)).toBe(64);
  });
});

describe('warpdesk dark-nebula orders check', () => {
  it('reads typed orders for both players and checks each line against the archive, nothing dropped', async () => {
    const t = testWorld({ 'g.json': SAMPLE, 'o.txt': ORDERS });
    expect(await run(['dark-nebula', 'orders', 'check', 'o.txt', '--archive', 'g.json'], t.io)).toBe(1);
    expect(t.out.some((l) => l.startsWith('  [move1] JUMP AROUND'))).toBe(true);
    expect(t.out.some((l) => l.includes('error DN-SYNTAX: unknown order "JUMP"'))).toBe(true);
    expect(t.out.at(-1)).toBe('1 line with errors');
  });
  it('refuses orders for another turn or an unknown player', async () => {
    const t = testWorld({ 'g.json': SAMPLE, 'o.txt': 'PLAYER: Nobody\n[MP]\nREPAIR ALL' });
    expect(await run(['dark-nebula', 'orders', 'check', 'o.txt', '--archive', 'g.json'], t.io)).toBe(1);
    expect(t.err[0]).toContain('no player "Nobody"');
  });
});

describe('warpdesk dark-nebula phase and turn', () => {
  it('runs one phase of the open turn with a seed, or forced dice, JSON out; the same seed gives the same phase', async () => {
    const a = testWorld({ 'g.json': SAMPLE, 'o.txt': ORDERS });
    expect(await run(['dark-nebula', 'phase', 'g.json', '--phase', 'human.mp', '--orders', 'o.txt', '--seed', 'x', '--json'], a.io)).toBe(0);
    const b = testWorld({ 'g.json': SAMPLE, 'o.txt': ORDERS });
    await run(['dark-nebula', 'phase', 'g.json', '--phase', 't3.human.mp', '--orders', 'o.txt', '--seed', 'x', '--json'], b.io);
    expect(a.out).toEqual(b.out);
    const out = JSON.parse(a.out.join('\n')) as { phase: string; events: { kind: string }[]; dice: { raw: number[] }[] };
    expect(out.phase).toBe('t3.human.mp');
    expect(out.events.some((e) => e.kind === 'income')).toBe(true);
    const forced = testWorld({ 'g.json': SAMPLE, 'd.txt': '6 6 6 6 6 6 6 6 6 6' });
    expect(await run(['dark-nebula', 'phase', 'g.json', '--phase', 'human.mp', '--dice', 'd.txt', '--json'], forced.io)).toBe(0);
    const dice = (JSON.parse(forced.out.join('\n')) as { dice: { raw: number[]; forced: boolean }[] }).dice;
    expect(dice.length).toBeGreaterThan(0);
    expect(dice.every((d) => d.forced && d.raw.every((f) => f === 6))).toBe(true);
    const bad = testWorld({ 'g.json': SAMPLE, 'd.txt': '7' });
    expect(await run(['dark-nebula', 'phase', 'g.json', '--phase', 'human.mp', '--dice', 'd.txt'], bad.io)).toBe(1);
    expect(bad.err[0]).toContain('every die is a face from 1 to 6');
  });
  it('runs the turn, reports the unreadable line, and with --out commits it into a new archive', async () => {
    const t = testWorld({ 'g.json': SAMPLE, 'o.txt': ORDERS });
    expect(await run(['dark-nebula', 'turn', 'g.json', '--turn', '3', '--orders', 'o.txt', '--out', 'next.json'], t.io)).toBe(0);
    expect(t.out.some((l) => l.includes('JUMP AROUND') && l.includes('unknown order'))).toBe(true);
    expect(t.err.at(-1)).toContain('the game is now at turn 4');
    expect(t.files['next.json']).toContain('"turn": 4');
    expect(await run(['dark-nebula', 'turn', 'g.json', '--turn', '2'], t.io)).toBe(1);
    expect(t.err.at(-1)).toContain('the game is at turn 3, not 2');
  });
  it('gives a decision by its key from a file', async () => {
    const t = testWorld({ 'g.json': SAMPLE, 'dec.json': '{"t3.human.mp/whatever": true}' });
    expect(await run(['dark-nebula', 'turn', 'g.json', '--turn', '3', '--decisions', 'dec.json', '--json'], t.io)).toBe(0);
    const broken = testWorld({ 'g.json': SAMPLE, 'dec.json': '[1]' });
    expect(await run(['dark-nebula', 'turn', 'g.json', '--turn', '3', '--decisions', 'dec.json'], broken.io)).toBe(1);
  });
  it('refuses an archive of another ruleset or none', async () => {
    const t = testWorld({ 'x.json': '{"format":"nope"}' });
    expect(await run(['dark-nebula', 'turn', 'x.json', '--turn', '1'], t.io)).toBe(1);
    expect(await run(['dark-nebula', 'turn', 'missing.json', '--turn', '1'], t.io)).toBe(2);
    expect(await run(['dark-nebula'], t.io)).toBe(64);
  });
});

describe('warpdesk dark-nebula packets', () => {
  it('writes each player’s packet after the leak check, HTML or text, and a preview of the open turn', async () => {
    const t = testWorld({ 'g.json': SAMPLE });
    expect(await run(['dark-nebula', 'packets', 'g.json', '--turn', '2', '--out', 'out'], t.io)).toBe(0);
    expect(Object.keys(t.files).filter((f) => f.startsWith('out/'))).toEqual(['out/sample-beyond-the-dark-nebula-turn-2-human-player.html', 'out/sample-beyond-the-dark-nebula-turn-2-aslan-player.html']);
    expect(t.out.at(-1)).toBe('2 packets written (turn 2)');
    const text = testWorld({ 'g.json': SAMPLE });
    expect(await run(['dark-nebula', 'packets', 'g.json', '--turn', '1', '--out', 'o', '--format', 'text', '--player', 'aslan'], text.io)).toBe(0);
    const file = text.files['o/sample-beyond-the-dark-nebula-turn-1-aslan-player.txt'] ?? '';
    expect(file).toContain('Your forces');
    expect(file).toContain('ORDER SHEETS FOR TURN 2');
    expect(file).toContain('PLAYER: Aslan player');
    const preview = testWorld({ 'g.json': SAMPLE });
    expect(await run(['dark-nebula', 'packets', 'g.json', '--dry-run', '--out', 'p'], preview.io)).toBe(0);
    expect(preview.out[0]).toContain('(PREVIEW)');
    expect(await run(['dark-nebula', 'packets', 'g.json', '--turn', '9', '--out', 'p'], preview.io)).toBe(1);
  });
});
