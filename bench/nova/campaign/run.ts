/**
 * A long NOVA campaign through the app's own storage (issue 18): the turn engine's bench game
 * (12 empires, 500 systems, 3,000 units; bench/nova/turn/game.ts) played for `--turns` turns in
 * a fake IndexedDB (fake-indexeddb, as the unit tests use), every turn the way the GM plays it:
 * each empire's typed sheet of 200 lines written from where its ships are and imported into the
 * turn's order sheets, the dry run (battles entered from the players' table, nothing lost, as the
 * GM rules them), then `commitTurn` (renderer/rulesets/nova/db/turns.ts: a backup first, the
 * history kept as what changed). Measured:
 * - the database's size after the campaign, table by table, backups included (characters of the
 *   JSON of every row: fake-indexeddb keeps structured clones, not files);
 * - the CPU time of each commit (the last one, and every tenth);
 * - exporting the whole game (the archive in pieces, archiveChunks) and importing it back in
 *   pieces (readArchiveChunks, then the library's import), and whether the imported game is the
 *   same, record for record;
 * - opening the History of turn 1 and of the turn farthest from a checkpoint (its record list and
 *   the worlds of the turn).
 *
 *   npx tsx bench/nova/campaign/run.ts [--turns 50] [--profile N]
 *
 * Targets: under 100 MB with the backups, the commit of turn 50 under 1 s of CPU, the export under
 * 5 s, the History of turn 1 under 200 ms.
 */
import 'fake-indexeddb/auto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { archiveChunks, readArchiveChunks } from '../../../shared/format/archive';
import { splitArchiveMeta } from '../../../shared/format/archive-meta';
import { RULESETS } from '../../../shared/rulesets/index';
import { CHECKPOINT_EVERY } from '../../../shared/rulesets/nova/turn/history';
import { importArchive, insertGame, loadGameForArchive, loadGameRecords } from '../../../renderer/db/games';
import { WarpdeskDb } from '../../../renderer/db/schema';
import { listBackups } from '../../../renderer/db/backups';
import { storedSize } from '../../../renderer/db/packed';
import { listTurnRecords, loadTurnWorlds } from '../../../renderer/rulesets/nova/db/turns';
import { campaignRecords, commitPrepared, GAME_ID, NOW, prepareTurn } from './campaign';

const args = process.argv.slice(2);
const TURNS = Number(args.includes('--turns') ? args[args.indexOf('--turns') + 1] : 50);
/** `--profile N`: a CPU profile of the commit of turn N, written to commit-N.cpuprofile (open it in Chromium's DevTools). */
const PROFILE = args.includes('--profile') ? Number(args[args.indexOf('--profile') + 1]) : null;

const cpuMs = (from: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(from);
  return (c.user + c.system) / 1000;
};
const mb = (chars: number) => `${(chars / 1024 / 1024).toFixed(1)} MB`;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; cpu: number; wall: number }> {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const value = await work();
  return { value, cpu: cpuMs(c0), wall: performance.now() - w0 };
}

/** Characters of JSON of every row, by table (binary fields by their bytes). */
async function sizes(db: WarpdeskDb): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of db.tables) {
    let n = 0;
    await table.each((row: unknown) => {
      n += storedSize(row);
    });
    out[table.name] = n;
  }
  return out;
}

async function startProfile(): Promise<Session> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return session;
}

async function stopProfile(session: Session, file: string): Promise<void> {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  session.disconnect();
  console.log(`  profile written: ${file}`);
}

