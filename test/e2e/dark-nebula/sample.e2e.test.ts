/**
 * The bundled Beyond the Dark Nebula sample (issue 14, requirement 4): opened from the library in
 * one click, its committed turns and packets there, its open turn 3 run in the app from the typed
 * orders file that ships beside it (both players' parts matched by their PLAYER lines), committed;
 * a second click opens the same game instead of a copy.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();
const ORDERS_FILE = join(process.cwd(), 'resources/samples/dark-nebula-sample-orders-turn-3.txt');

async function pick(page: Page, input: Locator, option: string): Promise<void> {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function screen(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Game screens' }).getByRole('link', { name: label, exact: true }).click();
}

const frameText = (page: Page) => page.frameLocator('[data-testid="packet-frame"]').locator('body').innerText();

describe('the Beyond the Dark Nebula sample', () => {
  it('opens in one click, shows its committed turns, runs its open turn from the typed orders file, and opens again without a copy', async () => {
    const page = app.page;
    await page.setViewportSize({ width: 1500, height: 1000 });
    await page.getByRole('button', { name: 'Open Beyond the Dark Nebula sample' }).click();
    await page.getByTestId('dn-dashboard').waitFor();
    await expect.poll(() => page.getByTestId('dn-stage').innerText()).toContain('Turn 3');

    // Turns 0, 1 and 2 are committed, each with its packets.
    await screen(page, 'Turn');
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 3' }).waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByTestId('history-turn').count()).toBe(3);
    await screen(page, 'Reports');
    await expect.poll(() => page.getByTestId('report-turn').inputValue()).toBe('Turn 2');
    await pick(page, page.getByTestId('report-empire'), 'Aslan player');
    await expect.poll(() => frameText(page)).toContain('Aslan player — after turn 2');
    await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('clean');

    // Turn 3: the typed orders file of both players, opened once; each part goes to the player its PLAYER line names.
    await screen(page, 'Orders');
    await page.getByTestId('dn-orders').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('orders-open-file').click();
    await (await chooser).setFiles(ORDERS_FILE);
    await expect.poll(() => page.getByTestId('import-confirm').isEnabled()).toBe(true);
    await page.getByTestId('import-confirm').click();
    await waitSaved(page);
    await pick(page, page.getByTestId('orders-player'), 'Human player');
    await expect.poll(() => page.getByTestId('orders-summary').innerText()).toContain('13 lines · 0 with errors');
    await pick(page, page.getByTestId('orders-player'), 'Aslan player');
    await expect.poll(() => page.getByTestId('orders-summary').innerText()).toContain('9 lines · 0 with errors');

    // The run, every decision that waits taken at its default, the commit.
    await screen(page, 'Turn');
    await page.getByTestId('dry-run').click();
    await page.getByTestId('run-steps').waitFor();
    for (let answered = 0; (await page.getByTestId('pending-decision').count()) > 0; answered++) {
      if (answered > 200) throw new Error('decisions keep coming');
      const key = await page.getByTestId('pending-decision').first().getAttribute('data-key');
      await page.getByTestId('pending-decision').first().getByTestId('take-default').click();
      await waitSaved(page);
      await expect.poll(async () => (await page.getByTestId('pending-decision').count()) === 0 || (await page.getByTestId('pending-decision').first().getAttribute('data-key')) !== key).toBe(true);
    }
    await expect.poll(() => page.getByTestId('commit-turn').isEnabled()).toBe(true);
    await page.getByTestId('commit-turn').click();
    await page.getByTestId('confirm-commit').click();
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 4' }).waitFor();
    await waitSaved(page);
    await screen(page, 'Reports');
    await expect.poll(() => page.getByTestId('report-turn').inputValue()).toBe('Turn 3');
    await pick(page, page.getByTestId('report-empire'), 'Human player');
    await expect.poll(() => frameText(page)).toContain('Human player — after turn 3');
    await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('clean');

    // A second click opens the game as it is now, not a fresh copy.
    await page.getByRole('link', { name: 'Warpdesk' }).click();
    await page.getByTestId('game-table').waitFor();
    await page.getByRole('button', { name: 'Open Beyond the Dark Nebula sample' }).click();
    await page.getByTestId('dn-dashboard').waitFor();
    await expect.poll(() => page.getByTestId('dn-stage').innerText()).toContain('Turn 4');
    await page.getByRole('link', { name: 'Warpdesk' }).click();
    await page.getByTestId('game-table').waitFor();
    await expect.poll(() => page.getByTestId('game-row').filter({ hasText: 'Sample: Beyond the Dark Nebula' }).count()).toBe(1);
    expect(await page.getByTestId('game-row').count()).toBe(1);
  });
});
