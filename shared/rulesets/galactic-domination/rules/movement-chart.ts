/**
 * Movement charts (GD §11.5.1, §11.5.3–§11.5.5, App M): which segments a unit of a given speed may
 * move one hex in, for turns of 2 to 6 movement segments; a fleet moves at its slowest unit's speed
 * (§10.5.1.3).
 */

/** CHARTS[segments][segment − 1] = the speeds that may move in that segment ("1" cells). */
const CHARTS: Readonly<Record<number, readonly (readonly number[])[]>> = {
  // GD §11.5.3: speeds 1 and 2 only.
  2: [[2], [1, 2]],
  // GD §11.5.1 / §11.5.4: the standard Basic chart.
  3: [[3], [2, 3], [1, 2, 3]],
  // GD §11.5.5: up to speed 4.
  4: [[4], [2, 3, 4], [3, 4], [1, 2, 3, 4]],
  // App M: speed 5.
  5: [[4, 5], [3, 4, 5], [2, 3, 5], [4, 5], [1, 2, 3, 4, 5]],
  // App M: speed 6.
  6: [[6], [3, 4, 5, 6], [2, 4, 5, 6], [3, 5, 6], [4, 5, 6], [1, 2, 3, 4, 5, 6]],
};

/** The chart sizes the rules print. */
export const CHART_SEGMENTS = [2, 3, 4, 5, 6] as const;

/**
 * Movement segments in a turn, from the fastest speed in play (GD §11.5: 3 segments in Basic,
 * "more if something has speed 4+"). `allowTwo` uses the §11.5.3 two-segment chart when nothing is
 * faster than 2 (setting segmentChart 'by-fastest'). Speeds above 6 use the 6-segment chart.
 */
export function segmentsFor(fastestSpeed: number, allowTwo = false): number {
  if (fastestSpeed <= 2 && allowTwo) return 2;
  return Math.min(6, Math.max(3, fastestSpeed));
}

/**
 * Whether a unit of `speed` may move in `segment` (1-based) of a turn of `segments` segments.
 * Speed 0 never moves; a speed above the chart's columns moves in every segment.
 */
export function mayMove(speed: number, segment: number, segments: number): boolean {
  if (speed <= 0) return false;
  const chart = CHARTS[segments];
  if (!chart) return false;
  const row = chart[segment - 1];
  if (!row) return false;
  if (speed > segments) return true;
  return row.includes(speed);
}

/** The segments (1-based) in which a unit of `speed` may move. */
export function movingSegments(speed: number, segments: number): number[] {
  const out: number[] = [];
  for (let s = 1; s <= segments; s++) if (mayMove(speed, s, segments)) out.push(s);
  return out;
}

/** A fleet's speed: its slowest unit's (GD §10.5.1.3). An empty fleet has speed 0. */
export function fleetSpeed(unitSpeeds: readonly number[]): number {
  return unitSpeeds.length === 0 ? 0 : Math.min(...unitSpeeds);
}
