import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';
import { confirmCommit } from './harness';

const app = freshAppForEachTest();
/** Where the PDF, its page images and the screenshots are kept for a person to look at. */
const OUT = process.env.WARPDESK_REPORTS_E2E_OUT ?? join(tmpdir(), 'warpdesk-reports-e2e');

/** Enters an outcome for every battle the dry run stopped for, until the turn runs to the end (as the Turn screen's own test does). */
async function enterBattleOutcomes(page: Page): Promise<void> {
  for (let entered = 0; (await page.getByTestId('pending-battle').count()) > 0; entered++) {
    if (entered > 10) throw new Error('battles keep coming');
    await page.getByTestId('pending-battle').first().getByRole('button', { name: 'Enter outcome…' }).click();
    const form = page.getByTestId('battle-outcome-form');
    await form.getByLabel('Note').fill('Fought on the table: both sides withdrew');
    await form.getByRole('button', { name: 'Save outcome' }).click();
    await form.waitFor({ state: 'detached' });
    await waitSaved(page);
  }
}

async function commitTurnOne(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open sample game' }).first().click();
  await page.getByTestId('game-name').waitFor();
  await page.getByRole('link', { name: /^Turn/ }).first().click();
  await page.getByTestId('turn-title').filter({ hasText: 'Turn 1' }).waitFor();
  await page.keyboard.press('Control+Enter');
  await page.getByTestId('run-steps').waitFor();
  await enterBattleOutcomes(page);
  await expect.poll(() => page.getByTestId('commit-turn').isEnabled()).toBe(true);
  await page.getByTestId('commit-turn').click();
  await confirmCommit(page, 1);
  await page.getByTestId('turn-title').filter({ hasText: 'Turn 2' }).waitFor();
  await waitSaved(page);
}

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const frameText = (page: Page) => page.frameLocator('[data-testid="packet-frame"]').locator('body').innerText();

describe('the Reports screen', () => {
  it('shows a committed turn’s packet, keeps a sitrep edit, prints it to PDF, exports all and shows the master report', async () => {
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const { page } = app;
    await page.setViewportSize({ width: 1500, height: 1000 });
    await commitTurnOne(page);

    await page.getByRole('link', { name: /^Reports/ }).first().click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await expect.poll(() => page.getByTestId('report-turn').inputValue()).toBe('Turn 1');
    await choose(page, 'report-empire', 'Hegemony of Vorn');
    await expect.poll(() => frameText(page)).toContain('Hegemony of Vorn');
    const code = (await page.getByTestId('packet-code').innerText()).trim();
    expect(code).toMatch(/^T1-\d\d-[0-9A-Z]{3}$/);
    await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('clean');
    await expect.poll(() => page.getByTestId('sitrep-item').count()).toBeGreaterThan(1);
    await expect.poll(() => page.getByTestId('sitrep-item').first().innerText()).toContain('Hegemony of Vorn Turn 1');

    // The GM's wording of item 2, kept with the turn, printed, marked "edited".
    const second = page.getByTestId('sitrep-item').nth(1);
    const engineWording = (await second.innerText()).replace(/^2\s*\*\s*/, '').trim();
    await second.getByRole('button').click();
    const editor = page.getByTestId('sitrep-editor');
    await editor.getByLabel('Wording of the item').fill('LYRA - the Vorn fleet stands guard, as the GM reports');
    await editor.getByLabel('Wording of the item').press('Control+Enter');
    await editor.waitFor({ state: 'detached' });
    await waitSaved(page);
    await expect.poll(() => page.locator('[data-testid="sitrep-item"][data-edited]').count()).toBe(1);
    await expect.poll(() => frameText(page)).toContain('the Vorn fleet stands guard');
    await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('clean');
    await page.screenshot({ path: join(OUT, 'reports-screen.png') });

    // The packet as it prints: its own HTML, printed by Chromium to PDF, read back as text and images.
    const html = (await page.getByTestId('packet-frame').getAttribute('srcdoc')) ?? '';
    const printPage = await app.context.newPage();
    await printPage.setContent(html);
    await printPage.emulateMedia({ media: 'print' });
    const pdfPath = join(OUT, 'packet.pdf');
    writeFileSync(pdfPath, await printPage.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
    await printPage.close();
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain(code);
    expect(text).toContain('Hegemony of Vorn');
    expect(text).toContain('Hegemony of Vorn Turn 1');
    expect(text).toContain('the Vorn fleet stands guard');
    expect(text).toContain('TURN ORDER SHEET');
    execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, join(OUT, 'packet-page')]);
    expect(readdirSync(OUT).filter((f) => f.startsWith('packet-page')).length).toBeGreaterThan(3);

    // Revert to the engine's wording.
    await page.getByTestId('sitrep-item').nth(1).getByRole('button').click();
    await page.getByRole('button', { name: 'Revert to the engine’s wording' }).click();
    await waitSaved(page);
    await expect.poll(() => page.locator('[data-testid="sitrep-item"][data-edited]').count()).toBe(0);
    await expect.poll(() => page.getByTestId('sitrep-item').nth(1).innerText()).toContain(engineWording);

    // Export all: the leak check passes for all six, then one HTML file per empire is downloaded.
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByRole('button', { name: 'Export all packets…' }).click();
    await page.getByTestId('export-clean').waitFor();
    await page.getByRole('button', { name: 'Download 6 HTML files' }).click();
    await page.getByTestId('export-outcome').filter({ hasText: '6 packets exported' }).waitFor();
    await expect.poll(() => downloads.length).toBe(6);
    const names = downloads.map((d) => d.suggestedFilename());
    expect(names.some((n) => /^sample-the-orion-reach-T1-01-[0-9A-Z]{3}-hegemony-of-vorn\.html$/.test(n))).toBe(true);
    expect(names.every((n) => /^sample-the-orion-reach-T1-0\d-[0-9A-Z]{3}-[a-z0-9-]+\.html$/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(6);
    await page.screenshot({ path: join(OUT, 'reports-export.png') });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // The GM's master report: everything, unfiltered, not leak-checked.
    await choose(page, 'report-empire', 'GM master report (everything)');
    await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('gm');
    await expect.poll(() => frameText(page)).toContain('everything that happened, unfiltered');
    await expect.poll(() => frameText(page)).toContain('Step A — Production collected');
    await page.screenshot({ path: join(OUT, 'reports-master.png') });

    // A blank order sheet for an empire, on US Letter.
    await choose(page, 'report-empire', 'Hegemony of Vorn');
    await page.getByText('Blank order sheet', { exact: true }).click();
    await page.getByText('US Letter', { exact: true }).click();
    await expect.poll(() => page.getByTestId('packet-preview').getAttribute('data-paper')).toBe('letter');
    await expect.poll(() => frameText(page)).toContain('TURN ORDER SHEET');
    await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('blank');
    await page.screenshot({ path: join(OUT, 'reports-blank.png') });
  });
});
