/**
 * Generates the bundled sample game, resources/samples/nova-sample.warpdesk.json:
 * a small NOVA game (6 empires, 40 star systems, 80 warp lines) a newcomer can open at once.
 *
 *   npx tsx scripts/nova/make-sample.ts          writes the file
 *   npx tsx scripts/nova/make-sample.ts --check  exits 1 if the file is not what this script makes
 *
 * Deterministic: every choice comes from seeded dice (shared/rng.ts), no clock is read,
 * so running it again gives the same bytes. test/unit/nova/sample-game.test.ts checks that.
 */
import { pathToFileURL } from 'node:url';
import { emptyGameRecords, writeArchive, type GameRecords } from '../../shared/format/archive';
import type { Empire, Game } from '../../shared/model/entities';
import type { NovaSystem, SystemStatus, NovaWarpLine } from '../../shared/rulesets/nova/records';
import { Dice, seedRng } from '../../shared/rng';
import { SAMPLE_LAYERS } from './sample/layers';
import { writeOrCheck } from '../generated-file';

export const SAMPLE_PATH = 'resources/samples/nova-sample.warpdesk.json';
const GAME_ID = 'sample-nova';
/** Seed of the map generator's dice (the game's own `seed` is what the turns roll with). */
const GENERATOR_SEED = 'orion-reach/map/1';
const FIXED_TIME = '2026-11-22T10:00:00.000Z';

/** The map's area in map units (one unit is one pixel at zoom 1). */
const WIDTH = 1600;
const HEIGHT = 1000;
/** Distance kept from the edges of the area, map units. */
const MARGIN = 70;
/** No two systems closer than this, map units; leaves room for the system box and its markers. */
const MIN_SPACING = 130;
/** A warp line may not pass closer than this to a third system, map units. */
const LINE_CLEARANCE = 45;

const SYSTEM_COUNT = 40;
// NOVA: 2.2 WARP POINTS AND WARP LINES — "all systems be assigned the same number of warp line connectors"; the examples use 4.
const WARP_POINTS = 4;
/** Home stars must be at least this many jumps from each other. */
const HOME_MIN_JUMPS = 3;

/** Short names (NOVA: "system names must be transcribed many times … limit their length"). */
const NAMES = [
  'ACHERON', 'ALDEBAR', 'ARKANE', 'BELLAN', 'BRAXA', 'CASTOR', 'CORVAX', 'DENEVA', 'DORADO', 'ELARA',
  'EMBRIA', 'FENRIS', 'GALEN', 'GORM', 'HESPER', 'HYDRA', 'ISKAR', 'JORVIK', 'KESTREL', 'KORAT',
  'LYRA', 'MARAX', 'MORVAN', 'NADIR', 'NEMORA', 'OBERON', 'ORSA', 'PALLAS', 'PYRRHA', 'QUILON',
  'RIGEL', 'SABIK', 'SELKA', 'TARSIS', 'TEMORA', 'ULTAR', 'VESPER', 'VOLANTE', 'WYNDHAM', 'XANTHE',
  'YSOLDE', 'ZENOBIA', 'ZARKON', 'AURIGA', 'CALYX', 'DRAVEN', 'HALCYON', 'MIRAVEL', 'TALOS', 'UMBRA',
];

/** The empires, in the GM's list order; each gets a home star. */
const EMPIRES: readonly { id: string; name: string; playerName: string; playerContact: string; color: string }[] = [
  { id: 'vorn', name: 'Hegemony of Vorn', playerName: 'Alice Marlowe', playerContact: 'alice@example.org', color: '#d9482b' },
  { id: 'concord', name: 'Celestine Concord', playerName: 'Bernard Okafor', playerContact: 'bernard@example.org', color: '#2f7fd8' },
  { id: 'kessa', name: 'Free Traders of Kessa', playerName: 'Chiara Benedetti', playerContact: 'chiara@example.org', color: '#2fa84f' },
  { id: 'umbral', name: 'Umbral Dominion', playerName: 'Dmitri Volkov', playerContact: 'dmitri@example.org', color: '#8e44ad' },
  { id: 'ys', name: 'Solar Ascendancy of Ys', playerName: 'Eun-ji Park', playerContact: 'eunji@example.org', color: '#e6a117' },
  { id: 'swarm', name: 'The Ninefold Swarm', playerName: 'Fergus MacLeod', playerContact: 'fergus@example.org', color: '#17a2a8' },
];

