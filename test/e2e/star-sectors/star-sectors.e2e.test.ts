import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { offsetToHex } from '../../../shared/hex/coords';
import { hexToPixel, rectangleOrigin } from '../../../shared/hex/pixels';
import { freshAppForEachTest, goLibrary, libraryRows, waitSaved } from '../harness';

const app = freshAppForEachTest();

/** Screenshots for a person to look at, only when SS_SHOTS names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SS_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

async function screen(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Game screens' }).getByRole('link', { name: label, exact: true }).click();
}

async function resolveRound(page: Page, round: number): Promise<void> {
  await page.getByRole('button', { name: `Resolve round ${round}` }).click();
  await page.getByRole('heading', { name: `What happened in round ${round}` }).waitFor();
  await waitSaved(page);
}

describe('Star Sectors', () => {
  it('opens the sample battle, plays two rounds, reads the dice and prints a side’s report', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open Star Sectors sample' }).click();
    await page.getByTestId('ss-round').waitFor();
    await page.getByRole('heading', { name: 'Round 1' }).waitFor();
    await shot(page, 'round-empty');

    // Orders on the board: pick the Valiant, press Forward twice.
    const fed = page.getByLabel('Orders of Federation Task Force');
    const imp = page.getByLabel('Orders of Imperial Raiders');
    // The board frames the battle (pan and zoom): board pixels × scale + offset.
    const valiant = hexToPixel(offsetToHex(6, 10), 24, rectangleOrigin(24));
    const board = page.getByTestId('round-board');
    await expect.poll(async () => Number(await board.getAttribute('data-scale'))).toBeGreaterThan(0);
    const [scale, vx, vy] = await Promise.all(['data-scale', 'data-vx', 'data-vy'].map(async (a) => Number(await board.getAttribute(a))));
    await board.click({ position: { x: (valiant.x + 6) * (scale as number) + (vx as number), y: (valiant.y + 6) * (scale as number) + (vy as number) } });
    await page.getByRole('button', { name: 'Forward' }).click();
    await page.getByRole('button', { name: 'Forward' }).click();
    await expect.poll(() => fed.inputValue()).toBe('VAL MOVE F\nVAL MOVE F\n');

    // Round 1: an unreadable line is shown with its number, then corrected.
    await fed.fill('VAL MOVE F F\nCOU MOVE F F F\nCOU DANCE');
    await page.getByText('Line 3: SS-ORDER: unknown order "DANCE"').waitFor();
    await fed.fill('VAL MOVE F F\nCOU MOVE F F F');
    await imp.fill('RAP MOVE F F F\nMAR MOVE F F');
    await expect.poll(() => page.getByTestId('order-problem').count()).toBe(0);
    await resolveRound(page, 1);
    const log = page.getByTestId('round-log');
    await log.getByText('Imperial Raiders wins the initiative and goes first').waitFor();
    await log.getByText('Courier moves F F F to hex 1109 facing N').waitFor();
    await page.getByRole('heading', { name: 'Round 2' }).waitFor();

    // Round 2: the Marauder's plasma torpedo and attack on the Courier; the Valiant's line of sight is blocked by a mine.
    await fed.fill('VAL FIRE RAP WITH 1\nCOU MOVE F\nCOU FIRE MAR');
    await imp.fill('MAR FIRE COU WITH 1\nRAP FIRE VAL');
    await resolveRound(page, 2);
    await log.getByText('Courier takes 1 hit (Plasma Torpedo Launcher of Marauder)').waitFor();
    await log.getByText('Valiant: no line of sight to Raptor: Mine MINE1 is in the way (IV.D)').waitFor();
    await shot(page, 'round-2');

    // The dice log, filtered by ship.
    await screen(page, 'Dice log');
    await page.getByTestId('dice-table').waitFor();
    const all = await page.getByTestId('dice-row').count();
    expect(all).toBe(4);
    await page.getByLabel('Ship', { exact: true }).first().click();
    await page.getByRole('option', { name: 'RAP · Raptor' }).click();
    await expect.poll(() => page.getByTestId('dice-row').count()).toBe(0);
    await page.getByLabel('Ship', { exact: true }).first().click();
    await page.getByRole('option', { name: 'COU · Courier' }).click();
    await expect.poll(() => page.getByTestId('dice-row').count()).toBe(2);
    await shot(page, 'dice');

    // The Federation's report, printed to PDF with the print stylesheet.
    await screen(page, 'Reports');
    await page.getByTestId('ss-report').waitFor();
    await page.getByTestId('status-card-COU').getByText('Damage control: 1 hit').waitFor();
    await page.getByTestId('report-log').getByText('Courier takes 1 hit').waitFor();
    await shot(page, 'report');
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    const file = join(app.profileDir, 'report.pdf');
    writeFileSync(file, pdf);
    if (process.env.SS_SHOTS) writeFileSync(join(process.env.SS_SHOTS, 'report.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('Report for Federation Task Force');
    expect(text).toContain('Courier');
    expect(text).toContain('What your ships saw in round 2');
    // Print shows the report only: no navigation, no buttons.
    expect(text).not.toContain('Dice log');
    expect(text).not.toContain('Print report');
    await page.emulateMedia({ media: 'screen' });

    // Every side at once, a page each: what the Imperial Raiders' page shows is theirs.
    await page.getByLabel('Side', { exact: true }).first().click();
    await page.getByRole('option', { name: 'All sides, a page each' }).click();
    await expect.poll(() => page.getByTestId('ss-report').count()).toBe(2);
    await page.emulateMedia({ media: 'print' });
    const both = join(app.profileDir, 'all.pdf');
    writeFileSync(both, await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
    const allText = execFileSync('pdftotext', ['-layout', both, '-']).toString();
    const pages = allText.split('\f').filter((p) => p.trim() !== '');
    const impPage = pages.findIndex((p) => p.includes('Report for Imperial Raiders'));
    expect(pages.findIndex((p) => p.includes('Report for Federation Task Force'))).toBe(0);
    expect(impPage).toBeGreaterThan(0);
    await page.emulateMedia({ media: 'screen' });

    await goLibrary(page);
    const [row] = await libraryRows(page);
    expect(row?.[0]).toMatch(/^Sample: Skirmish at Mutara/);
    expect(row?.slice(1)).toEqual(['Star Sectors', '2', '2']);
  });

  it('creates a Star Sectors game with its sides and fleet points, a card and a ship', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New game' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByLabel(/^Name/).fill('Border skirmish');
    await dialog.getByLabel('Ruleset', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Star Sectors' }).click();
    await dialog.getByLabel('Number of sides').fill('1');
    await dialog.getByLabel('Side 1 name').fill('Blue');
    await dialog.getByRole('button', { name: 'Create game' }).click();
    await dialog.getByText('A Star Sectors battle needs at least 2 sides').waitFor();
    await dialog.getByLabel('Number of sides').fill('2');
    await dialog.getByLabel('Side 2 name').fill('Red');
    await dialog.getByLabel('Fleet point value').fill('30');
    await dialog.getByRole('button', { name: 'Create game' }).click();
    await page.getByTestId('game-name').filter({ hasText: 'Border skirmish' }).waitFor();
    await page.getByTestId('side-table').waitFor();
    await shot(page, 'dashboard');

    await screen(page, 'Fleet');
    const blue = page.getByTestId('side-e1');
    await blue.getByRole('button', { name: 'New card…' }).click();
    const card = page.getByRole('dialog', { name: 'New profile card' });
    await card.getByLabel('Class name').fill('Example');
    await card.getByLabel('CF', { exact: true }).fill('6');
    await card.getByLabel('Cloaking devices').fill('1');
    await card.getByLabel('Extra engineering phases').fill('1');
    await card.getByLabel('Advanced weapon banks').fill('PTL TWC');
    await card.getByTestId('card-points').getByText('Point value: 12').waitFor();
    await card.getByRole('button', { name: 'Save card' }).click();
    await blue.getByLabel('Card of the new ship of Blue').first().click();
    await page.getByRole('option', { name: 'Example' }).click();
    await blue.getByLabel('Id of the new ship of Blue').fill('EX1');
    await blue.getByLabel('Name of the new ship of Blue').fill('Exemplar');
    await blue.getByRole('button', { name: 'Add ship' }).click();
    await page.getByTestId('ship-row-EX1').waitFor();
    await blue.getByTestId('budget-e1').getByText('Ships 12 of 30 points').waitFor();
    await waitSaved(page);
    await shot(page, 'fleet');

    await screen(page, 'Board');
    await page.getByTestId('ss-board').waitFor();
    // Place an asteroid field: the hex turns asteroid grey on the board's static layer.
    await page.getByLabel('Tool', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Place asteroid field' }).click();
    const rock = hexToPixel(offsetToHex(3, 3), 26, rectangleOrigin(26));
    const board = page.getByTestId('hex-board');
    // The set-up board is framed on the whole board: board pixels × scale + offset on screen.
    await expect.poll(async () => Number(await board.getAttribute('data-scale'))).toBeGreaterThan(0);
    const [bs, bx, by] = (await Promise.all(['data-scale', 'data-vx', 'data-vy'].map(async (a) => Number(await board.getAttribute(a))))) as [number, number, number];
    const onScreen = (p: { x: number; y: number }) => ({ x: p.x * bs + bx, y: p.y * bs + by });
    await board.click({ position: onScreen(rock) });
    await waitSaved(page);
    const pixel = () =>
      board.locator('canvas').first().evaluate((canvas: HTMLCanvasElement, p: { x: number; y: number }) => {
        const ratio = canvas.width / canvas.clientWidth;
        return Array.from(canvas.getContext('2d')?.getImageData(Math.round(p.x * ratio), Math.round(p.y * ratio), 1, 1).data ?? []).slice(0, 3);
      }, onScreen({ x: rock.x + 16, y: rock.y }));
    await expect.poll(pixel).toEqual([0x86, 0x8e, 0x96]);
    await shot(page, 'board');

    // The open rules are on the shared Settings screen too.
    await screen(page, 'Settings');
    await page.getByText('Star Sectors: open rules').waitFor();
    await page.getByText('Points per advanced weapon bank').first().waitFor();
    await shot(page, 'settings');
  });
});
