/**
 * Seeded map generation (NOVA: 2.2 map-design guidance): systems on a jittered grid so
 * nothing overlaps, the same number of warp lines at every system, short lines that
 * rarely cross, letters as random as possible, home stars placed fairly. The same options
 * and seed always give the same map.
 */
import type { NovaSystem, NovaWarpLine } from '../records';
import { Dice, seedRng } from '../../../rng';
import { adjacencyOf } from '../../../map/graph';
import { LETTERS } from './model';
import { makeNames } from './names';
import { HOME_STAR_INSTALLATIONS } from './initial-position';

export interface GenerateOptions {
  systems: number;
  /** Warp lines at every system (NOVA's examples use 4); at most 8. */
  linesPerSystem: number;
  /** Ids of the empires that get a home star, in order; their count is the number of empires. */
  empireIds: readonly string[];
  seed: string;
  gameId: string;
  /** Relative weights of types 0–8 among systems that are not home stars. */
  typeWeights?: readonly number[];
  /** Longest name, characters. */
  maxNameLength?: number;
  /** Grid cell in map units: about the distance between neighbouring systems. */
  spacing?: number;
}

export interface GeneratedMap {
  systems: NovaSystem[];
  lines: NovaWarpLine[];
  /** Home system id of each empire, by empire id. */
  homes: Map<string, string>;
  /** How the map was made: attempts, and those whose edge repair stalled and were restarted. */
  stats?: GenerateStats;
}

export interface GenerateStats {
  attempts: number;
  stalled: number;
}

/** The sample game's mix: rich systems are rarer than poor ones (NOVA: 4.4). */
export const DEFAULT_TYPE_WEIGHTS: readonly number[] = [2, 3, 4, 4, 4, 5, 6, 4, 2];

export const GENERATE_LIMITS = { minSystems: 2, maxSystems: 5000, minLines: 1, maxLines: 8 } as const;

/** Problems with the options, in words; empty when they can be generated. */
export function checkGenerateOptions(o: GenerateOptions): string[] {
  const out: string[] = [];
  if (!Number.isInteger(o.systems) || o.systems < GENERATE_LIMITS.minSystems || o.systems > GENERATE_LIMITS.maxSystems) {
    out.push(`The number of systems must be a whole number from ${GENERATE_LIMITS.minSystems} to ${GENERATE_LIMITS.maxSystems}.`);
  }
  if (!Number.isInteger(o.linesPerSystem) || o.linesPerSystem < GENERATE_LIMITS.minLines || o.linesPerSystem > GENERATE_LIMITS.maxLines) {
    out.push(`Warp lines per system must be a whole number from ${GENERATE_LIMITS.minLines} to ${GENERATE_LIMITS.maxLines}.`);
  } else if (o.linesPerSystem >= o.systems) out.push('Warp lines per system must be fewer than the number of systems.');
  if (o.empireIds.length > o.systems) out.push('There cannot be more empires than systems.');
  const weights = o.typeWeights ?? DEFAULT_TYPE_WEIGHTS;
  if (weights.length !== 9 || weights.some((w) => !(w >= 0)) || weights.every((w) => w === 0)) out.push('The type distribution needs nine weights (types 0–8), not all zero.');
  if (o.seed.trim() === '') out.push('The seed must not be empty.');
  return out;
}

interface Pt {
  x: number;
  y: number;
  col: number;
  row: number;
}
type Edge = [number, number];

/** Generates a map. Throws RangeError for options checkGenerateOptions refuses. */
export function generateMap(options: GenerateOptions): GeneratedMap {
  const problems = checkGenerateOptions(options);
  if (problems.length > 0) throw new RangeError(problems.join(' '));
  const dice = new Dice(seedRng(`warpdesk-map:${options.seed}`));
  const k = options.linesPerSystem;
  let best: { points: Pt[]; edges: Edge[]; score: number } | null = null;
  const stats: GenerateStats = { attempts: 0, stalled: 0 };
  for (let attempt = 0; attempt < 12; attempt++) {
    const points = placePoints(dice, options.systems, options.spacing ?? 140);
    const { edges, stalled } = buildEdges(dice, points, k, options.spacing ?? 140);
    stats.attempts++;
    if (stalled) stats.stalled++;
    const score = shortfall(points.length, edges, k);
    if (best === null || score < best.score) best = { points, edges, score };
    if (score === 0) break;
  }
  const { points, edges } = best as { points: Pt[]; edges: Edge[] };
  return { ...assemble(dice, options, points, edges), stats };
}

