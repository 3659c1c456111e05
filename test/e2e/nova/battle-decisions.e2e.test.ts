import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { twoShipBattleFile } from '../../../shared/rulesets/nova/combat/fixtures/two-ship';
import { freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();
const SHOTS = process.env.WARPDESK_SCREENSHOTS;

describe('Combat: a NOVA battle decided by hand', () => {
  it('switches to "I decide", plots thrust, allocates fire in hit order, and sees the dice log and ship states change', async () => {
    const { page } = app;
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1600, height: 1100 });
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await page.getByRole('link', { name: 'Combat' }).click();
    await page.getByTestId('combat-list').waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import battle file…' }).click();
    await (await chooser).setFiles({ name: 'duel.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(twoShipBattleFile())) });
    await page.getByTestId('battle-page').waitFor();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('SET UP');

    await page.getByText('I decide').click();
    await expect.poll(() => page.getByTestId('decision-title').innerText()).toBe('Plot thrust (D)');
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('WAITING');
    const shipsBefore = await page.getByTestId('ship-state').innerText();
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'decisions-thrust.png'), fullPage: true });

    // Thrust: Huron 1 in D2 and 1 in D3 instead of the tactics' 2 in D2.
    await page.getByLabel('Huron D2').fill('1');
    await page.getByLabel('Huron D3').fill('1');
    await expect.poll(() => page.getByTestId('thrust-preview').first().innerText()).toMatch(/^vector 1·D2 \+ 1·D3 → \(1, 1\)/);
    await page.getByRole('button', { name: 'Decide', exact: true }).click();
    await expect.poll(() => page.getByTestId('decision-title').innerText()).toMatch(/^Allocate fire/);
    await expect.poll(() => page.getByTestId('ship-state').innerText()).not.toBe(shipsBefore);

    // Fire: Lewis's launcher fires Type 2 missiles and is moved first in the order.
    await page.getByLabel('Missile of Lewis ML#1').first().click();
    await page.getByRole('option', { name: /^Type 2/ }).click();
    await page.getByRole('button', { name: 'Move Lewis ML#1 up' }).click();
    await expect.poll(() => page.getByTestId('fire-row').first().innerText()).toMatch(/^\S+\s+\S+\s+1\s+Lewis ML#1/);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'decisions-fire.png'), fullPage: true });
    const diceTab = page.getByRole('tab', { name: /Dice log/ });
    expect(await diceTab.innerText()).toBe('Dice log (0)');
    // Enter decides (focus off the buttons: Enter on a focused button is that button's).
    await page.getByTestId('decision-title').click();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('decision-title').innerText()).toBe('Plot thrust (D)');
    await expect.poll(() => page.getByTestId('decisions-made').innerText()).toBe('Decided so far: R1 thrust · R1 fire — Round 1: fire decided');
    await waitSaved(page);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'decisions-round2.png'), fullPage: true });

    // The dice log has Lewis's Type 2 missile and Huron's laser, in the canonical order.
    await diceTab.click();
    await expect.poll(() => page.getByTestId('die-row').count()).toBeGreaterThan(1);
    const dice = await page.getByTestId('dice-log').innerText();
    expect(dice).toContain('R1/G/huron/BL#1>lewis');
    expect(dice).toContain('R1/G/lewis/ML#1>huron');
    await page.getByRole('tab', { name: 'Battle log' }).click();
    await expect.poll(() => page.getByTestId('battle-log').innerText()).toContain('the GM decides fire');

    // Finish with the default tactics.
    await page.getByRole('button', { name: 'Finish with default tactics' }).click();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('RESOLVED');
    await expect.poll(() => page.getByTestId('decision-panel').count()).toBe(0);
  });
});
