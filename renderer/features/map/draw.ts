/**
 * Drawing of a map scene on a 2D canvas, in screen space so text and strokes keep their
 * size at every zoom. Split by how often each part redraws (STYLE.md §11):
 *  - drawBackground + drawLines: the static layer; redrawn only when the view or the map changes;
 *  - drawSystems: the interactive layer; also on hover;
 *  - drawOverlay: selection, rubber band, drag preview, line being drawn; on every pointer move.
 * Everything off screen is skipped; labels that would overlap are skipped (decluttered),
 * so labels stay readable at every zoom. A scene on a hex grid has the grid drawn in the
 * background (draw-hex.ts) instead of the faint square grid, and its systems' boxes
 * beside them. The benchmark's plain-Konva baseline draws the same functions without React.
 */
import type { HexCoord } from '../../../shared/hex/coords';
import { lineStyle, type SceneLine, type SceneLineStyle, type SceneSystem } from '../../../shared/map/scene';
import type { MapRect, Viewport } from './coords';
import { drawBoxes, drawHexGrid, strokeHex } from './draw-hex';
import type { SceneIndex } from './spatial';

export interface DragPreview {
  ids: ReadonlySet<string>;
  /** Offset in map units. */
  dx: number;
  dy: number;
}

export interface DrawInput {
  index: SceneIndex;
  viewport: Viewport;
  width: number;
  height: number;
  selectedSystems: ReadonlySet<string>;
  selectedLines: ReadonlySet<string>;
  hover: string | null;
  drag: DragPreview | null;
  /** Screen rectangle of a box selection in progress. */
  band: { x0: number; y0: number; x1: number; y1: number } | null;
  /** A warp line being drawn: from a system to the pointer (screen pixels). */
  rubberLine: { from: string; x: number; y: number } | null;
  /** The empty hex under the pointer, outlined when a click there does something. */
  hoverHex?: HexCoord | null;
}

export const COLOURS = {
  background: '#f4f6f8',
  grid: '#e6e9ee',
  line: '#6b7683',
  gate: '#8e44ad',
  letter: '#1a4f8a',
  system: '#222222',
  label: '#111111',
  detail: '#5b6570',
  selection: '#1c7ed6',
  hover: '#f08c00',
  band: 'rgba(28, 126, 214, 0.12)',
};

/** System circle radius on screen, pixels: grows with zoom within readable bounds. */
export function systemRadius(scale: number): number {
  return Math.max(2.5, Math.min(11, 9 * scale));
}

function viewRect(input: DrawInput, pad: number): MapRect {
  const v = input.viewport;
  return { minX: (-pad - v.x) / v.scale, minY: (-pad - v.y) / v.scale, maxX: (input.width + pad - v.x) / v.scale, maxY: (input.height + pad - v.y) / v.scale };
}

const moving = (input: DrawInput, l: SceneLine) => input.drag !== null && (input.drag.ids.has(l.aId) || input.drag.ids.has(l.bId));

export function drawBackground(ctx: CanvasRenderingContext2D, input: DrawInput): void {
  ctx.fillStyle = COLOURS.background;
  ctx.fillRect(0, 0, input.width, input.height);
  if (input.index.grid) {
    drawHexGrid(ctx, input.index, input.viewport, input.width, input.height);
    return;
  }
  // A faint grid every 100 map units when it is not too dense.
  const v = input.viewport;
  let step = 100 * v.scale;
  while (step < 24) step *= 5;
  ctx.beginPath();
  for (let x = ((v.x % step) + step) % step; x < input.width; x += step) {
    ctx.moveTo(Math.round(x) + 0.5, 0);
    ctx.lineTo(Math.round(x) + 0.5, input.height);
  }
  for (let y = ((v.y % step) + step) % step; y < input.height; y += step) {
    ctx.moveTo(0, Math.round(y) + 0.5);
    ctx.lineTo(input.width, Math.round(y) + 0.5);
  }
  ctx.strokeStyle = COLOURS.grid;
  ctx.lineWidth = 1;
  ctx.stroke();
}

