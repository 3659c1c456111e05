/**
 * Orders benchmark (issue 5): parse and check 12 empires × 200 typed lines in Node (target
 * under 200 ms), and show a 200-line sheet in the order grid in Chromium (target under 300 ms).
 *
 *   npx tsx bench/nova/orders/run.ts [--runs 9] [--renderer DIR]
 *
 * Node: the whole 2,400-line file read (parseOrderText) and every sheet checked against its
 * empire in the sample game (checkSheet), median and worst of --runs after two warm-up runs.
 * Chromium (only with --renderer, a build of the renderer): the sample game with a 200-line
 * sheet for one empire; from choosing that empire on the Orders screen to the frame that shows
 * all its rows read and checked (median and worst of --runs), and one edit (a cell typed and
 * committed) to the frame that shows it checked.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { readArchive } from '../../../shared/format/archive';
import { checkSheet } from '../../../shared/rulesets/nova/orders/check';
import { parseOrderText } from '../../../shared/rulesets/nova/orders/parse-sheet';
import { benchSheets } from './sheets';
import { novaRecords } from '../../../shared/rulesets/nova/records';
import { RULESETS } from '../../../shared/rulesets/index';

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(arg('--runs') ?? 9);

const read = readArchive(readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8'), RULESETS);
if (!read.ok) throw new Error('the sample game cannot be read');
const records = novaRecords(read.value.records);
const { text } = benchSheets(records, 12, 200);

function once(): { parse: number; check: number; total: number; cpu: number; lines: number; diagnostics: number } {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const sheets = parseOrderText(text);
  const t1 = performance.now();
  let diagnostics = 0;
  for (const sheet of sheets) {
    const empire = records.empires.find((e) => e.name === sheet.empire);
    if (!empire) continue;
    diagnostics += checkSheet(sheet.lines, { empireId: empire.id, systems: records.systems, warpLines: records.warpLines, units: records.units, designs: records.designs, knowledge: records.knowledge, empires: records.empires, settings: records.game.settings }).length;
  }
  const t2 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  return { parse: t1 - t0, check: t2 - t1, total: t2 - t0, cpu: (cpu.user + cpu.system) / 1000, lines: sheets.reduce((n, s) => n + s.lines.length, 0), diagnostics };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
once();
once();
const runs = Array.from({ length: RUNS }, once);
const node = {
  lines: runs[0]?.lines,
  diagnostics: runs[0]?.diagnostics,
  parseMedianMs: +median(runs.map((r) => r.parse)).toFixed(1),
  checkMedianMs: +median(runs.map((r) => r.check)).toFixed(1),
  totalMedianMs: +median(runs.map((r) => r.total)).toFixed(1),
  totalWorstMs: +Math.max(...runs.map((r) => r.total)).toFixed(1),
  /** CPU time of the process (user + system): what the work costs when the machine is shared. */
  cpuMedianMs: +median(runs.map((r) => r.cpu)).toFixed(1),
};
console.log(JSON.stringify({ machine: `${cpus()[0]?.model ?? '?'}, ${cpus().length} cores, Node ${process.version}`, load: loadavg().map((l) => +l.toFixed(1)), node }, null, 2));

const renderer = arg('--renderer');
if (renderer) {
  const { chromiumGrid } = await import('./chromium');
  console.log(JSON.stringify({ chromium: await chromiumGrid(renderer, records, RUNS) }, null, 2));
}