async function main(): Promise<void> {
  console.log(`${cpus()[0]?.model ?? '?'}, ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${TURNS} turns`);
  const records = campaignRecords();
  const db = new WarpdeskDb('bench-campaign');
  await db.open();
  await insertGame(db, records);

  const commits: { turn: number; cpu: number; wall: number }[] = [];
  let prepareCpu = 0;
  for (let turn = 1; turn <= TURNS; turn++) {
    const prepared = await timed(() => prepareTurn(db));
    prepareCpu += prepared.cpu;
    const session = PROFILE === turn ? await startProfile() : null;
    const commit = await timed(() => commitPrepared(db, prepared.value));
    if (session) await stopProfile(session, `commit-${turn}.cpuprofile`);
    commits.push({ turn, cpu: commit.cpu, wall: commit.wall });
    if (turn % 10 === 0 || turn % 10 === 1 || turn === TURNS) console.log(`  turn ${turn}: ${prepared.value.units} units, ${prepared.value.events} events; commit CPU ${commit.cpu.toFixed(0)} ms, wall ${commit.wall.toFixed(0)} ms`);
  }

  const size = await sizes(db);
  const total = Object.values(size).reduce((a, b) => a + b, 0);
  const backups = (size.backups ?? 0) + (size.backupParts ?? 0) + (size.backupState ?? 0);
  console.log(`\ndatabase after ${TURNS} turns: ${mb(total)} in all (${mb(total - backups)} of game records, ${mb(backups)} of backups)`);
  console.log(`  by table: ${Object.entries(size).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${mb(n)}`).join(', ')}`);
  const listed = await listBackups(db, GAME_ID);
  console.log(`  backups kept: ${listed.length}, ${mb(listed.reduce((a, b) => a + b.size, 0))} by the index (budget 40 MB)`);
  const last = commits.at(-1) as (typeof commits)[number];
  const slowest = commits.reduce((a, b) => (b.cpu > a.cpu ? b : a));
  console.log(`commit CPU by turn (ms): ${commits.map((c) => c.cpu.toFixed(0)).join(' ')}`);
  console.log(`commit of turn ${last.turn}: CPU ${last.cpu.toFixed(0)} ms, wall ${last.wall.toFixed(0)} ms; every tenth: ${commits.filter((c) => c.turn % 10 === 0).map((c) => `${c.turn}: ${c.cpu.toFixed(0)} ms`).join(', ')}; the slowest: turn ${slowest.turn}, ${slowest.cpu.toFixed(0)} ms (sheets imported and dry runs: ${(prepareCpu / TURNS).toFixed(0)} ms CPU a turn, not part of the commit)`);

  // The History of turn 1, and of the turn farthest from its checkpoint.
  for (const n of [1, Math.min(TURNS, CHECKPOINT_EVERY - 1)]) {
    const history = await timed(async () => {
      const list = await listTurnRecords(db, GAME_ID);
      const worlds = await loadTurnWorlds(db, GAME_ID, n);
      if (!worlds.ok) throw new Error(worlds.message);
      return list.length;
    });
    console.log(`History of turn ${n} (${history.value} records listed, the worlds before and after it restored): CPU ${history.cpu.toFixed(0)} ms, wall ${history.wall.toFixed(0)} ms`);
  }

  // Export in pieces, import in pieces, compare.
  const exported = await timed(async () => {
    // As the app's export reads it (records kept compressed written from their text).
    const stored = await loadGameForArchive(db, GAME_ID);
    if (!stored) throw new Error('no game');
    const { records: out, meta } = splitArchiveMeta(stored);
    return [...archiveChunks(out, { exportedAt: NOW, exportedBy: 'bench', migrations: meta.migrations, extra: meta.extra })];
  });
  const chars = exported.value.reduce((a, b) => a + b.length, 0);
  console.log(`export: ${mb(chars)} of archive in ${exported.value.length} pieces (the largest ${mb(Math.max(...exported.value.map((p) => p.length)))}): CPU ${exported.cpu.toFixed(0)} ms, wall ${exported.wall.toFixed(0)} ms`);
  const target = new WarpdeskDb('bench-campaign-import');
  await target.open();
  const imported = await timed(async () => {
    const read = await readArchiveChunks(exported.value, RULESETS);
    if (!read.ok) throw new Error(read.problems.map((p) => `${p.where}: ${p.message}`).join('; '));
    return importArchive(target, read.value);
  });
  console.log(`import: CPU ${imported.cpu.toFixed(0)} ms, wall ${imported.wall.toFixed(0)} ms`);
  const again = await loadGameRecords(target, imported.value.gameId);
  const original = await loadGameRecords(db, GAME_ID);
  if (!again || !original) throw new Error('missing');
  // The same records, field for field (the import reads each row through its schema, which puts the
  // known fields first: the text of rows whose fields came in another order differs, not their content).
  const canonical = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(canonical) : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])])) : value;
  const text = (r: typeof original) => JSON.stringify(canonical(splitArchiveMeta(r).records));
  const [a, b] = [text(again), text(original)];
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  console.log(`round trip: ${a === b ? 'identical' : `DIFFERENT at character ${at}: …${b.slice(at - 80, at + 80)}… became …${a.slice(at - 80, at + 80)}…`} (every record of the imported game, field for field)`);
  // And exported again, imported again and exported a third time: the same bytes.
  const chunksOf = (r: typeof original) => [...archiveChunks(splitArchiveMeta(r).records, { exportedAt: NOW, exportedBy: 'bench' })];
  const third = new WarpdeskDb('bench-campaign-import-2');
  await third.open();
  const read2 = await readArchiveChunks(chunksOf(again), RULESETS);
  if (!read2.ok) throw new Error('the second export does not read');
  const id2 = await importArchive(third, read2.value);
  const last2 = await loadGameRecords(third, id2.gameId);
  console.log(`export of the imported game, imported and exported again: ${last2 && chunksOf(last2).join('') === chunksOf(again).join('') ? 'byte-identical' : 'DIFFERENT'}`);
  console.log(`targets: size ${total < 100 * 1024 * 1024 ? 'met' : 'MISSED'}, commit ${last.cpu < 1000 ? 'met' : 'MISSED'}, export ${exported.cpu < 5000 ? 'met' : 'MISSED'}`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

await main();
