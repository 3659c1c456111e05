/**
 * Map editor benchmark (issue 4): 2,000 systems and 4,000 warp lines in Chromium.
 *
 *   npx tsx bench/nova/map-editor/run.ts [--renderer DIR] [--runs N]
 *
 * Builds the renderer into a temporary folder (or uses --renderer DIR), generates the map
 * with the same generator the app uses, imports it through the library, and measures:
 *  - time to open the map: from navigating to the Map screen to the end of the first
 *    complete drawing of its layers (median and worst of N opens);
 *  - frame time while panning (middle-button drag) and zooming (wheel) at the whole-map
 *    view and zoomed in: intervals between animation frames (what the GM sees) and the
 *    drawing work per frame (what the editor costs);
 *  - the same gestures on plain Konva without React drawing the same shapes with the same
 *    drawing code (baseline.ts), and the ratio of the two.
 * Prints JSON and a Markdown table for bench/RESULTS.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { emptyGameRecords, writeArchive } from '../../../shared/format/archive';
import { generateMap } from '../../../shared/rulesets/nova/map/generate';
import { gmScene } from '../../../shared/rulesets/nova/map/scene';
import type { Empire, Game } from '../../../shared/model/entities';
import { serveDirectory } from '../../../scripts/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test/chromium';

const ROOT = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(arg('--runs') ?? 5);
/** Each gesture set is measured this many times, Warpdesk and baseline alternating; the median of each figure is reported. */
const REPEATS = Number(arg('--repeats') ?? 3);
const VIEW = { width: 1440, height: 900 };