/** How far a graph is from the goal: missing line ends, plus a penalty if disconnected. */
function shortfall(n: number, edges: readonly Edge[], k: number): number {
  const degree = new Array<number>(n).fill(0);
  for (const [a, b] of edges) {
    degree[a] = (degree[a] ?? 0) + 1;
    degree[b] = (degree[b] ?? 0) + 1;
  }
  const missing = degree.reduce((sum, d) => sum + Math.abs(k - d), 0);
  const connected = n === 0 || reachable(n, edges, 0).length === n;
  // With n·k odd one end is always missing.
  return missing - ((n * k) % 2) + (connected ? 0 : 1000);
}

/** One system per chosen cell of a grid about 25% larger than needed, jittered by up to 30% of a cell. */
function placePoints(dice: Dice, n: number, spacing: number): Pt[] {
  const cells = Math.ceil(n * 1.25);
  const cols = Math.max(1, Math.ceil(Math.sqrt(cells * 1.6)));
  const rows = Math.ceil(cells / cols);
  const chosen = dice.shuffle(Array.from({ length: cols * rows }, (_, i) => i)).slice(0, n).sort((p, q) => p - q);
  return chosen.map((cell) => {
    const col = cell % cols;
    const row = Math.floor(cell / cols);
    const jx = (dice.int(61) - 30) / 100;
    const jy = (dice.int(61) - 30) / 100;
    return { col, row, x: Math.round((col + 1 + jx) * spacing), y: Math.round((row + 1 + jy) * spacing) };
  });
}

/**
 * Rounds of edge repair without progress (fewer line ends missing than ever before in the
 * attempt) after which the attempt has stalled and is given up at once: repair moves that only
 * shift a missing end from one system to another can cycle for ever (issue 18: four systems one
 * line short, 16,000 rounds). Attempts that succeed never went more than 25 rounds without
 * progress on 500 seeds at 500–4,000 systems; a stalled one is restarted by the next attempt.
 */
export const STALL_ROUNDS = 400;

/** How an attempt's edges came out: the edges, and whether the repair stalled. */
interface Built {
  edges: Edge[];
  stalled: boolean;
}

