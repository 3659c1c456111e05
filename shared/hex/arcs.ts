/**
 * Firing arcs relative to a piece's facing. The six sectors are numbered clockwise from the
 * bow: 0 front, 1 front-starboard, 2 aft-starboard, 3 aft, 4 aft-port, 5 front-port. Sector k
 * is the 60° wedge centred on the hex side (facing + k); a target on the line between two
 * wedges (a hex corner direction) is in both.
 */
import { hexEquals, neighbor, type Facing, type HexCoord } from './coords';
import { hexToPixel } from './pixels';

export type Sector = 0 | 1 | 2 | 3 | 4 | 5;
export const SECTORS: readonly Sector[] = [0, 1, 2, 3, 4, 5];
export const SECTOR_CODES = ['F', 'FS', 'AS', 'A', 'AP', 'FP'] as const;
export type SectorCode = (typeof SECTOR_CODES)[number];
export const SECTOR_NAMES = ['front', 'front starboard', 'aft starboard', 'aft', 'aft port', 'front port'] as const;

/** Bearing of b seen from a, in degrees clockwise from "up", in [0, 360). */
export function bearing(a: HexCoord, b: HexCoord): number {
  const pa = hexToPixel(a, 1);
  const pb = hexToPixel(b, 1);
  const degrees = (Math.atan2(pb.x - pa.x, -(pb.y - pa.y)) * 180) / Math.PI;
  return ((degrees % 360) + 360) % 360;
}

/** The sectors (one, or two on a wedge line) of `target` seen from `from` facing `facing`; [] for the same hex. */
export function sectorsOf(from: HexCoord, facing: Facing, target: HexCoord): Sector[] {
  if (hexEquals(from, target)) return [];
  const relative = (((bearing(from, target) - facing * 60) % 360) + 360) % 360;
  const out: Sector[] = [];
  for (const k of SECTORS) {
    let delta = Math.abs(relative - k * 60);
    if (delta > 180) delta = 360 - delta;
    if (delta <= 30 + 1e-7) out.push(k);
  }
  return out;
}

/** True when the target lies in any of the given sectors. */
export function inArc(from: HexCoord, facing: Facing, target: HexCoord, arc: readonly Sector[]): boolean {
  return sectorsOf(from, facing, target).some((s) => arc.includes(s));
}

/** True when the target is on the straight row of hexes off the bow ("directly forward, not at an angle"). */
export function straightAhead(from: HexCoord, facing: Facing, target: HexCoord, maxDistance = 64): boolean {
  for (let d = 1; d <= maxDistance; d++) if (hexEquals(neighbor(from, facing, d), target)) return true;
  return false;
}

export function sectorFromCode(code: string): Sector | null {
  const index = (SECTOR_CODES as readonly string[]).indexOf(code.toUpperCase());
  return index < 0 ? null : (index as Sector);
}
