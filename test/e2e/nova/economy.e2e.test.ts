import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();
const SHOTS = process.env.WARPDESK_SHOTS_DIR;

/** Enters an outcome (no losses) for every battle the dry run stopped for, until the turn runs to the end. */
async function enterBattleOutcomes(page: Page): Promise<void> {
  for (let entered = 0; (await page.getByTestId('pending-battle').count()) > 0; entered++) {
    if (entered > 10) throw new Error('battles keep coming');
    await page.getByTestId('pending-battle').first().getByRole('button', { name: 'Enter outcome…' }).click();
    const form = page.getByTestId('battle-outcome-form');
    await form.getByLabel('Note').fill('Both sides withdrew');
    await form.getByRole('button', { name: 'Save outcome' }).click();
    await form.waitFor({ state: 'detached' });
    await waitSaved(page);
  }
}

describe('money and research in the turn', () => {
  it('shows production, purchases, aborted lines, research and the closing treasury in the dry run; the turn settings change the run', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await page.getByRole('link', { name: /^Turn/ }).first().click();
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 1' }).waitFor();
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('run-steps').waitFor();
    const steps = page.getByTestId('run-step');
    await expect.poll(() => steps.count()).toBe(13);
    // A: production; C: purchases, the Ys sheet 26 MCr beyond its money within the book's deficit (NOVA 4.3); D: research teams.
    await expect.poll(() => steps.nth(0).innerText()).toMatch(/Celestine Concord collected 240 MCr production/);
    await expect.poll(() => steps.nth(2).innerText()).toMatch(/built 3 New RDT/);
    await expect.poll(() => steps.nth(2).innerText()).toMatch(/Colony/);
    await expect.poll(() => steps.nth(2).innerText()).toMatch(/Solar Ascendancy of Ys built 4 Research report/);
    await expect.poll(() => steps.nth(3).innerText()).toMatch(/BL15-BL20/);
    if (SHOTS) await steps.nth(2).screenshot({ path: `${SHOTS}/step-c.png` });

    // L: one d10 per RDT; end: corruption and each empire's closing treasury.
    await enterBattleOutcomes(page);
    await expect.poll(() => steps.nth(11).innerText()).toMatch(/BL15-BL20/);
    await expect.poll(() => steps.nth(12).innerText()).toMatch(/Hegemony of Vorn lost 7 MCr to corruption/);
    await expect.poll(() => steps.nth(12).innerText()).toMatch(/Hegemony of Vorn treasury 366 → \d+ MCr/);
    await expect.poll(() => steps.nth(12).innerText()).toMatch(/Solar Ascendancy of Ys paid 26 MCr interest on a debt of 52 MCr/);
    if (SHOTS) {
      await steps.nth(3).screenshot({ path: `${SHOTS}/step-d.png` });
      await steps.nth(11).screenshot({ path: `${SHOTS}/step-l.png` });
      await steps.nth(12).screenshot({ path: `${SHOTS}/step-end.png` });
    }

    // The settings group of the turn sequence, with its defaults.
    await page.getByRole('link', { name: /^Settings/ }).first().click();
    await page.getByText('NOVA: turn sequence').first().waitFor();
    await page.getByText('Corruption rounding (A12)').waitFor();
    await page.getByText('Research progress reports (5.6)').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings.png`, fullPage: true });

    // Corruption rounded down: Vorn's 61 MCr above its production lose 6, not 7.
    await page.getByRole('combobox', { name: 'Corruption rounding (A12)' }).click();
    await page.getByRole('option', { name: 'down' }).click();
    await waitSaved(page);
    await page.getByRole('link', { name: /^Turn/ }).first().click();
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 1' }).waitFor();
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('run-steps').waitFor();
    await enterBattleOutcomes(page);
    await expect.poll(() => steps.nth(12).innerText()).toMatch(/Hegemony of Vorn lost 6 MCr to corruption/);

    // No debt allowed (NOVA: orders group, Overspend allowance 0): the Ys lines beyond its money abort from the bottom.
    await page.getByRole('link', { name: /^Settings/ }).first().click();
    await page.getByText('NOVA: orders').first().waitFor();
    const allowance = page.getByRole('textbox', { name: /Overspend allowance/ });
    await expect.poll(() => allowance.inputValue()).toBe('50');
    await allowance.fill('0');
    await allowance.blur();
    await waitSaved(page);
    await page.getByRole('link', { name: /^Turn/ }).first().click();
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 1' }).waitFor();
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('run-steps').waitFor();
    await expect.poll(() => steps.nth(2).innerText()).toMatch(/beyond the 586 MCr available/);
  });
});
