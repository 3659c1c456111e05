/**
 * A pure SVG drawing of a map scene (the GM's map or one player's view, see scene.ts), for
 * print, export and packets. Same look as the editor: systems as circles with their name
 * below, lines with each end's letter, star gates dashed, home stars ringed, unexplored
 * warp points as short stubs with their letter; on a hex map, the grid under it all
 * (cells, their labels, halves, outlines of sheets or regions), dashed routes, and each
 * node's boxes stacked beside it.
 */
import { BOX_FONT, layoutBoxes } from './boxes';
import { placeLetters } from './letters';
import { cellLabelOffset, gridBounds, hexCentre, hexCorners, hexHalfExtent, regionLabelAt, regionOutline } from './hex-grid';
import { lineStyle, type SceneHexGrid, type SceneLine, type SvgScene } from './scene';

export type { SvgScene } from './scene';

const RADIUS = 9; // map units
const LETTER_AT = 24; // map units from the system centre
/** The grid's colours, as on the canvas (renderer/features/map/draw-hex.ts). */
export const GRID_COLOURS = { cell: '#c4ccd6', label: '#8a939c', region: '#3d4650', divider: '#9aa3ad' };

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const n = (v: number) => String(Math.round(v * 10) / 10);

/** The scene as a standalone SVG document, sized to its content plus a margin. */
export function renderSvg(scene: SvgScene): string {
  const xs = scene.systems.map((s) => s.x);
  const ys = scene.systems.map((s) => s.y);
  const grid = scene.grid ? gridBounds(scene.grid) : null;
  if (grid) {
    xs.push(grid.minX, grid.maxX);
    ys.push(grid.minY, grid.maxY);
  }
  const margin = 60;
  const minX = (xs.length ? Math.min(...xs) : 0) - margin;
  const minY = (ys.length ? Math.min(...ys) : 0) - margin - 20;
  // Wide enough for the title (about 9 units per character at 16 units bold).
  const width = Math.max((xs.length ? Math.max(...xs) : 0) + margin - minX, scene.title.length * 9.5 + 24);
  const height = (ys.length ? Math.max(...ys) : 0) + margin - minY;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(minX)} ${n(minY)} ${n(width)} ${n(height)}" width="${n(width)}" height="${n(height)}" font-family="Helvetica, Arial, sans-serif">`);
  out.push(`<title>${escapeXml(scene.title)}</title>`);
  out.push(`<rect x="${n(minX)}" y="${n(minY)}" width="${n(width)}" height="${n(height)}" fill="#ffffff"/>`);
  out.push(`<text x="${n(minX + 12)}" y="${n(minY + 22)}" font-size="16" font-weight="bold">${escapeXml(scene.title)}</text>`);
  if (scene.grid) out.push(...gridSvg(scene.grid));
  out.push('<g stroke="#555555" stroke-width="1.5">');
  for (const l of scene.lines) out.push(`<line x1="${n(l.a.x)}" y1="${n(l.a.y)}" x2="${n(l.b.x)}" y2="${n(l.b.y)}"${strokeOf(l)}/>`);
  out.push('</g>');
  // Names, details and letters wear a white halo: a line passing under them does not cross them out.
  out.push('<g font-size="10" text-anchor="middle" dominant-baseline="central" fill="#1a4f8a" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">');
  // Letters kept clear of the names and of each other (letters.ts).
  for (const p of placeLetters(scene.systems, scene.lines, { at: LETTER_AT, side: 7, half: 5, radius: RADIUS + 4, nameTop: RADIUS + 5, nameHeight: scene.systems.some((s) => s.detail) ? 24 : 13, charWidth: 7.4 })) {
    out.push(`<text x="${n(p.x)}" y="${n(p.y)}">${escapeXml(p.letter)}</text>`);
  }
  out.push('</g>');
  out.push('<g>');
  for (const s of scene.systems) {
    s.stubs.forEach(({ letter, angle }) => {
      const ex = s.x + Math.cos(angle) * 22;
      const ey = s.y + Math.sin(angle) * 22;
      out.push(`<line x1="${n(s.x)}" y1="${n(s.y)}" x2="${n(ex)}" y2="${n(ey)}" stroke="#999999" stroke-dasharray="3 2"/>`);
      out.push(`<text x="${n(s.x + Math.cos(angle) * 30)}" y="${n(s.y + Math.sin(angle) * 30)}" font-size="10" text-anchor="middle" dominant-baseline="central" fill="#777777">${escapeXml(letter)}</text>`);
    });
    if (s.ring) out.push(`<circle cx="${n(s.x)}" cy="${n(s.y)}" r="${RADIUS + 4}" fill="none" stroke="#222222" stroke-width="1.5"/>`);
    out.push(`<circle cx="${n(s.x)}" cy="${n(s.y)}" r="${RADIUS}" fill="${escapeXml(s.fill)}" stroke="#222222" stroke-width="1.5"/>`);
    for (const b of layoutBoxes(s.boxes ?? [], RADIUS, approximateWidth)) {
      out.push(`<rect x="${n(s.x + b.x)}" y="${n(s.y + b.y)}" width="${n(b.width)}" height="${n(b.height)}" fill="${escapeXml(b.fill)}" stroke="#222222" stroke-width="1"/>`);
      if (b.text) out.push(`<text x="${n(s.x + b.x + b.width / 2)}" y="${n(s.y + b.y + b.height / 2)}" font-size="${BOX_FONT}" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="${b.ink}">${escapeXml(b.text)}</text>`);
    }
    out.push(`<text x="${n(s.x)}" y="${n(s.y + RADIUS + 13)}" font-size="12" font-weight="bold" text-anchor="middle" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${escapeXml(s.name)}</text>`);
    if (s.detail) out.push(`<text x="${n(s.x)}" y="${n(s.y + RADIUS + 25)}" font-size="10" text-anchor="middle" fill="#555555" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${escapeXml(s.detail)}</text>`);
  }
  out.push('</g>');
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** The stroke attributes of a line beyond the group's grey solid stroke. */
function strokeOf(l: SceneLine): string {
  const style = lineStyle(l);
  if (style === 'gate') return ' stroke-dasharray="6 4" stroke="#8e44ad"';
  const colour = l.color ? ` stroke="${escapeXml(l.color)}"` : '';
  return style === 'dashed' ? ` stroke-dasharray="6 4"${colour}` : colour;
}

