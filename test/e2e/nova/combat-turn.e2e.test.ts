import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();

const SHOTS = process.env.WARPDESK_SCREENSHOTS;

describe('Combat: battles of the turn', () => {
  it("opens the sample's turn battle from the Turn screen, plays it round by round, sends its result, and the turn goes on", async () => {
    const page = app.page;
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();

    // The Turn screen's dry run stops at step G for the battle at PYRRHA.
    await page.getByRole('link', { name: 'Turn' }).click();
    await page.getByTestId('dry-run').click();
    const pending = page.locator('[data-testid="pending-battle"][data-battle="b.1.s16"]');
    await pending.waitFor();
    await pending.getByRole('link', { name: 'Open in Combat' }).click();

    // The Combat screen sets the battle up from the turn: the ships, their designs and set-up.
    await page.getByTestId('battle-page').waitFor();
    await expect.poll(() => page.getByTestId('turn-result-bar').innerText()).toContain('b.1.s16');
    await expect.poll(() => page.getByTestId('turn-result-bar').innerText()).toMatch(/waits for its result/i);
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('SET UP');
    await expect.poll(() => page.getByTestId('battle-setup-notes').innerText()).toMatch(/jump|set/i);
    // NOVA: CONTACT ORDERS, HOSTILITIES: each ship's contact order and the tactic it gives (Kessa's Traders are F: they run).
    await expect.poll(() => page.getByTestId('ship-state').innerText()).toMatch(/F → R: runs/);
    await expect.poll(() => page.getByTestId('ship-state').innerText()).toMatch(/H: fights/);
    expect(await page.getByTestId('send-turn-result').isDisabled()).toBe(true);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-turn-setup.png'), fullPage: true });

    // Step by step: two rounds, then to the end.
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toMatch(/IN PROGRESS|RESOLVED/);
    if ((await page.getByTestId('battle-state').innerText()) === 'IN PROGRESS') {
      await page.getByRole('button', { name: 'Next round' }).click();
      await expect.poll(() => page.getByText(/round(s)? played/).first().innerText()).toMatch(/[12] rounds? played/);
    }
    await page.getByRole('tab', { name: 'What each side saw' }).click();
    await expect.poll(() => page.getByTestId('side-view-enemy').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Resolve automatically' }).click();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('RESOLVED');
    await waitSaved(page);

    // The result goes to the turn with the battle's record.
    await page.getByTestId('send-turn-result').click();
    await page.getByTestId('turn-result-sent').waitFor();
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-turn-sent.png'), fullPage: true });
    await page.getByRole('button', { name: '← Battles' }).click();
    await expect.poll(() => page.locator('[data-testid="turn-battle-row"]').first().innerText()).toMatch(/result in the turn/i);
    await expect.poll(() => page.locator('[data-testid="turn-battle-row"]').first().innerText()).toContain('resolved in the Combat screen');
    await expect.poll(() => page.getByTestId('battle-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('turn-battle-stored').innerText()).toMatch(/opened here: resolved, \d+ rounds?/);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-turn-list.png'), fullPage: true });

    // The Turn screen's dry run goes past step G now, and its rulings hold the result.
    await page.getByRole('link', { name: 'Turn' }).click();
    await page.getByTestId('dry-run').click();
    await expect.poll(() => page.getByTestId('pending-battle').count()).toBe(0);
    await page.getByRole('tab', { name: 'Rulings' }).click();
    await expect.poll(() => page.getByText('resolved in the Combat screen').count()).toBeGreaterThan(0);

    // Opening the turn battle again (the route) finds the stored battle, resolved.
    await page.evaluate(() => {
      window.location.hash = `${window.location.hash.replace(/\/turn.*$/, '')}/combat?turnBattle=b.1.s16`;
    });
    await page.getByTestId('battle-page').waitFor();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('RESOLVED');
    await expect.poll(() => page.getByTestId('turn-result-bar').innerText()).toMatch(/result in the turn/i);

    // The preview of Kessa's packet describes the alien ships its ships saw in that battle (NOVA: SAMPLE SITREP line 5, `FG(IE2,…)`).
    await page.getByRole('link', { name: /^Reports/ }).first().click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByTestId('report-turn').click();
    await page.getByRole('option', { name: 'Turn 1 (dry run preview)', exact: true }).click();
    await page.getByTestId('report-empire').click();
    await page.getByRole('option', { name: 'Free Traders of Kessa', exact: true }).click();
    await expect.poll(async () => (await page.getByTestId('sitrep-item').allInnerTexts()).join('\n')).toMatch(/PYRRHA - .*[A-Z?]+\([A-Z0-9,]*\)/);
    await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('clean');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-turn-sitrep.png'), fullPage: true });
  });

  it('the fire calculator and a surface battle by hand, from the Combat screen', async () => {
    const page = app.page;
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await page.getByRole('link', { name: 'Combat' }).click();

    await page.getByRole('tab', { name: 'Fire calculator' }).click();
    await page.getByTestId('fire-weapon').fill('ML MD6 MA90 MR14');
    await page.getByTestId('fire-range').fill('9');
    await page.getByTestId('fire-ew').fill('2');
    await expect.poll(() => page.getByTestId('fire-odds').innerText()).toContain('Hits on d100 ≤ 76%');
    await page.getByTestId('fire-dice').fill('40 6');
    await expect.poll(() => page.getByTestId('fire-result').innerText()).toContain('12 damage');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-fire.png'), fullPage: true });

    await page.getByRole('tab', { name: 'Surface combat' }).click();
    await page.getByTestId('surface-create').click();
    await page.getByTestId('surface-battle').waitFor();
    await page.getByRole('button', { name: 'Resolve the rest with the default line-up' }).click();
    // Until one side is gone, or three rounds (then the combat goes on next turn): either way an outcome.
    await page.getByTestId('surface-outcome').waitFor();
    await expect.poll(() => page.getByTestId('surface-state').innerText()).toBe('RESOLVED');
    await expect.poll(() => page.getByTestId('surface-outcome').innerText()).toMatch(/invader|invading|defending|goes on|detonated/);
    await expect.poll(() => page.getByTestId('surface-log').innerText()).toContain('R1 the invader lands I-AA1, I-AA2, I-AA3');
    await waitSaved(page);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-surface.png'), fullPage: true });
    await page.getByRole('button', { name: '← Surface battles' }).click();
    await expect.poll(() => page.getByTestId('surface-row').count()).toBe(1);
  });
});
