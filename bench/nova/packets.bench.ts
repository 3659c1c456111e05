/**
 * Packets benchmark (issue 8): the packets of 12 empires after a turn of a 500-system
 * generated game, built, leak-checked and rendered to HTML (target under 2 s for all), and
 * printed to PDF in Chromium (target under 20 s for all; only with --pdf and a Chromium).
 *
 *   npx tsx bench/nova/packets.bench.ts [--runs 7] [--pdf]
 *
 * The game is shared/reports/random-game.ts: generateMap's 500 systems (4 warp lines each),
 * 12 empires each with the knowledge of an 80-line random walk from its home, contacts, 20 ships, and a generated turn (jumps
 * that explore, contacts, battles, ACL, establishments, research, errors, money). Node: the
 * median and worst of --runs after a warm-up, with the process's CPU time.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { chromiumPrinter } from '../../cli/pdf-printer';
import { randomGame } from '../../shared/rulesets/nova/reports/random-game';
import { renderPacketHtml } from '../../shared/rulesets/nova/reports/render-html';
import { checkedPackets } from '../../shared/rulesets/nova/reports/turn-source';

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(arg('--runs') ?? 7);

const t0 = performance.now();
const input = randomGame({ systems: 500, empires: 12, seed: 'bench', ships: 20, explore: 80 });
const makeMs = performance.now() - t0;

function once() {
  const cpu0 = process.cpuUsage();
  const a = performance.now();
  const checked = checkedPackets(input);
  const b = performance.now();
  const html = checked.map((c) => renderPacketHtml(c.packet));
  const c = performance.now();
  const cpu = process.cpuUsage(cpu0);
  return { build: b - a, htmlMs: c - b, total: c - a, cpu: (cpu.user + cpu.system) / 1000, leaks: checked.reduce((n, x) => n + x.leaks.length, 0), bytes: html.reduce((n, h) => n + h.length, 0), html };
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
once();
const runs = Array.from({ length: RUNS }, once);
const first = runs[0] as ReturnType<typeof once>;
const node = {
  empires: 12,
  systems: input.world.systems.length,
  events: input.events.length,
  knowledgeRecords: input.world.knowledge.length,
  leaks: first.leaks,
  htmlKiB: Math.round(first.bytes / 1024),
  buildAndLeakCheckMedianMs: +median(runs.map((r) => r.build)).toFixed(1),
  htmlMedianMs: +median(runs.map((r) => r.htmlMs)).toFixed(1),
  totalMedianMs: +median(runs.map((r) => r.total)).toFixed(1),
  totalWorstMs: +Math.max(...runs.map((r) => r.total)).toFixed(1),
  cpuMedianMs: +median(runs.map((r) => r.cpu)).toFixed(1),
  makeGameMs: +makeMs.toFixed(1),
};
console.log(JSON.stringify({ machine: `${cpus()[0]?.model ?? '?'}, ${cpus().length} cores, Node ${process.version}`, load: loadavg().map((l) => +l.toFixed(1)), node }, null, 2));

if (args.includes('--pdf')) {
  const a = performance.now();
  const printer = await chromiumPrinter();
  if (typeof printer === 'string') {
    console.log(JSON.stringify({ pdf: `skipped: ${printer}` }));
  } else {
    const launched = performance.now();
    let pages = 0;
    let bytes = 0;
    for (const html of first.html) {
      const pdf = await printer.print(html, 'a4');
      bytes += pdf.length;
      pages += (Buffer.from(pdf).toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    }
    await printer.close();
    const done = performance.now();
    console.log(JSON.stringify({ pdf: { packets: first.html.length, pages, MiB: +(bytes / 1048576).toFixed(1), launchMs: Math.round(launched - a), printAllMs: Math.round(done - launched), totalMs: Math.round(done - a) } }, null, 2));
  }
}
