/**
 * The machine side of commands that print (`warpdesk packets`): PDF printing in Chromium through playwright-core
 * (loaded only when PDF is asked for, and not bundled into the CLI), folders and binary files.
 * Chromium is found at $CHROMIUM_PATH or the usual places; headless, as root, no network
 * chatter (the options test/chromium.ts uses).
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import type { CliIo, PdfPrinter } from '../shared/cli/io';
import type { Paper } from '../shared/print/paper';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to print with, or null. */
export async function findChromium(env: Record<string, string | undefined> = process.env): Promise<string | null> {
  const wanted = env.CHROMIUM_PATH;
  if (wanted) return (await exists(wanted)) ? wanted : null;
  for (const c of CANDIDATES) if (await exists(c)) return c;
  return null;
}

/** A printer over one Chromium kept open for all the packets, or why there is none. */
export async function chromiumPrinter(): Promise<PdfPrinter | string> {
  const executablePath = await findChromium();
  if (!executablePath) return `no Chromium found (looked at ${process.env.CHROMIUM_PATH ?? CANDIDATES.join(', ')}; set CHROMIUM_PATH to its path)`;
  // A name in a variable: the bundler leaves it to be loaded from node_modules at run time.
  const moduleName = 'playwright-core';
  let playwright: { chromium: { launch(options: object): Promise<Browser> } };
  try {
    playwright = (await import(moduleName)) as typeof playwright;
  } catch {
    return 'the playwright-core package is not installed beside warpdesk (npm install playwright-core)';
  }
  let browser: Browser;
  try {
    browser = await playwright.chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  } catch (error) {
    return `Chromium at ${executablePath} did not start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
  return {
    async print(html: string, paper: Paper): Promise<Uint8Array> {
      const page = await browser.newPage();
      try {
        await page.setContent(html, { waitUntil: 'load' });
        await page.emulateMedia({ media: 'print' });
        return await page.pdf({ format: paper === 'letter' ? 'Letter' : 'A4', printBackground: true, preferCSSPageSize: true });
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}

/** What commands need of the machine beyond reading and writing text files: folders, binary files, a PDF printer. */
export const NODE_MACHINE: Required<Pick<CliIo, 'pdfPrinter' | 'mkdir' | 'writeBytes' | 'exists'>> = {
  pdfPrinter: chromiumPrinter,
  mkdir: async (dir) => {
    await mkdir(dir, { recursive: true });
  },
  writeBytes: (path, bytes) => writeFile(path, bytes),
  exists: (path) => access(path).then(
    () => true,
    () => false,
  ),
};