function buildEdges(dice: Dice, pts: readonly Pt[], k: number, spacing: number): Built {
  const n = pts.length;
  // The grid of cells, each with its systems in index order.
  let cols = 0;
  let rows = 0;
  for (const p of pts) {
    cols = Math.max(cols, p.col + 1);
    rows = Math.max(rows, p.row + 1);
  }
  const cells: number[][] = Array.from({ length: cols * rows }, () => []);
  pts.forEach((p, i) => cells[p.row * cols + p.col]?.push(i));
  const cellAt = (c: number, r: number): readonly number[] => (c < 0 || r < 0 || c >= cols || r >= rows ? [] : (cells[r * cols + c] as number[]));
  /** Systems in the cells within `radius` of i's, column by column: the order the repair's choices depend on. */
  const near = (i: number, radius: number): number[] => {
    const p = pts[i] as Pt;
    const out: number[] = [];
    for (let dc = -radius; dc <= radius; dc++) for (let dr = -radius; dr <= radius; dr++) for (const j of cellAt(p.col + dc, p.row + dr)) if (j !== i) out.push(j);
    return out;
  };
  const len = (a: number, b: number) => Math.hypot((pts[a] as Pt).x - (pts[b] as Pt).x, (pts[a] as Pt).y - (pts[b] as Pt).y);
  const degree = new Int32Array(n);
  const adj: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  /** Edges by key a·n+b (a < b), in the order they were added: the order the map's lines are dealt from. */
  const edges = new Map<number, Edge>();
  const key = (a: number, b: number) => (a < b ? a * n + b : b * n + a);
  /** Systems with fewer than k lines, ascending, and the line ends they miss in all. */
  const short: number[] = Array.from({ length: n }, (_, i) => i);
  let missing = n * k;
  const setDegree = (i: number, d: number) => {
    const was = degree[i] as number;
    degree[i] = d;
    missing += Math.max(0, k - d) - Math.max(0, k - was);
    if ((was < k) === (d < k)) return;
    let lo = 0;
    let hi = short.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((short[mid] as number) < i) lo = mid + 1;
      else hi = mid;
    }
    if (d < k) short.splice(lo, 0, i);
    else short.splice(lo, 1);
  };
  const add = (a: number, b: number) => {
    edges.set(key(a, b), a < b ? [a, b] : [b, a]);
    adj[a]?.add(b);
    adj[b]?.add(a);
    setDegree(a, (degree[a] as number) + 1);
    setDegree(b, (degree[b] as number) + 1);
  };
  const remove = (a: number, b: number) => {
    edges.delete(key(a, b));
    adj[a]?.delete(b);
    adj[b]?.delete(a);
    setDegree(a, (degree[a] as number) - 1);
    setDegree(b, (degree[b] as number) - 1);
  };
  // Scratch of badness: the systems around a line, marked with the call's stamp.
  const mark = new Int32Array(n);
  let stamp = 0;
  const around: number[] = [];
  const collect = (i: number) => {
    const p = pts[i] as Pt;
    for (let dc = -3; dc <= 3; dc++) {
      for (let dr = -3; dr <= 3; dr++) {
        for (const j of cellAt(p.col + dc, p.row + dr)) {
          if (j === i || mark[j] === stamp) continue;
          mark[j] = stamp;
          around.push(j);
        }
      }
    }
  };
  /**
   * Crossings with nearby lines, plus systems the line would pass too close to (the systems in
   * the cells within 3 of either end, each line at one of them counted once); `ignore` is the
   * key of a line left out; with `enough`, counting stops there.
   */
  const badness = (a: number, b: number, ignore = -1, enough = Infinity): number => {
    let cost = 0;
    stamp++;
    around.length = 0;
    collect(a);
    collect(b);
    const pa = pts[a] as Pt;
    const pb = pts[b] as Pt;
    const tooClose = len(a, b) * 0.12 + 10;
    for (const c of around) {
      for (const d of adj[c] as Set<number>) {
        // A line with both ends around is counted from its lower end.
        if (mark[d] === stamp && d < c) continue;
        if (c === a || c === b || d === a || d === b || key(c, d) === ignore) continue;
        if (crosses(pa, pb, pts[c] as Pt, pts[d] as Pt)) cost += 1;
      }
      if (c !== a && c !== b && pointSegment(pts[c] as Pt, pa, pb) < tooClose) cost += 1;
      if (cost >= enough) return cost;
    }
    return cost;
  };

  // Shortest-first greedy over nearby pairs, keeping only lines that draw cleanly.
  const pairA: number[] = [];
  const pairB: number[] = [];
  for (let i = 0; i < n; i++) {
    for (const j of near(i, 2)) {
      if (i < j) {
        pairA.push(i);
        pairB.push(j);
      }
    }
  }
  const pairLen = pairA.map((a, p) => len(a, pairB[p] as number));
  const order = pairA.map((_, p) => p);
  order.sort((p, q) => (pairLen[p] as number) - (pairLen[q] as number) || (pairA[p] as number) - (pairA[q] as number) || (pairB[p] as number) - (pairB[q] as number));
  for (const p of order) {
    const a = pairA[p] as number;
    const b = pairB[p] as number;
    if ((degree[a] as number) < k && (degree[b] as number) < k && badness(a, b, -1, 1) === 0) add(a, b);
  }

  // Repairs: join two short systems that are near; otherwise move a missing end towards another one.
  // Given up when the missing ends stop falling for STALL_ROUNDS rounds (the attempt is then restarted).
  let best = missing;
  let lastProgress = 0;
  let stalled = false;
  for (let round = 0; round < n * k * 4; round++) {
    if (short.length === 0 || (short.length === 1 && degree[short[0] as number] === k - 1 && (n * k) % 2 === 1)) break;
    if (missing < best) {
      best = missing;
      lastProgress = round;
    } else if (round - lastProgress > STALL_ROUNDS) {
      stalled = true;
      break;
    }
    const u = short[round % short.length] as number;
    // The nearest other short system not joined to u yet (the first of equals).
    let v: number | undefined;
    for (const w of short) if (w !== u && !adj[u]?.has(w) && (v === undefined || len(u, w) < len(u, v))) v = w;
    if (v !== undefined && len(u, v) <= 3.2 * spacing) {
      add(u, v);
      continue;
    }
    // Take a nearby line x–y: u–x replaces it (and u–y too when u lacks two ends).
    const needsTwo = (degree[u] as number) <= k - 2;
    let choice: { x: number; y: number; cost: number } | null = null;
    for (const x of near(u, 2)) {
      if (adj[u]?.has(x)) continue;
      for (const y of adj[x] ?? []) {
        if (y === u) continue;
        if (needsTwo && adj[u]?.has(y)) continue;
        const towards = v === undefined || needsTwo ? 0 : len(y, v) - len(u, v);
        if (!needsTwo && v !== undefined && towards >= 0 && len(u, v) > 3.2 * spacing) continue;
        const cost = badness(u, x, key(x, y)) * 1000 + (needsTwo ? badness(u, y, key(x, y)) * 1000 + len(u, y) : 0) + len(u, x) + towards + dice.int(20);
        if (choice === null || cost < choice.cost) choice = { x, y, cost };
      }
    }
    if (choice === null) continue;
    remove(choice.x, choice.y);
    add(u, choice.x);
    if (needsTwo) add(u, choice.y);
  }

  // Join separate groups: swap a–a2 and b–b2 for a–b and a2–b2 (degrees stay the same).
  for (let round = 0; round < 100; round++) {
    const main = new Set(reachable(n, [...edges.values()], 0));
    if (main.size === n) break;
    let best: { a: number; b: number; d: number } | null = null;
    for (let b = 0; b < n; b++) {
      if (main.has(b)) continue;
      for (const a of near(b, 4)) if (main.has(a) && (best === null || len(a, b) < best.d)) best = { a, b, d: len(a, b) };
    }
    if (best === null) {
      const b = Array.from({ length: n }, (_, i) => i).find((i) => !main.has(i)) as number;
      const a = [...main].sort((p, q) => len(p, b) - len(q, b))[0] as number;
      best = { a, b, d: len(a, b) };
    }
    const { a, b } = best;
    const a2 = [...(adj[a] ?? [])].find((x) => x !== b && !adj[b]?.has(x));
    const b2 = [...(adj[b] ?? [])].find((y) => y !== a && a2 !== undefined && y !== a2 && !adj[a2]?.has(y));
    if (a2 === undefined || b2 === undefined) {
      if ((degree[a] as number) < k + 1) add(a, b);
      continue;
    }
    remove(a, a2);
    remove(b, b2);
    add(a, b);
    add(a2, b2);
  }
  return { edges: [...edges.values()], stalled };
}

