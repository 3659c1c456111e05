/**
 * The odds preview as the GM runs it: 500 simulated runs of a 10-against-10 battle in the
 * Combat screen's Web Worker, in Debian's Chromium, and how smooth the page stays meanwhile.
 *
 *   npx tsx bench/nova/combat/odds-worker.ts [--renderer DIR] [--repeats 3]
 *
 * Builds the renderer into a temporary folder (or uses --renderer DIR), opens the sample game,
 * imports the 10 vs 10 battle of fixtures/fleets.ts (the engine bench's), and per repeat presses
 * "Preview the odds" with 500 runs: the figure is the time the worker reports (first message to
 * the last), the wall time from the click to the figures on screen, and the longest gap between
 * two animation frames of the page while the worker runs (the screen must not freeze).
 * Target (issue 7): 500 runs under 3 s, off the main thread.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { fleetBattle } from '../../../shared/rulesets/nova/combat/fixtures/fleets';
import { serveDirectory } from '../../../scripts/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test/chromium';

const ROOT = join(import.meta.dirname, '..', '..');
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const repeats = Number(arg('--repeats') ?? 3);
const work = mkdtempSync(join(tmpdir(), 'warpdesk-odds-bench-'));
let rendererDir = arg('--renderer');
if (!rendererDir) {
  rendererDir = join(work, 'renderer');
  process.stdout.write('building the renderer…\n');
  execFileSync('npx', ['vite', 'build', '--outDir', rendererDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
}
const battleFile = join(work, 'ten-vs-ten.json');
writeFileSync(battleFile, JSON.stringify({ ...fleetBattle(10, 0, 20), name: 'Bench: 10 vs 10' }));

const app = await serveDirectory(rendererDir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(app.url);
  await page.getByRole('button', { name: 'Open sample game' }).first().click();
  await page.getByTestId('game-name').waitFor();
  await page.getByRole('link', { name: 'Combat' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import battle file…' }).click();
  await (await chooser).setFiles(battleFile);
  await page.getByTestId('battle-page').waitFor();
  await page.getByRole('tab', { name: 'Odds preview' }).click();
  await page.getByTestId('odds-runs').fill('500');
  const rows: string[] = [];
  for (let i = 0; i <= repeats; i++) {
    // Longest gap between two frames of the page while the worker runs.
    // (A string, not a function: tsx would wrap a function with helpers the page does not have.)
    await page.evaluate(`(() => {
      window.__gap = 0;
      window.__last = performance.now();
      window.__on = true;
      const tick = (t) => {
        window.__gap = Math.max(window.__gap, t - window.__last);
        window.__last = t;
        if (window.__on) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    const t0 = Date.now();
    await page.getByTestId('odds-start').click();
    await page.getByTestId('odds-result').waitFor({ timeout: 120_000 });
    const wall = Date.now() - t0;
    const gap = Number(await page.evaluate('(() => { window.__on = false; return Math.round(window.__gap); })()'));
    const text = await page.getByTestId('odds-result').innerText();
    const worker = /(\d+) runs in (\d+) ms/.exec(text);
    const failed = /(\d+) could not be resolved/.exec(text)?.[1] ?? '0';
    const line = `${i === 0 ? 'warm-up ' : `run ${i}   `} worker ${worker?.[2] ?? '?'} ms for ${worker?.[1] ?? '?'} runs (${failed} unresolved), wall ${wall} ms, longest frame gap ${gap} ms`;
    if (i > 0) rows.push(line);
    process.stdout.write(`${line}\n`);
  }
  process.stdout.write(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
} finally {
  await browser.close();
  await app.close();
  rmSync(work, { recursive: true, force: true });
}
