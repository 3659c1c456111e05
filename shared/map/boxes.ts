/**
 * Where a node's boxes (scene.ts, `SceneBox`) are drawn, the same for the canvas and the
 * SVG: stacked to the right of the node's mark, the last one level with the mark's bottom,
 * so the stack grows upwards and keeps clear of the name written under the node.
 * Sizes are in the drawing's units: screen pixels on the canvas, map units in the SVG.
 */
import type { SceneBox } from './scene';

export interface BoxRect {
  /** Top-left corner relative to the node's centre. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Label and marks, as written in the box; empty in a compact layout. */
  text: string;
  fill: string;
  /** Dark or light, whichever reads on the fill. */
  ink: string;
}

/** Height of a box, and the font size of its text, in the drawing's units. */
export const BOX_HEIGHT = 14;
export const BOX_FONT = 10;
const GAP = 2;
const PAD = 3;
/** A compact box (zoomed far out): a small square without text. */
const COMPACT = 5;

/** The text written in a box: its label, then its marks. */
export function boxText(box: SceneBox): string {
  return [box.label, ...(box.marks ?? [])].filter(Boolean).join(' ');
}

/** Black or white ink for text on `fill` (#rgb or #rrggbb; anything else: black). */
export function inkOn(fill: string): string {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(fill.trim());
  if (!m) return '#111111';
  const hex = (m[1] as string).length === 3 ? [...(m[1] as string)].map((c) => c + c).join('') : (m[1] as string);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  // Relative luminance (sRGB, roughly): light fills take dark ink.
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 ? '#111111' : '#ffffff';
}

/**
 * The boxes of a node whose mark has radius `radius`, each as wide as its text
 * (`measure` gives a text's width at BOX_FONT) and at least square; `compact` draws them
 * as small squares without text.
 */
export function layoutBoxes(boxes: readonly SceneBox[], radius: number, measure: (text: string) => number, compact = false): BoxRect[] {
  const height = compact ? COMPACT : BOX_HEIGHT;
  const gap = compact ? 1 : GAP;
  const x = radius + (compact ? 2 : 4);
  const bottom = compact ? Math.max(radius, height) : radius;
  return boxes.map((box, i) => {
    const text = compact ? '' : boxText(box);
    const width = compact ? COMPACT : Math.max(BOX_HEIGHT, Math.ceil(measure(text)) + 2 * PAD);
    return { x, y: bottom - (boxes.length - i) * height - (boxes.length - 1 - i) * gap, width, height, text, fill: box.fill, ink: inkOn(box.fill) };
  });
}
