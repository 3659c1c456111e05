/**
 * What a map drawing shows, independent of how it is drawn: the editor's canvas and the
 * SVG export draw the same scene. A scene is made either from the GM's truth or from one
 * empire's view (which holds only what that empire knows).
 */
import type { Empire, StarSystem, WarpLine } from '../model/entities';
import type { EmpireView } from './knowledge';
import { lineKind } from './model';

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
}
export interface SceneLine {
  id: string;
  aId: string;
  bId: string;
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

/** The GM's whole map: everything, owners in their empire's colour. */
export function gmScene(title: string, systems: readonly StarSystem[], lines: readonly WarpLine[], empires: readonly Empire[]): SvgScene {
  const colour = new Map(empires.map((e) => [e.id, e.color]));
  const at = new Map(systems.map((s) => [s.id, { x: s.x, y: s.y }]));
  return {
    title,
    systems: systems.map((s) => ({
      id: s.id,
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
      return a && b ? [{ id: l.id, aId: l.a, bId: l.b, a, b, aLetter: l.aLetter, bLetter: l.bLetter, gate: lineKind(l) === 'gate' }] : [];
    }),
  };
}

/** One empire's view: only what empireView returned, which is only what the empire knows. */
export function empireScene(title: string, view: EmpireView, color: string): SvgScene {
  const at = new Map(view.systems.map((s) => [s.id, { x: s.x, y: s.y }]));
  return {
    title,
    systems: view.systems.map((s) => ({
      id: s.id,
      x: s.x,
      y: s.y,
      name: s.name,
      detail: [s.type === null ? '?' : `T${s.type}`, s.status ? STATUS_SHORT[s.status] : '', s.forces ? `${s.forces}u` : '', `t${s.turn}`].filter(Boolean).join(' '),
      fill: s.own ? color : s.how === 'jumped' ? '#dddddd' : '#ffffff',
      ring: false,
      stubs: stubDirections(
        s.warpPoints.filter((p) => !p.leadsTo).map((p) => p.letter),
        view.lines.flatMap((l) => (l.a === s.id ? [at.get(l.b)] : l.b === s.id ? [at.get(l.a)] : [])).flatMap((q) => (q ? [Math.atan2(q.y - s.y, q.x - s.x)] : [])),
      ),
    })),
    lines: view.lines.flatMap((l) => {
      const a = at.get(l.a);
      const b = at.get(l.b);
      return a && b ? [{ id: l.id, aId: l.a, bId: l.b, a, b, aLetter: l.aLetter, bLetter: l.bLetter, gate: false }] : [];
    }),
  };
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
