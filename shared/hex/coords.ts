/**
 * Hex-board geometry, ruleset-neutral: axial coordinates on a board of flat-topped hexes
 * (a flat side faces "up", so a piece can point its bow at a flat side, as tactical boards number them).
 *
 * Axial (q, r): q grows to the east (right), r grows to the south-west/south. The third cube
 * coordinate is s = −q − r. Distances are in hexes. Pixel conversions live in pixels.ts only.
 */

/** A hex on the board, axial coordinates. Branded so a pixel or an offset pair is never taken for one. */
export type HexCoord = { readonly q: number; readonly r: number } & { readonly __brand: 'HexCoord' };

export function hex(q: number, r: number): HexCoord {
  // Normalise −0 so keys and equality stay simple.
  return { q: q + 0, r: r + 0 } as HexCoord;
}

/** A stable text key, "q,r", for maps and sets. */
export function hexKey(h: { q: number; r: number }): string {
  return `${h.q},${h.r}`;
}

export function parseHexKey(key: string): HexCoord | null {
  const match = /^(-?\d+),(-?\d+)$/.exec(key);
  return match ? hex(Number(match[1]), Number(match[2])) : null;
}

export function hexEquals(a: { q: number; r: number }, b: { q: number; r: number }): boolean {
  return a.q === b.q && a.r === b.r;
}

/**
 * The six facings, clockwise from "up": 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.
 * A facing is the flat side a piece's bow points at.
 */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5;
export const FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5];
export const FACING_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** Axial step for each facing (flat-topped hexes). */
const DIRECTION_STEPS: readonly (readonly [number, number])[] = [
  [0, -1], // N
  [1, -1], // NE
  [1, 0], // SE
  [0, 1], // S
  [-1, 1], // SW
  [-1, 0], // NW
];

/** A facing turned `steps` sides clockwise (negative: counter-clockwise). */
export function turn(facing: Facing, steps: number): Facing {
  return ((((facing + steps) % 6) + 6) % 6) as Facing;
}

export function isFacing(value: unknown): value is Facing {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

export function neighbor(h: HexCoord, facing: Facing, distance = 1): HexCoord {
  const [dq, dr] = DIRECTION_STEPS[facing] as readonly [number, number];
  return hex(h.q + dq * distance, h.r + dr * distance);
}

export function neighbors(h: HexCoord): HexCoord[] {
  return FACINGS.map((f) => neighbor(h, f));
}

/** Distance in hexes (0 for the same hex, 1 for neighbours). */
export function hexDistance(a: { q: number; r: number }, b: { q: number; r: number }): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The facing that leads from a to b when b is a neighbour of a; null otherwise. */
export function directionTo(a: HexCoord, b: HexCoord): Facing | null {
  for (const f of FACINGS) if (hexEquals(neighbor(a, f), b)) return f;
  return null;
}

function cubeRound(q: number, r: number): HexCoord {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return hex(rq, rr);
}

/** Rounds fractional axial coordinates to the hex that contains them. */
export function roundHex(q: number, r: number): HexCoord {
  return cubeRound(q, r);
}

/**
 * The hexes of the straight line from a to b, both ends included (distance + 1 hexes).
 * `nudge` (+1 or −1) decides which side wins where the line runs exactly along hex edges.
 */
export function hexLine(a: HexCoord, b: HexCoord, nudge: 1 | -1 = 1): HexCoord[] {
  const n = hexDistance(a, b);
  if (n === 0) return [a];
  const eps = 1e-6 * nudge;
  const out: HexCoord[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    out.push(cubeRound(a.q + (b.q - a.q) * t + eps, a.r + (b.r - a.r) * t + eps));
  }
  return out;
}

/** The hexes strictly between a and b on the line from a to b (neither end). */
export function hexesBetween(a: HexCoord, b: HexCoord, nudge: 1 | -1 = 1): HexCoord[] {
  const line = hexLine(a, b, nudge);
  return line.slice(1, -1);
}

/**
 * Line of sight: true when the hexes strictly between a and b are all clear.
 * Where the line runs exactly along hex edges, sight passes when either side is clear
 * (`edgeRule: 'either'`, the usual wargame convention) or only when both are (`'both'`).
 */
export function lineOfSight(a: HexCoord, b: HexCoord, blocked: (h: HexCoord) => boolean, edgeRule: 'either' | 'both' = 'either'): boolean {
  const clear = (nudge: 1 | -1) => hexesBetween(a, b, nudge).every((h) => !blocked(h));
  return edgeRule === 'either' ? clear(1) || clear(-1) : clear(1) && clear(-1);
}

/**
 * Hexes a piece occupies: its base hex and `length − 1` more hexes straight behind it
 * (aft of the bow), for hulls longer than one hex.
 */
export function hullHexes(base: HexCoord, facing: Facing, length: number): HexCoord[] {
  const aft = turn(facing, 3);
  return Array.from({ length: Math.max(1, length) }, (_, i) => neighbor(base, aft, i));
}

/** All hexes within `radius` of the centre, centre first. */
export function hexesWithin(center: HexCoord, radius: number): HexCoord[] {
  const out: HexCoord[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) out.push(hex(center.q + dq, center.r + dr));
  }
  return out.sort((x, y) => hexDistance(center, x) - hexDistance(center, y));
}

/** The closest pair of hexes between two groups (ties: first found), and their distance. */
export function closestPair(from: readonly HexCoord[], to: readonly HexCoord[]): { from: HexCoord; to: HexCoord; distance: number } {
  let best: { from: HexCoord; to: HexCoord; distance: number } | null = null;
  for (const a of from) {
    for (const b of to) {
      const d = hexDistance(a, b);
      if (best === null || d < best.distance) best = { from: a, to: b, distance: d };
    }
  }
  if (best === null) throw new RangeError('closestPair: empty group');
  return best;
}

/**
 * Offset coordinates of a rectangular board of flat-topped hexes, "odd-q": odd columns
 * are pushed half a hex down. col 0..cols−1, row 0..rows−1.
 */
export function offsetToHex(col: number, row: number): HexCoord {
  return hex(col, row - (col - (col & 1)) / 2);
}

export function hexToOffset(h: HexCoord): { col: number; row: number } {
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
}

/** Every hex of a cols × rows rectangular board, column by column. */
export function rectangleHexes(cols: number, rows: number): HexCoord[] {
  const out: HexCoord[] = [];
  for (let col = 0; col < cols; col++) for (let row = 0; row < rows; row++) out.push(offsetToHex(col, row));
  return out;
}

export function onRectangle(h: HexCoord, cols: number, rows: number): boolean {
  const { col, row } = hexToOffset(h);
  return col >= 0 && col < cols && row >= 0 && row < rows;
}

/** A board label "C.R" (column.row, 1-based like printed maps: 0101 style without padding). */
export function hexLabel(h: HexCoord): string {
  const { col, row } = hexToOffset(h);
  return `${String(col + 1).padStart(2, '0')}${String(row + 1).padStart(2, '0')}`;
}

/** Reads a label of hexLabel's form ("0304": column 3, row 4). */
export function parseHexLabel(text: string): HexCoord | null {
  const match = /^(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const col = Number(match[1]) - 1;
  const row = Number(match[2]) - 1;
  if (col < 0 || row < 0) return null;
  return offsetToHex(col, row);
}
