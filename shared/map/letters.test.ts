import { describe, expect, it } from 'vitest';
import { placeLetters, type LetterLayout } from './letters';

const layout: LetterLayout = { at: 22, side: 7, half: 5, radius: 10, nameTop: 11, nameHeight: 13, charWidth: 7.4 };

/** A letter's box overlaps a system's name box (drawn under the system) or circle. */
function hitsName(p: { x: number; y: number }, s: { x: number; y: number; name: string }): boolean {
  const w = (s.name.length * layout.charWidth) / 2 + 2;
  const box = { x0: p.x - layout.half, y0: p.y - layout.half, x1: p.x + layout.half, y1: p.y + layout.half };
  const name = { x0: s.x - w, y0: s.y + layout.nameTop, x1: s.x + w, y1: s.y + layout.nameTop + layout.nameHeight };
  const circle = { x0: s.x - layout.radius, y0: s.y - layout.radius, x1: s.x + layout.radius, y1: s.y + layout.radius };
  const over = (a: typeof box, b: typeof box) => a.x0 < b.x1 && a.x1 > b.x0 && a.y0 < b.y1 && a.y1 > b.y0;
  return over(box, name) || over(box, circle);
}

describe('placeLetters: warp-point letters clear of names and of each other', () => {
  it('a letter that would sit on a long name moves to the other side of the line', () => {
    // A line going straight down from ALPHA CENTAURI: the first spot (left of the line, looking along it) lies in the name under the system.
    const systems = [
      { x: 100, y: 100, name: 'ALPHA CENTAURI' },
      { x: 100, y: 300, name: 'B' },
    ];
    const placed = placeLetters(systems, [{ a: systems[0] as { x: number; y: number }, b: systems[1] as { x: number; y: number }, aLetter: 'A', bLetter: 'C' }], layout);
    expect(placed.map((p) => p.letter)).toEqual(['A', 'C']);
    for (const p of placed) for (const s of systems) expect(hitsName(p, s)).toBe(false);
  });

  it('two lines leaving one system at a narrow angle do not stack their letters', () => {
    const hub = { x: 0, y: 0, name: 'HUB' };
    const systems = [hub, { x: 200, y: 10, name: 'E' }, { x: 200, y: 30, name: 'F' }];
    const placed = placeLetters(systems, [
      { a: hub, b: systems[1] as { x: number; y: number }, aLetter: 'A' },
      { a: hub, b: systems[2] as { x: number; y: number }, aLetter: 'B' },
    ], layout);
    expect(placed).toHaveLength(2);
    const [a, b] = placed.map((p) => ({ x: p.x, y: p.y }));
    const apart = !!a && !!b && (Math.abs(a.x - b.x) >= 2 * layout.half || Math.abs(a.y - b.y) >= 2 * layout.half);
    expect(apart).toBe(true);
  });

  it('every letter is placed, even when no spot is free (never dropped)', () => {
    const crowd = Array.from({ length: 8 }, (_, i) => ({ x: i * 3, y: 0, name: 'A VERY LONG NAME INDEED' }));
    const lines = crowd.slice(1).map((s) => ({ a: crowd[0] as { x: number; y: number }, b: s, aLetter: 'A', bLetter: 'B' }));
    expect(placeLetters(crowd, lines, layout)).toHaveLength(lines.length * 2);
  });

  it('an empty letter is not drawn', () => {
    const s = [{ x: 0, y: 0, name: 'X' }, { x: 100, y: 0, name: 'Y' }];
    expect(placeLetters(s, [{ a: s[0] as { x: number; y: number }, b: s[1] as { x: number; y: number }, aLetter: '', bLetter: 'D' }], layout).map((p) => p.letter)).toEqual(['D']);
  });
});

describe('placeLetters on a large map', () => {
  it('places the letters of 3,000 lines among 2,000 names, none on a name when a spot is free', () => {
    // A grid of systems 100 units apart, each joined to its right and lower neighbours.
    const side = 45;
    const systems = Array.from({ length: side * side }, (_, i) => ({ x: (i % side) * 100, y: Math.floor(i / side) * 100, name: `S${i}` }));
    const lines = systems.flatMap((s, i) => [
      ...(i % side < side - 1 ? [{ a: s, b: systems[i + 1] as typeof s, aLetter: 'A', bLetter: 'B' }] : []),
      ...(i + side < systems.length ? [{ a: s, b: systems[i + side] as typeof s, aLetter: 'C', bLetter: 'D' }] : []),
    ]);
    const placed = placeLetters(systems, lines, { ...layout, at: 14 });
    expect(placed).toHaveLength(lines.length * 2);
    const clear = placed.filter((p) => !systems.some((s) => Math.abs(s.x - p.x) < 40 && Math.abs(s.y - p.y) < 40 && hitsName(p, s)));
    expect(clear.length / placed.length).toBeGreaterThan(0.9);
  });
});
