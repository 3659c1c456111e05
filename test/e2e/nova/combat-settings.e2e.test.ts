// NOVA: combat switches as game settings (issue 16 item 13); HOSTILE ACTIONS on the Turn screen (item 14).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();

const SHOTS = process.env.WARPDESK_SCREENSHOTS;

describe('Settings "NOVA: space combat" and the rule that made a battle', () => {
  it('the Turn screen says which rule made the battle; the game\'s round limit is the one the turn battle is fought under', async () => {
    const page = app.page;
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();

    // The combat switches are a settings group of the game, with the book's defaults.
    await page.getByRole('link', { name: /^Settings/ }).first().click();
    await page.getByText('NOVA: space combat').first().waitFor();
    await page.getByText('Unarmed ships away from the warp point, hexes (IN-SYSTEM SETUP)').waitFor();
    const limit = page.getByRole('textbox', { name: /Safety limit, rounds/ });
    await expect.poll(() => limit.inputValue()).toBe('100');
    await limit.fill('1');
    await limit.blur();
    await waitSaved(page);
    if (SHOTS) await page.getByText('NOVA: space combat').first().locator('xpath=ancestor::*[contains(@class,"mantine-Card-root")][1]').screenshot({ path: join(SHOTS, 'settings-space-combat.png') });

    // The dry run stops at the battle at PYRRHA and says which rule made it.
    await page.getByRole('link', { name: 'Turn' }).click();
    await page.getByTestId('dry-run').click();
    const pending = page.locator('[data-testid="pending-battle"][data-battle="b.1.s16"]');
    await pending.waitFor();
    await expect.poll(() => pending.getByTestId('battle-causes').innerText()).toMatch(/CONTACT ORDERS: Hostile \(H\)|HOSTILE ACTIONS|Ultimatum/);
    await expect.poll(() => pending.getByTestId('battle-causes').innerText()).toContain('Sequence of play: A Set up all ships in the system');
    if (SHOTS) await pending.screenshot({ path: join(SHOTS, 'pending-battle-causes.png') });

    // Opened in Combat, the battle carries the game's switches: it stops after one round.
    await pending.getByRole('link', { name: 'Open in Combat' }).click();
    await page.getByTestId('battle-page').waitFor();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('SET UP');
    await page.getByRole('button', { name: 'Resolve automatically' }).click();
    await expect.poll(() => page.getByTestId('battle-outcome-text').innerText()).toMatch(/stopped after 1 rounds/);
  });
});
