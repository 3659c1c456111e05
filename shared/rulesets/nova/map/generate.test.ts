import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMap, checkGenerateOptions } from './generate';
import { adjacencyOf, isConnected, jumpsFrom } from '../../../map/graph';
import { validateMap } from './validate';

const opts = (systems: number, linesPerSystem: number, empires: number, seed: string) => ({
  systems,
  linesPerSystem,
  empireIds: Array.from({ length: empires }, (_, i) => `e${i + 1}`),
  seed,
  gameId: 'g',
});

describe('generateMap', () => {
  it('makes a clean 40-system map with 4 lines everywhere and fair home stars', () => {
    const map = generateMap(opts(40, 4, 6, 'orion'));
    expect(map.systems).toHaveLength(40);
    expect(map.lines).toHaveLength(80);
    expect(validateMap(map.systems, map.lines)).toEqual([]);
    const homes = [...map.homes.values()];
    expect(homes).toHaveLength(6);
    const adjacency = adjacencyOf(map.systems.map((s) => s.id), map.lines);
    const closest = Math.min(...homes.flatMap((a) => homes.filter((b) => b !== a).map((b) => jumpsFrom(adjacency, a).get(b) ?? 0)));
    expect(closest).toBeGreaterThanOrEqual(3);
    // NOVA: 8.4 INITIAL POSITION: the Home Star's established IC and 2 SDUs.
    for (const id of homes) expect(map.systems.find((s) => s.id === id)).toMatchObject({ type: 8, status: 'world', homeStar: true, installations: { IC: 1, SDU: 2 } });
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateMap(opts(60, 4, 4, 'same'))).toEqual(generateMap(opts(60, 4, 4, 'same')));
    expect(generateMap(opts(60, 4, 4, 'one')).lines).not.toEqual(generateMap(opts(60, 4, 4, 'two')).lines);
  });

  // NOVA: GAME START PROCEDURE — "The Game Master should not assign positions in the game based on initial technologies."
  it('assigns start positions from the seed and the empires\' order only: nothing about an empire (its technology included) reaches the generator', () => {
    const a = generateMap(opts(40, 4, 4, 'start'));
    const b = generateMap({ ...opts(40, 4, 4, 'start'), empireIds: ['beam-lasers', 'swarm', 'missile', 'warp-cannon'] });
    expect([...b.homes.values()]).toEqual([...a.homes.values()]);
    expect(b.lines).toEqual(a.lines);
  });

  it('keeps its invariants for any options (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 120 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 4 }), fc.string({ minLength: 1, maxLength: 8 }).filter((seed) => seed.trim() !== ''), (n, k, e, seed) => {
        const map = generateMap(opts(n, k, e, seed));
        const ids = new Set(map.systems.map((s) => s.id));
        // Every line has two ends that are systems, and never a loop.
        for (const line of map.lines) {
          expect(ids.has(line.a) && ids.has(line.b) && line.a !== line.b).toBe(true);
        }
        // Every letter unique within its system; names unique.
        const problems = validateMap(map.systems, map.lines);
        expect(problems.filter((p) => ['duplicate-letter', 'duplicate-name', 'bad-line', 'unreachable'].includes(p.code))).toEqual([]);
        expect(isConnected(adjacencyOf(ids, map.lines))).toBe(true);
        expect(map.homes.size).toBe(e);
      }),
      { numRuns: 40 },
    );
  });

  it('gives every system the same number of lines on typical maps', () => {
    for (const [n, k] of [[40, 4], [100, 3], [300, 4], [150, 5]] as const) {
      const map = generateMap(opts(n, k, 6, `even-${n}`));
      expect(validateMap(map.systems, map.lines).filter((p) => p.code === 'line-count')).toEqual([]);
    }
  });

  it('restarts an attempt whose repair stalls, and still gives every system its lines (issue 18: seed bench-turn, 1,000 systems)', () => {
    const map = generateMap(opts(1000, 4, 24, 'bench-turn'));
    expect(map.stats?.stalled).toBeGreaterThanOrEqual(1);
    expect(validateMap(map.systems, map.lines).filter((p) => ['line-count', 'unreachable', 'duplicate-letter', 'bad-line'].includes(p.code))).toEqual([]);
  });

  it('refuses impossible options in words', () => {
    expect(checkGenerateOptions(opts(1, 4, 0, 's'))).toContain('The number of systems must be a whole number from 2 to 5000.');
    expect(checkGenerateOptions(opts(10, 12, 0, 's'))[0]).toMatch(/Warp lines per system/);
    expect(() => generateMap(opts(3, 4, 0, 's'))).toThrow(RangeError);
    expect(() => generateMap(opts(8, 2, 0, ' '))).toThrow('The seed must not be empty.');
  });
});
