// NOVA: 6.4 EMPIRE COMMUNICATIONS: "Normal contact allows players to send messages to each other via the GM ...
// Messages will only be passed out with sitreps."
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';
import { confirmCommit } from './harness';

const app = freshAppForEachTest();
/** Where the screenshots are kept for a person to look at. */
const OUT = process.env.WARPDESK_MESSAGES_E2E_OUT ?? join(tmpdir(), 'warpdesk-messages-e2e');

/** The Orion Reach with Celestine Concord and the Solar Ascendancy of Ys in Normal contact, each "Empire A" to the other (as after the sample's turn 2). */
function sampleInContact(path: string): void {
  const archive = JSON.parse(readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8')) as { empires: { id: string; contacts?: unknown }[] };
  for (const e of archive.empires) {
    if (e.id === 'concord') e.contacts = [{ empireId: 'ys', level: 'normal', alias: 'Empire A', since: 1 }];
    if (e.id === 'ys') e.contacts = [{ empireId: 'concord', level: 'normal', alias: 'Empire A', since: 1 }];
  }
  writeFileSync(path, JSON.stringify(archive));
}

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const frameText = (page: Page) => page.frameLocator('[data-testid="packet-frame"]').locator('body').innerText();

describe('messages between players', () => {
  it('the GM logs a message, commits the turn, and the recipient’s packet and the envelope checklist say what to enclose', async () => {
    const { page } = app;
    mkdirSync(OUT, { recursive: true });
    await page.setViewportSize({ width: 1500, height: 1000 });
    const path = join(app.profileDir, 'orion-in-contact.warpdesk.json');
    sampleInContact(path);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import…' }).first().click();
    await (await chooser).setFiles(path);
    await page.getByTestId('game-name').filter({ hasText: 'Sample: The Orion Reach' }).waitFor();

    // Orders screen: Concord handed in two sheets for Ys.
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.getByTestId('order-grid').waitFor();
    await choose(page, 'orders-empire', 'Celestine Concord');
    const entry = page.getByTestId('message-entry');
    await entry.getByLabel('To').click();
    await page.getByRole('option', { name: "Solar Ascendancy of Ys (Celestine Concord's Empire A)" }).click();
    await entry.getByLabel('Sheets').fill('2');
    await entry.getByRole('button', { name: 'Log message' }).click();
    await waitSaved(page);
    // The sample's own letter (Kessa to Ys, m1) is held: they have not met. Concord's is m2, and passes.
    await expect.poll(() => page.getByTestId('message-row').count()).toBe(2);
    await expect.poll(() => page.getByTestId('message-verdict').nth(0).innerText()).toMatch(/^not passed$/i);
    await expect.poll(() => page.getByTestId('message-verdict').nth(1).innerText()).toMatch(/^passed$/i);
    await page.getByTestId('message-log').screenshot({ path: join(OUT, 'messages-orders.png') });

    // Turn screen: run, the sample's one battle entered, commit.
    await page.getByRole('link', { name: /^Turn/ }).first().click();
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 1' }).waitFor();
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('run-steps').waitFor();
    for (let entered = 0; (await page.getByTestId('pending-battle').count()) > 0; entered++) {
      if (entered > 10) throw new Error('battles keep coming');
      await page.getByTestId('pending-battle').first().getByRole('button', { name: 'Enter outcome…' }).click();
      const form = page.getByTestId('battle-outcome-form');
      await form.getByLabel('Note').fill('Fought on the table: both sides withdrew');
      await form.getByRole('button', { name: 'Save outcome' }).click();
      await form.waitFor({ state: 'detached' });
      await waitSaved(page);
    }
    await expect.poll(() => page.getByTestId('commit-turn').isEnabled()).toBe(true);
    await page.getByTestId('commit-turn').click();
    await confirmCommit(page, 1);
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 2' }).waitFor();
    await waitSaved(page);

    // Reports: Ys's packet encloses the message, from Ys's own letter for Concord; the GM's checklist says which envelope.
    await page.getByRole('link', { name: /^Reports/ }).first().click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await expect.poll(() => page.getByTestId('report-turn').inputValue()).toBe('Turn 1');
    await choose(page, 'report-empire', 'Solar Ascendancy of Ys');
    await expect.poll(() => frameText(page)).toContain('Enclosed');
    expect(await frameText(page)).toMatch(/Enclosed\s+1 message \(from Empire A, 2 sheets\)/);
    expect(await frameText(page)).not.toContain('Celestine Concord');
    await expect.poll(() => page.getByTestId('leak-report').getAttribute('data-state')).toBe('clean');
    const envelope = page.getByTestId('message-envelope');
    await expect.poll(() => envelope.innerText()).toContain('Envelope of Solar Ascendancy of Ys (Eun-ji Park)');
    expect(await envelope.innerText()).toContain('m2: from Celestine Concord, 2 sheets');
    await expect.poll(() => page.getByTestId('message-not-sent').innerText()).toContain('m1: from Free Traders of Kessa to Solar Ascendancy of Ys, 1 sheet');
    await page.screenshot({ path: join(OUT, 'messages-reports.png') });

    // Export all: Ys's file says the same.
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByRole('button', { name: 'Export all packets…' }).click();
    await page.getByTestId('export-clean').waitFor();
    await page.getByRole('button', { name: 'Download 6 HTML files' }).click();
    await expect.poll(() => downloads.length).toBe(6);
    const ys = downloads.find((d) => d.suggestedFilename().endsWith('solar-ascendancy-of-ys.html'));
    const html = readFileSync((await ys?.path()) ?? '', 'utf8');
    expect(html).toMatch(/<dt>Enclosed<\/dt><dd>1 message \(from <[^>]+>Empire A<\/[a-z]+>, 2 sheets\)<\/dd>/);
  });
});
