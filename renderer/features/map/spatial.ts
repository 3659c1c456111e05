/**
 * A grid of buckets over map units for what the editor asks at every pointer move and
 * frame: which system or line is under the pointer, which systems are in a box or on
 * screen. On a hex map, also the hex under a point, the systems standing in each hex, and
 * what the grid layer draws (cell centres, region outlines), worked out once. Built once
 * per scene; queries touch only nearby buckets.
 */
import { hexKey, type HexCoord } from '../../../shared/hex/coords';
import { hexAt, hexCentre, nodeHex, regionOutline } from '../../../shared/map/hex-grid';
import type { SceneHexGrid, SceneHexRegion, SceneLine, SceneSystem, SvgScene } from '../../../shared/map/scene';
import type { MapPoint, MapRect } from './coords';

const CELL = 200; // map units

export class SceneIndex {
  private readonly systemCells = new Map<string, number[]>();
  private readonly lineCells = new Map<string, number[]>();
  readonly systemById = new Map<string, SceneSystem>();
  /** The scene's hex grid, or null on a graph map. */
  readonly grid: SceneHexGrid | null;
  /** Centre of each of the grid's cells, map units, in the grid's order. */
  readonly cellCentres: readonly { x: number; y: number }[] = [];
  /** Each region's outline as segments [x1, y1, x2, y2], map units. */
  readonly regionOutlines: readonly { region: SceneHexRegion; segments: [number, number, number, number][] }[] = [];
  private readonly systemsByHex = new Map<string, SceneSystem[]>();

  constructor(readonly scene: SvgScene) {
    this.grid = scene.grid ?? null;
    scene.systems.forEach((s, i) => {
      this.systemById.set(s.id, s);
      push(this.systemCells, key(cell(s.x), cell(s.y)), i);
    });
    const grid = this.grid;
    if (grid) {
      this.cellCentres = grid.cells.map((c) => hexCentre(grid, c));
      this.regionOutlines = (grid.regions ?? []).map((region) => ({ region, segments: regionOutline(grid, region.cells) }));
      for (const s of scene.systems) {
        const k = hexKey(nodeHex(grid, s));
        const list = this.systemsByHex.get(k);
        if (list) list.push(s);
        else this.systemsByHex.set(k, [s]);
      }
    }
    scene.lines.forEach((l, i) => {
      for (let cx = cell(Math.min(l.a.x, l.b.x)); cx <= cell(Math.max(l.a.x, l.b.x)); cx++) {
        for (let cy = cell(Math.min(l.a.y, l.b.y)); cy <= cell(Math.max(l.a.y, l.b.y)); cy++) push(this.lineCells, key(cx, cy), i);
      }
    });
  }

  /** Systems inside a rectangle of map units. */
  systemsIn(r: MapRect): SceneSystem[] {
    const out: SceneSystem[] = [];
    for (let cx = cell(r.minX); cx <= cell(r.maxX); cx++) {
      for (let cy = cell(r.minY); cy <= cell(r.maxY); cy++) {
        for (const i of this.systemCells.get(key(cx, cy)) ?? []) {
          const s = this.scene.systems[i] as SceneSystem;
          if (s.x >= r.minX && s.x <= r.maxX && s.y >= r.minY && s.y <= r.maxY) out.push(s);
        }
      }
    }
    return out;
  }

  /** The system nearest to p within `radius` map units, or null. */
  systemAt(p: MapPoint, radius: number): SceneSystem | null {
    let best: SceneSystem | null = null;
    let bestD = radius;
    for (const s of this.systemsIn({ minX: p.x - radius, minY: p.y - radius, maxX: p.x + radius, maxY: p.y + radius })) {
      const d = Math.hypot(s.x - p.x, s.y - p.y);
      if (d <= bestD) {
        best = s;
        bestD = d;
      }
    }
    return best;
  }

  /** The hex under p, or null on a map without a grid. */
  hexAt(p: MapPoint): HexCoord | null {
    return this.grid ? hexAt(this.grid, p) : null;
  }

  /** The systems standing in hex h (their `hex`, or the hex under their centre). */
  systemsInHex(h: HexCoord): readonly SceneSystem[] {
    return this.systemsByHex.get(hexKey(h)) ?? [];
  }

  /** The line nearest to p within `radius` map units, or null. */
  lineAt(p: MapPoint, radius: number): SceneLine | null {
    let best: SceneLine | null = null;
    let bestD = radius;
    const seen = new Set<number>();
    for (let cx = cell(p.x - radius); cx <= cell(p.x + radius); cx++) {
      for (let cy = cell(p.y - radius); cy <= cell(p.y + radius); cy++) {
        for (const i of this.lineCells.get(key(cx, cy)) ?? []) {
          if (seen.has(i)) continue;
          seen.add(i);
          const l = this.scene.lines[i] as SceneLine;
          const d = segmentDistance(p, l.a, l.b);
          if (d <= bestD) {
            best = l;
            bestD = d;
          }
        }
      }
    }
    return best;
  }
}

function cell(v: number): number {
  return Math.floor(v / CELL);
}
function key(cx: number, cy: number): string {
  return `${cx},${cy}`;
}
function push(map: Map<string, number[]>, k: string, i: number): void {
  const list = map.get(k);
  if (list) list.push(i);
  else map.set(k, [i]);
}

export function segmentDistance(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}
