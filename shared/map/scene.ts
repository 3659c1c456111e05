/**
 * What a map drawing shows, independent of how it is drawn: the editor's canvas
 * (renderer/features/map) and the SVG export (svg.ts) draw the same scene. A ruleset makes
 * scenes from its records (the GM's truth, or one player's view); this module knows no
 * ruleset. Positions are map units (one unit is one pixel at zoom 1).
 *
 * A scene is a graph of systems (nodes) and lines, as a warp-line map; it may also
 * lie on a hex grid (`grid`): cells drawn under it, sheet or region outlines, nodes at hex
 * centres holding small boxes (planetary boxes, worlds in a hex), routes drawn solid or dashed. Every field a graph map does not
 * need is optional, and a scene without them draws as it always did.
 */
/** A small box drawn beside a node, inside its hex: a planetary box, a world. */
export interface SceneBox {
  /** Short text in the box: "RIA", "1", "E3". */
  label: string;
  fill: string;
  /** Symbols written after the label: "☆" capital, "○" human, "△" Aslan… */
  marks?: readonly string[];
}

export interface SceneSystem {
  id: string;
  x: number;
  y: number;
  name: string;
  /** Second line under the name: "T6 OP", "?" … */
  detail: string;
  fill: string;
  ring: boolean;
  /** Warp points whose line is not drawn (unexplored stubs): letter and direction (radians, screen y down). */
  stubs: { letter: string; angle: number }[];
  /** The hex the node stands in, on a scene with a grid (its x, y are then that hex's centre, or a half of it). */
  hex?: { q: number; r: number };
  /** Boxes drawn beside the node, in order, stacked to its right (0–n). */
  boxes?: readonly SceneBox[];
}

/** How a line is drawn: `gate` a star gate (purple, dashed), `dashed` a route drawn dashed in the line's colour. */
export type SceneLineStyle = 'solid' | 'dashed' | 'gate';

export interface SceneLine {
  id: string;
  aId: string;
  bId: string;
  a: { x: number; y: number };
  b: { x: number; y: number };
  /** Label at each end (warp-point letters); absent or empty: none drawn. */
  aLetter?: string;
  bLetter?: string;
  /** A star gate: the same as `style: 'gate'`. */
  gate?: boolean;
  /** Overrides `gate` when given. */
  style?: SceneLineStyle;
  /** Stroke colour of a solid or dashed line; absent: the map's line grey. */
  color?: string;
}

/** Hexes with a flat side up (columns of hexes) or a corner up (rows of hexes). */
export type HexOrientation = 'flat' | 'pointy';

/** One hex of the grid layer, drawn under everything else. */
export interface SceneHexCell {
  q: number;
  r: number;
  /** Fill of the hex; absent: the background shows through. */
  fill?: string;
  /** Short text at the top of the hex ("0304"), shown when the hex is large enough on screen. */
  label?: string;
  /** Stroke of this hex's border, drawn over the grid (a highlight); absent: the grid's grey. */
  outline?: string;
  /** Drawn with a line across its middle: a hex of two halves, each a place of its own. */
  divided?: boolean;
}

/** A group of hexes drawn with one outline around its outer edge: a map sheet, a segment, a region. */
export interface SceneHexRegion {
  id: string;
  /** Written inside the region's top-left hex. */
  label?: string;
  cells: readonly { q: number; r: number }[];
  /** Stroke of the outline; absent: dark grey. */
  color?: string;
}

/** The hex grid a scene lies on. Hex (q, r) is axial (shared/hex/coords.ts); positions come from hex-grid.ts only. */
export interface SceneHexGrid {
  /** Centre to corner, map units. */
  size: number;
  orientation: HexOrientation;
  /** Map position of hex (0, 0)'s centre; absent: (0, 0). */
  origin?: { x: number; y: number };
  /** The hexes drawn: the whole board, or only those explored so far. */
  cells: readonly SceneHexCell[];
  regions?: readonly SceneHexRegion[];
}

export interface SvgScene {
  title: string;
  systems: SceneSystem[];
  lines: SceneLine[];
  /** The hex grid under the map; absent on a graph map. */
  grid?: SceneHexGrid;
}

/** The same type under a name that does not say how it is drawn. */
export type MapScene = SvgScene;

/** How a line is drawn, from `style` or the older `gate` flag. */
export function lineStyle(line: Pick<SceneLine, 'gate' | 'style'>): SceneLineStyle {
  return line.style ?? (line.gate ? 'gate' : 'solid');
}

/**
 * Directions for stubs that keep clear of the drawn lines and of the label under the
 * system: each stub takes, in turn, the one of 16 directions farthest from every
 * direction already used.
 */
export function stubDirections(letters: readonly string[], used: readonly number[]): { letter: string; angle: number }[] {
  const taken = [...used, Math.PI / 2, Math.PI / 2 - 0.5, Math.PI / 2 + 0.5];
  const gap = (a: number, b: number) => {
    const d = Math.abs(a - b) % (2 * Math.PI);
    return Math.min(d, 2 * Math.PI - d);
  };
  return letters.map((letter) => {
    let best = -Math.PI / 2;
    let bestGap = -1;
    for (let i = 0; i < 16; i++) {
      const angle = -Math.PI / 2 + (i * Math.PI) / 8;
      const g = Math.min(...taken.map((t) => gap(angle, t)));
      if (g > bestGap + 1e-9) {
        best = angle;
        bestGap = g;
      }
    }
    taken.push(best);
    return { letter, angle: best };
  });
}
