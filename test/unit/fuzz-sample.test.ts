/**
 * A seeded sample of `npm run fuzz` (issue 19, item 11; docs/fuzzing.md): 300 generated order files
 * and 300 mutated archives through the same code as the app and the CLI (test/fuzz/checks.ts), in
 * blocks so that each test stays short. No timing here: hangs are measured by the full run, in
 * workers with a limit.
 */
import { describe, expect, it } from 'vitest';
import { archiveCase } from '../fuzz/archive-cases';
import { checkArchiveCase, checkOrderCase } from '../fuzz/checks';
import { orderCase } from '../fuzz/order-cases';

const SEED = 'npm-test';
const BLOCK = 20;
const blocks = (count: number) => Array.from({ length: count / BLOCK }, (_, i) => i * BLOCK);

describe('fuzz sample: order files (no crash, no lost line)', () => {
  it.each(blocks(300))('order files %i to %i+20', { timeout: 120_000 }, async (from) => {
    const failures: string[] = [];
    for (let index = from; index < from + BLOCK; index++) {
      const result = await checkOrderCase(orderCase(SEED, index), { cli: index % 5 === 0, turn: index % 50 === 0 });
      if (result.outcome !== 'ok') failures.push(`#${index} ${result.outcome}: ${result.detail ?? ''}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('fuzz sample: mutated archives (no crash; what is accepted runs, exports and reads back)', () => {
  it.each(blocks(300))('archives %i to %i+20', { timeout: 120_000 }, async (from) => {
    const failures: string[] = [];
    for (let index = from; index < from + BLOCK; index++) {
      const result = await checkArchiveCase(await archiveCase(SEED, index));
      if (result.outcome === 'crash' || result.outcome === 'broken') failures.push(`#${index} ${result.outcome}: ${result.detail ?? ''}`);
    }
    expect(failures).toEqual([]);
  });
});
