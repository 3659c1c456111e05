/**
 * Nothing typed on a design sheet is lost (issue 19, item 8): a class name or notes typed and
 * followed at once by a reload, or by the browser closing, before the sheet's delayed write
 * (400 ms), are there when the design is opened again. The sheet keeps its draft in the same
 * edit journal as the autosaved text fields.
 */
import { describe, expect, it } from 'vitest';
import { type AppSession, freshAppForEachTest } from '../harness';

const app = freshAppForEachTest();

/** Opens the sample game's Vorn designs (from the library) and the design listed as `listed`. */
async function openDesign(session: AppSession, listed: string): Promise<void> {
  const { page } = session;
  await page.getByRole('link', { name: /Sample/ }).first().click();
  await page.getByTestId('game-name').waitFor();
  await page.getByRole('link', { name: 'Empires' }).click();
  await page.getByRole('link', { name: 'Hegemony of Vorn' }).click();
  await page.getByRole('tab', { name: /Designs/ }).click();
  await page.getByTestId('design-list-item').filter({ hasText: listed }).click();
  await page.getByTestId('design-sheet').waitFor();
}

/** A new ship design in the sample game's Vorn empire, its sheet open; returns its class name. */
async function newDesign(session: AppSession): Promise<string> {
  const { page } = session;
  await page.getByRole('button', { name: 'Open sample game' }).first().click();
  await page.getByTestId('game-name').waitFor();
  await page.getByRole('link', { name: 'Empires' }).click();
  await page.getByRole('link', { name: 'Hegemony of Vorn' }).click();
  await page.getByRole('tab', { name: /Designs/ }).click();
  await page.getByTestId('new-ship-design').click();
  await expect.poll(() => page.getByTestId('design-name').inputValue()).toMatch(/^New class \d+$/);
  await page.locator('[data-testid="save-indicator"][data-state="saved"]').waitFor();
  return page.getByTestId('design-name').inputValue();
}

describe('the design sheet when the window goes at once', () => {
  it('keeps notes typed just before a reload, and writes them to the database', async () => {
    const name = await newDesign(app);
    const { page } = app;
    await page.getByTestId('design-notes').click();
    await page.keyboard.type('Escort for the Hornets');
    await page.reload();
    // The hash route brings the same design back.
    await expect.poll(() => page.getByTestId('design-notes').inputValue()).toBe('Escort for the Hornets');
    await page.locator('[data-testid="save-indicator"][data-state="saved"]').waitFor();
    // Stored, not only shown: a fresh browser profile session reads it from the database.
    await app.restart();
    await openDesign(app, name);
    await expect.poll(() => app.page.getByTestId('design-notes').inputValue()).toBe('Escort for the Hornets');
  });

  it('keeps a class name typed just before the browser closes', async () => {
    const name = await newDesign(app);
    const { page } = app;
    await page.getByTestId('design-name').fill('');
    await page.getByTestId('design-name').click();
    await page.keyboard.type('Wasp');
    await app.restart();
    // The journal is written when the design's sheet is shown again: it opens as "Wasp", and the list follows.
    await openDesign(app, name);
    await expect.poll(() => app.page.getByTestId('design-name').inputValue()).toBe('Wasp');
    await expect.poll(() => app.page.getByTestId('design-list-item').allInnerTexts()).toContainEqual(expect.stringContaining('Wasp'));
    await app.page.locator('[data-testid="save-indicator"][data-state="saved"]').waitFor();
  });
});
