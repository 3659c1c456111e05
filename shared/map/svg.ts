/**
 * A pure SVG drawing of the GM's map or of one empire's view, for print and export
 * (later, in packets). Same look as the editor: systems as circles with their name
 * below, warp lines with each end's letter, star gates dashed, home stars ringed.
 */
import type { Empire, StarSystem, WarpLine } from '../model/entities';
import type { EmpireView } from './knowledge';
import { lineKind } from './model';

interface SceneSystem {
  x: number;
  y: number;
  name: string;
  /** Second line under the name: "T6 OP", "?" … */
  detail: string;
  fill: string;
  ring: boolean;
  /** Letters of warp points whose line is not drawn (unexplored stubs). */
  stubs: string[];
}
interface SceneLine {
  a: { x: number; y: number };
  b: { x: number; y: number };
  aLetter: string;
  bLetter: string;
  gate: boolean;
}
export interface SvgScene {
  title: string;
  systems: SceneSystem[];
  lines: SceneLine[];
}

const STATUS_SHORT: Record<string, string> = { none: '', outpost: 'OP', settlement: 'ST', world: 'WD' };
const RADIUS = 9; // map units
const LETTER_AT = 24; // map units from the system centre

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The GM's whole map: everything, owners in their empire's colour. */
export function gmScene(title: string, systems: readonly StarSystem[], lines: readonly WarpLine[], empires: readonly Empire[]): SvgScene {
  const colour = new Map(empires.map((e) => [e.id, e.color]));
  const at = new Map(systems.map((s) => [s.id, s]));
  return {
    title,
    systems: systems.map((s) => ({
      x: s.x,
      y: s.y,
      name: s.name,
      detail: `T${s.type}${STATUS_SHORT[s.status] ? ` ${STATUS_SHORT[s.status]}` : ''}`,
      fill: (s.ownerId && colour.get(s.ownerId)) || '#ffffff',
      ring: s.homeStar,
      stubs: [],
    })),
    lines: lines.flatMap((l) => {
      const a = at.get(l.a);
      const b = at.get(l.b);
      return a && b ? [{ a, b, aLetter: l.aLetter, bLetter: l.bLetter, gate: lineKind(l) === 'gate' }] : [];
    }),
  };
}

/** One empire's view: only what empireView returned, which is only what the empire knows. */
export function empireScene(title: string, view: EmpireView, color: string): SvgScene {
  const at = new Map(view.systems.map((s) => [s.id, s]));
  return {
    title,
    systems: view.systems.map((s) => ({
      x: s.x,
      y: s.y,
      name: s.name,
      detail: [s.type === null ? '?' : `T${s.type}`, s.status ? STATUS_SHORT[s.status] : '', s.forces ? `${s.forces}u` : '', `t${s.turn}`].filter(Boolean).join(' '),
      fill: s.own ? color : s.how === 'jumped' ? '#dddddd' : '#ffffff',
      ring: false,
      stubs: s.warpPoints.filter((p) => !p.leadsTo).map((p) => p.letter),
    })),
    lines: view.lines.flatMap((l) => {
      const a = at.get(l.a);
      const b = at.get(l.b);
      return a && b ? [{ a, b, aLetter: l.aLetter, bLetter: l.bLetter, gate: false }] : [];
    }),
  };
}

/** The scene as a standalone SVG document, sized to its content plus a margin. */
export function renderSvg(scene: SvgScene): string {
  const xs = scene.systems.map((s) => s.x);
  const ys = scene.systems.map((s) => s.y);
  const margin = 60;
  const minX = (xs.length ? Math.min(...xs) : 0) - margin;
  const minY = (ys.length ? Math.min(...ys) : 0) - margin - 20;
  const width = (xs.length ? Math.max(...xs) : 0) + margin - minX;
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
    s.stubs.forEach((letter, i) => {
      const angle = -Math.PI / 2 + ((i + 0.5) * 2 * Math.PI) / Math.max(4, s.stubs.length);
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
