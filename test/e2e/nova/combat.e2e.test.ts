import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AppSession, freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();

const SHOTS = process.env.WARPDESK_SCREENSHOTS;

async function saved(session: AppSession, file: Download): Promise<string> {
  const path = join(session.profileDir, file.suggestedFilename());
  await file.saveAs(path);
  return readFileSync(path, 'utf8');
}

async function downloadText(session: AppSession, action: () => Promise<void>): Promise<string> {
  const download = session.page.waitForEvent('download');
  await action();
  return saved(session, await download);
}

describe('Combat: NOVA battles', () => {
  it('imports the rulebook battle with its dice, resolves it as the rulebook does, and keeps it across a reload', async () => {
    let page = app.page;
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await page.getByRole('link', { name: 'Combat' }).click();
    await page.getByTestId('combat-list').waitFor();

    // A file that is not a battle is refused with its problems listed, and nothing is stored.
    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import battle file…' }).click();
    await (await chooser).setFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"sides":[{"id":"A"}],"ships":[]}') });
    await expect.poll(() => page.getByTestId('battle-import-problems').innerText()).toContain('broken.json');
    expect(await page.getByTestId('battle-row').count()).toBe(0);

    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import battle file…' }).click();
    await (await chooser).setFiles(join(process.cwd(), 'resources/samples/nova-battle-sample.json'));
    await page.getByTestId('battle-page').waitFor();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('SET UP');
    await page.getByTestId('combat-board').waitFor();

    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Load dice file…' }).click();
    await (await chooser).setFiles(join(process.cwd(), 'resources/samples/nova-battle-sample.dice.json'));
    await expect.poll(() => page.getByTestId('forced-dice').inputValue()).toContain('"queue"');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-setup.png'), fullPage: true });
    await page.getByRole('button', { name: 'Resolve automatically' }).click();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('RESOLVED');
    await expect.poll(() => page.getByTestId('battle-outcome-text').innerText()).toBe('MINKY holds the system');
    await expect.poll(() => page.getByTestId('ship-state').innerText()).toMatch(/Lewis\s+PIGGY\s+BLOWN UP/);
    await waitSaved(page);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-resolved.png'), fullPage: true });
    await page.getByRole('tab', { name: /Dice log/ }).click();
    await expect.poll(() => page.getByTestId('die-row').count()).toBeGreaterThan(20);
    expect(await page.getByTestId('dice-log').innerText()).toMatch(/forced/i);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-dice.png'), fullPage: true });
    const csv = await downloadText(app, () => page.getByRole('button', { name: 'Export CSV…' }).click());
    expect(csv.split('\n')[0]).toBe('round,phase,purpose,die,raw,modifiers,result,forced,ship');
    expect(csv).toContain('2,H,R2/H/lewis/blow-up,d100,60,chance: 100 × SD 7 / SSZ 30 +23,60,yes,lewis');

    // Export: the battle file with seed and decisions, then the typed dice by purpose.
    const downloads: Promise<Download>[] = [page.waitForEvent('download'), page.waitForEvent('download', { predicate: (d) => d.suggestedFilename().endsWith('.dice.json') })];
    await page.getByRole('button', { name: 'Export battle…' }).click();
    const battleFile = JSON.parse(await saved(app, await downloads[0]!)) as { seed: string; decisions: Record<string, unknown> };
    expect([battleFile.seed, Object.keys(battleFile.decisions).length]).toEqual(['rulebook-space-example', 8]);
    const diceFile = JSON.parse(await saved(app, await downloads[1]!)) as { byPurpose: Record<string, number> };
    expect(Object.keys(diceFile.byPurpose)).toHaveLength(21);

    await app.restart();
    page = app.page;
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await page.getByRole('link', { name: 'Combat' }).click();
    await expect.poll(() => page.getByTestId('battle-row').count()).toBe(1);
    expect(await page.getByTestId('battle-row').innerText()).toContain('MINKY holds the system');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-list.png'), fullPage: true });
    await page.getByRole('button', { name: /Rulebook space combat example/ }).click();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('RESOLVED');
    await expect.poll(() => page.getByTestId('battle-outcome-text').innerText()).toBe('MINKY holds the system');

    // Look back at round 2: Lewis is damaged (SD 7, rulebook trace), not yet blown up.
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Previous round' }).click();
    await expect.poll(() => page.getByTestId('shown-round').innerText()).toBe('after round 2');
    await expect.poll(() => page.getByTestId('ship-state').innerText()).toMatch(/Lewis\s+PIGGY\s+ACTIVE\s+\S+\s+\d+\s+7\/30/);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-round2.png'), fullPage: true });

    // A second battle, played round by round with default tactics and generated dice.
    await page.getByRole('button', { name: '← Battles' }).click();
    await page.getByRole('button', { name: 'Add the rulebook example' }).click();
    await page.getByTestId('battle-page').waitFor();
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('IN PROGRESS');
    await expect.poll(() => page.getByText('1 round played').count()).toBe(1);
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect.poll(() => page.getByText('2 rounds played').count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-stepping.png'), fullPage: true });
    await page.getByRole('button', { name: 'Undo step' }).click();
    await expect.poll(() => page.getByText('1 round played').count()).toBe(1);
    await page.getByRole('button', { name: 'Back to set-up' }).click();
    // The confirmation is a dialog (its code loads on first use): click the dialog's own button once it is there.
    await page.getByRole('dialog').getByRole('button', { name: 'Back to set-up' }).click();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toBe('SET UP');
    await page.getByRole('button', { name: '← Battles' }).click();
    await expect.poll(() => page.getByTestId('battle-row').count()).toBe(2);
  });

  it('sets up a battle by hand from two empires\' designs and resolves it with default tactics', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await page.getByRole('link', { name: 'Combat' }).click();
    await page.getByRole('button', { name: 'New battle' }).click();
    const dialog = page.getByRole('dialog', { name: 'New battle' });
    await dialog.getByLabel('Name').fill('Skirmish at Vega');
    await dialog.getByRole('checkbox', { name: 'Celestine Concord' }).check();
    await dialog.getByRole('checkbox', { name: 'The Ninefold Swarm' }).check();
    // Creating with no ships says what is missing.
    await dialog.getByRole('button', { name: 'Create battle' }).click();
    await expect.poll(() => dialog.innerText()).toContain('add at least one ship');
    await dialog.getByRole('button', { name: 'Add ship' }).click();
    await dialog.getByRole('button', { name: 'Add ship' }).click();
    const rows = dialog.locator('tbody tr');
    await rows.nth(0).getByRole('combobox', { name: 'Design' }).click();
    await page.getByRole('option', { name: 'Warden' }).click();
    await rows.nth(1).getByRole('combobox', { name: 'Empire' }).click();
    await page.getByRole('option', { name: 'The Ninefold Swarm' }).last().click();
    await rows.nth(1).getByRole('combobox', { name: 'Design' }).click();
    await page.getByRole('option', { name: 'Hive' }).click();
    await rows.nth(1).getByRole('textbox', { name: 'Set-up direction' }).fill('4');
    await rows.nth(1).getByRole('textbox', { name: 'Distance' }).fill('6');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-new.png') });
    await dialog.getByRole('button', { name: 'Create battle' }).click();
    await page.getByTestId('battle-page').waitFor();
    await expect.poll(() => page.getByTestId('ship-row').count()).toBe(2);
    await page.getByRole('button', { name: 'Resolve automatically' }).click();
    await expect.poll(() => page.getByTestId('battle-state').innerText()).toMatch(/RESOLVED|WAITING|STOPPED/);
    await waitSaved(page);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'combat-by-hand.png'), fullPage: true });
    await page.getByRole('button', { name: '← Battles' }).click();
    await expect.poll(() => page.getByTestId('battle-row').innerText()).toContain('Skirmish at Vega');
  });
});
