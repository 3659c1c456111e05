import { describe, expect, it } from 'vitest';
import { hex } from '../hex/coords';
import { hexCentre } from './hex-grid';
import type { SceneHexGrid, SceneSystem, SvgScene } from './scene';
import { renderSvg } from './svg';

/** A small hex map: three sheets' worth of hexes in one region, two star hexes and a blank one. */
const grid: SceneHexGrid = {
  size: 30,
  orientation: 'flat',
  cells: [
    ...[0, 1, 2].flatMap((q) => [0, 1].map((r) => ({ q, r, label: `0${q + 1}0${r + 1}` }))),
    { q: 3, r: 0, fill: '#202030', divided: true },
    { q: 3, r: 1, outline: '#f08c00' },
  ],
  regions: [{ id: 'dn', label: 'Dark <Nebula>', cells: [{ q: 2, r: 0 }, { q: 2, r: 1 }, { q: 3, r: 0 }, { q: 3, r: 1 }], color: '#5f3dc4' }],
};
const at = (q: number, r: number) => hexCentre(grid, hex(q, r));
const star = (id: string, name: string, q: number, r: number, boxes: SceneSystem['boxes']): SceneSystem => ({ id, name, detail: '', fill: '#ffffff', ring: false, stubs: [], ...at(q, r), hex: { q, r }, boxes });
const scene: SvgScene = {
  title: 'Dark Nebula: GM',
  grid,
  systems: [star('ria', 'RIA', 0, 0, [{ label: 'RIA', fill: '#ffffff', marks: ['☆'] }, { label: 'Alis', fill: '#e03131' }]), star('osa', 'Osa', 2, 1, [{ label: 'Osa', fill: '#e03131' }]), star('dim', 'Dim', 1, 0, [])],
  lines: [
    { id: 'j1', aId: 'ria', bId: 'dim', a: at(0, 0), b: at(1, 0), color: '#2f9e44' },
    { id: 'j2', aId: 'dim', bId: 'osa', a: at(1, 0), b: at(2, 1), style: 'dashed', color: '#2f9e44' },
  ],
};

describe('renderSvg of a hex map', () => {
  const svg = renderSvg(scene);
  it('draws every cell of the grid, its labels, its divided and outlined hexes', () => {
    // Eight cells, and the outlined one again on top.
    expect(svg.match(/<polygon /g)).toHaveLength(9);
    expect(svg).toContain('fill="#202030"/>');
    expect(svg).toContain('fill="none" stroke="#f08c00" stroke-width="2"/>');
    for (const label of ['0101', '0102', '0301', '0302']) expect(svg).toContain(`>${label}</text>`);
    const c = at(3, 0);
    expect(svg).toContain(`<line x1="${c.x - 30}" y1="${Math.round(c.y * 10) / 10}" x2="${c.x + 30}"`);
  });
  it('outlines the region with its name, escaped', () => {
    const path = /<path d="([^"]+)" fill="none" stroke="#5f3dc4"/.exec(svg);
    // Four hexes, (2,0) (2,1) (3,0) (3,1), share five sides: 24 − 2 × 5 outer sides.
    expect(path?.[1]?.match(/M/g)).toHaveLength(14);
    expect(svg).toContain('>Dark &lt;Nebula&gt;</text>');
  });
  it('draws routes solid and dashed in their colour, without end letters', () => {
    const lines = svg.match(/<line x1="[^"]+" y1="[^"]+" x2="[^"]+" y2="[^"]+"[^/]*\/>/g)?.filter((l) => l.includes('#2f9e44')) ?? [];
    expect(lines).toHaveLength(2);
    expect(lines[0]).not.toContain('stroke-dasharray');
    expect(lines[1]).toContain('stroke-dasharray="6 4" stroke="#2f9e44"');
    // The letters' group (white-haloed) holds nothing.
    expect(svg).toMatch(/<g font-size="10" text-anchor="middle" dominant-baseline="central" fill="#1a4f8a"[^>]*>\n<\/g>/);
  });
  it("draws each star's boxes beside it, with their labels and marks, in ink that reads on the fill", () => {
    expect(svg.match(/<rect /g)).toHaveLength(1 + 3);
    expect(svg).toContain('fill="#111111">RIA ☆</text>');
    expect(svg).toContain('fill="#ffffff">Alis</text>');
    // RIA's two boxes stack upwards, the second level with the bottom of its circle, to the right of it.
    const rects = [...svg.matchAll(/<rect x="([^"]+)" y="([^"]+)" width="[^"]+" height="14" fill="([^"]+)"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), fill: m[3] }));
    const ria = at(0, 0);
    expect(rects[0]).toEqual({ x: Math.round((ria.x + 13) * 10) / 10, y: Math.round((ria.y + 9 - 30) * 10) / 10, fill: '#ffffff' });
    expect(rects[1]).toEqual({ x: Math.round((ria.x + 13) * 10) / 10, y: Math.round((ria.y + 9 - 14) * 10) / 10, fill: '#e03131' });
  });
  it('sizes the drawing to the grid, not only to the stars', () => {
    const [minX, minY, width, height] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number) as [number, number, number, number];
    const right = at(3, 1).x + 30;
    const bottom = at(3, 1).y + 15 * Math.sqrt(3);
    expect(minX).toBe(-30 - 60);
    expect(minX + width).toBeCloseTo(right + 60, 0);
    expect(minY + height).toBeCloseTo(bottom + 60, 0);
  });
});

describe('renderSvg of a warp-line map', () => {
  it('keeps the end letters off the names and draws names over a white halo', () => {
    const sys = (id: string, name: string, x: number, y: number): SceneSystem => ({ id, name, detail: 'T4 t1', fill: '#ffffff', ring: false, stubs: [], x, y });
    const a = sys('a', 'ALPHA CENTAURI', 100, 100);
    const b = sys('b', 'BETA', 100, 300);
    const drawn = renderSvg({ title: 'Two systems', systems: [a, b], lines: [{ id: 'l', aId: 'a', bId: 'b', a, b, aLetter: 'Q', bLetter: 'Z' }] });
    const q = drawn.match(/<text x="([^"]+)" y="([^"]+)">Q<\/text>/);
    expect(q).not.toBeNull();
    // The name ALPHA CENTAURI runs under its system from y = 100 + RADIUS to about 130, and ±55 units wide: Q is below it.
    expect(Number(q?.[2])).toBeGreaterThan(130);
    expect(drawn).toMatch(/font-weight="bold" text-anchor="middle" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">ALPHA CENTAURI<\/text>/);
  });
});
