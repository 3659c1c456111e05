/**
 * `npm run fuzz` (issue 19, item 11; docs/fuzzing.md): generated order files and mutated archives
 * through the same code as the app and the CLI (test/fuzz/checks.ts), each case in a worker thread
 * with a 2-second limit, and the figures: crashes, hangs, lost lines, accepted-but-broken archives.
 * A case that passes the limit is tried once more in a fresh worker, with the limit scaled by the
 * machine's load (2 s × load average per core, at least 2 s: on a 2-core machine at load 13 a case of
 * 0.5 s of CPU takes 1.5 s of wall time) before it counts as a hang; a real hang (a loop, a cubic
 * regex) passes any such limit. The limit starts once the worker has loaded its modules.
 *
 *   npm run fuzz -- [--orders N] [--archives N] [--seed S] [--workers N]
 *
 * Exit status 0 when every figure is 0, 1 otherwise.
 */
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CaseResult } from '../test/fuzz/checks';
import type { FuzzJob } from '../test/fuzz/worker';

const LIMIT_MS = 2000;
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
const KNOWN = new Set(['--orders', '--archives', '--seed', '--workers']);
const USAGE = 'usage: npm run fuzz -- [--orders N] [--archives N] [--seed S] [--workers N]\n  defaults: 10000 order files, 1000 archives, seed warpdesk-fuzz, 2 workers (docs/fuzzing.md)';
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
for (let i = 0; i < args.length; i += 2) {
  const name = args[i] as string;
  const value = args[i + 1];
  const count = name !== '--seed' && value !== undefined ? Number(value) : 0;
  if (!KNOWN.has(name) || value === undefined || (name !== '--seed' && !(Number.isInteger(count) && count >= 0))) {
    console.error(`fuzz: cannot read the option "${name}${value === undefined ? '' : ' ' + value}"\n${USAGE}`);
    process.exit(2);
  }
}
const ORDERS = Number(option('--orders', '10000'));
const ARCHIVES = Number(option('--archives', '1000'));
const SEED = option('--seed', 'warpdesk-fuzz');
const WORKERS = Number(option('--workers', '2'));

interface Slot {
  worker: Worker;
  ready: Promise<void>;
}

function startWorker(): Slot {
  const worker = new Worker(new URL('../test/fuzz/worker-entry.mjs', import.meta.url));
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (m: unknown) => (m === 'ready' ? resolve() : reject(new Error(`unexpected first message ${JSON.stringify(m)}`))));
    worker.once('error', reject);
  });
  return { worker, ready };
}

/** Runs one job in the slot's worker; null when it passes the limit (the worker is then ended). */
async function runJob(slot: Slot, job: FuzzJob, limit: number): Promise<CaseResult | null> {
  await slot.ready;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      slot.worker.removeAllListeners('message');
      void slot.worker.terminate();
      resolve(null);
    }, limit);
    slot.worker.once('message', (m: { result: CaseResult }) => {
      clearTimeout(timer);
      resolve(m.result);
    });
    slot.worker.postMessage(job);
  });
}

/** The limit for a second try: 2 s scaled by the load average per core, at least 2 s. */
function scaledLimit(): number {
  return Math.round(LIMIT_MS * Math.max(1, (loadavg()[0] ?? 0) / availableParallelism()));
}

const figures = {
  orders: { cases: 0, lines: 0, crashes: 0, hangs: 0, lost: 0, retried: 0 },
  archives: { cases: 0, refused: 0, accepted: 0, crashes: 0, hangs: 0, broken: 0, retried: 0 },
};
const failures: string[] = [];

async function main() {
  const started = Date.now();
  const cpuStart = process.cpuUsage();
  const loadBefore = loadavg().map((l) => l.toFixed(2)).join(' ');
  const jobs: FuzzJob[] = [
    ...Array.from({ length: ARCHIVES }, (_, index) => ({ kind: 'archives' as const, seed: SEED, index })),
    ...Array.from({ length: ORDERS }, (_, index) => ({ kind: 'orders' as const, seed: SEED, index })),
  ];
  let next = 0;
  let done = 0;
  const lane = async () => {
    let slot = startWorker();
    while (next < jobs.length) {
      const job = jobs[next++] as FuzzJob;
      let result = await runJob(slot, job, LIMIT_MS);
      if (result === null) {
        figures[job.kind].retried++;
        slot = startWorker();
        result = await runJob(slot, job, scaledLimit());
        if (result === null) slot = startWorker();
      }
      record(job, result);
      if (++done % 500 === 0) process.stderr.write(`${done} of ${jobs.length} cases\n`);
    }
    await slot.worker.terminate();
  };
  await Promise.all(Array.from({ length: WORKERS }, lane));
  const cpu = process.cpuUsage(cpuStart);
  const o = figures.orders;
  const a = figures.archives;
  console.log(`fuzz seed ${SEED}, ${WORKERS} workers, limit ${LIMIT_MS} ms a case; load average before ${loadBefore}, after ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${((Date.now() - started) / 1000).toFixed(0)} s wall (process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU)`);
  console.log(`order files: ${o.cases} (${o.lines} lines): ${o.crashes} crashes, ${o.hangs} hangs over 2 s, ${o.lost} lost lines (${o.retried} retried after passing the limit once)`);
  console.log(`archives: ${a.cases} (${a.refused} refused, ${a.accepted} accepted): ${a.crashes} crashes, ${a.hangs} hangs over 2 s, ${a.broken} accepted but broken (${a.retried} retried after passing the limit once)`);
  for (const f of failures.slice(0, 30)) console.log(f);
  if (failures.length > 30) console.log(`… and ${failures.length - 30} more`);
  process.exit(failures.length > 0 ? 1 : 0);
}

function record(job: FuzzJob, result: CaseResult | null): void {
  const name = `${job.kind} #${job.index} (seed ${job.seed})`;
  if (job.kind === 'orders') {
    const o = figures.orders;
    o.cases++;
    o.lines += result?.lines ?? 0;
    if (result === null) o.hangs++;
    else if (result.outcome === 'crash') o.crashes++;
    else if (result.outcome === 'lost') o.lost += Math.max(1, (result.detail ?? '').split('\n').length);
  } else {
    const a = figures.archives;
    a.cases++;
    if (result === null) a.hangs++;
    else if (result.outcome === 'crash') a.crashes++;
    else if (result.outcome === 'broken') a.broken++;
    else if (result.outcome === 'refused') a.refused++;
    else a.accepted++;
  }
  if (result === null) failures.push(`HANG ${name}`);
  else if (['crash', 'lost', 'broken'].includes(result.outcome)) failures.push(`${result.outcome.toUpperCase()} ${name}: ${(result.detail ?? '').split('\n').slice(0, 3).join(' | ').slice(0, 400)}`);
}

void main();
