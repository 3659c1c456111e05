/**
 * The neutral map canvas in Chromium, on a small hex map of the kind Beyond the Dark Nebula
 * and Galactic Domination draw: a grid with a sheet outlined, star hexes holding planetary
 * boxes, a solid and a dashed jump route. The page around it is the smallest a ruleset
 * would write: its model in state, a scene made from it, the canvas's reports turned into
 * edits of the model.
 */
import { useMantineColorScheme } from '@mantine/core';
import { useMemo, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { hexLabel, rectangleHexes, type HexCoord } from '../../../shared/hex/coords';
import { hexCentre } from '../../../shared/map/hex-grid';
import type { SceneBox, SceneHexGrid, SvgScene } from '../../../shared/map/scene';
import { renderInApp } from '../../test-support/render';
import { systemRadius } from './draw';
import { MapCanvas } from './MapCanvas';
import { EMPTY_SELECTION, type Selection } from './selection';
import type { MapMode } from './types';

beforeAll(async () => {
  await page.viewport(1000, 700);
});

const GREEN = '#2f9e44';
const NEBULA = '#e5dbff';
interface Star {
  id: string;
  name: string;
  hex: { q: number; r: number };
  boxes: SceneBox[];
}
const cells = rectangleHexes(7, 5);
const grid: SceneHexGrid = {
  size: 40,
  orientation: 'flat',
  cells: cells.map((h) => ({ q: h.q, r: h.r, label: hexLabel(h), fill: h.q >= 5 ? NEBULA : undefined })),
  regions: [{ id: 'dn', label: 'Dark Nebula', cells: cells.filter((h) => h.q >= 5) }],
};
const centre = (h: { q: number; r: number }) => hexCentre(grid, h);

/** What the test reads back: the page's model and what the canvas reported. */
const model = { stars: [] as Star[], selection: EMPTY_SELECTION, hexClicks: [] as HexCoord[], added: [] as { at: { x: number; y: number }; hex: HexCoord | null }[] };

function sceneOf(stars: readonly Star[]): SvgScene {
  const at = new Map(stars.map((s) => [s.id, centre(s.hex)]));
  const line = (id: string, a: string, b: string, style: 'solid' | 'dashed') => ({ id, aId: a, bId: b, a: at.get(a) as { x: number; y: number }, b: at.get(b) as { x: number; y: number }, style, color: GREEN });
  return {
    title: 'Test sheet',
    grid,
    systems: stars.map((s) => ({ id: s.id, name: s.name, detail: '', fill: '#ffffff', ring: false, stubs: [], ...centre(s.hex), hex: s.hex, boxes: s.boxes })),
    lines: [line('r1', 'ria', 'godoro', 'solid'), line('r2', 'godoro', 'osa', 'dashed')],
  };
}

function HexMapPage({ mode = 'select' }: { mode?: MapMode }) {
  const [stars, setStars] = useState<Star[]>([
    { id: 'ria', name: 'RIA', hex: { q: 1, r: 1 }, boxes: [{ label: 'RIA', fill: '#ffffff', marks: ['☆'] }, { label: 'Alis', fill: '#e03131' }] },
    { id: 'godoro', name: 'GODORO', hex: { q: 3, r: 1 }, boxes: [{ label: 'GODORO', fill: '#ffffff' }] },
    { id: 'osa', name: 'Osa', hex: { q: 5, r: 0 }, boxes: [{ label: 'Osa', fill: '#e03131' }] },
  ]);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  model.stars = stars;
  model.selection = selection;
  const scene = useMemo(() => sceneOf(stars), [stars]);
  return (
    <MapCanvas
      scene={scene}
      width={720}
      height={520}
      editable
      mode={mode}
      selection={selection}
      onSelect={setSelection}
      snapToHex
      onAddSystem={(at, hex) => model.added.push({ at, hex })}
      onMove={(_ids, _dx, _dy, hexes) => setStars((list) => list.map((s) => ({ ...s, hex: hexes?.get(s.id) ?? s.hex })))}
      onConnect={() => undefined}
      onHexClick={(hex) => model.hexClicks.push(hex)}
    />
  );
}

const canvas = () => document.querySelector('[data-testid="map-canvas"]') as HTMLElement;
const view = () => ({ scale: Number(canvas().dataset.scale), x: Number(canvas().dataset.vx), y: Number(canvas().dataset.vy) });
const toScreen = (p: { x: number; y: number }) => ({ x: Math.round(p.x * view().scale + view().x), y: Math.round(p.y * view().scale + view().y) });

/** The colour of one pixel of a layer (0 static, 1 systems, 2 overlay) at a screen point of the canvas. */
function pixel(layer: number, at: { x: number; y: number }): [number, number, number, number] {
  const c = canvas().querySelectorAll('canvas')[layer] as HTMLCanvasElement;
  const ratio = c.width / c.clientWidth;
  return [...(c.getContext('2d')?.getImageData(Math.round(at.x * ratio), Math.round(at.y * ratio), 1, 1).data ?? [])] as [number, number, number, number];
}
const greenish = ([r, g, b]: readonly number[]) => (g as number) > (r as number) + 40 && (g as number) > (b as number) + 20;

/** Along the middle of a route on the static layer: for each pixel step, whether the route's green is there (within a pixel across). */
function inkAlong(a: { x: number; y: number }, b: { x: number; y: number }): boolean[] {
  const p = toScreen(a);
  const q = toScreen(b);
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  const [ux, uy] = [(q.x - p.x) / len, (q.y - p.y) / len];
  const out: boolean[] = [];
  for (let t = len * 0.3; t < len * 0.7; t += 1) {
    const x = p.x + ux * t;
    const y = p.y + uy * t;
    out.push([-1, 0, 1].some((d) => greenish(pixel(0, { x: x - uy * d, y: y + ux * d }))));
  }
  return out;
}

async function open(mode?: MapMode): Promise<void> {
  model.hexClicks = [];
  model.added = [];
  await renderInApp(<HexMapPage mode={mode} />);
  await expect.poll(() => canvas()?.dataset.scale).toBeDefined();
}

describe('the map canvas on a hex map', () => {
  it('draws the grid with its sheet, the stars with their boxes, a solid and a dashed route', async () => {
    await open();
    expect(canvas().dataset.hexes).toBe(String(cells.length));
    expect(canvas().dataset.systems).toBe('3');
    expect(canvas().dataset.lines).toBe('2');
    // The whole grid is in view: its corner hexes are on the canvas.
    for (const h of [cells[0], cells[cells.length - 1]] as HexCoord[]) {
      const p = toScreen(centre(h));
      expect(p.x > 0 && p.x < 720 && p.y > 0 && p.y < 520).toBe(true);
    }
    // A nebula hex is filled; a blank hex is the background; the side between two blank hexes is a grid line.
    const nebula = toScreen({ x: centre({ q: 6, r: 0 }).x, y: centre({ q: 6, r: 0 }).y + 12 });
    await expect.poll(() => pixel(0, nebula).slice(0, 3)).toEqual([0xe5, 0xdb, 0xff]);
    const blank = centre({ q: 2, r: 3 });
    expect(pixel(0, toScreen({ x: blank.x, y: blank.y + 10 })).slice(0, 3)).toEqual([0xf4, 0xf6, 0xf8]);
    const side = toScreen({ x: blank.x, y: blank.y + 40 * Math.sqrt(3) / 2 });
    let darkest = 255;
    for (let d = -1; d <= 1; d++) darkest = Math.min(darkest, pixel(0, { x: side.x, y: side.y + d })[0]);
    expect(darkest).toBeLessThan(0xe0);

    // The solid route is green all along its middle; the dashed one has gaps, and ink between them.
    const at = (id: string) => centre(model.stars.find((s) => s.id === id)?.hex ?? { q: 0, r: 0 });
    const solid = inkAlong(at('ria'), at('godoro'));
    expect(solid.every(Boolean)).toBe(true);
    const dashed = inkAlong(at('godoro'), at('osa'));
    const inked = dashed.filter(Boolean).length / dashed.length;
    expect(inked).toBeGreaterThan(0.4);
    expect(inked).toBeLessThan(0.85);

    // RIA's two boxes stand right of its circle on the systems layer, stacked up from the circle's bottom: white, then red.
    const r = systemRadius(view().scale);
    const ria = toScreen(at('ria'));
    const white = { x: ria.x + r + 4 + 2, y: ria.y + r - 14 - 2 - 14 + 2 };
    const red = { x: ria.x + r + 4 + 2, y: ria.y + r - 14 + 2 };
    await expect.poll(() => pixel(1, white)).toEqual([255, 255, 255, 255]);
    expect(pixel(1, red)).toEqual([0xe0, 0x31, 0x31, 255]);
    // Nothing of a box left of the star.
    expect(pixel(1, { x: ria.x - r - 8, y: red.y })[3]).toBe(0);
  });

  it('snaps a dragged star to the centre of the hex it is dropped in, and an added one too', async () => {
    await open();
    const from = centre({ q: 1, r: 1 });
    const target = { q: 2, r: 2 };
    // Dropped off the target hex's centre.
    const drop = { x: centre(target).x - 14, y: centre(target).y + 9 };
    await userEvent.dragAndDrop(canvas(), canvas(), { sourcePosition: toScreen(from), targetPosition: toScreen(drop) } as never);
    await expect.poll(() => model.stars.find((s) => s.id === 'ria')?.hex).toEqual(target);
    // Drawn where the model put it: the star's white disc at the new centre (left of it, clear of the boxes), nothing at the old one.
    const now = toScreen(centre(target));
    await expect.poll(() => pixel(1, { x: now.x - 3, y: now.y })).toEqual([255, 255, 255, 255]);
    expect(pixel(1, toScreen(from))[3]).toBe(0);

    // A double-click off a hex's centre adds a star at that centre.
    const empty = { q: 4, r: 1 };
    await userEvent.dblClick(canvas(), { position: toScreen({ x: centre(empty).x + 15, y: centre(empty).y - 10 }) });
    await expect.poll(() => model.added.length).toBe(1);
    expect(model.added[0]?.hex).toEqual(empty);
    expect(model.added[0]?.at.x).toBeCloseTo(centre(empty).x, 6);
    expect(model.added[0]?.at.y).toBeCloseTo(centre(empty).y, 6);
  });

  it('reports a click on an empty hex with its coordinate, and picks a star anywhere in its hex', async () => {
    await open();
    const empty = { q: 2, r: 3 };
    await page.getByTestId('map-canvas').click({ position: toScreen({ x: centre(empty).x - 12, y: centre(empty).y + 15 }) });
    await expect.poll(() => model.hexClicks).toEqual([empty]);
    // In GODORO's hex, well away from its circle: GODORO is selected, and no hex is reported.
    const godoro = centre({ q: 3, r: 1 });
    await page.getByTestId('map-canvas').click({ position: toScreen({ x: godoro.x - 25, y: godoro.y + 20 }) });
    await expect.poll(() => [...model.selection.systems]).toEqual(['godoro']);
    expect(model.hexClicks).toHaveLength(1);
  });

  it('follows the dark theme: a dark ground, grid lines lighter than it, and back to light', async () => {
    await renderInApp(<ThemedHexMap />);
    await expect.poll(() => canvas()?.dataset.scale).toBeDefined();
    // An empty corner of the static layer is the background.
    const corner = { x: 4, y: 4 };
    const brightness = () => pixel(0, corner).slice(0, 3).reduce((a, b) => a + b, 0) / 3;
    await expect.poll(brightness).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(brightness).toBeLessThan(60);
    await page.getByRole('button', { name: 'Light' }).click();
    await expect.poll(brightness).toBeGreaterThan(200);
  });
});

/** The hex map with the app's theme switch beside it. */
function ThemedHexMap() {
  const { setColorScheme } = useMantineColorScheme();
  return (
    <>
      <button type="button" onClick={() => setColorScheme('dark')}>
        Dark
      </button>
      <button type="button" onClick={() => setColorScheme('light')}>
        Light
      </button>
      <HexMapPage />
    </>
  );
}
