import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { emptyGameRecords } from '../../../../shared/format/archive';
import type { Empire, Game } from '../../../../shared/model/entities';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { loadMap } from '../db/map';
import { renderInApp } from '../../../test-support/render';
import { MapPage } from './MapPage';

beforeAll(async () => {
  await page.viewport(1280, 860);
});

let n = 0;
/** A new game with two empires and, when given, systems at world points and lines between them (ids s1, s2…). */
async function newGame(systems: readonly (readonly [number, number])[] = [], lines: readonly (readonly [number, number])[] = []): Promise<Game> {
  const id = `map-browser-${Date.now()}-${++n}`;
  const game: Game = { id, name: 'Canvas test', ruleset: 'nova', turn: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 's', deadline: '', notes: '', settings: {} };
  const empire = (i: number, color: string): Empire => ({ gameId: id, id: `e${i}`, name: `Empire ${i}`, position: i, playerName: '', playerContact: '', color, homeSystemId: null, treasury: 0, notes: '' });
  const records = emptyGameRecords(game);
  const systemRows = systems.map(([x, y], i) => ({ gameId: id, id: `s${i + 1}`, name: `NEW${i + 1}`, type: 8, status: 'none', ownerId: null, colonies: 0, homeStar: false, x, y, installations: {}, notes: '' }));
  const lineRows = lines.map(([a, b], i) => ({ gameId: id, id: `w${i + 1}`, a: `s${a + 1}`, aLetter: String.fromCharCode(65 + i * 2), b: `s${b + 1}`, bLetter: String.fromCharCode(66 + i * 2) }));
  await insertGame(getDb(), { ...records, empires: [empire(1, '#d9482b'), empire(2, '#2f7fd8')], systems: systemRows, warpLines: lineRows } as typeof records);
  return game;
}

const canvas = () => document.querySelector('[data-testid="map-canvas"]') as HTMLElement;
const viewport = () => ({ scale: Number(canvas().dataset.scale), x: Number(canvas().dataset.vx), y: Number(canvas().dataset.vy) });
const toScreen = (x: number, y: number) => ({ x: Math.round(x * viewport().scale + viewport().x), y: Math.round(y * viewport().scale + viewport().y) });

/** The colour of one pixel of a layer (0 static, 1 systems, 2 overlay) at a screen point of the canvas. */
function pixel(layer: number, at: { x: number; y: number }): [number, number, number, number] {
  const c = canvas().querySelectorAll('canvas')[layer] as HTMLCanvasElement;
  const ratio = c.width / c.clientWidth;
  return [...(c.getContext('2d')?.getImageData(Math.round(at.x * ratio), Math.round(at.y * ratio), 1, 1).data ?? [])] as [number, number, number, number];
}

/** The page on `game`, once the canvas has its first view and draws `systems` systems. */
async function openMap(game: Game, systems: number): Promise<void> {
  await renderInApp(<MapPage game={game} />);
  await expect.poll(() => canvas()?.dataset.scale).toBeDefined();
  await expect.poll(() => canvas().dataset.systems).toBe(String(systems));
}

/** Waits until the editor is in `mode` (select, add, line) with `selected` systems selected. */
async function editorState(mode: string, selected?: number): Promise<void> {
  await expect.poll(() => canvas().dataset.mode).toBe(mode);
  if (selected !== undefined) await expect.poll(() => canvas().dataset.selectedSystems).toBe(String(selected));
}

