/**
 * Beyond the Dark Nebula: one full game turn (both player turns, every phase) on the sample map of
 * all seven sheets, with both force pools on the map (the Aslan Hierate's whole counter list
 * against the Ziru Sirka's, every ground unit drawn, the independents placed). Every ship that can
 * jump marches on the enemy along the shortest solid path, so the turn holds many battles,
 * landings and ground fights. Prints the median wall and CPU time over 7 runs after a warm-up,
 * and the load average. Target: under 200 ms. Run: npx tsx bench/dark-nebula/run.ts
 */
import { loadavg } from 'node:os';
import { ASLAN_POOL, HUMAN_POOL, aslanClassId } from '../../shared/rulesets/dark-nebula/data/force-pools';
import { runGameTurn, turnRng } from '../../shared/rulesets/dark-nebula/engine/run-turn';
import type { SideOrders } from '../../shared/rulesets/dark-nebula/engine/run-phase';
import { setupGame } from '../../shared/rulesets/dark-nebula/engine/setup';
import type { Side, Unit, UnitCode, World } from '../../shared/rulesets/dark-nebula/model';
import { classOf, neighbours } from '../../shared/rulesets/dark-nebula/state/queries';
import { refreshOwnership } from '../../shared/rulesets/dark-nebula/state/ownership';

const SEED = 'bench-dark-nebula';

function shortestPath(world: World, from: string, to: string): string[] {
  const prev = new Map<string, string>([[from, '']]);
  const queue = [from];
  while (queue.length > 0) {
    const cur = queue.shift() as string;
    if (cur === to) break;
    for (const n of neighbours(world, cur)) {
      if (n.route.kind !== 'solid' || prev.has(n.systemId)) continue;
      // No tankers along: avoid passing through Type-3 systems (no fuel, DN §4.0).
      const system = world.map.systems.find((s) => s.id === n.systemId);
      if (n.systemId !== to && system?.boxes.length === 0) continue;
      prev.set(n.systemId, cur);
      queue.push(n.systemId);
    }
  }
  if (!prev.has(to)) return [from];
  const path = [to];
  while (path[0] !== from) path.unshift(prev.get(path[0] as string) as string);
  return path;
}

/** Both whole force pools on the map, spread over the home sheets. */
function fullWorld(): World {
  const { world } = setupGame({ seed: SEED, aslan: { variant: 'hierate', buy: [{ code: 'EX', at: 'Aokhtar' }] }, human: { variant: 'vilani', buy: [{ code: 'B1', at: 'Terra Nova' }] } });
  const homes: Record<Side, string[]> = { aslan: ['aokhtar', 'ihrau', 'eakhoi', 'tralyeh', 'syoisu', 'hkaor'], human: ['terra', 'halcyon', 'meridian', 'coriolis', 'farpoint'] };
  let n = 0;
  const add = (side: Side, classId: string, strength?: number) => {
    const home = homes[side][n++ % homes[side].length] as string;
    const cls = world.classes[classId];
    if (!cls) return;
    world.seq += 1;
    const system = world.map.systems.find((s) => s.id === home);
    const loc: Unit['loc'] = cls.category === 'ship' ? { kind: 'space', systemId: home } : { kind: 'box', systemId: home, boxId: system?.boxes[0]?.id as string };
    world.units.push({ id: `${side === 'aslan' ? 'A' : 'H'}${world.seq}`, classId, owner: side, loc, strength, emplaced: cls.category === 'pdm' ? true : undefined });
  };
  const draws = world.sides.aslan.draws!;
  for (const [code, counts] of Object.entries(ASLAN_POOL) as [UnitCode, readonly [number, number]][]) {
    const id = aslanClassId(code, draws);
    if (id) for (let i = 0; i < counts[draws.missileBoats ? 1 : 0]; i++) add('aslan', id);
  }
  for (const [code, count] of Object.entries(HUMAN_POOL.vilani) as [UnitCode, number][]) for (let i = 0; i < count; i++) add('human', `vilani.${code}`);
  for (const side of ['aslan', 'human'] as Side[]) {
    const pool = world.sides[side].groundPool;
    for (const code of ['RT', 'JT', 'AT'] as const) {
      for (const s of pool[code]) add(side, `${side === 'aslan' ? 'aslan' : 'vilani'}.${code}`, s);
      pool[code] = [];
    }
  }
  world.sides.aslan.ru = 60;
  world.sides.human.ru = 60;
  world.turn = 1;
  world.cursor = { turn: 1, player: 'human', phase: 'mp' };
  world.sides.aslan.knowsEnemy = true;
  world.sides.human.knowsEnemy = true;
  refreshOwnership(world);
  return world;
}