const work = mkdtempSync(join(tmpdir(), 'warpdesk-bench-map-'));
let rendererDir = arg('--renderer');
if (!rendererDir) {
  rendererDir = join(work, 'renderer');
  process.stdout.write('building the renderer…\n');
  execFileSync('npx', ['vite', 'build', '--outDir', rendererDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
}

// The map: 2,000 systems, 4 warp lines each (4,000 lines), 12 empires.
const gameId = 'bench-map';
const empireIds = Array.from({ length: 12 }, (_, i) => `e${i + 1}`);
const map = generateMap({ systems: 2000, linesPerSystem: 4, empireIds, seed: 'bench-2000', gameId });
const now = '2026-11-22T00:00:00.000Z';
const game: Game = { id: gameId, name: 'Benchmark 2000', ruleset: 'nova', turn: 0, createdAt: now, updatedAt: now, seed: 'bench', deadline: '', notes: '', settings: {} };
const empires: Empire[] = empireIds.map((id, i) => ({ gameId, id, name: `Empire ${i + 1}`, position: i + 1, playerName: '', playerContact: '', color: '#d9482b', homeSystemId: map.homes.get(id) ?? null, treasury: 0, notes: '' }));
const archivePath = join(work, 'bench-2000.warpdesk.json');
writeFileSync(archivePath, writeArchive({ ...emptyGameRecords(game), empires, systems: map.systems, warpLines: map.lines }, { exportedAt: now, exportedBy: 'bench' }));
process.stdout.write(`map: ${map.systems.length} systems, ${map.lines.length} warp lines\n`);

// The baseline page: plain Konva, same scene, same drawing code.
const baselineDir = join(work, 'baseline');
await build({ entryPoints: [join(import.meta.dirname, 'baseline.ts')], bundle: true, format: 'iife', outfile: join(baselineDir, 'baseline.js'), logLevel: 'error' });
writeFileSync(join(baselineDir, 'scene.js'), `window.__scene = ${JSON.stringify(gmScene('bench', map.systems, map.lines, empires))};`);
writeFileSync(join(baselineDir, 'index.html'), '<!doctype html><html><body style="margin:0"><div id="stage"></div><script src="scene.js"></script><script src="baseline.js"></script></body></html>');

const app = await serveDirectory(rendererDir);
const baseline = await serveDirectory(baselineDir);
const context = await chromium.launchPersistentContext(join(work, 'profile'), { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, viewport: VIEW });
await context.addInitScript(() => {
  (window as unknown as { __warpdeskBench: boolean }).__warpdeskBench = true;
});
const page = context.pages()[0] ?? (await context.newPage());

interface Stats {
  p50: number;
  p95: number;
  max: number;
  n: number;
}
const stats = (xs: number[]): Stats => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return { p50: round(q(0.5)), p95: round(q(0.95)), max: round(s[s.length - 1] ?? NaN), n: s.length };
};
const round = (x: number) => Math.round(x * 100) / 100;

/** Runs a gesture while recording animation-frame times and per-frame drawing work. */
async function measure(p: Page, gesture: () => Promise<void>): Promise<{ frames: Stats; work: Stats }> {
  // Page scripts are strings: tsx would wrap named functions in a helper the page does not have.
  await p.evaluate(`(() => {
    window.__raf = [];
    window.__rafOn = true;
    window.__warpdeskFrames = [];
    const tick = (t) => { window.__raf.push(t); if (window.__rafOn) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  await gesture();
  await p.waitForTimeout(100);
  const { raf, draws } = await p.evaluate(() => {
    const w = window as unknown as { __raf: number[]; __rafOn: boolean; __warpdeskFrames: { t: number; ms: number }[] };
    w.__rafOn = false;
    return { raf: w.__raf, draws: w.__warpdeskFrames };
  });
  const intervals = raf.slice(1).map((t, i) => t - (raf[i] as number));
  // Layers drawn in one animation frame are recorded back to back: group them.
  const perFrame: number[] = [];
  let last = -Infinity;
  for (const d of draws) {
    if (d.t - last > 4) perFrame.push(0);
    perFrame[perFrame.length - 1] = (perFrame[perFrame.length - 1] ?? 0) + d.ms;
    last = d.t;
  }
  return { frames: stats(intervals.slice(1, -6)), work: stats(perFrame) };
}

async function gestures(p: Page, zoomIn: boolean) {
  const box = await p.getByTestId('map-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await p.mouse.move(cx, cy);
  if (zoomIn) {
    for (let i = 0; i < 25; i++) await p.mouse.wheel(0, -60);
    await p.waitForTimeout(200);
  }
  const pan = await measure(p, async () => {
    await p.mouse.down({ button: 'middle' });
    for (let i = 0; i < 240; i++) await p.mouse.move(cx + 200 * Math.sin(i / 20), cy + 120 * Math.sin(i / 31));
    await p.mouse.up({ button: 'middle' });
  });
  const zoom = await measure(p, async () => {
    for (let i = 0; i < 120; i++) await p.mouse.wheel(0, Math.floor(i / 30) % 2 === 0 ? 40 : -40);
  });
  if (zoomIn) for (let i = 0; i < 25; i++) await p.mouse.wheel(0, 60);
  return { pan, zoom };
}

// Warpdesk: import the archive through the library, then open the map N times.
await page.goto(app.url);
await page.getByRole('heading', { name: 'Your games' }).waitFor();
const chooser = page.waitForEvent('filechooser');
await page.getByRole('button', { name: 'Import…' }).first().click();
await (await chooser).setFiles(archivePath);
await page.getByText('Game imported').first().waitFor({ timeout: 60_000 });

const opens: number[] = [];
for (let run = 0; run < RUNS; run++) {
  await page.goto(`${app.url}#/game/${gameId}/dashboard`);
  await page.getByTestId('game-name').waitFor();
  await page.waitForTimeout(300);
  const ms = await page.evaluate<number>(`new Promise((done) => {
    window.__warpdeskFrames = [];
    const start = performance.now();
    location.hash = '#/game/${gameId}/map';
    const check = () => {
      const f = window.__warpdeskFrames;
      const s = f.find((x) => x.layer === 'static' && x.t > start);
      const y = f.find((x) => x.layer === 'systems' && x.t > start);
      if (s && y) done(Math.max(s.t, y.t) - start);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`);
  opens.push(ms);
}
type Set4 = Awaited<ReturnType<typeof gestures>>;
const runs: { warpdesk: { whole: Set4; zoomed: Set4 }; baseline: { whole: Set4; zoomed: Set4 } }[] = [];
const loadBefore = loadavg()[0] ?? 0;
for (let r = 0; r < REPEATS; r++) {
  await page.goto(`${app.url}#/game/${gameId}/map`);
  await page.getByTestId('map-canvas').waitFor();
  await page.waitForTimeout(800);
  const warpdesk = { whole: await gestures(page, false), zoomed: await gestures(page, true) };
  await page.goto(baseline.url);
  await page.waitForFunction(() => (window as unknown as { __baselineReady?: boolean }).__baselineReady === true);
  await page.waitForTimeout(800);
  const base = { whole: await gestures(page, false), zoomed: await gestures(page, true) };
  runs.push({ warpdesk, baseline: base });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pick = (who: 'warpdesk' | 'baseline', view: 'whole' | 'zoomed', g: 'pan' | 'zoom') => {
  const all = runs.map((r) => r[who][view][g]);
  const m = (f: (x: (typeof all)[number]) => number) => round(median(all.map(f)));
  return {
    frames: { p50: m((x) => x.frames.p50), p95: m((x) => x.frames.p95), max: m((x) => x.frames.max), n: all.reduce((s, x) => s + x.frames.n, 0) },
    work: { p50: m((x) => x.work.p50), p95: m((x) => x.work.p95), max: m((x) => x.work.max), n: all.reduce((s, x) => s + x.work.n, 0) },
    p95s: all.map((x) => x.frames.p95),
  };
};
const both = (who: 'warpdesk' | 'baseline') => ({
  whole: { pan: pick(who, 'whole', 'pan'), zoom: pick(who, 'whole', 'zoom') },
  zoomed: { pan: pick(who, 'zoomed', 'pan'), zoom: pick(who, 'zoomed', 'zoom') },
});
const warpdeskAll = both('warpdesk');
const baselineAll = both('baseline');

await context.close();
await app.close();
await baseline.close();

const open = stats(opens);
const chromiumVersion = execFileSync(CHROMIUM_PATH, ['--version']).toString().trim();
const result = {
  date: new Date().toISOString(),
  machine: `${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${chromiumVersion}, headless, --disable-gpu (software canvas)`,
  map: { systems: map.systems.length, lines: map.lines.length },
  viewport: VIEW,
  openMs: { median: open.p50, worst: open.max, runs: opens.map(round) },
  loadAverage: { before: round(loadBefore), after: round(loadavg()[0] ?? 0) },
  repeats: REPEATS,
  warpdesk: warpdeskAll,
  baseline: baselineAll,
};
const ratio = (a: number, b: number) => round(a / b);
process.stdout.write(`${JSON.stringify(result, null, 2)}\n\n`);
const rows: string[] = ['| gesture | Warpdesk frame p50 / p95 (ms) | Warpdesk draw work p50 / p95 | plain Konva frame p50 / p95 | plain Konva draw work p50 / p95 | ratio (frame p95) | ratio (work p95) |', '|---|---|---|---|---|---|---|'];
for (const view of ['whole', 'zoomed'] as const) {
  for (const g of ['pan', 'zoom'] as const) {
    const w = result.warpdesk[view][g];
    const b = result.baseline[view][g];
    rows.push(`| ${g}, ${view === 'whole' ? 'whole map on screen' : 'zoomed in'} | ${w.frames.p50} / ${w.frames.p95} (runs: ${w.p95s.join(', ')}) | ${w.work.p50} / ${w.work.p95} | ${b.frames.p50} / ${b.frames.p95} (runs: ${b.p95s.join(', ')}) | ${b.work.p50} / ${b.work.p95} | ${ratio(w.frames.p95, b.frames.p95)} | ${ratio(w.work.p95, b.work.p95)} |`);
  }
}
process.stdout.write(`${rows.join('\n')}\n\nOpen the map: median ${open.p50} ms, worst ${open.max} ms over ${opens.length} opens.\n`);
