import { confirmCommit } from './harness';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();

/** Enters an outcome for every battle the dry run stopped for (no losses, with a note), until the turn runs to the end. */
async function enterBattleOutcomes(page: Page): Promise<number> {
  let entered = 0;
  while ((await page.getByTestId('pending-battle').count()) > 0) {
    await page.getByTestId('pending-battle').first().getByRole('button', { name: 'Enter outcome…' }).click();
    const form = page.getByTestId('battle-outcome-form');
    await form.getByLabel('Note').fill('Fought on the table: both sides withdrew');
    await form.getByRole('button', { name: 'Save outcome' }).click();
    await form.waitFor({ state: 'detached' });
    entered++;
    await waitSaved(page);
    if (entered > 10) throw new Error('battles keep coming');
  }
  return entered;
}

describe('the Turn screen', () => {
  it('runs the sample turn, reviews an empire, rules, commits, reopens and shows the difference of a re-run', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await page.getByRole('link', { name: /^Turn/ }).first().click();
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 1' }).waitFor();
    await expect.poll(() => page.getByTestId('turn-order-state').count()).toBe(6);

    // Dry run with the keyboard; the steps A to L show the engine's events in the GM's words.
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('run-steps').waitFor();
    await expect.poll(() => page.getByTestId('run-step').count()).toBe(13);
    await expect.poll(() => page.getByTestId('step-event').count()).toBeGreaterThan(10);
    // Narrow the run to the events that mention LYRA, then show everything again.
    const total = await page.getByTestId('step-event').count();
    await page.getByTestId('run-filter-text').fill('lyra');
    await expect.poll(async () => (await page.getByTestId('step-event').allInnerTexts()).every((t) => t.includes('LYRA'))).toBe(true);
    await expect.poll(() => page.getByTestId('step-event').count()).toBeLessThan(total);
    await page.getByTestId('run-filter-text').fill('');
    await enterBattleOutcomes(page);
    await expect.poll(() => page.getByTestId('commit-turn').isEnabled()).toBe(true);

    // Review one empire: what it will be told, its ships per system.
    await page.getByRole('tab', { name: 'Review per empire' }).click();
    await page.getByTestId('review-empire-tab').filter({ hasText: 'Hegemony of Vorn' }).click();
    await page.locator('[data-testid="empire-review"][data-empire="vorn"]').waitFor();
    await expect.poll(() => page.getByTestId('review-told-line').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('review-forces').innerText()).toContain('LYRA');

    // A ruling with its note: Concord's treasury at the end of the turn.
    await page.getByRole('tab', { name: 'Rulings' }).click();
    const form = page.getByTestId('ruling-treasury');
    await form.getByLabel('Empire').click();
    await page.getByRole('option', { name: 'Celestine Concord' }).click();
    await form.getByLabel('Treasury (MCr)').fill('777');
    await form.getByLabel('After').click();
    await page.getByRole('option', { name: 'End of turn' }).click();
    await form.getByLabel('Note').fill('Loan from the Bank of Orion');
    await form.getByRole('button', { name: 'Set treasury' }).click();
    await page.locator('[data-testid="ruling-row"][data-kind="treasuries"]').waitFor();
    await waitSaved(page);

    // Commit: a backup first, then turn 2 with nothing run yet.
    await page.getByRole('tab', { name: /^Dry run/ }).click();
    await page.getByText('GM ruling for Celestine Concord: treasury = 777 MCr (Loan from the Bank of Orion)').waitFor();
    await page.getByTestId('commit-turn').click();
    await page.getByRole('dialog').getByText('A backup of the whole game as it is now is written first').waitFor();
    await confirmCommit(page, 1);
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 2' }).waitFor();
    await page.getByTestId('no-run').waitFor();
    await waitSaved(page);

    // History: turn 1 committed, readable as one empire was told it; one backup.
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(1);
    await page.getByTestId('history-row').getByRole('button', { name: 'View' }).click();
    await page.getByTestId('committed-turn').waitFor();
    await expect.poll(() => page.getByTestId('history-event').count()).toBeGreaterThan(10);
    await expect.poll(() => page.getByTestId('backup-row').count()).toBe(1);

    // Reopen turn 1 (a second backup), then the same run gives no difference.
    await page.getByRole('button', { name: 'Reopen turn 1…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reopen turn 1' }).click();
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 1' }).waitFor();
    await page.getByTestId('dry-run').click();
    await page.getByTestId('diff-none').waitFor();

    // Correct an order in the Orders screen: Column 2 no longer jumps to GORM. The re-run shows the difference.
    await page.getByRole('link', { name: /^Orders/ }).first().click();
    await page.getByTestId('order-grid').waitFor();
    await page.getByTestId('orders-empire').click();
    await page.getByRole('option', { name: 'Hegemony of Vorn' }).click();
    const row = page.getByTestId('order-row').filter({ hasText: 'COLUMN 2' });
    await row.getByTestId('order-cell').first().click();
    await page.keyboard.press('Control+Delete');
    await expect.poll(() => page.getByTestId('order-row').filter({ hasText: 'COLUMN 2' }).count()).toBe(0);
    await waitSaved(page);
    await page.getByRole('link', { name: /^Turn/ }).first().click();
    await page.getByTestId('dry-run').click();
    await page.getByTestId('diff-panel').waitFor();
    await expect.poll(() => page.locator('[data-testid="diff-event"][data-change="removed"]').allInnerTexts()).toContainEqual(expect.stringContaining('Column 2 jumped from LYRA down I into GORM'));
    await expect.poll(() => page.getByTestId('diff-unit').allInnerTexts()).toContain('Column 2: GORM → LYRA');

    // Correct the ruling too (Concord gets less): its treasury differs.
    await enterBattleOutcomes(page);
    await page.getByRole('tab', { name: 'Rulings' }).click();
    await page.locator('[data-testid="ruling-row"][data-kind="treasuries"]').getByRole('button', { name: 'Remove' }).click();
    await page.locator('[data-testid="ruling-row"][data-kind="treasuries"]').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /^Dry run/ }).click();
    await expect.poll(() => page.getByTestId('diff-treasury').allInnerTexts()).toContainEqual(expect.stringMatching(/^Celestine Concord treasury: 777 → \d+ MCr$/));
    await expect.poll(() => page.locator('[data-testid="diff-event"][data-change="removed"]').allInnerTexts()).toContainEqual(expect.stringContaining('treasury = 777 MCr'));

    // The backups list holds both.
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByTestId('backup-row').count()).toBe(2);

    // The newest backup (written before reopening, the game at turn 2) opens as a copy; the game itself is untouched.
    await page.getByTestId('backup-row').first().getByRole('button', { name: 'Open as a copy' }).click();
    await page.getByTestId('game-name').filter({ hasText: 'Sample: The Orion Reach (imported)' }).waitFor();
    await expect.poll(() => page.getByTestId('dashboard').innerText()).toContain('turn 2');
  });
});