/**
 * The systems reachable from `from` over `edges`, in breadth-first order with each system's
 * lines in the order they are listed (the order shared/map/graph.ts jumpsFrom visits them).
 */
function reachable(n: number, edges: readonly Edge[], from: number): number[] {
  const adjacency: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    (adjacency[a] as number[]).push(b);
    (adjacency[b] as number[]).push(a);
  }
  const seen = new Uint8Array(n);
  if (n === 0) return [];
  seen[from] = 1;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    for (const next of adjacency[queue[head] as number] as number[]) {
      if (seen[next]) continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  return queue;
}

function assemble(dice: Dice, o: GenerateOptions, pts: readonly Pt[], edges: readonly Edge[]): GeneratedMap {
  const n = pts.length;
  const width = String(n).length;
  const id = (i: number) => `s${String(i + 1).padStart(width, '0')}`;
  const ids = pts.map((_, i) => id(i));
  const lineRecords = (letters: readonly string[][]): NovaWarpLine[] => {
    const next = new Array<number>(n).fill(0);
    const take = (i: number) => {
      const at = next[i] ?? 0;
      next[i] = at + 1;
      return letters[i]?.[at] ?? 'Z';
    };
    const lw = String(edges.length).length;
    return dice.shuffle(edges).map(([a, b], index) => ({ gameId: o.gameId, id: `w${String(index + 1).padStart(lw, '0')}`, a: ids[a] as string, aLetter: take(a), b: ids[b] as string, bLetter: take(b) }));
  };
  // NOVA: 2.2 — letters local to each system, "as random as possible".
  const lines = lineRecords(pts.map(() => dice.shuffle([...LETTERS])));

  const adjacency = adjacencyOf(ids, lines);
  const homes = placeHomes(dice, ids, adjacency, o.empireIds.length);
  const homeOf = new Map<string, string>();
  o.empireIds.forEach((empire, i) => homeOf.set(ids[homes[i] as number] as string, empire));

  const types = dealTypes(dice, n - homes.length, o.typeWeights ?? DEFAULT_TYPE_WEIGHTS);
  const names = makeNames(dice, n, o.maxNameLength ?? 15);
  const systems: NovaSystem[] = pts.map((p, i): NovaSystem => {
    const owner = homeOf.get(ids[i] as string);
    // NOVA: 2.1 HOME STARS, 8.4 INITIAL POSITION — a World, Type 8, with an established Industrial Complex and 2 SDUs.
    if (owner !== undefined) {
      return { gameId: o.gameId, id: ids[i] as string, name: names[i] as string, type: 8, status: 'world', ownerId: owner, colonies: 3, homeStar: true, x: p.x, y: p.y, installations: { ...HOME_STAR_INSTALLATIONS }, notes: '' };
    }
    return { gameId: o.gameId, id: ids[i] as string, name: names[i] as string, type: types.pop() ?? 0, status: 'none', ownerId: null, colonies: 0, homeStar: false, x: p.x, y: p.y, installations: {}, notes: '' };
  });
  const homesByEmpire = new Map<string, string>();
  for (const [system, empire] of homeOf) homesByEmpire.set(empire, system);
  return { systems, lines, homes: homesByEmpire };
}

