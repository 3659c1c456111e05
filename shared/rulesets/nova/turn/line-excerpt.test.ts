import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINE_CHARS } from '../../../orders/line-limit';
import { lineExcerpt, MAX_LINE_EXCERPT } from './events';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';

describe('order errors keep a bounded excerpt of their line (issue 19, item 5)', () => {
  it('quotes a short line whole and a long one as its start and its length', () => {
    expect(lineExcerpt('A | HAMMER 1 | B | F')).toBe('A | HAMMER 1 | B | F');
    const long = 'x'.repeat(50_000);
    expect(lineExcerpt(long)).toBe(`${'x'.repeat(MAX_LINE_EXCERPT)}… (a line of 50000 characters)`);
  });

  it('runs a turn with one 200 KB line naming 4,000 unknown ships: one error saying the line is too long, quoting its start', () => {
    const world = new WorldBuilder(2).empire('e1').home('h', 'e1', { name: 'HOME' }).build();
    const ships = Array.from({ length: 4_000 }, (_, i) => `GHOST SHIP NUMBER ${i} OF A VERY VERY LONG FLEET LIST`).join(', ');
    const line = `HOME | ${ships} | | F |`;
    expect(line.length).toBeGreaterThan(200_000);
    const run = runTurn({ world, orders: [sheet('e1', [['movement', line]])], seed: 's' });
    const errors = run.events.filter((e) => e.kind === 'order-error');
    expect(errors).toHaveLength(1);
    for (const e of errors) expect(e.kind === 'order-error' && e.text.length).toBeLessThan(MAX_LINE_EXCERPT + 40);
    expect(JSON.stringify(run.events).length).toBeLessThan(20_000);
  });

  it('runs a turn with a line just under the limit naming unknown ships: every error reported, none holding the line', () => {
    const world = new WorldBuilder(2).empire('e1').home('h', 'e1', { name: 'HOME' }).build();
    const ships = Array.from({ length: 250 }, (_, i) => `GHOST ${i}`).join(', ');
    const line = `HOME | ${ships} | | F |`;
    expect(line.length).toBeGreaterThan(MAX_LINE_EXCERPT * 4);
    expect(line.length).toBeLessThanOrEqual(MAX_ORDER_LINE_CHARS);
    const run = runTurn({ world, orders: [sheet('e1', [['movement', line]])], seed: 's' });
    const errors = run.events.filter((e) => e.kind === 'order-error');
    expect(errors).toHaveLength(250);
    for (const e of errors) expect(e.kind === 'order-error' && e.text.length).toBeLessThan(MAX_LINE_EXCERPT + 40);
  });
});
