/**
 * The one module that converts between hexes and pixels (STYLE.md 11). Flat-topped hexes;
 * `size` is the distance from a hex's centre to a corner, in pixels.
 */
import { roundHex, type HexCoord } from './coords';

/** A point in board pixels (before any stage pan or zoom). */
export type PixelPoint = { readonly x: number; readonly y: number } & { readonly __brand: 'PixelPoint' };

export function pixel(x: number, y: number): PixelPoint {
  return { x, y } as PixelPoint;
}

const SQRT3 = Math.sqrt(3);

/** Centre of a hex, in pixels, with hex (0,0) centred at `origin`. */
export function hexToPixel(h: HexCoord, size: number, origin: { x: number; y: number } = { x: 0, y: 0 }): PixelPoint {
  return pixel(origin.x + size * 1.5 * h.q, origin.y + size * SQRT3 * (h.r + h.q / 2));
}

/** The hex containing a pixel. */
export function pixelToHex(p: { x: number; y: number }, size: number, origin: { x: number; y: number } = { x: 0, y: 0 }): HexCoord {
  const x = (p.x - origin.x) / size;
  const y = (p.y - origin.y) / size;
  const q = (2 / 3) * x;
  const r = -x / 3 + (SQRT3 / 3) * y;
  return roundHex(q, r);
}

/** The six corners of a flat-topped hex, as a flat [x0, y0, x1, y1, …] list relative to its centre. */
export function hexCornerOffsets(size: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i);
    out.push(size * Math.cos(angle), size * Math.sin(angle));
  }
  return out;
}

/** Width and height in pixels of a cols × rows odd-q board. */
export function rectangleSize(cols: number, rows: number, size: number): { width: number; height: number } {
  return { width: size * (1.5 * (cols - 1) + 2), height: size * SQRT3 * (rows + (cols > 1 ? 0.5 : 0)) };
}

/** Where hex (0,0)'s centre sits so that a cols × rows board starts at pixel (0,0). */
export function rectangleOrigin(size: number): { x: number; y: number } {
  return { x: size, y: (size * SQRT3) / 2 };
}

/** Angle in degrees, clockwise from "up", pointed by a facing (0 N = 0°, 1 NE = 60°…). */
export function facingAngle(facing: number): number {
  return facing * 60;
}
