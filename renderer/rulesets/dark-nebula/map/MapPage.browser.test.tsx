import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { gmScene } from '../../../../shared/rulesets/dark-nebula/map/scene';
import { worldFromRecords } from '../../../../shared/rulesets/dark-nebula/records/convert';
import { getDb } from '../../../db/database';
import { loadGameRecords } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { storeNewGame, storeSample } from '../test-support/games';
import { MapPage } from './MapPage';

beforeAll(async () => {
  await page.viewport(1400, 900);
});

const canvas = () => document.querySelector('[data-testid="map-canvas"]') as HTMLElement;
const map = async (id: string) => worldFromRecords((await loadGameRecords(getDb(), id))!).world.map;

describe('the Dark Nebula map', () => {
  it('draws the sample on the seven sheets; each player’s view; a star’s boxes and units in the panel', async () => {
    const game = await storeSample();
    await renderInApp(<MapPage game={game} />);
    await expect.poll(() => canvas()?.dataset.scale).toBeDefined();
    await expect.element(page.getByTestId('dn-map')).toHaveAttribute('data-systems', '40');
    await expect.element(page.getByTestId('sample-layout')).toBeVisible();
    await userEvent.click(page.getByText('As the Aslan player'));
    await expect.element(page.getByTestId('view-banner')).toHaveTextContent('As the aslan player knows it: 40 systems');
    await userEvent.click(page.getByText('GM map'));
    await userEvent.fill(page.getByPlaceholder('Find a star (Ctrl+F)'), 'Osa');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByTestId('system-panel')).toHaveTextContent('Osa');
    await expect.element(page.getByTestId('system-units')).toHaveTextContent('H22');
  });
  it('edits an empty map from the printed sheets: add a star, name it and give it a box, join two stars, undo', async () => {
    const game = await storeNewGame('empty');
    await renderInApp(<MapPage game={game} />);
    await expect.poll(() => canvas()?.dataset.scale).toBeDefined();
    await expect.element(page.getByTestId('dn-map')).toHaveAttribute('data-systems', '0');
    await expect.element(page.getByTestId('map-problems')).toBeVisible();
    const box = canvas().getBoundingClientRect();
    const centre = { x: Math.round(box.width / 2), y: Math.round(box.height / 2) };
    const other = { x: centre.x + 90, y: centre.y };
    await userEvent.keyboard('a');
    await userEvent.click(canvas(), { position: centre });
    await expect.element(page.getByTestId('dn-map')).toHaveAttribute('data-systems', '1');
    await userEvent.click(canvas(), { position: other });
    await expect.element(page.getByTestId('dn-map')).toHaveAttribute('data-systems', '2');
    await userEvent.keyboard('v');
    const first = (await map(game.id)).systems.find((s) => s.sheetId === 'DN') ?? (await map(game.id)).systems[0]!;
    await userEvent.fill(page.getByPlaceholder('Find a star (Ctrl+F)'), first.name);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByTestId('system-panel')).toBeVisible();
    await userEvent.fill(page.getByTestId('system-name'), 'Osa');
    await userEvent.click(page.getByTestId('add-box'));
    await userEvent.click(page.getByTestId('save-system'));
    await expect.poll(async () => (await map(game.id)).systems.map((s) => `${s.name}:${s.boxes.length}`).sort()).toContain('Osa:1');
    // Where the two stars are drawn now (the search centred the first one): map position × the canvas's viewport.
    const scene = gmScene(await map(game.id));
    const v = () => ({ scale: Number(canvas().dataset.scale), x: Number(canvas().dataset.vx), y: Number(canvas().dataset.vy) });
    const onScreen = (id: string) => {
      const s = scene.systems.find((x) => x.id === id)!;
      return { x: Math.round(s.x * v().scale + v().x), y: Math.round(s.y * v().scale + v().y) };
    };
    const [a, b] = scene.systems.map((s) => s.id) as [string, string];
    await userEvent.keyboard('l');
    await userEvent.dragAndDrop(canvas(), canvas(), { sourcePosition: onScreen(a), targetPosition: onScreen(b) } as never);
    await expect.element(page.getByTestId('dn-map')).toHaveAttribute('data-routes', '1');
    await userEvent.keyboard('{Escape}{Control>}z{/Control}');
    await expect.element(page.getByTestId('dn-map')).toHaveAttribute('data-routes', '0');
    expect((await map(game.id)).routes).toEqual([]);
  });
});
