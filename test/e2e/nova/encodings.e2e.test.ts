/**
 * Files saved in other encodings (issue 19, item 7): typed orders in UTF-16 (Excel's "Unicode
 * text") and Windows-1252 (Notepad's "ANSI") open through the Orders screen line for line as the
 * UTF-8 file, and an archive dropped on the window in Windows-1252 or opened in UTF-16 keeps its
 * accents; the GM is told how each file was read.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, goLibrary, waitSaved } from '../harness';

const app = freshAppForEachTest();
const FIXTURES = join(process.cwd(), 'test', 'fixtures', 'encodings');

/** Opens a typed-orders fixture through the Orders screen's file dialog and returns the dialog's preview text. */
async function openOrders(page: Page, file: string): Promise<string> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('orders-open-file').click();
  await (await chooser).setFiles(join(FIXTURES, file));
  const preview = page.getByTestId('import-preview');
  await preview.waitFor();
  return preview.innerText();
}

/** The Star Sectors sample archive under another id, its game renamed with accents (every character below U+0100). */
function archiveText(id: string, name: string): string {
  const json = JSON.parse(readFileSync('resources/samples/star-sectors-sample.warpdesk.json', 'utf8')) as { game: { id: string; name: string } };
  json.game = { ...json.game, id, name };
  return JSON.stringify(json);
}

describe('files saved in other encodings', () => {
  it('opens typed orders saved as UTF-16 or Windows-1252 line for line as the UTF-8 file, and says how it read them', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.getByTestId('order-grid').waitFor();

    const reference = await openOrders(page, 'orders.utf-8.txt');
    await expect.poll(() => page.getByTestId('import-decoding').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('import-preview').waitFor({ state: 'detached' });

    expect(await openOrders(page, 'orders.utf-16le-bom.txt')).toBe(reference);
    await expect.poll(() => page.getByTestId('import-decoding').innerText()).toContain('orders.utf-16le-bom.txt: read as UTF-16 (little-endian), from its byte-order mark.');
    await page.keyboard.press('Escape');
    await page.getByTestId('import-preview').waitFor({ state: 'detached' });

    expect(await openOrders(page, 'orders.windows-1252.txt')).toBe(reference);
    await expect.poll(() => page.getByTestId('import-decoding').innerText()).toContain('read as Windows-1252 (Latin-1); 5 characters were not UTF-8');
    // The sample may hold Celestine Concord's sheet already: the GM replaces it.
    await page.getByTestId('import-replace').or(page.getByTestId('import-confirm')).click();
    await waitSaved(page);
    await page.getByTestId('orders-empire').click();
    await page.getByRole('option', { name: 'Celestine Concord' }).click();
    await expect.poll(async () => (await page.getByTestId('order-grid').innerText()).includes('NOTES : Rendez-vous à KESTREL — 5 € de plus')).toBe(true);
    expect(await page.getByTestId('order-grid').innerText()).toContain('Dépêche de la Concorde');
  });

  it('imports an archive dropped in Windows-1252 and one opened in UTF-16, accents kept, and says how it read each', async () => {
    const { page } = app;
    await page.getByTestId('empty-library').waitFor();
    const latin1 = archiveText('latin-1-game', 'Échos de Véga');
    // É, é and the sample's own × signs: one byte each, none of them UTF-8.
    const notUtf8 = [...latin1].filter((c) => c.charCodeAt(0) > 0x7f).length;
    const transfer = await page.evaluateHandle((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'echos.warpdesk.json', { type: 'application/json' }));
      return data;
    }, [...Buffer.from(latin1, 'latin1')]);
    await page.dispatchEvent('body', 'dragenter', { dataTransfer: transfer });
    await page.getByTestId('drop-overlay').waitFor();
    await page.dispatchEvent('body', 'drop', { dataTransfer: transfer });
    await page.getByTestId('game-name').filter({ hasText: 'Échos de Véga' }).waitFor();
    await page.getByText(`echos.warpdesk.json: read as Windows-1252 (Latin-1); ${notUtf8} characters were not UTF-8.`).waitFor();

    // The same archive in UTF-16 with its mark, through the library's Import… dialog.
    const path = join(app.profileDir, 'odland.warpdesk.json');
    writeFileSync(path, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(archiveText('utf-16-game', 'Ödland'), 'utf16le')]));
    await goLibrary(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import…' }).first().click();
    await (await chooser).setFiles(path);
    await page.getByText('odland.warpdesk.json: read as UTF-16 (little-endian), from its byte-order mark.').waitFor();
    await page.getByTestId('game-name').filter({ hasText: 'Ödland' }).waitFor();
  });
});
