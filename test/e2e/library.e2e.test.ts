import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AppSession, createGame, freshAppForEachTest, gameMenu, goLibrary, libraryRows, waitSaved } from './harness';

const app = freshAppForEachTest();

/** Exports the open game through the dashboard's button and returns the file's text. */
async function exportOpenGame(session: AppSession): Promise<{ name: string; text: string }> {
  const download = session.page.waitForEvent('download');
  await session.page.getByRole('button', { name: 'Export archive…' }).click();
  const file = await download;
  const path = join(session.profileDir, file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** Imports a file through the library's "Import…" button. */
async function importFile(session: AppSession, path: string): Promise<void> {
  const chooser = session.page.waitForEvent('filechooser');
  await session.page.getByRole('button', { name: 'Import…' }).first().click();
  await (await chooser).setFiles(path);
}

function withoutExportTime(text: string): unknown {
  const { exportedAt: _exportedAt, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
}

describe('the game library', () => {
  it('starts empty, creates a game, and still has it after a reload', async () => {
    const { page } = app;
    await page.getByTestId('empty-library').waitFor();
    await createGame(page, 'Orion Reach', ['Hegemony', 'Free Worlds', 'Syndicate']);
    await expect.poll(() => page.getByTestId('empire-table').locator('tbody tr').count()).toBe(3);
    await waitSaved(page);
    await page.reload();
    await page.getByTestId('game-name').filter({ hasText: 'Orion Reach' }).waitFor();
    await goLibrary(page);
    expect(await libraryRows(page)).toEqual([['Orion Reach', 'NOVA', 'pregame', '3']]);
  });

  it('refuses a game without a name, and two empires of one name, in place', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New game' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByLabel('Empire 2 name').fill('Empire 1');
    await dialog.getByRole('button', { name: 'Create game' }).click();
    await dialog.getByText("The game's name must not be empty").waitFor();
    await dialog.getByText('Empire 2 has the same name as empire 1').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('empty-library').waitFor();
  });

  it('renames, duplicates and deletes a game after a confirmation', async () => {
    const { page } = app;
    await createGame(page, 'First Name', ['A', 'B']);
    await goLibrary(page);
    await gameMenu(page, 'First Name', 'Rename…');
    const rename = page.getByRole('dialog', { name: 'Rename "First Name"' });
    await rename.getByLabel('Name').fill('Second Name');
    await rename.getByLabel('Name').press('Enter');
    await expect.poll(() => page.getByTestId('game-row').innerText()).toMatch(/Second Name/);

    await gameMenu(page, 'Second Name', 'Duplicate');
    await expect.poll(() => page.getByTestId('game-row').count()).toBe(2);
    expect((await libraryRows(page)).map((row) => row[0]).sort()).toEqual(['Second Name', 'Second Name (copy)']);

    await gameMenu(page, 'Second Name (copy)', 'Delete…');
    await page.getByRole('button', { name: 'Keep it' }).click();
    await expect.poll(() => page.getByTestId('game-row').count()).toBe(2);
    await gameMenu(page, 'Second Name (copy)', 'Delete…');
    await page.getByTestId('confirm-delete').click();
    await expect.poll(() => page.getByTestId('game-row').count()).toBe(1);
    await page.reload();
    expect(await libraryRows(page)).toEqual([['Second Name', 'NOVA', 'pregame', '2']]);
  });

  it('opens the bundled sample game in one click', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').filter({ hasText: 'Sample: The Orion Reach' }).waitFor();
    await expect.poll(() => page.getByTestId('empire-table').locator('tbody tr').count()).toBe(6);
    await expect.poll(() => page.getByTestId('stat-star-systems').innerText()).toContain('40');
    await expect.poll(() => page.getByTestId('stat-warp-lines').innerText()).toContain('80');
    // A second click opens the same game, not a second copy.
    await goLibrary(page);
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').filter({ hasText: 'Sample: The Orion Reach' }).waitFor();
    await goLibrary(page);
    await expect.poll(() => page.getByTestId('game-row').count()).toBe(1);
  });

  it('exports a game, and the deleted game comes back identical from the file', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').filter({ hasText: 'Sample' }).waitFor();
    const first = await exportOpenGame(app);
    expect(first.name).toBe('Sample- The Orion Reach.warpdesk.json');
    const path = join(app.profileDir, 'round-trip.warpdesk.json');
    writeFileSync(path, first.text);

    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId('empty-library').waitFor();

    await importFile(app, path);
    await page.getByTestId('game-name').filter({ hasText: 'Sample: The Orion Reach' }).waitFor();
    const second = await exportOpenGame(app);
    expect(withoutExportTime(second.text)).toEqual(withoutExportTime(first.text));
  });

  it('refuses a damaged archive with a message that says where, and leaves the library as it was', async () => {
    const { page } = app;
    await createGame(page, 'Keep Me', ['A', 'B']);
    const good = await exportOpenGame(app);
    await goLibrary(page);
    const before = await libraryRows(page);

    const truncated = join(app.profileDir, 'truncated.warpdesk.json');
    writeFileSync(truncated, good.text.slice(0, Math.floor(good.text.length / 2)));
    await importFile(app, truncated);
    const error = page.getByTestId('import-error');
    await expect.poll(() => error.innerText()).toContain('truncated');
    await expect.poll(() => error.innerText()).toMatch(/line \d+, column \d+/);
    await expect.poll(() => error.innerText()).toContain('your library is unchanged');
    await page.keyboard.press('Escape');

    const wrongType = join(app.profileDir, 'wrong-type.warpdesk.json');
    const data = JSON.parse(good.text) as { empires: { position: unknown }[] };
    data.empires[1]!.position = 'second';
    writeFileSync(wrongType, JSON.stringify(data));
    await importFile(app, wrongType);
    await expect.poll(() => page.getByTestId('import-error').innerText()).toContain('empires[1].position');
    await page.keyboard.press('Escape');

    const foreign = join(app.profileDir, 'package.json');
    writeFileSync(foreign, JSON.stringify({ name: 'not-a-game', version: '1.0.0' }));
    await importFile(app, foreign);
    await expect.poll(() => page.getByTestId('import-error').innerText()).toContain('not a Warpdesk archive');
    await page.keyboard.press('Escape');

    await page.reload();
    expect(await libraryRows(page)).toEqual(before);
  });

  it('imports an archive dropped on the window', async () => {
    const { page } = app;
    await createGame(page, 'Dropped Game', ['A', 'B', 'C']);
    const file = await exportOpenGame(app);
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId('empty-library').waitFor();

    const transfer = await page.evaluateHandle(
      ({ name, text }) => {
        const data = new DataTransfer();
        data.items.add(new File([text], name, { type: 'application/json' }));
        return data;
      },
      { name: file.name, text: file.text },
    );
    await page.dispatchEvent('body', 'dragenter', { dataTransfer: transfer });
    await page.getByTestId('drop-overlay').waitFor();
    await page.dispatchEvent('body', 'drop', { dataTransfer: transfer });
    await page.getByTestId('game-name').filter({ hasText: 'Dropped Game' }).waitFor();
  });

  it('saves edits as they are made and finds everything after the browser restarts', async () => {
    const { page } = app;
    await createGame(page, 'Persistent', ['A', 'B']);
    await page.getByLabel('Deadline for the next orders').fill('Turn 1 orders due Friday');
    await page.getByLabel("GM's notes").fill('Remember the ion storm.');
    await page.getByLabel("GM's notes").blur();
    await waitSaved(page);
    await app.restart();
    expect(await libraryRows(app.page)).toEqual([['Persistent', 'NOVA', 'pregame', '2']]);
    await app.page.getByRole('link', { name: 'Persistent' }).click();
    await expect.poll(() => app.page.getByLabel('Deadline for the next orders').inputValue()).toBe('Turn 1 orders due Friday');
    await expect.poll(() => app.page.getByLabel("GM's notes").inputValue()).toBe('Remember the ion storm.');
  });

  it('opens every screen of a new game from its navigation, none of them failing', async () => {
    const { page } = app;
    await createGame(page, 'Screens', ['A']);
    const nav = page.getByRole('navigation', { name: 'Game screens' });
    const links = await nav.getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) {
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await page.waitForURL((url) => url.hash === href);
      await expect.poll(() => page.locator('main').innerText()).not.toBe('');
      expect(await page.getByText('Something went wrong in Warpdesk').count(), href).toBe(0);
    }
  });

  it('keeps a house rule in the game settings, shows it, and goes back to the default', async () => {
    const { page } = app;
    await createGame(page, 'House Rules', ['A', 'B']);
    await page.getByRole('link', { name: /^Settings/ }).click();
    const option = page.getByTestId('setting-zeroTpDesign');
    await option.locator('input').first().click();
    await page.getByRole('option', { name: 'forbidden' }).click();
    await option.getByText('house rule').waitFor();
    await waitSaved(page);
    await page.reload();
    await expect.poll(() => page.getByTestId('setting-zeroTpDesign').locator('input').first().inputValue()).toBe('forbidden');
    await page.getByTestId('setting-zeroTpDesign').getByRole('button', { name: 'Use the default' }).click();
    await expect.poll(() => page.getByTestId('setting-zeroTpDesign').locator('input').first().inputValue()).toBe('free');
    await expect.poll(() => page.getByTestId('setting-zeroTpDesign').getByText('house rule').count()).toBe(0);
  });
});
