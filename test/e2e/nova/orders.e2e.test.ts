import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();

/** Opens the sample game's Orders screen on Hegemony of Vorn, turn 2 (which has no orders yet). */
async function openOrders(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Orders' }).first().click();
  await page.getByTestId('order-grid').waitFor();
  const turn = page.getByTestId('orders-turn');
  await turn.fill('2');
  await page.getByTestId('orders-summary').filter({ hasText: /^0 rows/ }).waitFor();
}

async function rowTexts(page: Page): Promise<string[]> {
  const rows = page.getByTestId('order-row');
  const out: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = (await rows.nth(i).getByTestId('order-cell').allInnerTexts()).map((c) => c.trim());
    while (cells.length > 1 && cells.at(-1) === '') cells.pop();
    out.push(cells.join(' | '));
  }
  return out;
}

const TYPED = `EMPIRE : Hegemony of Vorn     TURN : 2
EXPENDITURES
New RDT | 2 | 40 | 80
MOVEMENT
LYRA | COLUMN 1 (1 COL) | G - QUILON | F,E | LYRA
LYRA | HAMMR 2 | I | T |
LYRA | COLUMN 2 | I | F,Y |
EMPIRE : Celestine Concord     TURN : 2
GENERAL ORDERS
GO: all ships Qualified
`;

describe('the Orders screen', () => {
  it('types a sheet with the keyboard, imports a file with errors, fixes them, and finds every row after a reload', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await openOrders(page);

    // Keyboard only: the grid takes the focus, the cursor starts on the income block.
    await page.getByTestId('order-grid').focus();
    await page.keyboard.type('Production');
    await page.keyboard.press('Tab');
    await page.keyboard.type('210');
    await page.keyboard.press('Enter');
    // Down past the empty rows of income, expenditures, commissions and research to movement's.
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    for (const cell of ['LYRA', 'IRON FIST 1', 'H - ZARKON', 'T']) {
      await page.keyboard.type(cell);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('LYRA');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('GO: all ships T');
    await page.keyboard.press('Enter');
    await waitSaved(page);
    expect(await rowTexts(page)).toEqual(['Production | 210', 'LYRA | IRON FIST 1 | H - ZARKON | T | LYRA', 'GO: all ships T']);
    expect(await page.locator('[data-testid="order-row"][data-error="true"]').count()).toBe(0);

    // Undo takes the last line away, redo brings it back.
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(2);
    await page.keyboard.press('Control+y');
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(3);

    // A typed file for two empires, with errors, through the file dialog.
    const file = join(app.profileDir, 'turn-2.txt');
    writeFileSync(file, TYPED);
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('orders-open-file').click();
    await (await chooser).setFiles(file);
    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    // Vorn's sheet already has the three typed rows: the dialog asks, and the GM appends after them.
    await page.getByTestId('import-append').click();
    await waitSaved(page);
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(7);
    await expect.poll(() => page.locator('[data-testid="order-row"][data-error="true"]').count()).toBe(2);
    const codes = await page.getByTestId('row-code').allInnerTexts();
    expect(codes).toEqual(expect.arrayContaining(['DNE', 'UNKNOWN-ORDER']));
    await expect.poll(async () => (await page.getByTestId('order-messages').allInnerTexts()).join('\n')).toContain('did you mean HAMMER 2?');

    // Fix the misspelt ship: go to its SHIPS cell and type over it.
    const bad = page.locator('[data-testid="order-row"][data-error="true"]').first();
    await bad.getByTestId('order-cell').nth(1).click();
    await page.keyboard.type('HAMMER 2');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid="order-row"][data-error="true"]').count()).toBe(1);
    // The other one the GM keeps as written, invalid.
    await page.locator('[data-testid="order-row"][data-error="true"]').first().getByTestId('order-cell').first().click();
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.locator('[data-testid="order-row"][data-error="true"]').count()).toBe(0);
    await waitSaved(page);
    await page.getByTestId('orders-mark-checked').click();
    await page.getByTestId('order-state').filter({ hasText: 'Checked' }).waitFor();
    await waitSaved(page);
    const before = await rowTexts(page);

    await app.restart();
    // "Open sample game" opens the one already in the library.
    await app.page.getByRole('button', { name: 'Open sample game' }).first().click();
    await app.page.getByTestId('game-name').waitFor();
    await app.page.getByRole('link', { name: 'Orders' }).first().click();
    await app.page.getByTestId('orders-turn').fill('2');
    await expect.poll(() => app.page.getByTestId('order-row').count()).toBe(7);
    expect(await rowTexts(app.page)).toEqual(before);
    expect(before).toContain('LYRA | HAMMER 2 | I | T');
    await app.page.getByTestId('order-state').filter({ hasText: 'Checked' }).waitFor();

    // The other empire's sheet came in too.
    await app.page.getByTestId('orders-empire').click();
    await app.page.getByRole('option', { name: 'Celestine Concord' }).click();
    await expect.poll(() => rowTexts(app.page)).toEqual(['GO: all ships Qualified']);
  });

  it('pastes spreadsheet cells and typed lines into the grid', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await openOrders(page);
    await page.getByTestId('section-movement').getByTestId('order-new-row').getByTestId('order-cell').first().click();
    // A paste event as a spreadsheet sends it: tab-separated cells, one line per row.
    await page.getByTestId('order-grid').evaluate((grid) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'LYRA\tIRON FIST 2\tH\tT\nLYRA\tCOLUMN 3\tQ - CORVAX\tF,X\tLYRA\n');
      grid.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await waitSaved(page);
    expect(await rowTexts(page)).toEqual(['LYRA | IRON FIST 2 | H | T', 'LYRA | COLUMN 3 | Q - CORVAX | F,X | LYRA']);
  });

  it('shows who is ready on the dashboard, and opens the orders of an empire from it', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('order-status-table').waitFor();
    const status = async () => {
      const rows = page.getByTestId('order-status-row');
      const out: string[] = [];
      for (let i = 0; i < (await rows.count()); i++) out.push((await rows.nth(i).locator('td').allInnerTexts()).slice(0, 2).join(': '));
      return out;
    };
    await expect.poll(status).toContain('Umbral Dominion: ENTERED');
    expect((await status()).filter((s) => s.endsWith('ERRORS LEFT'))).toHaveLength(5);
    await page.getByTestId('order-status-row').filter({ hasText: 'Umbral Dominion' }).getByTestId('open-orders').click();
    await page.getByTestId('order-grid').waitFor();
    expect(await page.getByTestId('orders-empire').inputValue()).toBe('Umbral Dominion');
    await page.getByTestId('orders-mark-checked').click();
    await page.getByTestId('order-state').filter({ hasText: 'Checked' }).waitFor();
    await waitSaved(page);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByTestId('orders-ready').filter({ hasText: '1 of 6 checked' }).waitFor();
  });
});
