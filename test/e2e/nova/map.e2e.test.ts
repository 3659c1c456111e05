import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AppSession, createGame, freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();

const canvas = (page: Page) => page.getByTestId('map-canvas');
const count = async (page: Page, what: 'systems' | 'lines') => Number(await canvas(page).getAttribute(`data-${what}`));

async function openMap(page: Page): Promise<{ x: number; y: number }> {
  await page.getByRole('link', { name: /^Map/ }).click();
  await canvas(page).waitFor();
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('no canvas');
  return { x: box.x, y: box.y };
}

/** The viewport the canvas publishes: screen = map × scale + (vx, vy), relative to the canvas. */
async function viewport(page: Page): Promise<{ scale: number; x: number; y: number }> {
  const d = await canvas(page).evaluate((el) => ({ ...(el as HTMLElement).dataset }));
  return { scale: Number(d.scale), x: Number(d.vx), y: Number(d.vy) };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

async function download(session: AppSession, menuItem: string): Promise<{ name: string; text: string }> {
  const file = session.page.waitForEvent('download');
  await session.page.getByRole('button', { name: 'Files' }).click();
  await session.page.getByRole('menuitem', { name: menuItem }).click();
  const got = await file;
  const path = join(session.profileDir, got.suggestedFilename());
  await got.saveAs(path);
  return { name: got.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

describe('the map editor', () => {
  it('draws three systems and two lines, undoes, redoes, and finds the map as left after a reload; view as empire; exports', async () => {
    const { page } = app;
    await createGame(page, 'Map Test', ['Vorn', 'Kessa']);
    const origin = await openMap(page);
    const points = [
      { x: origin.x + 200, y: origin.y + 200 },
      { x: origin.x + 480, y: origin.y + 230 },
      { x: origin.x + 340, y: origin.y + 430 },
    ];
    for (const p of points) await page.mouse.dblclick(p.x, p.y);
    await expect.poll(() => count(page, 'systems')).toBe(3);

    await page.keyboard.press('l');
    await drag(page, points[0] as { x: number; y: number }, points[1] as { x: number; y: number });
    await drag(page, points[1] as { x: number; y: number }, points[2] as { x: number; y: number });
    await expect.poll(() => count(page, 'lines')).toBe(2);
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+z');
    await expect.poll(() => count(page, 'lines')).toBe(1);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => count(page, 'lines')).toBe(0);
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => count(page, 'lines')).toBe(2);
    await waitSaved(page);

    const v0 = await viewport(page);
    const mapPoints = points.map((p) => ({ x: (p.x - origin.x - v0.x) / v0.scale, y: (p.y - origin.y - v0.y) / v0.scale }));
    await page.reload();
    await canvas(page).waitFor();
    await expect.poll(async () => (await viewport(page)).scale).toBeGreaterThan(0);
    const v1 = await viewport(page);
    const box = await canvas(page).boundingBox();
    const onScreen = mapPoints.map((m) => ({ x: (box?.x ?? 0) + m.x * v1.scale + v1.x, y: (box?.y ?? 0) + m.y * v1.scale + v1.y }));
    await expect.poll(() => count(page, 'systems')).toBe(3);
    expect(await count(page, 'lines')).toBe(2);
    await page.getByTestId('validation-ok').count(); // the panel renders without problems list errors

    // Vorn explores the first system; its view draws only that one.
    await page.mouse.click((onScreen[0] as { x: number }).x, (onScreen[0] as { y: number }).y);
    await page.getByRole('combobox', { name: 'Vorn knows NEW1' }).click();
    await page.getByRole('option', { name: 'Explored' }).click();
    await waitSaved(page);
    await page.getByRole('combobox', { name: 'View as' }).click();
    await page.getByRole('option', { name: 'View as Vorn' }).click();
    await expect.poll(() => count(page, 'systems')).toBe(1);
    expect(await count(page, 'lines')).toBe(0);
    const svg = await download(app, 'Export drawing of this view (SVG)…');
    expect(svg.text).toContain('>NEW1</text>');
    expect(svg.text).not.toContain('NEW2');
    await page.getByRole('combobox', { name: 'View as' }).click();
    await page.getByRole('option', { name: "GM's map (everything)" }).click();
    await expect.poll(() => count(page, 'systems')).toBe(3);

    const systemsCsv = await download(app, 'Export systems (CSV)…');
    expect(systemsCsv.name).toBe('Map-Test-systems.csv');
    expect(systemsCsv.text.trim().split('\n')).toHaveLength(4);
    expect(systemsCsv.text.split('\n')[0]).toBe('id,name,type,status,owner,colonies,homeStar,x,y,installations,notes');
    const linesCsv = await download(app, 'Export warp lines (CSV)…');
    expect(linesCsv.text).toMatch(/^id,systemA,letterA,systemB,letterB,kind\nw1,NEW1,[A-Z],NEW2,[A-Z],warp\n/);
    const gmSvg = await download(app, 'Export drawing of this view (SVG)…');
    for (const name of ['NEW1', 'NEW2', 'NEW3']) expect(gmSvg.text).toContain(`>${name}</text>`);
    const png = await download(app, 'Export drawing of this view (PNG)…');
    expect(png.name).toBe('Map-Test-map.png');
    expect(png.text.slice(1, 4)).toBe('PNG');
  });

  it('refuses a CSV with mistakes, line by line, and imports a good one as one undoable edit', async () => {
    const { page } = app;
    await createGame(page, 'CSV Test', ['Vorn']);
    await openMap(page);
    const pick = async (item: string, path: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Files' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await (await chooser).setFiles(path);
    };
    const bad = join(app.profileDir, 'bad-systems.csv');
    writeFileSync(bad, 'name,type,x,y\nALGOL,6,0,0\nTEDDY,eleven,100,0\n');
    await pick('Import systems (CSV)…', bad);
    const error = page.getByTestId('map-import-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('line 3, type');
    await page.keyboard.press('Escape');
    expect(await count(page, 'systems')).toBe(0);

    const good = join(app.profileDir, 'systems.csv');
    // The new-game dialog gives empires the ids e1, e2, … in order.
    writeFileSync(good, 'name,type,x,y,homeStar,owner\nALGOL,8,0,0,yes,e1\nTEDDY,3,200,0,no,\n');
    await pick('Import systems (CSV)…', good);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => count(page, 'systems')).toBe(2);
    const lines = join(app.profileDir, 'lines.csv');
    writeFileSync(lines, 'systemA,letterA,systemB,letterB\nalgol,D,TEDDY,R\n');
    await pick('Import warp lines (CSV)…', lines);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => count(page, 'lines')).toBe(1);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => count(page, 'lines')).toBe(0);
    expect(await count(page, 'systems')).toBe(2);
  });

  it("shows each sample empire only its own corner of the map", async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await openMap(page);
    await expect.poll(() => count(page, 'systems')).toBe(40);
    await page.getByRole('combobox', { name: 'View as' }).click();
    await page.getByRole('option', { name: 'View as Hegemony of Vorn' }).click();
    await expect.poll(() => count(page, 'systems')).toBe(5);
    expect(await count(page, 'lines')).toBe(4);
    await page.getByTestId('empire-view-banner').waitFor();
  });
});
