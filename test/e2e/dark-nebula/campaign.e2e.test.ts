/**
 * Beyond the Dark Nebula end to end (issue 14): a GM creates a game, sets it up, runs turn 0,
 * enters a game turn's orders for both players (one in the order grid, one typed), resolves its
 * combats (answering every decision that waits), commits, prints both packets (leak-checked,
 * exported, printed to PDF), reloads the browser and finds it all again.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();
/** Screenshots and the packets' PDF pages, kept for a person to look at. */
const OUT = process.env.WARPDESK_DN_E2E_OUT ?? join(tmpdir(), 'warpdesk-dn-e2e');

async function pick(page: Page, input: Locator, option: string): Promise<void> {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function screen(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Game screens' }).getByRole('link', { name: label, exact: true }).click();
}

/** A purchase line of the setup: the code, and where it deploys. */
async function buy(page: Page, side: 'human' | 'aslan', code: string, at: string): Promise<void> {
  const card = page.getByTestId(`setup-buy-${side}`);
  const before = await card.getByTestId('setup-buy-row').count();
  await card.getByTestId(`setup-add-${side}`).click();
  await waitSaved(page);
  await expect.poll(() => card.getByTestId('setup-buy-row').count()).toBe(before + 1);
  const row = card.getByTestId('setup-buy-row').nth(before);
  if ((await row.getByLabel('Unit').inputValue()) !== code) {
    await pick(page, row.getByLabel('Unit'), code);
    await waitSaved(page);
  }
  if ((await row.getByLabel('Deploys at').inputValue()) !== at) {
    await pick(page, row.getByLabel('Deploys at'), at);
    await waitSaved(page);
  }
  await expect.poll(() => row.getByLabel('Unit').inputValue()).toBe(code);
  await expect.poll(() => row.getByLabel('Deploys at').inputValue()).toBe(at);
}

async function dryRun(page: Page): Promise<void> {
  await page.getByTestId('dry-run').click();
  await page.getByTestId('run-steps').waitFor();
}

/** Takes the default of every decision the run stops at, until the turn runs to its end. */
async function answerDecisions(page: Page): Promise<number> {
  let answered = 0;
  while ((await page.getByTestId('pending-decision').count()) > 0) {
    if (answered > 200) throw new Error('decisions keep coming');
    const key = await page.getByTestId('pending-decision').first().getAttribute('data-key');
    await page.getByTestId('pending-decision').first().getByTestId('take-default').click();
    await waitSaved(page);
    await expect.poll(async () => (await page.getByTestId('pending-decision').count()) === 0 || (await page.getByTestId('pending-decision').first().getAttribute('data-key')) !== key).toBe(true);
    answered++;
  }
  return answered;
}

async function commit(page: Page, turn: number): Promise<void> {
  await expect.poll(() => page.getByTestId('commit-turn').isEnabled()).toBe(true);
  await page.getByTestId('commit-turn').click();
  await page.getByTestId('confirm-commit').click();
  await page.getByTestId('turn-title').filter({ hasText: `Turn ${turn + 1}` }).waitFor();
  await waitSaved(page);
}

const frameText = (page: Page) => page.frameLocator('[data-testid="packet-frame"]').locator('body').innerText();

describe('Beyond the Dark Nebula, end to end', () => {
  it('create, set up, orders for both players, combats resolved, commit, both packets printed, reload: all there', async () => {
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    let page = app.page;
    await page.setViewportSize({ width: 1500, height: 1000 });

    // New game: two players, their secret choices, the sample layout.
    await page.getByRole('button', { name: 'New game' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Nebula campaign');
    await pick(page, dialog.getByLabel('Ruleset', { exact: true }).first(), 'Beyond the Dark Nebula');
    await pick(page, dialog.getByLabel("Human player's secret choice", { exact: true }).first(), 'Solomani');
    await pick(page, dialog.getByLabel("Aslan player's secret choice", { exact: true }).first(), 'Kingdom');
    await dialog.getByRole('button', { name: 'Create game' }).click();
    await page.getByTestId('dn-dashboard').waitFor();
    await expect.poll(() => page.getByTestId('dn-stage').innerText()).toContain('The setup is not finished');

    // Setup: the draws and the independents are there; each side buys and deploys (DN §14.0).
    await screen(page, 'Setup');
    await page.getByTestId('dn-setup').waitFor();
    await expect.poll(() => page.getByTestId('setup-independents').locator('tbody tr').count()).toBe(7);
    await buy(page, 'aslan', 'EX', 'Aokhtar');
    await buy(page, 'aslan', 'CR', 'Aokhtar');
    await buy(page, 'aslan', 'CS', 'Aokhtar');
    await buy(page, 'human', 'EX', 'Terra Nova');
    await buy(page, 'human', 'CS', 'Meridian');
    await buy(page, 'human', 'CS', 'Meridian');
    await buy(page, 'human', 'DD', 'Meridian');
    await expect.poll(async () => (await page.getByTestId('setup-spent-human').innerText()).toLowerCase()).toContain('23 of 40 ru');
    await expect.poll(async () => (await page.getByTestId('setup-spent-aslan').innerText()).toLowerCase()).toContain('22 of 55 ru');
    await page.screenshot({ path: join(OUT, 'setup.png'), fullPage: true });
    await page.getByTestId('finish-setup').click();
    await page.getByTestId('confirm-finish-setup').click();
    await expect.poll(() => page.getByTestId('dn-setup').getAttribute('data-done')).toBe('true');

    // Turn 0: the Aslan special movement, typed in the order grid: the two warships jump to Lumen.
    await screen(page, 'Orders');
    await pick(page, page.getByTestId('orders-player'), 'Aslan player');
    await page.getByTestId('section-move2').getByTestId('order-new-row').first().getByTestId('order-cell').first().click();
    await page.keyboard.type('MOVE');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A9,A10 Aokhtar > Ihrau > Kerrin > RIA/Alis > GODORO > Hollow > Lumen');
    await page.keyboard.press('Enter');
    await waitSaved(page);
    await expect.poll(() => page.getByTestId('section-move2').getByTestId('order-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('orders-summary').innerText()).toContain('1 lines · 0 with errors');
    await screen(page, 'Turn');
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 0' }).waitFor();
    await dryRun(page);
    await answerDecisions(page);
    await commit(page, 0);

    // Turn 1: the human player's sheets typed and imported; the Aslan's standing instructions in the grid.
    await screen(page, 'Orders');
    await pick(page, page.getByTestId('orders-player'), 'Human player');
    await page.getByTestId('orders-paste').click();
    await page
      .getByTestId('import-text')
      .fill(['PLAYER: Human player', 'TURN: 1', '[MP]', 'REPAIR ALL', '[MOVE1]', 'MOVE H12,H13,H14 Meridian > Lumen', 'FLY TO THE MOON', '[COMBAT]', 'RANGE LONG', 'WITHDRAW NEVER', 'FIRE LONG MISSILE', 'FIRE SHORT BEST', 'DEFENSIVE YES', 'SURPLUS STACK'].join('\n'));
    await page.getByTestId('import-confirm').click();
    await waitSaved(page);
    // The unreadable line is a row, shown with its reason, never dropped.
    await expect.poll(() => page.getByTestId('orders-summary').innerText()).toContain('9 lines · 1 with errors');
    await expect.poll(() => page.locator('[data-testid="order-row"][data-error="true"]').count()).toBe(1);
    await page.screenshot({ path: join(OUT, 'orders-human.png'), fullPage: true });
    await pick(page, page.getByTestId('orders-player'), 'Aslan player');
    await page.getByTestId('section-combat').getByTestId('order-new-row').first().getByTestId('order-cell').first().click();
    await page.keyboard.type('WITHDRAW');
    await page.keyboard.press('Tab');
    await page.keyboard.type('NEVER');
    await page.keyboard.press('Enter');
    await waitSaved(page);
    await expect.poll(() => page.getByTestId('orders-summary').innerText()).toContain('1 lines · 0 with errors');

    // The turn: run, answer what waits, read the combats, commit.
    await screen(page, 'Turn');
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 1' }).waitFor();
    await dryRun(page);
    await page.screenshot({ path: join(OUT, 'turn-1-run.png'), fullPage: true });
    const decisions = await answerDecisions(page);
    await expect.poll(() => page.getByTestId('turn-warning').filter({ hasText: 'FLY TO THE MOON' }).count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Combats' }).click();
    await expect.poll(() => page.getByTestId('combat').count()).toBeGreaterThan(0);
    await page.getByTestId('combat').first().click();
    await expect.poll(() => page.getByTestId('override-die').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(OUT, 'turn-1-combats.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Decisions' }).click();
    await expect.poll(() => page.getByTestId('decisions-taken').locator('tbody tr').count()).toBeGreaterThanOrEqual(decisions);
    await page.getByRole('tab', { name: 'Dry run' }).click();
    await commit(page, 1);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByTestId('history-turn').count()).toBe(2);

    // Both packets: leak-checked, exported, printed to PDF.
    await screen(page, 'Reports');
    await expect.poll(() => page.getByTestId('report-turn').inputValue()).toBe('Turn 1');
    const texts: Record<string, string> = {};
    for (const player of ['Human player', 'Aslan player']) {
      await pick(page, page.getByTestId('report-empire'), player);
      await expect.poll(() => frameText(page)).toContain(`${player} — after turn 1`);
      await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('clean');
      const text = await frameText(page);
      expect(text).toContain('Combats, with every die');
      expect(text).toContain('Order sheets for turn 2');
      const html = (await page.getByTestId('packet-frame').getAttribute('srcdoc')) ?? '';
      const printPage = await app.context.newPage();
      await printPage.setContent(html);
      await printPage.emulateMedia({ media: 'print' });
      const slug = player.startsWith('Human') ? 'human' : 'aslan';
      const pdf = join(OUT, `packet-${slug}.pdf`);
      writeFileSync(pdf, await printPage.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
      await printPage.close();
      texts[slug] = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
      execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(OUT, `packet-${slug}-page`)]);
      await page.screenshot({ path: join(OUT, `reports-${slug}.png`) });
    }
    // Identities were revealed at turn 1 (A48): each packet names the enemy; the Aslan draws stay with the Aslan.
    expect(texts.human).toContain('Your enemy: Aslan Kingdom');
    expect(texts.aslan).toContain('Your enemy: Solomani');
    expect(texts.human).not.toContain('Counter sets');
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByRole('button', { name: 'Export all packets…' }).click();
    await page.getByTestId('export-clean').waitFor();
    await page.getByRole('button', { name: 'Download 2 HTML files' }).click();
    await page.getByTestId('export-outcome').filter({ hasText: '2 packets exported' }).waitFor();
    await expect.poll(() => downloads.length).toBe(2);
    expect(downloads.map((d) => d.suggestedFilename()).sort()).toEqual(['nebula-campaign-turn-1-aslan-player.html', 'nebula-campaign-turn-1-human-player.html']);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Reload: the game, its two committed turns, their orders, dice and packets are all there.
    await app.restart();
    page = app.page;
    await page.getByRole('link', { name: 'Nebula campaign' }).first().click();
    await page.getByTestId('dn-dashboard').waitFor();
    await expect.poll(() => page.getByTestId('dn-stage').innerText()).toContain('Turn 2');
    await screen(page, 'Turn');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByTestId('history-turn').count()).toBe(2);
    await screen(page, 'Orders');
    await pick(page, page.getByTestId('orders-turn'), 'Turn 1 (committed)');
    await pick(page, page.getByTestId('orders-player'), 'Human player');
    await expect.poll(() => page.getByTestId('orders-committed').innerText()).toContain('FLY TO THE MOON');
    await screen(page, 'Dice log');
    await expect.poll(() => page.getByTestId('dice-row').count()).toBeGreaterThan(5);
    await screen(page, 'Reports');
    await pick(page, page.getByTestId('report-empire'), 'Aslan player');
    await expect.poll(() => frameText(page)).toContain('Aslan player — after turn 1');
    await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('clean');
    await page.screenshot({ path: join(OUT, 'after-reload.png') });
  });
});
