/**
 * Nothing typed is lost (issue 19, item 8): text typed and followed at once by a reload or by
 * the browser closing, before its delayed write (400 ms), is there when the game is opened again.
 */
import { describe, expect, it } from 'vitest';
import { createGame, freshAppForEachTest } from './harness';

const app = freshAppForEachTest();

describe('autosave when the window goes at once', () => {
  it('keeps text typed just before a reload', async () => {
    const { page } = app;
    await createGame(page, 'Reloaded', ['A', 'B']);
    const notes = page.getByLabel("GM's notes");
    await notes.click();
    await page.keyboard.type('Ion storm in sector 7');
    await page.reload();
    await expect.poll(() => page.getByLabel("GM's notes").inputValue()).toBe('Ion storm in sector 7');
    // Written to the database, not only shown: the library's copy of the game says so after the write.
    await page.locator('[data-testid="save-indicator"][data-state="saved"]').waitFor();
    await app.restart();
    await app.page.getByRole('link', { name: 'Reloaded' }).click();
    await expect.poll(() => app.page.getByLabel("GM's notes").inputValue()).toBe('Ion storm in sector 7');
  });

  it('keeps text typed just before the browser closes', async () => {
    const { page } = app;
    await createGame(page, 'Closed', ['A', 'B']);
    await page.getByLabel('Deadline for the next orders').click();
    await page.keyboard.type('Friday noon');
    await app.restart();
    await app.page.getByRole('link', { name: 'Closed' }).click();
    await expect.poll(() => app.page.getByLabel('Deadline for the next orders').inputValue()).toBe('Friday noon');
  });
});
