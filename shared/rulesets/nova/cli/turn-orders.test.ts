import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../../format/archive';
import { asOrderSheet } from '../orders/stored';
import { testWorld } from '../../../cli/test-world';
import { run } from '../../../../cli/warpdesk';
import { RULESETS } from '../../index';

const SAMPLE = readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8');
const TURN_2 = readFileSync('resources/samples/nova-sample-orders-turn-2.txt', 'utf8');

/** The sample committed through turn 1, as `turn run --out` writes it. */
async function afterTurn1(): Promise<string> {
  const w = testWorld({ 'game.json': SAMPLE });
  expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto', '--out', 'turn-2.json'], w.io)).toBe(0);
  return w.files['turn-2.json'] ?? '';
}

describe('warpdesk turn run --orders', () => {
  it("imports the typed sheets into the turn's orders, runs the turn and commits the sheets with it", async () => {
    const w = testWorld({ 'turn-2.json': await afterTurn1(), 'orders.txt': TURN_2 });
    expect(await run(['turn', 'run', 'turn-2.json', '--turn', '2', '--orders', 'orders.txt', '--battles', 'auto', '--out', 'turn-3.json'], w.io)).toBe(0);
    expect(w.out[0]).toBe('imported 118 rows of 6 sheets from orders.txt into turn 2');
    expect(w.out).toContain('  G  Celestine Concord met Empire A at DENEVA: friendly (code 1, Q against Q); normal contact made; 1AS; JI');
    const read = readArchive(w.files['turn-3.json'] ?? '', RULESETS);
    if (!read.ok) throw new Error('the committed archive does not read');
    const records = read.value.records;
    expect(records.game.turn).toBe(3);
    const sheet = asOrderSheet(records.orders.find((o) => o.id === 'o.2.kessa'));
    expect(sheet?.imports.map((i) => i.name)).toEqual(['orders.txt']);
    expect(sheet?.lines.find((l) => l.text.startsWith('ELARA | CORSAIR 1'))?.text).toBe('ELARA | CORSAIR 1, CORSAIR 2, CORSIAR 3 | | T |');
    // The committed turn names the sheets it ran (issue 18: they are kept once, in the orders).
    const committed = records.turns.find((t) => t.number === 2) as { sheets?: { id: string }[] } | undefined;
    expect(committed?.sheets?.map((o) => o.id).sort()).toEqual(['o.2.concord', 'o.2.kessa', 'o.2.swarm', 'o.2.umbral', 'o.2.vorn', 'o.2.ys']);
  });

  it('refuses sheets of another turn or of an empire the game does not have, and runs nothing', async () => {
    const w = testWorld({ 'game.json': SAMPLE, 'orders.txt': `EMPIRE : Celestine Concord  TURN : 2\nMOVEMENT\nCALYX | WARDEN 1 | | T |\n\nEMPIRE : Empire of Nobody\nMOVEMENT\nX | Y | | T |\n` });
    expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--orders', 'orders.txt', '--out', 'next.json'], w.io)).toBe(1);
    expect(w.err).toEqual([
      "orders.txt line 1: Celestine Concord's sheet is for turn 2, not turn 1; it was not imported",
      'orders.txt line 5: no empire of this game is called "Empire of Nobody"; the sheet was not imported',
      'warpdesk: the orders were not imported and the turn was not run',
    ]);
    expect(w.out).toEqual([]);
    expect(w.files['next.json']).toBeUndefined();
  });

  it('says which file it could not read', async () => {
    const w = testWorld({ 'game.json': SAMPLE });
    expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--orders', 'missing.txt'], w.io)).toBe(2);
    expect(w.err.join('\n')).toContain('missing.txt');
  });
});

describe('warpdesk turn run with a 200 KB line (issue 19, item 5)', () => {
  it('runs and commits: the line is one error naming its length, the archive stays small and reads back', async () => {
    const long = `CALYX | ${Array.from({ length: 25_000 }, (_, i) => `ZOG ${i}`).join(', ')} | | Q |`;
    expect(long.length).toBeGreaterThan(200_000);
    const w = testWorld({ 'game.json': SAMPLE, 'orders.txt': `EMPIRE : Celestine Concord  TURN : 1\nMOVEMENT\n${long}\n` });
    expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--orders', 'orders.txt', '--battles', 'auto', '--out', 'next.json'], w.io)).toBe(0);
    const quoted = w.out.filter((l) => l.includes('ZOG'));
    expect(quoted).toHaveLength(1);
    expect(quoted[0]?.length).toBeLessThan(600);
    const out = w.files['next.json'] ?? '';
    // The line is kept as typed, once in the sheet's row and once in the imported text.
    expect(out.length).toBeLessThan(SAMPLE.length * 3 + 3 * long.length);
    expect(readArchive(out, RULESETS).ok).toBe(true);
  });

  it('orders parse names the line, its length and the limit, and echoes only its start', async () => {
    const long = `CALYX | ${'X'.repeat(200_000)} | | Q |`;
    const w = testWorld({ 'orders.txt': `EMPIRE : Celestine Concord  TURN : 1\nMOVEMENT\n${long}\n` });
    expect(await run(['orders', 'parse', 'orders.txt'], w.io)).toBe(1);
    expect(w.out.join('\n')).toContain('error 3:1 LINE-TOO-LONG: line 3 is 200,016 characters; the longest line an order sheet may hold is 4,000');
    expect(Math.max(...w.out.map((l) => l.length))).toBeLessThan(600);
  });
});