// Each scenario starts from the state it needs (seeded in the database, not built through
// earlier steps) and waits on the editor's state — mode, selection, what is saved, pixels —
// never on time, so none comes near its timeout on a loaded machine (issue 19, item 12).
describe('the map editor in Chromium', () => {
  it('adds systems by double-click, draws them where the model puts them, and saves them', async () => {
    const game = await newGame();
    await openMap(game, 0);
    const db = getDb();
    for (const [x, y] of [[200, 200], [500, 220], [350, 450]] as const) {
      await userEvent.dblClick(canvas(), { position: { x, y } });
    }
    await expect.poll(() => canvas().dataset.systems).toBe('3');
    await expect.poll(async () => (await loadMap(db, game.id)).systems.map((s) => s.name)).toEqual(['NEW1', 'NEW2', 'NEW3']);
    // The systems layer has a system's pixels where the model put it (polled: the layer redraws on the next frame).
    const first = (await loadMap(db, game.id)).systems[0];
    await expect.poll(() => pixel(1, toScreen(first?.x ?? 0, first?.y ?? 0))[3]).toBeGreaterThan(0);
  });

  it('draws warp lines in line mode, and undoes and redoes each one', async () => {
    const game = await newGame([[0, 0], [300, 20], [150, 250]]);
    await openMap(game, 3);
    const db = getDb();
    const systems = (await loadMap(db, game.id)).systems;
    const at = (i: number) => toScreen(systems[i]?.x ?? 0, systems[i]?.y ?? 0);
    await userEvent.keyboard('l');
    await editorState('line');
    await userEvent.dragAndDrop(canvas(), canvas(), { sourcePosition: at(0), targetPosition: at(1) } as never);
    await expect.poll(async () => (await loadMap(db, game.id)).lines.length).toBe(1);
    await userEvent.dragAndDrop(canvas(), canvas(), { sourcePosition: at(1), targetPosition: at(2) } as never);
    await expect.poll(async () => (await loadMap(db, game.id)).lines.length).toBe(2);
    const lines = (await loadMap(db, game.id)).lines;
    expect(lines.map((l) => [l.a, l.b])).toEqual([['s1', 's2'], ['s2', 's3']]);
    // s2 has two lines: its letters differ.
    expect(lines[0]?.bLetter).not.toBe(lines[1]?.aLetter);
    // A line is drawn on the static layer halfway between its systems: the darkest pixel near the
    // middle (the line is 1.4 px wide and antialiased) is line grey, not background.
    const mid = { x: Math.round((at(0).x + at(1).x) / 2), y: Math.round((at(0).y + at(1).y) / 2) };
    const darkest = () => {
      let d = 255;
      for (let dx = -2; dx <= 2; dx++) for (let dy = -2; dy <= 2; dy++) d = Math.min(d, pixel(0, { x: mid.x + dx, y: mid.y + dy })[0]);
      return d;
    };
    await expect.poll(darkest).toBeLessThan(180);

    // Undo twice, redo once with Ctrl+Shift+Z, once with Ctrl+Y.
    await userEvent.keyboard('{Escape}');
    await editorState('select');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect.poll(async () => (await loadMap(db, game.id)).lines.length).toBe(1);
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect.poll(async () => (await loadMap(db, game.id)).lines.length).toBe(0);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect.poll(async () => (await loadMap(db, game.id)).lines.length).toBe(1);
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect.poll(async () => (await loadMap(db, game.id)).lines.length).toBe(2);
  });

  it('drags a system as one command on drop, and undoes it', async () => {
    const game = await newGame([[0, 0], [300, 20], [150, 250]], [[0, 1], [1, 2]]);
    await openMap(game, 3);
    const db = getDb();
    await editorState('select', 0);
    const before = (await loadMap(db, game.id)).systems[2];
    const from = toScreen(before?.x ?? 0, before?.y ?? 0);
    await userEvent.dragAndDrop(canvas(), canvas(), { sourcePosition: from, targetPosition: { x: from.x + 80, y: from.y + 40 } } as never);
    await expect.poll(async () => (await loadMap(db, game.id)).systems[2]?.x).not.toBe(before?.x);
    await expect.element(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect.poll(async () => (await loadMap(db, game.id)).systems[2]).toEqual(before);
  });

  it('box-selects every system, deletes them with their lines, and undoes the delete', async () => {
    const game = await newGame([[0, 0], [300, 20], [150, 250]], [[0, 1], [1, 2]]);
    await openMap(game, 3);
    const db = getDb();
    await editorState('select', 0);
    const whole = canvas().getBoundingClientRect();
    await userEvent.dragAndDrop(canvas(), canvas(), { sourcePosition: { x: 5, y: 5 }, targetPosition: { x: Math.floor(whole.width) - 5, y: Math.floor(whole.height) - 5 } } as never);
    // The state the next step needs: all three selected (the panel follows it).
    await editorState('select', 3);
    await expect.element(page.getByTestId('multi-panel')).toBeVisible();
    await userEvent.keyboard('{Delete}');
    await expect.poll(async () => (await loadMap(db, game.id)).systems.length).toBe(0);
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect.poll(async () => (await loadMap(db, game.id)).systems.length).toBe(3);
    expect((await loadMap(db, game.id)).lines).toHaveLength(2);
  });

  it('keeps its undo history when the GM leaves the Map and comes back, and drops it when the map changed meanwhile', async () => {
    const game = await newGame();
    const db = getDb();
    const first = await renderInApp(<MapPage game={game} />);
    await expect.poll(() => canvas()?.dataset.scale).toBeDefined();
    for (const [x, y] of [[200, 200], [500, 220]] as const) await userEvent.dblClick(canvas(), { position: { x, y } });
    await expect.poll(async () => (await loadMap(db, game.id)).systems.length).toBe(2);
    await first.unmount();

    const second = await renderInApp(<MapPage game={game} />);
    await expect.poll(() => canvas()?.dataset.systems).toBe('2');
    await expect.element(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    await expect.poll(async () => (await loadMap(db, game.id)).systems.length).toBe(1);
    await second.unmount();

    // Something else changes the map (a committed turn, another window): the history no longer applies.
    await db.systems.where('gameId').equals(game.id).modify({ name: 'RENAMED' });
    await renderInApp(<MapPage game={game} />);
    await expect.poll(() => canvas()?.dataset.systems).toBe('1');
    await expect.element(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('edits a system in the side panel and shows only what an empire knows in its view', async () => {
    const game = await newGame();
    await openMap(game, 0);
    for (const [x, y] of [[200, 200], [500, 220]] as const) await userEvent.dblClick(canvas(), { position: { x, y } });
    await expect.poll(() => canvas().dataset.systems).toBe('2');
    // The second system is selected after adding it: rename it.
    const name = page.getByLabelText('Name');
    await name.clear();
    await name.fill('ALGOL');
    await userEvent.keyboard('{Enter}');
    await expect.poll(async () => (await loadMap(getDb(), game.id)).systems[1]?.name).toBe('ALGOL');
    // Empire 1 explores ALGOL.
    await page.getByLabelText('Empire 1 knows ALGOL').click();
    await page.getByRole('option', { name: 'Explored' }).click();
    await expect.poll(async () => (await loadMap(getDb(), game.id)).knowledge.length).toBe(1);
    // View as Empire 1: one system drawn.
    await page.getByRole('combobox', { name: 'View as' }).click();
    await page.getByRole('option', { name: 'View as Empire 1' }).click();
    await expect.poll(() => canvas().dataset.systems).toBe('1');
    await expect.element(page.getByTestId('empire-view-banner')).toHaveTextContent('only the 1 systems');
    // The view fits what is shown: the one known system in the middle of the canvas; the legend says the empire's colours.
    const shown = (await loadMap(getDb(), game.id)).systems[1] as { x: number; y: number };
    const box = canvas().getBoundingClientRect();
    await expect.poll(() => Math.abs(toScreen(shown.x, shown.y).x - box.width / 2)).toBeLessThan(3);
    await expect.element(page.getByTestId('map-legend')).toHaveTextContent("Empire 1's own system");
    await expect.element(page.getByTestId('map-legend')).toHaveTextContent('Jumped into only');
    // Nothing is drawn where the unknown system is: its pixels on the systems layer are empty.
    const map = await loadMap(getDb(), game.id);
    const known = map.systems[1] as { x: number; y: number };
    const unknown = map.systems[0] as { x: number; y: number };
    await expect.poll(() => pixel(1, toScreen(known.x, known.y))[3]).toBeGreaterThan(0);
    await expect.poll(() => pixel(1, toScreen(unknown.x, unknown.y))[3]).toBe(0);
    // Empire 2 knows nothing.
    await page.getByRole('combobox', { name: 'View as' }).click();
    await page.getByRole('option', { name: 'View as Empire 2' }).click();
    await expect.poll(() => canvas().dataset.systems).toBe('0');
  });

  it('fits the view to a generated map, and its legend names the empires, the home-star ring and the gates', async () => {
    const game = await newGame();
    await renderInApp(<MapPage game={game} />);
    await expect.poll(() => canvas()?.dataset.scale).toBeDefined();
    await expect.element(page.getByTestId('map-legend')).toHaveTextContent('Owned by Empire 2');
    await expect.element(page.getByTestId('map-legend')).toHaveTextContent('Home star');
    await expect.element(page.getByTestId('map-legend')).toHaveTextContent('Star gate');
    const before = viewport();
    await page.getByRole('button', { name: 'Generate…' }).click();
    await page.getByLabelText('Star systems').fill('60');
    await page.getByRole('dialog').getByRole('button', { name: /^Generate/ }).click();
    await expect.poll(() => canvas().dataset.systems).toBe('60');
    // Every system is on screen: the view was fitted to the new map, not left where the empty map was.
    await expect.poll(() => viewport().scale).not.toBe(before.scale);
    const box = canvas().getBoundingClientRect();
    for (const s of (await loadMap(getDb(), game.id)).systems) {
      const p = toScreen(s.x, s.y);
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(box.width);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(box.height);
    }
    // The legend lies under the canvas, never over it.
    const legend = (document.querySelector('[data-testid="map-legend"]') as HTMLElement).getBoundingClientRect();
    expect(legend.top).toBeGreaterThanOrEqual(box.bottom);
  });
});
