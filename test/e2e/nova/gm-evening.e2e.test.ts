/**
 * The GM's evening (issue 17): every player's typed sheet of the sample's turn 1 comes in as
 * players write them — prices as `Corsair 2 @ 70`, `x1 @ $30`, `5 each | 10 total`, a
 * `Total Cost :` line, a note to the GM, an invented general order, a purchase of a unit
 * that does not exist — over the sheets already stored (replace). The commit stops on the
 * list of rows still in error; the GM fixes the flagged rows from the keyboard; the commit
 * goes through; every purchase is carried out (nothing UNREAD), and the new ships are in the
 * packet's order sheet for turn 2.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();
/** Where the screenshots of the dialogs are kept for a person to look at. */
const OUT = process.env.WARPDESK_EVENING_E2E_OUT ?? join(tmpdir(), 'warpdesk-gm-evening-e2e');
const shot = (page: Page, name: string) => page.screenshot({ path: join(OUT, `${name}.png`) });

/** Purchase lines of the messy sheets, as written. */
const purchases: string[] = [];

/** The sample's typed orders of turn 1, written as players write them (the figures unchanged). */
function messySheets(): string {
  const src = readFileSync(join(process.cwd(), 'resources/samples/nova-sample-orders-turn-1.txt'), 'utf8').split('\n');
  const out: string[] = [];
  let empire = -1;
  let inPurchases = false;
  let total = 0;
  let shape = 0;
  for (const line of src) {
    if (line.startsWith('EMPIRE :')) empire++;
    if (line.startsWith('EXPENDITURES')) {
      inPurchases = true;
      total = 0;
      out.push(line);
      continue;
    }
    if (inPurchases && (line.trim() === '' || line.startsWith('COMMISSIONS'))) {
      if (empire === 1) out.push('Death Star | -3');
      out.push(`Total Cost : ${total}`);
      inPurchases = false;
    }
    if (inPurchases) {
      const [name, n, p, c] = line.split('|').map((s) => s.trim()) as [string, string, string, string];
      total += Number(c);
      // A line whose cost is not # × @ stays in columns: its shape must say which figure is which.
      const shapes = [`${name} ${n} @ ${p}`, `${name} | ${n} | @ ${p} | = ${c}`, `${name} x${n} @ $${p}`, `${name} | ${n} | ${p} each | ${c} total`];
      const written = Number(c) === Number(n) * Number(p) ? (shapes[shape++ % shapes.length] as string) : line;
      purchases.push(written);
      out.push(written);
      continue;
    }
    out.push(line);
    if (line.startsWith('GENERAL') && empire === 0) out.push('please send my sitrep early, thanks', 'XYZZY blah 42 ##');
  }
  return out.join('\n');
}

async function openEmpire(page: Page, name: string): Promise<void> {
  await page.getByTestId('orders-empire').click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect.poll(() => page.getByTestId('orders-empire').inputValue()).toBe(name);
}

const row = (page: Page, text: string) => page.getByTestId('order-row').filter({ hasText: text });

/** Opens the commit dialog from the Turn screen after a dry run, and returns the texts of the rows it lists. */
async function commitDialogRows(page: Page): Promise<string[]> {
  await page.getByRole('link', { name: /^Turn/ }).first().click();
  await page.getByTestId('turn-title').filter({ hasText: 'Turn 1' }).waitFor();
  await page.keyboard.press('Control+Enter');
  await page.getByTestId('run-steps').waitFor();
  for (let i = 0; (await page.getByTestId('pending-battle').count()) > 0; i++) {
    if (i > 10) throw new Error('battles keep coming');
    await page.getByTestId('pending-battle').first().getByRole('button', { name: 'Enter outcome…' }).click();
    const form = page.getByTestId('battle-outcome-form');
    await form.getByLabel('Note').fill('Fought on the table');
    await form.getByRole('button', { name: 'Save outcome' }).click();
    await form.waitFor({ state: 'detached' });
    await waitSaved(page);
  }
  await expect.poll(() => page.getByTestId('commit-turn').isEnabled()).toBe(true);
  await page.getByTestId('commit-turn').click();
  await page.getByTestId('commit-dialog').waitFor();
  return page.getByTestId('commit-review-row').allInnerTexts();
}

