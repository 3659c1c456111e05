/**
 * The strategic map as the editor and the rules see it: the GM's star systems and warp
 * lines (NOVA: 2.1, 2.2), plus the records that refer to systems and must change with
 * them (empires' home stars, empires' knowledge). Positions are map units: one unit is
 * one pixel at zoom 1.
 */
import { z } from 'zod';
import type { Empire, Knowledge } from '../../../model/entities';
import type { NovaSystem, NovaWarpLine } from '../records';

/** NOVA: 2.2 / 3.9 — a warp line, or a star-gate pair (an extra edge with no range limit). */
export const WARP_LINE_KINDS = ['warp', 'gate'] as const;
export type WarpLineKind = (typeof WARP_LINE_KINDS)[number];
export const warpLineKind = z.enum(WARP_LINE_KINDS).default('warp');

/** A line's kind; lines stored before kinds existed are warp lines. */
export function lineKind(line: NovaWarpLine): WarpLineKind {
  return line.kind === 'gate' ? 'gate' : 'warp';
}

/** The letters a warp point may carry, in order. */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Everything a map edit may touch. Records carry their gameId. */
export interface MapModel {
  systems: NovaSystem[];
  lines: NovaWarpLine[];
  /** Empires: only homeSystemId is changed by map edits. */
  empires: Empire[];
  knowledge: Knowledge[];
}

export function emptyMap(): MapModel {
  return { systems: [], lines: [], empires: [], knowledge: [] };
}

/** Map settings the rulebook leaves open (NOVA: 2.1 "keep names short"; 2.2 "same number of connectors"). */
export interface MapSettings {
  /** Longest system name allowed, in characters. Default 15: ship names must be "under 16". */
  maxNameLength: number;
  /** Home stars closer than this many jumps are reported. Default 3. */
  minHomeJumps: number;
}

export const DEFAULT_MAP_SETTINGS: MapSettings = { maxNameLength: 15, minHomeJumps: 3 };

/** Reads map settings from a game's settings record (`settings.map`), with the defaults for anything missing. */
export function mapSettingsOf(settings: Record<string, unknown> | undefined): MapSettings {
  const raw = (settings?.map ?? {}) as Partial<Record<keyof MapSettings, unknown>>;
  const int = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback);
  return {
    maxNameLength: int(raw.maxNameLength, DEFAULT_MAP_SETTINGS.maxNameLength),
    minHomeJumps: int(raw.minHomeJumps, DEFAULT_MAP_SETTINGS.minHomeJumps),
  };
}

/** Lines at each system, by system id. */
export function linesBySystem(lines: readonly NovaWarpLine[]): Map<string, NovaWarpLine[]> {
  const out = new Map<string, NovaWarpLine[]>();
  for (const line of lines) {
    for (const end of [line.a, line.b]) {
      const list = out.get(end);
      if (list) list.push(line);
      else out.set(end, [line]);
    }
  }
  return out;
}

/** The letters already used at a system's warp points. */
export function usedLetters(lines: readonly NovaWarpLine[], systemId: string): Set<string> {
  const used = new Set<string>();
  for (const line of lines) {
    if (line.a === systemId) used.add(line.aLetter);
    if (line.b === systemId) used.add(line.bLetter);
  }
  return used;
}

/** Letters still free at a system, in alphabetical order. */
export function freeLetters(lines: readonly NovaWarpLine[], systemId: string): string[] {
  const used = usedLetters(lines, systemId);
  return [...LETTERS].filter((letter) => !used.has(letter));
}

/**
 * A random free letter at a system (NOVA: 2.2 "letters should be as random as possible"),
 * or null when all 26 are taken. `pick(n)` returns a uniform integer in [0, n).
 */
export function randomFreeLetter(lines: readonly NovaWarpLine[], systemId: string, pick: (n: number) => number, avoid: readonly string[] = []): string | null {
  const free = freeLetters(lines, systemId).filter((l) => !avoid.includes(l));
  if (free.length === 0) return null;
  return free[pick(free.length)] ?? null;
}

/** The next id with a prefix that no record in `taken` uses: s1, s2, … */
export function nextId(prefix: string, taken: Iterable<{ id: string }>): string {
  let max = 0;
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  for (const record of taken) {
    const m = pattern.exec(record.id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `${prefix}${max + 1}`;
}
