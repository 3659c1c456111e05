/**
 * Star Sectors round resolution speed: 80 ships (40 a side) on a 60 × 40 board with 120 terrain
 * tiles, every ship moving and firing. Prints the median wall and CPU time of a round over 7 runs
 * after a warm-up. Run: npx tsx bench/star-sectors/run.ts
 */
import { cpus } from 'node:os';
import { offsetToHex } from '../../shared/hex/coords';
import { battle, ship } from '../../shared/rulesets/star-sectors/fixtures';
import { roundRng } from '../../shared/rulesets/star-sectors/records';
import { resolveRound } from '../../shared/rulesets/star-sectors/round';
import type { Terrain } from '../../shared/rulesets/star-sectors/terrain';

const COLS = 60;
const ROWS = 40;
const ships = [];
for (let i = 0; i < 40; i++) {
  const a = offsetToHex(i + 10, 23 + (i % 2));
  const b = offsetToHex(i + 10, 16 - (i % 2));
  ships.push(ship(`A${i}`, 'A', a.q, a.r, 0, { cf: 8, df: 5, mf: 4, ss: 8, weapons: ['PTL'], arcs: ['FP', 'F', 'FS'] }, { banksCharged: [true] }));
  ships.push(ship(`B${i}`, 'B', b.q, b.r, 3, { cf: 8, df: 5, mf: 4, ss: 8, weapons: ['TWC'], arcs: ['FP', 'F', 'FS'] }, { banksCharged: [true] }));
}
const kinds: Terrain['kind'][] = ['asteroids', 'ion-storm', 'metaphasic-nebula', 'mine'];
const terrain: Terrain[] = [];
for (let i = 0; i < 120; i++) {
  const h = offsetToHex((i * 7) % COLS, i % 5 === 0 ? 19 : (i * 3) % 12);
  if (!terrain.some((t) => t.q === h.q && t.r === h.r)) terrain.push({ id: `T${i}`, kind: kinds[i % kinds.length] as Terrain['kind'], q: h.q, r: h.r });
}
const start = battle(ships, terrain, { cols: COLS, rows: ROWS });
const orders = {
  A: ships.filter((s) => s.sideId === 'A').map((s, i) => `${s.id} MOVE F F\n${s.id} FIRE B${i} WITH 1\n${s.id} REPAIR`).join('\n'),
  B: ships.filter((s) => s.sideId === 'B').map((s, i) => `${s.id} MOVE F F\n${s.id} FIRE A${i}\n${s.id} CHARGE BANK 1`).join('\n'),
};

function once(): { wall: number; cpu: number; events: number; dice: number } {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const r = resolveRound(start, { orders }, roundRng('bench', 1));
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, events: r.log.length, dice: r.log.filter((e) => e.die).length };
}
once();
const runs = Array.from({ length: 7 }, once);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`80 ships, ${terrain.length} tiles, ${COLS} × ${ROWS}: ${runs[0]?.events} log events, ${runs[0]?.dice} dice`);
console.log(`round: wall median ${median(runs.map((r) => r.wall)).toFixed(1)} ms, CPU median ${median(runs.map((r) => r.cpu)).toFixed(1)} ms (${cpus()[0]?.model ?? '?'}, ${cpus().length} cores, Node ${process.version})`);
