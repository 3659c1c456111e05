/**
 * The Chromium half of the orders benchmark: a 200-line sheet shown in the order grid.
 * Uses a built renderer (--renderer DIR), the sample game, and Debian's Chromium headless.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { GameRecords } from '../../../shared/format/archive';
import { serveDirectory } from '../../../scripts/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test/chromium';
import { benchSheets } from './sheets';

const TURN = '5';

export async function chromiumGrid(renderer: string, records: GameRecords, runs: number): Promise<Record<string, unknown>> {
  const server = await serveDirectory(renderer);
  const profile = mkdtempSync(join(tmpdir(), 'warpdesk-bench-orders-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, viewport: { width: 1440, height: 900 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // tsx names the functions it compiles with a helper the page does not have.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.getByTestId('orders-turn').fill(TURN);
    const first = records.empires.slice().sort((a, b) => a.position - b.position)[0];
    const other = records.empires.find((e) => e.id !== first?.id);
    if (!first || !other) throw new Error('the sample needs two empires');
    const { text } = benchSheets({ ...records, empires: [first] }, 1, 200);
    await page.getByTestId('orders-paste').click();
    await page.getByTestId('import-text').fill(text.replace(/^EMPIRE.*\n/, ''));
    await page.getByTestId('import-confirm').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="order-row"]').length > 150);
    const rows = await page.getByTestId('order-row').count();

    const choose = async (name: string) => {
      await page.getByTestId('orders-empire').click();
      await page.getByRole('option', { name }).waitFor();
    };
    const show: number[] = [];
    for (let i = 0; i < runs; i++) {
      await choose(other.name);
      await page.getByRole('option', { name: other.name }).click();
      await page.getByTestId('orders-summary').filter({ hasText: /^0 rows/ }).waitFor();
      await choose(first.name);
      show.push(
        await page.evaluate(
          ({ name, rows }) =>
            new Promise<number>((resolve) => {
              const option = [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === name) as HTMLElement;
              const t0 = performance.now();
              option.click();
              const poll = () => {
                if (document.querySelectorAll('[data-testid="order-row"]').length === rows) requestAnimationFrame(() => resolve(performance.now() - t0));
                else requestAnimationFrame(poll);
              };
              requestAnimationFrame(poll);
            }),
          { name: first.name, rows },
        ),
      );
    }

    const edit: number[] = [];
    const generalCell = page.getByTestId('section-general').getByTestId('order-row').first().getByTestId('order-cell').first();
    for (let i = 0; i < runs; i++) {
      await generalCell.click();
      edit.push(
        await page.getByTestId('order-grid').evaluate(
          (grid, value) =>
            new Promise<number>((resolve, reject) => {
              const data = new DataTransfer();
              data.setData('text/plain', value);
              const t0 = performance.now();
              grid.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
              const poll = () => {
                if (grid.querySelector('[data-testid="section-general"] [data-testid="order-cell"]')?.textContent === value) requestAnimationFrame(() => resolve(performance.now() - t0));
                else if (performance.now() - t0 > 10_000) reject(new Error(`the edit never showed: ${grid.querySelector('[data-testid="section-general"] [data-testid="order-cell"]')?.textContent}`));
                else requestAnimationFrame(poll);
              };
              requestAnimationFrame(poll);
            }),
          `GO: edit ${i}`,
        ),
      );
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    return {
      rows,
      showSheetMedianMs: +median(show).toFixed(1),
      showSheetWorstMs: +Math.max(...show).toFixed(1),
      editToCheckedMedianMs: +median(edit).toFixed(1),
      editToCheckedWorstMs: +Math.max(...edit).toFixed(1),
    };
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
