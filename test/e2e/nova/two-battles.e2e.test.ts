/**
 * Issue 7, requirement 6: the two battles of one turn, one resolved step by step, one
 * auto-resolved, both results in the turn. The NOVA sample's turn 1 is run and committed (its
 * battle at PYRRHA auto-resolved); the typed orders of turn 2 are imported; turn 2's dry run
 * stops at step G for two space battles (QUILON and CORVAX). The one at QUILON is opened in the
 * Combat screen, decided by hand for one thrust plot ("I decide"), finished with the default
 * tactics and sent to the turn; the one at CORVAX is auto-resolved on the Turn screen. Step G
 * then shows both results, the turn runs to its end, and History holds turn 2 with 2 battles.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';
import { commitTurn, importTurnOrders } from './harness';

const app = freshAppForEachTest();
const SHOTS = process.env.WARPDESK_SHOTS_DIR ?? null;

const QUILON = 'b.2.s02';
const CORVAX = 'b.2.s38';
const pendingBattles = (page: Page) => page.getByTestId('pending-battle');
const stepG = (page: Page) => page.locator('[data-testid="run-step"][data-step="G"]');

/** Opens the Turn screen on `turn` and dry-runs it (the Dry run button). */
async function dryRun(page: Page, turn: number): Promise<void> {
  await page.getByRole('link', { name: /^Turn/ }).first().click();
  await page.getByTestId('turn-title').filter({ hasText: `Turn ${turn}` }).waitFor();
  await page.getByTestId('dry-run').click();
  await page.getByTestId('run-steps').waitFor();
}

describe('two battles of one turn', () => {
  it('resolves one battle step by step in Combat, auto-resolves the other, and the turn holds both results', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1600, height: 1100 });
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();

    // Turn 1: its one battle (PYRRHA) auto-resolved, then committed.
    await dryRun(page, 1);
    await pendingBattles(page).first().waitFor();
    await expect.poll(() => pendingBattles(page).count()).toBe(1);
    await pendingBattles(page).first().getByRole('button', { name: 'Auto-resolve', exact: true }).click();
    await expect.poll(() => pendingBattles(page).count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.getByTestId('commit-turn').isEnabled(), { timeout: 20_000 }).toBe(true);
    await waitSaved(page);
    await commitTurn(page, 1);

    // Turn 2: the typed orders imported; the dry run stops at step G for two space battles.
    await importTurnOrders(page, 2);
    await dryRun(page, 2);
    await expect.poll(() => pendingBattles(page).count(), { timeout: 20_000 }).toBe(2);
    const ids = await pendingBattles(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-battle')));
    expect(ids).toEqual([QUILON, CORVAX]);

    // QUILON in the Combat screen: "I decide", one thrust plot by hand.
    await page.locator(`[data-testid="pending-battle"][data-battle="${QUILON}"]`).getByRole('link', { name: 'Open in Combat' }).click();
    await page.getByTestId('battle-page').waitFor();
    await expect.poll(() => page.getByTestId('turn-result-bar').innerText()).toContain(QUILON);
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('SET UP');
    await page.getByText('I decide').click();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('WAITING');
    await expect.poll(() => page.getByTestId('decision-title').innerText()).toBe('Plot thrust (D)');
    // The tactics plot Hive 4's 2 points (its IE2) toward Vorn's unarmed Column 1, set up away from the
    // warp point (NOVA: IN-SYSTEM SETUP); the GM overrules them: 1 in D2 and 1 in D3.
    const plotted = async () => {
      let points = 0;
      for (let d = 1; d <= 6; d++) points += Number(await page.getByLabel(`Hive 4 D${d}`).inputValue());
      return points;
    };
    await expect.poll(plotted).toBe(2);
    for (let d = 1; d <= 6; d++) await page.getByLabel(`Hive 4 D${d}`).fill(d === 2 || d === 3 ? '1' : '0');
    await expect.poll(() => page.getByTestId('thrust-preview').first().innerText()).toMatch(/^vector 1·D2 \+ 1·D3 → /);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'two-battles-thrust.png'), fullPage: true });
    await page.getByRole('button', { name: 'Decide', exact: true }).click();
    await expect.poll(() => page.getByTestId('decisions-made').innerText()).toMatch(/^Decided so far: R1 thrust — Round 1: thrust decided$/);
    await waitSaved(page);

    // The rest with the default tactics; the result goes to the turn.
    await page.getByRole('button', { name: 'Finish with default tactics' }).click();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('RESOLVED');
    await waitSaved(page);
    await page.getByTestId('send-turn-result').click();
    await page.getByTestId('turn-result-sent').waitFor();
    await waitSaved(page);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'two-battles-sent.png'), fullPage: true });

    // Back on the Turn screen the run goes on to CORVAX, the one battle left: auto-resolved there.
    await dryRun(page, 2);
    await expect.poll(() => pendingBattles(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-battle')))).toEqual([CORVAX]);
    await pendingBattles(page).first().getByRole('button', { name: 'Auto-resolve', exact: true }).click();
    await expect.poll(() => pendingBattles(page).count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.getByTestId('commit-turn').isEnabled(), { timeout: 20_000 }).toBe(true);
    await waitSaved(page);

    // Step G holds both results, each with how it was settled; the turn ran to its end.
    const battleEvent = (system: string) => stepG(page).locator('[data-testid="step-event"][data-kind="battle"]', { hasText: `Space battle at ${system} ` });
    await expect.poll(() => battleEvent('QUILON').count()).toBeGreaterThan(0);
    await expect.poll(() => battleEvent('QUILON').first().innerText()).toMatch(/, resolved: .*— resolved in the Combat screen/);
    await expect.poll(() => battleEvent('CORVAX').count()).toBeGreaterThan(0);
    await expect.poll(() => battleEvent('CORVAX').first().innerText()).toMatch(/, resolved: .*— Resolved automatically with the default tactics/);
    expect(await stepG(page).getByText('waiting for a result').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid="run-step"][data-step="end"]').innerText()).not.toMatch(/not run/);
    await expect.poll(() => page.getByTestId('run-steps').getByText('stopped here').count()).toBe(0);
    if (SHOTS) await stepG(page).screenshot({ path: join(SHOTS, 'two-battles-step-g.png') });

    // Committed: History has turn 2 with its 2 battles.
    await commitTurn(page, 2);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(2);
    const turn2 = page.locator('[data-testid="history-row"][data-turn="2"]');
    await expect.poll(async () => (await turn2.locator('td').allInnerTexts()).map((t) => t.trim())[3]).toBe('2');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'two-battles-history.png'), fullPage: true });
  });
});