describe("the GM's evening", () => {
  it('imports every messy typed sheet, is stopped by the rows in error, fixes them by keyboard, commits, and finds every purchase carried out', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1500, height: 950 });
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.getByTestId('order-grid').waitFor();

    // The six sheets come in over the ones already stored: the dialog asks, the GM replaces.
    const file = join(app.profileDir, 'turn-1-messy.txt');
    writeFileSync(file, messySheets());
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('orders-open-file').click();
    await (await chooser).setFiles(file);
    await page.getByTestId('import-preview').waitFor();
    await expect.poll(() => page.getByTestId('import-unreadable').count()).toBe(6);
    mkdirSync(OUT, { recursive: true });
    await shot(page, 'import-dialog');
    await page.getByTestId('import-replace').click();
    await waitSaved(page);

    // Every price shape was read: the only purchase flagged is the Death Star; the note is kept; the invented order is red.
    await openEmpire(page, 'Celestine Concord');
    await expect.poll(() => row(page, 'Regular Army').getAttribute('data-error')).not.toBe('true');
    await expect.poll(() => row(page, 'XYZZY').getAttribute('data-error')).toBe('true');
    await expect.poll(() => row(page, 'please send my sitrep early').count()).toBe(1);
    await openEmpire(page, 'Free Traders of Kessa');
    await expect.poll(() => row(page, 'Death Star').getAttribute('data-error')).toBe('true');
    await expect.poll(() => row(page, 'Corsair').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="order-row"][data-error="true"]').filter({ hasText: 'Corsair' }).count()).toBe(0);

    // The commit stops on the list of rows still in error, each with what the turn does with it.
    const listed = await commitDialogRows(page);
    expect(listed.join('\n')).toContain('XYZZY');
    expect(listed.join('\n')).toContain('Death Star');
    expect(listed.join('\n')).toContain('HAMMR 2');
    await expect.poll(() => page.getByTestId('commit-confirm').isEnabled()).toBe(false);
    await expect.poll(async () => (await page.getByTestId('commit-review-note').allInnerTexts()).join('\n')).toContain('please send my sitrep early');
    await page.getByTestId('commit-cancel').click();
    await page.getByTestId('commit-dialog').waitFor({ state: 'detached' });

    // Fix the flagged rows from the keyboard: delete the two that are not orders, correct the ship's name.
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.getByTestId('order-grid').waitFor();
    await openEmpire(page, 'Celestine Concord');
    await row(page, 'XYZZY').getByTestId('order-cell').first().click();
    await page.keyboard.press('Control+Delete');
    await expect.poll(() => row(page, 'XYZZY').count()).toBe(0);
    await waitSaved(page);
    await openEmpire(page, 'Free Traders of Kessa');
    await row(page, 'Death Star').getByTestId('order-cell').first().click();
    await page.keyboard.press('Control+Delete');
    await expect.poll(() => row(page, 'Death Star').count()).toBe(0);
    await waitSaved(page);
    await openEmpire(page, 'Hegemony of Vorn');
    await row(page, 'HAMMR 2').getByTestId('order-cell').nth(1).click();
    await page.keyboard.type('HAMMER 2');
    await page.keyboard.press('Enter');
    await expect.poll(() => row(page, 'HAMMR 2').count()).toBe(0);
    await waitSaved(page);

    // From the command palette this time: its action says its shortcut, runs the turn and opens the commit.
    await page.getByRole('link', { name: /^Turn/ }).first().click();
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 1' }).waitFor();
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Type a command or a game…').fill('Commit the turn');
    const action = page.locator('.mantine-Spotlight-action').filter({ hasText: 'Commit the turn' });
    await expect.poll(() => action.innerText()).toContain('Alt+C');
    await action.click();
    await page.getByTestId('commit-dialog').waitFor();
    await shot(page, 'commit-dialog');
    // The commit lists what is left (the sample's own mistakes), not the fixed rows; the GM accepts them explicitly.
    const left = (await page.getByTestId('commit-review-row').allInnerTexts()).join('\n');
    expect(left).toContain('Sunray 7');
    expect(left).not.toContain('XYZZY');
    expect(left).not.toContain('Death Star');
    expect(left).not.toContain('HAMMR 2');
    await page.getByTestId('commit-accept-errors').check();
    await page.getByTestId('commit-confirm').click();
    await page.getByTestId('turn-title').filter({ hasText: 'Turn 2' }).waitFor();
    await waitSaved(page);

    // Every purchase carried out: no packet says a line was unread, and the Free Traders' two new Corsairs are in their order sheet for turn 2.
    await page.getByRole('link', { name: /^Reports/ }).first().click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    const frameText = () => page.frameLocator('[data-testid="packet-frame"]').locator('body').innerText();
    for (const empire of ['Celestine Concord', 'Free Traders of Kessa', 'The Ninefold Swarm', 'Umbral Dominion', 'Hegemony of Vorn', 'Solar Ascendancy of Ys']) {
      await page.getByTestId('report-empire').click();
      await page.getByRole('option', { name: empire, exact: true }).click();
      await expect.poll(frameText).toContain(empire);
      const text = await frameText();
      // A line the turn did not read is one the GM saw listed and accepted at the commit (the sample's own mistakes), never a purchase.
      for (const line of text.split('\n').filter((l) => /UNREAD/.test(l))) {
        const what = /UNREAD: (.*?) \(the line could not be read/.exec(line)?.[1] ?? line;
        expect(left, `${empire}: ${what}`).toContain(what);
        expect(purchases, `${empire}: ${what}`).not.toContain(what);
      }
      if (empire === 'Free Traders of Kessa') {
        expect(text).toContain('Corsair 3');
        expect(text).toContain('Corsair 4');
      }
    }
  });
});
