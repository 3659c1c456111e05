/**
 * The map editor's two coordinate spaces and the only conversions between them
 * (STYLE.md §11). MapPoint: map units, as stored (one unit is one pixel at zoom 1).
 * ScreenPoint: CSS pixels from the top-left of the canvas.
 * The viewport maps one to the other: screen = map × scale + (x, y).
 */
export type MapPoint = { readonly x: number; readonly y: number } & { readonly __space: 'map' };
export type ScreenPoint = { readonly x: number; readonly y: number } & { readonly __space: 'screen' };

export const mapPoint = (x: number, y: number) => ({ x, y }) as MapPoint;
export const screenPoint = (x: number, y: number) => ({ x, y }) as ScreenPoint;

export interface Viewport {
  /** Screen pixels per map unit. */
  readonly scale: number;
  /** Screen position of the map's origin, CSS pixels. */
  readonly x: number;
  readonly y: number;
}

export const MIN_SCALE = 0.02;
export const MAX_SCALE = 8;

export function toScreen(v: Viewport, p: MapPoint): ScreenPoint {
  return screenPoint(p.x * v.scale + v.x, p.y * v.scale + v.y);
}

export function toMap(v: Viewport, p: ScreenPoint): MapPoint {
  return mapPoint((p.x - v.x) / v.scale, (p.y - v.y) / v.scale);
}

/** Zooms by `factor`, keeping the map point under `at` where it is on screen. */
export function zoomAt(v: Viewport, at: ScreenPoint, factor: number): Viewport {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
  const anchor = toMap(v, at);
  return { scale, x: at.x - anchor.x * scale, y: at.y - anchor.y * scale };
}

export function panBy(v: Viewport, dx: number, dy: number): Viewport {
  return { ...v, x: v.x + dx, y: v.y + dy };
}

export interface MapRect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The part of the map on screen, in map units. */
export function visibleRect(v: Viewport, width: number, height: number): MapRect {
  const a = toMap(v, screenPoint(0, 0));
  const b = toMap(v, screenPoint(width, height));
  return { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y };
}

export function boundsOf(points: readonly { x: number; y: number }[]): MapRect | null {
  if (points.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/** The viewport that shows `rect` whole, centred, with `margin` screen pixels around it; at most zoom 1.5. */
export function fitViewport(rect: MapRect | null, width: number, height: number, margin = 60): Viewport {
  if (!rect || width <= 0 || height <= 0) return { scale: 1, x: width / 2, y: height / 2 };
  const w = Math.max(1, rect.maxX - rect.minX);
  const h = Math.max(1, rect.maxY - rect.minY);
  const scale = Math.min(1.5, Math.max(MIN_SCALE, Math.min((width - 2 * margin) / w, (height - 2 * margin) / h)));
  return { scale, x: width / 2 - ((rect.minX + rect.maxX) / 2) * scale, y: height / 2 - ((rect.minY + rect.maxY) / 2) * scale };
}

/** The viewport with `p` at the centre of the screen, at `scale` (or the current one). */
export function centreOn(v: Viewport, p: MapPoint, width: number, height: number, scale = v.scale): Viewport {
  return { scale, x: width / 2 - p.x * scale, y: height / 2 - p.y * scale };
}
