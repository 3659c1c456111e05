/**
 * The hex grid layer of a scene (scene.ts, `grid`), drawn on the static layer under the
 * lines, in screen space like the rest of draw.ts: filled cells, the grid's lines, halves,
 * highlighted cells, region outlines and names, cell labels once the hexes are large enough
 * to read them. Only the cells on screen are drawn. The boxes beside systems are drawn
 * with the systems (draw.ts); their layout is shared with the SVG (shared/map/boxes.ts).
 */
import { BOX_FONT, layoutBoxes } from '../../../shared/map/boxes';
import { cellLabelOffset, hexCentre, hexCorners, hexHalfExtent, regionLabelAt } from '../../../shared/map/hex-grid';
import type { SceneHexGrid, SceneSystem } from '../../../shared/map/scene';
import { GRID_COLOURS } from '../../../shared/map/svg';
import type { HexCoord } from '../../../shared/hex/coords';
import type { Viewport } from './coords';
import type { SceneIndex } from './spatial';

/** Hexes smaller than this on screen (centre to corner, pixels) are drawn without their lines. */
const MIN_STROKED = 3;
/** Hexes at least this large on screen show their labels. */
const MIN_LABELLED = 30;

/** The grid's colours on a dark ground: the same roles as GRID_COLOURS (print and light theme). */
export const DARK_GRID_COLOURS: typeof GRID_COLOURS = { cell: '#495057', label: '#909296', region: '#ced4da', divider: '#5c5f66' };
/** The grid's colours the canvas draws with now (draw.ts's setMapTheme switches them). */
export const HEX_COLOURS = { ...GRID_COLOURS };