/** Marching orders: ground units aboard transports and capitals, every jumping ship toward a target. */
function orders(world: World, side: Side): SideOrders {
  const targets = side === 'aslan' ? ['simsek', 'hollow', 'corran', 'godoro'] : ['godoro', 'hollow', 'simsek', 'corran'];
  const loads: string[] = [];
  const carriers = world.units.filter((u) => u.owner === side && u.loc.kind === 'space' && (classOf(world, u).code === 'TR' || classOf(world, u).tags.includes('capital')) && !classOf(world, u).tags.includes('no-jump'));
  const troops = world.units.filter((u) => u.owner === side && u.loc.kind === 'box' && classOf(world, u).category === 'ground');
  for (const c of carriers) {
    const capital = classOf(world, c).tags.includes('capital');
    const t = troops.find((g) => g.loc.kind === 'box' && c.loc.kind === 'space' && g.loc.systemId === c.loc.systemId && (!capital || classOf(world, g).code !== 'AT'));
    if (!t) continue;
    loads.push(`LOAD ${c.id} ${t.id}`);
    troops.splice(troops.indexOf(t), 1);
  }
  const moves: string[] = [];
  const later: string[] = [];
  const ships = world.units.filter((u) => u.owner === side && u.loc.kind === 'space' && classOf(world, u).category === 'ship' && !classOf(world, u).tags.includes('no-jump'));
  ships.forEach((u, i) => {
    const from = (u.loc as { systemId: string }).systemId;
    const path = shortestPath(world, from, targets[i % targets.length] as string);
    if (path.length > 1) (i % 3 === 2 ? later : moves).push(`MOVE ${u.id} ${path.join(' > ')}`);
  });
  const combat = ['RANGE KEEP', 'WITHDRAW LOSSES 60%', 'FIRE LONG MISSILE', 'FIRE SHORT BEST', 'DEFENSIVE YES', 'SURPLUS STACK', 'GROUND SECOND-LINE', ...targets.map((t) => `LAND ${t} ALL`), ...targets.map((t) => `BOMBARD ${t} TARGETS ALL`)].join('\n');
  return { mp: 'REPAIR ALL\nBUILD DD x2\nBUILD TR', move1: [...loads, ...moves].join('\n'), combat, reaction: '', move2: later.join('\n') };
}

const start = fullWorld();
const input = { orders: { aslan: orders(start, 'aslan'), human: orders(start, 'human') } };

function once(): { wall: number; cpu: number; events: number; dice: number; battles: number } {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const r = runGameTurn(start, input, turnRng(SEED, 1));
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, events: r.events.length, dice: r.dice.length, battles: r.events.filter((e) => e.kind === 'battle-end' || e.kind === 'ground-end').length };
}

once();
const runs = Array.from({ length: 7 }, once);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const last = runs[runs.length - 1]!;
console.log(`Dark Nebula full game turn: ${start.units.length} units on ${start.map.sheets.length} sheets (${start.map.systems.length} systems), ${last.events} events, ${last.dice} dice, ${last.battles} battles`);
console.log(`wall ${median(runs.map((r) => r.wall)).toFixed(1)} ms (median of 7), CPU ${median(runs.map((r) => r.cpu)).toFixed(1)} ms; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`target < 200 ms: ${median(runs.map((r) => r.wall)) < 200 ? 'met' : 'NOT met'}`);
if (process.argv.includes('--events')) {
  const r = runGameTurn(start, input, turnRng(SEED, 1));
  const counts: Record<string, number> = {};
  for (const e of r.events) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
  console.log(counts);
  for (const e of r.events.filter((x) => x.kind === 'order-error').slice(0, 15)) console.log(e.text);
}
