/**
 * Map geometry (GD §2.1, §9.4.2): an odd-q rectangle of flat-topped hexes in axial coordinates
 * (shared/hex/coords), labels, positions with hex halves, and adjacency.
 */
import { hex, hexDistance, neighbor, type Facing } from '../../../hex/coords';
import type { GdRules } from '../settings';
import type { Hex, World } from '../world/world';

/** Axial coordinates of an odd-q offset cell (odd columns shoved down). */
export function axialOf(col: number, row: number): { q: number; r: number } {
  return { q: col, r: row - (col - (col & 1)) / 2 };
}

/** Offset cell of axial coordinates. */
export function offsetOf(q: number, r: number): { col: number; row: number } {
  return { col: q, row: r + (q - (q & 1)) / 2 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A hex label (digest A-01): 'ccrr' column then row from 01 ("0704"), or 'axial' ("q,r"). */
export function hexLabel(col: number, row: number, format: GdRules['hexLabels'] = 'ccrr'): string {
  if (format === 'axial') {
    const a = axialOf(col, row);
    return `${a.q},${a.r}`;
  }
  return `${pad(col + 1)}${pad(row + 1)}`;
}

/** The id of the hex at a cell ("H0704", independent of the label format). */
export function hexIdOf(col: number, row: number): string {
  return `H${pad(col + 1)}${pad(row + 1)}`;
}

/** A place a fleet can be: a hex, and a half of a divided hex (GD §9.4.2). */
export interface Position {
  readonly hexId: string;
  readonly half: 0 | 1 | null;
}

export function samePosition(a: Position, b: Position): boolean {
  return a.hexId === b.hexId && (a.half ?? 0) === (b.half ?? 0);
}

export function positionKey(p: Position): string {
  return p.half === null ? p.hexId : `${p.hexId}.${p.half}`;
}

/** Index of a world's hexes by id and by cell, for fast lookups. */
export class MapIndex {
  readonly byId = new Map<string, Hex>();
  private readonly byAxial = new Map<string, Hex>();
  constructor(hexes: readonly Hex[]) {
    for (const h of hexes) {
      this.byId.set(h.id, h);
      this.byAxial.set(`${h.q},${h.r}`, h);
    }
  }
  get(id: string): Hex | undefined {
    return this.byId.get(id);
  }
  at(q: number, r: number): Hex | undefined {
    return this.byAxial.get(`${q},${r}`);
  }
  /** The neighbour in a direction (0 N … 5 NW), if on the map. */
  step(h: Hex, facing: number): Hex | undefined {
    const n = neighbor(hex(h.q, h.r), facing as Facing);
    return this.at(n.q, n.r);
  }
  /** On-map neighbours with their direction. */
  neighbours(h: Hex): { hex: Hex; direction: number }[] {
    const out: { hex: Hex; direction: number }[] = [];
    for (let d = 0; d < 6; d++) {
      const n = this.step(h, d);
      if (n) out.push({ hex: n, direction: d });
    }
    return out;
  }
  /** Direction from a to b when adjacent, else null. */
  direction(a: Hex, b: Hex): number | null {
    for (let d = 0; d < 6; d++) if (this.step(a, d)?.id === b.id) return d;
    return null;
  }
  distance(a: Hex, b: Hex): number {
    return hexDistance(a, b);
  }
}

/** The index of a world's map (cached per hex array). */
const cache = new WeakMap<readonly Hex[], MapIndex>();
export function mapIndex(world: Pick<World, 'hexes'>): MapIndex {
  let idx = cache.get(world.hexes);
  if (!idx) {
    idx = new MapIndex(world.hexes);
    cache.set(world.hexes, idx);
  }
  return idx;
}

// Digest A-03: 'all' both halves border all six neighbours; 'own-side' the upper half the northern three (NW, N, NE), the lower the southern three.
/** Whether the half `half` of a divided hex borders its neighbour in `direction`. */
export function halfBorders(half: 0 | 1 | null, direction: number, rule: GdRules['halfAdjacency']): boolean {
  if (half === null || rule === 'all') return true;
  const north = direction === 0 || direction === 1 || direction === 5;
  return half === 0 ? north : !north;
}

/**
 * Whether one step from `from` to `to` is a move to an adjacent place: a neighbouring hex (either half
 * if divided), or the other half of the same divided hex (1 MP, GD §10.2.1).
 */
export function isStep(index: MapIndex, from: Position, to: Position, rule: GdRules['halfAdjacency']): { ok: true; direction: number | null } | { ok: false; reason: string } {
  const a = index.get(from.hexId);
  const b = index.get(to.hexId);
  if (!a || !b) return { ok: false, reason: 'hex not on the map' };
  if (a.id === b.id) {
    if (a.divided && (from.half ?? 0) !== (to.half ?? 0)) return { ok: true, direction: null };
    return { ok: false, reason: 'already there' };
  }
  const direction = index.direction(a, b);
  if (direction === null) return { ok: false, reason: `${b.label} is not adjacent to ${a.label}` };
  if (a.divided && !halfBorders(from.half, direction, rule)) return { ok: false, reason: 'that half does not border the hex (setting halfAdjacency)' };
  if (b.divided && !halfBorders(to.half, (direction + 3) % 6, rule)) return { ok: false, reason: 'that half does not border the hex (setting halfAdjacency)' };
  return { ok: true, direction };
}