/** Lines (one path per style and colour): warp lines, then star gates, then dashed routes; then the letters at each end when zoomed in enough. */
export function drawLines(ctx: CanvasRenderingContext2D, input: DrawInput): void {
  const { viewport: v, index } = input;
  const r = viewRect(input, 20);
  const visible: SceneLine[] = [];
  for (const l of index.scene.lines) {
    if (Math.max(l.a.x, l.b.x) < r.minX || Math.min(l.a.x, l.b.x) > r.maxX || Math.max(l.a.y, l.b.y) < r.minY || Math.min(l.a.y, l.b.y) > r.maxY) continue;
    if (moving(input, l)) continue;
    visible.push(l);
  }
  strokeLines(ctx, v, visible, lineStyle);
  if (v.scale >= 0.55 && visible.length <= 3000) drawLetters(ctx, v, visible);
}

const STYLES: readonly SceneLineStyle[] = ['solid', 'gate', 'dashed'];

/**
 * Strokes lines, one path per style (in STYLES' order) and colour (in the order first met),
 * each offset by `shift` (the lines of a drag preview).
 */
function strokeLines(ctx: CanvasRenderingContext2D, v: Viewport, lines: readonly SceneLine[], styleOf: (l: SceneLine) => SceneLineStyle, shift?: (id: string) => { dx: number; dy: number } | null): void {
  const groups = new Map<string, { style: SceneLineStyle; colour: string; lines: SceneLine[] }>();
  for (const l of lines) {
    const style = styleOf(l);
    const colour = style === 'gate' ? COLOURS.gate : (l.color ?? COLOURS.line);
    const key = `${style}|${colour}`;
    const group = groups.get(key);
    if (group) group.lines.push(l);
    else groups.set(key, { style, colour, lines: [l] });
  }
  for (const style of STYLES) {
    for (const group of groups.values()) {
      if (group.style !== style) continue;
      ctx.beginPath();
      for (const l of group.lines) {
        const a = shift?.(l.aId);
        const b = shift?.(l.bId);
        ctx.moveTo((l.a.x + (a?.dx ?? 0)) * v.scale + v.x, (l.a.y + (a?.dy ?? 0)) * v.scale + v.y);
        ctx.lineTo((l.b.x + (b?.dx ?? 0)) * v.scale + v.x, (l.b.y + (b?.dy ?? 0)) * v.scale + v.y);
      }
      ctx.strokeStyle = group.colour;
      ctx.lineWidth = style === 'gate' ? 2 : 1.4;
      ctx.setLineDash(style === 'gate' ? [7, 5] : style === 'dashed' ? [6, 4] : []);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }
}

function drawLetters(ctx: CanvasRenderingContext2D, v: Viewport, lines: readonly SceneLine[], dx = 0, dy = 0, moved?: ReadonlySet<string>): void {
  ctx.font = '600 11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = COLOURS.letter;
  const at = Math.max(14, Math.min(26, 24 * v.scale)); // pixels from the system centre
  for (const l of lines) {
    const ax = (l.a.x + (moved?.has(l.aId) ? dx : 0)) * v.scale + v.x;
    const ay = (l.a.y + (moved?.has(l.aId) ? dy : 0)) * v.scale + v.y;
    const bx = (l.b.x + (moved?.has(l.bId) ? dx : 0)) * v.scale + v.x;
    const by = (l.b.y + (moved?.has(l.bId) ? dy : 0)) * v.scale + v.y;
    const len = Math.hypot(bx - ax, by - ay);
    if (len < 2 * at + 10) continue;
    const ux = (bx - ax) / len;
    const uy = (by - ay) / len;
    if (l.aLetter) ctx.fillText(l.aLetter, ax + ux * at - uy * 7, ay + uy * at + ux * 7);
    if (l.bLetter) ctx.fillText(l.bLetter, bx - ux * at - uy * 7, by - uy * at + ux * 7);
  }
}

/** Systems: circles batched by colour, home-star rings, stubs, then decluttered labels. */
export function drawSystems(ctx: CanvasRenderingContext2D, input: DrawInput): void {
  const { viewport: v, index } = input;
  const visible = index.systemsIn(viewRect(input, 40)).filter((s) => !input.drag?.ids.has(s.id));
  drawSystemMarks(ctx, v, visible, 0, 0);
  drawLabels(ctx, v, visible, input.width, input.height, 0, 0, input.selectedSystems);
}

function drawSystemMarks(ctx: CanvasRenderingContext2D, v: Viewport, systems: readonly SceneSystem[], dx: number, dy: number): void {
  const r = systemRadius(v.scale);
  const byFill = new Map<string, SceneSystem[]>();
  for (const s of systems) {
    const list = byFill.get(s.fill);
    if (list) list.push(s);
    else byFill.set(s.fill, [s]);
  }
  ctx.lineWidth = 1.4;
  ctx.strokeStyle = COLOURS.system;
  // Stubs of unexplored warp points (empire view): short dashed spokes with their letter.
  if (v.scale >= 0.35) {
    ctx.beginPath();
    for (const s of systems) {
      s.stubs.forEach(({ angle }) => {
        const x = (s.x + dx) * v.scale + v.x;
        const y = (s.y + dy) * v.scale + v.y;
        ctx.moveTo(x, y);
        ctx.lineTo(x + Math.cos(angle) * (r + 14), y + Math.sin(angle) * (r + 14));
      });
    }
    ctx.setLineDash([3, 2]);
    ctx.strokeStyle = '#8a939c';
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.font = '600 10px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#6b7683';
    for (const s of systems) {
      s.stubs.forEach(({ letter, angle }) => {
        ctx.fillText(letter, (s.x + dx) * v.scale + v.x + Math.cos(angle) * (r + 21), (s.y + dy) * v.scale + v.y + Math.sin(angle) * (r + 21));
      });
    }
    ctx.strokeStyle = COLOURS.system;
  }
  for (const [fill, list] of byFill) {
    ctx.beginPath();
    for (const s of list) {
      const x = (s.x + dx) * v.scale + v.x;
      const y = (s.y + dy) * v.scale + v.y;
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
    ctx.fillStyle = fill;
    ctx.fill();
    if (r > 3) ctx.stroke();
  }
  ctx.beginPath();
  for (const s of systems) {
    if (!s.ring) continue;
    const x = (s.x + dx) * v.scale + v.x;
    const y = (s.y + dy) * v.scale + v.y;
    ctx.moveTo(x + r + 4, y);
    ctx.arc(x, y, r + 4, 0, Math.PI * 2);
  }
  ctx.lineWidth = 2;
  ctx.stroke();
  drawBoxes(ctx, v, systems, r, dx, dy);
}

const nameWidths = new Map<string, number>();

/** Width of a name in the label font, pixels; measured once per name. */
function nameWidth(ctx: CanvasRenderingContext2D, name: string): number {
  let w = nameWidths.get(name);
  if (w === undefined) {
    ctx.font = '600 12px system-ui, sans-serif';
    w = ctx.measureText(name).width;
    nameWidths.set(name, w);
  }
  return w;
}

/**
 * Names under systems at a fixed 12 px, readable at every zoom: a label that would overlap
 * one already drawn is skipped (selected and hovered systems come first, so theirs show).
 * Overlap is tested against placed labels in 64-pixel buckets.
 */
function drawLabels(ctx: CanvasRenderingContext2D, v: Viewport, systems: readonly SceneSystem[], _width: number, _height: number, dx: number, dy: number, first?: ReadonlySet<string>): void {
  const r = systemRadius(v.scale);
  const showDetail = v.scale >= 0.8;
  const h = showDetail ? 26 : 14;
  const BUCKET = 64;
  // Zoomed far out, labels keep more room between them so the lines stay visible.
  const pad = v.scale < 0.35 ? 14 : 2;
  const placed = new Map<number, number[]>();
  const rects: number[] = [];
  const ordered = first && first.size ? [...systems.filter((s) => first.has(s.id)), ...systems.filter((s) => !first.has(s.id))] : systems;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const s of ordered) {
    const x = (s.x + dx) * v.scale + v.x;
    const y = (s.y + dy) * v.scale + v.y + r + 3;
    const w = nameWidth(ctx, s.name) + 4;
    const x0 = x - w / 2;
    const x1 = x + w / 2;
    const y1 = y + h;
    const bx0 = Math.floor(x0 / BUCKET);
    const bx1 = Math.floor(x1 / BUCKET);
    const by0 = Math.floor(y / BUCKET);
    const by1 = Math.floor(y1 / BUCKET);
    let free = true;
    for (let bx = bx0; bx <= bx1 && free; bx++) {
      for (let by = by0; by <= by1 && free; by++) {
        for (const i of placed.get(bx * 100003 + by) ?? []) {
          if (x0 - pad < (rects[i + 2] as number) && x1 + pad > (rects[i] as number) && y - pad < (rects[i + 3] as number) && y1 + pad > (rects[i + 1] as number)) {
            free = false;
            break;
          }
        }
      }
    }
    if (!free) continue;
    const at = rects.length;
    rects.push(x0, y, x1, y1);
    for (let bx = bx0; bx <= bx1; bx++) {
      for (let by = by0; by <= by1; by++) {
        const k = bx * 100003 + by;
        const list = placed.get(k);
        if (list) list.push(at);
        else placed.set(k, [at]);
      }
    }
    ctx.font = '600 12px system-ui, sans-serif';
    ctx.fillStyle = COLOURS.label;
    ctx.fillText(s.name, x, y);
    if (showDetail && s.detail) {
      ctx.font = '11px system-ui, sans-serif';
      ctx.fillStyle = COLOURS.detail;
      ctx.fillText(s.detail, x, y + 13);
    }
  }
}

/** Selection, hover, the systems being dragged with their lines, the box being drawn, the line being drawn. */
export function drawOverlay(ctx: CanvasRenderingContext2D, input: DrawInput): void {
  const { viewport: v, index, drag } = input;
  const r = systemRadius(v.scale);
  if (input.hoverHex && index.grid) strokeHex(ctx, index.grid, v, input.hoverHex, COLOURS.hover);
  if (drag) {
    const lines = index.scene.lines.filter((l) => moving(input, l));
    // Lines keep their explicit style while dragged; star gates given by the `gate` flag alone are previewed plain, as they always were.
    strokeLines(ctx, v, lines, (l) => l.style ?? 'solid', (id) => (drag.ids.has(id) ? drag : null));
    if (v.scale >= 0.55) drawLetters(ctx, v, lines, drag.dx, drag.dy, drag.ids);
    const systems = [...drag.ids].flatMap((id) => index.systemById.get(id) ?? []);
    drawSystemMarks(ctx, v, systems, drag.dx, drag.dy);
    drawLabels(ctx, v, systems, input.width, input.height, drag.dx, drag.dy);
  }
  // Selected lines.
  ctx.beginPath();
  for (const l of index.scene.lines) {
    if (!input.selectedLines.has(l.id)) continue;
    const off = (id: string) => (drag?.ids.has(id) ? drag : null);
    ctx.moveTo((l.a.x + (off(l.aId)?.dx ?? 0)) * v.scale + v.x, (l.a.y + (off(l.aId)?.dy ?? 0)) * v.scale + v.y);
    ctx.lineTo((l.b.x + (off(l.bId)?.dx ?? 0)) * v.scale + v.x, (l.b.y + (off(l.bId)?.dy ?? 0)) * v.scale + v.y);
  }
  ctx.strokeStyle = COLOURS.selection;
  ctx.lineWidth = 4;
  ctx.globalAlpha = 0.7;
  ctx.stroke();
  ctx.globalAlpha = 1;
  // Selected systems and the one under the pointer.
  const ring = (id: string, colour: string) => {
    const s = index.systemById.get(id);
    if (!s) return;
    const off = drag?.ids.has(id) ? drag : null;
    ctx.beginPath();
    ctx.arc((s.x + (off?.dx ?? 0)) * v.scale + v.x, (s.y + (off?.dy ?? 0)) * v.scale + v.y, r + 5, 0, Math.PI * 2);
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2.5;
    ctx.stroke();
  };
  for (const id of input.selectedSystems) ring(id, COLOURS.selection);
  if (input.hover && !input.selectedSystems.has(input.hover)) ring(input.hover, COLOURS.hover);
  if (input.rubberLine) {
    const s = index.systemById.get(input.rubberLine.from);
    if (s) {
      ctx.beginPath();
      ctx.moveTo(s.x * v.scale + v.x, s.y * v.scale + v.y);
      ctx.lineTo(input.rubberLine.x, input.rubberLine.y);
      ctx.setLineDash([6, 4]);
      ctx.strokeStyle = COLOURS.selection;
      ctx.lineWidth = 2;
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  if (input.band) {
    const { x0, y0, x1, y1 } = input.band;
    ctx.fillStyle = COLOURS.band;
    ctx.fillRect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
    ctx.strokeStyle = COLOURS.selection;
    ctx.lineWidth = 1;
    ctx.strokeRect(Math.min(x0, x1) + 0.5, Math.min(y0, y1) + 0.5, Math.abs(x1 - x0), Math.abs(y1 - y0));
  }
}