/**
 * Types of the 34 systems that are not home stars, shuffled onto the map.
 * NOVA: SYSTEM PRODUCTION POTENTIALS — the richest colonies are types 6–8, types 3–4 make fine
 * settlements, types 1–2 are outposts only and type 0 supports nothing.
 */
const TYPE_COUNTS: readonly [type: number, count: number][] = [
  [0, 2],
  [1, 3],
  [2, 4],
  [3, 4],
  [4, 4],
  [5, 5],
  [6, 6],
  [7, 4],
  [8, 2],
];

const GAME_NOTES =
  'A small NOVA game to explore Warpdesk with: six empires share the Orion Reach, forty star systems joined by ' +
  'warp lines, four warp points to every system. Each empire holds a Type 8 home star with an Industrial Complex ' +
  'and two System Defence Units, one outpost next door, and 366 MCr in its treasury after pregame purchases. ' +
  'Turn 1 is open: enter orders, run the turn, look at the map as any empire sees it. Nothing here is precious; ' +
  'open the sample again from the library to start over.';

interface Point {
  x: number;
  y: number;
}
type Edge = [number, number];

/** Builds the sample game's records. Pure: the same every time. */
export function makeSampleRecords(): GameRecords {
  const dice = new Dice(seedRng(GENERATOR_SEED));
  for (let attempt = 1; attempt <= 500; attempt++) {
    const made = tryMakeMap(dice);
    if (made) return SAMPLE_LAYERS.reduce((records, layer) => layer(records), made);
  }
  throw new Error('make-sample: no map met the constraints in 500 attempts');
}

/** The sample game as archive text, exactly as checked in. */
export function makeSampleArchive(): string {
  return writeArchive(makeSampleRecords(), { exportedAt: FIXED_TIME, exportedBy: 'scripts/nova/make-sample.ts' });
}

