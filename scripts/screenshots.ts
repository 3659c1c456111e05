/**
 * Takes the README's screenshots from the built renderer (run `npm run build` first):
 * `npx tsx scripts/screenshots.ts [outDir]`. Uses a fresh Chromium profile, opens the sample.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium';
import { serveDirectory } from './serve';

const outDir = process.argv[2] ?? 'docs/images';
const server = await serveDirectory(process.env.WARPDESK_RENDERER_DIR ?? 'dist/renderer');
const profile = mkdtempSync(join(tmpdir(), 'warpdesk-shots-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 760 }, colorScheme: 'light' });
const page = context.pages()[0] ?? (await context.newPage());
try {
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Your games' }).waitFor();
  await page.screenshot({ path: join(outDir, 'library-empty.png') });
  await page.getByRole('button', { name: 'Open sample game' }).first().click();
  await page.getByTestId('game-name').waitFor();
  // The "Game imported" notification would cover part of every picture.
  await page.evaluate(() => document.querySelectorAll('.mantine-Notifications-root').forEach((node) => node.remove()));
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(outDir, 'dashboard.png') });
  await page.getByRole('link', { name: /^Map/ }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(outDir, 'map.png') });
  await page.getByRole('link', { name: /^Dashboard/ }).click();
  await page.getByRole('link', { name: 'Warpdesk' }).click();
  await page.getByTestId('game-table').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(outDir, 'library.png') });
  console.log(`screenshots written to ${outDir}`);
} finally {
  await context.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}
