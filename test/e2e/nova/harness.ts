/** NOVA's steps of the end-to-end tests: commit a turn, import the sample's typed orders (the shared ones are in ../harness.ts). */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitSaved } from '../harness';

/**
 * Confirms the commit dialog that the Commit button opened: when rows are still in error it
 * lists them and the Commit button waits for the GM's explicit choice, which this makes.
 */
export async function confirmCommit(page: Page, turn: number): Promise<void> {
  const dialog = page.getByTestId('commit-dialog');
  await dialog.waitFor();
  if (await dialog.getByTestId('commit-accept-errors').isVisible()) await dialog.getByTestId('commit-accept-errors').check();
  await dialog.getByRole('button', { name: `Commit turn ${turn}` }).click();
}

/** Commits the open turn from the Turn screen (its confirmation dialog) and waits for the next turn. */
export async function commitTurn(page: Page, turn: number): Promise<void> {
  await page.getByTestId('commit-turn').click();
  await confirmCommit(page, turn);
  await page.getByTestId('turn-title').filter({ hasText: `Turn ${turn + 1}` }).waitFor();
  await waitSaved(page);
}

/** Imports the sample's typed orders of `turn` (resources/samples/nova-sample-orders-turn-N.txt) in the Orders screen. */
export async function importTurnOrders(page: Page, turn: number, onPreview?: () => Promise<void>): Promise<void> {
  await page.getByRole('link', { name: 'Orders' }).first().click();
  await page.getByTestId('order-grid').waitFor();
  await expect.poll(() => page.getByTestId('orders-turn').inputValue()).toBe(String(turn));
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('orders-open-file').click();
  await (await chooser).setFiles(join(process.cwd(), `resources/samples/nova-sample-orders-turn-${turn}.txt`));
  await page.getByTestId('import-preview').waitFor();
  await onPreview?.();
  await page.getByTestId('import-confirm').click();
  await waitSaved(page);
}