function tryMakeMap(dice: Dice): GameRecords | null {
  const points = placeSystems(dice);
  if (points === null) return null;
  const edges = buildWarpGraph(points);
  if (edges === null) return null;
  const adjacency = adjacencyOf(points.length, edges);
  if (!isConnected(adjacency)) return null;
  const homes = chooseHomes(dice, points, adjacency);
  if (homes === null) return null;

  // Types: homes are Type 8 (NOVA: HOME STARS); the others draw from TYPE_COUNTS.
  const pool = dice.shuffle(TYPE_COUNTS.flatMap(([type, count]) => Array.from({ length: count }, () => type)));
  const types = points.map((_, index) => (homes.includes(index) ? 8 : (pool.pop() ?? 0)));

  // One outpost per empire, on a neighbour of its home star that can hold one (type 1–8).
  const owner = new Map<number, { empire: number; status: SystemStatus; colonies: number; home: boolean }>();
  homes.forEach((home, empire) => owner.set(home, { empire, status: 'world', colonies: 3, home: true }));
  for (const [empire, home] of homes.entries()) {
    const options = (adjacency[home] ?? []).filter((n) => (types[n] ?? 0) >= 1 && !owner.has(n));
    if (options.length === 0) return null;
    owner.set(dice.pick(options), { empire, status: 'outpost', colonies: 1, home: false });
  }

  const names = dice.shuffle(NAMES).slice(0, points.length);
  const systemId = (index: number) => `s${String(index + 1).padStart(2, '0')}`;
  const empireId = (index: number) => EMPIRES[index]?.id ?? `e${index + 1}`;

  const systems: NovaSystem[] = points.map((point, index) => {
    const held = owner.get(index);
    return {
      gameId: GAME_ID,
      id: systemId(index),
      name: names[index] ?? `S${index + 1}`,
      type: types[index] ?? 0,
      status: held?.status ?? 'none',
      ownerId: held ? empireId(held.empire) : null,
      colonies: held?.colonies ?? 0,
      homeStar: held?.home ?? false,
      x: point.x,
      y: point.y,
      // NOVA: HOME STARS — an established Industrial Complex; 2 System Defence Units bought pregame.
      installations: held?.home ? { IC: 1, SDU: 2 } : ({} as Record<string, number>),
      notes: '',
    };
  });

  // NOVA: 2.2 — letters local to each system, "as random as possible".
  const letters = points.map(() => dice.shuffle([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']).slice(0, WARP_POINTS));
  const nextLetter = points.map(() => 0);
  const takeLetter = (system: number): string => {
    const used = nextLetter[system] ?? 0;
    nextLetter[system] = used + 1;
    return letters[system]?.[used] ?? '?';
  };
  const warpLines: NovaWarpLine[] = dice.shuffle(edges).map(([a, b], index) => ({
    gameId: GAME_ID,
    id: `w${String(index + 1).padStart(2, '0')}`,
    a: systemId(a),
    aLetter: takeLetter(a),
    b: systemId(b),
    bLetter: takeLetter(b),
  }));

  const empires: Empire[] = EMPIRES.map((empire, index) => ({
    gameId: GAME_ID,
    id: empire.id,
    name: empire.name,
    position: index + 1,
    playerName: empire.playerName,
    playerContact: empire.playerContact,
    color: empire.color,
    homeSystemId: systemId(homes[index] ?? 0),
    treasury: 366, // MCr
    notes: '',
  }));

  const game: Game = {
    id: GAME_ID,
    name: 'Sample: The Orion Reach',
    ruleset: 'nova',
    turn: 1,
    createdAt: FIXED_TIME,
    updatedAt: FIXED_TIME,
    seed: 'orion-reach',
    deadline: 'Turn 1 orders due 6 December 2026',
    notes: GAME_NOTES,
    settings: {},
    sample: 'nova-sample',
  };
  return { ...emptyGameRecords(game), empires, systems, warpLines };
}

/** Random points in the area, no two closer than MIN_SPACING (dart throwing). */
function placeSystems(dice: Dice): Point[] | null {
  const points: Point[] = [];
  for (let tries = 0; points.length < SYSTEM_COUNT; tries++) {
    if (tries > 20_000) return null;
    const candidate = { x: MARGIN + dice.int(WIDTH - 2 * MARGIN + 1), y: MARGIN + dice.int(HEIGHT - 2 * MARGIN + 1) };
    if (points.every((p) => distance(p, candidate) >= MIN_SPACING)) points.push(candidate);
  }
  return points;
}

/**
 * A 4-regular simple graph on the points, preferring short lines that cross nothing:
 * shortest-first greedy, then repairs that add a line between two systems short of
 * lines, or swap one line (x–y) for two (u–x, v–y), whichever draws best.
 */
function buildWarpGraph(points: readonly Point[]): Edge[] | null {
  const n = points.length;
  const degree = new Array<number>(n).fill(0);
  const edges: Edge[] = [];
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const present = new Set<string>();
  const at = (i: number): Point => points[i] as Point;
  const length = (a: number, b: number) => distance(at(a), at(b));

  /** How badly a new line a–b would draw: crossings and systems it passes too close to. */
  const penalty = (a: number, b: number, ignore?: Edge): number => {
    let cost = 0;
    for (const edge of edges) {
      if (ignore && edge === ignore) continue;
      const [c, d] = edge;
      if (c === a || c === b || d === a || d === b) continue;
      if (segmentsCross(at(a), at(b), at(c), at(d))) cost += 1000;
    }
    for (let i = 0; i < n; i++) {
      if (i !== a && i !== b && pointSegmentDistance(at(i), at(a), at(b)) < LINE_CLEARANCE) cost += 600;
    }
    return cost;
  };
  const add = (a: number, b: number) => {
    const edge: Edge = a < b ? [a, b] : [b, a];
    edges.push(edge);
    present.add(key(a, b));
    degree[a] = (degree[a] ?? 0) + 1;
    degree[b] = (degree[b] ?? 0) + 1;
  };
  const remove = (edge: Edge) => {
    edges.splice(edges.indexOf(edge), 1);
    present.delete(key(edge[0], edge[1]));
    degree[edge[0]] = (degree[edge[0]] ?? 0) - 1;
    degree[edge[1]] = (degree[edge[1]] ?? 0) - 1;
  };

  const pairs: Edge[] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) pairs.push([a, b]);
  pairs.sort((p, q) => length(p[0], p[1]) - length(q[0], q[1]) || p[0] - q[0] || p[1] - q[1]);
  for (const [a, b] of pairs) {
    if ((degree[a] ?? 0) < WARP_POINTS && (degree[b] ?? 0) < WARP_POINTS && penalty(a, b) === 0) add(a, b);
  }

  for (let round = 0; round < 200; round++) {
    const short = degree.flatMap((d, i) => (d < WARP_POINTS ? [i] : []));
    if (short.length === 0) return edges;
    let best: { cost: number; apply: () => void } | null = null;
    const consider = (cost: number, apply: () => void) => {
      if (best === null || cost < best.cost) best = { cost, apply };
    };
    // A new line between two systems that both need one.
    for (const u of short) {
      for (const v of short) {
        if (u < v && !present.has(key(u, v))) consider(length(u, v) + penalty(u, v), () => add(u, v));
      }
    }
    // Swap x–y for u–x and v–y (u may equal v when it lacks two lines).
    for (const u of short) {
      for (const v of short) {
        if (u === v && (degree[u] ?? 0) > WARP_POINTS - 2) continue;
        for (const edge of edges) {
          for (const [x, y] of [edge, [edge[1], edge[0]] as Edge]) {
            if (x === u || y === v || x === v || y === u) continue;
            if (present.has(key(u, x)) || present.has(key(v, y))) continue;
            const cost = length(u, x) + length(v, y) - length(x, y) + penalty(u, x, edge) + penalty(v, y, edge);
            consider(cost, () => {
              remove(edge);
              add(u, x);
              add(v, y);
            });
          }
        }
      }
    }
    const chosen = best as { cost: number; apply: () => void } | null;
    if (chosen === null) return null;
    chosen.apply();
  }
  return null;
}

/** Six home stars, pairwise at least HOME_MIN_JUMPS apart, spread as far as the map allows. */
function chooseHomes(dice: Dice, points: readonly Point[], adjacency: readonly number[][]): number[] | null {
  const hops = points.map((_, i) => jumpsFrom(i, adjacency));
  const homes = [dice.int(points.length)];
  while (homes.length < EMPIRES.length) {
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < points.length; i++) {
      if (homes.includes(i)) continue;
      const minHops = Math.min(...homes.map((h) => hops[h]?.[i] ?? 0));
      if (minHops < HOME_MIN_JUMPS) continue;
      const minDistance = Math.min(...homes.map((h) => distance(points[h] as Point, points[i] as Point)));
      // Far in jumps first, then far on the map.
      const score = minHops * 10_000 + minDistance;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < 0) return null;
    homes.push(best);
  }
  return homes;
}

/** Number of jumps from one system to every other (BFS); -1 where unreachable. */
export function jumpsFrom(start: number, adjacency: readonly (readonly number[])[]): number[] {
  const hops = adjacency.map(() => -1);
  hops[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as number;
    for (const next of adjacency[at] ?? []) {
      if (hops[next] === -1) {
        hops[next] = (hops[at] ?? 0) + 1;
        queue.push(next);
      }
    }
  }
  return hops;
}

function adjacencyOf(n: number, edges: readonly Edge[]): number[][] {
  const adjacency: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    adjacency[a]?.push(b);
    adjacency[b]?.push(a);
  }
  return adjacency;
}

function isConnected(adjacency: readonly number[][]): boolean {
  return jumpsFrom(0, adjacency).every((h) => h >= 0);
}

function distance(p: Point, q: Point): number {
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/** True if segments p1–p2 and q1–q2 cross at a point inside both. */
function segmentsCross(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function main(args: readonly string[]): number {
  return writeOrCheck(args, SAMPLE_PATH, makeSampleArchive(), 'scripts/nova/make-sample.ts');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
