/**
 * End-to-end harness: the built renderer served on 127.0.0.1, driven by playwright-core
 * in Debian's Chromium with a fresh profile per test (a persistent one, so a test can
 * close the browser and open it again on the same profile).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { serveDirectory, type RunningServer } from '../../scripts/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/** The built renderer; WARPDESK_RENDERER_DIR points elsewhere (a build of one's own while others build too). */
export const RENDERER_DIR = process.env.WARPDESK_RENDERER_DIR ?? join(process.cwd(), 'dist', 'renderer');

export interface AppSession {
  page: Page;
  context: BrowserContext;
  profileDir: string;
  url: string;
  /** Closes the browser and opens it again on the same profile. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

let server: RunningServer | null = null;

/** Starts the static server once per test file. */
export async function startServer(): Promise<string> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error('dist/renderer/index.html is missing: run `npm run build` before the end-to-end tests (npm test does).');
  }
  server ??= await serveDirectory(RENDERER_DIR);
  return server.url;
}

export async function stopServer(): Promise<void> {
  await server?.close();
  server = null;
}

async function launch(profileDir: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    acceptDownloads: true,
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

/** Opens Warpdesk in a fresh profile and waits for the library. */
export async function openApp(): Promise<AppSession> {
  const url = await startServer();
  const profileDir = mkdtempSync(join(tmpdir(), 'warpdesk-e2e-'));
  let { context, page } = await launch(profileDir);
  await page.goto(url);
  await page.getByRole('heading', { name: 'Your games' }).waitFor();
  const session: AppSession = {
    get page() {
      return page;
    },
    get context() {
      return context;
    },
    profileDir,
    url,
    async restart() {
      await context.close();
      ({ context, page } = await launch(profileDir));
      await page.goto(url);
      await page.getByRole('heading', { name: 'Your games' }).waitFor();
    },
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
  return session;
}

/**
 * Registers the hooks of a test file whose every test starts in a fresh profile: Warpdesk
 * opened before each test, closed after it, the server stopped after the file. The
 * returned session always stands for the current test's.
 */
export function freshAppForEachTest(): AppSession {
  let current: AppSession | null = null;
  beforeEach(async () => {
    current = await openApp();
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  afterAll(stopServer);
  const live = (): AppSession => {
    if (!current) throw new Error('The app is open only inside a test');
    return current;
  };
  return {
    get page() {
      return live().page;
    },
    get context() {
      return live().context;
    },
    get profileDir() {
      return live().profileDir;
    },
    get url() {
      return live().url;
    },
    restart: () => live().restart(),
    close: () => live().close(),
  };
}

/** Creates a game through the "New game" dialog and waits for its dashboard. */
export async function createGame(page: Page, name: string, empireNames: string[]): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel('Number of empires').fill(String(empireNames.length));
  for (const [index, empire] of empireNames.entries()) {
    await dialog.getByLabel(`Empire ${index + 1} name`).fill(empire);
  }
  await dialog.getByRole('button', { name: 'Create game' }).click();
  await page.getByTestId('game-name').filter({ hasText: name }).waitFor();
}

/** Rows of the library table as the GM reads them: name, ruleset, turn, empires. */
export async function libraryRows(page: Page): Promise<string[][]> {
  // The library reads the database after the first paint: wait for the table or the empty state.
  await page.locator('[data-testid="game-table"], [data-testid="empty-library"]').first().waitFor();
  const rows = page.getByTestId('game-row');
  const count = await rows.count();
  const out: string[][] = [];
  for (let i = 0; i < count; i++) {
    const cells = await rows.nth(i).locator('td').allInnerTexts();
    out.push(cells.slice(0, 4).map((c) => c.replace(/\s*sample$/i, '').trim()));
  }
  return out;
}

export async function goLibrary(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Warpdesk' }).click();
  await page.getByRole('heading', { name: 'Your games' }).waitFor();
}

/** Waits for the save indicator to say "Saved". */
export async function waitSaved(page: Page): Promise<void> {
  await page.locator('[data-testid="save-indicator"][data-state="saved"]').waitFor();
}

/** Opens a game's "⋯" menu in the library and picks an item. */
export async function gameMenu(page: Page, gameName: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `More actions for ${gameName}` }).click();
  // The menu of this game's button (another game's menu may still be closing).
  await page.getByRole('menu', { name: `More actions for ${gameName}`, exact: true }).getByRole('menuitem', { name: item }).click();
}
