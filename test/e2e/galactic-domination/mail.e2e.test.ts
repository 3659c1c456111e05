/**
 * Galactic Domination by mail with a GM (house rules): the sample opened from the library, a turn's typed
 * orders of every player imported in one go (every line a row, the unreadable and the rule-breaking ones
 * flagged), the turn run and committed, every player's sitrep leak-checked, one printed to PDF and read
 * back, all exported; reloaded, the orders, the turn and its reports are all still there.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();
const OUT = process.env.GD_SHOTS ?? join(tmpdir(), 'warpdesk-gd-mail-e2e');
const ORDERS = readFileSync('test/fixtures/galactic-domination/orders-turn-3.txt', 'utf8');
const PLAYERS = ['Terran Empire', 'Gromar Empire', 'Subanid Federation', 'Paladic Empire'];

async function screen(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Game screens' }).getByRole('link', { name: label, exact: true }).click();
}

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const frameText = (page: Page) => page.frameLocator('[data-testid="packet-frame"]').locator('body').innerText();

describe('Galactic Domination by mail', () => {
  it('imports every player’s typed orders, runs and commits the turn, prints every sitrep, and finds it all after a reload', async () => {
    rmSync(join(OUT, 'mail'), { recursive: true, force: true });
    mkdirSync(join(OUT, 'mail'), { recursive: true });
    let page = app.page;
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.getByRole('button', { name: 'Open Galactic Domination sample' }).click();
    await page.getByTestId('gd-dashboard').waitFor();

    // The typed orders of all four players, pasted at once: each sheet goes to the empire its heading names.
    await screen(page, 'Orders');
    await page.getByTestId('gd-orders').waitFor();
    await page.getByTestId('orders-paste').click();
    await page.getByTestId('import-text').fill(ORDERS);
    await expect.poll(() => page.getByTestId('import-confirm').isEnabled()).toBe(true);
    await page.screenshot({ path: join(OUT, 'mail', 'import.png') });
    await page.getByTestId('import-confirm').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await waitSaved(page);

    // Every line is a row; the unreadable one is flagged and kept.
    await choose(page, 'orders-player', 'Subanid Federation');
    await expect.poll(() => page.getByTestId('orders-summary').innerText()).toBe('6 rows · 1 with errors · 0 with warnings · 3 segments this turn');
    await expect.poll(() => page.getByTestId('gd-order-grid').getByText('FROBNICATE everything').count()).toBeGreaterThan(0);
    await choose(page, 'orders-player', 'Gromar Empire');
    await expect.poll(() => page.getByTestId('orders-summary').innerText()).toContain('1 with errors');
    await page.screenshot({ path: join(OUT, 'mail', 'orders.png'), fullPage: true });
    await screen(page, 'Dashboard');
    await expect.poll(() => page.getByTestId('order-status-row').filter({ hasText: 'typed' }).count()).toBe(4);

    // The turn, run dry from the orders and committed.
    await screen(page, 'Turn');
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 3' }).waitFor();
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('turn-run').waitFor();
    await expect.poll(() => page.getByTestId('turn-run').innerText()).toContain('Terran Empire occupies Dralune');
    await page.screenshot({ path: join(OUT, 'mail', 'turn.png') });
    await expect.poll(() => page.getByTestId('commit-turn').isEnabled()).toBe(true);
    await page.getByTestId('commit-turn').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Commit turn 3' }).click();
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 4' }).waitFor();
    await waitSaved(page);

    // Every player's sitrep of turn 3 passes the leak check; one printed to PDF and read back.
    await screen(page, 'Reports');
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await expect.poll(() => page.getByTestId('report-turn').inputValue()).toBe('Turn 3');
    for (const name of PLAYERS) {
      await choose(page, 'report-empire', name);
      await expect.poll(() => frameText(page)).toContain(`${name}: situation report, turn 3`);
      await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('clean');
    }
    await choose(page, 'report-empire', 'Terran Empire');
    await expect.poll(() => frameText(page)).toContain('Terran Empire occupies Dralune');
    const html = (await page.getByTestId('packet-frame').getAttribute('srcdoc')) ?? '';
    const printPage = await app.context.newPage();
    await printPage.setContent(html);
    await printPage.emulateMedia({ media: 'print' });
    const pdf = join(OUT, 'mail', 'terran-sitrep-turn-3.pdf');
    writeFileSync(pdf, await printPage.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
    await printPage.close();
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Terran Empire: situation report, turn 3');
    expect(text).toContain('Terran Empire occupies Dralune');
    expect(text).toMatch(/THE MAP AS YOU KNOW IT|The map as you know it/);
    execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(OUT, 'mail', 'terran-sitrep-page')]);

    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByRole('button', { name: 'Export all sitreps…' }).click();
    await page.getByTestId('export-clean').waitFor();
    await page.getByRole('button', { name: 'Download 4 HTML files' }).click();
    await page.getByTestId('export-outcome').filter({ hasText: '4 sitreps exported' }).waitFor();
    await expect.poll(() => downloads.length).toBe(4);
    for (const d of downloads) {
      const file = join(OUT, 'mail', d.suggestedFilename());
      await d.saveAs(file);
      expect(readFileSync(file, 'utf8')).toMatch(/situation report, turn 3/);
    }
    // `<game>-<packet code>-<player>`: the code (T3-<seat>-<check>) makes each name unique.
    expect(downloads.map((d) => d.suggestedFilename().replace(/-T3-\d\d-[0-9A-Z]{3}-/, '-')).sort()).toEqual(['galactic-domination-sample-gromar-empire.html', 'galactic-domination-sample-paladic-empire.html', 'galactic-domination-sample-subanid-federation.html', 'galactic-domination-sample-terran-empire.html']);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Reload: the game at turn 4, turn 3 committed with its orders, its sitreps still made the same.
    await app.restart();
    page = app.page;
    await page.getByRole('link', { name: 'Galactic Domination sample' }).first().click();
    await page.getByTestId('gd-dashboard').waitFor();
    await expect.poll(() => page.getByTestId('stat-turn').innerText()).toContain('4 of 10');
    await screen(page, 'Orders');
    await choose(page, 'orders-turn', 'Turn 3 (committed)');
    await choose(page, 'orders-player', 'Subanid Federation');
    await expect.poll(() => page.getByTestId('orders-past').innerText()).toContain('FROBNICATE everything');
    await screen(page, 'Turn');
    await page.getByRole('tab', { name: /History/ }).click();
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(3);
    await screen(page, 'Reports');
    await choose(page, 'report-empire', 'Subanid Federation');
    await expect.poll(() => frameText(page)).toContain('Subanid Federation: situation report, turn 3');
    await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('clean');
  });
});