/** Width of bold text at BOX_FONT units in Helvetica, roughly (the SVG cannot measure). */
function approximateWidth(text: string): number {
  return [...text].length * BOX_FONT * 0.62;
}

/** The grid layer: filled cells, the grid's lines, halves, highlighted cells, labels, then sheet or region outlines with their names. */
function gridSvg(grid: SceneHexGrid): string[] {
  const out: string[] = [];
  const corners = hexCorners(grid);
  const half = hexHalfExtent(grid);
  const polygon = (c: { x: number; y: number }) => corners.map((p) => `${n(c.x + p.x)},${n(c.y + p.y)}`).join(' ');
  out.push(`<g stroke="${GRID_COLOURS.cell}" stroke-width="1">`);
  for (const cell of grid.cells) out.push(`<polygon points="${polygon(hexCentre(grid, cell))}" fill="${cell.fill ? escapeXml(cell.fill) : 'none'}"/>`);
  for (const cell of grid.cells) {
    if (!cell.divided) continue;
    const c = hexCentre(grid, cell);
    out.push(`<line x1="${n(c.x - half.x)}" y1="${n(c.y)}" x2="${n(c.x + half.x)}" y2="${n(c.y)}" stroke="${GRID_COLOURS.divider}"/>`);
  }
  for (const cell of grid.cells) if (cell.outline) out.push(`<polygon points="${polygon(hexCentre(grid, cell))}" fill="none" stroke="${escapeXml(cell.outline)}" stroke-width="2"/>`);
  out.push('</g>');
  const labelled = grid.cells.filter((cell) => cell.label);
  if (labelled.length) {
    out.push(`<g font-size="8" text-anchor="middle" dominant-baseline="hanging" fill="${GRID_COLOURS.label}">`);
    for (const cell of labelled) {
      const c = hexCentre(grid, cell);
      out.push(`<text x="${n(c.x)}" y="${n(c.y + cellLabelOffset(grid))}">${escapeXml(cell.label as string)}</text>`);
    }
    out.push('</g>');
  }
  for (const region of grid.regions ?? []) {
    const colour = escapeXml(region.color ?? GRID_COLOURS.region);
    const d = regionOutline(grid, region.cells).map(([x1, y1, x2, y2]) => `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`).join('');
    if (d) out.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-linecap="round"/>`);
    const at = regionLabelAt(grid, region.cells);
    if (region.label && at) out.push(`<text x="${n(at.x + 4)}" y="${n(at.y + 4)}" font-size="13" font-weight="bold" dominant-baseline="hanging" fill="${colour}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${escapeXml(region.label)}</text>`);
  }
  return out;
}
