/**
 * The sample game played through three turns in the app, as a GM plays it: turn 1 from the
 * orders the sample comes with; for turns 2 and 3 the typed files of resources/samples/
 * imported in the Orders screen; each turn dry-run, its battles auto-resolved, committed.
 * The events checked here need no research dice: the Turn screen runs the empires in
 * position order and the CLI in the archive's order, so their research rolls differ (reported).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';
import { commitTurn as commit, importTurnOrders } from './harness';

const app = freshAppForEachTest();
const SHOTS = process.env.WARPDESK_SHOTS_DIR ?? null;

/** With WARPDESK_SHOTS_DIR set: the page, and the run's step G (contact and combat), as PNGs to look at. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  const stepG = page.getByTestId('run-step').nth(6);
  if ((await stepG.count()) > 0) await stepG.screenshot({ path: join(SHOTS, `${name}-step-g.png`) });
}

/** Dry-runs the game's turn and auto-resolves its battles, until the turn can be committed. */
async function dryRun(page: Page, turn: number): Promise<void> {
  await page.getByRole('link', { name: /^Turn/ }).first().click();
  await page.getByTestId('turn-title').filter({ hasText: `Turn ${turn}` }).waitFor();
  await page.keyboard.press('Control+Enter');
  await page.getByTestId('run-steps').waitFor();
  // The run stops at each combat step with battles to resolve; the button goes when none is left.
  // Wait on that state, not on time: each poll clicks "auto-resolve all" while it is there.
  await expect
    .poll(
      async () => {
        if (await page.getByTestId('commit-turn').isEnabled()) return true;
        const auto = page.getByTestId('auto-resolve-all');
        if (await auto.isVisible()) await auto.click({ timeout: 2_000 }).catch(() => undefined);
        return false;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  await waitSaved(page);
}

/** The run shows the event of `kind` in the GM's words. */
async function sees(page: Page, kind: string, text: string): Promise<void> {
  await expect.poll(() => page.locator(`[data-testid="step-event"][data-kind="${kind}"]`, { hasText: text }).count(), { timeout: 10_000 }).toBe(1);
}

describe('the sample game through three turns', () => {
  it('runs turn 1, imports and runs turns 2 and 3, and ends at turn 4', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await dryRun(page, 1);
    await sees(page, 'battle', "Space battle at PYRRHA between Free Traders of Kessa and The Ninefold Swarm, resolved: seen ?(IE2,ML), ?(IE2,ML), ?(IE2,ML), Trader 2 Dmg'd");
    await shot(page, 'turn-1');
    await commit(page, 1);

    await importTurnOrders(page, 2, () => shot(page, 'import-turn-2'));
    await dryRun(page, 2);
    await sees(page, 'contact', 'Celestine Concord met Solar Ascendancy of Ys at DENEVA: friendly (code 1, Q against Q); normal contact made');
    await shot(page, 'turn-2');
    await commit(page, 2);

    await importTurnOrders(page, 3, () => shot(page, 'import-turn-3'));
    await dryRun(page, 3);
    await sees(page, 'mcr-sent', 'Celestine Concord sent 50 MCr to Solar Ascendancy of Ys');
    await sees(page, 'retreat', 'Trader 1 retreat from WYNDHAM toward PALLAS');
    await sees(page, 'contact-lost', 'The Ninefold Swarm lost all contact with Hive 4, Hive 5, Hive 6, Hive 7, Drone 1 and Brood Ship 2');
    await shot(page, 'turn-3');
    await commit(page, 3);

    await page.getByTestId('turn-title').filter({ hasText: 'Turn 4' }).waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(3);
    await shot(page, 'history');
  });
});
