/**
 * The long campaign in Chromium (issue 18: "plus one run in Chromium"): the same game and the same
 * repository code as run.ts (campaign.ts, bundled with browser.ts by esbuild), in Debian's Chromium
 * headless against its own IndexedDB, in a fresh profile. Measured:
 * - the database's size from navigator.storage.estimate() (and the profile's IndexedDB folder on
 *   disk) after the campaign;
 * - each commit: wall time in the page, and CPU from outside: the page's main thread (the
 *   DevTools protocol's TaskDuration) and every Chromium process together (/proc: the page,
 *   the browser process where IndexedDB runs, and the rest);
 * - the export as the Export button makes it (the archive in pieces into a Blob);
 * - opening the History of turn 1 and of turn 9.
 *
 *   npx tsx bench/nova/campaign/chromium.ts [--turns 50]
 *
 * Targets (as run.ts): under 100 MB with the backups, the commit of turn 50 under 1 s of CPU, the
 * export under 5 s, the History of turn 1 under 200 ms.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type CDPSession } from 'playwright-core';
import { serveDirectory } from '../../../scripts/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test/chromium';

const args = process.argv.slice(2);
const TURNS = Number(args.includes('--turns') ? args[args.indexOf('--turns') + 1] : 50);
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

/** CPU time (ms) of every process descended from this one: the Chromium that Playwright started. */
function chromiumCpuMs(): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, …; utime and stime are the 14th and 15th fields.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(rest[1]));
      ticks.set(Number(name), Number(rest[11]) + Number(rest[12]));
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  for (const [pid, t] of ticks) {
    let p = parent.get(pid);
    while (p !== undefined && p !== process.pid && p > 1) p = parent.get(p);
    if (p === process.pid) total += t;
  }
  return total * TICK_MS;
}

/** The page's main-thread busy time (ms), from the DevTools protocol. */
async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

async function main(): Promise<void> {
  console.log(`${cpus()[0]?.model ?? '?'}, ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB; Chromium ${execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim()}; load average ${load()}; ${TURNS} turns`);
  const site = mkdtempSync(join(tmpdir(), 'warpdesk-bench-campaign-site-'));
  const profile = mkdtempSync(join(tmpdir(), 'warpdesk-bench-campaign-profile-'));
  await build({ entryPoints: ['bench/nova/campaign/browser.ts'], bundle: true, format: 'iife', platform: 'browser', target: 'chrome120', outfile: join(site, 'campaign.js'), logLevel: 'warning' });
  writeFileSync(join(site, 'index.html'), '<!doctype html><meta charset="utf-8"><title>campaign</title><script src="campaign.js"></script>');
  const server = await serveDirectory(site);
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(0);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(server.url);
    await page.waitForFunction(() => 'campaign' in globalThis);
    // window.campaign of browser.ts, by name.
    const call = <T>(name: string, arg?: number) => page.evaluate(({ name, arg }) => (globalThis as unknown as { campaign: Record<string, (a?: number) => Promise<unknown>> }).campaign[name]?.(arg), { name, arg }) as Promise<T>;
    /** Runs a step in the page: its wall time there, the page's main thread and all of Chromium by CPU. */
    const measured = async <T extends { wall: number }>(name: string, arg?: number) => {
      const [c0, t0] = [chromiumCpuMs(), await taskMs(cdp)];
      const value = await call<T>(name, arg);
      const [c1, t1] = [chromiumCpuMs(), await taskMs(cdp)];
      return { value, page: t1 - t0, all: c1 - c0 };
    };

    await call('setup');
    const commits: { turn: number; wall: number; page: number; all: number }[] = [];
    for (let turn = 1; turn <= TURNS; turn++) {
      const prepared = await call<{ turn: number; units: number; events: number }>('prepare');
      const commit = await measured<{ wall: number }>('commit');
      commits.push({ turn: prepared.turn, wall: commit.value.wall, page: commit.page, all: commit.all });
      if (turn % 10 === 0 || turn % 10 === 1 || turn === TURNS)
        console.log(`  turn ${prepared.turn}: ${prepared.units} units, ${prepared.events} events; commit wall ${commit.value.wall.toFixed(0)} ms, CPU: page ${commit.page.toFixed(0)} ms, all of Chromium ${commit.all.toFixed(0)} ms (load ${load()})`);
    }
    console.log(`commit by turn, wall / page CPU / all CPU (ms): ${commits.map((c) => `${c.wall.toFixed(0)}/${c.page.toFixed(0)}/${c.all.toFixed(0)}`).join(' ')}`);
    const last = commits.at(-1);
    if (last) console.log(`commit of turn ${last.turn}: wall ${last.wall.toFixed(0)} ms, CPU: page ${last.page.toFixed(0)} ms, all of Chromium ${last.all.toFixed(0)} ms`);

    const estimate = await call<{ usage: number; quota: number; details: Record<string, number> }>('estimate');
    const disk = Number(execFileSync('du', ['-sb', profile], { encoding: 'utf8' }).split('\t')[0]);
    console.log(`database after ${TURNS} turns: navigator.storage.estimate() ${mb(estimate.usage)} (${Object.entries(estimate.details).map(([k, v]) => `${k} ${mb(v)}`).join(', ')}; quota ${mb(estimate.quota)}); the profile on disk ${mb(disk)}`);

    for (const n of [1, Math.min(TURNS, 9)]) {
      const history = await measured<{ records: number; wall: number }>('history', n);
      console.log(`History of turn ${n} (${history.value.records} records listed, the worlds before and after it restored): wall ${history.value.wall.toFixed(0)} ms, CPU: page ${history.page.toFixed(0)} ms, all ${history.all.toFixed(0)} ms`);
    }
    const exported = await measured<{ bytes: number; pieces: number; largest: number; wall: number }>('exportGame');
    console.log(`export: ${mb(exported.value.bytes)} in ${exported.value.pieces} pieces (the largest ${mb(exported.value.largest)} characters) into a Blob: wall ${exported.value.wall.toFixed(0)} ms, CPU: page ${exported.page.toFixed(0)} ms, all ${exported.all.toFixed(0)} ms`);
    console.log(`targets: size ${estimate.usage < 100 * 1024 * 1024 ? 'met' : 'MISSED'}, commit (page CPU) ${last && last.page < 1000 ? 'met' : 'MISSED'}, export (page CPU) ${exported.page < 5000 ? 'met' : 'MISSED'}`);
    console.log(`load average after: ${load()}`);
  } finally {
    await context.close();
    await server.close();
    rmSync(site, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
