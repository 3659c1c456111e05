/**
 * NOVA's map scenes (shared/map/scene.ts): the GM's truth, or one empire's view (which
 * holds only what that empire knows).
 */
import type { Empire } from '../../../model/entities';
import type { NovaSystem, NovaWarpLine } from '../records';
import { stubDirections, type SvgScene } from '../../../map/scene';
import type { EmpireView } from './knowledge';
import { lineKind } from './model';

export type { SceneLine, SceneSystem, SvgScene } from '../../../map/scene';

const STATUS_SHORT: Record<string, string> = { none: '', outpost: 'OP', settlement: 'ST', world: 'WD' };

/** The GM's whole map: everything, owners in their empire's colour. */
export function gmScene(title: string, systems: readonly NovaSystem[], lines: readonly NovaWarpLine[], empires: readonly Empire[]): SvgScene {
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
