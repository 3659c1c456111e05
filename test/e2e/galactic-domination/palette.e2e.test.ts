/**
 * The command palette in a Galactic Domination game (issue 17, item 7): the mail screens'
 * actions are offered with their shortcuts, and one run from the dashboard opens its screen
 * and does it there (paste typed orders: the Orders screen's dialog; dry run: the Turn screen runs).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest } from '../harness';

const app = freshAppForEachTest();

async function palette(page: Page, search: string, shortcut: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Type a command or a game…').fill(search);
  const action = page.locator('.mantine-Spotlight-action').filter({ hasText: search });
  await expect.poll(() => action.first().innerText()).toContain(shortcut);
  await action.first().click();
}

describe('the command palette in a Galactic Domination game', () => {
  it('offers the mail screens’ actions with their shortcuts and runs them from anywhere in the game', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open Galactic Domination sample' }).click();
    await page.getByTestId('gd-dashboard').waitFor();

    await palette(page, 'Paste typed orders', 'Alt+T');
    await page.getByTestId('gd-orders').waitFor();
    await page.getByTestId('import-text').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('import-text').waitFor({ state: 'detached' });

    await palette(page, 'Dry run the turn', 'Ctrl+Enter');
    await page.getByTestId('turn-title').waitFor();
    await page.getByTestId('run-steps').waitFor();
  });
});
