/**
 * A pure SVG drawing of a map scene (the GM's map or one empire's view, see scene.ts),
 * for print and export (later, in packets). Same look as the editor: systems as circles
 * with their name below, warp lines with each end's letter, star gates dashed, home
 * stars ringed, unexplored warp points as short stubs with their letter.
 */
import type { SvgScene } from './scene';

export type { SvgScene } from './scene';

const RADIUS = 9; // map units
const LETTER_AT = 24; // map units from the system centre

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The scene as a standalone SVG document, sized to its content plus a margin. */
export function renderSvg(scene: SvgScene): string {
  const xs = scene.systems.map((s) => s.x);
  const ys = scene.systems.map((s) => s.y);
  const margin = 60;
  const minX = (xs.length ? Math.min(...xs) : 0) - margin;
  const minY = (ys.length ? Math.min(...ys) : 0) - margin - 20;
  // Wide enough for the title (about 9 units per character at 16 units bold).
  const width = Math.max((xs.length ? Math.max(...xs) : 0) + margin - minX, scene.title.length * 9.5 + 24);
  const height = (ys.length ? Math.max(...ys) : 0) + margin - minY;
  const n = (v: number) => String(Math.round(v * 10) / 10);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(minX)} ${n(minY)} ${n(width)} ${n(height)}" width="${n(width)}" height="${n(height)}" font-family="Helvetica, Arial, sans-serif">`);
  out.push(`<title>${escapeXml(scene.title)}</title>`);
  out.push(`<rect x="${n(minX)}" y="${n(minY)}" width="${n(width)}" height="${n(height)}" fill="#ffffff"/>`);
  out.push(`<text x="${n(minX + 12)}" y="${n(minY + 22)}" font-size="16" font-weight="bold">${escapeXml(scene.title)}</text>`);
  out.push('<g stroke="#555555" stroke-width="1.5">');
  for (const l of scene.lines) out.push(`<line x1="${n(l.a.x)}" y1="${n(l.a.y)}" x2="${n(l.b.x)}" y2="${n(l.b.y)}"${l.gate ? ' stroke-dasharray="6 4" stroke="#8e44ad"' : ''}/>`);
  out.push('</g>');
  out.push('<g font-size="10" text-anchor="middle" dominant-baseline="central" fill="#1a4f8a">');
  for (const l of scene.lines) {
    const len = Math.hypot(l.b.x - l.a.x, l.b.y - l.a.y) || 1;
    const ux = (l.b.x - l.a.x) / len;
    const uy = (l.b.y - l.a.y) / len;
    out.push(`<text x="${n(l.a.x + ux * LETTER_AT - uy * 7)}" y="${n(l.a.y + uy * LETTER_AT + ux * 7)}">${escapeXml(l.aLetter)}</text>`);
    out.push(`<text x="${n(l.b.x - ux * LETTER_AT - uy * 7)}" y="${n(l.b.y - uy * LETTER_AT + ux * 7)}">${escapeXml(l.bLetter)}</text>`);
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
    out.push(`<text x="${n(s.x)}" y="${n(s.y + RADIUS + 13)}" font-size="12" font-weight="bold" text-anchor="middle">${escapeXml(s.name)}</text>`);
    if (s.detail) out.push(`<text x="${n(s.x)}" y="${n(s.y + RADIUS + 25)}" font-size="10" text-anchor="middle" fill="#555555">${escapeXml(s.detail)}</text>`);
  }
  out.push('</g>');
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
