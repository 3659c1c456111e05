/**
 * Graph queries on the strategic map: places are nodes, routes between them (warp lines,
 * star gates, jump routes) are edges; every edge is one jump. Distances are in jumps.
 */
import type { WarpLine } from '../model/entities';

/** Adjacency by system id; a system with no lines has an empty list. Loops are ignored. */
export type Adjacency = ReadonlyMap<string, readonly string[]>;

export function adjacencyOf(systemIds: Iterable<string>, lines: readonly WarpLine[]): Map<string, string[]> {
  const adjacency = new Map<string, string[]>();
  for (const id of systemIds) adjacency.set(id, []);
  for (const line of lines) {
    if (line.a === line.b) continue;
    const a = adjacency.get(line.a);
    const b = adjacency.get(line.b);
    if (!a || !b) continue;
    if (!a.includes(line.b)) a.push(line.b);
    if (!b.includes(line.a)) b.push(line.a);
  }
  return adjacency;
}

/** Systems one jump away, in the order their lines were listed. */
export function neighbours(adjacency: Adjacency, systemId: string): readonly string[] {
  return adjacency.get(systemId) ?? [];
}

/** Jumps from one system to every system it reaches (breadth-first); unreachable systems are absent. */
export function jumpsFrom(adjacency: Adjacency, start: string): Map<string, number> {
  const hops = new Map<string, number>([[start, 0]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as string;
    const next = (hops.get(at) ?? 0) + 1;
    for (const n of adjacency.get(at) ?? []) {
      if (!hops.has(n)) {
        hops.set(n, next);
        queue.push(n);
      }
    }
  }
  return hops;
}

/** Jumps between two systems, or null when no route joins them. */
export function distance(adjacency: Adjacency, from: string, to: string): number | null {
  return jumpsFrom(adjacency, from).get(to) ?? null;
}

/** A shortest route as the list of systems from `from` to `to` (both included), or null. */
export function route(adjacency: Adjacency, from: string, to: string): string[] | null {
  if (!adjacency.has(from) || !adjacency.has(to)) return null;
  const previous = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as string;
    if (at === to) break;
    for (const n of adjacency.get(at) ?? []) {
      if (!previous.has(n)) {
        previous.set(n, at);
        queue.push(n);
      }
    }
  }
  if (!previous.has(to)) return null;
  const path: string[] = [];
  for (let at: string | null = to; at !== null; at = previous.get(at) ?? null) path.push(at);
  return path.reverse();
}

/** Connected groups of systems, largest first (ties: the group holding the earliest listed system first). */
export function components(adjacency: Adjacency): string[][] {
  const seen = new Set<string>();
  const groups: string[][] = [];
  for (const id of adjacency.keys()) {
    if (seen.has(id)) continue;
    const group = [...jumpsFrom(adjacency, id).keys()];
    for (const member of group) seen.add(member);
    groups.push(group);
  }
  return groups.map((g, i) => ({ g, i })).sort((p, q) => q.g.length - p.g.length || p.i - q.i).map(({ g }) => g);
}

export function isConnected(adjacency: Adjacency): boolean {
  return adjacency.size === 0 || components(adjacency).length === 1;
}