/** Exactly `count` types in the proportions of `weights` (largest remainders), shuffled. */
function dealTypes(dice: Dice, count: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  const quotas = weights.map((w, type) => ({ type, exact: (w / total) * count }));
  const counts = quotas.map((q) => Math.floor(q.exact));
  let left = count - counts.reduce((s, c) => s + c, 0);
  for (const q of [...quotas].sort((p, r) => r.exact - Math.floor(r.exact) - (p.exact - Math.floor(p.exact)) || p.type - r.type)) {
    if (left-- <= 0) break;
    counts[q.type] = (counts[q.type] ?? 0) + 1;
  }
  return dice.shuffle(counts.flatMap((c, type) => Array.from({ length: c }, () => type)));
}

/**
 * Home stars (NOVA: 8.3 game start): as far apart in jumps as the graph allows, and fair —
 * each home's nearest rival about as far as every other's. Several seeded starts of a
 * farthest-point placement; the best by (closest pair, spread of nearest rivals).
 */
function placeHomes(dice: Dice, ids: readonly string[], adjacency: ReturnType<typeof adjacencyOf>, count: number): number[] {
  if (count === 0) return [];
  const index = new Map(ids.map((id, i) => [id, i]));
  const next = ids.map((id) => (adjacency.get(id) ?? []).map((to) => index.get(to) as number));
  const hopsCache = new Map<number, Int32Array>();
  /** Jumps from system i to every other (1 << 20 where none leads), by breadth-first search. */
  const hops = (i: number): Int32Array => {
    let h = hopsCache.get(i);
    if (!h) {
      h = new Int32Array(ids.length).fill(1 << 20);
      h[i] = 0;
      const queue = [i];
      for (let head = 0; head < queue.length; head++) {
        const at = queue[head] as number;
        for (const to of next[at] as number[]) {
          if ((h[to] as number) !== 1 << 20) continue;
          h[to] = (h[at] as number) + 1;
          queue.push(to);
        }
      }
      hopsCache.set(i, h);
    }
    return h;
  };
  let best: { homes: number[]; minPair: number; spread: number } | null = null;
  for (let start = 0; start < 6; start++) {
    const homes = [dice.int(ids.length)];
    const nearest = Int32Array.from(hops(homes[0] as number));
    while (homes.length < count) {
      let pick = -1;
      for (let i = 0; i < ids.length; i++) if (!homes.includes(i) && (pick < 0 || (nearest[i] ?? 0) > (nearest[pick] ?? 0))) pick = i;
      homes.push(pick);
      const h = hops(pick);
      for (let i = 0; i < ids.length; i++) nearest[i] = Math.min(nearest[i] ?? 0, h[i] ?? 0);
    }
    const rival = homes.map((a) => Math.min(...homes.filter((b) => b !== a).map((b) => hops(a)[b] ?? 0)));
    const minPair = count > 1 ? Math.min(...rival) : 0;
    const spread = count > 1 ? Math.max(...rival) - minPair : 0;
    if (best === null || minPair > best.minPair || (minPair === best.minPair && spread < best.spread)) best = { homes, minPair, spread };
  }
  return (best as { homes: number[] }).homes;
}

function crosses(p1: Pt, p2: Pt, q1: Pt, q2: Pt): boolean {
  const cross = (o: Pt, a: Pt, b: Pt) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  return cross(q1, q2, p1) * cross(q1, q2, p2) < 0 && cross(p1, p2, q1) * cross(p1, p2, q2) < 0;
}

function pointSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}