/** The grid: everything of it that shows on a screen of `width` × `height` pixels. */
export function drawHexGrid(ctx: CanvasRenderingContext2D, index: SceneIndex, v: Viewport, width: number, height: number): void {
  const grid = index.grid;
  if (!grid) return;
  const size = grid.size * v.scale;
  const half = hexHalfExtent(grid);
  const hx = half.x * v.scale;
  const hy = half.y * v.scale;
  const corners = hexCorners(grid).map((p) => ({ x: p.x * v.scale, y: p.y * v.scale }));
  const shown: number[] = [];
  index.cellCentres.forEach((c, i) => {
    const x = c.x * v.scale + v.x;
    const y = c.y * v.scale + v.y;
    if (x + hx >= 0 && x - hx <= width && y + hy >= 0 && y - hy <= height) shown.push(i);
  });
  const screen = (i: number) => {
    const c = index.cellCentres[i] as { x: number; y: number };
    return { x: c.x * v.scale + v.x, y: c.y * v.scale + v.y };
  };
  const hexPath = (x: number, y: number) => {
    const first = corners[0] as { x: number; y: number };
    ctx.moveTo(x + first.x, y + first.y);
    for (let k = 1; k < 6; k++) {
      const p = corners[k] as { x: number; y: number };
      ctx.lineTo(x + p.x, y + p.y);
    }
    ctx.closePath();
  };
  // Fills, batched by colour.
  const byFill = new Map<string, number[]>();
  for (const i of shown) {
    const fill = grid.cells[i]?.fill;
    if (!fill) continue;
    const list = byFill.get(fill);
    if (list) list.push(i);
    else byFill.set(fill, [i]);
  }
  for (const [fill, list] of byFill) {
    ctx.beginPath();
    for (const i of list) {
      const p = screen(i);
      hexPath(p.x, p.y);
    }
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (size >= MIN_STROKED) {
    ctx.beginPath();
    for (const i of shown) {
      const p = screen(i);
      hexPath(p.x, p.y);
    }
    ctx.strokeStyle = HEX_COLOURS.cell;
    ctx.lineWidth = 1;
    ctx.stroke();
    // Halves: a line across the middle.
    ctx.beginPath();
    for (const i of shown) {
      if (!grid.cells[i]?.divided) continue;
      const p = screen(i);
      ctx.moveTo(p.x - hx, p.y);
      ctx.lineTo(p.x + hx, p.y);
    }
    ctx.strokeStyle = HEX_COLOURS.divider;
    ctx.stroke();
  }
  // Highlighted cells.
  for (const i of shown) {
    const outline = grid.cells[i]?.outline;
    if (!outline) continue;
    const p = screen(i);
    ctx.beginPath();
    hexPath(p.x, p.y);
    ctx.strokeStyle = outline;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
  // Sheets and regions.
  for (const { region, segments } of index.regionOutlines) {
    ctx.beginPath();
    for (const [x1, y1, x2, y2] of segments) {
      ctx.moveTo(x1 * v.scale + v.x, y1 * v.scale + v.y);
      ctx.lineTo(x2 * v.scale + v.x, y2 * v.scale + v.y);
    }
    ctx.strokeStyle = region.color ?? HEX_COLOURS.region;
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.stroke();
    ctx.lineCap = 'butt';
  }
  if (size >= MIN_LABELLED) {
    ctx.font = '9px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillStyle = HEX_COLOURS.label;
    const dy = cellLabelOffset(grid) * v.scale;
    for (const i of shown) {
      const label = grid.cells[i]?.label;
      if (!label) continue;
      const p = screen(i);
      ctx.fillText(label, p.x, p.y + dy);
    }
  }
  ctx.font = '600 13px system-ui, sans-serif';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#ffffff';
  for (const { region } of index.regionOutlines) {
    const at = region.label ? regionLabelAt(grid, region.cells) : null;
    if (!at || !region.label) continue;
    const x = at.x * v.scale + v.x + 4;
    const y = at.y * v.scale + v.y + 4;
    ctx.strokeText(region.label, x, y);
    ctx.fillStyle = region.color ?? HEX_COLOURS.region;
    ctx.fillText(region.label, x, y);
  }
}

/** The outline of one hex, in `colour` (the hex under the pointer). */
export function strokeHex(ctx: CanvasRenderingContext2D, grid: SceneHexGrid, v: Viewport, h: HexCoord, colour: string): void {
  const c = hexCentre(grid, h);
  ctx.beginPath();
  hexCorners(grid).forEach((p, k) => {
    const x = (c.x + p.x) * v.scale + v.x;
    const y = (c.y + p.y) * v.scale + v.y;
    if (k === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.closePath();
  ctx.strokeStyle = colour;
  ctx.lineWidth = 2;
  ctx.stroke();
}

const boxTextWidths = new Map<string, number>();

/** Width of a box's text in the box font, pixels; measured once per text. */
function boxTextWidth(ctx: CanvasRenderingContext2D, text: string): number {
  let w = boxTextWidths.get(text);
  if (w === undefined) {
    ctx.font = `600 ${BOX_FONT}px system-ui, sans-serif`;
    w = ctx.measureText(text).width;
    boxTextWidths.set(text, w);
  }
  return w;
}

/** The boxes beside each system (planetary boxes, worlds), offset by (dx, dy) map units; `r` is the systems' radius on screen. */
export function drawBoxes(ctx: CanvasRenderingContext2D, v: Viewport, systems: readonly SceneSystem[], r: number, dx: number, dy: number): void {
  const compact = r < 5;
  for (const s of systems) {
    if (!s.boxes?.length) continue;
    const x = (s.x + dx) * v.scale + v.x;
    const y = (s.y + dy) * v.scale + v.y;
    for (const b of layoutBoxes(s.boxes, r, (text) => boxTextWidth(ctx, text), compact)) {
      ctx.fillStyle = b.fill;
      ctx.fillRect(x + b.x, y + b.y, b.width, b.height);
      ctx.lineWidth = 1;
      ctx.strokeStyle = '#222222';
      ctx.strokeRect(x + b.x + 0.5, y + b.y + 0.5, b.width - 1, b.height - 1);
      if (!b.text) continue;
      ctx.font = `600 ${BOX_FONT}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = b.ink;
      ctx.fillText(b.text, x + b.x + b.width / 2, y + b.y + b.height / 2 + 0.5);
    }
  }
}
